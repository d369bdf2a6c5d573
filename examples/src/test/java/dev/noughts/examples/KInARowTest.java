package dev.noughts.examples;

import static com.google.common.truth.Truth.assertThat;

import dev.noughts.GameRecord;
import dev.noughts.GameValue;
import dev.noughts.Line;
import dev.noughts.Noughts;
import dev.noughts.Position;
import dev.noughts.Solver;
import dev.noughts.Verdict;
import org.junit.jupiter.api.Test;

/** The snippets of docs/k-in-a-row.md, compiled and run. */
class KInARowTest {

  @Test
  void positionsWithAWinLength() {
    // tag::k-position[]
    Position p = Position.of(3, "X X X - / O O - - / - - - - / - - - -"); // 4 x 4, three to win
    Verdict verdict = p.getVerdict(); // X wins: (1,1)-(1,3)
    Position gomoku = Position.empty(15, 15, 5).play(8, 8).play(8, 9);
    Position strip = Position.of(4, "X X X X - / O O O - -"); // 2 x 5, four to win
    // end::k-position[]
    assertThat(verdict).isInstanceOf(Verdict.Win.class);
    assertThat(((Verdict.Win) verdict).lines()).containsExactly(Line.run(1, 1, 1, 3));
    assertThat(gomoku.getWinLength()).isEqualTo(5);
    assertThat(strip.getVerdict().toString()).isEqualTo("X wins: (1,1)-(1,4)");
  }

  @Test
  void impossiblePositionsSayWhyInWordsForK() {
    // tag::k-impossible[]
    Position twoRows = Position.of(3, "X X X - / O - O - / X X X O / O - O -");
    String why = twoRows.getVerdict().toString();
    // impossible: X has two separate winning lines, (1,1)-(1,3) and (3,1)-(3,3), but one move
    // can complete only lines that share it
    // end::k-impossible[]
    assertThat(why)
        .isEqualTo(
            "impossible: X has two separate winning lines, (1,1)-(1,3) and (3,1)-(3,3), but one"
                + " move can complete only lines that share it");
  }

  @Test
  void solveGameOverAndRecords() {
    // tag::k-solve[]
    GameValue value = new Solver().solve(Position.empty(4, 4, 3)).value(); // X_WINS
    boolean over = Noughts.gameOver(new int[][] {{1, 1, 1, 0}, {2, 2, 0, 0}}, 3); // true
    Position record = GameRecord.play(15, 15, 5, "8,8 8,9 7,7"); // gomoku, three moves
    // end::k-solve[]
    assertThat(value).isEqualTo(GameValue.X_WINS);
    assertThat(over).isTrue();
    assertThat(record.getXCount()).isEqualTo(2);
  }

  @Test
  void fixturesWithAWinLengthAreConstantsWithIt() {
    assertThat(WinLengthsBoards.THREE_ON_FOUR_BY_FOUR.getVerdict().toString())
        .isEqualTo("X wins: (1,1)-(1,3)");
    assertThat(WinLengthsBoards.STRIP.getRowCount()).isEqualTo(2);
    assertThat(WinLengthsBoards.STRIP.getColumnCount()).isEqualTo(5);
    assertThat(WinLengthsBoards.STRIP.getWinLength()).isEqualTo(4);
    assertThat(WinLengthsBoards.CLASSIC).isEqualTo(Position.of("X - - / - O - / - - -"));
  }
}
