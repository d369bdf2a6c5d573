package dev.noughts;

import java.io.Serializable;
import java.util.Objects;
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
 * @since 0.1.0
 */
public record InputError(
    Kind kind,
    @Nullable Integer row,
    @Nullable Integer cell,
    @Nullable Integer part,
    String message)
    implements Serializable {

  /**
   * Checks the invariants stated above; the parser's factories, one per kind of place, meet them by
   * construction.
   *
   * @throws IllegalArgumentException when a number is out of range, or {@code part} is given
   *     without {@code row} or the other way round, or {@code cell} without {@code row}
   */
  public InputError {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(message, "message");
    if ((row == null) != (part == null)) {
      throw new IllegalArgumentException(
          "row and part are given together or not at all, got row " + row + " and part " + part);
    }
    if (cell != null && row == null) {
      throw new IllegalArgumentException("a cell (" + cell + ") needs its row");
    }
    if ((row != null && row < 1) || (cell != null && cell < 1) || (part != null && part < 0)) {
      throw new IllegalArgumentException(
          "rows and cells count from 1 and parts from 0, got row "
              + row
              + ", cell "
              + cell
              + ", part "
              + part);
    }
  }

  /** A mistake that concerns the whole board, such as having no rows. */
  static InputError ofBoard(Kind kind, String message) {
    return new InputError(kind, null, null, null, message);
  }

  /** A mistake in a whole row, from 1, given in part {@code part} (from 0) of the input. */
  static InputError ofRow(Kind kind, int row, int part, String message) {
    return new InputError(kind, row, null, part, message);
  }

  /** A mistake in one cell, from 1, of a row, from 1, given in part {@code part} (from 0). */
  static InputError ofCell(Kind kind, int row, int cell, int part, String message) {
    return new InputError(kind, row, cell, part, message);
  }

  /**
   * The kinds of mistake.
   *
   * @since 0.1.0
   */
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
