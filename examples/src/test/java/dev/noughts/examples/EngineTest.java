package dev.noughts.examples;

import static com.google.common.truth.Truth.assertThat;

import dev.noughts.Cell;
import dev.noughts.GameRecord;
import dev.noughts.GameValue;
import dev.noughts.Perft;
import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Solution;
import dev.noughts.Solver;
import dev.noughts.Square;
import dev.noughts.Symmetry;
import dev.noughts.Verdict;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** An engine checked against noughts' perfect play, symmetry and perft: the example of docs/engines.md. */
class EngineTest {

  /** A toy engine: win if it can, else block, else the center, else a corner, else anything. */
  static Square engineMove(Position position) {
    List<Square> moves = position.getLegalMoves();
    for (Square move : moves) {
      if (position.play(move).getVerdict() instanceof Verdict.Win) {
        return move;
      }
    }
    Cell theirs = position.getNextPlayer() == Player.X ? Cell.O : Cell.X;
    for (Square move : moves) {
      if (position.with(move.row(), move.column(), theirs).isOver()) {
        return move; // they would complete a line there
      }
    }
    List<Square> preferred =
        List.of(new Square(2, 2), new Square(1, 1), new Square(1, 3), new Square(3, 1),
            new Square(3, 3));
    return preferred.stream().filter(moves::contains).findFirst().orElse(moves.get(0));
  }

  // tag::engine-solve[]
  private static final Solver SOLVER = new Solver(); // thread-safe; remembers what it solved

  @Test
  void theEngineTakesTheWinAndStopsTheLoss() {
    for (String game : List.of("1,1 2,1 1,2 2,2", "2,2 1,1 3,3 1,3", "2,2 1,1 3,3")) {
      Position position = GameRecord.play(3, game); // X first; every bad move is reported
      Solution solution = SOLVER.solve(position);
      // Every move that keeps the value for the player to move: here, wins and draws.
      assertThat(solution.bestMoves()).contains(engineMove(position));
    }
  }

  @Test
  void theSolutionOfAPosition() {
    Solution solution = SOLVER.solve(Position.of("X O - / - X - / O - -"));
    assertThat(solution.value()).isEqualTo(GameValue.X_WINS);
    assertThat(solution.plies()).isEqualTo(1); // the winner as fast as possible
    assertThat(solution.toString()).isEqualTo("X wins in 1: best moves (2,1) (2,3) (3,3)");
    assertThat(solution.moves().get(0))
        .isEqualTo(new Solution.Move(Square.parse("1,3"), GameValue.DRAW, 5));
  }
  // end::engine-solve[]

  // tag::engine-symmetry[]
  @Test
  void theEngineTreatsMirroredBoardsAlike() {
    Position position = GameRecord.play(3, "2,2 1,1 3,3");
    Square move = engineMove(position);
    for (Symmetry symmetry : Symmetry.values()) {
      Position image = symmetry.apply(position);
      // The engine's move, carried onto the mirrored board, is a best move there too.
      assertThat(SOLVER.solve(image).bestMoves()).contains(symmetry.apply(move, 3));
      assertThat(SOLVER.solve(image).bestMoves()).contains(engineMove(image));
    }
    assertThat(Symmetry.imagesOf(position)).hasSize(4); // symmetric about its diagonal
    assertThat(Symmetry.canonicalize(position))
        .isEqualTo(Symmetry.canonicalize(Symmetry.ROTATE_90.apply(position)));
  }
  // end::engine-symmetry[]

  // tag::engine-perft[]
  @Test
  void theMoveGeneratorCountsWhatPerftCounts() {
    assertThat(Perft.count(Position.empty(3), 9)).isEqualTo(127_872);
    Map<Square, Long> divided = Perft.divide(Position.empty(3), 2); // by first move, row-major
    assertThat(divided.get(new Square(2, 2))).isEqualTo(8L);
  }
  // end::engine-perft[]
}
