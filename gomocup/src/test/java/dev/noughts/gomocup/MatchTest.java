package dev.noughts.gomocup;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.noughts.GameFile;
import dev.noughts.GameResult;
import dev.noughts.PlayedGame;
import dev.noughts.Player;
import dev.noughts.Proof;
import dev.noughts.Verdict;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Matches between {@link TestBrain} processes: real engines, started and ended by the match. */
class MatchTest {
  @AfterEach
  void noProcessIsLeft() {
    assertThat(ProcessHandle.current().descendants().toList()).isEmpty();
  }

  private static MatchSettings.Builder settings(
      PiskvorkOptions first, PiskvorkOptions second, String... openings) {
    return MatchSettings.builder(first, second, 9, 9)
        .openings(Openings.read(String.join("\n", openings), 9, 9));
  }

  @Test
  void eachOpeningIsPlayedWithBothColoursAndEveryGameIsReported() {
    List<MatchGame> reported = Collections.synchronizedList(new ArrayList<>());
    MatchSettings settings =
        settings(Brains.options(), Brains.options(), "e5", "0,0, 1,1")
            .concurrency(2)
            .names("new", "old")
            .build();

    MatchResult result = Match.play(settings, reported::add);

    assertThat(result.games()).containsExactlyElementsIn(reported).inOrder();
    assertThat(result.games().stream().map(MatchGame::number).collect(Collectors.toList()))
        .containsExactly(1, 2, 3, 4);
    for (MatchGame game : result.games()) {
      PlayedGame opening = settings.openings().get(game.opening() - 1);
      assertThat(game.firstPlaysX()).isEqualTo(game.number() % 2 == 1);
      assertThat(game.game().getMoves().subList(0, opening.getMoves().size()))
          .isEqualTo(opening.getMoves());
      assertThat(game.game().getPlayers())
          .containsExactlyElementsIn(
              game.firstPlaysX() ? List.of("new", "old") : List.of("old", "new"))
          .inOrder();
      assertThat(GameFile.read(GameFile.write(game.game(), GameFile.Format.PSQ)))
          .isEqualTo(game.game());
    }
    // Two copies of one engine: each colour's game of an opening is the same game.
    assertThat(result.score().wins()).isEqualTo(result.score().losses());
    assertThat(result.score().games()).isEqualTo(4);
    assertThat(result.score().pairs()).isEqualTo(new PairScore(0, 0, 2, 0, 0, 0)); // two WL
    assertThat(result.sprt()).isNull();
  }

  @Test
  void aGameEndsWithFiveInARowWhenNotAdjudicated() {
    // X holds an open four, d5 to g5: O blocks one end, X plays the other.
    MatchResult result =
        Match.play(
            settings(Brains.options(), Brains.options(), "d5 a1 e5 a2 f5 a3 g5")
                .adjudicationBudget(0)
                .build(),
            game -> {});

    for (MatchGame game : result.games()) {
      assertThat(game.end()).isEqualTo(new GameEnd.InARow(Player.X));
      assertThat(game.game().getResult())
          .isEqualTo(GameResult.win(Player.X, GameResult.Ending.UNSTATED));
      assertThat(game.game().getPosition().getVerdict()).isInstanceOf(Verdict.Win.class);
      assertThat(game.game().getMoves()).hasSize(9);
    }
    assertThat(result.score()).isEqualTo(new MatchScore(1, 1, 0, new PairScore(0, 0, 1, 0, 0, 0)));
  }

  @Test
  void aGameIsScoredAsSoonAsTheProverProvesAForcedWin() {
    MatchResult result =
        Match.play(
            settings(Brains.options(), Brains.options(), "d5 a1 e5 a2 f5 a3 g5").build(),
            game -> {});

    for (MatchGame game : result.games()) {
      assertThat(game.game().getMoves()).hasSize(7); // no engine was asked
      GameEnd.Adjudicated end = (GameEnd.Adjudicated) game.end();
      assertThat(end.winner()).isEqualTo(Player.X);
      assertThat(end.proof()).isInstanceOf(Proof.Loss.class); // O, to move, loses
      assertThat(end.toString()).startsWith("adjudicated: X wins by force whatever O plays: line ");
      // SGF has no notation of an adjudication: the record says who won, not why.
      assertThat(game.game().getResult())
          .isEqualTo(GameResult.win(Player.X, GameResult.Ending.UNSTATED));
    }
    assertThat(result.score()).isEqualTo(new MatchScore(1, 1, 0, new PairScore(0, 0, 1, 0, 0, 0)));
    assertThat(result.games().get(0).toString())
        .isEqualTo(
            "game 1, opening 1, first (X) vs second (O): 1-0, "
                + result.games().get(0).end()
                + ", 7 moves");
  }

  @Test
  void anEngineThatCrashesLosesAndIsNamed() {
    MatchResult result =
        Match.play(settings(Brains.options(), Brains.options("crash"), "e5").build(), game -> {});

    assertThat(result.score()).isEqualTo(new MatchScore(2, 0, 0, new PairScore(0, 0, 0, 0, 0, 1)));
    assertThat(result.notRun()).isNull(); // it started, and crashed when asked for a move
    for (MatchGame game : result.games()) {
      GameEnd.Forfeit end = (GameEnd.Forfeit) game.end();
      assertThat(end.loser()).isEqualTo(game.firstPlaysX() ? Player.O : Player.X);
      assertThat(end.failure().fault()).isEqualTo(Fault.CRASH);
      assertThat(end.toString()).startsWith(end.loser() + " forfeits: CRASH: ");
      assertThat(game.game().getResult())
          .isEqualTo(GameResult.win(end.winner(), GameResult.Ending.FORFEIT));
    }
  }

