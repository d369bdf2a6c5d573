package dev.noughts.gomocup;

import dev.noughts.Square;
import java.util.Objects;

/**
 * What an engine process made of one position: exactly one of {@link Move}, {@link Declined} and
 * {@link Failure}. The interface is sealed, so a {@code switch} over it is exhaustive.
 *
 * @since 0.1.0
 */
public sealed interface Reply {

  /**
   * A legal move, in noughts' numbering: the protocol's {@code x,y} is the square in row {@code y +
   * 1}, column {@code x + 1}.
   *
   * @param square the square the engine marks
   */
  record Move(Square square) implements Reply {
    /** Checks that {@code square} is given. */
    public Move {
      Objects.requireNonNull(square, "square");
    }
  }

  /**
   * The right answer to a finished game: the engine said {@code ERROR} rather than move.
   *
   * @param message what the engine wrote after {@code ERROR}, maybe empty
   */
  record Declined(String message) implements Reply {
    /** Checks that {@code message} is given. */
    public Declined {
      Objects.requireNonNull(message, "message");
    }
  }

  /**
   * The engine did not answer with a legal move.
   *
   * @param fault what kind of failure
   * @param message what happened, in a sentence a person can act on: what the engine wrote or how
   *     its process ended (with the tail of its standard error), and what noughts did about it
   */
  record Failure(Fault fault, String message) implements Reply {
    /** Checks that both are given. */
    public Failure {
      Objects.requireNonNull(fault, "fault");
      Objects.requireNonNull(message, "message");
    }

    /**
     * For example {@code TIMEOUT: no answer to the position: timed out after 1,500 ms (limit 1,000
     * + tolerance 500); the process was killed}.
     */
    @Override
    public String toString() {
      return fault + ": " + message;
    }
  }
}
