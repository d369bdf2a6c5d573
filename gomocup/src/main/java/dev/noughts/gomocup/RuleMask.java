package dev.noughts.gomocup;

import java.util.ArrayList;
import java.util.List;

/** The names of the bits of the protocol's {@code INFO rule} mask, for messages. */
final class RuleMask {
  private static final String[] BITS = {
    "exactly five in a row", "continuous game", "renju", "caro"
  };

  private RuleMask() {}

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
