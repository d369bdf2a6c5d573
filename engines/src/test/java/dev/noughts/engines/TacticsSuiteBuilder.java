package dev.noughts.engines;

import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Prover;
import dev.noughts.Rule;
import dev.noughts.Square;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;

/**
 * Builds a tactics suite: plays seeded games of plausible moves (near the marks, often a four or a
 * three) and keeps the positions where the {@link Prover} proves a win for the player to move, or
 * proves that every move but a few loses. Every proof the prover reports has been replayed by its
 * independent checker. The same arguments build the same suite on every machine and JDK: {@link
 * Random}'s sequence is specified, and the prover's budget is in nodes.
 */
final class TacticsSuiteBuilder {
  /**
   * The bundled suites: rows, columns, win length, seed, and how many wins by fours, wins by threes
   * and defences each holds.
   */
  static final List<int[]> BUNDLED =
      List.of(
          new int[] {15, 15, 5, 15, 200, 120, 130},
          new int[] {9, 9, 4, 9, 150, 100, 100},
          new int[] {7, 7, 4, 7, 100, 50, 100});

  /** The nodes each proof may take. */
  static final long BUDGET = 20_000;

  private final int rows;
  private final int columns;
  private final int winLength;
  private final Prover prover = new Prover(BUDGET);
  // Defences found but not sharp (Tactic.prove leaves them out), by the last build.
  private int dropped;

  TacticsSuiteBuilder(int rows, int columns, int winLength) {
    this.rows = rows;
    this.columns = columns;
    this.winLength = winLength;
  }

  /**
   * The first {@code fours} wins by fours, {@code threes} by threes and {@code defences} found, the
   * defences sharp (as {@link Tactic#prove} makes them): those found but not sharp are counted, in
   * {@link #dropped()}, and ended their game as a kept one does, so that a build plays the same
   * games whatever it drops.
   */
  List<Tactic> build(long seed, int fours, int threes, int defences) {
    dropped = 0;
    Random random = new Random(seed);
    SuiteQuotas quotas = new SuiteQuotas(fours, threes, defences);
    Set<Position> seen = new HashSet<>();
    int games = 0;
    while (!quotas.full()) {
      if (++games > 100_000) {
        throw new IllegalStateException("too few tactics found in 100,000 games");
      }
      Position position = Position.empty(rows, columns, winLength);
      int plies = 0;
      int maxPlies = rows * columns / 4;
      while (!position.isOver() && plies < maxPlies) {
        Player mover = position.getNextPlayer();
        if (mover == null || !position.getWinningCells(mover).isEmpty()) {
          break; // a win in one is no tactic
        }
        if (plies >= 4 && random.nextInt(3) == 0 && seen.add(position)) {
          Tactic.Candidate candidate = Tactic.candidate(position, prover).orElse(null);
          if (candidate != null && !candidate.sharp()) {
            dropped++;
            break; // one tactic a game, kept or not, so that the games are those of every build
          }
          if (candidate != null) {
            quotas.keep(candidate.tactic());
            break; // one tactic a game, so that the suite's positions differ
          }
        }
        position = position.play(nextMove(position, mover, random));
        plies++;
      }
    }
    return quotas.suite();
  }

  /** The defences the last {@link #build} found and left out, not being sharp. */
  int dropped() {
    return dropped;
  }

  /** A plausible move: often a block, a four or a three; else a square near the marks. */
  private static Square nextMove(Position position, Player mover, Random random) {
    List<Square> blocks = position.getWinningCells(mover.getOpponent());
    if (!blocks.isEmpty() && random.nextInt(10) != 0) {
      return blocks.get(random.nextInt(blocks.size()));
    }
    if (random.nextInt(3) == 0) {
      List<Square> threats = new ArrayList<>(position.getFours(mover));
      threats.addAll(position.getThrees(mover));
      if (!threats.isEmpty()) {
        return threats.get(random.nextInt(threats.size()));
      }
    }
    List<Square> near = near(position);
    return near.get(random.nextInt(near.size()));
  }

  /** The empty squares within two of a mark; the middle ones on an empty board. */
  private static List<Square> near(Position position) {
    int rows = position.getRowCount();
    int columns = position.getColumnCount();
    List<Square> near = new ArrayList<>();
    for (Square square : position.getLegalMoves()) {
      if (position.getXCount() + position.getOCount() == 0
          ? Math.abs(square.row() - (rows + 1) / 2) <= 1
              && Math.abs(square.column() - (columns + 1) / 2) <= 1
          : hasMarkWithinTwo(position, square)) {
        near.add(square);
      }
    }
    return near.isEmpty() ? position.getLegalMoves() : near;
  }

  private static boolean hasMarkWithinTwo(Position position, Square square) {
    for (int row = Math.max(1, square.row() - 2);
        row <= Math.min(position.getRowCount(), square.row() + 2);
        row++) {
      for (int column = Math.max(1, square.column() - 2);
          column <= Math.min(position.getColumnCount(), square.column() + 2);
          column++) {
        if (position.get(row, column) != dev.noughts.Cell.EMPTY) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * What wins under {@code rule}, as a suite's header says it: {@code 5 in a row wins (free-style:
   * or more)}.
   */
  static String wins(int winLength, Rule rule) {
    return switch (rule) {
      case FREE_STYLE -> winLength + " in a row wins (free-style: or more)";
      case EXACTLY_K -> "exactly " + winLength + " in a row wins (standard: a longer run does not)";
      case RENJU ->
          "renju: X (black) wins by exactly 5 and may not take a forbidden point, O by 5 or more";
    };
  }

  /** The suite file's text, a header of comments first. */
  String write(long seed, List<Tactic> suite) {
    StringBuilder text = new StringBuilder();
    text.append(
        String.format(
            Locale.ROOT,
            "# noughts tactics: %d x %d, %s. %d tactics.\n"
                + "# Built by TacticsSuiteBuilder with seed %d, %,d nodes a proof; every proof"
                + " replayed by the\n# prover's independent checker. The format: docs/tactics.md."
                + "\n# Every defence sharp: after each move it lists, the opponent's search was"
                + " exhausted\n# within the budget; %d defences found were left out, not being"
                + " sharp.\n",
            rows,
            columns,
            wins(winLength, Rule.FREE_STYLE),
            suite.size(),
            seed,
            BUDGET,
            dropped));
    for (Tactic tactic : suite) {
      text.append(tactic).append("\n");
    }
    return text.toString();
  }
}
