package example;

import dev.noughts.Board;
import dev.noughts.Outcome;
import dev.noughts.Position;

/** Fixtures in a named module. */
public interface Openings {
  /**
   * The first move.
   *
   * @return X in the corner
   */
  @Board("X - - / - - - / - - -")
  Position corner();

  /**
   * A win.
   *
   * @return X holding the top row
   */
  @Board(value = {"X X X", "O O -", "- - -"}, expect = Outcome.X_WINS)
  Position topRow();
}
