package dev.noughts;

/**
 * A reason why a position cannot arise in legal play (X moves first, the players alternate, and
 * nobody moves after a win). Each has a stable {@linkplain #getCode() code} for tools and scripts.
 */
public enum Problem {
  /** O has more marks than X, but X moves first. */
  O_MORE_THAN_X("o-more-than-x"),
  /** X has two or more marks more than O, but the players alternate. */
  X_TOO_FAR_AHEAD("x-too-far-ahead"),
  /** Both players have a winning line, but play stops at the first win. */
  BOTH_WON("both-won"),
  /** X has a winning line, so X moved last, but X does not have exactly one mark more than O. */
  X_WON_OUT_OF_TURN("x-won-out-of-turn"),
  /** O has a winning line, so O moved last, but O does not have as many marks as X. */
  O_WON_OUT_OF_TURN("o-won-out-of-turn"),
  /**
   * No single last move can have completed every winning line of a player at once: the lines share
   * no cell. Under the classic rules only boards of 4 x 4 and larger can show this alone. With a
   * win length k the same problem also covers a winning line of 2k cells or more (one move joins at
   * most two runs of k - 1 into one of 2k - 1) and lines that meet only in a cell whose removal
   * would still leave k in a row; the message says which.
   */
  SEPARATE_WINNING_LINES("separate-winning-lines");

  private final String code;

  Problem(String code) {
    this.code = code;
  }

  /** A stable, lower-case, hyphenated name for this problem, such as {@code o-more-than-x}. */
  public String getCode() {
    return code;
  }
}
