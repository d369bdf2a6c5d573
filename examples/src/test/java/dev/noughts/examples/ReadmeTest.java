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
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Keeps README.md and every page of docs/ honest: every code snippet in them is a tagged region of
 * a file that this build compiles (or builds, for the Maven files), every relative link resolves,
 * anchors included, and every diagnostic is documented. Pages added to docs/ later are checked as
 * they come.
 */
class ReadmeTest {
  private static final Path ROOT = Path.of("..");
  private static final Path DOCS = ROOT.resolve("docs");
  private static final Pattern BLOCK =
      Pattern.compile("(?:<!-- snippet: ([\\w-]+) -->\\n)?```(\\w+)\\n(.*?)\\n```", Pattern.DOTALL);
  private static final List<String> CODE_LANGUAGES = List.of("java", "kotlin", "xml");
  private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
  private static final Pattern HEADING = Pattern.compile("(?m)^#{1,6} +(.+?) *$");

  private static String read(Path path) {
    try {
      return Files.readString(path);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** README.md, then every page of docs/, by name. */
  private static List<Path> pages() throws IOException {
    List<Path> pages = new ArrayList<>(List.of(ROOT.resolve("README.md")));
    try (Stream<Path> docs = Files.list(DOCS)) {
      docs.filter(page -> page.toString().endsWith(".md")).sorted().forEach(pages::add);
    }
    return pages;
  }

  private static String name(Path page) {
    return ROOT.relativize(page).toString();
  }

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
        Map.ofEntries(
                Map.entry("@project.version@", System.getProperty("noughts.version")),
                Map.entry("@maven-compiler-plugin.version@", System.getProperty("compiler.version")),
                Map.entry("@kotlin.version@", System.getProperty("kotlin.version")),
                Map.entry("@junit.version@", System.getProperty("junit.version")),
                Map.entry("@jqwik.version@", System.getProperty("jqwik.version")),
                Map.entry("@truth.version@", System.getProperty("truth.version")),
                Map.entry("@maven-surefire-plugin.version@", System.getProperty("surefire.version")),
                Map.entry("@ksp.version@", System.getProperty("ksp.version")),
                Map.entry("@kotest.version@", System.getProperty("kotest.version")),
                Map.entry("@exec-maven-plugin.version@", System.getProperty("exec.version")),
                Map.entry("@maven-dependency-plugin.version@", System.getProperty("dependency.version")))
            .entrySet()) {
      text = text.replace(token.getKey(), token.getValue());
    }
    return text;
  }

  @Test
  void everyCodeSnippetComesFromCodeTheBuildCompiles() throws IOException {
    int snippets = 0;
    for (Path page : pages()) {
      Matcher block = BLOCK.matcher(read(page));
      while (block.find()) {
        String name = block.group(1);
        String language = block.group(2);
        if (!CODE_LANGUAGES.contains(language)) {
          continue;
        }
        assertWithMessage(
                "a %s block in %s has no <!-- snippet: ... --> line:%n%s",
                language, name(page), block.group(3))
            .that(name)
            .isNotNull();
        assertWithMessage("%s snippet %s", name(page), name)
            .that(block.group(3))
            .isEqualTo(region(name));
        snippets++;
      }
    }
    assertThat(snippets).isAtLeast(30);
  }

  @Test
  void everyRelativeLinkResolvesAnchorsIncluded() throws IOException {
    List<String> broken = new ArrayList<>();
    int links = 0;
    for (Path page : pages()) {
      Matcher link = LINK.matcher(prose(read(page)));
      while (link.find()) {
        String target = link.group(1);
        if (target.matches("[a-z]+:.*")) {
          continue; // https:, mailto:
        }
        links++;
        int hash = target.indexOf('#');
        String file = hash < 0 ? target : target.substring(0, hash);
        Path resolved = file.isEmpty() ? page : page.getParent().resolve(file).normalize();
        if (!Files.exists(resolved)) {
          broken.add(name(page) + ": " + target + " (no such file)");
        } else if (hash >= 0 && !anchors(resolved).contains(target.substring(hash + 1))) {
          broken.add(name(page) + ": " + target + " (no such heading)");
        }
      }
    }
    assertThat(broken).isEmpty();
    assertThat(links).isAtLeast(50);
  }

