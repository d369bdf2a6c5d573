package dev.noughts.examples;

import static com.google.common.truth.Truth.assertThat;

import dev.noughts.GameAnalysis;
import dev.noughts.GameFile;
import dev.noughts.Mistake;
import dev.noughts.PlayedGame;
import dev.noughts.Prover;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/** From a lost game to a regression test (docs/games.md): the analysis prints what compiles. */
class LostGamesTest {
  private static String openThree() throws IOException {
    try (InputStream in =
        Objects.requireNonNull(LostGamesTest.class.getResourceAsStream("open-three.psq"))) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @Test
  void theAnalysisPrintsTheFixturesOfRegressions() throws IOException {
    String text = openThree();
    List<String> printed = new ArrayList<>();
    // tag::games-analysis[]
    PlayedGame game = GameFile.read(text); // a .psq or SGF file's text
    GameAnalysis analysis = GameAnalysis.of(game, new Prover());
    for (Mistake mistake : analysis.getMistakes()) {
      System.out.println(mistake); // move 6, O (3,1) a13 loses: after it, X wins by force ...
      printed.add(mistake.toJavaFixture()); // @Board(moves = "h8 a15 i8 a14 j8", ...)
    }
    System.out.println(analysis.getSummary()); // 8 moves, unfinished; X: 1 mistake, ...
    // end::games-analysis[]

    String regressions =
        Files.readString(Path.of("src/test/java/dev/noughts/examples/Regressions.java"));
    List<String> fixtureLines = regressions.lines().map(String::strip).toList();
    assertThat(printed).hasSize(2);
    for (String fixture : printed) {
      assertThat(fixtureLines)
          .containsAtLeastElementsIn(fixture.lines().map(String::strip).toList())
          .inOrder();
    }
  }

  @Test
  void theRegressionsHoldWhatTheGameShowed() {
    assertThat(RegressionsBoards.fixtures().get(0).losingMoves()).hasSize(1);
    assertThat(RegressionsBoards.fixtures().get(1).winningMoves()).hasSize(1);
  }
}
