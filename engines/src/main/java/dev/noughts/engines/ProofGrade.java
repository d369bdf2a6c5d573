package dev.noughts.engines;

/**
 * What a move is by proof alone, as {@link TacticsScore} grades it: a move in a position with
 * proved expectations ({@link ProvedMoves}), judged with the {@link dev.noughts.Prover}.
 *
 * <p>A scale of its own beside {@link Grade}, which scores moves against lists and the solver's
 * values in points: a proof grade has no points, and {@link #UNRESOLVED} (no miss, since nobody
 * knows the move is wrong) has no counterpart there. {@link EngineScore} counts a fixture's move
 * graded by proof as a best move (right), a move to avoid (losing) or neither (unresolved).
 *
 * @since 0.1.0
 */
public enum ProofGrade {
  /** A win kept or a threat met: not proved to lose, and on a win proved to keep it. */
  RIGHT("right", "right"),
  /**
   * On a win, a legal move proved neither to keep the win nor to lose within the budget: it may
   * keep the win by a line the prover does not find. Counted apart, and not a miss; a larger budget
   * may settle it.
   */
  UNRESOLVED("unresolved", "unresolved"),
  /** A move after which the opponent wins by force, as proved. */
  LOSING("losing", "losing"),
  /** A square that is marked already, or off the board. */
  ILLEGAL("illegal move", "illegal moves"),
  /** No move: the engine returned null. */
  NONE("missing move", "missing moves");

  private final String one;
  private final String many;

  ProofGrade(String one, String many) {
    this.one = one;
    this.many = many;
  }

  /** How a report counts moves of this grade: {@code 248 right}, {@code 1 illegal move}. */
  MoveTally.Noun noun() {
    return new MoveTally.Noun(one, many);
  }

  /** Whether the move is a proved miss: {@link #LOSING}, {@link #ILLEGAL} or {@link #NONE}. */
  public boolean isMiss() {
    return this == LOSING || this == ILLEGAL || this == NONE;
  }
}
