package dev.noughts.engines;

import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Proof;
import dev.noughts.Prover;
import dev.noughts.Rule;
import dev.noughts.Square;
import dev.noughts.Verdict;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Random;
import java.util.Set;

/**
 * Builds a tactics suite from games between two searching engines ({@link PatternEngine}), so that
 * its positions are those of real play: dense local fights, not sparse random marks. Each game's
 * engines are seeded, and weigh blocks and search differently, from the build's seed; from a ply
 * drawn for the game on, about one position in two is given to {@link Tactic#candidate}, and the
 * first tactic kept ends the game. A win is kept when its principal line takes {@link #MIN_PLIES}
 * to {@link #MAX_PLIES} plies, a defence when it is sharp. The games are played, and the tactics
 * proved, under the builder's rule (under renju X never takes a forbidden point) (the others are
 * counted, in {@link #dropped()}). The same arguments build the same suite on every machine and
 * JDK: {@link Random}'s sequence is specified, and every budget is in nodes.
 */
final class EngineGamesSuiteBuilder {
  /**
   * The bundled suite {@code tactics-20}: rows, columns, win length, seed, and how many wins by
   * fours, wins by threes and defences it holds.
   */
  static final int[] TWENTY = {20, 20, 5, 20, 180, 170, 150};

  /**
   * The bundled suites {@code tactics-15-standard} and {@code tactics-15-renju}: rows, columns, win
   * length, seed, and how many wins by fours, wins by threes and defences each holds.
   */
  static final int[] FIFTEEN_STANDARD = {15, 15, 5, 151, 120, 100, 100};

  /** As {@link #FIFTEEN_STANDARD}, for {@code tactics-15-renju}. */
  static final int[] FIFTEEN_RENJU = {15, 15, 5, 154, 120, 100, 100};

  /** The fewest plies of a kept win's principal line: no four that wins at once. */
  static final int MIN_PLIES = 5;

  /** The most plies of a kept win's principal line. */
  static final int MAX_PLIES = 25;

  /** The nodes (cells scored in reply) each engine move may take. */
  static final long ENGINE_NODES = 2_000;

  private final int rows;
  private final int columns;
  private final int winLength;
  private final Rule rule;
  private final Prover prover = new Prover(TacticsSuiteBuilder.BUDGET);
  private int dropped;
  private int passedOver;
  private int games;

  EngineGamesSuiteBuilder(int rows, int columns, int winLength) {
    this(rows, columns, winLength, Rule.FREE_STYLE);
  }

  /** A builder of games played, and tactics proved, under {@code rule}. */
  EngineGamesSuiteBuilder(int rows, int columns, int winLength, Rule rule) {
    this.rows = rows;
    this.columns = columns;
    this.winLength = winLength;
    this.rule = rule;
  }

  /**
   * The first {@code fours} wins by fours, {@code threes} by threes and {@code defences} found in
   * the games of {@code seed}, in that order.
   */
  List<Tactic> build(long seed, int fours, int threes, int defences) {
    dropped = 0;
    passedOver = 0;
    games = 0;
    Random random = new Random(seed);
    SuiteQuotas quotas = new SuiteQuotas(fours, threes, defences);
    Set<Position> seen = new HashSet<>();
    while (!quotas.full()) {
      if (++games > 100_000) {
        throw new IllegalStateException("too few tactics found in 100,000 games");
      }
      PatternEngine x = engine(random);
      PatternEngine o = engine(random);
      int firstPly = 6 + random.nextInt(20);
      Position position = Position.empty(rows, columns, winLength).withRule(rule);
      int plies = 0;
      while (!position.isOver() && plies < rows * columns / 2) {
        Player mover = position.getNextPlayer();
        if (mover == null || !position.getWinningCells(mover).isEmpty()) {
          break; // a win in one is no tactic, and the game ends with it
        }
        if (plies >= firstPly
            && random.nextBoolean()
            && seen.add(position)
            && wanted(
                position,
                quotas.wants(Tactic.Kind.WIN_BY_FOURS),
                quotas.wants(Tactic.Kind.WIN_BY_THREES),
                quotas.wants(Tactic.Kind.DEFENCE))) {
          Tactic.Candidate candidate = Tactic.candidate(position, prover).orElse(null);
          if (candidate != null && !candidate.sharp()) {
            dropped++;
          } else if (candidate != null && keep(candidate.tactic(), quotas)) {
            break; // one tactic a game, so that the suite's positions differ
          }
        }
        position = position.play((mover == Player.X ? x : o).move(position));
        plies++;
      }
    }
    return quotas.suite();
  }

