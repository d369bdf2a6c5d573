package dev.noughts.engines;

import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Square;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One position of a tactics suite with what the {@link dev.noughts.Prover} proved of it: for a
 * {@linkplain Kind#WIN_BY_FOURS win}, the first moves proved to win and a winning line; for a
 * {@linkplain Kind#DEFENCE defence}, the only moves not proved to lose (every other move was proved
 * to lose). One line of a suite file, as {@link #toString()} writes it and {@link TacticsSuite}
 * reads it.
 *
 * @since 0.1.0
 */
public final class Tactic {

  /** What the player to move has, as proved. */
  public enum Kind {
    /** A win by fours alone (a VCF): every reply of the loser's is forced. */
    WIN_BY_FOURS("wins by fours"),
    /** A win that needs threes (a VCT), no win by fours having been found. */
    WIN_BY_THREES("wins by threes"),
    /**
     * A threat to meet: every move but the listed ones was proved to lose, and the player to move
     * has no proved win.
     */
    DEFENCE("must defend");

    private final String words;

    Kind(String words) {
      this.words = words;
    }

    /** Whether the player to move wins: a win by fours or by threes. */
    public boolean isWin() {
      return this != DEFENCE;
    }

    /** As a suite file writes it after the player: {@code wins by fours}. */
    @Override
    public String toString() {
      return words;
    }
  }

  private final Position position;
  private final Kind kind;
  private final List<Square> moves;
  private final List<Square> line;

  Tactic(Position position, Kind kind, List<Square> moves, List<Square> line) {
    this.position = position;
    this.kind = kind;
    this.moves = List.copyOf(moves);
    this.line = List.copyOf(line);
  }

  /** The position, with its win length; a game in progress. */
  public Position getPosition() {
    return position;
  }

  /** The player to move. */
  public Player getPlayer() {
    return Objects.requireNonNull(position.getNextPlayer());
  }

  /** Whether the player to move wins by fours, by threes, or must defend. */
  public Kind getKind() {
    return kind;
  }

  /**
   * For a win, the first moves proved to win (another move may win without being listed); for a
   * defence, the only moves not proved to lose. Row by row from the top; at least one.
   */
  public List<Square> getMoves() {
    return moves;
  }

  /**
   * For a win, a principal line: from a winning move, both players' moves in turn to the win. Empty
   * for a defence, whose refutations depend on the move tried.
   */
  public List<Square> getLine() {
    return line;
  }

  /**
   * The suite line: {@code <board>; k 5; X wins by fours; moves (8,9); line (8,9) (8,10) ...}, the
   * board's rows top to bottom separated by {@code /}.
   */
  @Override
  public String toString() {
    return TacticsFormat.write(this);
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof Tactic that
        && position.equals(that.position)
        && kind == that.kind
        && moves.equals(that.moves)
        && line.equals(that.line);
  }

  @Override
  public int hashCode() {
    return Objects.hash(position, kind, moves, line);
  }
}
