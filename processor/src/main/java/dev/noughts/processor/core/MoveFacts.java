package dev.noughts.processor.core;

import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Prover;
import dev.noughts.Solution;
import dev.noughts.Square;
import java.util.Objects;

/**
 * What each legal move of a position is proved to do for the player to move: by the exact solver's
 * {@link Solution} where it reaches, else by the {@link Prover}. The fixtures' {@code
 * winningMoves}, {@code losingMoves} and {@code onlyMoves} are checked against these facts alike,
 * whichever of the two proved them.
 */
interface MoveFacts {

  /** What the move does, as proved. */
  enum Kind {
    /** The move wins for the player to move. */
    WINS,
    /** After the move, the opponent wins by force. */
    LOSES,
    /** Neither is proved: a draw under perfect play, or beyond what the prover proved. */
    NEITHER
  }

  /**
   * One move's fact.
   *
   * @param kind what the move does
   * @param what the words that follow "it" in a message: {@code leads to a draw}, {@code is proved
   *     to lose (after it, O wins by force: ...)}
   */
  record Fact(Kind kind, String what) {}

  /** The fact of {@code move}, a legal move of the position. */
  Fact of(Square move);

  /** The facts as perfect play decides them. */
  static MoveFacts solved(Solution solution, Player mover) {
    return move -> {
      Solution.Move solved =
          solution.moves().stream()
              .filter(each -> each.square().equals(move))
              .findFirst()
              .orElseThrow(() -> new IllegalStateException(move + " is not a legal move"));
      Player winner = solved.value().getWinner();
      String what = "leads to " + ExpectationChecks.describe(solved.value(), solved.plies());
      if (winner == null) {
        return new Fact(Kind.NEITHER, what);
      }
      return new Fact(winner == mover ? Kind.WINS : Kind.LOSES, what);
    };
  }

  /** The facts as {@code prover} proves them, one proof per move asked about. */
  static MoveFacts proved(Prover prover, Position position) {
    Objects.requireNonNull(position.getNextPlayer(), "a game in progress");
    return new ProvedMoveFacts(prover, position);
  }
}
