package dev.noughts.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The shared core of the processor knows neither front end: only the files named for a front end
 * ({@code Javac...}, {@code Kapt...}, {@code Ksp...}) and the entry points read javac's or KSP's
 * model, so that each rule and its message exist once.
 */
class SharedCoreTest {
  private static final Path SOURCES = Path.of("src", "main", "java", "dev", "noughts", "processor");

  /** The entry points, which each front end's compiler finds by these names. */
  private static final List<String> ENTRY_POINTS =
      List.of(
          "BoardProcessor.java", "BoardSymbolProcessor.java", "BoardSymbolProcessorProvider.java");

  private static List<Path> sharedFiles() throws IOException {
    try (Stream<Path> files = Files.list(SOURCES)) {
      return files
          .filter(file -> file.toString().endsWith(".java"))
          .filter(
              file -> {
                String name = file.getFileName().toString();
                return !name.startsWith("Javac")
                    && !name.startsWith("Kapt")
                    && !name.startsWith("Ksp")
                    && !ENTRY_POINTS.contains(name);
              })
          .sorted()
          .toList();
    }
  }

  @Test
  void sharedFilesImportNeitherJavacsModelNorKsp() throws IOException {
    List<Path> shared = sharedFiles();
    assertThat(shared.stream().map(file -> file.getFileName().toString()).toList())
        .containsAtLeast("FixtureTypeChecker.java", "FixtureChecker.java", "TypeDeclaration.java");
    for (Path file : shared) {
      for (String line : Files.readAllLines(file)) {
        if (!line.startsWith("import ")) {
          continue;
        }
        assertWithMessage("%s imports KSP", file).that(line).doesNotContain("com.google.devtools");
        // JavaPoet names modifiers with javax.lang.model's enum; the writer needs that one only.
        if (!line.equals("import javax.lang.model.element.Modifier;")) {
          assertWithMessage("%s imports javac's model", file)
              .that(line)
              .doesNotContain("javax.lang.model");
        }
      }
    }
  }

  @Test
  void onlyTheWriterNamesJavaPoetsModifiers() throws IOException {
    for (Path file : sharedFiles()) {
      if (Files.readString(file).contains("import javax.lang.model.element.Modifier;")) {
        assertThat(file.getFileName().toString()).isEqualTo("BoardsClassWriter.java");
      }
    }
  }
}
