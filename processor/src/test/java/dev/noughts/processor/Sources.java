package dev.noughts.processor;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;

/** Small helpers for compiling test sources with the processor. */
final class Sources {
  private Sources() {}

  /** A source file {@code test/NAME.java} whose body follows the usual imports. */
  static JavaFileObject source(String simpleName, String... lines) {
    String[] all = new String[lines.length + 5];
    all[0] = "package test;";
    all[1] = "import dev.noughts.Board;";
    all[2] = "import dev.noughts.Outcome;";
    all[3] = "import dev.noughts.Position;";
    all[4] = "";
    System.arraycopy(lines, 0, all, 5, lines.length);
    return JavaFileObjects.forSourceLines("test." + simpleName, all);
  }

  /**
   * Compiles with every lint but {@code processing}, as errors. That one only says that no
   * processor claimed {@code @Generated}, which javac says of any generated class so marked;
   * GenerationTest pins that it is the only other warning.
   */
  static Compilation compile(JavaFileObject... sources) {
    return Compiler.javac()
        .withProcessors(new BoardProcessor())
        .withOptions("-Xlint:all,-processing", "-Werror")
        .compile(sources);
  }

  /** The source of one interface {@code test.Fixtures} with the given members. */
  static JavaFileObject fixtures(String... members) {
    String[] lines = new String[members.length + 2];
    lines[0] = "interface Fixtures {";
    System.arraycopy(members, 0, lines, 1, members.length);
    lines[lines.length - 1] = "}";
    return source("Fixtures", lines);
  }
}
