package dev.noughts;

import static com.google.common.truth.Truth.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The prover's documented memory bound, in a JVM of its own. */
class ProverMemoryTest {
  /**
   * 15 x 15, five to win, X to move after fourteen marks near the centre: threats for both players,
   * but no win by fours and threes that the default budget finds, so the whole budget is spent.
   */
  static final String BUSY = "5,6 8,5 9,6 9,8 7,10 5,8 9,7 10,10 9,5 7,8 8,7 9,9 10,8 11,9";

  /** Proves {@link #BUSY} with a budget of {@code args[0]} nodes and prints the proof. */
  public static void main(String[] args) {
    Position position = GameRecord.play(15, 15, 5, BUSY);
    System.out.println(new Prover(Long.parseLong(args[0])).prove(position));
  }

  @Test
  void theDefaultBudgetSpentInFullFitsIn24MegabytesOfHeap(@TempDir Path folder)
      throws IOException, InterruptedException {
    String printed =
        SmallHeap.run(folder, "24m", ProverMemoryTest.class, String.valueOf(Prover.DEFAULT_BUDGET));
    assertThat(printed.strip()).isEqualTo("not proven within 200,000 nodes");
  }
}
