package dev.noughts;

import java.io.Serializable;
import java.util.Objects;

/**
 * One move of a game record that could not be played, which move it is, and what is wrong.
 * Serializable, as {@link GameRecordException}, which carries it, is.
 *
 * @param move the move's number in the record, from 1
 * @param text the move as written
 * @param kind what kind of mistake this is
 * @param message a sentence that says all of the above, for example {@code move 4: (2,2) is already
 *     taken by X (move 1)}
 * @since 0.1.0
 */
public record MoveError(int move, String text, Kind kind, String message) implements Serializable {

  /**
   * Checks the invariants stated above: every part given, and the move numbered from 1.
   *
   * @throws IllegalArgumentException when {@code move} is less than 1
   */
  public MoveError {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(message, "message");
    if (move < 1) {
      throw new IllegalArgumentException("moves count from 1, got move " + move);
    }
  }

  /**
   * The kinds of mistake.
   *
   * @since 0.1.0
   */
  public enum Kind {
    /**
     * The move is not written as {@code row,column}, such as {@code 2,3} or {@code (2, 3)}, nor in
     * gomoku's coordinates, such as {@code h8} (see {@link GameRecord}).
     */
    MALFORMED("malformed"),
    /** The square is not on the board. */
    OFF_BOARD("off-board"),
    /** The game was already won or drawn before this move. */
    GAME_OVER("game-over"),
    /** The square already holds a mark. */
    TAKEN("taken");

    private final String code;

    Kind(String code) {
      this.code = code;
    }

    /** A stable, lower-case, hyphenated name for this kind, such as {@code off-board}. */
    public String getCode() {
      return code;
    }
  }

  /** The message. */
  @Override
  public String toString() {
    return message;
  }
}
