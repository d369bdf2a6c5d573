package dev.noughts;

/**
 * What one cell of a {@link Position} holds.
 *
 * @since 0.1.0
 */
public enum Cell {
  /** No mark yet; written {@code -} in the notation and 0 in arrays. */
  EMPTY('-', 0),
  /** X's mark; written {@code X} in the notation and 1 in arrays. */
  X('X', 1),
  /** O's mark; written {@code O} in the notation and 2 in arrays. */
  O('O', 2);

  private static final Cell[] BY_CODE = {EMPTY, X, O};

  private final char symbol;
  private final int code;

  Cell(char symbol, int code) {
    this.symbol = symbol;
    this.code = code;
  }

  /** The character that stands for this cell in the notation: {@code -}, {@code X} or {@code O}. */
  public char getSymbol() {
    return symbol;
  }

  /** The number that stands for this cell in {@code int[][]} boards: 0, 1 or 2. */
  public int getCode() {
    return code;
  }

  /** The cell for code 0, 1 or 2. */
  static Cell ofCode(int code) {
    return BY_CODE[code];
  }
}
