package dev.noughts.cli;

import dev.noughts.AnalysedMove;
import dev.noughts.GameAnalysis;
import dev.noughts.GameFileError;
import dev.noughts.GameFileException;
import dev.noughts.GameRecordException;
import dev.noughts.GameResult;
import dev.noughts.Mistake;
import dev.noughts.MoveError;
import dev.noughts.PlayedGame;
import dev.noughts.Player;
import dev.noughts.Square;
import dev.noughts.Standing;
import dev.noughts.engines.Tactic;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * {@code noughts analyze --json}'s objects, as docs/cli-json.md documents them: one per game file,
 * written and flushed as soon as the game is analysed, {@code file} last.
 */
final class AnalysisJson implements AnalysisReport {
  private final JsonLines out;
  private final Output flushed;

  AnalysisJson(Output out) {
    this.out = new JsonLines(out);
    this.flushed = out;
  }

  /**
   * A game analysed: {@code status} {@code analysed}, the board ({@code rows}, {@code columns},
   * {@code win_length}), {@code players}, {@code result} and its {@code ending} when the game
   * ended, {@code budget}, every move judged ({@code moves}), the proved {@code mistakes} with
   * their proofs and fixtures, and {@code summary}.
   */
  @Override
  public void analysed(
      Path file, GameAnalysis analysis, long budget, Function<Mistake, Optional<Tactic>> tactic) {
    PlayedGame game = analysis.getGame();
    Map<String, Object> object = new LinkedHashMap<>();
    object.put("status", "analysed");
    object.put("rows", game.getRowCount());
    object.put("columns", game.getColumnCount());
    object.put("win_length", game.getWinLength());
    object.put("players", game.getPlayers());
    GameResult ended = game.getFinalResult();
    object.put("result", result(ended));
    if (ended != null) {
      object.put("ending", ended.ending().name().toLowerCase(Locale.ROOT));
    }
    object.put("budget", budget);
    List<Map<String, Object>> moves = new ArrayList<>();
    for (AnalysedMove move : analysis.getMoves()) {
      Map<String, Object> item = new LinkedHashMap<>();
      item.put("number", move.number());
      item.put("player", move.player().toString());
      item.put("move", pair(move.square()));
      item.put("before", name(move.before()));
      item.put("after", name(move.after()));
      item.put("exact", move.exact());
      moves.add(item);
    }
    object.put("moves", moves);
    List<Map<String, Object>> mistakes = new ArrayList<>();
    for (Mistake mistake : analysis.getMistakes()) {
      Map<String, Object> item = new LinkedHashMap<>();
      item.put("number", mistake.getMove().number());
      item.put("player", mistake.getMove().player().toString());
      item.put("move", pair(mistake.getMove().square()));
      item.put("kind", mistake.getKind().name().toLowerCase(Locale.ROOT));
      item.put("decisive", mistake.isDecisive());
      item.put("exact", mistake.getMove().exact());
      item.put("winning_moves", pairs(mistake.getWinningMoves()));
      item.put("line", pairs(mistake.getLine()));
      item.put("message", mistake.toString());
      item.put("java_fixture", mistake.toJavaFixture());
      item.put("kotlin_fixture", mistake.toKotlinFixture());
      tactic.apply(mistake).ifPresent(found -> item.put("tactic", found.toString()));
      mistakes.add(item);
    }
    object.put("mistakes", mistakes);
    object.put("summary", analysis.getSummary());
    write(object, file);
  }

  /** A game file that is no game: {@code status} {@code error}, each mistake by its line. */
  @Override
  public void badFile(Path file, GameFileException bad) {
    List<Map<String, Object>> errors = new ArrayList<>();
    for (GameFileError error : bad.getErrors()) {
      Map<String, Object> item = new LinkedHashMap<>();
      item.put("input_line", error.line());
      item.put("message", AnalysisReport.withoutLine(error));
      errors.add(item);
    }
    error(file, errors, bad.getUnlistedSummary());
  }

  /** A move list with moves that cannot be played, each as {@code check --game} writes it. */
  @Override
  public void badMoves(Path file, GameRecordException bad) {
    List<Map<String, Object>> errors = new ArrayList<>();
    for (MoveError error : bad.getErrors()) {
      Map<String, Object> item = new LinkedHashMap<>();
      item.put("move", error.move());
      item.put("text", error.text());
      item.put("kind", error.kind().getCode());
      item.put("message", error.message());
      errors.add(item);
    }
    error(file, errors, bad.getUnlistedSummary());
  }

  /** A game read but not analysed, for {@code message}. */
  @Override
  public void refused(Path file, String message) {
    error(file, List.of(Map.of("message", message)), null);
  }

  /** A file that cannot be read, for {@code reason}. */
  @Override
  public void unreadable(Path file, String reason) {
    error(file, List.of(Map.of("message", "cannot read the file: " + reason)), null);
  }

  private void error(Path file, List<Map<String, Object>> errors, @Nullable String unlisted) {
    Map<String, Object> object = new LinkedHashMap<>();
    object.put("status", "error");
    List<Map<String, Object>> all = new ArrayList<>(errors);
    if (unlisted != null) {
      all.add(Map.of("message", unlisted));
    }
    object.put("errors", all);
    write(object, file);
  }

  private void write(Map<String, Object> object, Path file) {
    object.put("file", file.toString());
    out.write(object);
    flushed.flush();
  }

  private static String result(@Nullable GameResult result) {
    if (result == null) {
      return "unfinished";
    }
    Player winner = result.winner();
    return winner == null ? "draw" : winner == Player.X ? "x" : "o";
  }

  private static String name(Standing standing) {
    return standing.name().toLowerCase(Locale.ROOT);
  }

  private static int[] pair(Square square) {
    return new int[] {square.row(), square.column()};
  }

  private static List<int[]> pairs(List<Square> squares) {
    return squares.stream().map(AnalysisJson::pair).toList();
  }
}
