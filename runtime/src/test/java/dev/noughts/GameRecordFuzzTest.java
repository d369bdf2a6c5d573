package dev.noughts;

import static com.google.common.truth.Truth.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.ArrayList;
import java.util.List;

/**
 * Game records and squares. A record written from moves in any of the documented styles plays as a
 * plain replay of those moves says; any text at all gives a position or every bad move by its
 * number, and each of its words reads as a square or is refused with a message. In a plain build
 * this replays the inputs under {@code GameRecordFuzzTestInputs/}.
 */
class GameRecordFuzzTest {
  private static final String[] STYLES = {"%d,%d", "(%d,%d)", "(%d, %d)", "( %d , %d )", "%d, %d"};
  private static final String[] SEPARATORS = {" ", ";", "; ", "\t", "\n", " ; "};

  @FuzzTest
  void playsAsAPlainReplaySays(FuzzedDataProvider data) {
    int size = data.consumeInt(1, 5);
    if (data.consumeBoolean()) {
      playWritten(size, data);
    } else {
      playAnyText(size, data.consumeRemainingAsString());
    }
  }

  /** Moves on and off the board, written in the documented styles: judged move by move. */
  private static void playWritten(int size, FuzzedDataProvider data) {
    StringBuilder record = new StringBuilder();
    int[][] cells = new int[size][size];
    List<MoveError.Kind> expected = new ArrayList<>();
    boolean over = false;
    int played = 0;
    while (data.remainingBytes() > 2) {
      int row = data.consumeInt(1, size + 1);
      int column = data.consumeInt(1, size + 1);
      record.append(String.format(data.pickValue(STYLES), row, column));
      record.append(data.pickValue(SEPARATORS));
      if (row > size || column > size) {
        expected.add(MoveError.Kind.OFF_BOARD);
      } else if (over) {
        expected.add(MoveError.Kind.GAME_OVER);
      } else if (cells[row - 1][column - 1] != 0) {
        expected.add(MoveError.Kind.TAKEN);
      } else {
        cells[row - 1][column - 1] = played++ % 2 == 0 ? 1 : 2;
        over = GameOverTest.reference(cells);
      }
    }
    try {
      Position position = GameRecord.play(size, record.toString());
      assertThat(expected).isEmpty();
      assertThat(position.toArray()).isEqualTo(cells);
    } catch (GameRecordException e) {
      List<MoveError.Kind> kinds = e.getErrors().stream().map(MoveError::kind).toList();
      assertThat(kinds).isEqualTo(expected.subList(0, Math.min(expected.size(), 100)));
      assertThat(e.getUnlistedCount()).isEqualTo(Math.max(0, expected.size() - 100));
    }
  }

  /** Any text: a position, or at most 100 bad moves listed by number in order, the rest counted. */
  private static void playAnyText(int size, String record) {
    try {
      Position position = GameRecord.play(size, record);
      assertThat(position.getXCount() - position.getOCount()).isIn(List.of(0, 1));
    } catch (GameRecordException e) {
      assertThat(e.getErrors()).isNotEmpty();
      assertThat(e.getErrors().size()).isAtMost(100);
      int previous = 0;
      for (MoveError error : e.getErrors()) {
        assertThat(error.move()).isGreaterThan(previous);
        assertThat(error.message()).startsWith("move " + error.move() + ": ");
        previous = error.move();
      }
      assertThat(e.getUnlistedCount() > 0).isEqualTo(e.getUnlistedSummary() != null);
    }
    for (String word : record.split("[\\s;]+")) {
      try {
        Square square = Square.parse(word);
        assertThat(Square.parse(square.toString())).isEqualTo(square);
      } catch (IllegalArgumentException e) {
        assertThat(e).hasMessageThat().isNotEmpty();
      }
    }
  }
}
