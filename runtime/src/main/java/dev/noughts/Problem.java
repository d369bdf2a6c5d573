package dev.noughts;

/**
 * A reason why a position cannot arise in legal play (X moves first, the players alternate, and
 * nobody moves after a win). Each has a stable {@linkplain #getCode() code} for tools and scripts.
 *
 * @since 0.1.0
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
   * The winner's lines share no cell, so no single last move can have completed them all at once.
   * Under the classic rules only boards of 4 x 4 and larger can show this alone; with a win length
   * k, two runs on one line or anywhere apart show it too.
   */
  SEPARATE_WINNING_LINES("separate-winning-lines"),
  /**
   * With a win length k, a winning line has 2k cells or more, but one move joins at most two runs
   * of k - 1 into one of 2k - 1: a mark must come off that line (never under the classic rules).
   */
  WINNING_LINE_TOO_LONG("winning-line-too-long"),
  /**
   * With a win length k, the winner's lines meet in one cell, but that mark cannot have been the
   * last move: without it the winner would still have k in a row (the lines cross away from the
   * middle of a long run). Never under the classic rules.
   */
  MEETING_CELL_NOT_LAST("meeting-cell-not-last");

  private final String code;

  Problem(String code) {
    this.code = code;
  }

  /** A stable, lower-case, hyphenated name for this problem, such as {@code o-more-than-x}. */
  public String getCode() {
    return code;
  }
}
