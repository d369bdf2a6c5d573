package dev.noughts.processor.javac;

import dev.noughts.Fixture;
import dev.noughts.GameValue;
import dev.noughts.Position;
import dev.noughts.Square;
import java.util.List;

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
          Fixture.builder()
              .name("finishTheRow")
              .position(Position.of("X X - / O O - / - - -"))
              .perfectPlay(GameValue.X_WINS)
              .bestMoves(List.of(new Square(1, 3)))
              .build(),
          Fixture.builder()
              .name("answerTheCorner")
              .position(Position.of("X - - / - - - / - - -"))
              .perfectPlay(GameValue.DRAW)
              .bestMoves(List.of(new Square(2, 2)))
              .avoidMoves(List.of(new Square(1, 2), new Square(1, 3)))
              .build());

  private EngineExamples() {}
}
