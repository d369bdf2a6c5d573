package dev.noughts.processor.javac;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.noughts.processor.javac.Sources.compile;
import static dev.noughts.processor.javac.Sources.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import dev.noughts.Fixture;
import dev.noughts.GameValue;
import dev.noughts.Square;
import dev.noughts.processor.core.BoardsClassWriter;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** What the processor generates for good fixtures. */
class GenerationTest {

  private static final JavaFileObject OPENINGS =
      source(
          "Openings",
          "public interface Openings {",
          "  @Board(\"X - - / - - - / - - -\") Position corner();",
          "  @Board(value = {\"X X X\", \"O O -\", \"- - -\"}, expect = Outcome.X_WINS)",
          "  Position topRow();",
          "  @Board(value = \"O O O / X X - / - - -\", expect = Outcome.IMPOSSIBLE)",
          "  Position oWentFirst();",
          "  @Board(\"\"\"",
          "      X O X",
          "      X O O",
          "      O X X",
          "      \"\"\")",
          "  Position draw();",
          "  @Board(value = \"X - - / - - - / - - -\", perfectPlay = GameValue.DRAW, bestMoves = \"2,2\",",
          "      avoidMoves = {\"1,2\", \"(1, 3)\"})",
          "  Position answerTheCorner();",
          "}");

