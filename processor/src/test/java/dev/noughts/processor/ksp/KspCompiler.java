package dev.noughts.processor.ksp;

import static com.google.common.truth.Truth.assertWithMessage;

import com.google.devtools.ksp.processing.SymbolProcessorProvider;
import com.tschuchort.compiletesting.JvmCompilationResult;
import com.tschuchort.compiletesting.KotlinCompilation;
import com.tschuchort.compiletesting.Ksp2Kt;
import com.tschuchort.compiletesting.KspKt;
import com.tschuchort.compiletesting.SourceFile;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Compiles Kotlin sources with KSP2 and the {@code @Board} symbol processor, in process, with
 * kctfork; each compilation takes some seconds, so tests put many cases in one.
 */
final class KspCompiler {
  /** How KSP prints an error with a place: {@code e: [ksp] /abs/Fixtures.kt:8: message}. */
  private static final Pattern ERROR =
      Pattern.compile("(?m)^e: \\[ksp\\] (?:.*/)?([^/:]+\\.(?:kt|java)):(\\d+): (.*)$");

  private KspCompiler() {}

  /** One error KSP printed: its file's name, its line, and the message. */
  record Error(String file, int line, String message) {
    @Override
    public String toString() {
      return file + ":" + line + ": " + message;
    }
  }

  /** The outcome of a compilation: what it printed, and the sources KSP generated. */
  record Result(JvmCompilationResult result, KotlinCompilation compilation) {
    boolean succeeded() {
      return result.getExitCode() == KotlinCompilation.ExitCode.OK;
    }

    /** Every {@code [noughts:...]} error with a place, in the order printed. */
    List<Error> errors() {
      List<Error> errors = new ArrayList<>();
      Matcher matcher = ERROR.matcher(result.getMessages());
      while (matcher.find()) {
        if (matcher.group(3).startsWith("[noughts:")) {
          errors.add(
              new Error(matcher.group(1), Integer.parseInt(matcher.group(2)), matcher.group(3)));
        }
      }
      return errors;
    }

    String messages() {
      return result.getMessages();
    }

    /** The Java source KSP generated for {@code className}, such as {@code test.OpeningsBoards}. */
    String generated(String className) {
      Path file =
          KspKt.getKspJavaSourceDir(compilation)
              .toPath()
              .resolve(className.replace('.', '/') + ".java");
      assertWithMessage("KSP generated %s; messages:%n%s", file, messages())
          .that(Files.exists(file))
          .isTrue();
      try {
        return Files.readString(file);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    /** A class that the compilation compiled, loaded with everything it compiled. */
    Class<?> load(String className) {
      try {
        return Class.forName(className, true, result.getClassLoader());
      } catch (ClassNotFoundException e) {
        throw new AssertionError(className + " was not compiled; messages:\n" + messages(), e);
      }
    }
  }

  /**
   * A source file {@code NAME.kt}, or {@code NAME.java} when {@code java}, in package {@code test}.
   */
  record Source(String name, List<String> lines, boolean java) {
    Source(String name, List<String> lines) {
      this(name, lines, false);
    }

    /** A Kotlin source file {@code NAME.kt} in package {@code test}, after the usual imports. */
    static Source of(String name, String... body) {
      List<String> lines = new ArrayList<>();
      lines.add("package test");
      lines.add("");
      lines.add("import dev.noughts.Board");
      lines.add("import dev.noughts.GameValue");
      lines.add("import dev.noughts.Outcome");
      lines.add("import dev.noughts.Position");
      lines.add("");
      lines.addAll(Arrays.asList(body));
      return new Source(name, List.copyOf(lines));
    }

    /** A Java source file {@code NAME.java} with these lines, package declaration included. */
    static Source java(String name, List<String> lines) {
      return new Source(name, List.copyOf(lines), true);
    }

    String fileName() {
      return name + (java ? ".java" : ".kt");
    }

    SourceFile file() {
      String text = String.join("\n", lines) + "\n";
      return java
          ? SourceFile.Companion.java(fileName(), text, false)
          : SourceFile.Companion.kotlin(fileName(), text, false);
    }

    /** The error {@code message} on the only line of this file that contains {@code text}. */
    Error error(String text, String message) {
      int found = -1;
      for (int i = 0; i < lines.size(); i++) {
        if (lines.get(i).contains(text)) {
          assertWithMessage("lines of %s containing %s", fileName(), text)
              .that(found)
              .isEqualTo(-1);
          found = i + 1;
        }
      }
      assertWithMessage("a line of %s contains %s", fileName(), text).that(found).isAtLeast(1);
      return new Error(fileName(), found, message);
    }
  }

  /** Compiles {@code sources} with the {@code @Board} processor as KSP finds it. */
  static Result compile(Source... sources) {
    return compile(new BoardSymbolProcessorProvider(), sources);
  }

  /** Compiles {@code sources} with KSP2 running {@code provider}, then kotlinc and javac. */
  static Result compile(SymbolProcessorProvider provider, Source... sources) {
    return compile(provider, true, sources);
  }

  /** Compiles {@code sources} with only Kotlin's standard library on the class path. */
  static Result compileWithoutRuntime(Source... sources) {
    return compile(new BoardSymbolProcessorProvider(), false, sources);
  }

  private static Result compile(
      SymbolProcessorProvider provider, boolean inheritClassPath, Source... sources) {
    KotlinCompilation compilation = new KotlinCompilation();
    compilation.setWorkingDir(workingDir().toFile());
    compilation.setSources(Arrays.stream(sources).map(Source::file).toList());
    compilation.setInheritClassPath(inheritClassPath);
    compilation.setJvmTarget("17");
    // The generated Java compiles without a warning, as through javac (see Sources.compile).
    compilation.setJavacArguments(List.of("-Xlint:all,-processing", "-Werror"));
    compilation.setMessageOutputStream(OutputStream.nullOutputStream());
    Ksp2Kt.useKsp2(compilation);
    KspKt.setSymbolProcessorProviders(compilation, List.of(provider));
    return new Result(compilation.compile(), compilation);
  }

  /**
   * A new directory under {@code target/}, not the system's temporary one, which it would litter.
   */
  private static Path workingDir() {
    try {
      return Files.createTempDirectory(
          Files.createDirectories(Path.of("target", "ksp-compilations")), "compilation");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
