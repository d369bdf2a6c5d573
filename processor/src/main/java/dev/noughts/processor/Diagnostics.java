package dev.noughts.processor;

/**
 * Where the checks report {@link CompileError}s: each front end reports at places of its own kind
 * ({@code P}), javac's on an element, an annotation or one of its values, KSP's on a node.
 *
 * @param <P> the front end's handle for a place in the source
 */
interface Diagnostics<P> {
  /** Reports {@code error}, filled with {@code arguments}, at {@code place}. */
  void error(P place, CompileError error, Object... arguments);

  /** How many errors have been reported so far; compare two readings to see if one was added. */
  int errorCount();
}
