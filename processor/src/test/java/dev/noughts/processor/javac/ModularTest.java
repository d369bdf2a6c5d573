package dev.noughts.processor.javac;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import dev.noughts.Position;
import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.jspecify.annotations.NullMarked;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Fixtures in a named module that reads noughts' runtime, module {@code dev.noughts}, compiled from
 * files with the runtime on the module path, as a modular build does.
 */
class ModularTest {
  @TempDir Path directory;

  private static String location(Class<?> type) throws URISyntaxException {
    return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
  }

  /** Compiles module {@code example} with {@code moduleInfo}; returns the generated source. */
  private String compileModule(String... moduleInfo) throws IOException, URISyntaxException {
    Path sources = Files.createDirectories(directory.resolve("src/example"));
    Files.write(directory.resolve("src/module-info.java"), List.of(moduleInfo));
    Files.write(
        sources.resolve("Fixtures.java"),
        List.of(
            "package example;",
            "import dev.noughts.Board;",
            "import dev.noughts.Position;",
            "/** Fixtures. */",
            "public interface Fixtures {",
            "  /** {@return a corner} */",
            "  @Board(\"X - - / - - - / - - -\") Position corner();",
            "}"));
    Path generated = Files.createDirectories(directory.resolve("generated"));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, null)) {
      JavaCompiler.CompilationTask task =
          javac.getTask(
              null,
              files,
              diagnostics,
              List.of(
                  "--module-path",
                  location(Position.class) + File.pathSeparator + location(NullMarked.class),
                  "-d",
                  Files.createDirectories(directory.resolve("classes")).toString(),
                  "-s",
                  generated.toString(),
                  "-Xlint:all,-processing",
                  "-Xdoclint:all",
                  "-Werror"),
              null,
              files.getJavaFileObjects(
                  directory.resolve("src/module-info.java"), sources.resolve("Fixtures.java")));
      task.setProcessors(List.of(new BoardProcessor()));
      boolean compiled = task.call();
      assertWithMessage("%s", diagnostics.getDiagnostics()).that(compiled).isTrue();
      assertWithMessage("%s", diagnostics.getDiagnostics())
          .that(diagnostics.getDiagnostics())
          .isEmpty();
    }
    return Files.readString(generated.resolve("example/FixturesBoards.java"));
  }

  @Test
  void aModuleThatRequiresOnlyTheRuntimeCompilesTheGeneratedClass() throws Exception {
    String generated =
        compileModule("/** Example. */", "module example {", "  requires dev.noughts;", "}");
    assertThat(generated).doesNotContain("Generated");
    // dev.noughts requires static transitive org.jspecify: the module reads it through the runtime.
    assertThat(generated).contains("@NullMarked\npublic final class FixturesBoards");
  }

  @Test
  void aModuleThatReadsJavaCompilerGetsGenerated() throws Exception {
    String generated =
        compileModule(
            "/** Example. */",
            "module example {",
            "  requires dev.noughts;",
            "  requires static java.compiler;",
            "}");
    assertThat(generated).contains("@Generated(\"dev.noughts.processor.javac.BoardProcessor\")");
  }

  @Test
  void javaCompilerReadThroughRequiresTransitiveCounts() throws Exception {
    String generated =
        compileModule(
            "/** Example. */",
            "module example {",
            "  requires dev.noughts;",
            "  requires java.se;", // java.se requires transitive java.compiler
            "}");
    assertThat(generated).contains("@Generated(\"dev.noughts.processor.javac.BoardProcessor\")");
  }
}
