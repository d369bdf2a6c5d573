package dev.noughts.testing;

import dev.noughts.Board;
import dev.noughts.Position;

/** A fixture of 15 x 15 with five to win, 477 characters in the notation. */
interface LargeSamples {
  @Board(
      value =
          "- - - - - - - - - - - - - - - / "
              + "- - - - - - - - - - - - - - - / "
              + "- - - - - - - - - - - - - - - / "
              + "- - - - - - - - - - - - - - - / "
              + "- - - - - - - - - - - - - - - / "
              + "- - - - - - - - - - - - - - - / "
              + "- - - - - - - - - - - - - - - / "
              + "- - - - - - - X O - - - - - - / "
              + "- - - - - - - - - - - - - - - / "
              + "- - - - - - - - - - - - - - - / "
              + "- - - - - - - - - - - - - - - / "
              + "- - - - - - - - - - - - - - - / "
              + "- - - - - - - - - - - - - - - / "
              + "- - - - - - - - - - - - - - - / "
              + "- - - - - - - - - - - - - - -",
      winLength = 5)
  Position openingOnFifteenByFifteen();
}
