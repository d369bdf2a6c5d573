package dev.noughts.processor.javac;

import dev.noughts.Fixture;
import dev.noughts.GameValue;
import dev.noughts.Position;
import dev.noughts.Square;
import java.util.List;
import java.util.Set;

/**
 * The two engine fixtures of the examples, {@code finishTheRow} and {@code answerTheCorner}, as the
 * generated {@code fixtures()} must list them: one answer for javac and KSP alike.
 */
public final class EngineExamples {
  /**
   * {@code finishTheRow}: {@code X X - / O O - / - - -}, perfect play X_WINS, best move (1,3); then
   * {@code answerTheCorner}: {@code X - - / - - - / - - -}, perfect play DRAW, best move (2,2),
   * moves to avoid (1,2) and (1,3).
   */
  public static final List<Fixture> FIXTURES =
      List.of(
          new Fixture(
              "finishTheRow",
              Position.of("X X - / O O - / - - -"),
              Set.of(),
              GameValue.X_WINS,
              List.of(new Square(1, 3)),
              List.of()),
          new Fixture(
              "answerTheCorner",
              Position.of("X - - / - - - / - - -"),
              Set.of(),
              GameValue.DRAW,
              List.of(new Square(2, 2)),
              List.of(new Square(1, 2), new Square(1, 3))));

  private EngineExamples() {}
}
