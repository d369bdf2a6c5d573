package dev.noughts;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * What the {@link Prover} found for the player to move: a {@link Win} proved for that player, a
 * {@link Loss} (the opponent wins whatever that player does), or {@link NotProven}. A win or loss
 * is a proof: it holds against every defence, and was replayed against every defence by a checker
 * that shares none of the search's pruning before it was reported. Never a guess.
 *
 * <p>Kotlin reads the three as a sealed hierarchy: {@code when (proof) { is Proof.Win -> ... }}.
 *
 * @since 0.1.0
 */
public sealed interface Proof {

  /**
   * The nodes the search made, by every phase: at most the {@linkplain Prover#getBudget budget}.
   */
  long getNodes();

  /**
   * Who wins by force, as proved: the player to move for a {@link Win}, the opponent for a {@link
   * Loss}; null for {@link NotProven}, which proves nothing. The one question a caller asks of any
   * proof, without a case for each kind.
   */
  @Nullable Player getWinner();

  /**
   * The player to move wins by force.
   *
   * @since 0.1.0
   */
  final class Win implements Proof {
    private final Player winner;
    private final List<Square> winningMoves;
    private final List<Square> line;
    private final boolean byFours;
    private final long nodes;

    Win(Player winner, List<Square> winningMoves, List<Square> line, boolean byFours, long nodes) {
      this.winner = winner;
      this.winningMoves = List.copyOf(winningMoves);
      this.line = List.copyOf(line);
      this.byFours = byFours;
      this.nodes = nodes;
    }

    /** The player to move, who wins. */
    @Override
    public Player getWinner() {
      return winner;
    }

    /**
     * The first moves proved to win, row by row from the top; at least one. From {@link
     * Prover#prove}, the first one proved (every move that makes k in a row at once, when there is
     * one); from {@link Prover#proveEveryWinningMove}, every one the budget allowed to settle.
     * Either way another move may win too without being listed.
     */
    public List<Square> getWinningMoves() {
      return winningMoves;
    }

    /**
     * A principal line: from the first winning move, both players' moves in turn to the winner's k
     * in a row, the loser's replies those that hold out longest. Its size is the plies to the win.
     */
    public List<Square> getLine() {
      return line;
    }

    /**
     * Whether the win is by fours alone (a VCF): every move of the winner's, against every defence,
     * leaves a winning cell, so every reply of the loser's is forced. False when the proof needs
     * threes as well (a VCT), whose answers leave the loser more choice.
     */
    public boolean isByFours() {
      return byFours;
    }

    @Override
    public long getNodes() {
      return nodes;
    }

    /** For example {@code X wins by force: (8,9) (7,10); line (8,9) (8,10) (7,10) ...}. */
    @Override
    public String toString() {
      return winner + " wins by force: " + squares(winningMoves) + "; line " + squares(line);
    }
  }

  /**
   * The player to move loses by force: the opponent wins after every move.
   *
   * @since 0.1.0
   */
  final class Loss implements Proof {
    private final Player winner;
    private final List<Square> line;
    private final long nodes;

    Loss(Player winner, List<Square> line, long nodes) {
      this.winner = winner;
      this.line = List.copyOf(line);
      this.nodes = nodes;
    }

    /** The opponent of the player to move, who wins whatever that player does. */
    @Override
    public Player getWinner() {
      return winner;
    }

    /**
     * A principal line: the loser's move that holds out longest, then both players' moves in turn
     * to the winner's k in a row.
     */
    public List<Square> getLine() {
      return line;
    }

    @Override
    public long getNodes() {
      return nodes;
    }

    /** For example {@code O wins by force whatever X plays: line (1,1) (8,9) ...}. */
    @Override
    public String toString() {
      return winner
          + " wins by force whatever "
          + winner.getOpponent()
          + " plays: line "
          + squares(line);
    }
  }

  /**
   * Neither a win nor a loss is proved. Not a draw: the position may be won by moves the prover
   * does not search (it searches fours and threes, and {@linkplain Prover#withVcfThreats() VCF
   * threats} when asked), or within a larger budget.
   *
   * @since 0.1.0
   */
  final class NotProven implements Proof {
    private final long nodes;
    private final long budget;
    private final boolean budgetSpent;
    private final boolean vcfThreatsSearched;

    NotProven(long nodes, long budget, boolean budgetSpent, boolean vcfThreatsSearched) {
      this.nodes = nodes;
      this.budget = budget;
      this.budgetSpent = budgetSpent;
      this.vcfThreatsSearched = vcfThreatsSearched;
    }

    @Override
    public long getNodes() {
      return nodes;
    }

    /** Null: nobody is proved to win. */
    @Override
    public @Nullable Player getWinner() {
      return null;
    }

    /**
     * Whether the search stopped at its budget; false when it searched every sequence of fours and
     * threes of both players (and of VCF threats of the player to move, when {@linkplain
     * Prover#withVcfThreats() asked}) without finding a win, so a larger budget would not help. The
     * search may stop a few nodes short of its budget: when a node's expansion would pass it, that
     * node is left unexpanded (see {@link Prover}).
     */
    public boolean isBudgetSpent() {
      return budgetSpent;
    }

    /**
     * {@code not proven within 200,000 nodes}, or {@code not proven: no win by fours and threes for
     * either player (1,234 nodes)}, or, when VCF threats were searched too, {@code not proven: no
     * win by fours and threes for either player, nor by VCF threats for the player to move (1,234
     * nodes)}.
     */
    @Override
    public String toString() {
      if (isBudgetSpent()) {
        return "not proven within " + nodes(budget);
      }
      return "not proven: no win by fours and threes for either player"
          + (vcfThreatsSearched ? ", nor by VCF threats for the player to move" : "")
          + " ("
          + nodes(nodes)
          + ")";
    }
  }

  private static String nodes(long count) {
    return count == 1 ? "1 node" : String.format(Locale.ROOT, "%,d nodes", count);
  }

  private static String squares(List<Square> squares) {
    return squares.stream().map(Square::toString).collect(Collectors.joining(" "));
  }
}