  @Test
  void anEngineThatCannotStartLosesItsFirstGameAndTheMatchStops() {
    PiskvorkOptions cannotStart =
        PiskvorkOptions.builder()
            .command(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                "no-such-folder",
                "NoSuchBrain")
            .build();

    MatchResult result =
        Match.play(settings(Brains.options(), cannotStart, "e5", "d4", "c3").build(), game -> {});

    assertThat(result.games()).hasSize(1);
    GameEnd.Forfeit end = (GameEnd.Forfeit) result.games().get(0).end();
    assertThat(end.loser()).isEqualTo(Player.O);
    assertThat(end.failure().fault()).isEqualTo(Fault.NOT_STARTED);
    assertThat(result.notRun()).isEqualTo(end.failure());
  }

  @Test
  void anIllegalMoveLosesAndIsNamed() {
    MatchResult result =
        Match.play(
            settings(Brains.options("occupied"), Brains.options(), "e5 d4").build(), game -> {});

    assertThat(result.score()).isEqualTo(new MatchScore(0, 2, 0, new PairScore(1, 0, 0, 0, 0, 0)));
    for (MatchGame game : result.games()) {
      assertThat(((GameEnd.Forfeit) game.end()).failure().fault()).isEqualTo(Fault.OCCUPIED);
    }
  }

  /** With elo1 = 200, eight straight wins cross the upper bound: ln(19) is 2.94, 8 wins 3.35. */
  @Test
  void theSprtStopsTheMatchOnceABoundIsCrossed() {
    String[] openings = Collections.nCopies(10, "e5 d4").toArray(String[]::new);
    MatchResult result =
        Match.play(
            settings(Brains.options(), Brains.options("occupied"), openings)
                .sprt(new Sprt(0, 200, 0.05, 0.05, Sprt.Model.TRINOMIAL))
                .build(),
            game -> {});

    assertThat(result.games()).hasSize(8);
    assertThat(result.score()).isEqualTo(new MatchScore(8, 0, 0, new PairScore(0, 0, 0, 0, 0, 4)));
    assertThat(result.sprt()).isEqualTo(Sprt.State.H1_ACCEPTED);
  }

  /**
   * The default, pentanomial, model counts pairs: with elo1 = 200, each pair of two wins adds 0.42
   * to the ratio, so 8 of them cross ln(19) = 2.94 (3.35), after 16 of the 20 games.
   */
  @Test
  void thePentanomialSprtStopsTheMatchOncePairsCrossABound() {
    int pairs = 8;
    String[] openings = Collections.nCopies(10, "e5 d4").toArray(String[]::new);
    Sprt sprt = new Sprt(0, 200, 0.05, 0.05);
    MatchResult result =
        Match.play(
            settings(Brains.options(), Brains.options("occupied"), openings).sprt(sprt).build(),
            game -> {});

    assertThat(result.games()).hasSize(2 * pairs);
    assertThat(result.score().pairs()).isEqualTo(new PairScore(0, 0, 0, 0, 0, pairs));
    assertThat(result.sprt()).isEqualTo(Sprt.State.H1_ACCEPTED);
  }

  @Test
  void everyGameIsAnalysedByProofWhenAsked() {
    MatchResult result =
        Match.play(
            settings(Brains.options(), Brains.options(), "e5").analysisBudget(10_000).build(),
            game -> {});

    for (MatchGame game : result.games()) {
      assertThat(game.analysis()).isNotNull();
      assertThat(game.analysis().getGame()).isEqualTo(game.game());
    }
  }

  @Test
  void onAClockAnEngineIsToldTheGamesTimeAndWhatIsLeft() {
    MatchResult result =
        Match.play(
            settings(Brains.options(), Brains.options("say-time"), "e5 d4")
                .clock(new GameClock(Duration.ofSeconds(60), Duration.ofMillis(500)))
                .build(),
            game -> {});

    // Game 1: the first engine (X) moves, so the second's clock is whole when it is asked.
    GameEnd.Forfeit end = (GameEnd.Forfeit) result.games().get(0).end();
    assertThat(end.failure().fault()).isEqualTo(Fault.ERROR);
    assertThat(end.failure().message()).contains("ERROR timeout_match 60000, time_left 60000");
  }

  @Test
  void anEngineOutOfTimeOnItsClockLosesOnTime() {
    PiskvorkOptions slow =
        Brains.options("slow").toBuilder().tolerance(Duration.ofMillis(200)).build();
    MatchResult result =
        Match.play(
            settings(Brains.options(), slow, "e5 d4")
                .clock(new GameClock(Duration.ofMillis(300), Duration.ZERO))
                .build(),
            game -> {});

    assertThat(result.score()).isEqualTo(new MatchScore(2, 0, 0, new PairScore(0, 0, 0, 0, 0, 1)));
    GameEnd.Forfeit end = (GameEnd.Forfeit) result.games().get(0).end();
    assertThat(end.failure().fault()).isEqualTo(Fault.TIMEOUT);
    assertThat(end.failure().message()).contains("(limit 300 + tolerance 200)");
    assertThat(result.games().get(0).game().getResult())
        .isEqualTo(GameResult.win(end.winner(), GameResult.Ending.TIME));
  }

  @Test
  void aClockHasTime() {
    IllegalArgumentException thrown =
        assertThrows(
            IllegalArgumentException.class,
            () -> new GameClock(Duration.ZERO, Duration.ofMillis(-1)));

    assertThat(thrown)
        .hasMessageThat()
        .isEqualTo("a game's time is more than 0 and its increment 0 or more, got 0 ms and -1 ms");
    assertThat(new GameClock(Duration.ofSeconds(60), Duration.ofMillis(500)).toString())
        .isEqualTo("60,000 ms + 500 ms a move");
  }
}
