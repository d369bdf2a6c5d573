package dev.noughts;

/**
 * Why a point is forbidden to X (black) under {@link Rule#RENJU}, by the definitions of the Renju
 * International Federation (RIF):
 *
 * <ul>
 *   <li>a <em>five</em> is exactly five stones in an unbroken row; a move that makes a five is
 *       never forbidden, whatever else it makes;
 *   <li>a <em>four</em> is a row of five cells holding four black stones and no white one, whose
 *       empty cell would make a five; a <em>straight four</em> is four stones in an unbroken row
 *       whose both ends would make a five, and it is one four;
 *   <li>a <em>three</em> is a row that one more black stone turns into a straight four, that stone
 *       being itself not forbidden (the rule is recursive: the point that would make the straight
 *       four is judged with the three's stone on the board).
 * </ul>
 *
 * A move forms a four or a three when the new stone is one of its stones; in one line it forms at
 * most one three, and no three where it forms a four. When a move is forbidden for several reasons,
 * the first of {@link #OVERLINE}, {@link #DOUBLE_FOUR}, {@link #DOUBLE_THREE} is given.
 *
 * @since 0.1.0
 */
public enum Forbidden {
  /** The move forms two or more threes (in two or more lines), and no five. */
  DOUBLE_THREE("double three"),
  /** The move forms two or more fours (in one line or several), and no five. */
  DOUBLE_FOUR("double four"),
  /** The move makes six or more black stones in an unbroken row, and no five. */
  OVERLINE("overline");

  private final String description;

  Forbidden(String description) {
    this.description = description;
  }

  /** The reason in words: {@code double three}, {@code double four} or {@code overline}. */
  public String getDescription() {
    return description;
  }

  @Override
  public String toString() {
    return description;
  }
}
