package dev.noughts.processor.ksp;

import static com.google.common.truth.Truth.assertThat;

import dev.noughts.GameAnalysis;
import dev.noughts.Mistake;
import dev.noughts.PlayedGame;
import dev.noughts.Prover;
import dev.noughts.processor.ksp.KspCompiler.Result;
import dev.noughts.processor.ksp.KspCompiler.Source;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Kotlin fixtures {@link Mistake#toKotlinFixture()} prints compile as written with KSP: the
 * processor checks each against the same proof the analysis found. And one the proof does not hold
 * fails.
 */
class AnalysedKotlinFixturesTest {
  private static List<String> fixtures() {
    List<String> lines = new ArrayList<>();
    lines.add("interface Regressions {");
    for (PlayedGame game :
        List.of(
            PlayedGame.of(15, 15, 5, "h8 a1 i8 a2 j8 a3 o15 g8"),
            PlayedGame.of(3, 3, 3, "2,2 1,2 3,2 1,1"))) {
      for (Mistake mistake : GameAnalysis.of(game, new Prover()).getMistakes()) {
        lines.addAll(List.of(mistake.toKotlinFixture().split("\n")));
      }
    }
    lines.add("}");
    return lines;
  }

  @Test
  void theKotlinFixturesOfAGamesMistakesCompileAndAChangedOneFails() {
    List<String> lines = fixtures();
    List<String> changed =
        lines.stream().map(line -> line.replace("[\"13,1\"]", "[\"8,7\"]")).toList();

    Result result = KspCompiler.compile(Source.of("Regressions", lines.toArray(String[]::new)));
    Result failed = KspCompiler.compile(Source.of("Regressions", changed.toArray(String[]::new)));

    assertThat(String.join("\n", lines)).contains("losingMoves = [\"13,1\"]");
    assertThat(result.errors()).isEmpty();
    assertThat(result.succeeded()).isTrue();
    assertThat(failed.succeeded()).isFalse();
    assertThat(failed.errors()).hasSize(1);
  }
}
