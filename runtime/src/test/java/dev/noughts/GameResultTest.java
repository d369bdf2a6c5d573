package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.noughts.GameResult.Ending;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How a record says a game ended: SGF's {@code RE} read and written, checked against the moves, and
 * kept by both game files.
 */
class GameResultTest {
  /** Every result there is: each winner with each ending, and the draw. */
  private static List<GameResult> everyResult() {
    List<GameResult> all = new ArrayList<>();
    for (Player winner : Player.values()) {
      for (Ending ending : Ending.values()) {
        all.add(GameResult.win(winner, ending));
      }
    }
    all.add(GameResult.draw());
    return all;
  }

  /** Four moves each, neither with four in a row: unfinished. */
  private static final PlayedGame UNFINISHED = PlayedGame.of(15, 15, 5, "h8 h9 g7 a1");

  /** X's five on row 8, a1 to a4 O's. */
  private static final PlayedGame X_FIVE = PlayedGame.of(15, 15, 5, "d8 a1 e8 a2 f8 a3 g8 a4 h8");

  @Test
  void sgfsResultsAreReadInEveryFormTheStandardGives() {
    assertThat(GameResult.fromSgf("B+")).hasValue(GameResult.win(Player.X, Ending.UNSTATED));
    assertThat(GameResult.fromSgf("W+12.5")).hasValue(GameResult.win(Player.O, Ending.UNSTATED));
    assertThat(GameResult.fromSgf("B+R")).hasValue(GameResult.win(Player.X, Ending.RESIGNATION));
    assertThat(GameResult.fromSgf("w+resign"))
        .hasValue(GameResult.win(Player.O, Ending.RESIGNATION));
    assertThat(GameResult.fromSgf(" W+T ")).hasValue(GameResult.win(Player.O, Ending.TIME));
    assertThat(GameResult.fromSgf("B+Time")).hasValue(GameResult.win(Player.X, Ending.TIME));
    assertThat(GameResult.fromSgf("W+F")).hasValue(GameResult.win(Player.O, Ending.FORFEIT));
    assertThat(GameResult.fromSgf("B+Forfeit")).hasValue(GameResult.win(Player.X, Ending.FORFEIT));
    assertThat(GameResult.fromSgf("0")).hasValue(GameResult.draw());
    assertThat(GameResult.fromSgf("Draw")).hasValue(GameResult.draw());
    for (String none : List.of("", "?", "Void", " void ")) {
      assertThat(GameResult.fromSgf(none)).isEmpty();
    }
  }

  @Test
  void everyResultReadsBackAsItIsWrittenAndSaysWhatItIs() {
    List<String> written = new ArrayList<>();
    List<String> said = new ArrayList<>();
    for (GameResult result : everyResult()) {
      assertThat(GameResult.fromSgf(result.toSgf())).hasValue(result);
      written.add(result.toSgf());
      said.add(result.toString());
    }

    assertThat(written)
        .containsExactly("B+", "B+R", "B+T", "B+F", "W+", "W+R", "W+T", "W+F", "Draw")
        .inOrder();
    assertThat(said)
        .containsExactly(
            "X won",
            "X won by resignation",
            "X won on time",
            "X won by forfeit",
            "O won",
            "O won by resignation",
            "O won on time",
            "O won by forfeit",
            "a draw")
        .inOrder();
  }

  @Test
  void aValueThatIsNoResultSaysWhatWouldBe() {
    for (String bad : List.of("X+", "B+Q", "B+-3", "W", "1-0", "B+R+")) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> GameResult.fromSgf(bad));

