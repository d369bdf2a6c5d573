package dev.noughts.engines;

import java.util.function.IntSupplier;

/**
 * Calls {@link Reachable#all(int)} as user code does, for {@link ReachableTest}, which loads it
 * where no test framework is.
 */
public final class AllWithoutFrameworks implements IntSupplier {
  @Override
  public int getAsInt() {
    return Reachable.all(3).size();
  }
}
