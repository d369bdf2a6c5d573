/**
 * Engine testing with no test framework on the class path: what noughts-testing (Truth, JUnit 5,
 * jqwik) and noughts-kotest call to judge an engine's moves. An engine is any {@code
 * Function<Position, Square>}.
 *
 * <p>{@link dev.noughts.engines.EngineScore} scores an engine on a suite of fixtures, {@link
 * dev.noughts.engines.EngineSweep} checks its move in every reachable position of a small board
 * against the solver; both give one {@link dev.noughts.engines.Result} with one {@link
 * dev.noughts.engines.Grade} per position, and one report layout. {@link
 * dev.noughts.engines.Reachable} lists the reachable positions and plays the random games that the
 * jqwik and kotest generators draw. They all solve with the runtime's one shared solver, {@link
 * dev.noughts.Solver#shared()}. (How a board is named, how a failure is laid out and how an engine
 * is asked for its move is plumbing that the other modules share: the package {@code
 * dev.noughts.engines.internal}, not an API.)
 *
 * <p>Beyond the solver's reach, {@link dev.noughts.engines.TacticsSuite} holds suites of proved
 * {@link dev.noughts.engines.Tactic}s (four bundled, and files of your own), and {@link
 * dev.noughts.engines.TacticsScore} judges an engine's move in each by proof. A tactic and a
 * fixture's moves proved to win, only moves and moves proved to lose are one model, {@link
 * dev.noughts.engines.ProvedMoves}, and one judge grades a move in either on one scale, {@link
 * dev.noughts.engines.ProofGrade}: proofs, not points against lists or the solver's values, so it
 * is a scale apart from {@code Grade}, and a score counts a fixture's move graded by proof as a
 * best move, a move to avoid or neither. A {@link dev.noughts.engines.TacticsSelection} is part of
 * a suite, a {@link dev.noughts.engines.TacticsProgress} is told of each tactic as it is judged,
 * {@link dev.noughts.engines.TacticsJudging} judges moves asked elsewhere one at a time, and {@link
 * dev.noughts.engines.TacticsScore#ofMoves} judges moves already made.
 */
@NullMarked
package dev.noughts.engines;

import org.jspecify.annotations.NullMarked;
