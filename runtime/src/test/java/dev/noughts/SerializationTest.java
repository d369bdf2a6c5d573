package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the solver throws, and the verdicts and reasons it carries, survive serialization whole: a
 * test worker that sends a failure to its build sends the reason too.
 */
class SerializationTest {
  @Test
  void anUnsolvableExceptionSurvivesSerializationWithEachKindOfReason() throws Exception {
    List<Position> refused =
        List.of(
            Position.of("O O - / X - - / - - -"), // impossible
            Position.empty(9), // too many empty cells
            RandomPositions.of(Position.empty(6, 6, 5), 1, 20, 7).get(0)); // the budget spent
    Solver solver = new Solver(1);
    for (Position position : refused) {
      UnsolvableException thrown =
          assertThrows(UnsolvableException.class, () -> solver.solve(position));
      UnsolvableException copy = roundTrip(thrown);
      assertThat(copy.getReason()).isEqualTo(thrown.getReason());
      assertThat(copy).hasMessageThat().isEqualTo(thrown.getMessage());
    }
  }

  @Test
  void everyKindOfVerdictSurvivesSerialization() throws Exception {
    for (String board :
        List.of(
            "X X X / O O - / - - -", // a win, with its line
            "X O X / X O O / O X X", // a draw
            "X - - / - O - / - - -", // in progress
            "O O - / X - - / - - -")) { // impossible, with its reason
      Verdict verdict = Position.of(board).getVerdict();
      assertThat(roundTrip(verdict)).isEqualTo(verdict);
    }
    Verdict run = Position.of(3, "X X X - / O O - - / - - - - / - - - -").getVerdict(); // a run
    assertThat(roundTrip(run)).isEqualTo(run);
    for (Verdict foul :
        List.of(
            new Verdict.Foul(Forbidden.DOUBLE_THREE, new Square(8, 8), List.of()),
            new Verdict.Foul(Forbidden.OVERLINE, null, List.of(Line.run(8, 1, 8, 6))))) {
      assertThat(roundTrip(foul)).isEqualTo(foul);
    }
  }

  @SuppressWarnings("unchecked") // the copy of an object is of its class
  private static <T> T roundTrip(T object) throws IOException, ClassNotFoundException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(object);
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      return (T) in.readObject();
    }
  }
}
