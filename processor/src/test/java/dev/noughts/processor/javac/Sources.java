package dev.noughts.processor.javac;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.tools.JavaFileObject;

/** Small helpers for compiling test sources with the processor. */
public final class Sources {
  private Sources() {}

  /** A source file {@code test/NAME.java} whose body follows the usual imports. */
  public static JavaFileObject source(String simpleName, String... lines) {
    String[] all = new String[lines.length + 6];
    all[0] = "package test;";
    all[1] = "import dev.noughts.Board;";
    all[2] = "import dev.noughts.GameValue;";
    all[3] = "import dev.noughts.Outcome;";
    all[4] = "import dev.noughts.Position;";
    all[5] = "";
    System.arraycopy(lines, 0, all, 6, lines.length);
    return JavaFileObjects.forSourceLines("test." + simpleName, all);
  }

  /**
   * Compiles with every lint but {@code processing}, as errors. That one only says that no
   * processor claimed {@code @Generated}, which javac says of any generated class so marked;
   * GenerationTest pins that it is the only other warning.
   */
  public static Compilation compile(JavaFileObject... sources) {
    return Compiler.javac()
        .withProcessors(new BoardProcessor())
        .withOptions("-Xlint:all,-processing", "-Werror")
        .compile(sources);
  }

  /**
   * Compiles an interface {@code test.Fixtures} with {@code members}, and asserts exactly these
   * errors, each given as its message followed by a text of the line it must be on.
   */
  public static void assertErrors(List<String> members, String... messagesAndLines) {
    JavaFileObject source = fixtures(members.toArray(new String[0]));
    Compilation compilation = compile(source);
    assertThat(compilation).hadErrorCount(messagesAndLines.length / 2);
    for (int i = 0; i < messagesAndLines.length; i += 2) {
      assertThat(compilation)
          .hadErrorContaining(messagesAndLines[i])
          .inFile(source)
          .onLineContaining(messagesAndLines[i + 1]);
    }
  }

  /** The source of one interface {@code test.Fixtures} with the given members. */
  public static JavaFileObject fixtures(String... members) {
    String[] lines = new String[members.length + 2];
    lines[0] = "interface Fixtures {";
    System.arraycopy(members, 0, lines, 1, members.length);
    lines[lines.length - 1] = "}";
    return source("Fixtures", lines);
  }

  /** Calls the static no-argument method {@code method} of the compiled class {@code className}. */
  public static Object call(Compilation compilation, String className, String method) {
    try {
      Method found = load(compilation, className).getMethod(method);
      found.setAccessible(true); // the generated class is package-private for such a type
      return found.invoke(null);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError("cannot call " + className + "." + method + "()", e);
    }
  }

  /**
   * The compiled class {@code className}, loaded and initialised with every class the compilation
   * wrote, to show that the generated code works.
   */
  public static Class<?> load(Compilation compilation, String className) {
    Map<String, byte[]> classes = new HashMap<>();
    for (JavaFileObject file : compilation.generatedFiles()) {
      if (file.getKind() == JavaFileObject.Kind.CLASS) {
        String path = file.toUri().getPath();
        String name = path.substring("/CLASS_OUTPUT/".length(), path.length() - ".class".length());
        try (InputStream in = file.openInputStream()) {
          classes.put(name.replace('/', '.'), in.readAllBytes());
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
    }
    ClassLoader loader =
        new ClassLoader(Sources.class.getClassLoader()) {
          @Override
          protected Class<?> findClass(String name) throws ClassNotFoundException {
            byte[] bytes = classes.get(name);
            if (bytes == null) {
              throw new ClassNotFoundException(name);
            }
            return defineClass(name, bytes, 0, bytes.length);
          }
        };
    try {
      return Class.forName(className, true, loader);
    } catch (ClassNotFoundException e) {
      throw new AssertionError("no class " + className, e);
    }
  }
}
