package dev.noughts.gomocup;

import dev.noughts.PlayedGame;
import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Proof;
import dev.noughts.Prover;
import dev.noughts.Square;
import dev.noughts.Verdict;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** One game of a match, played between two engines from an opening, and how it ended. */
final class GamePlay {
  private final @Nullable Prover adjudicator;

  /** A game player that adjudicates with {@code adjudicator}, or never when it is null. */
  GamePlay(@Nullable Prover adjudicator) {
    this.adjudicator = adjudicator;
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
    while (true) {
      GameEnd end = ending(position, provable);
      if (end != null) {
        return new Played(moves, end);
      }
      Player mover = position.getNextPlayer();
      if (mover == null) {
        throw new IllegalStateException("no player to move in " + position); // over, judged above
      }
      Reply reply = (mover == Player.X ? x : o).play(position);
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
