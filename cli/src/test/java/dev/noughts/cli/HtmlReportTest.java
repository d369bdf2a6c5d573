package dev.noughts.cli;

import static com.google.common.truth.Truth.assertThat;

import dev.noughts.Position;
import dev.noughts.Square;
import dev.noughts.engines.Tactic;
import dev.noughts.engines.TacticsScore;
import dev.noughts.engines.TacticsSuite;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code noughts engine --html}'s page, built from scores made here. */
class HtmlReportTest {
  private static final Pattern BOARD =
      Pattern.compile(
          "<table class=\"board\" aria-label=\"tactic (\\d+)\">(.*?)</table>", Pattern.DOTALL);
  private static final Pattern ROW = Pattern.compile("<tr><th scope=\"row\">\\d+</th>(.*?)</tr>");
  private static final Pattern CELL =
      Pattern.compile("<td(?: class=\"([^\"]*)\")?(?: title=\"([^\"]*)\")?>([^<]*)</td>");

  @TempDir Path directory;

  @Test
  void aLosingMoveIsDrawnWithTheStonesTheEnginesMoveTheProvedMovesAndTheProofNumbered()
      throws IOException {
    // Tactic 1: X wins by fours at (3,2) or (3,5); X plays (1,1), and O wins by fours.
    TacticsScore score = score(position -> new Square(1, 1), 200_000);
    String page = page(score, Map.of());
    List<List<String>> board = board(page, 1);
    assertThat(texts(board))
        .containsExactly(
            "X - - - - - -",
            "- - - - - - -",
            "- - X X - - -",
            "2 1 O O 3 - -",
            "- - - - - - -",
            "- - - - - - -",
            "- - - - - - -")
        .inOrder();
    assertThat(board.get(0).get(0)).isEqualTo("x engine|(1,1) the engine's move, X|X");
    assertThat(board.get(3).get(1)).isEqualTo("o line|(4,2) move 1 of the proof, O|1");
    assertThat(board.get(3).get(0)).isEqualTo("x line|(4,1) move 2 of the proof, X|2");
    assertThat(board.get(3).get(4)).isEqualTo("o line|(4,5) move 3 of the proof, O|3");
    assertThat(board.get(2).get(1)).isEqualTo("proved|(3,2) a proved move|");
    assertThat(board.get(2).get(4)).isEqualTo("proved|(3,5) a proved move|");
    assertThat(board.get(2).get(2)).isEqualTo("x||X");
    assertThat(board.get(1).get(1)).isEqualTo("||"); // an empty square, unmarked
    assertThat(page)
        .contains("<p class=\"words\">" + score.getMisses().get(0).getSummary() + "</p>");
    assertThat(score.getMisses().get(0).getSummary())
        .startsWith(
            "tactic 1: X wins by fours: (3,2) (3,5); played (1,1), which loses: O wins by force:");
    assertThat(score.getMisses().get(0).getSummary())
        .endsWith("; line (4,2) (4,1) (4,5), 3 plies at most");
  }

  @Test
  void theSummaryTableCountsTheTacticsAndTheFaults() throws IOException {
    String page = page(score(position -> new Square(1, 1), 200_000), Map.of(2, "CRASH: gone"));
    assertThat(page)
        .contains(
            "<table class=\"summary\">\n"
                + "<tr><th>suite</th><td>my &lt;suite&gt;.txt</td></tr>\n"
                + "<tr><th>board</th><td>7 x 7, 4 in a row</td></tr>\n"
                + "<tr><th>engine</th><td><span class=\"words\">./pbrain-x --fast</span></td></tr>\n"
                + "<tr><th>ABOUT</th><td><span class=\"words\">name=&quot;x&quot;</span></td></tr>\n"
                + "<tr><th>tactics</th><td>2</td></tr>\n"
                + "<tr><th>right</th><td>0</td></tr>\n"
                + "<tr><th>misses</th><td>2 (2 losing)</td></tr>\n"
                + "<tr><th>unresolved</th><td>0</td></tr>\n"
                + "<tr><th>faults</th><td>1</td></tr>\n"
                + "<tr><th>time</th><td>83.4 s</td></tr>\n"
                + "</table>\n");
    assertThat(page).contains("<li class=\"words\">tactic 2: CRASH: gone</li>");
    assertThat(page).startsWith("<!DOCTYPE html>\n<html lang=\"en\">\n");
    assertThat(page).endsWith("</body>\n</html>\n");
  }

  @Test
  void eachMissHasOneBoardAndAnIllegalMoveIsMarkedOnTheStoneItHit() throws IOException {
    // (3,3) holds X's stone: illegal in both tactics.
    String page = page(score(position -> new Square(3, 3), 200_000), Map.of());
    assertThat(count(page, "<table class=\"board\"")).isEqualTo(2);
    assertThat(count(page, "<section class=\"miss\"")).isEqualTo(2);
    assertThat(board(page, 2).get(2).get(2)).isEqualTo("x engine|(3,3) the engine's move, O|X");
    assertThat(page).contains("<tr><th>misses</th><td>2 (2 illegal moves)</td></tr>");
  }

  @Test
  void noMoveIsAMissWithNothingMarkedAsTheEngines() throws IOException {
    String page = page(score(position -> null, 200_000), Map.of());
    assertThat(count(page, "<table class=\"board\"")).isEqualTo(2);
    assertThat(page).doesNotContain("engine|");
    assertThat(page).doesNotContain("class=\"x engine\" title");
    assertThat(page).contains("played no move (null)");
    assertThat(page).contains("<tr><th>misses</th><td>2 (2 missing moves)</td></tr>");
  }

