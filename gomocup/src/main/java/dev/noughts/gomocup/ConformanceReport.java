package dev.noughts.gomocup;

import java.util.List;
import java.util.Objects;

/**
 * What {@link Conformance#check(PiskvorkOptions)} found: each check, passed or not, and what the
 * engine did.
 *
 * @param checks every check, in the order run
 * @since 0.1.0
 */
public record ConformanceReport(List<Check> checks) {

  /** Copies {@code checks}. */
  public ConformanceReport {
    checks = List.copyOf(checks);
  }

  /**
   * One check.
   *
   * @param name what it checks, for example {@code takes START 20}
   * @param passed whether the engine passed it
   * @param detail what the engine did: its answer, its move, or its failure
   */
  public record Check(String name, boolean passed, String detail) {
    /** Checks that the texts are given. */
    public Check {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(detail, "detail");
    }
  }

  /** Whether the engine passed every check. */
  public boolean passed() {
    return checks.stream().allMatch(Check::passed);
  }

  /** One line a check: {@code ok} or {@code FAILED}, its name, and what the engine did. */
  @Override
  public String toString() {
    return Conformance.lines(checks);
  }
}
