package dev.noughts.cli;

import dev.noughts.engines.Tactic;
import dev.noughts.engines.TacticsJudging;
import dev.noughts.engines.TacticsScore;
import dev.noughts.gomocup.Reply;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.jspecify.annotations.Nullable;

/**
 * {@code noughts engine}'s judging: each reply judged by proof as soon as it comes, on judging
 * threads of its own (as many as {@link TacticsJudging#getParallelism()}), and each judged tactic
 * handed to a {@link Sink} in the order the tactics were asked: as soon as it and every tactic
 * asked before it are judged. When the run ends, or is {@linkplain #interrupt() interrupted}, the
 * tactics held back for one before them are handed on, so that the sink has seen every tactic of
 * the score, once.
 */
final class Scoring {
  /**
   * One tactic judged.
   *
   * @param result the move's grade, with the proof behind it
   * @param reply what the engine process answered
   * @param restarted whether the engine gave no answer to {@code RESTART} before it, and was
   *     started again
   * @param time from asking to the reply
   */
  record Judged(TacticsScore.Result result, Reply reply, boolean restarted, Duration time) {
    /** The engine's failure on the tactic, or null when it answered. */
    Reply.@Nullable Failure failure() {
      return reply instanceof Reply.Failure failure ? failure : null;
    }
  }

  /**
   * The end of the judging: the score of the tactics judged, and each of them, both in the suite's
   * order.
   */
  record Scored(TacticsScore score, List<Judged> judged) {}

  /** Where each judged tactic goes, one at a time. */
  @FunctionalInterface
  interface Sink {
    void judged(Judged judged);
  }

  /** What the engine answered to one tactic. */
  private record Answer(Reply reply, boolean restarted, Duration time) {}

  private final TacticsJudging judging;
  private final int[] order;
  private final Sink sink;
  private final ExecutorService pool;
  private final List<Future<?>> tasks = new ArrayList<>();
  private final @Nullable Answer[] answers;
  private final TacticsScore.@Nullable Result[] ready; // judged, not handed on yet
  private final boolean[] handedOn;
  private int next; // the place in the order of the first tactic not handed on
  private @Nullable Scored closed;

  /**
   * Judging of moves in {@code tactics} with a prover of {@code budget} nodes, asked in {@code
   * order} (indices from 0), each handed to {@code sink}.
   */
  Scoring(List<Tactic> tactics, long budget, int[] order, Sink sink) {
    this.judging = TacticsJudging.of(tactics, budget);
    this.order = order.clone();
    this.sink = sink;
    this.answers = new Answer[tactics.size()];
    this.ready = new TacticsScore.Result[tactics.size()];
    this.handedOn = new boolean[tactics.size()];
    this.pool =
        Executors.newFixedThreadPool(
            judging.getParallelism(),
            task -> {
              Thread thread = new Thread(task, "noughts-engine-judge");
              thread.setDaemon(true); // a run cut short does not wait for its proofs
              return thread;
            });
  }

  /** The engine's reply to the tactic at {@code index} (from 0): judged on a judging thread. */
  synchronized void answered(int index, Reply reply, boolean restarted, Duration time) {
    if (closed != null) {
      return;
    }
    answers[index] = new Answer(reply, restarted, time);
    tasks.add(
        pool.submit(
            () -> {
              TacticsScore.Result result =
                  judging.judge(index + 1, reply instanceof Reply.Move move ? move.square() : null);
              judgedOne(index, result);
            }));
  }

  private synchronized void judgedOne(int index, TacticsScore.Result result) {
    if (closed != null) {
      return;
    }
    ready[index] = result;
    while (next < order.length && ready[order[next]] != null) {
      handOn(order[next]);
      next++;
    }
  }

  /**
   * Waits for every reply to be judged, hands on those held back, and returns every tactic judged
   * (or, after {@link #interrupt()}, what it returned).
   *
   * @throws IllegalStateException when judging a move failed
   */
  Scored finish() throws InterruptedException {
    List<Future<?>> all;
    synchronized (this) {
      all = List.copyOf(tasks);
    }
    try {
      for (Future<?> task : all) {
        task.get();
      }
    } catch (ExecutionException e) {
      throw new IllegalStateException("judging a move failed: " + e.getCause(), e.getCause());
    } finally {
      pool.shutdownNow();
    }
    return close();
  }

  /**
   * Ends the run where it is: no later reply or judgement is taken, those judged and held back are
   * handed on, and every tactic judged is returned. Any thread may call it, as a shutdown hook
   * does; after {@link #finish()} it returns what that returned.
   */
  Scored interrupt() {
    pool.shutdownNow();
    return close();
  }

  private synchronized Scored close() {
    if (closed != null) {
      return closed;
    }
    TacticsScore score = judging.getScore();
    List<Judged> judged = new ArrayList<>();
    for (TacticsScore.Result result : score.getResults()) {
      int index = result.getNumber() - 1;
      if (!handedOn[index]) {
        ready[index] = result;
        handOn(index);
      }
      judged.add(judged(index));
    }
    closed = new Scored(score, List.copyOf(judged));
    return closed;
  }

  private void handOn(int index) {
    handedOn[index] = true;
    sink.judged(judged(index));
  }

  private Judged judged(int index) {
    Answer answer = answers[index];
    TacticsScore.Result result = ready[index];
    if (answer == null || result == null) {
      throw new IllegalStateException("tactic " + (index + 1) + " was not judged");
    }
    return new Judged(result, answer.reply(), answer.restarted(), answer.time());
  }
}