  @Test
  void unresolvedMovesAreListedApartAndNeverDrawnAsMisses() throws IOException {
    // With a budget of one node, the move on the win is proved neither to keep it nor to lose:
    // unresolved. The move on the defence lets X win at once: a miss.
    TacticsScore score = score(position -> new Square(1, 1), 1);
    assertThat(score.getUnresolved()).hasSize(1);
    String page = page(score, Map.of());
    assertThat(count(page, "<table class=\"board\"")).isEqualTo(1);
    assertThat(page).doesNotContain("aria-label=\"tactic 1\"");
    assertThat(page)
        .contains(
            "<h2 id=\"unresolved\">Unresolved, not misses: 1</h2>\n<p>Proved neither to keep the"
                + " win nor to lose; a larger budget may settle them.</p>\n"
                + "<ul class=\"unresolved\">\n<li class=\"words\">tactic 1: X wins by fours: (3,2)"
                + " (3,5); played (1,1), unresolved: not proved to keep the win nor to lose; a"
                + " proved win: line (3,5) (3,2) (3,6), 3 plies at most</li>\n</ul>\n");
    assertThat(page).contains("<tr><th>unresolved</th><td>1</td></tr>");
    assertThat(page).contains("<tr><th>misses</th><td>1 (1 losing)</td></tr>");
    // X's winning move is both the proof's first move and one of the tactic's proved moves.
    assertThat(board(page, 2).get(2).get(1))
        .isEqualTo("x line proved|(3,2) move 1 of the proof, X; a proved move|1");
  }

  @Test
  void anEnginesWordsAreEscapedWherePrinted() throws IOException {
    String hostile = "<script>alert(1)</script> & \u001b]0;pwned\u0007 \u202e";
    TacticsScore score = score(position -> new Square(1, 1), 200_000);
    String page =
        HtmlReport.page(
            new HtmlReport.EngineRun(
                hostile, List.of(hostile), hostile, score, Map.of(1, hostile), Duration.ZERO));
    assertThat(page).doesNotContain("<script");
    assertThat(page).doesNotContain("\u001b");
    assertThat(page).doesNotContain("\u0007");
    assertThat(page).doesNotContain("\u202e");
    assertThat(count(page, "&lt;script&gt;alert(1)&lt;/script&gt; &amp; \\u001b]0;pwned\\u0007"))
        .isEqualTo(5); // the title, the suite, the engine, ABOUT and the fault
  }

  @Test
  void theEscaperEscapesMarkupAndControlCharactersAndKeepsTheRest() {
    assertThat(HtmlText.escape("a < b && c > \"d\" 'e'"))
        .isEqualTo("a &lt; b &amp;&amp; c &gt; &quot;d&quot; &#39;e&#39;");
    assertThat(HtmlText.escape("\u001b[31m\u0000\r\u007f\u0085"))
        .isEqualTo("\\u001b[31m\\u0000\\u000d\\u007f\\u0085");
    assertThat(HtmlText.escape("tab\tand\nline")).isEqualTo("tab\tand\nline");
    assertThat(HtmlText.escape("\u202eevil\u2066")).isEqualTo("\\u202eevil\\u2066");
    assertThat(HtmlText.escape("lone \ud83d, pair \ud83d\ude00, low \ude00"))
        .isEqualTo("lone \\ud83d, pair \ud83d\ude00, low \\ude00");
    assertThat(HtmlText.escape("five é 五")).isEqualTo("five é 五");
  }

  /**
   * The page of a run of {@code score}, the suite and the engine named with characters to escape.
   */
  private static String page(TacticsScore score, Map<Integer, String> faults) {
    return HtmlReport.page(
        new HtmlReport.EngineRun(
            "my <suite>.txt",
            List.of("./pbrain-x", "--fast"),
            "name=\"x\"",
            score,
            faults,
            Duration.ofMillis(83_400)));
  }

  /** The two tactics of {@link EngineCommandTest#SUITE}, a win and a defence, judged. */
  private TacticsScore score(Function<Position, @Nullable Square> engine, long budget)
      throws IOException {
    Path file = directory.resolve("suite.txt");
    Files.writeString(file, EngineCommandTest.SUITE, StandardCharsets.UTF_8);
    List<Tactic> tactics = TacticsSuite.read(file);
    return TacticsScore.of(engine, tactics, budget);
  }

  /** The cells of the board of tactic {@code number}, row by row, as {@code classes|title|text}. */
  private static List<List<String>> board(String page, int number) {
    Matcher board = BOARD.matcher(page);
    while (board.find()) {
      if (Integer.parseInt(board.group(1)) == number) {
        List<List<String>> rows = new ArrayList<>();
        Matcher row = ROW.matcher(board.group(2));
        while (row.find()) {
          List<String> cells = new ArrayList<>();
          Matcher cell = CELL.matcher(row.group(1));
          while (cell.find()) {
            cells.add(
                String.join(
                    "|",
                    String.valueOf(cell.group(1) == null ? "" : cell.group(1)),
                    String.valueOf(cell.group(2) == null ? "" : cell.group(2)),
                    cell.group(3)));
          }
          rows.add(cells);
        }
        return rows;
      }
    }
    throw new AssertionError("no board of tactic " + number + " in\n" + page);
  }

  /** Each row's texts, an empty square as {@code -}, separated by spaces. */
  private static List<String> texts(List<List<String>> board) {
    return board.stream()
        .map(
            row ->
                String.join(
                    " ",
                    row.stream()
                        .map(cell -> cell.substring(cell.lastIndexOf('|') + 1))
                        .map(text -> text.isEmpty() ? "-" : text)
                        .toList()))
        .toList();
  }

  private static int count(String text, String part) {
    int count = 0;
    for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
      count++;
    }
    return count;
  }
}
