package dev.noughts.cli;

import dev.noughts.Cell;
import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Proof;
import dev.noughts.Square;
import dev.noughts.engines.ProofGrade;
import dev.noughts.engines.Tactic;
import dev.noughts.engines.TacticsScore;
import dev.noughts.engines.internal.BoardShape;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * {@code noughts engine --html}'s page: one self-contained HTML document, with no script and
 * nothing loaded from elsewhere (its Content-Security-Policy forbids both), its style inline.
 *
 * <p>It holds a summary table (the suite, the board and win length, the engine's command and its
 * answer to {@code ABOUT}, the tactics judged, right, misses, unresolved, faults and the time),
 * then every miss as a {@code <table class="board">}: columns numbered from 1 at the left and rows
 * from 1 at the top, as squares are written {@code (row,column)}; each stone {@code X} or {@code
 * O}; the engine's move marked {@code engine} (its stone drawn when the square was empty); the
 * tactic's proved moves marked {@code proved}; and the proof against the move, when there is one,
 * numbered from 1 on its squares, each number in the colour of the player who moves there. Above
 * each board is the miss's summary line, the same as the text report's. Unresolved moves are listed
 * apart, by their summary lines, never drawn as misses; then the faults, a line per tactic on which
 * the engine failed. Every text is {@linkplain HtmlText escaped}.
 */
final class HtmlReport {
  private static final String STYLE =
      """
      body{font-family:system-ui,sans-serif;margin:1.5em;color:#111;background:#fff}
      table.summary{border-collapse:collapse;margin-bottom:1em}
      table.summary th{text-align:left;padding:.2em 1.2em .2em 0;vertical-align:top}
      .words{white-space:pre-wrap;overflow-wrap:anywhere;font-family:ui-monospace,monospace}
      table.board{border-collapse:collapse;margin:.4em 0 1.6em;font-family:ui-monospace,monospace}
      table.board th{font-weight:normal;color:#666;font-size:.75em;min-width:1.9em}
      table.board td,.cell{width:1.9em;height:1.9em;border:1px solid #bbb;text-align:center;\
      font-weight:bold;background:#f3ead2}
      .cell{display:inline-block;line-height:1.9em;margin:0 .3em;vertical-align:middle}
      .x{color:#1546a0}
      .o{color:#b3261e}
      td.line,.cell.line{background:#fff;font-size:.85em}
      .engine{outline:3px solid #e07000;outline-offset:-3px}
      .proved{box-shadow:inset 0 0 0 3px #2e8b3a}
      """;

  private HtmlReport() {}

  /**
   * What the page reports.
   *
   * @param suite the suite as the command line named it
   * @param command the engine's command line
   * @param about the engine's answer to {@code ABOUT}, or why there is none
   * @param score the moves judged
   * @param faults the failures, by the number of the tactic the engine failed on
   * @param time how long the run took
   */
  record EngineRun(
      String suite,
      List<String> command,
      String about,
      TacticsScore score,
      Map<Integer, String> faults,
      Duration time) {
    EngineRun {
      command = List.copyOf(command);
      faults = Collections.unmodifiableSortedMap(new TreeMap<>(faults));
    }
  }

