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
 * How a {@link Match} is played, an immutable value, made by a {@link Builder} and changed with
 * {@link #toBuilder()}:
 *
 * <pre>{@code
 * MatchSettings settings =
 *     MatchSettings.builder(PiskvorkOptions.of("./pbrain-new"), PiskvorkOptions.of("./pbrain-old"), 15, 15)
 *         .concurrency(2)
 *         .build();
 * }</pre>
 *
 * <p>The values, each an accessor of the same name and a method of the {@link Builder}:
 *
 * <ul>
 *   <li>{@code first}, {@code second}: how to run the engines (the score counts the first's
 *       results); both play gomoku, five in a row, free-style (their options' {@link
 *       PiskvorkOptions#winLength()} 5 and {@link PiskvorkOptions#rule()} 0)
 *   <li>{@code names}: the engines' names, the first's then the second's, as the saved games give
 *       them; {@code first} and {@code second} unless set
 *   <li>{@code openings}: each played twice, the first engine playing X, then O; all on the match's
 *       board; the empty board unless set
 *   <li>{@code concurrency}: how many games are played at once, each by its own two processes: at
 *       least 1, and 1 unless set
 *   <li>{@code adjudicationBudget}: the prover's budget in nodes for each position of a game: a
 *       game is scored as soon as the prover proves a forced win for one side within it; 0
 *       adjudicates no game; {@link #DEFAULT_ADJUDICATION_BUDGET} unless set
 *   <li>{@code analysisBudget}: the prover's budget in nodes for each position when every finished
 *       game is analysed as {@link dev.noughts.GameAnalysis} does; 0, none, unless set
 *   <li>{@code sprt}: the test that stops the match once one of its bounds is crossed; null, every
 *       game played, unless set
 *   <li>{@code clock}: each player's time for a game and its increment, beside the engines' time
 *       per move; null, the time per move alone, unless set
 * </ul>
 *
 * @since 0.1.0
 */
public final class MatchSettings {
  /** The adjudication budget unless set: small, under 1 ms a move (MatchOverheadBenchmark). */
  public static final long DEFAULT_ADJUDICATION_BUDGET = 200;

  private final PiskvorkOptions first;
  private final PiskvorkOptions second;
  private final List<String> names;
  private final List<PlayedGame> openings;
  private final int concurrency;
  private final long adjudicationBudget;
  private final long analysisBudget;
  private final @Nullable Sprt sprt;
  private final @Nullable GameClock clock;

  private MatchSettings(Builder builder) {
    this.first = builder.first;
    this.second = builder.second;
    this.names = List.copyOf(builder.names);
    this.openings = List.copyOf(builder.openings);
    this.concurrency = builder.concurrency;
    this.adjudicationBudget = builder.adjudicationBudget;
    this.analysisBudget = builder.analysisBudget;
    this.sprt = builder.sprt;
    this.clock = builder.clock;
  }

  /**
   * Settings for a match of {@code first} against {@code second} from the empty board of {@code
   * rows} x {@code columns}, every other value as unless set.
   *
   * @throws IllegalArgumentException as {@link Builder#build()} does
   */
  public static MatchSettings of(
      PiskvorkOptions first, PiskvorkOptions second, int rows, int columns) {
    return builder(first, second, rows, columns).build();
  }

  /**
   * A builder of settings for a match of {@code first} against {@code second} from the empty board
   * of {@code rows} x {@code columns}.
   *
   * @throws IllegalArgumentException when the board is not one of {@link Position#empty(int, int,
   *     int)} with five in a row
   */
  public static Builder builder(
      PiskvorkOptions first, PiskvorkOptions second, int rows, int columns) {
    Position.empty(rows, columns, 5); // checks the board
    Builder builder = new Builder(first, second);
    builder.openings = List.of(PlayedGame.of(rows, columns, 5, ""));
    return builder;
  }

  /** A builder holding these settings. */
  public Builder toBuilder() {
    Builder builder = new Builder(first, second);
    builder.names = names;
    builder.openings = openings;
    builder.concurrency = concurrency;
    builder.adjudicationBudget = adjudicationBudget;
    builder.analysisBudget = analysisBudget;
    builder.sprt = sprt;
    builder.clock = clock;
    return builder;
  }

  /** How to run the first engine, whose results the score counts. */
  public PiskvorkOptions first() {
    return first;
  }

  /** How to run the second engine. */
  public PiskvorkOptions second() {
    return second;
  }

  /** The engines' names, the first's then the second's. */
  public List<String> names() {
    return names;
  }

  /** The openings, each played with both colours. */
  public List<PlayedGame> openings() {
    return openings;
  }

  /** How many games are played at once. */
  public int concurrency() {
    return concurrency;
  }

  /** The prover's budget in nodes to adjudicate each position; 0 for none. */
  public long adjudicationBudget() {
    return adjudicationBudget;
  }

  /** The prover's budget in nodes to analyse each position of a finished game; 0 for none. */
  public long analysisBudget() {
    return analysisBudget;
  }

  /** The test that stops the match, or null for none. */
  public @Nullable Sprt sprt() {
    return sprt;
  }

  /** Each player's clock for a game, or null for the time per move alone. */
  public @Nullable GameClock clock() {
    return clock;
  }

  /** The board's rows. */
  public int rows() {
    return openings.get(0).getRowCount();
  }

  /** The board's columns. */
  public int columns() {
    return openings.get(0).getColumnCount();
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof MatchSettings that
        && first.equals(that.first)
        && second.equals(that.second)
        && names.equals(that.names)
        && openings.equals(that.openings)
        && concurrency == that.concurrency
        && adjudicationBudget == that.adjudicationBudget
        && analysisBudget == that.analysisBudget
        && Objects.equals(sprt, that.sprt)
        && Objects.equals(clock, that.clock);
  }

  @Override
  public int hashCode() {
    return Objects.hash(
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

  @Override
  public String toString() {
    return "MatchSettings[first="
        + first
        + ", second="
        + second
        + ", names="
        + names
        + ", openings="
        + openings.size()
        + ", concurrency="
        + concurrency
        + ", adjudicationBudget="
        + adjudicationBudget
        + ", analysisBudget="
        + analysisBudget
        + ", sprt="
        + sprt
        + ", clock="
        + clock
        + "]";
  }

  /** Sets the values of {@link MatchSettings}, each named as its accessor; not thread-safe. */
  public static final class Builder {
    private final PiskvorkOptions first;
    private final PiskvorkOptions second;
    private List<String> names = List.of("first", "second");
    private List<PlayedGame> openings = List.of();
    private int concurrency = 1;
    private long adjudicationBudget = DEFAULT_ADJUDICATION_BUDGET;
    private long analysisBudget;
    private @Nullable Sprt sprt;
    private @Nullable GameClock clock;

    private Builder(PiskvorkOptions first, PiskvorkOptions second) {
      this.first = Objects.requireNonNull(first, "first");
      this.second = Objects.requireNonNull(second, "second");
    }

    /** The engines' names, {@code first}'s and {@code second}'s. */
    public Builder names(String first, String second) {
      this.names = List.of(first, second);
      return this;
    }

    /** The openings, each on the match's board. */
    public Builder openings(List<PlayedGame> openings) {
      this.openings = List.copyOf(openings);
      return this;
    }

    /** How many games are played at once, each by two processes of its own. */
    public Builder concurrency(int concurrency) {
      this.concurrency = concurrency;
      return this;
    }

    /** The adjudication budget in {@code nodes}, 0 for none. */
    public Builder adjudicationBudget(long nodes) {
      this.adjudicationBudget = nodes;
      return this;
    }

    /** The analysis budget in {@code nodes}, 0 for none. */
    public Builder analysisBudget(long nodes) {
      this.analysisBudget = nodes;
      return this;
    }

    /** The test that stops the match, null for none. */
    public Builder sprt(@Nullable Sprt sprt) {
      this.sprt = sprt;
      return this;
    }

    /** Each player's clock for a game, null for none. */
    public Builder clock(@Nullable GameClock clock) {
      this.clock = clock;
      return this;
    }

    /**
     * The settings.
     *
     * @throws IllegalArgumentException naming every value out of its range
     */
    public MatchSettings build() {
      List<String> problems = new ArrayList<>();
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
      checkBudget("adjudication", adjudicationBudget, problems);
      checkBudget("analysis", analysisBudget, problems);
      if (!problems.isEmpty()) {
        throw new IllegalArgumentException(String.join("; ", problems));
      }
      return new MatchSettings(this);
    }

    private static void checkBudget(String what, long nodes, List<String> problems) {
      if (nodes < 0 || nodes > Prover.MAX_BUDGET) {
        problems.add(
            "the " + what + " budget is 0 (none) to " + Prover.MAX_BUDGET + " nodes, got " + nodes);
      }
    }
  }
}
