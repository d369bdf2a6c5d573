package dev.noughts.gomocup;

import dev.noughts.Player;
import dev.noughts.Proof;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * How a game of a {@link Match} ended: exactly one of {@link InARow}, {@link FullBoard}, {@link
 * Adjudicated} and {@link Forfeit}. The interface is sealed, so a {@code switch} over it is
 * exhaustive.
 *
 * @since 0.1.0
 */
public sealed interface GameEnd {
  /** Who won: null for a draw. */
  @Nullable Player winner();

  /**
   * A player made five (the win length) in a row.
   *
   * @param winner who did
   */
  record InARow(Player winner) implements GameEnd {
    /** Checks that the winner is given. */
    public InARow {
      Objects.requireNonNull(winner, "winner");
    }

    /** For example {@code X makes five in a row}. */
    @Override
    public String toString() {
      return winner + " makes five in a row";
    }
  }

  /** The board filled with no winner: a draw. */
  record FullBoard() implements GameEnd {
    @Override
    public @Nullable Player winner() {
      return null;
    }

    /** {@code draw: the board is full}. */
    @Override
    public String toString() {
      return "draw: the board is full";
    }
  }

  /**
   * The prover proved a forced win for one side, so the game was scored there.
   *
   * @param winner who wins by force
   * @param proof the proof, for the player to move: a {@link Proof.Win} or a {@link Proof.Loss}
   */
  record Adjudicated(Player winner, Proof proof) implements GameEnd {
    /** Checks that both are given and the proof is the winner's. */
    public Adjudicated {
      Objects.requireNonNull(winner, "winner");
      Objects.requireNonNull(proof, "proof");
      if (proof.getWinner() != winner) {
        throw new IllegalArgumentException("the proof " + proof + " is not a win of " + winner);
      }
    }

    /** For example {@code adjudicated: X wins by force: (7,9); line (7,9) (7,10) ...}. */
    @Override
    public String toString() {
      return "adjudicated: " + proof;
    }
  }

  /**
   * A player's engine did not answer with a legal move: a crash, a time-out, a move on a taken
   * square or off the board, anything {@link Fault} names. The game is lost for that player.
   *
   * @param loser the player whose engine failed
   * @param failure what it did
   */
  record Forfeit(Player loser, Reply.Failure failure) implements GameEnd {
    /** Checks that both are given. */
    public Forfeit {
      Objects.requireNonNull(loser, "loser");
      Objects.requireNonNull(failure, "failure");
    }

    @Override
    public Player winner() {
      return loser.getOpponent();
    }

    /** For example {@code O forfeits: TIMEOUT: no answer to the position: ...}. */
    @Override
    public String toString() {
      return loser + " forfeits: " + failure;
    }
  }
}
