package example;

import dev.noughts.Board;
import dev.noughts.Outcome;
import dev.noughts.Position;

interface BrokenFixtures {
  @Board({
      "X O X",
      "- # -",
      "- - -"})
  Position hash();

  @Board("O O - / X - - / - - -")
  Position oFirst();

  @Board(value = "X X X / O O - / - - -", expect = Outcome.DRAW)
  Position notADraw();
}
