package dev.noughts.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** The counts line of a report, such as {@code 4 best moves, 1 other move}. */
final class MoveTally {
  private MoveTally() {}

  /**
   * How many of {@code graded} have each grade, in the grades' order, with the grade's noun (such
   * as "best move", or "move to avoid", made plural as "moves to avoid"); grades that no move has
   * are left out, and {@code none} stands for an empty list.
   */
  static <G extends Enum<G>> String of(
      Class<G> grades, List<G> graded, Function<G, String> noun, String none) {
    List<String> counts = new ArrayList<>();
    for (G grade : grades.getEnumConstants()) {
      long count = graded.stream().filter(grade::equals).count();
      if (count > 0) {
        String singular = noun.apply(grade);
        counts.add(
            String.format(
                "%,d %s", count, count == 1 ? singular : singular.replace("move", "moves")));
      }
    }
    return counts.isEmpty() ? none : String.join(", ", counts);
  }
}
