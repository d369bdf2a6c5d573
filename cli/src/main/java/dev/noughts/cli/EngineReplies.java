package dev.noughts.cli;

import dev.noughts.Position;
import dev.noughts.gomocup.Fault;
import dev.noughts.gomocup.PiskvorkEngine;
import dev.noughts.gomocup.PiskvorkOptions;
import dev.noughts.gomocup.Reply;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.BooleanSupplier;
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

  /** How many times in a row an engine process may fail to start before the run ends. */
  static final int MAX_FAILED_STARTS = 3;

  /**
   * The replies, one per position in order, null for a position not asked; and the failure that
   * ended the run early, if any: an engine that refused the board, that did not start the first
   * time, or that did not start again {@value #MAX_FAILED_STARTS} times in a row, after which
   * nothing more was asked; whether any engine process started at all; and the positions (indices,
   * in order) before which an engine gave no answer to {@code RESTART} and was started again.
   */
  record Answers(
      List<@Nullable Reply> replies,
      Reply.@Nullable Failure notRun,
      boolean started,
      List<Integer> restartedBefore) {
    /** How many positions from the first were answered before any was left unasked. */
    int answeredFirst() {
      int count = 0;
      while (count < replies.size() && replies.get(count) != null) {
        count++;
      }
      return count;
    }
  }

  /** Told of each reply as it comes, from the thread of the process that gave it. */
  @FunctionalInterface
  interface Answered {
    /**
     * The reply to the position at {@code index} (from 0), {@code restarted} when the engine gave
     * no answer to {@code RESTART} before it and was started again, and the time from asking to the
     * reply, restarts included.
     */
    void answered(int index, Reply reply, boolean restarted, Duration time);
  }

  private EngineReplies() {}

  /**
   * Asks {@code processes} engine processes for their moves in {@code positions}, in the
   * {@linkplain #order order} the seed gives, telling {@code answered} of each reply; a process
   * asks nothing more once {@code stopped} is true (as when the JVM shuts down and kills the
   * engines, which would otherwise be started again for the next position).
   */
  static Answers ask(
      PiskvorkOptions options,
      List<Position> positions,
      int processes,
      @Nullable Integer seed,
      Answered answered,
      BooleanSupplier stopped)
      throws InterruptedException {
    int[] order = order(positions.size(), seed);
    AtomicReferenceArray<Reply> replies = new AtomicReferenceArray<>(positions.size());
    AtomicInteger next = new AtomicInteger();
    AtomicReference<Reply.@Nullable Failure> notRun = new AtomicReference<>();
    AtomicBoolean started = new AtomicBoolean(); // whether any process ever started
    Set<Integer> restarted = new ConcurrentSkipListSet<>();
    ExecutorService pool = Executors.newFixedThreadPool(processes);
    try {
      List<Future<?>> workers = new ArrayList<>(processes);
      for (int p = 0; p < processes; p++) {
        workers.add(
            pool.submit(
                () -> {
                  try (PiskvorkEngine engine = PiskvorkEngine.of(options)) {
                    int failedStarts = 0;
                    for (int i = next.getAndIncrement();
                        i < order.length && notRun.get() == null && !stopped.getAsBoolean();
                        i = next.getAndIncrement()) {
                      int failedRestarts = engine.getFailedRestarts();
                      long asked = System.nanoTime();
                      Reply reply = engine.play(positions.get(order[i]));
                      Duration time = Duration.ofNanos(System.nanoTime() - asked);
                      boolean restart = engine.getFailedRestarts() > failedRestarts;
                      if (restart) {
                        restarted.add(order[i]);
                      }
                      replies.set(order[i], reply);
                      answered.answered(order[i], reply, restart, time);
                      Fault fault = reply instanceof Reply.Failure failure ? failure.fault() : null;
                      failedStarts = fault == Fault.NOT_STARTED ? failedStarts + 1 : 0;
                      if (failedStarts == 0) {
                        started.set(true);
                      }
                      if (fault == Fault.BOARD_REFUSED
                          || failedStarts == MAX_FAILED_STARTS
                          || (failedStarts > 0 && !started.get())) {
                        notRun.compareAndSet(null, (Reply.Failure) reply);
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
    List<@Nullable Reply> inOrder = new ArrayList<>(positions.size());
    for (int i = 0; i < positions.size(); i++) {
      inOrder.add(replies.get(i));
    }
    return new Answers(inOrder, notRun.get(), started.get(), List.copyOf(restarted));
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