  /** The whole page, from {@code <!DOCTYPE html>} to {@code </html>} and a line feed. */
  static String page(EngineRun run) {
    TacticsScore score = run.score();
    List<TacticsScore.Result> misses = score.getMisses();
    List<TacticsScore.Result> unresolved = score.getUnresolved();
    long right =
        score.getResults().stream().filter(result -> result.getGrade() == ProofGrade.RIGHT).count();
    StringBuilder html = new StringBuilder(4096);
    html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<meta http-equiv=\"Content-Security-Policy\"")
        .append(" content=\"default-src 'none'; style-src 'unsafe-inline'\">\n")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        .append("<title>noughts engine: ")
        .append(e(run.suite()))
        .append(", ")
        .append(right)
        .append(" right of ")
        .append(score.getResults().size())
        .append("</title>\n<style>\n")
        .append(STYLE)
        .append("</style>\n</head>\n<body>\n<h1>noughts engine</h1>\n");
    html.append("<table class=\"summary\">\n");
    row(html, "suite", e(run.suite()));
    row(html, "board", e(boards(score)));
    row(html, "engine", "<span class=\"words\">" + e(String.join(" ", run.command())) + "</span>");
    row(html, "ABOUT", "<span class=\"words\">" + e(run.about()) + "</span>");
    row(html, "tactics", Integer.toString(score.getResults().size()));
    row(html, "right", Long.toString(right));
    row(html, "misses", misses.size() + breakdown(misses));
    row(html, "unresolved", Integer.toString(unresolved.size()));
    row(html, "faults", Integer.toString(run.faults().size()));
    row(html, "time", String.format(Locale.ROOT, "%.1f s", run.time().toMillis() / 1000.0));
    html.append("</table>\n");
    html.append("<p>Squares are (row,column): rows from 1 at the top, columns from 1 at the left.")
        .append(" <span class=\"cell x engine\">X</span>the engine's move")
        .append(" <span class=\"cell proved\"></span>a proved move of the tactic")
        .append(" <span class=\"cell o line\">1</span>the proof against the move, move by move,")
        .append(" in the colour of the player who moves there.</p>\n");
    html.append("<h2 id=\"misses\">Misses: ").append(misses.size()).append("</h2>\n");
    if (misses.isEmpty()) {
      html.append("<p>No move was a miss.</p>\n");
    }
    for (TacticsScore.Result miss : misses) {
      miss(html, miss);
    }
    if (!unresolved.isEmpty()) {
      html.append("<h2 id=\"unresolved\">Unresolved, not misses: ")
          .append(unresolved.size())
          .append("</h2>\n<p>Proved neither to keep the win nor to lose;")
          .append(" a larger budget may settle them.</p>\n<ul class=\"unresolved\">\n");
      for (TacticsScore.Result result : unresolved) {
        html.append("<li class=\"words\">").append(e(result.getSummary())).append("</li>\n");
      }
      html.append("</ul>\n");
    }
    if (!run.faults().isEmpty()) {
      html.append("<h2 id=\"faults\">Faults: ")
          .append(run.faults().size())
          .append("</h2>\n<ul class=\"faults\">\n");
      run.faults()
          .forEach(
              (number, fault) ->
                  html.append("<li class=\"words\">tactic ")
                      .append(number)
                      .append(": ")
                      .append(e(fault))
                      .append("</li>\n"));
      html.append("</ul>\n");
    }
    return html.append("</body>\n</html>\n").toString();
  }

  /** One miss: its summary line, as the text report has it, then its board. */
  private static void miss(StringBuilder html, TacticsScore.Result miss) {
    html.append("<section class=\"miss\" id=\"tactic-")
        .append(miss.getNumber())
        .append("\">\n<h3>tactic ")
        .append(miss.getNumber())
        .append("</h3>\n<p class=\"words\">")
        .append(e(miss.getSummary()))
        .append("</p>\n");
    board(html, miss);
    html.append("</section>\n");
  }

  /** The tactic's board with the engine's move, the proved moves and the proof's line marked. */
  static void board(StringBuilder html, TacticsScore.Result miss) {
    Tactic tactic = miss.getTactic();
    Position position = tactic.getPosition();
    Player mover = tactic.getPlayer();
    Square move = miss.getMove();
    // A losing move's proof is the opponent's win after it: its line starts with the opponent.
    List<Square> line =
        miss.getProof() instanceof Proof.Win win ? win.getLine() : List.<Square>of();
    Map<Square, Integer> numbers = new HashMap<>();
    for (int i = 0; i < line.size(); i++) {
      numbers.put(line.get(i), i + 1);
    }
    html.append("<table class=\"board\" aria-label=\"tactic ")
        .append(miss.getNumber())
        .append("\">\n<tr><th></th>");
    for (int column = 1; column <= position.getColumnCount(); column++) {
      html.append("<th scope=\"col\">").append(column).append("</th>");
    }
    html.append("</tr>\n");
    for (int row = 1; row <= position.getRowCount(); row++) {
      html.append("<tr><th scope=\"row\">").append(row).append("</th>");
      for (int column = 1; column <= position.getColumnCount(); column++) {
        Square square = new Square(row, column);
        Cell cell = position.get(square);
        List<String> classes = new ArrayList<>();
        List<String> titles = new ArrayList<>();
        String text = cell == Cell.EMPTY ? "" : String.valueOf(cell.getSymbol());
        if (cell != Cell.EMPTY) {
          classes.add(cell == Cell.X ? "x" : "o");
        }
        if (square.equals(move)) {
          if (cell == Cell.EMPTY) {
            classes.add(mover == Player.X ? "x" : "o");
            text = mover.name();
          }
          classes.add("engine");
          titles.add("the engine's move, " + mover);
        }
        Integer number = numbers.get(square);
        if (number != null) {
          Player player = number % 2 == 1 ? mover.getOpponent() : mover;
          classes.add(player == Player.X ? "x" : "o");
          classes.add("line");
          text = number.toString();
          titles.add("move " + number + " of the proof, " + player);
        }
        if (tactic.getMoves().contains(square)) {
          classes.add("proved");
          titles.add("a proved move");
        }
        html.append("<td");
        if (!classes.isEmpty()) {
          html.append(" class=\"").append(String.join(" ", classes)).append('"');
        }
        if (!titles.isEmpty()) {
          html.append(" title=\"").append(square).append(' ');
          html.append(String.join("; ", titles)).append('"');
        }
        html.append('>').append(text).append("</td>");
      }
      html.append("</tr>\n");
    }
    html.append("</table>\n");
  }

  /** A row of the summary table; {@code value} is HTML already. */
  private static void row(StringBuilder html, String name, String value) {
    html.append("<tr><th>").append(name).append("</th><td>").append(value).append("</td></tr>\n");
  }

  /** {@code (2 losing, 1 missing move)}: the misses by grade, or nothing when there is none. */
  private static String breakdown(List<TacticsScore.Result> misses) {
    SortedMap<ProofGrade, Integer> grades = new TreeMap<>();
    misses.forEach(miss -> grades.merge(miss.getGrade(), 1, Integer::sum));
    if (grades.isEmpty()) {
      return "";
    }
    return grades.entrySet().stream()
        .map(grade -> grade.getValue() + " " + words(grade.getKey(), grade.getValue()))
        .collect(Collectors.joining(", ", " (", ")"));
  }

  private static String words(ProofGrade grade, int count) {
    String one =
        switch (grade) {
          case LOSING -> "losing";
          case ILLEGAL -> "illegal move";
          case NONE -> "missing move";
          case RIGHT, UNRESOLVED -> grade.name().toLowerCase(Locale.ROOT);
        };
    return count == 1 || grade == ProofGrade.LOSING ? one : one + "s";
  }

  /** The boards of the suite, as the text report's first line names them: {@code 7 x 7, 4 ...}. */
  private static String boards(TacticsScore score) {
    return score.getResults().stream()
        .map(result -> BoardShape.of(result.getTactic().getPosition()).toString())
        .distinct()
        .collect(Collectors.joining("; "));
  }

  private static String e(String text) {
    return HtmlText.escape(text);
  }
}
