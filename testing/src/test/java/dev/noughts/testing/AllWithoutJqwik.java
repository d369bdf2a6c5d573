package dev.noughts.testing;

import java.util.function.IntSupplier;

/**
 * Calls {@link ReachablePositions#all(int)} as user code does, for {@link
 * ReachablePositionsAllTest}, which loads it where jqwik is absent.
 */
public final class AllWithoutJqwik implements IntSupplier {
  @Override
  public int getAsInt() {
    return ReachablePositions.all(3).size();
  }
}
