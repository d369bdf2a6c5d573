package example;

// tag::readme-fixtures[]
import dev.noughts.Board;
import dev.noughts.Outcome;
import dev.noughts.Position;

/** The first moves of a game, as test fixtures. */
public interface Openings {
  @Board("X - - / - - - / - - -")
  Position corner();

  @Board("- - - / - X - / - - -")
  Position center();

  @Board(value = "X X X / O O - / - - -", expect = Outcome.X_WINS)
  Position topRow();
}
// end::readme-fixtures[]
