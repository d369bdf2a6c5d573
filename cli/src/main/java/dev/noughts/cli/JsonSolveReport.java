package dev.noughts.cli;

import dev.noughts.GameValue;
import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Proof;
import dev.noughts.Solution;
import dev.noughts.Square;
import dev.noughts.Unsolvable;
import dev.noughts.Verdict;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * What {@link JsonReport} writes, and for a legal board {@code value} ({@code "x"}, {@code "o"} or
 * {@code "draw"}), {@code plies}, {@code best_moves} and {@code moves}.
 */
final class JsonSolveReport implements SolveReport {
  private final JsonReport check;

  JsonSolveReport(JsonLines out) {
    this.check = new JsonReport(out);
  }

  @Override
  public JsonReport checks() {
    return check;
  }

  @Override
  public void solved(Source source, Position position, Verdict verdict, Solution solution) {
    Map<String, Object> object = check.judgedObject(position, verdict);
    object.put("value", name(solution.value()));
    object.put("plies", solution.plies());
    object.put("best_moves", solution.bestMoves().stream().map(JsonSolveReport::pair).toList());
    List<Map<String, Object>> moves = new ArrayList<>();
    for (Solution.Move move : solution.moves()) {
      Map<String, Object> item = new LinkedHashMap<>();
      item.put("move", pair(move.square()));
      item.put("value", name(move.value()));
      item.put("plies", move.plies());
      moves.add(item);
    }
    object.put("moves", moves);
    check.write(object, source);
  }

  /**
   * Beyond the solver: {@code value} {@code "x"} or {@code "o"} for a win proved by force, else
   * {@code "unknown"}; {@code winning_moves}, the first move proved to win (every one, with {@code
   * --every-winning-move}); {@code line}, the principal line; {@code nodes}, the nodes the prover
   * made; {@code beyond_solver}, why the exact solver gave no answer: {@code
   * "too_many_empty_cells"}, {@code "budget_spent"} or {@code "renju"} (a rule it does not play).
   */
  @Override
  public void proved(
      Source source,
      Position position,
      Verdict verdict,
      @Nullable Unsolvable beyondSolver,
      Proof proof) {
    Map<String, Object> object = check.judgedObject(position, verdict);
    List<Square> winningMoves = List.of();
    List<Square> line = List.of();
    String value = "unknown";
    if (proof instanceof Proof.Win win) {
      value = name(win.getWinner());
      winningMoves = win.getWinningMoves();
      line = win.getLine();
    } else if (proof instanceof Proof.Loss loss) {
      value = name(loss.getWinner());
      line = loss.getLine();
    }
    object.put("value", value);
    object.put("winning_moves", winningMoves.stream().map(JsonSolveReport::pair).toList());
    object.put("line", line.stream().map(JsonSolveReport::pair).toList());
    object.put("nodes", proof.getNodes());
    object.put(
        "beyond_solver",
        beyondSolver == null
            ? "renju"
            : beyondSolver instanceof Unsolvable.BudgetSpent
                ? "budget_spent"
                : "too_many_empty_cells");
    check.write(object, source);
  }

  /**
   * As a finished board the solver solves: {@code value} the outcome ({@code "o"} for a foul), no
   * {@code plies}, {@code best_moves} or {@code moves} to make.
   */
  @Override
  public void over(Source source, Position position, Verdict verdict) {
    Map<String, Object> object = check.judgedObject(position, verdict);
    object.put(
        "value",
        switch (verdict.getOutcome()) {
          case X_WINS -> "x";
          case O_WINS -> "o";
          default -> "draw";
        });
    object.put("plies", 0);
    object.put("best_moves", List.of());
    object.put("moves", List.of());
    check.write(object, source);
  }

  @Override
  public void unsolvable(Source source, Position position, Verdict verdict, String message) {
    check.error(source, position, message);
  }

  private static int[] pair(Square square) {
    return new int[] {square.row(), square.column()};
  }

  private static String name(Player winner) {
    return winner == Player.X ? "x" : "o";
  }

  private static String name(GameValue value) {
    return switch (value) {
      case X_WINS -> "x";
      case O_WINS -> "o";
      case DRAW -> "draw";
    };
  }
}
