package dev.noughts.engines;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The tactics a suite builder has kept, by kind, each kind up to its quota: the wins by fours, then
 * by threes, then the defences, in the order kept.
 */
final class SuiteQuotas {
  private final Map<Tactic.Kind, Integer> quotas = new EnumMap<>(Tactic.Kind.class);
  private final Map<Tactic.Kind, List<Tactic>> kept = new EnumMap<>(Tactic.Kind.class);

  SuiteQuotas(int fours, int threes, int defences) {
    quotas.put(Tactic.Kind.WIN_BY_FOURS, fours);
    quotas.put(Tactic.Kind.WIN_BY_THREES, threes);
    quotas.put(Tactic.Kind.DEFENCE, defences);
    for (Tactic.Kind kind : Tactic.Kind.values()) {
      kept.put(kind, new ArrayList<>());
    }
  }

  /** Whether more tactics of {@code kind} are wanted. */
  boolean wants(Tactic.Kind kind) {
    return kept.get(kind).size() < quotas.get(kind);
  }

  /** Whether every quota is met. */
  boolean full() {
    for (Tactic.Kind kind : Tactic.Kind.values()) {
      if (wants(kind)) {
        return false;
      }
    }
    return true;
  }

  /** Keeps {@code tactic} when its kind's quota is not met; whether it did. */
  boolean keep(Tactic tactic) {
    if (!wants(tactic.getKind())) {
      return false;
    }
    kept.get(tactic.getKind()).add(tactic);
    return true;
  }

  /** The suite: the wins by fours, then by threes, then the defences. */
  List<Tactic> suite() {
    List<Tactic> suite = new ArrayList<>();
    for (Tactic.Kind kind : Tactic.Kind.values()) {
      suite.addAll(kept.get(kind));
    }
    return suite;
  }
}
