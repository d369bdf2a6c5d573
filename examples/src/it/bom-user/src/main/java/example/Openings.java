package example;

import dev.noughts.Board;
import dev.noughts.Position;

/** Fixtures in main code, checked by the processor whose version the BOM chose. */
public interface Openings {
  @Board("X - - / - - - / - - -")
  Position corner();
}
