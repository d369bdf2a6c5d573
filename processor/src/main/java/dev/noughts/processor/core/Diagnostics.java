package dev.noughts.processor.core;

import java.io.PrintWriter;
import java.io.StringWriter;

/**
 * Where the checks report {@link CompileError}s: each front end reports at places of its own kind
 * ({@code P}), javac's on an element, an annotation or one of its values, KSP's on a node.
 *
 * <p>Not API: public only for the front ends in {@code dev.noughts.processor.javac} and {@code
 * dev.noughts.processor.ksp}.
 *
 * @param <P> the front end's handle for a place in the source
 */
public interface Diagnostics<P> {
  /** Reports {@code error}, filled with {@code arguments}, at {@code place}. */
  void error(P place, CompileError error, Object... arguments);

  /** Reports {@code error}, filled with {@code arguments}, at no place in particular. */
  void error(CompileError error, Object... arguments);

  /** How many errors have been reported so far; compare two readings to see if one was added. */
  int errorCount();

  /**
   * Reports a failure of the processor itself while it worked on {@code what}, at {@code place}, as
   * an {@link CompileError#INTERNAL_ERROR} with its stack trace, instead of throwing it into the
   * compiler.
   */
  default void internalError(P place, Object what, Throwable failure) {
    error(place, CompileError.INTERNAL_ERROR, what, failure, stackTrace(failure));
  }

  /** As {@link #internalError(Object, Object, Throwable)}, at no place in particular. */
  default void internalError(Object what, Throwable failure) {
    error(CompileError.INTERNAL_ERROR, what, failure, stackTrace(failure));
  }

  private static String stackTrace(Throwable failure) {
    StringWriter trace = new StringWriter();
    failure.printStackTrace(new PrintWriter(trace));
    return trace.toString();
  }
}
