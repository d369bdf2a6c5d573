package dev.noughts.engines;

import dev.noughts.Fixture;
import dev.noughts.Position;
import dev.noughts.Square;
import java.util.List;
import java.util.Objects;

/**
 * A position with proved expectations of its player to move: the moves proved to win, the only
 * moves that do not lose (every other legal move was proved to lose), and moves proved to lose. A
 * fixture's {@code winningMoves}, {@code onlyMoves} and {@code losingMoves} ({@link #of(Fixture)})
 * and a suite's {@link Tactic} ({@link #of(Tactic)}: a win's moves are winning moves, a defence's
 * the only moves) are the same thing, and one judge grades a move in either ({@link ProofGrade}):
 * {@link TacticsScore} in a tactic, {@link EngineScore} in a fixture that lists moves proved to
 * win.
 *
 * @param position the position, with its player to move
 * @param winningMoves the moves proved to win; empty when none is listed
 * @param onlyMoves the moves that do not lose, every other legal move proved to lose; empty when
 *     none is listed
 * @param losingMoves moves proved to lose; empty when none is listed
 * @since 0.1.0
 */
public record ProvedMoves(
    Position position,
    List<Square> winningMoves,
    List<Square> onlyMoves,
    List<Square> losingMoves) {

  /** Copies the lists into unmodifiable ones. */
  public ProvedMoves {
    Objects.requireNonNull(position, "position");
    winningMoves = List.copyOf(winningMoves);
    onlyMoves = List.copyOf(onlyMoves);
    losingMoves = List.copyOf(losingMoves);
  }

  /** The moves {@code fixture} lists as proved: its winning, only and losing moves. */
  public static ProvedMoves of(Fixture fixture) {
    return new ProvedMoves(
        fixture.position(), fixture.winningMoves(), fixture.onlyMoves(), fixture.losingMoves());
  }

  /**
   * What {@code tactic} proves: a win's moves as the winning moves, a defence's as the only moves.
   */
  public static ProvedMoves of(Tactic tactic) {
    List<Square> moves = tactic.getMoves();
    return tactic.getKind().isWin()
        ? new ProvedMoves(tactic.getPosition(), moves, List.of(), List.of())
        : new ProvedMoves(tactic.getPosition(), List.of(), moves, List.of());
  }

  /** Whether the player to move is proved to win: some winning move is listed. */
  public boolean isWin() {
    return !winningMoves.isEmpty();
  }

  /** Whether any move is listed as proved: to win, as an only move, or to lose. */
  public boolean isEmpty() {
    return winningMoves.isEmpty() && onlyMoves.isEmpty() && losingMoves.isEmpty();
  }
}