  /**
   * Whether {@link Tactic#candidate} may find in {@code position} a tactic of a kind still wanted,
   * asked first at the cost of a few proofs, so as to spare, where it cannot be kept, the proof of
   * every legal move that a defence takes. A win must be of a wanted kind and of the plies wanted.
   * A defence needs a threat of the opponent's to meet, no proved win or loss, and its usual
   * answers (the opponent's winning cell, or the moves that answer its three) and the mover's fours
   * as {@link Tactic#candidate} would find them: at most {@link Tactic#MAX_DEFENDING_MOVES} of them
   * not proved to lose, and after each of those the opponent's search exhausted. A position whose
   * search is not exhausted after one of them would not give a sharp defence: it is passed over,
   * and counted in {@link #passedOver()}.
   */
  private boolean wanted(Position position, boolean fours, boolean threes, boolean defences) {
    Player opponent = Objects.requireNonNull(position.getNextPlayer()).getOpponent();
    List<Square> answers = position.getDefences(opponent);
    if (!fours && !threes && (!defences || answers.isEmpty())) {
      return false; // only a defence is wanted, and there is no threat to meet
    }
    Proof proof = prover.prove(position);
    if (proof instanceof Proof.Win win) {
      int plies = win.getLine().size();
      return (win.isByFours() ? fours : threes) && plies >= MIN_PLIES && plies <= MAX_PLIES;
    }
    if (!defences || !(proof instanceof Proof.NotProven) || answers.isEmpty()) {
      return false;
    }
    Set<Square> tried = new LinkedHashSet<>(answers);
    tried.addAll(position.getFours(position.getNextPlayer()));
    int holding = 0;
    for (Square move : tried) {
      Position played = position.play(move);
      if (played.getVerdict() instanceof Verdict.Foul) {
        continue; // a forbidden point of X's under renju: it loses
      }
      Proof after = prover.prove(played);
      if (after instanceof Proof.NotProven notProven && notProven.isBudgetSpent()) {
        passedOver++;
        return false;
      }
      if (!(after instanceof Proof.Win) && ++holding > Tactic.MAX_DEFENDING_MOVES) {
        return false;
      }
    }
    return true;
  }

  /** An engine of its own seed, searching 6 to 10 moves and weighing blocks at 60 to 100 %. */
  private static PatternEngine engine(Random random) {
    return new PatternEngine(
        random.nextLong(), 6 + random.nextInt(5), 60 + random.nextInt(41), ENGINE_NODES);
  }

  /** Whether {@code tactic} was kept: its kind's quota not met, and a win of the plies wanted. */
  private static boolean keep(Tactic tactic, SuiteQuotas quotas) {
    int plies = tactic.getLine().size();
    if (tactic.getKind().isWin() && (plies < MIN_PLIES || plies > MAX_PLIES)) {
      return false;
    }
    return quotas.keep(tactic);
  }

  /** The defences the last {@link #build} found and left out, not being sharp. */
  int dropped() {
    return dropped;
  }

  /**
   * The positions the last {@link #build} passed over, their defence not sharp at one of its usual
   * answers.
   */
  int passedOver() {
    return passedOver;
  }

  /** The games the last {@link #build} played. */
  int games() {
    return games;
  }

  /** The suite file's text, a header of comments first. */
  String write(long seed, List<Tactic> suite) {
    StringBuilder text = new StringBuilder();
    text.append(
        String.format(
            Locale.ROOT,
            "# noughts tactics: %d x %d, %s. %d tactics:\n"
                + "# %d wins by fours and %d by threes, each of %d to %d plies (%d to %d here),"
                + " and %d defences.\n"
                + "# Built by EngineGamesSuiteBuilder with seed %d from %,d games between two"
                + " searching\n# engines, %,d nodes a proof; every proof replayed by the prover's"
                + " independent checker.\n# The format: docs/tactics.md."
                + "\n# Every defence sharp: after each move it lists, the opponent's search was"
                + " exhausted\n# within the budget; %d defences found were left out, not being"
                + " sharp, and %,d positions\n# passed over before, the search after one of the"
                + " usual answers to their threat\n# not exhausted.\n",
            rows,
            columns,
            TacticsSuiteBuilder.wins(winLength, rule),
            suite.size(),
            count(suite, Tactic.Kind.WIN_BY_FOURS),
            count(suite, Tactic.Kind.WIN_BY_THREES),
            MIN_PLIES,
            MAX_PLIES,
            suite.stream()
                .filter(t -> t.getKind().isWin())
                .mapToInt(t -> t.getLine().size())
                .min()
                .orElse(0),
            suite.stream()
                .filter(t -> t.getKind().isWin())
                .mapToInt(t -> t.getLine().size())
                .max()
                .orElse(0),
            count(suite, Tactic.Kind.DEFENCE),
            seed,
            games,
            TacticsSuiteBuilder.BUDGET,
            dropped,
            passedOver));
    for (Tactic tactic : suite) {
      text.append(tactic).append("\n");
    }
    return text.toString();
  }

  private static long count(List<Tactic> suite, Tactic.Kind kind) {
    return suite.stream().filter(tactic -> tactic.getKind() == kind).count();
  }
}
