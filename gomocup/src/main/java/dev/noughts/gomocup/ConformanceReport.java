package dev.noughts.gomocup;

import java.util.List;
import java.util.Objects;

/**
 * What {@link Conformance#check(PiskvorkOptions)} found: each check, passed or not, the rule it
 * holds the engine to, and what the engine did. A check the protocol does not require fails as a
 * warning: the report still passes.
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
   * @param rule the rule it holds the engine to, and where that rule comes from
   * @param required whether the protocol requires it; a check that is not required and fails is a
   *     warning
   * @param passed whether the engine passed it
   * @param detail what the engine did: its answer, its move, or its failure
   */
  public record Check(String name, String rule, boolean required, boolean passed, String detail) {
    /** Checks that the texts are given. */
    public Check {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(rule, "rule");
      Objects.requireNonNull(detail, "detail");
    }

    /** Whether it failed, but is not required: a warning. */
    public boolean isWarning() {
      return !passed && !required;
    }
  }

  /** Whether the engine passed every check the protocol requires. */
  public boolean passed() {
    return checks.stream().allMatch(check -> check.passed() || !check.required());
  }

  /**
   * One line a check, each ended by a line feed: {@code ok}, {@code FAILED} or {@code WARNING}, its
   * name and what the engine did; under a check that did not pass, the rule it holds the engine to.
   */
  @Override
  public String toString() {
    return Conformance.lines(checks);
  }
}
