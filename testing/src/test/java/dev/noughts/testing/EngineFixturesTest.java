package dev.noughts.testing;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

import dev.noughts.Fixture;
import dev.noughts.Fixtures;
import dev.noughts.Position;
import dev.noughts.Square;
import dev.noughts.oracles.Puzzles;
import dev.noughts.oracles.PuzzlesBoards;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.Events;

class EngineFixturesTest {

  /** Run through the test kit below, not on their own. */
  static class Cases {
    @ParameterizedTest
    @EngineFixtures(Puzzles.class)
    void everyFixture(Position position, Fixture expected) {
      assertThat(expected.position()).isEqualTo(position);
      assertThat(PuzzlesBoards.all().get(expected.name())).isEqualTo(position);
    }

    @ParameterizedTest
    @EngineFixtures(KInARowSamples.class)
    void withAWinLength(Position position, Fixture expected) {
      assertThat(expected.position()).isEqualTo(position);
      assertThat(KInARowSamplesBoards.all().get(expected.name())).isEqualTo(position);
    }

    @ParameterizedTest
    @EngineFixtures(LargeSamples.class)
    void onALargeBoard(Position position, Fixture expected) {
      assertThat(expected.position()).isEqualTo(position);
    }

    @ParameterizedTest
    @EngineFixtures(Runnable.class)
    void noFixtures(Position position, Fixture expected) {}
  }

  private static Events run(String method) {
    return EngineTestKit.engine("junit-jupiter")
        .selectors(
            selectMethod(
                Cases.class, method, Position.class.getName() + "," + Fixture.class.getName()))
        .execute()
        .testEvents();
  }

  @Test
  void suppliesEachFixtureWithItsExpectationsNamedAfterIt() {
    Events events = run("everyFixture");
    events.assertStatistics(stats -> stats.started(4).succeeded(4));
    List<String> names =
        events.started().stream()
            .map(Event::getTestDescriptor)
            .map(descriptor -> descriptor.getDisplayName())
            .toList();
    assertThat(names)
        .containsExactly(
            "[1] finishTheRow", "[2] answerTheCorner", "[3] keepTheWin", "[4] finished")
        .inOrder();
  }

  @Test
  void suppliesFixturesWithAWinLengthAsAnyOther() {
    Events events = run("withAWinLength");
    events.assertStatistics(stats -> stats.started(2).succeeded(2));
    assertThat(
            events.started().stream()
                .map(event -> event.getTestDescriptor().getDisplayName())
                .toList())
        .containsExactly("[1] finishTheThree", "[2] strip")
        .inOrder();
    Fixture finishTheThree = Fixtures.of(KInARowSamples.class).get(0);
    assertThat(finishTheThree.position().getWinLength()).isEqualTo(3);
    assertThat(finishTheThree.bestMoves()).containsExactly(new Square(1, 3));
  }

  @Test
  void aLargeBoardIsNamedAfterItsFixtureNeverItsNotation() {
    Events events = run("onALargeBoard");
    events.assertStatistics(stats -> stats.started(1).succeeded(1));
    assertThat(Fixtures.of(LargeSamples.class).get(0).position().toString()).hasLength(477);
    assertThat(
            events.started().stream()
                .map(event -> event.getTestDescriptor().getDisplayName())
                .toList())
        .containsExactly("[1] openingOnFifteenByFifteen");
  }

  @Test
  void aTypeWithoutGeneratedFixturesFailsWithTheReason() {
    Events events =
        EngineTestKit.engine("junit-jupiter")
            .selectors(
                selectMethod(
                    Cases.class,
                    "noFixtures",
                    Position.class.getName() + "," + Fixture.class.getName()))
            .execute()
            .containerEvents();
    Throwable thrown =
        events.failed().stream()
            .findFirst()
            .orElseThrow()
            .getRequiredPayload(TestExecutionResult.class)
            .getThrowable()
            .orElseThrow();
    assertThat(thrown).hasMessageThat().startsWith("no generated fixtures for java.lang.Runnable");
  }
}
