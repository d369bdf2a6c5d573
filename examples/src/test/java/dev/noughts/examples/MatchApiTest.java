package dev.noughts.examples;

import static com.google.common.truth.Truth.assertThat;

import dev.noughts.Mistake;
import dev.noughts.Player;
import dev.noughts.Prover;
import dev.noughts.gomocup.Match;
import dev.noughts.gomocup.MatchGame;
import dev.noughts.gomocup.MatchResult;
import dev.noughts.gomocup.MatchScore;
import dev.noughts.gomocup.MatchSettings;
import dev.noughts.gomocup.Openings;
import dev.noughts.gomocup.PairScore;
import dev.noughts.gomocup.PiskvorkOptions;
import dev.noughts.gomocup.Sprt;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A match from Java (docs/match-api.md): two engine processes, {@link FirstEmptyBrain} as both the
 * new version and the old, one opening with both colours, every game analysed by proof.
 */
class MatchApiTest {
  /** How to run the new version: in a real build, {@code PiskvorkOptions.of("./pbrain-new")}. */
  static final PiskvorkOptions NEW = brain();

  /** How to run the old version. */
  static final PiskvorkOptions OLD = brain();

  private static PiskvorkOptions brain() {
    return PiskvorkOptions.builder()
        .command(FirstEmptyBrain.command())
        .startTimeout(Duration.ofSeconds(60)) // a JVM starting on a busy machine
        .build();
  }

  @AfterEach
  void noProcessIsLeft() {
    assertThat(ProcessHandle.current().descendants().toList()).isEmpty();
  }

  // tag::match-api[]
  @Test
  void theNewVersionIsNotWeakerAndItsBlundersBecomeTests() {
    MatchSettings settings =
        MatchSettings.builder(NEW, OLD, 9, 9) // the first engine, the second, the board
            .names("new", "old") // in the saved games
            .openings(Openings.read("e5\n", 9, 9)) // each played with both colours
            .analysisBudget(Prover.DEFAULT_BUDGET) // every game analysed by proof
            .sprt(new Sprt(0, 5, 0.05, 0.05)) // the pentanomial model, on pairs of games
            .build();
    List<Mistake> blunders = new ArrayList<>();

    MatchResult result =
        Match.play(
            settings,
            game -> { // each game as it ends
              Player first = game.firstPlaysX() ? Player.X : Player.O;
              game.analysis().getFirstDecisiveMistake(first).ifPresent(blunders::add);
            });

    MatchScore score = result.score(); // the first engine's
    assertThat(score).isEqualTo(new MatchScore(1, 1, 0, new PairScore(0, 0, 1, 0, 0, 0)));
    assertThat(score.eloDifference()).isWithin(1e-9).of(0); // even
    assertThat(result.sprt()).isEqualTo(Sprt.State.CONTINUE); // no bound crossed yet
    assertThat(result.games().stream().map(MatchGame::end).map(Object::toString))
        .containsExactly(
            "adjudicated: X wins by force: (4,3); line (4,3) (5,2) (4,5) (5,6) (5,4) (3,6) (6,5)",
            "adjudicated: X wins by force: (4,3); line (4,3) (5,2) (4,5) (5,6) (5,4) (3,6) (6,5)");
    assertThat(blunders.get(0).toJavaFixture()) // as O, in game 2: a test for MatchRegressions
        .isEqualTo(
            "@Board(moves = \"e5 a9 b9 c9 d9 e9 f9 g9 h9 i9 a8 b8 c8 d8 e8 f8 g8 h8 i8 a7 b7 c7"
                + " d7\", rows = 9, columns = 9, winLength = 5,\n"
                + "    losingMoves = {\"3,5\"})\n"
                + "Position oLosingMoveAtMove24();");
  }
  // end::match-api[]
}
