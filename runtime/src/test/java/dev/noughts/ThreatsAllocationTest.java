package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * A threat query allocates its answer and a scan of fixed size, nothing that grows with the board:
 * the same query with the same answer allocates as much on 32 x 32 as on 7 x 7. Measured by the
 * JVM's count of the bytes this thread allocated: the fewest of many calls, the two boards in turn,
 * so that both run the same compiled code.
 */
class ThreatsAllocationTest {
  private static final com.sun.management.ThreadMXBean THREADS =
      (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

  /**
   * The most a query may allocate on 32 x 32 beyond what it allocates on 7 x 7: less than an array
   * of a byte a column or a row would add (24 bytes more on 32 x 32).
   */
  private static final long SLACK = 16;

  @Test
  void eachQueryAllocatesAsMuchOnALargeBoardAsOnASmallOne() {
    assertThat(THREADS.isThreadAllocatedMemoryEnabled()).isTrue();
    // X's two and O's two apart: the same few cells, whatever the size.
    Position small = twoAndTwo(7);
    Position large = twoAndTwo(32);
    List<Function<Position, List<Square>>> queries =
        List.of(
            position -> position.getWinningCells(Player.X),
            position -> position.getFours(Player.X),
            position -> position.getThrees(Player.X),
            position -> position.getDefences(Player.X),
            position -> position.getWinningCells(Player.O),
            position -> position.getThrees(Player.O));
    for (int i = 0; i < queries.size(); i++) {
      Function<Position, List<Square>> query = queries.get(i);
      assertWithMessage("query %s: the answers", i)
          .that(query.apply(large))
          .isEqualTo(query.apply(small));
      long onSmall = Long.MAX_VALUE;
      long onLarge = Long.MAX_VALUE;
      for (int call = 0; call < 1_000; call++) {
        onSmall = Math.min(onSmall, allocatedBy(query, small));
        onLarge = Math.min(onLarge, allocatedBy(query, large));
      }
      assertWithMessage("query %s: bytes on 7 x 7", i).that(onSmall).isAtLeast(1);
      assertWithMessage("query %s: bytes on 7 x 7", i).that(onSmall).isAtMost(1_024);
      assertWithMessage("query %s: bytes on 32 x 32 (%s on 7 x 7)", i, onSmall)
          .that(onLarge)
          .isAtMost(onSmall + SLACK);
    }
  }

  /** The bytes one call of {@code query} allocated. */
  private static long allocatedBy(Function<Position, List<Square>> query, Position position) {
    long before = THREADS.getCurrentThreadAllocatedBytes();
    query.apply(position);
    return THREADS.getCurrentThreadAllocatedBytes() - before;
  }

  /** An n x n board, five to win: X on (3,3) and (3,4), O on (1,1) and (1,7). */
  private static Position twoAndTwo(int size) {
    int[][] cells = new int[size][size];
    cells[2][2] = 1;
    cells[2][3] = 1;
    cells[0][0] = 2;
    cells[0][6] = 2;
    return Position.fromArray(cells, 5);
  }
}
