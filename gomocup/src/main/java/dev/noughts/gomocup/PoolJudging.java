package dev.noughts.gomocup;

import dev.noughts.engines.Tactic;
import dev.noughts.engines.TacticsJudging;
import dev.noughts.engines.TacticsScore;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.jspecify.annotations.Nullable;

/**
 * The judging of an {@link EnginePool}'s replies on a suite of tactics, as {@code noughts engine}
 * judges them: each reply judged by proof as soon as it comes, on judging threads of its own (as
 * many as {@link TacticsJudging#getParallelism()}), and each judged tactic handed to a {@link Sink}
 * in the order the tactics were asked, as soon as it and every tactic asked before it are judged.
 * When the run ends, or is {@linkplain #interrupt() interrupted}, the tactics held back for one
 * before them are handed on, so that the sink has seen every tactic of the score, once.
 *
 * <pre>{@code
 * PoolJudging judging = PoolJudging.of(tactics, Prover.DEFAULT_BUDGET, pool.order(tactics.size()),
 *     judged -> System.out.println(judged.result().getSummary()));
 * EnginePool.Answers answers = pool.ask(positions, judging::answered, () -> false);
 * PoolJudging.Scored scored = judging.finish(); // the score, and each tactic with its reply
 * }</pre>
 *
 * <p>{@link EnginePool#score} does all of this for a run that needs no more than the score. A reply
 * that is not a move (a {@link Reply.Failure} or {@link Reply.Declined}) is judged as no move. Safe
 * to use from several threads at once: the pool's processes tell it their replies, and a shutdown
 * hook may interrupt it.
 *
 * @since 0.1.0
 */
public final class PoolJudging {
  /**
   * One tactic judged.
   *
   * @param result the move's grade, with the proof behind it
   * @param reply what the engine process answered
   * @param restarted whether the engine gave no answer to {@code RESTART} before it, and was
   *     started again
   * @param time from asking to the reply
   * @since 0.1.0
   */
  public record Judged(TacticsScore.Result result, Reply reply, boolean restarted, Duration time) {
    /** Checks that each is given. */
    public Judged {
      Objects.requireNonNull(result, "result");
      Objects.requireNonNull(reply, "reply");
      Objects.requireNonNull(time, "time");
    }

    /** The engine's failure on the tactic, or null when it answered. */
    public Reply.@Nullable Failure failure() {
      return reply instanceof Reply.Failure failure ? failure : null;
    }
  }

  /**
   * The end of the judging.
   *
   * @param score the score of the tactics judged, in the suite's order
   * @param judged each of them, in the same order
   * @since 0.1.0
   */
  public record Scored(TacticsScore score, List<Judged> judged) {
    /** Copies the list. */
    public Scored {
      Objects.requireNonNull(score, "score");
      judged = List.copyOf(judged);
    }
  }

  /**
   * Where each judged tactic goes, one at a time, in the order asked.
   *
   * @since 0.1.0
   */
  @FunctionalInterface
  public interface Sink {
    /** A tactic was judged, and every tactic asked before it handed on. */
    void judged(Judged judged);
  }

  private final TacticsJudging judging;
  private final int[] order;
  private final Sink sink;
  private final ExecutorService pool;
  private final List<Future<?>> tasks = new ArrayList<>();
  private final EnginePool.@Nullable Answer[] answers;
  private final TacticsScore.@Nullable Result[] ready; // judged, not handed on yet
  private final boolean[] handedOn;
  private int next; // the place in the order of the first tactic not handed on
  private @Nullable Scored closed;

  private PoolJudging(TacticsJudging judging, int[] order, Sink sink) {
    int size = order.length;
    this.judging = judging;
    this.order = order;
    this.sink = sink;
    this.answers = new EnginePool.Answer[size];
    this.ready = new TacticsScore.Result[size];
    this.handedOn = new boolean[size];
    this.pool =
        Executors.newFixedThreadPool(
            judging.getParallelism(),
            task -> {
              Thread thread = new Thread(task, "noughts-engine-judge");
              thread.setDaemon(true); // a run cut short does not wait for its proofs
              return thread;
            });
  }

  /**
   * Judging of moves in {@code tactics} with a prover of {@code budget} nodes, asked in {@code
   * order} (indices from 0, such as {@link EnginePool#order}), each handed to {@code sink}.
   *
   * @throws IllegalArgumentException when {@code tactics} is empty, the budget is not 1 to {@value
   *     dev.noughts.Prover#MAX_BUDGET}, or {@code order} is not an order of the tactics' indices
   */
  public static PoolJudging of(List<Tactic> tactics, long budget, int[] order, Sink sink) {
    TacticsJudging judging = TacticsJudging.of(tactics, budget);
    int[] asked = order.clone();
    boolean[] seen = new boolean[tactics.size()];
    for (int index : asked) {
      if (index < 0 || index >= seen.length || seen[index]) {
        throw new IllegalArgumentException(
            "the order is not one of the indices 0 to " + (seen.length - 1) + ", each once");
      }
      seen[index] = true;
    }
    if (asked.length != seen.length) {
      throw new IllegalArgumentException(
          "the order has " + asked.length + " indices for " + seen.length + " tactics");
    }
    return new PoolJudging(judging, asked, Objects.requireNonNull(sink, "sink"));
  }

  /**
   * The engine's reply to the tactic at {@code answer.index()}: judged on a judging thread. A reply
   * that comes after {@link #interrupt()} is not taken.
   */
  public synchronized void answered(EnginePool.Answer answer) {
    if (closed != null) {
      return;
    }
    int index = answer.index();
    Reply reply = answer.reply();
    answers[index] = answer;
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
   * @throws InterruptedException when interrupted while waiting
   */
  public Scored finish() throws InterruptedException {
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
  public Scored interrupt() {
    pool.shutdownNow();
    return close();
  }

  private synchronized Scored close() {
    Scored done = closed;
    if (done != null) {
      return done;
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
    done = new Scored(score, judged);
    closed = done;
    return done;
  }

  private void handOn(int index) {
    handedOn[index] = true;
    sink.judged(judged(index));
  }

  private Judged judged(int index) {
    EnginePool.Answer answer = answers[index];
    TacticsScore.Result result = ready[index];
    if (answer == null || result == null) {
      throw new IllegalStateException("tactic " + (index + 1) + " was not judged");
    }
    return new Judged(result, answer.reply(), answer.restarted(), answer.time());
  }
}
