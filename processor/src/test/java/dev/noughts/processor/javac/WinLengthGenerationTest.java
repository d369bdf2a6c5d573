package dev.noughts.processor.javac;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.noughts.processor.javac.Sources.compile;
import static dev.noughts.processor.javac.Sources.source;

import com.google.testing.compile.Compilation;
import dev.noughts.Fixture;
import dev.noughts.GameValue;
import dev.noughts.Outcome;
import dev.noughts.Position;
import dev.noughts.Square;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** What javac's processor generates for good fixtures with a {@code winLength}. */
public class WinLengthGenerationTest {

  /** 15 x 15, X's five on row 8 from column 4, O's four below it: a win for X. */
  public static final List<String> GOMOKU = gomoku();

  private static List<String> gomoku() {
    List<String> rows = new ArrayList<>();
    for (int row = 1; row <= 15; row++) {
      String empty = "- ".repeat(15).trim();
      rows.add(
          row == 8
              ? "- - - X X X X X - - - - - - -"
              : row == 9 ? "- - - O O O O - - - - - - - -" : empty);
    }
    return rows;
  }

  private static final JavaFileObject K_IN_A_ROW =
      source(
          "KInARow",
          "public interface KInARow {",
          "  @Board(value = \"X X - - / O O - - / - - - - / - - - -\", winLength = 3,",
          "      perfectPlay = GameValue.X_WINS, bestMoves = \"1,3\", avoidMoves = \"3,3\")",
          "  Position fourByFour();",
          "  @Board(value = {\"" + String.join("\", \"", GOMOKU) + "\"},",
          "      winLength = 5, expect = Outcome.X_WINS)",
          "  Position gomoku();",
          "  @Board(value = \"X X - - - / O O - - -\", winLength = 4) Position strip();",
          "  @Board(value = \"X - - / - - - / - - -\", winLength = 3) Position classic();",
          "  @Board({\"" + String.join("\", \"", GOMOKU) + "\"}) Position fifteenInARow();",
          "  @Board(\"X - - - - / - - - - - / - - - - - / - - - - - / - - - - -\")"
              + " Position fiveInARow();",
          "}");

  private static Object constant(Compilation compilation, String name) throws Exception {
    return Sources.load(compilation, "test.KInARowBoards").getField(name).get(null);
  }

  private static String generated(Compilation compilation) throws IOException {
    return compilation
        .generatedSourceFile("test.KInARowBoards")
        .orElseThrow()
        .getCharContent(false)
        .toString();
  }

  @Test
  void constantsAreBuiltWithTheirWinLengthAndCompileUnderLintAllAsErrors() throws Exception {
    Compilation compilation = compile(K_IN_A_ROW); // -Xlint:all,-processing -Werror
    assertThat(compilation).succeededWithoutWarnings();

    Position fourByFour = (Position) constant(compilation, "FOUR_BY_FOUR");
    assertThat(fourByFour).isEqualTo(Position.of(3, "X X - - / O O - - / - - - - / - - - -"));
    assertThat(fourByFour.getWinLength()).isEqualTo(3);
    Position gomoku = (Position) constant(compilation, "GOMOKU");
    assertThat(gomoku).isEqualTo(Position.of(5, GOMOKU.toArray(String[]::new)));
    assertThat(gomoku.getVerdict().toString()).isEqualTo("X wins: (8,4)-(8,8)");
    Position strip = (Position) constant(compilation, "STRIP");
    assertThat(strip.getRowCount()).isEqualTo(2);
    assertThat(strip.getColumnCount()).isEqualTo(5);
    assertThat(strip.getWinLength()).isEqualTo(4);
    assertThat(constant(compilation, "CLASSIC")).isEqualTo(Position.of("X - - / - - - / - - -"));

    String source = generated(compilation);
    assertThat(source)
        .contains(
            "FOUR_BY_FOUR = Position.of(3, \"X X - -\", \"O O - -\", \"- - - -\", \"- - - -\");");
    assertThat(source).contains("STRIP = Position.of(4, \"X X - - -\", \"O O - - -\");");
    assertThat(source).contains("GOMOKU = Position.of(5, ");
    // n in a row on n x n is the classic game, built as a fixture without a win length is.
    assertThat(source).contains("CLASSIC = Position.of(\"X - -\", \"- - -\", \"- - -\");");
    assertThat(source).contains("<p>4 x 4, 3 in a row to win.");
    assertThat(source).contains("<p>2 x 5, 4 in a row to win.");
  }

  @Test
  void aBoardLargerThanFiveByFiveWithoutAWinLengthHasItsRuleInItsJavadoc() throws Exception {
    Compilation compilation = compile(K_IN_A_ROW);
    assertThat(compilation).succeededWithoutWarnings();
    String source = generated(compilation);
    assertThat(source)
        .contains(
            "<p>15 x 15, 15 in a row to win: n in a row on n x n, the rule without {@code"
                + " winLength}; for k in a row, give {@code winLength = k}.");
    assertThat(source).doesNotContain("<p>5 x 5");
    assertThat(source).doesNotContain("<p>3 x 3");
  }

  @Test
  void theListedFixturesCarryThePositionWithItsWinLength() throws Exception {
    Compilation compilation = compile(K_IN_A_ROW);
    List<?> listed = (List<?>) Sources.call(compilation, "test.KInARowBoards", "fixtures");

    Fixture fourByFour = (Fixture) listed.get(0);
    assertThat(fourByFour.name()).isEqualTo("fourByFour");
    assertThat(fourByFour.position().getWinLength()).isEqualTo(3);
    assertThat(fourByFour.perfectPlay()).isEqualTo(GameValue.X_WINS);
    assertThat(fourByFour.bestMoves()).containsExactly(new Square(1, 3));
    assertThat(fourByFour.avoidMoves()).containsExactly(new Square(3, 3));
    Fixture gomoku = (Fixture) listed.get(1);
    assertThat(gomoku.position()).isEqualTo(constant(compilation, "GOMOKU"));
    assertThat(gomoku.expect()).containsExactly(Outcome.X_WINS);
  }
}
