package dev.noughts.testing;

import static com.google.common.truth.Truth.assertThat;

import dev.noughts.Position;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.Events;

class BoardFixturesTest {

  /** Run through the test kit below, not on their own. */
  static class Cases {
    @ParameterizedTest
    @BoardFixtures(Samples.class)
    void positionsOnly(Position position) {
      assertThat(position.getRowCount()).isEqualTo(3);
    }

    @ParameterizedTest
    @BoardFixtures(Samples.class)
    void withNames(Position position, String name) {
      assertThat(SamplesBoards.all().get(name)).isEqualTo(position);
    }

    @ParameterizedTest
    @BoardFixtures(KInARowSamples.class)
    void withAWinLength(Position position, String name) {
      assertThat(KInARowSamplesBoards.all().get(name)).isEqualTo(position);
      assertThat(position.getWinLength()).isLessThan(position.getColumnCount());
    }

    @ParameterizedTest
    @BoardFixtures(Runnable.class)
    void noFixtures(Position position) {}
  }

  private static Events run(String method) {
    return EngineTestKit.engine("junit-jupiter")
        .selectors(
            org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod(
                Cases.class,
                method,
                method.startsWith("with")
                    ? Position.class.getName() + "," + String.class.getName()
                    : Position.class.getName()))
        .execute()
        .testEvents();
  }

  private static List<String> displayNames(Events events) {
    return events.started().stream()
        .map(Event::getTestDescriptor)
        .map(descriptor -> descriptor.getDisplayName())
        .collect(Collectors.toList());
  }

  @Test
  void suppliesEveryFixtureInDeclarationOrderNamedAfterIt() {
    Events events = run("positionsOnly");
    events.assertStatistics(stats -> stats.started(4).succeeded(4));
    assertThat(displayNames(events))
        .containsExactly("[1] topRow", "[2] xToMove", "[3] draw", "[4] oFirst")
        .inOrder();
  }

  @Test
  void suppliesTheFixtureNameToASecondStringParameter() {
    run("withNames").assertStatistics(stats -> stats.started(4).succeeded(4));
  }

  @Test
  void suppliesFixturesWithAWinLengthAsAnyOther() {
    Events events = run("withAWinLength");
    events.assertStatistics(stats -> stats.started(2).succeeded(2));
    assertThat(displayNames(events)).containsExactly("[1] finishTheThree", "[2] strip").inOrder();
  }

  @Test
  void aTypeWithoutGeneratedFixturesFailsWithAClearMessage() {
    Events all =
        EngineTestKit.engine("junit-jupiter")
            .selectors(
                org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod(
                    Cases.class, "noFixtures", Position.class.getName()))
            .execute()
            .containerEvents();
    Throwable failure =
        all.failed().stream()
            .map(
                event ->
                    event.getRequiredPayload(org.junit.platform.engine.TestExecutionResult.class))
            .map(result -> result.getThrowable().orElseThrow())
            .findFirst()
            .orElseThrow();
    assertThat(failure)
        .hasMessageThat()
        .startsWith(
            "no generated fixtures for java.lang.Runnable: expected a class"
                + " java.lang.RunnableBoards.");
    assertThat(failure)
        .hasMessageThat()
        .contains("noughts-processor on the annotation processor path");
  }
}
