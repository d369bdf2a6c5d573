package dev.noughts.gomocup;

import dev.noughts.Rule;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The protocol's {@code INFO rule} mask: the masks noughts plays (0 free-style, 1 exactly five, 4
 * renju), each tied to a {@link Rule}, and the names of its bits, for messages.
 */
final class RuleMask {
  private static final String[] BITS = {
    "exactly five in a row", "continuous game", "renju", "caro"
  };

  private RuleMask() {}

  /** The mask of {@code rule}: 0 for free-style, 1 for exactly k, 4 for renju. */
  static int of(Rule rule) {
    return switch (rule) {
      case FREE_STYLE -> 0;
      case EXACTLY_K -> 1;
      case RENJU -> 4;
    };
  }

  /**
   * The rule of {@code mask}, one of 0, 1 and 4.
   *
   * @throws IllegalArgumentException for another mask
   */
  static Rule ruleOf(int mask) {
    for (Rule rule : Rule.values()) {
      if (of(rule) == mask) {
        return rule;
      }
    }
    throw new IllegalArgumentException("rule " + mask + " is not 0, 1 or 4");
  }

  /**
   * What is wrong with {@code mask} for an engine of {@code winLength} in a row, or null when it is
   * one noughts plays: 0, 1, or 4 with five to win.
   */
  static @Nullable String problem(int mask, int winLength) {
    if (mask == 0 || mask == 1 || (mask == 4 && winLength == 5)) {
      return null;
    }
    if (mask == 4) {
      return "rule 4 (renju) is played with five in a row, but winLength is "
          + winLength
          + "; give winLength 5, or rule 0 (free-style) or 1 (exactly five) for "
          + winLength
          + " in a row";
    }
    return "rule "
        + mask
        + " ("
        + describe(mask)
        + ") is not supported: noughts plays rule 0 (free-style, k or more in a row win), 1"
        + " (exactly five in a row, Rule.EXACTLY_K) and 4 (renju, Rule.RENJU)";
  }

  /** For example {@code renju and exactly five in a row}, or {@code unknown bits 16} for others. */
  static String describe(int mask) {
    List<String> names = new ArrayList<>();
    for (int bit = 0; bit < BITS.length; bit++) {
      if ((mask & (1 << bit)) != 0) {
        names.add(BITS[bit]);
      }
    }
    int unknown = mask & ~((1 << BITS.length) - 1);
    if (unknown != 0) {
      names.add("unknown bits " + unknown);
    }
    return String.join(" and ", names);
  }
}
