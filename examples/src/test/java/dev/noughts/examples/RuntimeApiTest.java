package dev.noughts.examples;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.common.truth.Correspondence;
import dev.noughts.Cell;
import dev.noughts.InputError;
import dev.noughts.NotationException;
import dev.noughts.Noughts;
import dev.noughts.Position;
import dev.noughts.Square;
import dev.noughts.Verdict;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The runtime used directly, without fixtures: boards that arrive at run time. */
class RuntimeApiTest {

  // tag::runtime-api[]
  static String describe(Position position) {
    Verdict verdict = position.getVerdict();
    if (verdict instanceof Verdict.Win win) {
      return win.winner() + " won with " + win.lines();
    } else if (verdict instanceof Verdict.InProgress inProgress) {
      return inProgress.next() + " to move";
    }
    return verdict.toString(); // "draw", or "impossible: " and every reason
  }

  @Test
  void judgingBoardsAtRunTime() {
    Position position = Position.of("X O X / - O - / - - -");
    assertThat(describe(position)).isEqualTo("X to move");
    assertThat(describe(position.play(3, 3).play(3, 2))).isEqualTo("O won with [column 2]");
    assertThat(describe(position.with(1, 1, Cell.O)))
        .isEqualTo("impossible: O has more marks than X (X 1, O 3), but X moves first");

    NotationException error =
        assertThrows(NotationException.class, () -> Position.ofClassic("X O X / - O #"));
    assertThat(error.getErrors())
        .comparingElementsUsing(
            Correspondence.<InputError, String>transforming(
                InputError::message, "has message"))
        .containsExactly("expected 3 rows, found 2", "row 2, cell 3: '#' is not X, O or -");

    int[][] large = new int[1000][1000];
    Arrays.fill(large[999], 2);
    assertThat(Noughts.gameOver(large)).isTrue(); // O holds the bottom row
  }
  // end::runtime-api[]

  // tag::runtime-accessors[]
  /** An adapter for an engine that keeps its board as an int[][] of 0, 1 (X) and 2 (O). */
  @Test
  void cellsByRowAndColumnAndAsAnArray() {
    Position position = Position.of("X O X / - O - / - - -");
    assertThat(position.get(1, 2)).isEqualTo(Cell.O); // row 1, column 2, both from 1
    assertThat(position.get(Square.parse("2,1"))).isEqualTo(Cell.EMPTY);
    assertThat(position.getRowCount()).isEqualTo(3);
    assertThat(position.getXCount()).isEqualTo(2);

    int[][] cells = position.toArray(); // a copy: cells[row - 1][column - 1]
    assertThat(cells[0]).asList().containsExactly(1, 2, 1).inOrder();
    assertThat(Position.fromArray(cells)).isEqualTo(position);
    assertThat(position.toRows()).containsExactly("X O X", "- O -", "- - -").inOrder();
  }
  // end::runtime-accessors[]
}
