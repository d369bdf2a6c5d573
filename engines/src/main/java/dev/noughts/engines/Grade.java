package dev.noughts.engines;

import dev.noughts.Position;
import dev.noughts.Square;
import org.jspecify.annotations.Nullable;

/**
 * What an engine's move in one position was, as {@link EngineScore} and {@link EngineSweep} grade
 * it. A score grades a move against a fixture's best moves and moves to avoid ({@link #BEST},
 * {@link #OTHER}, {@link #AVOIDED}); a sweep against perfect play ({@link #BEST}, {@link #WORSE}).
 * Both grade a move that is not legal {@link #ILLEGAL}, and no move at all (null) {@link #NONE}.
 *
 * <p>{@link TacticsScore} judges by proof alone, on a scale of its own ({@link ProofGrade}): a
 * score earns points against lists, where a tactic is a miss or not by proof, and an unresolved
 * move has no place here. A fixture's move graded by proof is counted on this scale as a best move,
 * a move to avoid, or neither.
 *
 * @since 0.1.0
 */
public enum Grade {
  /** A best move: +1 in a score. */
  BEST(1, "best move", "best moves"),
  /** In a score, neither a best move nor a move to avoid: 0. */
  OTHER(0, "other move", "other moves"),
  /** In a score, a move to avoid: -1. */
  AVOIDED(-1, "move to avoid", "moves to avoid"),
  /** In a sweep, a legal move that is not a best one: it gives away a win or a draw. */
  WORSE(0, "worse move", "worse moves"),
  /** A move that is not legal here: 0, and a failure. */
  ILLEGAL(0, "illegal move", "illegal moves"),
  /** No move: the engine returned null (a "missing move" in a report): 0, and a failure. */
  NONE(0, "missing move", "missing moves");

  private final int points;
  private final String one;
  private final String many;

  Grade(int points, String one, String many) {
    this.points = points;
    this.one = one;
    this.many = many;
  }

  /** The points it earns in a score: +1, 0 or -1. */
  public int getPoints() {
    return points;
  }

  /** Whether the engine failed to give a legal move: {@link #ILLEGAL} or {@link #NONE}. */
  public boolean isIllegal() {
    return this == ILLEGAL || this == NONE;
  }

  /** How a report counts moves of this grade: {@code 1 best move}, {@code 2 best moves}. */
  MoveTally.Noun noun() {
    return new MoveTally.Noun(one, many);
  }

  /**
   * How a score counts a move graded by proof ({@link ProvedMoves}, {@link ProofGrade}): a right
   * move is a best move, a losing move a move to avoid, an unresolved move neither ({@link
   * #OTHER}); an illegal move and no move stay what they are. The one place where the two scales
   * meet.
   */
  static Grade ofProof(ProofGrade grade) {
    return switch (grade) {
      case RIGHT -> BEST;
      case UNRESOLVED -> OTHER;
      case LOSING -> AVOIDED;
      case ILLEGAL -> ILLEGAL;
      case NONE -> NONE;
    };
  }

  /**
   * {@link #NONE} for no move, {@link #ILLEGAL} for a move that is not legal in {@code position},
   * or null for a legal move, which the score or the sweep grades.
   */
  static @Nullable Grade ofUnplayable(Position position, @Nullable Square move) {
    if (move == null) {
      return NONE;
    }
    return position.getLegalMoves().contains(move) ? null : ILLEGAL;
  }
}
