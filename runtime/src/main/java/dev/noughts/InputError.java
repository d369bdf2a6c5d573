package dev.noughts;

import org.jspecify.annotations.Nullable;

/**
 * One thing wrong with a board's notation, where it is, and what would be right.
 *
 * @param kind what kind of mistake this is
 * @param row the row it is in, from 1; {@code null} when it concerns the whole board
 * @param cell the cell within the row, from 1, counting cells only (not spaces); {@code null} when
 *     it concerns a whole row or the whole board
 * @param part which of the strings given to the parser holds the row, from 0 (the notation may be
 *     given as one string, or as several such as one per row); {@code null} exactly when {@code
 *     row} is
 * @param message a sentence that says all of the above, for example {@code row 2, cell 3: '#' is
 *     not X, O or -}
 */
public record InputError(
    Kind kind,
    @Nullable Integer row,
    @Nullable Integer cell,
    @Nullable Integer part,
    String message) {

  /** The kinds of mistake. */
  public enum Kind {
    /** There is no row at all. */
    EMPTY("empty"),
    /** More rows than the largest board, 1000 x 1000, has. */
    TOO_MANY_ROWS("too-many-rows"),
    /** Not the number of rows the board must have. */
    ROW_COUNT("row-count"),
    /** A row does not have as many cells as the board has rows. */
    ROW_LENGTH("row-length"),
    /** A character that is not {@code X}, {@code O} or {@code -} (nor {@code x}, {@code o}). */
    CHARACTER("character");

    private final String code;

    Kind(String code) {
      this.code = code;
    }

    /** A stable, lower-case, hyphenated name for this kind, such as {@code row-length}. */
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
