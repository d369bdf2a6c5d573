package dev.noughts.engines.internal;

import dev.noughts.Position;
import dev.noughts.Square;
import java.util.function.Function;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * An engine asked for its move, with what it throws reported where it threw it.
 *
 * <p>Internal: shared by noughts' modules, not part of noughts' API; it may change in any release.
 */
public final class EngineCalls {
  private EngineCalls() {}

  /**
   * The engine's move in {@code position}. Whatever the engine throws, an {@link Error} such as the
   * {@link StackOverflowError} of a recursive engine included, fails as an {@link AssertionError}
   * "the engine failed on WHERE: THROWN", with what it threw as the cause; only the JVM's fatal
   * errors ({@link #isFatal}) pass as thrown.
   */
  public static @Nullable Square move(
      Function<Position, ? extends @Nullable Square> engine,
      Position position,
      Supplier<String> where) {
    try {
      return engine.apply(position);
    } catch (Throwable thrown) {
      if (isFatal(thrown)) {
        throw thrown;
      }
      throw new AssertionError("the engine failed on " + where.get() + ": " + thrown, thrown);
    }
  }

  /**
   * Whether {@code thrown} leaves the JVM unfit to go on, so that no report should stand in for it:
   * a {@link VirtualMachineError} other than {@link StackOverflowError} (out of memory, an internal
   * error), a {@link LinkageError} (a class that did not load) and {@link ThreadDeath}. A stack
   * overflow has unwound by the time it is caught, and is the engine's own bug.
   */
  @SuppressWarnings("removal") // ThreadDeath, deprecated for removal on JDK 20 and newer
  public static boolean isFatal(Throwable thrown) {
    return (thrown instanceof VirtualMachineError && !(thrown instanceof StackOverflowError))
        || thrown instanceof LinkageError
        || thrown instanceof ThreadDeath;
  }
}
