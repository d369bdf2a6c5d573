package dev.noughts;

import dev.noughts.ProofSearch.Attacks;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Proves forced wins by threats on boards of any size and win length, beyond the {@link Solver}'s
 * reach: for the player to move, a {@linkplain Proof.Win win} (the winning first moves and a
 * principal line), a {@linkplain Proof.Loss loss} (the opponent wins whatever that player does), or
 * {@linkplain Proof.NotProven not proven}.
 *
 * <pre>{@code
 * Prover prover = new Prover();
 * Proof proof = prover.prove(position);
 * if (proof instanceof Proof.Win win) {
 *   win.getWinningMoves(); // the first move proved to win; proveEveryWinningMove lists them all
 * }
 * }</pre>
 *
 * <p><b>What it searches.</b> Sequences of threats: the winner's moves are fours (a move that
 * leaves a {@linkplain Position#getWinningCells winning cell}) and threes (a move that leaves a
 * move with two winning cells), first fours alone (a depth-first search: a four has one reply, the
 * block), then both (a proof-number search, in iterations of a growing depth limit that keep its
 * graph, so that a short win is found before long lines; the last iteration has no limit, so the
 * limit never changes what is proved or searched through); the loser's every reply. A reply is left
 * out only when it is proved lost on the spot (it does not block a four, or leaves a move with two
 * winning cells and makes no four of its own), and the proof then holds the move that beats it.
 *
 * <p><b>Rules.</b> A position is proved under its own {@linkplain Position#getRule() rule}. Under
 * {@link Rule#EXACTLY_K} a run longer than k wins for neither player, so a four is a move that
 * leaves a cell making exactly k. Under {@link Rule#RENJU} X's wins are exactly five and its moves
 * onto {@linkplain Position#getForbiddenPoints() forbidden points} are never searched (a double
 * four of X's is a foul, not a win), while a reply of X's onto one loses: O may win by a four whose
 * only block is forbidden. The checker has its own implementation of each rule.
 *
 * <p><b>Soundness.</b> A {@link Proof.Win} or {@link Proof.Loss} is reported only after a checker,
 * written apart from the search and sharing none of its pruning, has replayed the proof against
 * every reply. If that check ever failed, {@code prove} would throw {@link IllegalStateException}
 * rather than report the proof.
 *
 * <p><b>Budget.</b> One {@code prove} makes at most {@link #getBudget()} nodes, its stages together
 * ({@link Proof#getNodes()} is never more). The search goes on while its nodes fit: when the next
 * node it would expand needs more nodes than are left, that node is left unexpanded, and the search
 * stops there, short of the budget by fewer nodes than the board has cells: {@link
 * Proof.NotProven}, or a {@link Proof.Win} that lists the winning moves settled until then. Until
 * it stops, the search is the same whatever the budget. The budget is counted in nodes, never in
 * time, so the same position gives the same answer on every machine.
 *
 * <p><b>Memory.</b> The budget bounds it too: each node takes some 75 bytes with its place in its
 * parent's lists and in the table of transpositions, freed when {@code prove} returns, so a search
 * holds at most about 20 MiB at the default budget of {@value #DEFAULT_BUDGET} nodes, and about 1.5
 * GiB at {@value #MAX_BUDGET}. Beside that, the windows of k cells of up to 16 kinds of board
 * (rows, columns, k) are kept for every prover, 16 MiB at most in all.
 *
 * <p><b>Threads.</b> A prover holds nothing but its budget: share it freely.
 *
 * @since 0.1.0
 */
public final class Prover {
  /** The budget of {@link #Prover()}, in nodes. */
  public static final long DEFAULT_BUDGET = 200_000;

  /** The largest budget, in nodes: about 1.5 GiB of search at most. */
  public static final long MAX_BUDGET = 20_000_000;

  /** The most cells a board may have to be proved: 32 x 32, or any board of as many cells. */
  public static final int MAX_CELLS = 1024;

  private final long budget;
  private final boolean vcfThreats;

  /** A prover with the {@linkplain #DEFAULT_BUDGET default budget}. */
  public Prover() {
    this(DEFAULT_BUDGET);
  }

  /**
   * A prover that makes at most {@code budget} nodes per position.
   *
   * @throws IllegalArgumentException when {@code budget} is not 1 to {@value #MAX_BUDGET}
   */
  public Prover(long budget) {
    if (budget < 1 || budget > MAX_BUDGET) {
      throw new IllegalArgumentException(
          String.format(Locale.ROOT, "the budget is 1 to %,d nodes, got %,d", MAX_BUDGET, budget));
    }
    this.budget = budget;
    this.vcfThreats = false;
  }

  private Prover(long budget, boolean vcfThreats) {
    this.budget = budget;
    this.vcfThreats = vcfThreats;
  }

  /** The most nodes one {@link #prove} makes. */
  public long getBudget() {
    return budget;
  }

  /**
   * A prover with this one's budget that also searches <em>VCF threats</em> for the player to move,
   * when fours and threes prove nothing: moves that are neither a four nor a three, after which
   * that player, given a free move, would win by fours (a VCF; renju's fukumi is one). The
   * opponent's replies to such a move are those after which no win by fours is found; the rest are
   * proved lost on the spot. A line may hold up to three of them. Each win by fours is looked for
   * by a small depth-first search of its own (50 moves at most, 100 under renju), which counts as
   * one node. Where the opponent, given a free move, would win by fours, that player's threes and
   * VCF threats are only the moves that may answer it (the cells of the opponent's line, its last
   * winning cells, that player's counter-fours): fewer moves tried, which may lose a win but never
   * makes a wrong one.
   *
   * <p>It proves wins the default search does not (quintet's {@code test_vct_fukumi_move}, {@code
   * bench_vct_black} and {@code bench_vct_small_but_long} among them, see docs/PERFORMANCE.md), at
   * a cost: it runs only after the searches of fours and threes and of the opponent's threats have
   * been exhausted without a proof, spends what is left of the budget, and stops at the first
   * winning move it proves ({@link Proof.Win#getWinningMoves()} lists that one). So a position the
   * default search {@linkplain Proof.NotProven#isBudgetSpent() searched through} may be won here,
   * or may spend the budget; its nodes take longer, since each may search for wins by fours (a
   * budget of {@value #MAX_BUDGET} may take minutes). Proofs are checked as every proof is. Beside
   * the nodes, such a search keeps what its small searches found by the board's hash: two slots a
   * node of the budget, 8 MiB at most.
   *
   * @since 0.1.0
   */
  public Prover withVcfThreats() {
    return new Prover(budget, true);
  }

  /** Whether this prover searches {@linkplain #withVcfThreats() VCF threats}. */
  public boolean isSearchingVcfThreats() {
    return vcfThreats;
  }

  /**
   * Proves a win or a loss for the player to move of {@code position}, or says it is not proven. A
   * {@linkplain Proof.Win win} lists the first winning move proved, where the search stops (every
   * move that makes k in a row at once, when there is one); {@link #proveEveryWinningMove} goes on
   * to the others.
   *
   * @throws IllegalArgumentException when the position is impossible or over (there is no player to
   *     move), or has more than {@value #MAX_CELLS} cells: when {@link #whyUnprovable} gives a
   *     reason, which the message ends with
   * @throws IllegalStateException if a proof fails its check: a bug of noughts' to report
   */
  public Proof prove(Position position) {
    return prove(position, false);
  }

  /**
   * As {@link #prove}, but a {@linkplain Proof.Win win} lists every first move the budget proves to
   * win, not only the first: once a win is proved, each other candidate first move is searched in
   * turn with what is left of the budget. Costlier: a position won by threes may spend the whole
   * budget where {@code prove} stops at its first win (quintet's {@code
   * test_vct_forbidden_breaker}: 20,000,000 nodes against 39). A move not listed may win too when
   * the budget ran out first. With {@linkplain #withVcfThreats() VCF threats}, a win found by them
   * lists its first move alone.
   *
   * @throws IllegalArgumentException as {@link #prove} does
   * @throws IllegalStateException as {@link #prove} does
   * @since 0.1.0
   */
  public Proof proveEveryWinningMove(Position position) {
    return prove(position, true);
  }

  /**
   * Judges {@code move} of the player to move of {@code position} by proof: it {@linkplain
   * MoveProof.Wins wins} when it makes k in a row, or when after it the opponent is proved to lose,
   * or, failing both, when {@link #proveEveryWinningMove} of the position lists it; it {@linkplain
   * MoveProof.Loses loses} when after it the opponent is proved to win, or it is a foul (X's move
   * onto a forbidden point under renju); else it is {@linkplain MoveProof.Unproven unproven} (as a
   * move that fills the last cell is: a draw). The one judge of a move by proof: the processor's
   * checks of fixtures, the Truth and kotest matchers and the scores of engines all ask it. Each
   * proof is made within this prover's budget, so a judgement makes at most twice it.
   *
   * @throws IllegalArgumentException when {@code prove} refuses the position, or {@code move} is
   *     not one of its {@linkplain Position#getLegalMoves() legal moves}
   * @throws IllegalStateException as {@link #prove} does
   * @since 0.1.0
   */
  public MoveProof judge(Position position, Square move) {
    moverOf(position);
    if (!position.getLegalMoves().contains(move)) {
      throw new IllegalArgumentException(
          "cannot judge " + move + ": the square is taken or off the board");
    }
    Position after = position.play(move);
    Verdict verdict = after.getVerdict();
    if (verdict instanceof Verdict.Foul foul) {
      return new MoveProof.Loses(move, foul.reason());
    }
    if (verdict instanceof Verdict.Win) {
      return new MoveProof.Wins(move, null);
    }
    if (!(verdict instanceof Verdict.InProgress)) {
      return new MoveProof.Unproven(move, null);
    }
    Proof next = prove(after);
    if (next instanceof Proof.Loss) {
      return new MoveProof.Wins(move, next);
    }
    if (next instanceof Proof.Win win) {
      return new MoveProof.Loses(move, win);
    }
    if (proveEveryWinningMove(position) instanceof Proof.Win win
        && win.getWinningMoves().contains(move)) {
      return new MoveProof.Wins(move, win);
    }
    return new MoveProof.Unproven(move, (Proof.NotProven) next);
  }

  private Proof prove(Position position, boolean every) {
    Player mover = moverOf(position);
    int code = mover.getMark().getCode();
    // One board for every stage: each search changes it and leaves it as it found it.
    int[][] cells = position.toArray(); // not changed by the searches, the checker or the lines
    ThreatBoard board = new ThreatBoard(cells, position.getWinLength(), position.getRule());
    FourSearch fours = new FourSearch(board, code, budget);
    List<Attack> byFours = fours.proveWin(every);
    long used = fours.nodes();
    long left = budget - used;
    if (!byFours.isEmpty()) {
      return win(position, cells, mover, byFours, true, used);
    }
    if (fours.spent()) { // stopped by the budget, not by a search of every sequence
      return new Proof.NotProven(used, budget, true, false);
    }
    ProofSearch search = new ProofSearch(board, code, Attacks.FOURS_AND_THREES, left);
    List<Attack> wins = search.proveWin(every);
    used += search.nodes();
    left -= search.nodes();
    if (!wins.isEmpty()) {
      return win(position, cells, mover, wins, false, used);
    }
    if (search.spent()) {
      return new Proof.NotProven(used, budget, true, false);
    }
    ProofSearch defence = new ProofSearch(board, 3 - code, Attacks.FOURS_AND_THREES, left);
    Map<Integer, Attack> refutations = defence.proveDefenderLoses();
    used += defence.nodes();
    left -= defence.nodes();
    if (refutations != null) {
      return loss(position, cells, mover, refutations, used);
    }
    if (defence.spent() || !vcfThreats) {
      return new Proof.NotProven(used, budget, defence.spent(), false);
    }
    ProofSearch threats = new ProofSearch(board, code, Attacks.THREATS, left);
    List<Attack> byThreats = threats.proveWin(false);
    used += threats.nodes();
    if (!byThreats.isEmpty()) {
      return win(position, cells, mover, byThreats, false, used);
    }
    return new Proof.NotProven(used, budget, threats.spent(), true);
  }

  /**
   * Why {@link #prove} refuses {@code position}, or empty when it proves it: one sentence that
   * follows "cannot prove the position: ", the same {@code prove}'s {@link
   * IllegalArgumentException} ends with. The board has more than {@value #MAX_CELLS} cells ({@code
   * the prover takes boards of at most 1,024 cells (32 x 32), and this one has 1,089}), asked
   * first; else the position is impossible (its {@linkplain Position#getVerdict() verdict}, {@code
   * impossible: ...}, with every reason), or the game is over ({@code the game is over, X wins: row
   * 1}). A position it passes is in progress, and {@code prove} searches it.
   *
   * @since 0.1.0
   */
  public static Optional<String> whyUnprovable(Position position) {
    int cells = position.getRowCount() * position.getColumnCount();
    if (cells > MAX_CELLS) {
      return Optional.of(
          String.format(
              Locale.ROOT,
              "the prover takes boards of at most %,d cells (32 x 32), and this one has %,d",
              MAX_CELLS,
              cells));
    }
    Verdict verdict = position.getVerdict();
    return verdict instanceof Verdict.InProgress
        ? Optional.empty()
        : Optional.of(
            verdict instanceof Verdict.Impossible
                ? verdict.toString()
                : "the game is over, " + verdict);
  }

  private static Player moverOf(Position position) {
    Optional<String> unprovable = whyUnprovable(position);
    if (unprovable.isPresent()) {
      String what =
          position.getRowCount() <= 8 && position.getColumnCount() <= 8
              ? position.toString()
              : "a " + position.getRowCount() + " x " + position.getColumnCount() + " position";
      throw new IllegalArgumentException("cannot prove " + what + ": " + unprovable.get());
    }
    return ((Verdict.InProgress) position.getVerdict()).next();
  }

  private static Proof win(
      Position position,
      int[][] cells,
      Player mover,
      List<Attack> wins,
      boolean byFours,
      long nodes) {
    int k = position.getWinLength();
    int code = mover.getMark().getCode();
    List<Square> moves = new ArrayList<>();
    for (Attack attack : wins) {
      if (!new ProofChecker(cells, k, code, checkerRules(position)).attackWins(attack)) {
        throw refused(position, "a win by " + square(position, attack.move()));
      }
      moves.add(square(position, attack.move()));
    }
    moves.sort(Prover::rowMajor);
    Attack first = wins.get(0);
    for (Attack attack : wins) {
      if (square(position, attack.move()).equals(moves.get(0))) {
        first = attack;
      }
    }
    List<Integer> line = new ProofLines(cells, k, position.getRule(), code).of(first);
    return new Proof.Win(mover, moves, squares(position, line), byFours, nodes);
  }

  private static Proof loss(
      Position position,
      int[][] cells,
      Player mover,
      Map<Integer, Attack> refutations,
      long nodes) {
    int k = position.getWinLength();
    int winner = 3 - mover.getMark().getCode();
    if (!new ProofChecker(cells, k, winner, checkerRules(position)).everyReplyLoses(refutations)) {
      throw refused(position, "a loss");
    }
    List<Integer> line =
        new ProofLines(cells, k, position.getRule(), winner).ofReplies(refutations);
    return new Proof.Loss(mover.getOpponent(), squares(position, line), nodes);
  }

  /** The rules of {@code position} told to the checker, which knows no {@link Rule}. */
  private static ProofChecker.Rules checkerRules(Position position) {
    Rule rule = position.getRule();
    boolean runs = position.getWinLength() > 1; // with k = 1 the first mark wins, whatever the rule
    return new ProofChecker.Rules(
        runs && rule.winsByExactlyK(1), runs && rule.winsByExactlyK(2), rule.hasForbiddenPoints(1));
  }

  private static IllegalStateException refused(Position position, String what) {
    return new IllegalStateException(
        "noughts' prover found "
            + what
            + " that its checker refuses; this is a bug of noughts, please report it with the"
            + " position: "
            + position.getWinLength()
            + " in a row, "
            + position.getRule()
            + ", "
            + position);
  }

  private static int rowMajor(Square a, Square b) {
    return a.row() != b.row()
        ? Integer.compare(a.row(), b.row())
        : Integer.compare(a.column(), b.column());
  }

  private static List<Square> squares(Position position, List<Integer> cells) {
    List<Square> squares = new ArrayList<>(cells.size());
    for (int cell : cells) {
      squares.add(square(position, cell));
    }
    return squares;
  }

  private static Square square(Position position, int cell) {
    int columns = position.getColumnCount();
    return new Square(cell / columns + 1, cell % columns + 1);
  }
}
