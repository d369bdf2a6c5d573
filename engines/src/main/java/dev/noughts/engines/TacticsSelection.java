package dev.noughts.engines;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.IntPredicate;
import java.util.function.Predicate;

/**
 * Some tactics of a suite, each with its number in the suite (from 1), in the suite's order: to
 * score an engine on part of a suite, one kind of tactic or a range of numbers, with the tactics
 * still named by their numbers in the suite, as {@code noughts engine} names them.
 *
 * <pre>{@code
 * TacticsSelection defences =
 *     TacticsSelection.of(TacticsSuite.Bundled.TACTICS_15.tactics())
 *         .ofKind(Tactic.Kind.DEFENCE)
 *         .numbered(1, 100); // the defences among the first 100 tactics
 * TacticsScore score = TacticsScore.of(engine::move, defences, Prover.DEFAULT_BUDGET);
 * }</pre>
 *
 * <p>Immutable: each method returns a new selection.
 *
 * @since 0.1.0
 */
public final class TacticsSelection {
  private final List<Tactic> tactics;
  private final List<Integer> numbers;

  private TacticsSelection(List<Tactic> tactics, List<Integer> numbers) {
    this.tactics = List.copyOf(tactics);
    this.numbers = List.copyOf(numbers);
  }

  /** Every tactic of {@code suite}, numbered from 1 in its order. */
  public static TacticsSelection of(List<Tactic> suite) {
    List<Integer> numbers = new ArrayList<>(suite.size());
    for (int number = 1; number <= suite.size(); number++) {
      numbers.add(number);
    }
    return new TacticsSelection(suite, numbers);
  }

  /** {@code tactics} with their {@code numbers}, as a score holds them. */
  static TacticsSelection withNumbers(List<Tactic> tactics, List<Integer> numbers) {
    return new TacticsSelection(tactics, numbers);
  }

  /** The tactics of this selection of {@code kind} or one of {@code more}. */
  public TacticsSelection ofKind(Tactic.Kind kind, Tactic.Kind... more) {
    Set<Tactic.Kind> kinds = EnumSet.of(kind, more);
    return filter(tactic -> kinds.contains(tactic.getKind()));
  }

  /**
   * The tactics of this selection numbered {@code first} to {@code last} in the suite, both
   * included; numbers beyond the suite select nothing.
   *
   * @throws IllegalArgumentException when {@code first} is less than 1 or {@code last} less than
   *     {@code first}
   */
  public TacticsSelection numbered(int first, int last) {
    if (first < 1 || last < first) {
      throw new IllegalArgumentException(
          String.format(
              Locale.ROOT,
              "tactics %d to %d: tactics are numbered from 1, and the last is not before the first",
              first,
              last));
    }
    return keep(i -> numbers.get(i) >= first && numbers.get(i) <= last);
  }

  /** The tactics of this selection that {@code test} accepts, each keeping its number. */
  public TacticsSelection filter(Predicate<? super Tactic> test) {
    return keep(i -> test.test(tactics.get(i)));
  }

  /** The tactics at the indexes {@code kept} accepts, with their numbers. */
  private TacticsSelection keep(IntPredicate kept) {
    List<Tactic> keptTactics = new ArrayList<>();
    List<Integer> keptNumbers = new ArrayList<>();
    for (int i = 0; i < tactics.size(); i++) {
      if (kept.test(i)) {
        keptTactics.add(tactics.get(i));
        keptNumbers.add(numbers.get(i));
      }
    }
    return new TacticsSelection(keptTactics, keptNumbers);
  }

  /** The tactics selected, in the suite's order; empty when none is. */
  public List<Tactic> getTactics() {
    return tactics;
  }

  /** The number in the suite of each of {@link #getTactics()}, from 1, in the same order. */
  public List<Integer> getNumbers() {
    return numbers;
  }

  /** {@code 12 tactics, numbered 3 to 99}, {@code 1 tactic, numbered 3}, or {@code no tactics}. */
  @Override
  public String toString() {
    return switch (numbers.size()) {
      case 0 -> "no tactics";
      case 1 -> "1 tactic, numbered " + numbers.get(0);
      default ->
          String.format(
              Locale.ROOT,
              "%,d tactics, numbered %d to %d",
              numbers.size(),
              numbers.get(0),
              numbers.get(numbers.size() - 1));
    };
  }
}
