package dev.noughts;

import java.util.Map;

/** What a processor without fixtures() generated for {@link FixturesTest.Old}. */
final class FixturesTest_OldBoards {
  private FixturesTest_OldBoards() {}

  public static Map<String, Position> all() {
    return Map.of("corner", Position.of("X - - / - - - / - - -"));
  }
}
