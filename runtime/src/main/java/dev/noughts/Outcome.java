package dev.noughts;

/**
 * The kind of a {@link Verdict}, without its details; what {@code @Board(expect = ...)} names.
 *
 * @since 0.1.0
 */
public enum Outcome {
  X_WINS,
  O_WINS,
  DRAW,
  IN_PROGRESS,
  IMPOSSIBLE
}
