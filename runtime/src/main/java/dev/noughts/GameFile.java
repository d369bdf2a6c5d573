package dev.noughts;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * Game files as gomoku's tools save them: piskvork's {@code .psq} (piskvork and the Gomocup
 * manager) and SGF with {@code GM[4]}, read into a {@link PlayedGame} and written from one. Both
 * record gomoku, five in a row, free-style (a longer line wins too).
 *
 * <pre>{@code
 * PlayedGame game = GameFile.read(Files.readString(path)); // .psq or SGF, told by its first line
 * GameAnalysis analysis = GameAnalysis.of(game, new Prover());
 * }</pre>
 *
 * <p><b>{@code .psq}.</b> A header {@code Piskvorky 15x15, 11:11, 0} (the board's width, then its
 * height), then a move a line, {@code x,y,time}: the column and the row from 1 at the top-left, and
 * the milliseconds the move took (read, not kept); then the players' names one a line, then a line
 * {@code -1}, after which anything may follow (the Gomocup manager writes the result and the rule);
 * the game's {@linkplain PlayedGame#getResult() result} is written there, and read back, as a line
 * {@code result: W+T} in SGF's notation ({@link GameResult#fromSgf}).
 *
 * <p><b>SGF.</b> {@code (;FF[4]GM[4]SZ[15]PB[..]PW[..];B[hh];W[hi]...)}: the root says the game,
 * {@code GM[4]} (required: without it SGF means Go), and the board, {@code SZ[15]} or {@code
 * SZ[20:15]} for 20 columns and 15 rows (15 x 15 when not given); each node holds a move, B (X)
 * first, then in turn, as the column's letter then the row's, from {@code a} at the top-left
 * ({@code A} to {@code Z} from the 27th). The main line is read: at each branch, the first
 * variation. {@code RE}, once on the main line, gives the result (free text that is no result
 * {@link GameResult#fromSgf} reads is taken as none).
 *
 * <p><b>Errors.</b> A file is read whole, and every mistake is reported by its line and with what
 * would be right, not only the first: a header or root that says another game or board, a malformed
 * move, a square off the board, a move on a taken square, a move after the game was won, a move out
 * of turn (SGF), a {@code .psq} result line that is not one, a second result, a result the moves
 * contradict. Such a file is not repaired: {@link GameFileException} carries the mistakes, the
 * first 100 listed and the rest counted, so a huge bad file takes no more memory than a good one. A
 * mistake of SGF's syntax (a value never closed, a missing {@code )}) stops the reading there,
 * since nothing after it can be read for sure.
 *
 * @since 0.1.0
 */
public final class GameFile {
  /** The win length of every game these files record: gomoku's five. */
  static final int FIVE = 5;

  private GameFile() {}

  /** The two formats. */
  public enum Format {
    /** piskvork's {@code .psq}. */
    PSQ,
    /** SGF, {@code GM[4]}. */
    SGF;

    /**
     * The format of {@code text}: SGF when it starts with {@code (}, once blanks are set aside,
     * else {@code .psq}, whose reader says what it expected when the text is neither.
     */
    public static Format of(String text) {
      Objects.requireNonNull(text, "text");
      for (int i = 0; i < text.length(); i++) {
        char c = text.charAt(i);
        if (!Character.isWhitespace(c) && c != '\uFEFF') {
          return c == '(' ? SGF : PSQ;
        }
      }
      return PSQ;
    }
  }

  /**
   * Reads {@code text} as the game it records, in its {@linkplain Format#of format}.
   *
   * @throws GameFileException with every mistake of the file, by line; for a text with nothing but
   *     blanks, one that says it is empty and what a record starts with
   */
  public static PlayedGame read(String text) {
    return read(text, Format.of(text));
  }

  /**
   * Reads the game file at {@code path}, UTF-8 text, as {@link #read(String)} reads its text.
   *
   * @throws NotUtf8Exception when the file holds a byte that is not UTF-8, by its line and column
   *     ({@code line 2, column 3: byte 0xE9 is not UTF-8 text})
   * @throws IOException when the file cannot be read
   * @throws GameFileException as {@link #read(String)} does
   * @since 0.1.0
   */
  public static PlayedGame read(Path path) throws IOException {
    return read(Utf8Text.decode(Files.readAllBytes(path)));
  }

  /**
   * Reads {@code text} in the format {@code format}.
   *
   * @throws GameFileException with every mistake of the file, by line, or that it is empty, as
   *     {@link #read(String)} says
   */
  public static PlayedGame read(String text, Format format) {
    Objects.requireNonNull(text, "text");
    if (text.chars().allMatch(c -> Character.isWhitespace(c) || c == '\uFEFF')) {
      throw new GameFileException(
          List.of(
              new GameFileError(
                  1,
                  "line 1: the file is empty; a game record is piskvork's .psq, its first line a header"
                      + " such as 'Piskvorky 15x15, 11:11, 0', or SGF, such as"
                      + " '(;GM[4]SZ[15];B[hh];W[hi])'")),
          0);
    }
    return switch (format) {
      case PSQ -> PsqFormat.read(text);
      case SGF -> SgfFormat.read(text);
    };
  }

  /**
   * Writes {@code game} in {@code format}, which {@link #read(String)} reads back as the same game
   * (a {@code .psq} file gives each move a time of 0, and leaves the players' names out when a line
   * of its own cannot hold them: a blank name, or one written as a move, as {@code -1} or as the
   * result's line).
   *
   * @throws IllegalArgumentException when the game is not gomoku's five in a row, or, for SGF, its
   *     board has more than 52 columns or rows (SGF's letters)
   */
  public static String write(PlayedGame game, Format format) {
    if (game.getWinLength() != FIVE) {
      throw new IllegalArgumentException(
          "these files record gomoku, five in a row, and this game is "
              + game.getWinLength()
              + " in a row");
    }
    return switch (format) {
      case PSQ -> PsqFormat.write(game);
      case SGF -> SgfFormat.write(game);
    };
  }
}
