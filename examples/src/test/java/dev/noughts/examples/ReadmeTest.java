package dev.noughts.examples;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import dev.noughts.InputError;
import dev.noughts.Problem;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Keeps README.md honest: every code snippet in it is a tagged region of a file that this build
 * compiles (or builds, for the Maven files), and every diagnostic is documented.
 */
class ReadmeTest {
  private static final Path ROOT = Path.of("..");
  private static final Pattern BLOCK =
      Pattern.compile("(?:<!-- snippet: ([\\w-]+) -->\\n)?```(\\w+)\\n(.*?)\\n```", Pattern.DOTALL);
  private static final List<String> CODE_LANGUAGES = List.of("java", "kotlin", "xml");

  private static String read(Path path) {
    try {
      return Files.readString(path);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static final String README = read(ROOT.resolve("README.md"));

  /** The region between {@code tag::NAME[]} and {@code end::NAME[]} markers in the examples. */
  private static String region(String name) throws IOException {
    Pattern pattern =
        Pattern.compile(
            "^[ \\t]*(?://|<!--) tag::" + Pattern.quote(name) + "\\[\\].*?\\n(.*?)^[ \\t]*(?://|<!--)"
                + " end::" + Pattern.quote(name) + "\\[\\]",
            Pattern.DOTALL | Pattern.MULTILINE);
    List<Path> files;
    try (Stream<Path> walk = Files.walk(ROOT.resolve("examples/src"))) {
      files = walk.filter(Files::isRegularFile).collect(Collectors.toList());
    }
    List<String> found = new ArrayList<>();
    for (Path file : files) {
      Matcher matcher = pattern.matcher(read(file));
      if (matcher.find()) {
        found.add(matcher.group(1));
      }
    }
    assertWithMessage("files tagged %s", name).that(found).hasSize(1);
    return substitute(dedent(found.get(0)));
  }

  private static String dedent(String text) {
    List<String> lines = text.stripTrailing().lines().collect(Collectors.toList());
    int indent =
        lines.stream()
            .filter(line -> !line.isBlank())
            .mapToInt(line -> line.length() - line.stripLeading().length())
            .min()
            .orElse(0);
    return lines.stream()
        .map(line -> line.length() >= indent ? line.substring(indent) : line.strip())
        .collect(Collectors.joining("\n"));
  }

  /** The user-build projects' filtered tokens, as the build filled them in. */
  private static String substitute(String text) {
    for (Map.Entry<String, String> token :
        Map.of(
                "@project.version@", System.getProperty("noughts.version"),
                "@maven-compiler-plugin.version@", System.getProperty("compiler.version"),
                "@kotlin.version@", System.getProperty("kotlin.version"),
                "@junit.version@", System.getProperty("junit.version"),
                "@truth.version@", System.getProperty("truth.version"),
                "@maven-surefire-plugin.version@", System.getProperty("surefire.version"),
                "@ksp.version@", System.getProperty("ksp.version"),
                "@kotest.version@", System.getProperty("kotest.version"),
                "@exec-maven-plugin.version@", System.getProperty("exec.version"),
                "@maven-dependency-plugin.version@", System.getProperty("dependency.version"))
            .entrySet()) {
      text = text.replace(token.getKey(), token.getValue());
    }
    return text;
  }

  @Test
  void everyCodeSnippetComesFromCodeTheBuildCompiles() throws IOException {
    Matcher block = BLOCK.matcher(README);
    int snippets = 0;
    while (block.find()) {
      String name = block.group(1);
      String language = block.group(2);
      if (!CODE_LANGUAGES.contains(language)) {
        continue;
      }
      assertWithMessage("a %s block in README.md has no <!-- snippet: ... --> line:%n%s",
              language, block.group(3))
          .that(name)
          .isNotNull();
      assertWithMessage("README snippet %s", name).that(block.group(3)).isEqualTo(region(name));
      snippets++;
    }
    assertThat(snippets).isAtLeast(10);
  }

  @Test
  void everyImpossibilityReasonIsDocumentedWithItsTag() {
    for (Problem problem : Problem.values()) {
      assertThat(README).contains("[noughts:" + problem.getCode() + "]");
      assertThat(README).contains("`" + problem.name() + "`");
    }
  }

  @Test
  void everyNotationErrorTheProcessorCanReportIsDocumented() {
    for (InputError.Kind kind : InputError.Kind.values()) {
      if (kind != InputError.Kind.ROW_COUNT) { // fixtures take their size from their rows
        assertThat(README).contains("[noughts:" + kind.getCode() + "]");
      }
    }
  }
}
