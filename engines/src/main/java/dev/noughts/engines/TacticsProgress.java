package dev.noughts.engines;

/**
 * Told of each tactic as {@link TacticsScore} judges it, so that a long run shows how far it is:
 *
 * <pre>{@code
 * TacticsScore.of(engine, tactics, Prover.DEFAULT_BUDGET,
 *     (result, judged, total) -> System.err.println(judged + " of " + total + " judged"));
 * }</pre>
 *
 * <p>The contract: called once for each tactic scored, in the suite's order, on the thread that
 * asked for the score (the thread that asks the engine), as soon as that tactic's move is judged
 * and the ones before it were handed on; meanwhile the engine may be answering the next tactic and
 * later moves may be judged on other threads. The calls and their arguments are the same on every
 * run and machine, however many cores judge. An exception thrown here ends the scoring: the engine
 * is asked no more, and the exception reaches the caller.
 *
 * @since 0.1.0
 */
@FunctionalInterface
public interface TacticsProgress {
  /**
   * The tactic of {@code result} was judged.
   *
   * @param result the tactic, its number in the suite, the engine's move and its grade
   * @param judged how many tactics were judged so far, this one included: 1 to {@code total}
   * @param total how many tactics this score judges
   */
  void judged(TacticsScore.Result result, int judged, int total);
}
