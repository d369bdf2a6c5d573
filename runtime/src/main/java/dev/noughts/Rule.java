package dev.noughts;

/**
 * The rule set that says which runs win: the three rule sets of the gomoku family that Gomocup
 * plays. Every position has one; {@link #FREE_STYLE} unless {@link Position#withRule(Rule)} chose
 * another.
 *
 * <ul>
 *   <li>{@link #FREE_STYLE}: k or more in a row wins, for both players (Gomocup rule 0).
 *   <li>{@link #EXACTLY_K}: exactly k in a row wins, for both players; a run longer than k (an
 *       <em>overline</em>) does not win and does not end the game (Gomocup rule 1, "standard").
 *       With k = 1 it is free-style: the first mark wins either way.
 *   <li>{@link #RENJU}: on a 15 x 15 board with five to win only. X is black and moves first: X
 *       wins with exactly five and may not move onto a {@linkplain Position#getForbiddenPoints()
 *       forbidden point} (a double three, a double four or an overline), on pain of losing; O is
 *       white and wins with five or more (Gomocup rule 4).
 * </ul>
 *
 * @since 0.1.0
 */
public enum Rule {
  /** k or more in a row wins, for both players: the rule of every position by default. */
  FREE_STYLE("free-style"),
  /** Exactly k in a row wins, for both players; a longer run does not win. */
  EXACTLY_K("exactly k"),
  /**
   * Renju, on 15 x 15 with five to win: X (black) must make exactly five and may not move onto a
   * forbidden point; O (white) wins with five or more.
   */
  RENJU("renju");

  private final String description;

  Rule(String description) {
    this.description = description;
  }

  /**
   * Whether only a run of exactly k wins for the player of {@code code} (1 for X, 2 for O): a
   * longer run does not.
   */
  boolean winsByExactlyK(int code) {
    return this == EXACTLY_K || (this == RENJU && code == 1);
  }

  /** Whether the player of {@code code} may not move onto a forbidden point: X under renju. */
  boolean hasForbiddenPoints(int code) {
    return this == RENJU && code == 1;
  }

  /** How messages name the rule: {@code free-style}, {@code exactly k}, {@code renju}. */
  public String getDescription() {
    return description;
  }

  @Override
  public String toString() {
    return description;
  }
}