      assertThat(e)
          .hasMessageThat()
          .isEqualTo(
              "'"
                  + bad
                  + "' is not a result; write B+ or W+ for a win (B is X, who moves first), B+R for"
                  + " one by resignation, B+T on time, B+F by forfeit; 0 or Draw for a draw; ? when"
                  + " unknown");
    }
  }

  @Test
  void aDrawHasNoCause() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> new GameResult(null, Ending.TIME));

    assertThat(e).hasMessageThat().isEqualTo("a draw has no winner, so no time");
  }

  @Test
  void aResultMustAgreeWithTheMoves() {
    IllegalArgumentException five =
        assertThrows(
            IllegalArgumentException.class,
            () -> X_FIVE.withResult(GameResult.win(Player.O, Ending.TIME)));
    PlayedGame full = PlayedGame.of(3, 3, 3, "b2 a1 b1 b3 a2 c2 c1 a3 c3");
    IllegalArgumentException draw =
        assertThrows(
            IllegalArgumentException.class,
            () -> full.withResult(GameResult.win(Player.X, Ending.UNSTATED)));

    // A game won in a row was won by it: no other cause.
    IllegalArgumentException resigned =
        assertThrows(
            IllegalArgumentException.class,
            () -> X_FIVE.withResult(GameResult.win(Player.X, Ending.RESIGNATION)));

    assertThat(five)
        .hasMessageThat()
        .isEqualTo(
            "the result says O won on time, but X won with (8,4)-(8,8); the result of these moves"
                + " is written B+");
    assertThat(draw)
        .hasMessageThat()
        .isEqualTo(
            "the result says X won, but the board was full; the result of these moves is written"
                + " Draw");
    assertThat(resigned)
        .hasMessageThat()
        .isEqualTo(
            "the result says X won by resignation, but X won with (8,4)-(8,8); the result of these"
                + " moves is written B+");
    assertThat(full.withResult(GameResult.draw()).getResult()).isEqualTo(GameResult.draw());
    assertThat(X_FIVE.withResult(GameResult.win(Player.X, Ending.UNSTATED)).getFinalResult())
        .isEqualTo(X_FIVE.getFinalResult());
    // An unfinished game may have any result.
    for (GameResult result : everyResult()) {
      assertThat(UNFINISHED.withResult(result).getResult()).isEqualTo(result);
    }
  }

  @Test
  void theFinalResultIsTheRecordsElseTheMoves() {
    assertThat(UNFINISHED.getResult()).isNull();
    assertThat(UNFINISHED.getFinalResult()).isNull();
    assertThat(X_FIVE.getResult()).isNull();
    assertThat(X_FIVE.getFinalResult()).isEqualTo(GameResult.win(Player.X, Ending.UNSTATED));
    assertThat(PlayedGame.of(3, 3, 3, "b2 a1 b1 b3 a2 c2 c1 a3 c3").getFinalResult())
        .isEqualTo(GameResult.draw());
    PlayedGame onTime = UNFINISHED.withResult(GameResult.win(Player.O, Ending.TIME));
    assertThat(onTime.getFinalResult()).isEqualTo(GameResult.win(Player.O, Ending.TIME));
    assertThat(onTime.toString()).isEqualTo("15 x 15, 5 in a row: h8 h9 g7 a1 (O won on time)");
    assertThat(onTime).isNotEqualTo(UNFINISHED);
    assertThat(onTime.withResult(null)).isEqualTo(UNFINISHED);
  }

  @Test
  void bothGameFilesKeepEveryResult() {
    for (PlayedGame unfinished : List.of(UNFINISHED, PlayedGame.of(15, 15, 5, ""))) {
      for (GameResult result : everyResult()) {
        PlayedGame game = unfinished.withResult(result);
        for (GameFile.Format format : GameFile.Format.values()) {
          assertThat(GameFile.read(GameFile.write(game, format))).isEqualTo(game);
        }
      }
    }
    PlayedGame onTime = UNFINISHED.withResult(GameResult.win(Player.O, Ending.TIME));
    assertThat(GameFile.write(onTime, GameFile.Format.SGF))
        .isEqualTo("(;FF[4]GM[4]SZ[15]RE[W+T]\n;B[hh];W[hg];B[gi];W[ao])\n");
    assertThat(GameFile.write(onTime, GameFile.Format.PSQ))
        .isEqualTo("Piskvorky 15x15, 0:0, 0\n8,8,0\n8,7,0\n7,9,0\n1,15,0\n-1\nresult: W+T\n");
  }

  @Test
  void aPsqFileGivesItsResultAfterTheEndAndEveryOtherLineThereIsIgnored() {
    PlayedGame game =
        GameFile.read(
            "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,0\nA\nB\n-1\n1,Freestyle15_1\nRESULT : b+f\n");

    assertThat(game.getResult()).isEqualTo(GameResult.win(Player.X, Ending.FORFEIT));
    assertThat(GameFile.read("Piskvorky 15x15, 11:11, 0\n8,8,0\n-1\n1,Freestyle15_1\n").getResult())
        .isNull();
  }

  private static List<String> errors(String text) {
    GameFileException e = assertThrows(GameFileException.class, () -> GameFile.read(text));
    return e.getErrors().stream().map(GameFileError::message).toList();
  }

  @Test
  void aResultThatIsNoneOrContradictsTheMovesIsReportedByItsLine() {
    String five = "Piskvorky 15x15, 0:0, 0\n4,8,0\n1,1,0\n5,8,0\n1,2,0\n6,8,0\n1,3,0\n7,8,0\n";
    assertThat(errors(five + "1,4,0\n8,8,0\n-1\nresult: W+R\n"))
        .containsExactly(
            "line 12: the result says O won by resignation, but X won with (8,4)-(8,8); the result"
                + " of these moves is written B+");
    assertThat(errors("Piskvorky 15x15, 0:0, 0\n8,8,0\n-1\nresult: X won\nresult: B+\n"))
        .containsExactly(
            "line 4: 'X won' is not a result; write B+ or W+ for a win (B is X, who moves first),"
                + " B+R for one by resignation, B+T on time, B+F by forfeit; 0 or Draw for a draw;"
                + " ? when unknown",
            "line 5: a second result; the game's result is given once (line 4)")
        .inOrder();
    assertThat(
            errors(
                "(;GM[4]SZ[15]\nRE[W+]\n;B[dh];W[aa];B[eh];W[ab];B[fh];W[ac];B[gh];W[ad];B[hh])"))
        .containsExactly(
            "line 2: the result says O won, but X won with (8,4)-(8,8); the result of these moves"
                + " is written B+");
    assertThat(errors("(;GM[4]RE[B+R]RE[Draw];B[hh])"))
        .containsExactly("line 1: a second result; the game's result is given once (line 1)");
    assertThat(errors("(;GM[4];B[hh]\n;W[ii]RE[?]\n;B[aa]RE[B+])"))
        .containsExactly("line 3: a second result; the game's result is given once (line 2)");
  }

  @Test
  void aPsqResultIsOneShortLineAfterTheEnd() {
    String game = "Piskvorky 15x15, 11:11, 0\n8,8,0\n";

    assertThat(errors(game + "result: W+T\nfirst\n-1\n"))
        .containsExactly(
            "line 3: the result comes after the -1 that ends the moves and the names, as a line"
                + " such as result: W+T");
    assertThat(errors(game + "-1\nresult: B+" + " ".repeat(300) + "junk\n"))
        .containsExactly(
            "line 4: the line is 314 characters long; a result is one short line, such as result:"
                + " W+T");
    // A name that would read as the result is left out of the record, as one that reads as a move.
    PlayedGame named = PlayedGame.of(15, 15, 5, List.of(), List.of("result: B+", "second"));
    assertThat(GameFile.read(GameFile.write(named, GameFile.Format.PSQ)).getPlayers()).isEmpty();
  }

  @Test
  void anSgfResultThatIsNoneOfTheStandardsIsFreeTextAndSaysNothing() {
    for (String free : List.of("Black wins", "B+Q", "Jigo", "B+" + " ".repeat(40) + "junk")) {
      PlayedGame game = GameFile.read("(;GM[4]SZ[15]RE[" + free + "];B[hh])");

      assertThat(game.getResult()).isNull();
    }
    assertThat(GameFile.read("(;GM[4];B[hh]\n;W[ii]RE[W+T]\n;B[aa])").getResult())
        .isEqualTo(GameResult.win(Player.O, Ending.TIME));
  }

  @Test
  void anSgfResultOutsideTheMainLineIsNotTheGames() {
    PlayedGame game = GameFile.read("(;GM[4]SZ[15];B[hh](;W[ii]RE[B+T])(;W[aa]RE[W+R]))");

    assertThat(game.getResult()).isEqualTo(GameResult.win(Player.X, Ending.TIME));
    assertThat(GameFile.read("(;GM[4]SZ[15];B[hh](;W[ii])(;W[aa]RE[W+R]))").getResult()).isNull();
  }

  @Test
  void theAnalysisSaysHowAnUnfinishedGameEnded() {
    PlayedGame onTime = UNFINISHED.withResult(GameResult.win(Player.O, Ending.TIME));

    assertThat(GameAnalysis.of(onTime, new Prover()).getSummary())
        .isEqualTo("4 moves, O won on time; X: no mistakes; O: no mistakes");
  }
}
