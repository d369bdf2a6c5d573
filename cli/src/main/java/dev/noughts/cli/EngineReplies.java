package dev.noughts.cli;

import dev.noughts.Position;
import dev.noughts.gomocup.Fault;
import dev.noughts.gomocup.PiskvorkEngine;
import dev.noughts.gomocup.PiskvorkOptions;
import dev.noughts.gomocup.Reply;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import org.jspecify.annotations.Nullable;

/**
 * {@code noughts engine}'s questions: the replies of engine processes to every position of a suite,
 * asked of several processes at once, each taking the next position as it is free, in the suite's
 * order or in an order shuffled with a seed. The replies come back in the suite's order whatever
 * the order asked.
 */
final class EngineReplies {
  /** The most engine processes run at once. */
  static final int MAX_PROCESSES = 64;

  /**
   * The replies, one per position in order; or the failure of an engine that could not be run at
   * all (it did not start, or refused the board), after which nothing more was asked.
   */
  record Answers(List<Reply> replies, Reply.@Nullable Failure notRun) {}

  private EngineReplies() {}

  /**
   * Asks {@code processes} engine processes for their moves in {@code positions}, calling {@code
   * answered} after each reply (from the thread of the process that gave it).
   */
  static Answers ask(
      PiskvorkOptions options,
      List<Position> positions,
      int processes,
      @Nullable Integer seed,
      Runnable answered)
      throws InterruptedException {
    int[] order = order(positions.size(), seed);
    AtomicReferenceArray<Reply> replies = new AtomicReferenceArray<>(positions.size());
    AtomicInteger next = new AtomicInteger();
    AtomicReference<Reply.@Nullable Failure> notRun = new AtomicReference<>();
    ExecutorService pool = Executors.newFixedThreadPool(processes);
    try {
      List<Future<?>> workers = new ArrayList<>(processes);
      for (int p = 0; p < processes; p++) {
        workers.add(
            pool.submit(
                () -> {
                  try (PiskvorkEngine engine = PiskvorkEngine.of(options)) {
                    for (int i = next.getAndIncrement();
                        i < order.length && notRun.get() == null;
                        i = next.getAndIncrement()) {
                      Reply reply = engine.play(positions.get(order[i]));
                      replies.set(order[i], reply);
                      answered.run();
                      if (reply instanceof Reply.Failure failure
                          && (failure.fault() == Fault.NOT_STARTED
                              || failure.fault() == Fault.BOARD_REFUSED)) {
                        notRun.compareAndSet(null, failure);
                      }
                    }
                  }
                }));
      }
      for (Future<?> worker : workers) {
        worker.get();
      }
    } catch (ExecutionException e) {
      throw new IllegalStateException("an engine process's worker failed: " + e.getCause(), e);
    } finally {
      pool.shutdownNow();
    }
    List<Reply> inOrder = new ArrayList<>(positions.size());
    for (int i = 0; i < positions.size() && notRun.get() == null; i++) {
      inOrder.add(replies.get(i));
    }
    return new Answers(inOrder, notRun.get());
  }

  /**
   * The order in which to ask: 0 to {@code count - 1} as they come without a seed, else shuffled by
   * {@link Random} with the seed, the same on every JVM.
   */
  static int[] order(int count, @Nullable Integer seed) {
    List<Integer> indices = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      indices.add(i);
    }
    if (seed != null) {
      Collections.shuffle(indices, new Random(seed));
    }
    return indices.stream().mapToInt(Integer::intValue).toArray();
  }
}
