package example;

import dev.noughts.Board;
import dev.noughts.Position;

/** The first moves of a game, as test fixtures. */
public interface Openings {
  @Board("X - - / - - - / - - -")
  Position corner();

  @Board("- - - / - X - / - - -")
  Position center();
}
