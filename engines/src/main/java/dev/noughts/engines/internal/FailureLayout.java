package dev.noughts.engines.internal;

import dev.noughts.Position;
import dev.noughts.Rule;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * How noughts' assertions lay out a failure about a position: facts, one a line with the keys
 * aligned, then the board in the notation (ready to paste into {@code @Board}) and, on a board
 * whose win length is not its size (or that is not square), its win length; then the board drawn
 * row by row:
 *
 * <pre>
 * expected: X wins
 * but was : in progress: X to move
 * board   : X O - / X O - / - - -
 *   X O -
 *   X O -
 *   - - -
 * </pre>
 *
 * <p>The Truth subject gives Truth the {@linkplain #boardFacts board's facts} and lets it align
 * them; the kotest matchers take the {@linkplain #of whole layout}; the engine reports draw their
 * misses with {@link #drawn}.
 *
 * <p>Internal: shared by noughts' modules, not part of noughts' API; it may change in any release.
 */
public final class FailureLayout {
  private FailureLayout() {}

  /**
   * One line of a failure.
   *
   * @param key what the line is about, such as {@code expected}
   * @param value what it says, such as {@code X wins}
   */
  public record Fact(String key, String value) {
    /** A fact whose value is {@code value}'s {@code toString()}, or {@code null}. */
    public static Fact of(String key, @Nullable Object value) {
      return new Fact(key, String.valueOf(value));
    }
  }

  /**
   * The facts that show the board: {@code board} with its notation, then {@code win length} (such
   * as {@code 3 in a row}) when the position is not classic, and {@code rule} (such as {@code
   * exactly k}) when it is judged by another rule than free-style.
   */
  public static List<Fact> boardFacts(@Nullable Position position) {
    List<Fact> facts = new ArrayList<>();
    facts.add(Fact.of("board", position));
    if (position != null && !position.isClassic()) {
      facts.add(new Fact("win length", BoardShape.inARow(position)));
    }
    if (position != null && position.getRule() != Rule.FREE_STYLE) {
      facts.add(Fact.of("rule", position.getRule()));
    }
    return List.copyOf(facts);
  }

  /**
   * The whole failure: {@code facts}, then the {@linkplain #boardFacts board's facts}, keys
   * aligned, then the board {@linkplain #drawn drawn}; with no newline at the end.
   */
  public static String of(Position position, List<Fact> facts) {
    List<Fact> all = new ArrayList<>(facts);
    all.addAll(boardFacts(position));
    int width = all.stream().mapToInt(fact -> fact.key().length()).max().orElse(0);
    StringBuilder failure = new StringBuilder();
    for (Fact fact : all) {
      failure.append(String.format("%-" + width + "s: %s\n", fact.key(), fact.value()));
    }
    return failure.append(drawn(position)).toString().stripTrailing();
  }

  /** The board row by row, each row indented by two spaces and ended by a newline. */
  public static String drawn(Position position) {
    StringBuilder rows = new StringBuilder();
    for (String row : position.toRows()) {
      rows.append("  ").append(row).append('\n');
    }
    return rows.toString();
  }
}
