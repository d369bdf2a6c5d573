package dev.noughts.gomocup;

import dev.noughts.PlayedGame;
import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Proof;
import dev.noughts.Prover;
import dev.noughts.Square;
import dev.noughts.Verdict;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** One game of a match, played between two engines from an opening, and how it ended. */
final class GamePlay {
  private final @Nullable Prover adjudicator;
  private final @Nullable GameClock clock;

  /**
   * A game player that adjudicates with {@code adjudicator}, or never when it is null, and runs
   * each player's {@code clock}, if any.
   */
  GamePlay(@Nullable Prover adjudicator, @Nullable GameClock clock) {
    this.adjudicator = adjudicator;
    this.clock = clock;
  }

  /** What one game gave: its moves and how it ended. */
  record Played(List<Square> moves, GameEnd end) {}

  /**
   * Plays {@code opening} on: X's moves by {@code x}, O's by {@code o}, until five in a row, a full
   * board, a proved forced win, or an engine's failure.
   */
  Played play(PlayedGame opening, PiskvorkEngine x, PiskvorkEngine o) {
    List<Square> moves = new ArrayList<>(opening.getMoves());
    Position position = opening.getPosition();
    boolean provable = adjudicator != null && Prover.whyUnprovable(position).isEmpty();
    Duration[] left = new Duration[2]; // each player's clock, X's then O's
    Arrays.fill(left, clock == null ? Duration.ZERO : clock.perGame());
    while (true) {
      GameEnd end = ending(position, provable);
      if (end != null) {
        return new Played(moves, end);
      }
      Player mover = position.getNextPlayer();
      if (mover == null) {
        throw new IllegalStateException("no player to move in " + position); // over, judged above
      }
      PiskvorkEngine engine = mover == Player.X ? x : o;
      Reply reply;
      if (clock == null) {
        reply = engine.play(position);
      } else {
        int side = mover.ordinal();
        if (left[side].isZero()) {
          return new Played(
              moves,
              new GameEnd.Forfeit(
                  mover,
                  new Reply.Failure(
                      Fault.TIMEOUT,
                      mover + "'s clock ran out: no time left of its " + clock + " for the game")));
        }
        long start = System.nanoTime();
        reply = engine.play(position, clock.perGame(), left[side]);
        Duration used = Duration.ofNanos(System.nanoTime() - start);
        Duration rest = left[side].minus(used);
        left[side] = rest.isNegative() ? Duration.ZERO : rest;
        left[side] = left[side].plus(clock.increment());
      }
      if (reply instanceof Reply.Move move) {
        moves.add(move.square());
        position = position.play(move.square());
      } else if (reply instanceof Reply.Failure failure) {
        return new Played(moves, new GameEnd.Forfeit(mover, failure));
      } else {
        String message = reply instanceof Reply.Declined declined ? declined.message() : "";
        return new Played(
            moves,
            new GameEnd.Forfeit(
                mover,
                new Reply.Failure(
                    Fault.ERROR, "the engine declined a game in progress: ERROR " + message)));
      }
    }
  }

  /** How the game ends at {@code position}, or null while it goes on. */
  private @Nullable GameEnd ending(Position position, boolean provable) {
    Verdict verdict = position.getVerdict();
    if (verdict instanceof Verdict.Win win) {
      return new GameEnd.InARow(win.winner());
    }
    if (verdict instanceof Verdict.Draw) {
      return new GameEnd.FullBoard();
    }
    if (provable && adjudicator != null) {
      Proof proof = adjudicator.prove(position);
      Player winner = proof.getWinner();
      if (winner != null) {
        return new GameEnd.Adjudicated(winner, proof);
      }
    }
    return null;
  }
}
