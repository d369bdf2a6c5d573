package dev.noughts;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What one move of the player to move does, as {@link Prover#judge} proves it: it {@link Wins}
 * (keeps a forced win), it {@link Loses} (the opponent then wins by force), or it is {@link
 * Unproven}. Each keeps the proof it rests on, checked as every proof of the prover is.
 *
 * <p>Kotlin reads the three as a sealed hierarchy: {@code when (judged) { is MoveProof.Wins -> ...
 * }}.
 *
 * @since 0.1.0
 */
public sealed interface MoveProof {
  /** The move judged. */
  Square getMove();

  /**
   * The proof the judgement rests on: see each kind; null where the rules alone decide (a move that
   * makes k in a row, or fills the last cell).
   */
  @Nullable Proof getProof();

  /**
   * The move keeps a forced win for its player: it makes k in a row ({@link #getProof()} null), or
   * after it the opponent is proved to lose ({@code getProof()} that {@link Proof.Loss}), or the
   * position's own proof proves it to win ({@code getProof()} that {@link Proof.Win}, which lists
   * the move: the opponent's every reply after it may be more than the budget proves, where the
   * winner's threats are not).
   *
   * @since 0.1.0
   */
  final class Wins implements MoveProof {
    private final Square move;
    private final @Nullable Proof proof;

    Wins(Square move, @Nullable Proof proof) {
      this.move = move;
      this.proof = proof;
    }

    @Override
    public Square getMove() {
      return move;
    }

    @Override
    public @Nullable Proof getProof() {
      return proof;
    }

    /** Whether the move makes k in a row at once. */
    public boolean isImmediate() {
      return proof == null;
    }

    /**
     * {@code (8,6) wins: k in a row}, {@code (8,6) wins: after it, O wins by force whatever X
     * plays: line ...}, or {@code (8,6) wins: X wins by force: (8,6) (8,10); line ...}.
     */
    @Override
    public String toString() {
      Proof shown = proof;
      return move
          + " wins: "
          + (shown == null
              ? "k in a row"
              : shown instanceof Proof.Loss ? "after it, " + shown : shown.toString());
    }
  }

  /**
   * The move loses by force: after it the opponent is proved to win ({@link #getProof()} that
   * {@link Proof.Win}), or, under {@link Rule#RENJU}, it is a foul: X's move onto a {@linkplain
   * Position#getForbiddenPoints() forbidden point}, which loses by the rules ({@link #getFoul()}
   * its reason, {@code getProof()} null).
   *
   * @since 0.1.0
   */
  final class Loses implements MoveProof {
    private final Square move;
    private final Proof.@Nullable Win proof;
    private final @Nullable Forbidden foul;

    Loses(Square move, Proof.Win proof) {
      this.move = move;
      this.proof = Objects.requireNonNull(proof);
      this.foul = null;
    }

    Loses(Square move, Forbidden foul) {
      this.move = move;
      this.proof = null;
      this.foul = Objects.requireNonNull(foul);
    }

    @Override
    public Square getMove() {
      return move;
    }

    /** The opponent's win after the move; null for a {@linkplain #getFoul() foul}. */
    @Override
    public Proof.@Nullable Win getProof() {
      return proof;
    }

    /** Why the move is forbidden, when it is a foul under renju; else null. */
    public @Nullable Forbidden getFoul() {
      return foul;
    }

    /**
     * {@code (1,1) loses: after it, O wins by force: (4,4); line ...}, or {@code (8,8) loses: a
     * foul, X may not make a double three}.
     */
    @Override
    public String toString() {
      return move
          + " loses: "
          + (foul != null ? "a foul, X may not make a " + foul : "after it, " + proof);
    }
  }

  /**
   * Neither is proved: after the move nothing is ({@link #getProof()} that {@link
   * Proof.NotProven}), or the move fills the board's last cell, a draw ({@code getProof()} null).
   *
   * @since 0.1.0
   */
  final class Unproven implements MoveProof {
    private final Square move;
    private final Proof.@Nullable NotProven proof;

    Unproven(Square move, Proof.@Nullable NotProven proof) {
      this.move = move;
      this.proof = proof;
    }

    @Override
    public Square getMove() {
      return move;
    }

    @Override
    public Proof.@Nullable NotProven getProof() {
      return proof;
    }

    /** Whether the move fills the board's last cell: a draw, which no proof is needed for. */
    public boolean isDraw() {
      return proof == null;
    }

    /**
     * {@code (7,7) is not proved to win or lose: after it, not proven within 200,000 nodes}, or
     * {@code (3,3) fills the last cell, a draw}.
     */
    @Override
    public String toString() {
      Proof.NotProven shown = proof;
      return shown == null
          ? move + " fills the last cell, a draw"
          : move + " is not proved to win or lose: after it, " + shown;
    }
  }
}
