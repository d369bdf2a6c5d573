package dev.noughts.engines;

import static com.google.common.truth.Truth.assertThat;

import dev.noughts.Fixture;
import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Solution;
import dev.noughts.Solver;
import dev.noughts.Square;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** {@link EngineScore} and {@link EngineSweep} on boards with a win length, which they name. */
class WinLengthTest {
  @Test
  void engineScoreNamesTheWinLengthOfAMissedBoard() {
    Position strip = Position.of(3, "X X - - / O O - -");
    Fixture finish =
        Fixture.builder()
            .name("finish")
            .position(strip)
            .bestMoves(List.of(new Square(1, 3)))
            .build();
    EngineScore score = EngineScore.of(position -> new Square(2, 3), List.of(finish));
    assertThat(score.getReport())
        .isEqualTo(
            "score: 0 of 1 (1 other move)\n"
                + "finish (3 in a row): played (2,3), neither a best move nor one to avoid;"
                + " best moves: (1,3)\n"
                + "  X X - -\n"
                + "  O O - -\n");
    EngineScore right = EngineScore.of(position -> new Square(1, 3), List.of(finish));
    right.assertAtLeast(1);
  }

  @Test
  void engineSweepCoversEveryPositionOfASmallBoardWithAWinLength() {
    Function<Position, Square> perfect =
        position -> Solver.shared().solve(position).bestMoves().get(0);
    EngineSweep sweep = EngineSweep.of(perfect, 2, 4, 2);
    long inProgress =
        Reachable.all(2, 4, 2).stream().filter(p -> p.getNextPlayer() != null).count();
    assertThat(sweep.getResults()).hasSize((int) inProgress);
    assertThat(sweep.getReport())
        .isEqualTo(
            String.format(
                "%d positions in progress on 2 x 4, 2 in a row: %d best moves\n",
                inProgress, inProgress));
    sweep.assertBestMoves();

    // Only O's positions, each graded against the solver.
    EngineSweep firstFree =
        EngineSweep.of(position -> position.getLegalMoves().get(0), 1, 5, 3, Player.O);
    assertThat(firstFree.getResults())
        .hasSize(
            (int)
                Reachable.all(1, 5, 3).stream().filter(p -> p.getNextPlayer() == Player.O).count());
    for (Result result : firstFree.getResults()) {
      assertThat(result.position().getNextPlayer()).isEqualTo(Player.O);
      Solution solution = Solver.shared().solve(result.position());
      assertThat(result.fixture().perfectPlay()).isEqualTo(solution.value());
      assertThat(result.fixture().bestMoves()).isEqualTo(solution.bestMoves());
    }
    assertThat(firstFree.getReport()).contains("with O to move on 1 x 5, 3 in a row: ");
  }
}
