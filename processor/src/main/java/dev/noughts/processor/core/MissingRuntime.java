package dev.noughts.processor.core;

/**
 * Reports, once per compilation, that {@code @Board} is on the class path without the rest of
 * noughts-runtime: a broken class path, not a mistake in any fixture, so one error says it however
 * many rounds and fixtures meet it. Each front end keeps one for its compilation.
 *
 * <p>Not API: public only for the front ends in {@code dev.noughts.processor.javac} and {@code
 * dev.noughts.processor.ksp}.
 */
public final class MissingRuntime {
  private boolean reported;

  /** Reports {@link CompileError#CLASS_PATH} to {@code diagnostics}, unless already reported. */
  public void report(Diagnostics<?> diagnostics) {
    if (!reported) {
      diagnostics.error(CompileError.CLASS_PATH);
      reported = true;
    }
  }
}
