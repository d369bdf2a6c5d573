package dev.noughts.gomocup;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.noughts.Position;
import dev.noughts.engines.ProofGrade;
import dev.noughts.engines.Tactic;
import dev.noughts.engines.TacticsScore;
import dev.noughts.engines.TacticsSuite;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** {@link EnginePool} with real processes: {@link TestBrain}s in JVMs of their own. */
class EnginePoolTest {
  /** The first tactics of the bundled 15 x 15 suite, five to win, as the test brain plays. */
  private static final List<Tactic> TACTICS =
      TacticsSuite.Bundled.TACTICS_15.tactics().subList(0, 8);

  private static final List<Position> POSITIONS =
      TACTICS.stream().map(Tactic::getPosition).toList();

  private static final long BUDGET = 1_000;

  @AfterEach
  void noProcessSurvives() {
    assertThat(ProcessHandle.current().descendants().toList()).isEmpty();
  }

  @Test
  void threeProcessesScoreAnEngineAsOneEngineAskedInTurnDoes() throws Exception {
    TacticsScore pooled = EnginePool.of(Brains.options(), 3).score(TACTICS, BUDGET);
    TacticsScore inTurn;
    try (PiskvorkEngine engine = PiskvorkEngine.of(Brains.options())) {
      inTurn = TacticsScore.of(engine, TACTICS, BUDGET);
    }
    assertThat(pooled.getMoves()).isEqualTo(inTurn.getMoves());
    assertThat(pooled.getFullReport()).isEqualTo(inTurn.getFullReport());
  }

  @Test
  void repliesComeBackInTheListsOrderWhateverTheOrderAsked() throws Exception {
    EnginePool pool = EnginePool.of(Brains.options(), 2);
    List<Integer> told = Collections.synchronizedList(new ArrayList<>());
    EnginePool.Answers inOrder = pool.ask(POSITIONS);
    EnginePool.Answers shuffled =
        pool.withSeed(7).ask(POSITIONS, answer -> told.add(answer.index()), () -> false);
    assertThat(shuffled.replies()).isEqualTo(inOrder.replies());
    assertThat(shuffled.replies()).doesNotContain(null);
    assertThat(shuffled.answeredFirst()).isEqualTo(POSITIONS.size());
    assertThat(shuffled.notRun()).isNull();
    assertThat(shuffled.started()).isTrue();
    assertThat(shuffled.restartedBefore()).isEmpty();
    assertThat(told).containsExactly(0, 1, 2, 3, 4, 5, 6, 7);
  }

  @Test
  void aSeedShufflesTheOrderOfTheQuestionsTheSameWayEveryTime() {
    EnginePool pool = EnginePool.of(Brains.options(), 1);
    int[] shuffled = pool.withSeed(7).order(250);
    assertThat(shuffled).isEqualTo(pool.withSeed(7).order(250));
    assertThat(shuffled).isNotEqualTo(pool.withSeed(8).order(250));
    assertThat(shuffled).isNotEqualTo(pool.order(250));
    assertThat(Arrays.stream(shuffled).sorted().toArray()).isEqualTo(pool.order(250));
    assertThat(pool.order(3)).isEqualTo(new int[] {0, 1, 2});
    assertThat(pool.withSeed(7).getSeed()).isEqualTo(7);
    assertThat(pool.getSeed()).isNull();
  }

  @Test
  void aProcessThatCrashesIsStartedAgainAndItsTacticGradedAsNoMove() throws Exception {
    // Crashes on the first tactic's position alone, which has this many stones.
    int stones = 225 - POSITIONS.get(0).getLegalMoves().size();
    EnginePool pool = EnginePool.of(Brains.options("crash", "when=" + stones), 2);
    TacticsScore score = pool.score(TACTICS, BUDGET);
    assertThat(score.getResults()).hasSize(TACTICS.size());
    assertThat(score.getResults().get(0).getGrade()).isEqualTo(ProofGrade.NONE);
    assertThat(score.getResults().get(1).getGrade()).isNotEqualTo(ProofGrade.NONE);
  }

  @Test
  void anEngineThatRefusesTheBoardEndsTheRunAndTheScoreSaysWhy() {
    EnginePool pool = EnginePool.of(Brains.options("max-size=10"), 2);
    PiskvorkException refused =
        assertThrows(PiskvorkException.class, () -> pool.score(TACTICS, BUDGET));
    assertThat(refused.getFailure().fault()).isEqualTo(Fault.BOARD_REFUSED);
  }

  @Test
  void anEngineThatDoesNotStartEndsTheRunWithNothingStarted() throws Exception {
    EnginePool pool = EnginePool.of(PiskvorkOptions.of("/nonexistent/pbrain-none"), 2);
    EnginePool.Answers answers = pool.ask(POSITIONS);
    assertThat(answers.started()).isFalse();
    assertThat(answers.notRun()).isNotNull();
    assertThat(answers.notRun().fault()).isEqualTo(Fault.NOT_STARTED);
    assertThat(answers.answeredFirst()).isLessThan(POSITIONS.size());
  }

  @Test
  void aStoppedPoolAsksNothingMore() throws Exception {
    EnginePool.Answers answers =
        EnginePool.of(Brains.options(), 2).ask(POSITIONS, answer -> {}, () -> true);
    assertThat(answers.replies()).hasSize(POSITIONS.size());
    assertThat(answers.answeredFirst()).isEqualTo(0);
    assertThat(answers.started()).isFalse();
    assertThat(answers.notRun()).isNull();
  }

  @Test
  void aListenerThatThrowsEndsTheRunSayingSo() {
    EnginePool pool = EnginePool.of(Brains.options(), 1);
    IllegalStateException failed =
        assertThrows(
            IllegalStateException.class,
            () ->
                pool.ask(
                    POSITIONS,
                    answer -> {
                      throw new IllegalArgumentException("no room for " + answer.index());
                    },
                    () -> false));
    assertThat(failed)
        .hasMessageThat()
        .isEqualTo(
            "an engine process's worker failed: java.lang.IllegalArgumentException: no room for 0");
  }

  @Test
  void aPoolRunsOneToSixtyFourProcesses() {
    PiskvorkOptions options = Brains.options();
    assertThat(EnginePool.of(options, 64).getProcesses()).isEqualTo(64);
    assertThat(assertThrows(IllegalArgumentException.class, () -> EnginePool.of(options, 0)))
        .hasMessageThat()
        .isEqualTo("processes is 0; it must be 1 to 64");
    assertThat(assertThrows(IllegalArgumentException.class, () -> EnginePool.of(options, 65)))
        .hasMessageThat()
        .isEqualTo("processes is 65; it must be 1 to 64");
  }
}
