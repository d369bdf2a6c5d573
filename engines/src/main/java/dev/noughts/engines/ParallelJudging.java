package dev.noughts.engines;

import dev.noughts.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.jspecify.annotations.Nullable;

/**
 * Judges the moves of a suite on as many threads as the cores and the heap allow, each proof
 * bounded in nodes and so the same on any thread; the judgements come back in the suite's order,
 * and a judge's exception is the first in that order, as it would be one move after another.
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

  /** The judgements of {@code moves}, the engine's move in each of {@code tactics}, in order. */
  static List<TacticJudge.Judgement> judge(
      TacticJudge judge, List<Tactic> tactics, List<@Nullable Square> moves) {
    Runtime runtime = Runtime.getRuntime();
    int threads =
        threads(judge.prover().getBudget(), runtime.availableProcessors(), runtime.maxMemory());
    List<TacticJudge.Judgement> judgements = new ArrayList<>(tactics.size());
    if (threads == 1 || tactics.size() == 1) {
      for (int i = 0; i < tactics.size(); i++) {
        judgements.add(judge.judge(tactics.get(i), moves.get(i)));
      }
      return judgements;
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
      List<Future<TacticJudge.Judgement>> futures = new ArrayList<>(tactics.size());
      for (int i = 0; i < tactics.size(); i++) {
        Tactic tactic = tactics.get(i);
        @Nullable Square move = moves.get(i);
        futures.add(pool.submit(() -> judge.judge(tactic, move)));
      }
      for (Future<TacticJudge.Judgement> future : futures) {
        judgements.add(result(future));
      }
      return judgements;
    } finally {
      pool.shutdownNow();
    }
  }

  private static TacticJudge.Judgement result(Future<TacticJudge.Judgement> future) {
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
