package dev.noughts;

/**
 * The threat questions {@link Threats} asks of a board, whoever answers them: {@link ThreatScan},
 * reading lines afresh and allocating nothing that grows with the board (free-style), or {@link
 * ThreatBoard}, keeping counts per window and knowing every rule. Cells are numbered {@code row *
 * columns + column} from 0, players by their codes, 1 and 2; each question as the two define it.
 */
interface ThreatQueries {
  int cellCount();

  int columns();

  boolean isEmpty(int cell);

  /** Whether {@code player}'s mark on the empty {@code cell} makes a winning run by the rule. */
  boolean completes(int player, int cell);

  int firstWinningCell(int player);

  int winningCellCountUpToTwo(int player);

  boolean isFour(int player, int cell);

  boolean isDoubleFour(int player, int cell);

  boolean isDoubleFourDespite(int player, int cell, int blocked);

  boolean isThree(int player, int cell);

  /**
   * Whether {@code a} and {@code b} lie on one row, column or diagonal, at most k - 1 cells apart.
   */
  boolean aligned(int a, int b);

  /** Whether {@code player} may move onto the empty {@code cell}: X may not onto renju's fouls. */
  boolean isLegal(int player, int cell);

  /** Whether only a run of exactly k wins for {@code player}. */
  boolean winsByExactlyK(int player);

  /** Whether the board is played under renju. */
  boolean isRenju();

  /** Puts {@code player}'s mark on the empty {@code cell}, until {@link #undo}. */
  void play(int cell, int player);

  /** Takes back the mark on {@code cell}, the last one played. */
  void undo(int cell);
}
