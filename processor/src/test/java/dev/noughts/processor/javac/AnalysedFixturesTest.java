package dev.noughts.processor.javac;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.noughts.processor.javac.Sources.compile;
import static dev.noughts.processor.javac.Sources.source;

import com.google.testing.compile.Compilation;
import dev.noughts.GameAnalysis;
import dev.noughts.Mistake;
import dev.noughts.PlayedGame;
import dev.noughts.Prover;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The fixtures {@link Mistake#toJavaFixture()} prints compile as written: the processor checks each
 * against the same proof the analysis found. And a fixture the proof does not hold fails.
 */
class AnalysedFixturesTest {
  private static List<String> fixtures(PlayedGame game, Prover prover) {
    List<String> lines = new ArrayList<>();
    lines.add("public interface Regressions {");
    for (Mistake mistake : GameAnalysis.of(game, prover).getMistakes()) {
      lines.addAll(List.of(mistake.toJavaFixture().split("\n")));
    }
    lines.add("}");
    return lines;
  }

  @Test
  void theFixturesOfAGomokuGamesMistakesCompile() {
    List<String> lines =
        fixtures(PlayedGame.of(15, 15, 5, "h8 a1 i8 a2 j8 a3 o15 g8"), new Prover());

    Compilation compilation = compile(source("Regressions", lines.toArray(String[]::new)));

    assertThat(String.join("\n", lines)).contains("losingMoves = {\"13,1\"}");
    assertThat(String.join("\n", lines)).contains("winningMoves = {\"8,7\"}");
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void theFixturesOfMistakesJudgedExactlyCompile() {
    List<String> lines = fixtures(PlayedGame.of(3, 3, 3, "2,2 1,2 3,2 1,1"), new Prover());

    assertThat(lines).hasSize(8); // two fixtures of three lines, and the interface
    assertThat(compile(source("Regressions", lines.toArray(String[]::new))))
        .succeededWithoutWarnings();
  }

  @Test
  void aFixtureWithABudgetCompiles() {
    List<String> lines =
        fixtures(PlayedGame.of(15, 15, 5, "h8 a1 i8 a2 j8 a3"), new Prover(50_000));

    assertThat(String.join("\n", lines)).contains("budget = 50_000");
    assertThat(compile(source("Regressions", lines.toArray(String[]::new))))
        .succeededWithoutWarnings();
  }

  @Test
  void aPrintedFixtureWhoseMoveIsChangedFails() {
    List<String> lines = fixtures(PlayedGame.of(15, 15, 5, "h8 a1 i8 a2 j8 a3"), new Prover());
    List<String> changed =
        lines.stream().map(line -> line.replace("\"13,1\"", "\"8,7\"")).toList(); // blocks

    assertThat(compile(source("Regressions", changed.toArray(String[]::new)))).failed();
  }
}
