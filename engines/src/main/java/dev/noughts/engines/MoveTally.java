package dev.noughts.engines;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** The counts line of a report, such as {@code 4 best moves, 1 other move}. */
final class MoveTally {
  private MoveTally() {}

  /**
   * A noun in its two forms, for a count of one and for any other count.
   *
   * @param one the form for one, such as {@code move to avoid}
   * @param many the form for any other count, such as {@code moves to avoid}
   */
  record Noun(String one, String many) {
    /** {@code count} of this noun: {@code 1 move to avoid}, {@code 1,000 moves to avoid}. */
    String count(long count) {
      return String.format("%,d %s", count, count == 1 ? one : many);
    }
  }

  /**
   * How many of {@code results} have each grade, in the grades' order, with the grade's noun:
   * {@code 1 best move, 2 other moves}; grades that no result has are left out, and {@code none}
   * stands for an empty list.
   */
  static String of(List<Result> results, String none) {
    return of(Grade.class, results.stream().map(Result::grade).toList(), Grade::noun, none);
  }

  /** The same for the grades {@code graded} of any kind, each counted with {@code noun}. */
  static <G extends Enum<G>> String of(
      Class<G> grades, List<G> graded, Function<G, Noun> noun, String none) {
    List<String> counts = new ArrayList<>();
    for (G grade : grades.getEnumConstants()) {
      long count = graded.stream().filter(grade::equals).count();
      if (count > 0) {
        counts.add(noun.apply(grade).count(count));
      }
    }
    return counts.isEmpty() ? none : String.join(", ", counts);
  }
}
