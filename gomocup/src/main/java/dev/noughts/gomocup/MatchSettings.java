package dev.noughts.gomocup;

import dev.noughts.PlayedGame;
import dev.noughts.Position;
import dev.noughts.Prover;
import dev.noughts.Rule;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * How a {@link Match} is played, an immutable value.
 *
 * @param first how to run the first engine, whose results the score counts
 * @param second how to run the second engine; both play gomoku, five in a row, free-style (their
 *     options' {@link PiskvorkOptions#winLength()} 5 and {@link PiskvorkOptions#rule()} 0)
 * @param names the engines' names, the first's then the second's, as the saved games give them
 * @param openings the openings, each played twice, the first engine playing X, then O; all on one
 *     board, which is the match's; at least one (the empty board plays a match without openings)
 * @param concurrency how many games are played at once, each by its own two processes: at least 1
 * @param adjudicationBudget the prover's budget in nodes for each position of a game: a game is
 *     scored as soon as the prover proves a forced win for one side within it; 0 adjudicates no
 *     game
 * @param analysisBudget the prover's budget in nodes for each position when every finished game is
 *     analysed as {@link dev.noughts.GameAnalysis} does; 0 analyses none
 * @param sprt the test that stops the match once one of its bounds is crossed; null plays every
 *     game
 * @param clock each player's time for a game and its increment, beside the engines' time per move;
 *     null for the time per move alone
 * @since 0.1.0
 */
public record MatchSettings(
    PiskvorkOptions first,
    PiskvorkOptions second,
    List<String> names,
    List<PlayedGame> openings,
    int concurrency,
    long adjudicationBudget,
    long analysisBudget,
    @Nullable Sprt sprt,
    @Nullable GameClock clock) {

  /** The adjudication budget unless set: small, under 1 ms a move (MatchOverheadBenchmark). */
  public static final long DEFAULT_ADJUDICATION_BUDGET = 200;

  /**
   * Checks every value.
   *
   * @throws IllegalArgumentException naming every value out of its range
   */
  public MatchSettings {
    Objects.requireNonNull(first, "first");
    Objects.requireNonNull(second, "second");
    names = List.copyOf(names);
    openings = List.copyOf(openings);
    List<String> problems = new ArrayList<>();
    if (names.size() != 2) {
      problems.add("a match has two engines' names, got " + names.size());
    }
    for (PiskvorkOptions options : List.of(first, second)) {
      if (options.winLength() != 5 || options.gameRule() != Rule.FREE_STYLE) {
        problems.add(
            "a match plays gomoku, five in a row, free-style: the engine "
                + options.command()
                + " plays "
                + options.winLength()
                + " in a row under "
                + options.gameRule());
      }
    }
    if (openings.isEmpty()) {
      problems.add("a match needs at least one opening (the empty board for none)");
    } else {
      PlayedGame board = openings.get(0);
      for (PlayedGame opening : openings) {
        if (opening.getRowCount() != board.getRowCount()
            || opening.getColumnCount() != board.getColumnCount()
            || opening.getWinLength() != 5) {
          problems.add(
              "every opening is on the match's board, "
                  + board.getRowCount()
                  + " x "
                  + board.getColumnCount()
                  + ", five in a row: "
                  + opening
                  + " is not");
          break;
        }
      }
    }
    if (concurrency < 1) {
      problems.add("the concurrency is at least 1 game at once, got " + concurrency);
    }
    if (adjudicationBudget < 0 || adjudicationBudget > Prover.MAX_BUDGET) {
      problems.add(
          "the adjudication budget is 0 (none) to "
              + Prover.MAX_BUDGET
              + " nodes, got "
              + adjudicationBudget);
    }
    if (analysisBudget < 0 || analysisBudget > Prover.MAX_BUDGET) {
      problems.add(
          "the analysis budget is 0 (none) to "
              + Prover.MAX_BUDGET
              + " nodes, got "
              + analysisBudget);
    }
    if (!problems.isEmpty()) {
      throw new IllegalArgumentException(String.join("; ", problems));
    }
  }

  /**
   * Settings for a match of {@code first} against {@code second} from the empty board of {@code
   * rows} x {@code columns}, one game at a time, adjudicated at {@link
   * #DEFAULT_ADJUDICATION_BUDGET}, with no analysis and no SPRT: change what you need with the
   * {@code with} methods.
   */
  public static MatchSettings of(
      PiskvorkOptions first, PiskvorkOptions second, int rows, int columns) {
    Position.empty(rows, columns, 5); // checks the board
    return new MatchSettings(
        first,
        second,
        List.of("first", "second"),
        List.of(PlayedGame.of(rows, columns, 5, "")),
        1,
        DEFAULT_ADJUDICATION_BUDGET,
        0,
        null,
        null);
  }

  /** These settings with the engines' names {@code first} and {@code second}. */
  public MatchSettings withNames(String first, String second) {
    return new MatchSettings(
        this.first,
        this.second,
        List.of(first, second),
        openings,
        concurrency,
        adjudicationBudget,
        analysisBudget,
        sprt,
        clock);
  }

  /** These settings with {@code openings}. */
  public MatchSettings withOpenings(List<PlayedGame> openings) {
    return new MatchSettings(
        first,
        second,
        names,
        openings,
        concurrency,
        adjudicationBudget,
        analysisBudget,
        sprt,
        clock);
  }

  /** These settings with {@code concurrency} games at once. */
  public MatchSettings withConcurrency(int concurrency) {
    return new MatchSettings(
        first,
        second,
        names,
        openings,
        concurrency,
        adjudicationBudget,
        analysisBudget,
        sprt,
        clock);
  }

  /** These settings with the adjudication budget {@code nodes}, 0 for none. */
  public MatchSettings withAdjudicationBudget(long nodes) {
    return new MatchSettings(
        first, second, names, openings, concurrency, nodes, analysisBudget, sprt, clock);
  }

  /** These settings with the analysis budget {@code nodes}, 0 for none. */
  public MatchSettings withAnalysisBudget(long nodes) {
    return new MatchSettings(
        first, second, names, openings, concurrency, adjudicationBudget, nodes, sprt, clock);
  }

  /** These settings with the test {@code sprt}, null for none. */
  public MatchSettings withSprt(@Nullable Sprt sprt) {
    return new MatchSettings(
        first,
        second,
        names,
        openings,
        concurrency,
        adjudicationBudget,
        analysisBudget,
        sprt,
        clock);
  }

  /** These settings with each player's {@code clock} for a game, null for none. */
  public MatchSettings withClock(@Nullable GameClock clock) {
    return new MatchSettings(
        first,
        second,
        names,
        openings,
        concurrency,
        adjudicationBudget,
        analysisBudget,
        sprt,
        clock);
  }

  /** The board's rows. */
  public int rows() {
    return openings.get(0).getRowCount();
  }

  /** The board's columns. */
  public int columns() {
    return openings.get(0).getColumnCount();
  }
}
