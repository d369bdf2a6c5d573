package example;

import dev.noughts.Position;
import java.util.Map;

/** Code of the module that uses the generated class. */
public final class Engine {
  /** Only static methods. */
  private Engine() {}

  /**
   * Every opening.
   *
   * @return the generated map of fixtures
   */
  public static Map<String, Position> openings() {
    return OpeningsBoards.all();
  }

  /**
   * The corner opening, through the generated implementation.
   *
   * @return the fixture
   */
  public static Position corner() {
    return OpeningsBoards.INSTANCE.corner();
  }
}