  @Test
  void theLinkCheckKnowsGitHubsAnchors() {
    assertThat(anchor("Every position: the sweep")).isEqualTo("every-position-the-sweep");
    assertThat(anchor("Game over, n x n")).isEqualTo("game-over-n-x-n");
    assertThat(anchor("`noughts-kotlin` and JPMS")).isEqualTo("noughts-kotlin-and-jpms");
    assertThat(anchors("# A\n\n```sh\n# not a heading\n```\n## A\n"))
        .containsExactly("a", "a-1");
  }

  /** Coordinates in prose and Gradle lines, which no build compiles, say the build's versions. */
  @Test
  void everyVersionThePagesNameIsTheBuildsVersion() throws IOException {
    Pattern coordinate = Pattern.compile("dev\\.noughts:noughts-[a-z]+:(?:jar:|pom:)?([^\"')`\\s]+)");
    int coordinates = 0;
    for (Path page : pages()) {
      Matcher matcher = coordinate.matcher(read(page));
      while (matcher.find()) {
        assertWithMessage("%s: %s", name(page), matcher.group())
            .that(matcher.group(1))
            .isEqualTo(System.getProperty("noughts.version"));
        coordinates++;
      }
    }
    assertThat(coordinates).isAtLeast(5);
    String howto = read(DOCS.resolve("howto.md"));
    assertThat(howto)
        .contains("`net.jqwik:jqwik`, version `" + System.getProperty("jqwik.version") + "`");
    assertThat(howto).contains("junit-jupiter:" + System.getProperty("junit.version"));
    assertThat(howto).contains("JUnit " + System.getProperty("junit.version"));
  }

  @Test
  void everyImpossibilityReasonIsDocumentedWithItsTag() {
    String rules = read(DOCS.resolve("rules.md"));
    String errors = read(DOCS.resolve("compile-errors.md"));
    for (Problem problem : Problem.values()) {
      assertThat(errors).contains("[noughts:" + problem.getCode() + "]");
      assertThat(rules).contains("`" + problem.name() + "`");
    }
  }

  @Test
  void everyNotationErrorTheProcessorCanReportIsDocumented() {
    String errors = read(DOCS.resolve("compile-errors.md"));
    for (InputError.Kind kind : InputError.Kind.values()) {
      if (kind != InputError.Kind.ROW_COUNT) { // fixtures take their size from their rows
        assertThat(errors).contains("[noughts:" + kind.getCode() + "]");
      }
    }
  }

  /** A page without its fenced blocks and code spans, where no link is meant. */
  private static String prose(String page) {
    return page.replaceAll("(?s)```.*?```", "").replaceAll("`[^`\\n]*`", "");
  }

  /** The anchors GitHub gives the headings of a page, duplicates numbered. */
  private static Set<String> anchors(Path page) {
    return page.toString().endsWith(".md") ? anchors(read(page)) : Set.of();
  }

  private static Set<String> anchors(String page) {
    Set<String> anchors = new LinkedHashSet<>();
    Matcher heading = HEADING.matcher(page.replaceAll("(?s)```.*?```", ""));
    while (heading.find()) {
      String anchor = anchor(heading.group(1));
      String unique = anchor;
      for (int n = 1; !anchors.add(unique); n++) {
        unique = anchor + "-" + n;
      }
    }
    return anchors;
  }

  /** GitHub's anchor: lower case, punctuation but hyphens and underscores dropped, spaces to hyphens. */
  private static String anchor(String heading) {
    return heading
        .strip()
        .toLowerCase(Locale.ROOT)
        .replaceAll("[^\\p{L}\\p{N} _-]", "")
        .replace(' ', '-');
  }
}
