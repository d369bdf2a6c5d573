package dev.noughts.engines;

import dev.noughts.Prover;
import dev.noughts.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReferenceArray;
import org.jspecify.annotations.Nullable;

/**
 * An engine's moves in a suite of {@link Tactic}s judged one at a time, as they come, by the rules
 * and with the proofs of {@link TacticsScore}: for a run that asks an engine elsewhere (such as
 * engine processes in parallel) and reports each move as soon as it is judged, and the score of the
 * moves judged so far when the run is cut short.
 *
 * <pre>{@code
 * TacticsJudging judging = TacticsJudging.of(tactics, Prover.DEFAULT_BUDGET);
 * TacticsScore.Result result = judging.judge(1, move); // the first tactic's move
 * TacticsScore score = judging.getScore();             // of the tactics judged so far
 * }</pre>
 *
 * <p>Safe to use from several threads at once, each judging moves of its own.
 *
 * @since 0.1.0
 */
public final class TacticsJudging {
  private final List<Tactic> tactics;
  private final ProofJudge judge;
  private final String suite;
  private final AtomicReferenceArray<TacticsScore.@Nullable Result> results;

  private TacticsJudging(List<Tactic> tactics, Prover prover) {
    this.tactics = tactics;
    this.judge = new ProofJudge(prover);
    this.suite = TacticsScore.suiteName(tactics);
    this.results = new AtomicReferenceArray<>(tactics.size());
  }

  /**
   * Judging of moves in {@code tactics} with a prover of {@code budget} nodes.
   *
   * @throws IllegalArgumentException when {@code tactics} is empty, or the budget is not 1 to
   *     {@value Prover#MAX_BUDGET}
   */
  public static TacticsJudging of(List<Tactic> tactics, long budget) {
    Prover prover = new Prover(budget);
    if (tactics.isEmpty()) {
      throw new IllegalArgumentException("no tactics to judge: the list given is empty");
    }
    return new TacticsJudging(List.copyOf(tactics), prover);
  }

  /**
   * Judges {@code move}, the engine's move in the tactic numbered {@code number} (from 1), or null
   * for none, as {@link TacticsScore} judges it; from then on {@link #getScore()} holds it.
   *
   * @throws IllegalArgumentException when no tactic has that number
   * @throws IllegalStateException when that tactic's move was judged already
   */
  public TacticsScore.Result judge(int number, @Nullable Square move) {
    if (number < 1 || number > tactics.size()) {
      throw new IllegalArgumentException(
          "tactic " + number + " is not in the suite, whose tactics are 1 to " + tactics.size());
    }
    Tactic tactic = tactics.get(number - 1);
    ProofJudge.Judgement judgement = judge.judge(tactic, move);
    TacticsScore.Result result =
        new TacticsScore.Result(number, tactic, move, judgement.grade(), judgement.proof());
    if (!results.compareAndSet(number - 1, null, result)) {
      throw new IllegalStateException("tactic " + number + " was judged already");
    }
    return result;
  }

  /**
   * How many moves are best judged at once: one a core, as many proofs of the budget as fit in half
   * the heap, and at least one, as {@link TacticsScore} judges them.
   */
  public int getParallelism() {
    Runtime runtime = Runtime.getRuntime();
    return ParallelJudging.threads(
        judge.prover().getBudget(), runtime.availableProcessors(), runtime.maxMemory());
  }

  /**
   * The score of the tactics judged so far, in the suite's order, each with its number in the
   * suite; its report counts those alone.
   */
  public TacticsScore getScore() {
    List<TacticsScore.Result> judged = new ArrayList<>();
    for (int i = 0; i < results.length(); i++) {
      TacticsScore.Result result = results.get(i);
      if (result != null) {
        judged.add(result);
      }
    }
    return new TacticsScore(suite, judged);
  }
}