  private static String golden(String name) throws IOException {
    try (InputStream in = GenerationTest.class.getResourceAsStream("/golden/" + name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static String generated(Compilation compilation, String className) throws IOException {
    return compilation
        .generatedSourceFile(className)
        .orElseThrow()
        .getCharContent(false)
        .toString();
  }

  /**
   * Compiles the type {@code test.NAME} from {@code lines}, checks that it compiles without
   * warnings, and returns the source generated for it.
   */
  private static String generatedFor(String name, String... lines) throws IOException {
    Compilation compilation = compile(source(name, lines));
    assertThat(compilation).succeededWithoutWarnings();
    return generated(compilation, "test." + name + "Boards");
  }

  @Test
  void generatesTheGoldenSourceForAFixtureInterface() throws IOException {
    Compilation compilation = compile(OPENINGS);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(generated(compilation, "test.OpeningsBoards"))
        .isEqualTo(golden("OpeningsBoards.java"));
  }

  @Test
  void withoutJSpecifyOnTheClassPathTheClassIsNotNullMarkedAndCompiles() throws Exception {
    java.io.File runtimeOnly =
        new java.io.File(
            dev.noughts.Position.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    Compilation compilation =
        Compiler.javac()
            .withProcessors(new BoardProcessor())
            .withClasspath(List.of(runtimeOnly))
            .withOptions("-Xlint:all,-processing", "-Werror")
            .compile(OPENINGS);
    assertThat(compilation).succeededWithoutWarnings();
    String generated = generated(compilation, "test.OpeningsBoards");
    assertThat(generated).doesNotContain("NullMarked");
    assertThat(generated).contains("@Generated(\"dev.noughts.processor.javac.BoardProcessor\")");
  }

  @Test
  void theSameInputGivesByteIdenticalOutput() throws IOException {
    assertThat(generated(compile(OPENINGS), "test.OpeningsBoards"))
        .isEqualTo(generated(compile(OPENINGS), "test.OpeningsBoards"));
  }

  @Test
  void generatedCodeCompilesWithoutWarningsUnderLintAll() {
    // Sources.compile passes -Xlint:all,-processing -Werror.
    assertThat(compile(OPENINGS)).succeededWithoutWarnings();
  }

  @Test
  void underLintProcessingJavacOnlyNotesTheAnnotationsNobodyClaimed() {
    Compilation compilation =
        Compiler.javac()
            .withProcessors(new BoardProcessor())
            .withOptions("-Xlint:all")
            .compile(OPENINGS);
    assertThat(compilation).succeeded();
    assertThat(compilation).hadWarningCount(2);
    assertThat(compilation)
        .hadWarningContaining("No processor claimed any of these annotations: /dev.noughts.Board");
    assertThat(compilation)
        .hadWarningContaining(
            "No processor claimed any of these annotations:"
                + " java.compiler/javax.annotation.processing.Generated");
  }

  /** Fixtures documented as doclint wants, so that only the generated code can draw warnings. */
  private static final JavaFileObject DOCUMENTED =
      source(
          "Documented",
          "/** Documented fixtures. */",
          "public abstract class Documented {",
          "  /** Only subclasses. */",
          "  protected Documented() {}",
          "  /** {@return a corner} */",
          "  @Board(\"X - - / - - - / - - -\") public abstract Position corner();",
          "  /** {@return an early game} */",
          "  @Board(\"X O - / - - - / - - -\") protected abstract Position early();",
          "  /** {@return a win} */",
          "  @Board(\"X X X / O O - / - - -\") abstract Position won();",
          "}");

  @Test
  void generatedCodeIsCleanUnderDoclintAllAndLintAllAsErrors() {
    Compilation compilation =
        Compiler.javac()
            .withProcessors(new BoardProcessor())
            .withOptions("-Xdoclint:all", "-Xlint:all,-processing", "-Werror")
            .compile(DOCUMENTED);
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void generatedCodeInPartsIsCleanUnderDoclintAllAndLintAllAsErrors() throws IOException {
    List<String> lines =
        new ArrayList<>(List.of("/** Many fixtures. */", "public interface Many {"));
    for (int i = 0; i < 1500; i++) {
      lines.add("  /** {@return one} */");
      lines.add(
          i % 2 == 0
              ? "  @Board(\"X - - / - - - / - - -\") Position f" + i + "();"
              : "  @Board(value = \"X - - / - - - / - - -\", perfectPlay = GameValue.DRAW,"
                  + " bestMoves = \"2,2\", avoidMoves = {\"1,2\", \"1,3\", \"2,1\", \"2,3\","
                  + " \"3,1\", \"3,2\", \"3,3\"}) Position f"
                  + i
                  + "();");
    }
    lines.add("}");
    Compilation compilation =
        Compiler.javac()
            .withProcessors(new BoardProcessor())
            .withOptions("-Xdoclint:all", "-Xlint:all,-processing", "-Werror")
            .compile(source("Many", lines.toArray(new String[0])));
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(generated(compilation, "test.ManyBoards"))
        .contains("private static final class Part1 {");
    List<?> fixtures = (List<?>) Sources.call(compilation, "test.ManyBoards", "fixtures");
    assertThat(fixtures).hasSize(1500);
    Fixture last = (Fixture) fixtures.get(1499);
    assertThat(last.name()).isEqualTo("f1499");
    assertThat(last.perfectPlay()).isEqualTo(GameValue.DRAW);
    assertThat(last.bestMoves()).containsExactly(new Square(2, 2));
    assertThat(last.avoidMoves()).hasSize(7);
  }

  @Test
  void namesTheGeneratedClassUsesInsideItselfAreFreeForFixtures() throws IOException {
    String[] fixtures = {
      "ALL",
      "allInOrder",
      "byName",
      "addTo",
      "expectations",
      "Part0",
      "position",
      "map",
      "LIST",
      "FixtureList",
      "addFixturesTo",
      "fixtureOf",
      "Square",
      "set"
    };
    String classic = "X - - / - - - / - - -";
    String large = String.join("/", Collections.nCopies(100, "-".repeat(100)));
    // One class, then a class in parts: 40 boards of 100 x 100 are too large for one initializer.
    record Shape(int copies, String board) {}
    for (Shape shape : List.of(new Shape(1, classic), new Shape(5, large))) {
      List<String> lines = new ArrayList<>(List.of("public abstract class Names {"));
      lines.add("  static final int FIXTURES = 1;");
      lines.add("  static final int INSTANCE = 2;");
      lines.add("  static class All {}");
      lines.add("  static class Part0 {}");
      lines.add("  static class FixtureList {}");
      lines.add("  static class Square {}");
      lines.add("  interface List {}");
      List<String> names = new ArrayList<>();
      for (int i = 0; i < shape.copies(); i++) {
        for (String fixture : fixtures) {
          String name = i == 0 ? fixture : fixture + i;
          names.add(name);
          lines.add("  @Board(\"" + shape.board() + "\") abstract Position " + name + "();");
        }
      }
      lines.add("}");
      Compilation compilation = compile(source("Names", lines.toArray(new String[0])));
      assertThat(compilation).succeededWithoutWarnings();
      Map<?, ?> all = (Map<?, ?>) Sources.call(compilation, "test.NamesBoards", "all");
      assertThat(all.keySet()).containsExactlyElementsIn(names).inOrder();
      List<?> listed = (List<?>) Sources.call(compilation, "test.NamesBoards", "fixtures");
      assertThat(listed.stream().map(e -> ((Fixture) e).name()).toList())
          .containsExactlyElementsIn(names)
          .inOrder();
      assertThat(generated(compilation, "test.NamesBoards").contains("class Part1 {"))
          .isEqualTo(shape.board().equals(large));
    }
  }

  @Test
  void aPackagePrivateTypeGetsAPackagePrivateClass() throws IOException {
    String source =
        generatedFor(
            "Quiet",
            "interface Quiet {",
            "  @Board(\"X - - / - - - / - - -\") Position corner();",
            "}");
    assertThat(source).contains("\nfinal class QuietBoards implements Quiet {");
  }

  @Test
  void aNestedTypeGetsAClassNamedAfterEveryEnclosingType() {
    Compilation compilation =
        compile(
            source(
                "Suite",
                "public class Suite {",
                "  public interface Openings {",
                "    @Board(\"X - - / - - - / - - -\") Position corner();",
                "  }",
                "}"));
    assertThat(compilation).succeeded();
    assertThat(compilation).generatedSourceFile("test.Suite_OpeningsBoards").isNotNull();
  }

  @Test
  void anAbstractClassIsExtendedAndItsAccessKept() throws IOException {
    String source =
        generatedFor(
            "Games",
            "abstract class Games {",
            "  @Board(\"X - - / - - - / - - -\") abstract Position corner();",
            "  @Board(\"X O - / - - - / - - -\") protected abstract Position early();",
            "  String helper() { return corner().toString(); }",
            "}");
    assertThat(source).contains("final class GamesBoards extends Games {");
    assertThat(source).contains("  Position corner() {");
    assertThat(source).contains("  protected Position early() {");
  }

  @Test
  void largerBoardsWork() throws IOException {
    String source =
        generatedFor(
            "Big",
            "interface Big {",
            "  @Board({\"X X X X\", \"O O O -\", \"- - - -\", \"- - - -\"}) Position topRow();",
            "  @Board(\"X\") Position single();",
            "}");
    assertThat(source)
        .contains("TOP_ROW = Position.of(\"X X X X\", \"O O O -\", \"- - - -\", \"- - - -\");");
    assertThat(source).contains("<p>X wins: row 1.");
    assertThat(source).contains("<p>X wins: row 1, column 1, diagonal and anti-diagonal.");
  }

  @Test
  void lowercaseAndSpacingAreWrittenInCanonicalForm() throws IOException {
    String source =
        generatedFor(
            "Loose", "interface Loose {", "  @Board(\"xo-/---/---\") Position loose();", "}");
    assertThat(source).contains("LOOSE = Position.of(\"X O -\", \"- - -\", \"- - -\");");
  }

  @Test
  void goodTypesAreGeneratedAndBadTypesAreNotInOneCompilation() {
    JavaFileObject good =
        source(
            "Good", "interface Good {", "  @Board(\"X - - / - - - / - - -\") Position a();", "}");
    JavaFileObject bad =
        source(
            "Bad",
            "interface Bad {",
            "  @Board(\"X - - / - - - / - - -\") Position fine();",
            "  @Board(\"X X - / - - - / - - -\") Position twoAhead();",
            "  @Board(\"X - # / - - - / - - -\") Position hash();",
            "}");
    List<String> written = new ArrayList<>();
    Compilation compilation =
        Compiler.javac()
            .withProcessors(
                new BoardProcessor(
                    (fixtureType, annotations) -> {
                      written.add(String.join(".", fixtureType.simpleNames()));
                      return BoardsClassWriter.write(fixtureType, annotations);
                    }))
            .compile(good, bad);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(2);
    assertThat(compilation)
        .hadErrorContaining("[noughts:x-too-far-ahead] fixture twoAhead")
        .inFile(bad)
        .onLineContaining("twoAhead");
    assertThat(compilation)
        .hadErrorContaining("[noughts:character] fixture hash")
        .inFile(bad)
        .onLineContaining("hash");
    assertThat(written).containsExactly("Good");
  }

  @Test
  void codeThatUsesABrokenTypesConstantsGetsNoFollowOnErrors() {
    JavaFileObject bad =
        source(
            "Bad",
            "interface Bad {",
            "  @Board(\"X X - / - - - / - - -\") Position twoAhead();",
            "}");
    JavaFileObject use = source("Use", "class Use {", "  Position bad = BadBoards.TWO_AHEAD;", "}");
    Compilation compilation = compile(bad, use);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[noughts:x-too-far-ahead]").inFile(bad);
  }

  @Test
  void errorsOfEveryTypeAreReportedInOneCompilation() {
    JavaFileObject first =
        source(
            "First", "interface First {", "  @Board(\"O - - / - - - / - - -\") Position o();", "}");
    JavaFileObject second =
        source(
            "Second",
            "interface Second {",
            "  @Board(\"? - - / - - - / - - -\") Position q();",
            "}");
    Compilation compilation = compile(first, second);
    assertThat(compilation).hadErrorContaining("[noughts:o-more-than-x] fixture o").inFile(first);
    assertThat(compilation).hadErrorContaining("[noughts:character] fixture q").inFile(second);
  }
}
