package dev.noughts;

/**
 * One of the two players. X always moves first.
 *
 * @since 0.1.0
 */
public enum Player {
  X,
  O;

  /** The other player. */
  public Player getOpponent() {
    return this == X ? O : X;
  }

  /** The mark this player leaves on a cell. */
  public Cell getMark() {
    return this == X ? Cell.X : Cell.O;
  }

  /** The cell code (1 or 2) of this player's mark. */
  int code() {
    return getMark().getCode();
  }
}
