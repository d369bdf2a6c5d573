package dev.noughts.engines;

import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Proof;
import dev.noughts.Prover;
import dev.noughts.Square;
import dev.noughts.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * One position of a tactics suite with what the {@link dev.noughts.Prover} proved of it: for a
 * {@linkplain Kind#WIN_BY_FOURS win}, the first moves proved to win and a winning line; for a
 * {@linkplain Kind#DEFENCE defence}, the only moves not proved to lose (every other move was proved
 * to lose). One line of a suite file, as {@link #toString()} writes it and {@link TacticsSuite}
 * reads it. {@link #prove} makes one of a position of your own.
 *
 * @since 0.1.0
 */
public final class Tactic {
  /**
   * The most moves a {@linkplain Kind#DEFENCE defence} made by {@link #prove} lists, as in the
   * bundled suites: a position where more moves are not proved to lose asks little of an engine. (A
   * suite file of your own may list more.)
   */
  public static final int MAX_DEFENDING_MOVES = 4;

  /** What the player to move has, as proved. */
  public enum Kind {
    /** A win by fours alone (a VCF): every reply of the loser's is forced. */
    WIN_BY_FOURS("wins by fours"),
    /** A win that needs threes (a VCT), no win by fours having been found. */
    WIN_BY_THREES("wins by threes"),
    /**
     * A threat to meet: every move but the listed ones was proved to lose, and the player to move
     * has no proved win. In the bundled suites, and as {@link Tactic#prove} makes one, every listed
     * move is sharp: the opponent's search after it was exhausted, not stopped by its budget.
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

  /**
   * The tactic {@code position} holds for its player to move, as {@code prover} proves it, as the
   * bundled suites were made:
   *
   * <ul>
   *   <li>a {@linkplain Kind#WIN_BY_FOURS win by fours} or {@linkplain Kind#WIN_BY_THREES by
   *       threes} when the prover proves a win that takes more than one move, with its winning
   *       first moves and its principal line;
   *   <li>a {@linkplain Kind#DEFENCE defence} when no win is proved, the opponent has a winning
   *       cell or a three that one move answers ({@link Position#getDefences}), and every legal
   *       move but one to {@value #MAX_DEFENDING_MOVES} is proved to lose (each legal move is
   *       proved in turn, until more than {@value #MAX_DEFENDING_MOVES} are not); and the defence
   *       is <em>sharp</em>: after each of the moves it lists, the opponent's search was exhausted
   *       within the budget ({@linkplain Proof.NotProven#isBudgetSpent() not stopped by it}) or
   *       proves a loss, so that a listed move is not one the budget merely failed to refute.
   * </ul>
   *
   * <p>Everything is judged under the position's {@linkplain Position#getRule() rule}: under {@link
   * dev.noughts.Rule#RENJU} a forbidden point of X's loses, and a defence never lists one.
   *
   * <p>Empty when the position is over, or holds none of these: a win in one move, a position the
   * player to move loses whatever they play, no threat to meet, or more moves that hold than a
   * defence lists. The answer is the same on every machine, since the prover's budget is in nodes.
   * Score an engine on the tactics with {@link TacticsScore#of(java.util.function.Function, List,
   * long)}, or write them as a suite file ({@link #toString()}, one a line).
   *
   * @throws IllegalArgumentException when the position is impossible, or in progress on a board of
   *     more than {@value Prover#MAX_CELLS} cells
   * @throws IllegalStateException if a proof fails its check, as {@link Prover#prove} says
   */
  public static Optional<Tactic> prove(Position position, Prover prover) {
    return candidate(position, prover).filter(Candidate::sharp).map(Candidate::tactic);
  }

  /**
   * A tactic as {@link #prove} finds it, and whether it is sharp: always for a win; for a defence,
   * whether the opponent's search after each of its moves was exhausted (or proved a loss).
   */
  record Candidate(Tactic tactic, boolean sharp) {}

  /**
   * The tactic of {@link #prove}, sharp or not; empty where {@code prove} finds no tactic at all.
   */
  static Optional<Candidate> candidate(Position position, Prover prover) {
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(prover, "prover");
    if (position.getNextPlayer() == null
        && !(position.getVerdict() instanceof Verdict.Impossible)) {
      return Optional.empty(); // over
    }
    // Every winning first move, as a suite lists them; refuses an impossible position, saying why.
    Proof proof = prover.proveEveryWinningMove(position);
    Player mover = Objects.requireNonNull(position.getNextPlayer());
    if (proof instanceof Proof.Win win) {
      return win.getLine().size() < 3
          ? Optional.empty()
          : Optional.of(
              new Candidate(
                  new Tactic(
                      position,
                      win.isByFours() ? Kind.WIN_BY_FOURS : Kind.WIN_BY_THREES,
                      win.getWinningMoves(),
                      win.getLine()),
                  true));
    }
    Player opponent = mover.getOpponent();
    if (!(proof instanceof Proof.NotProven)
        || (position.getWinningCells(opponent).isEmpty()
            && position.getDefences(opponent).isEmpty())) {
      return Optional.empty(); // lost whatever the mover plays, or nothing to meet
    }
    List<Square> holding = new ArrayList<>();
    boolean sharp = true;
    for (Square move : position.getLegalMoves()) {
      Position played = position.play(move);
      if (played.getVerdict() instanceof Verdict.Foul) {
        continue; // a forbidden point of X's under renju: it loses
      }
      Proof after = prover.prove(played);
      if (!(after instanceof Proof.Win)) {
        holding.add(move);
        sharp &= !(after instanceof Proof.NotProven notProven && notProven.isBudgetSpent());
        if (holding.size() > MAX_DEFENDING_MOVES) {
          return Optional.empty();
        }
      }
    }
    return holding.isEmpty()
        ? Optional.empty()
        : Optional.of(new Candidate(new Tactic(position, Kind.DEFENCE, holding, List.of()), sharp));
  }

  /**
   * The position, with its win length and its {@linkplain Position#getRule() rule}; a game in
   * progress.
   */
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
