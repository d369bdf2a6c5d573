package dev.noughts.examples;

// tag::parameterized-imports[]
import static dev.noughts.testing.PositionSubject.assertThat;
import static org.junit.jupiter.params.provider.Arguments.argumentSet;

import dev.noughts.Position;
import dev.noughts.testing.BoardFixtures;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.FieldSource;
import org.junit.jupiter.params.provider.MethodSource;
// end::parameterized-imports[]

/** Whole fixture types fed to parameterized tests, three ways. */
class ParameterizedFixturesTest {

  // tag::parameterized[]
  // 1. noughts-testing's source: every fixture, named after it.
  @ParameterizedTest
  @BoardFixtures(InProgress.class)
  void gamesInProgressAreNotOver(Position position) {
    assertThat(position).isInProgress();
    assertThat(position).isNotOver();
  }

  // 2. JUnit's @MethodSource over the generated all().
  static Stream<Arguments> draws() {
    return DrawsBoards.all().entrySet().stream()
        .map(fixture -> argumentSet(fixture.getKey(), fixture.getValue()));
  }

  @ParameterizedTest
  @MethodSource("draws")
  void drawsAreOver(Position position) {
    assertThat(position).isDraw();
    assertThat(position).isOver();
  }

  // 3. JUnit's @FieldSource over the positions alone.
  static final List<Position> IMPOSSIBLE = List.copyOf(ImpossiblePositionsBoards.all().values());

  @ParameterizedTest
  @FieldSource("IMPOSSIBLE")
  void impossiblePositionsAreRejected(Position position) {
    assertThat(position).isImpossible();
  }
  // end::parameterized[]

  @ParameterizedTest
  @BoardFixtures(WonGames.class)
  void everyWonGameIsOver(Position position, String name) {
    assertThat(position).isOver();
    assertThat(WonGamesBoards.all().get(name)).isEqualTo(position);
  }

  @ParameterizedTest
  @BoardFixtures(Openings.class)
  void openingsAreInProgress(Position position) {
    assertThat(position).isInProgress();
  }
}
