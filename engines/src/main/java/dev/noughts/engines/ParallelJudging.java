package dev.noughts.engines;

import dev.noughts.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntFunction;
import org.jspecify.annotations.Nullable;

/**
 * Judges the moves of a suite on as many threads as the cores and the heap allow, each proof
 * bounded in nodes and so the same on any thread, while the engine is asked the next moves; the
 * judgements come back in the suite's order, and a judge's exception is the first in that order, as
 * it would be one move after another.
 */
final class ParallelJudging {
  /**
   * What one proof may hold, per node of its budget: more than a node takes, so that {@link
   * dev.noughts.Prover#MAX_BUDGET}'s 20,000,000 nodes count for 2.4 GiB.
   */
  static final long BYTES_PER_NODE = 128;

  private ParallelJudging() {}

  /**
   * How many proofs of {@code budget} nodes run at once: one a core, as many as fit in half of
   * {@code maxHeap}, and at least one.
   */
  static int threads(long budget, int cores, long maxHeap) {
    long fit = maxHeap / 2 / (budget * BYTES_PER_NODE);
    return (int) Math.max(1, Math.min(cores, fit));
  }

  /** What the judging hands on: the move asked at {@code index} and its judgement. */
  @FunctionalInterface
  interface OnJudged {
    void accept(int index, @Nullable Square move, ProofJudge.Judgement judgement);
  }

  /**
   * Asks {@code ask} for the move at each index of {@code tactics} in turn, on the caller's thread,
   * and judges each move on a thread of the pool while the next is asked; hands each judgement on
   * to {@code judged} on the caller's thread, in the suite's order, as soon as it and those before
   * it are judged (after each question, and at the end). An exception of {@code ask}, of a judge
   * (the first in the suite's order) or of {@code judged} ends it: no more is asked.
   */
  static void judge(
      ProofJudge judge, List<Tactic> tactics, IntFunction<@Nullable Square> ask, OnJudged judged) {
    Runtime runtime = Runtime.getRuntime();
    int threads =
        threads(judge.prover().getBudget(), runtime.availableProcessors(), runtime.maxMemory());
    if (threads == 1 || tactics.size() == 1) {
      for (int i = 0; i < tactics.size(); i++) {
        @Nullable Square move = ask.apply(i);
        judged.accept(i, move, judge.judge(tactics.get(i), move));
      }
      return;
    }
    ExecutorService pool =
        Executors.newFixedThreadPool(
            threads,
            task -> {
              Thread thread = new Thread(task, "noughts-judge");
              thread.setDaemon(true);
              return thread;
            });
    try {
      List<@Nullable Square> moves = new ArrayList<>(tactics.size());
      List<Future<ProofJudge.Judgement>> futures = new ArrayList<>(tactics.size());
      int next = 0; // the next index to hand on
      for (int i = 0; i < tactics.size(); i++) {
        Tactic tactic = tactics.get(i);
        @Nullable Square move = ask.apply(i);
        moves.add(move);
        futures.add(pool.submit(() -> judge.judge(tactic, move)));
        while (next <= i && futures.get(next).isDone()) {
          judged.accept(next, moves.get(next), result(futures.get(next)));
          next++;
        }
      }
      for (; next < tactics.size(); next++) {
        judged.accept(next, moves.get(next), result(futures.get(next)));
      }
    } finally {
      pool.shutdownNow();
    }
  }

  private static ProofJudge.Judgement result(Future<ProofJudge.Judgement> future) {
    try {
      return future.get();
    } catch (ExecutionException failed) {
      Throwable cause = failed.getCause();
      if (cause instanceof RuntimeException runtime) {
        throw runtime;
      }
      if (cause instanceof Error error) {
        throw error;
      }
      throw new IllegalStateException(cause);
    } catch (InterruptedException interrupted) {
      Thread.currentThread().interrupt();
      CancellationException cancelled = new CancellationException("interrupted while judging");
      cancelled.initCause(interrupted);
      throw cancelled;
    }
  }
}
