package dev.noughts;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A game's moves judged by proof: for each move, what was proved for its player before it and after
 * it, and the proved mistakes: a {@linkplain Mistake.Kind#WIN_THROWN_AWAY win thrown away} (the
 * player had a proved win, and the move is not proved to keep it) and a {@linkplain
 * Mistake.Kind#LOSING_MOVE losing move} (from a position not proved lost into one proved lost),
 * each with its proof's line and a ready regression fixture; the first decisive mistake of each
 * side marked.
 *
 * <pre>{@code
 * GameAnalysis analysis = GameAnalysis.of(GameFile.read(text), new Prover());
 * for (Mistake mistake : analysis.getMistakes()) {
 *   System.out.println(mistake);                  // move 24, X (3,3) c13 loses: after it, ...
 *   System.out.println(mistake.toJavaFixture());  // @Board(moves = "h8 ...", ...) Position ...
 * }
 * }</pre>
 *
 * <p><b>How.</b> Each position of the game is judged once for its player to move: exactly by {@link
 * Solver#shared()} where it always solves (every board of at most {@value Solver#MAX_BOARD_CELLS}
 * cells, any position with at most {@value Solver#ALWAYS_SOLVED_EMPTY_CELLS} empty cells), else by
 * the {@link Prover}'s {@link Prover#prove}, but for a position after the move a proof showed to
 * win: that one is lost for its player to move, since the proof answers every reply, and is not
 * searched again. A move from a proved win that the next position's proof does not show to keep it
 * is judged as {@link Prover#judge} judges it, by the position's {@link
 * Prover#proveEveryWinningMove} (a test holds the two to the same answers). A proof is never a
 * guess: beyond the solver's reach, not proven is not a draw, so a win thrown away there means the
 * win is no longer proved, not that the move is proved not to win.
 *
 * <p><b>Budget.</b> The prover's, per proof, in nodes: the same game gives the same analysis on
 * every machine.
 *
 * @since 0.1.0
 */
public final class GameAnalysis {
  private final PlayedGame game;
  private final List<AnalysedMove> moves;
  private final List<Mistake> mistakes;
  private final long nodes;

  private GameAnalysis(
      PlayedGame game, List<AnalysedMove> moves, List<Mistake> mistakes, long nodes) {
    this.game = game;
    this.moves = List.copyOf(moves);
    this.mistakes = List.copyOf(mistakes);
    this.nodes = nodes;
  }

  /** What is known of one position for its player to move, with the proof's moves. */
  private record Judged(
      Standing standing, List<Square> winningMoves, List<Square> line, boolean exact) {}

  /**
   * Judges every move of {@code game}, with {@code prover} beyond the exact solver's reach.
   *
   * @throws IllegalArgumentException when the board has more cells than the prover takes ({@value
   *     Prover#MAX_CELLS})
   * @throws IllegalStateException if a proof fails its check, as {@link Prover#prove} says
   */
  public static GameAnalysis of(PlayedGame game, Prover prover) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(prover, "prover");
    int cells = game.getRowCount() * game.getColumnCount();
    if (cells > Prover.MAX_CELLS) {
      throw new IllegalArgumentException(
          "cannot analyse a game on "
              + game.getRowCount()
              + " x "
              + game.getColumnCount()
              + ": the prover takes boards of at most "
              + Prover.MAX_CELLS
              + " cells");
    }
    List<Square> played = game.getMoves();
    List<AnalysedMove> analysed = new ArrayList<>(played.size());
    List<Mistake> mistakes = new ArrayList<>();
    Proving proving = new Proving(prover);
    Position position = game.positionAfter(0);
    Judged before = proving.judge(position);
    for (int i = 0; i < played.size(); i++) {
      Square square = played.get(i);
      Player player = Objects.requireNonNull(position.getNextPlayer());
      Position next = position.play(square);
      Judged after =
          next.isOver()
              ? over(next)
              : provedWinningMove(before, square) ? LOST_BY_THE_PROOF : proving.judge(next);
      Verdict ending = next.getVerdict();
      Standing afterForPlayer =
          ending instanceof Verdict.Win
              ? Standing.WON
              : ending instanceof Verdict.Draw ? Standing.DRAWN : after.standing().forOpponent();
      if (before.standing() == Standing.WON
          && afterForPlayer == Standing.NOT_PROVEN
          && proving.keepsTheWin(position, square)) {
        afterForPlayer = Standing.WON; // kept: a win the position's own proof shows
        after = new Judged(Standing.LOST, List.of(), List.of(), false); // so the opponent is lost
      }
      AnalysedMove move =
          new AnalysedMove(
              i + 1, player, square, before.standing(), afterForPlayer, before.exact());
      analysed.add(move);
      if (before.standing() == Standing.WON && afterForPlayer != Standing.WON) {
        mistakes.add(
            new Mistake(
                game,
                move,
                Mistake.Kind.WIN_THROWN_AWAY,
                before.winningMoves(),
                before.line(),
                prover.getBudget()));
      } else if (before.standing() != Standing.WON
          && before.standing() != Standing.LOST
          && afterForPlayer == Standing.LOST) {
        mistakes.add(
            new Mistake(
                game, move, Mistake.Kind.LOSING_MOVE, List.of(), after.line(), prover.getBudget()));
      }
      position = next;
      before = after;
    }
    markDecisive(analysed, mistakes);
    return new GameAnalysis(game, analysed, mistakes, proving.nodes);
  }

  /** The opponent's standing after a move the prover's proof shows to win: lost, not searched. */
  private static final Judged LOST_BY_THE_PROOF =
      new Judged(Standing.LOST, List.of(), List.of(), false);

  /**
   * Whether {@code move} is one the prover's proof of {@code before} shows to win: then the
   * position after it is lost for the opponent, each of whose replies the proof answers (the
   * checker replayed them), and proving it again is a search of a subtree already proved. The exact
   * solver's positions are left to the solver, which also gives their lines.
   */
  private static boolean provedWinningMove(Judged before, Square move) {
    return before.standing() == Standing.WON
        && !before.exact()
        && before.winningMoves().contains(move);
  }

  /** The prover with the nodes its proofs made, for {@link #getNodes()}. */
  private static final class Proving {
    private final Prover prover;
    private long nodes;

    Proving(Prover prover) {
      this.prover = prover;
    }

    Judged judge(Position position) {
      if (exactly(position)) {
        return solve(position);
      }
      Proof proof = prover.prove(position);
      nodes += proof.getNodes();
      if (proof instanceof Proof.Win win) {
        return new Judged(Standing.WON, win.getWinningMoves(), win.getLine(), false);
      }
      if (proof instanceof Proof.Loss loss) {
        return new Judged(Standing.LOST, List.of(), loss.getLine(), false);
      }
      return new Judged(Standing.NOT_PROVEN, List.of(), List.of(), false);
    }

    /**
     * Whether {@code move}, after which nothing is proved, keeps the proved win of {@code
     * position}: the last step of {@link Prover#judge}, which would first prove the position after
     * the move again (its proof is known: not proven). So {@code judge} says {@link MoveProof.Wins}
     * exactly when this says yes.
     */
    boolean keepsTheWin(Position position, Square move) {
      Proof proof = prover.proveEveryWinningMove(position);
      nodes += proof.getNodes();
      return proof instanceof Proof.Win win && win.getWinningMoves().contains(move);
    }
  }

  /** A finished game: nothing to move. */
  private static Judged over(Position position) {
    return new Judged(Standing.NOT_PROVEN, List.of(), List.of(), true);
  }

  /** A position judged exactly by the solver, with perfect play's line. */
  private static Judged solve(Position position) {
    Solution solution = Solver.shared().solve(position);
    GameValue value = solution.value();
    Player mover = Objects.requireNonNull(position.getNextPlayer());
    if (value == GameValue.DRAW) {
      return new Judged(Standing.DRAWN, List.of(), List.of(), true);
    }
    boolean won = value.getWinner() == mover;
    return new Judged(
        won ? Standing.WON : Standing.LOST,
        won ? solution.bestMoves() : List.of(),
        perfectLine(position),
        true);
  }

  /** Whether the solver solves {@code position} whatever its budget. */
  private static boolean exactly(Position position) {
    int cells = position.getRowCount() * position.getColumnCount();
    return Solver.whyUnsolvable(position).isEmpty()
        && (cells <= Solver.MAX_BOARD_CELLS
            || position.getEmptyCount() <= Solver.ALWAYS_SOLVED_EMPTY_CELLS);
  }

  /** Perfect play's line from a won or lost position: the fastest win, the longest defence. */
  private static List<Square> perfectLine(Position position) {
    List<Square> line = new ArrayList<>();
    Position now = position;
    while (!now.isOver()) {
      Square best = Solver.shared().solve(now).fastestBestMoves().get(0);
      line.add(best);
      now = now.play(best);
    }
    return line;
  }

  /**
   * Marks each player's first decisive mistake: after it, the player never again stood won at their
   * turn, and, after a move into a proved loss, never stood anything but lost.
   */
  private static void markDecisive(List<AnalysedMove> moves, List<Mistake> mistakes) {
    for (Player player : Player.values()) {
      for (Mistake mistake : mistakes) {
        AnalysedMove move = mistake.getMove();
        if (move.player() != player) {
          continue;
        }
        boolean lost = move.after() == Standing.LOST;
        boolean decisive = true;
        for (AnalysedMove later : moves.subList(move.number(), moves.size())) {
          if (later.player() == player
              && (later.before() == Standing.WON || (lost && later.before() != Standing.LOST))) {
            decisive = false;
            break;
          }
        }
        if (decisive) {
          mistake.markDecisive();
          break;
        }
      }
    }
  }

  /** The game analysed. */
  public PlayedGame getGame() {
    return game;
  }

  /** Every move, in order, with what was proved for its player before and after it. */
  public List<AnalysedMove> getMoves() {
    return moves;
  }

  /** The proved mistakes, in the order of the game. */
  public List<Mistake> getMistakes() {
    return mistakes;
  }

  /**
   * The nodes the prover made for this analysis, its proofs together: at most the {@linkplain
   * Prover#getBudget() budget} a position searched, and twice it for a move from a proved win that
   * needed the position's every winning move. Positions judged exactly by the {@link Solver} and
   * positions after a move the proof before showed to win (lost for the player to move, not
   * searched again) count none. The same game and budget give the same count on every machine.
   *
   * @since 0.1.0
   */
  public long getNodes() {
    return nodes;
  }

  /** The first decisive mistake of {@code player}, if any (see {@link Mistake#isDecisive()}). */
  public Optional<Mistake> getFirstDecisiveMistake(Player player) {
    return mistakes.stream()
        .filter(mistake -> mistake.getMove().player() == player && mistake.isDecisive())
        .findFirst();
  }

  /**
   * One line for the game: {@code 57 moves, X won; X: 1 mistake, the first decisive at move 24; O:
   * no mistakes}; the result as {@link PlayedGame#getFinalResult()} gives it ({@code O won on
   * time}, {@code a draw}), else {@code unfinished}.
   */
  public String getSummary() {
    GameResult ended = game.getFinalResult();
    String result = ended == null ? "unfinished" : ended.toString();
    StringBuilder text = new StringBuilder();
    text.append(moves.size()).append(moves.size() == 1 ? " move, " : " moves, ").append(result);
    for (Player player : Player.values()) {
      long count = mistakes.stream().filter(m -> m.getMove().player() == player).count();
      text.append("; ")
          .append(player)
          .append(": ")
          .append(count == 0 ? "no" : String.valueOf(count))
          .append(count == 1 ? " mistake" : " mistakes");
      getFirstDecisiveMistake(player)
          .ifPresent(
              m -> text.append(", the first decisive at move ").append(m.getMove().number()));
    }
    return text.toString();
  }
}
