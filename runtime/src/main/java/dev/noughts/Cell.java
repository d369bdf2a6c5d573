package dev.noughts;

/** What one cell of a {@link Position} holds. */
public enum Cell {
  /** No mark yet; written {@code -} in the notation and 0 in arrays. */
  EMPTY('-'),
  /** X's mark; written {@code X} in the notation and 1 in arrays. */
  X('X'),
  /** O's mark; written {@code O} in the notation and 2 in arrays. */
  O('O');

  private static final Cell[] BY_CODE = values();

  private final char symbol;

  Cell(char symbol) {
    this.symbol = symbol;
  }

  /** The character that stands for this cell in the notation: {@code -}, {@code X} or {@code O}. */
  public char getSymbol() {
    return symbol;
  }

  /** The number that stands for this cell in {@code int[][]} boards: 0, 1 or 2. */
  public int getCode() {
    return ordinal();
  }

  /** The cell for code 0, 1 or 2. */
  static Cell ofCode(int code) {
    return BY_CODE[code];
  }
}
