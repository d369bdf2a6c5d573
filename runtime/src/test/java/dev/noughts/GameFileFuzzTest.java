package dev.noughts;

import static com.google.common.truth.Truth.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.ArrayList;
import java.util.List;

/**
 * Game files. Moves written as a {@code .psq} or SGF file, on and off the board, on taken squares
 * and after the end, read as a plain replay of them says (the same moves, or a mistake on the line
 * of each bad one); any text at all gives a game that both formats write and read back, or at most
 * 100 mistakes, each on its line, in the order of the file. In a plain build this replays the
 * inputs under {@code GameFileFuzzTestInputs/} (none yet: the fuzzer's own, when it is run).
 */
class GameFileFuzzTest {
  @FuzzTest
  void readsAsAPlainReplaySays(FuzzedDataProvider data) {
    if (data.consumeBoolean()) {
      readWritten(data.consumeBoolean(), data.consumeInt(5, 9), data);
    } else {
      readAnyText(data.consumeRemainingAsString());
    }
  }

  /** Moves written in one of the formats, one a line: each judged by a plain replay. */
  private static void readWritten(boolean sgf, int size, FuzzedDataProvider data) {
    StringBuilder text =
        new StringBuilder(
            sgf ? "(;GM[4]SZ[" + size + "]\n" : "Piskvorky " + size + "x" + size + ", 0:0, 0\n");
    int[][] cells = new int[size][size];
    List<Square> moves = new ArrayList<>();
    List<Integer> badLines = new ArrayList<>();
    boolean over = false;
    int line = 1;
    while (data.remainingBytes() > 2) {
      int column = data.consumeInt(1, size + 1);
      int row = data.consumeInt(1, size + 1);
      line++;
      if (sgf) {
        text.append(moves.size() % 2 == 0 ? ";B[" : ";W[")
            .append((char) ('a' + column - 1))
            .append((char) ('a' + row - 1))
            .append("]\n");
      } else {
        text.append(column).append(',').append(row).append(",0\n");
      }
      if (row > size || column > size || over || cells[row - 1][column - 1] != 0) {
        badLines.add(line);
        if (sgf) {
          break; // a skipped move puts the colours after it out of turn; one is enough
        }
      } else {
        cells[row - 1][column - 1] = moves.size() % 2 == 0 ? 1 : 2;
        moves.add(new Square(row, column));
        over = Position.of(5, rows(cells)).isOver();
      }
    }
    text.append(sgf ? ")" : "-1\n");
    try {
      PlayedGame game = GameFile.read(text.toString());
      assertThat(badLines).isEmpty();
      assertThat(game.getMoves()).isEqualTo(moves);
    } catch (GameFileException e) {
      List<Integer> lines = e.getErrors().stream().map(GameFileError::line).toList();
      assertThat(lines).isEqualTo(badLines.subList(0, Math.min(badLines.size(), 100)));
    }
  }

  /** Any text: a game both formats write and read back, or mistakes in order, each on its line. */
  private static void readAnyText(String text) {
    try {
      PlayedGame game = GameFile.read(text);
      GameFile.Format own = GameFile.Format.of(text);
      assertThat(GameFile.read(GameFile.write(game, own))).isEqualTo(game);
      if (game.getColumnCount() <= 52 && game.getRowCount() <= 52) {
        for (GameFile.Format format : GameFile.Format.values()) {
          PlayedGame again = GameFile.read(GameFile.write(game, format));
          assertThat(again.getMoves()).isEqualTo(game.getMoves());
          assertThat(again.toString()).isEqualTo(game.toString()); // the board, moves and result
        }
      }
    } catch (GameFileException e) {
      assertThat(e.getErrors()).isNotEmpty();
      assertThat(e.getErrors().size()).isAtMost(100);
      int previous = 1;
      for (GameFileError error : e.getErrors()) {
        assertThat(error.line()).isAtLeast(previous);
        assertThat(error.message()).startsWith("line " + error.line() + ": ");
        previous = error.line();
      }
      assertThat(e.getUnlistedCount() > 0).isEqualTo(e.getUnlistedSummary() != null);
    }
  }

  private static String rows(int[][] cells) {
    StringBuilder text = new StringBuilder();
    for (int[] row : cells) {
      text.append(text.length() == 0 ? "" : "/");
      for (int cell : row) {
        text.append(cell == 0 ? '-' : cell == 1 ? 'X' : 'O');
      }
    }
    return text.toString();
  }
}
