package dev.noughts.cli;

import dev.noughts.GameFileError;
import dev.noughts.GameFileException;
import dev.noughts.GameRecordException;
import dev.noughts.InputError;
import dev.noughts.Line;
import dev.noughts.MoveError;
import dev.noughts.NotationException;
import dev.noughts.Position;
import dev.noughts.Reason;
import dev.noughts.Rule;
import dev.noughts.Square;
import dev.noughts.Verdict;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * One JSON object per board, one per line (JSON Lines), with the fields docs/cli-json.md documents
 * and its JSON Schema allows; each ends with where the board came from: {@code file}, and {@code
 * input_line} for a board per line. ({@code line} is never the input's: in {@code solve} it is the
 * prover's principal line.)
 */
final class JsonReport implements CheckReport {
  private final JsonLines out;

  JsonReport(JsonLines out) {
    this.out = out;
  }

  @Override
  public void judged(Source source, Position position, Verdict verdict) {
    write(judgedObject(position, verdict), source);
  }

  /** What {@link #judged} writes but where the board came from, for {@code solve} to add to. */
  Map<String, Object> judgedObject(Position position, Verdict verdict) {
    Map<String, Object> object = new LinkedHashMap<>();
    object.put("board", position.toString());
    if (position.getRule() != Rule.FREE_STYLE) {
      object.put("rule", RuleOption.nameOf(position.getRule()));
    }
    if (verdict instanceof Verdict.Foul foul) {
      object.put("status", "foul");
      object.put("winner", foul.winner().name());
      object.put("forbidden", foul.reason().name().toLowerCase(Locale.ROOT));
      Square move = foul.move();
      if (move != null) {
        object.put("move", new int[] {move.row(), move.column()});
      }
      if (!foul.lines().isEmpty()) {
        object.put("lines", squares(foul.lines()));
      }
    } else if (verdict instanceof Verdict.Win win) {
      object.put("status", "win");
      object.put("winner", win.winner().name());
      object.put("lines", squares(win.lines()));
    } else if (verdict instanceof Verdict.Draw) {
      object.put("status", "draw");
    } else if (verdict instanceof Verdict.InProgress inProgress) {
      object.put("status", "in_progress");
      object.put("next", inProgress.next().name());
    } else if (verdict instanceof Verdict.Impossible impossible) {
      object.put("status", "impossible");
      List<Map<String, Object>> problems = new ArrayList<>();
      for (Reason reason : impossible.reasons()) {
        Map<String, Object> problem = new LinkedHashMap<>();
        problem.put("code", reason.problem().getCode());
        problem.put("message", reason.message());
        problems.add(problem);
      }
      object.put("problems", problems);
    }
    return object;
  }

  /** Each line as the list of its squares, each {@code [row, column]}. */
  private static List<List<int[]>> squares(List<Line> lines) {
    List<List<int[]>> all = new ArrayList<>();
    for (Line line : lines) {
      List<int[]> squares = new ArrayList<>();
      for (Square square : line.squares()) {
        squares.add(new int[] {square.row(), square.column()});
      }
      all.add(squares);
    }
    return all;
  }

  @Override
  public void malformed(
      Source source, String input, NotationException mistakes, @Nullable String hint) {
    Map<String, Object> object = new LinkedHashMap<>();
    Echo echo = Echo.of(input);
    object.put("board", echo.shown());
    if (echo.omitted() > 0) {
      object.put("board_omitted", echo.omitted());
    }
    object.put("status", "error");
    List<Map<String, Object>> list = new ArrayList<>();
    for (InputError error : mistakes.getErrors()) {
      Map<String, Object> item = new LinkedHashMap<>();
      if (error.row() != null) {
        item.put("row", error.row());
      }
      if (error.cell() != null) {
        item.put("cell", error.cell());
      }
      item.put("message", error.message());
      list.add(item);
    }
    String unlisted = mistakes.getUnlistedSummary();
    if (unlisted != null) {
      list.add(Map.of("message", unlisted));
    }
    object.put("errors", list);
    if (hint != null) {
      object.put("hint", hint);
    }
    write(object, source);
  }

  @Override
  public void badGame(Source source, String input, GameRecordException badMoves) {
    Map<String, Object> object = new LinkedHashMap<>();
    Echo echo = Echo.of(input);
    object.put("board", echo.shown()); // the input as given, here a game record
    if (echo.omitted() > 0) {
      object.put("board_omitted", echo.omitted());
    }
    object.put("status", "error");
    List<Map<String, Object>> list = new ArrayList<>();
    for (MoveError error : badMoves.getErrors()) {
      Map<String, Object> item = new LinkedHashMap<>();
      item.put("move", error.move());
      item.put("text", error.text());
      item.put("kind", error.kind().getCode());
      item.put("message", error.message());
      list.add(item);
    }
    String unlisted = badMoves.getUnlistedSummary();
    if (unlisted != null) {
      list.add(Map.of("message", unlisted));
    }
    object.put("errors", list);
    write(object, source);
  }

  /** Each mistake with its {@code input_line} in the game file, and no board. */
  @Override
  public void badGameFile(Source source, GameFileException bad) {
    Map<String, Object> object = new LinkedHashMap<>();
    object.put("status", "error");
    List<Map<String, Object>> list = new ArrayList<>();
    for (GameFileError error : bad.getErrors()) {
      Map<String, Object> item = new LinkedHashMap<>();
      item.put("input_line", error.line());
      item.put("message", AnalysisReport.withoutLine(error));
      list.add(item);
    }
    String unlisted = bad.getUnlistedSummary();
    if (unlisted != null) {
      list.add(Map.of("message", unlisted));
    }
    object.put("errors", list);
    write(object, source);
  }

  @Override
  public void unfit(Source source, String input, String board, String reason) {
    writeError(board, reason, source);
  }

  @Override
  public void refused(Source source, String reason) {
    writeError(null, reason, source);
  }

  /** A board that parsed but cannot be worked on, such as one with too much to solve. */
  void error(Source source, Position position, String message) {
    writeError(position.toString(), message, source);
  }

  /** A board with one error and no more, or no board (an input not read) when it is null. */
  private void writeError(@Nullable String board, String message, Source source) {
    Map<String, Object> object = new LinkedHashMap<>();
    if (board != null) {
      object.put("board", board);
    }
    object.put("status", "error");
    object.put("errors", List.of(Map.of("message", message)));
    write(object, source);
  }

  /** Writes {@code object} as one line, ending with where the board came from. */
  void write(Map<String, Object> object, Source source) {
    object.put("file", source.file());
    if (source.line() > 0) {
      object.put("input_line", source.line());
    }
    out.write(object);
  }
}
