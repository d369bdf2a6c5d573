package dev.noughts.gomocup;

import dev.noughts.Position;
import dev.noughts.engines.Tactic;
import dev.noughts.engines.TacticsScore;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
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
 * Several processes of one piskvork engine answering a list of positions at once, as {@code noughts
 * engine --processes N} runs them: each process takes the next position as it is free, in the
 * list's order or in an order shuffled with a seed, and the replies come back in the list's order
 * whatever the order asked.
 *
 * <pre>{@code
 * EnginePool pool = EnginePool.of(PiskvorkOptions.of("./pbrain-foo"), 4);
 * List<Tactic> tactics = TacticsSuite.Bundled.TACTICS_15.tactics();
 * pool.score(tactics, Prover.DEFAULT_BUDGET).assertNoMisses(); // as noughts engine --processes 4
 * }</pre>
 *
 * <p>Each process is a {@link PiskvorkEngine}, which starts again after a crash, a time-out or a
 * {@code RESTART} left unanswered. A run ends early, asking nothing more, when the engine refuses
 * the board ({@link Fault#BOARD_REFUSED}), when no process starts the first time, or when a process
 * fails to start {@value #MAX_FAILED_STARTS} times in a row ({@link Fault#NOT_STARTED}): {@link
 * Answers#notRun()} says which. Every process is closed when {@link #ask} returns.
 *
 * @since 0.1.0
 */
public final class EnginePool {
  /** The most processes a pool runs at once. */
  public static final int MAX_PROCESSES = 64;

  /** How many times in a row a process may fail to start before the run ends. */
  public static final int MAX_FAILED_STARTS = 3;

  /**
   * The reply to one position.
   *
   * @param index the position's place in the list asked, from 0
   * @param reply what the engine made of it
   * @param restarted whether the engine gave no answer to {@code RESTART} before it and was started
   *     again
   * @param time from asking to the reply, restarts included
   * @since 0.1.0
   */
  public record Answer(int index, Reply reply, boolean restarted, Duration time) {
    /** Checks that each is given. */
    public Answer {
      Objects.requireNonNull(reply, "reply");
      Objects.requireNonNull(time, "time");
    }
  }

  /**
   * Told of each reply as it comes, from the thread of the process that gave it: several processes
   * may tell it at once.
   *
   * @since 0.1.0
   */
  @FunctionalInterface
  public interface Listener {
    /** The engine answered. */
    void answered(Answer answer);
  }

  /**
   * The end of a run.
   *
   * @param replies one per position, in the list's order; null for a position not asked
   * @param notRun the failure that ended the run early, or null: an engine that refused the board,
   *     that did not start the first time, or that did not start again {@value #MAX_FAILED_STARTS}
   *     times in a row
   * @param started whether any process started at all
   * @param restartedBefore the positions (indices, in order) before which the engine gave no answer
   *     to {@code RESTART} and was started again
   * @since 0.1.0
   */
  public record Answers(
      List<@Nullable Reply> replies,
      Reply.@Nullable Failure notRun,
      boolean started,
      List<Integer> restartedBefore) {
    /** Copies the lists. */
    public Answers {
      replies = Collections.unmodifiableList(new ArrayList<>(replies));
      restartedBefore = List.copyOf(restartedBefore);
    }

    /** How many positions from the first were answered before any was left unasked. */
    public int answeredFirst() {
      int count = 0;
      while (count < replies.size() && replies.get(count) != null) {
        count++;
      }
      return count;
    }
  }

  private final PiskvorkOptions options;
  private final int processes;
  private final @Nullable Integer seed;

  private EnginePool(PiskvorkOptions options, int processes, @Nullable Integer seed) {
    this.options = options;
    this.processes = processes;
    this.seed = seed;
  }

  /**
   * A pool of {@code processes} processes of the engine {@code options} runs, asking in the list's
   * order.
   *
   * @throws IllegalArgumentException when {@code processes} is not 1 to {@value #MAX_PROCESSES}
   */
  public static EnginePool of(PiskvorkOptions options, int processes) {
    Objects.requireNonNull(options, "options");
    if (processes < 1 || processes > MAX_PROCESSES) {
      throw new IllegalArgumentException(
          "processes is " + processes + "; it must be 1 to " + MAX_PROCESSES);
    }
    return new EnginePool(options, processes, null);
  }

  /**
   * The same pool asking in an order shuffled with {@code seed}, the same on every JVM ({@link
   * #order}), to catch an engine whose move depends on the positions asked before; the replies
   * still come back in the list's order.
   */
  public EnginePool withSeed(int seed) {
    return new EnginePool(options, processes, seed);
  }

  /** The options each process runs with. */
  public PiskvorkOptions getOptions() {
    return options;
  }

  /** How many processes run at once. */
  public int getProcesses() {
    return processes;
  }

  /** The seed of the order asked, or null for the list's order. */
  public @Nullable Integer getSeed() {
    return seed;
  }

  /**
   * The order in which {@code count} positions are asked, as indices from 0: the list's order
   * without a seed, else shuffled by {@link Random} with the seed.
   */
  public int[] order(int count) {
    List<Integer> indices = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      indices.add(i);
    }
    Integer shuffle = seed;
    if (shuffle != null) {
      Collections.shuffle(indices, new Random(shuffle));
    }
    return indices.stream().mapToInt(Integer::intValue).toArray();
  }

  /**
   * Asks the processes for their moves in {@code positions}, waiting for the last reply.
   *
   * @throws InterruptedException when interrupted while waiting; the processes are closed
   */
  public Answers ask(List<Position> positions) throws InterruptedException {
    return ask(positions, answer -> {}, () -> false);
  }

  /**
   * Asks the processes for their moves in {@code positions}, in the {@linkplain #order order} of
   * the seed, telling {@code listener} of each reply as it comes; a process asks nothing more once
   * {@code stopped} is true (as when the JVM shuts down and kills the engines, which would
   * otherwise be started again for the next position).
   *
   * @throws InterruptedException when interrupted while waiting; the processes are closed
   * @throws IllegalStateException when {@code listener} throws, with what it threw as the cause
   */
  public Answers ask(List<Position> positions, Listener listener, BooleanSupplier stopped)
      throws InterruptedException {
    List<Position> asked = List.copyOf(positions);
    int[] order = order(asked.size());
    AtomicReferenceArray<Reply> replies = new AtomicReferenceArray<>(asked.size());
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
                      int index = order[i];
                      int failedRestarts = engine.getFailedRestarts();
                      long start = System.nanoTime();
                      Reply reply = engine.play(asked.get(index));
                      Duration time = Duration.ofNanos(System.nanoTime() - start);
                      boolean restart = engine.getFailedRestarts() > failedRestarts;
                      if (restart) {
                        restarted.add(index);
                      }
                      replies.set(index, reply);
                      listener.answered(new Answer(index, reply, restart, time));
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
    List<@Nullable Reply> inOrder = new ArrayList<>(asked.size());
    for (int i = 0; i < asked.size(); i++) {
      inOrder.add(replies.get(i));
    }
    return new Answers(inOrder, notRun.get(), started.get(), List.copyOf(restarted));
  }

  /**
   * Scores the engine on {@code tactics} as {@code noughts engine} does: asks the processes for
   * their moves, judges each reply by proof with a prover of {@code budget} nodes as soon as it
   * comes ({@link PoolJudging}), and returns the score, each tactic with its number in the list. A
   * failure of the engine's on a tactic (a crash, a time-out) is graded as no move.
   *
   * @throws IllegalArgumentException when {@code tactics} is empty, or the budget is not 1 to
   *     {@value dev.noughts.Prover#MAX_BUDGET}
   * @throws PiskvorkException when the run ended early ({@link Answers#notRun()}): the engine
   *     refused the board or did not start; its failure says which
   * @throws InterruptedException when interrupted while waiting; the processes are closed
   */
  public TacticsScore score(List<Tactic> tactics, long budget) throws InterruptedException {
    PoolJudging judging = PoolJudging.of(tactics, budget, order(tactics.size()), judged -> {});
    Answers answers;
    try {
      answers =
          ask(tactics.stream().map(Tactic::getPosition).toList(), judging::answered, () -> false);
    } catch (InterruptedException | RuntimeException e) {
      judging.interrupt(); // its judging threads end
      throw e;
    }
    PoolJudging.Scored scored = judging.finish();
    Reply.Failure notRun = answers.notRun();
    if (notRun != null) {
      throw new PiskvorkException(notRun);
    }
    return scored.score();
  }
}
