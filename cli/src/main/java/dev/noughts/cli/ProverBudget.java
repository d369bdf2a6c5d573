package dev.noughts.cli;

import dev.noughts.Prover;
import java.util.Locale;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Option;

/** The {@code --budget N} option of {@code solve}: the prover's nodes per board. */
final class ProverBudget {
  @Option(
      names = "--budget",
      paramLabel = "N",
      converter = WholeNumber.BudgetConverter.class,
      description =
          "Nodes the prover may make per board beyond the exact solver: 1 to "
              + Prover.MAX_BUDGET
              + ", by default "
              + Prover.DEFAULT_BUDGET
              + ".")
  private int value = (int) Prover.DEFAULT_BUDGET; // an int, read by the rule of every number

  /**
   * The prover of this budget, or null after saying on standard error, for the command named {@code
   * command}, why the budget is out of range (a usage error).
   */
  @Nullable Prover prover(Io io, String command) {
    if (value >= 1 && value <= Prover.MAX_BUDGET) {
      return new Prover(value);
    }
    io.err()
        .println(
            String.format(
                Locale.ROOT,
                "noughts %s: --budget is %d; it must be 1 to %d nodes",
                command,
                value,
                Prover.MAX_BUDGET));
    return null;
  }
}
