package dev.noughts.processor.javac;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.noughts.processor.javac.Sources.compile;
import static dev.noughts.processor.javac.Sources.source;

import com.google.testing.compile.Compilation;
import dev.noughts.Fixture;
import dev.noughts.Forbidden;
import dev.noughts.ForbiddenPoint;
import dev.noughts.GameRecord;
import dev.noughts.GameValue;
import dev.noughts.Position;
import dev.noughts.Rule;
import dev.noughts.Square;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** What javac's processor generates for good fixtures with a {@code rule}. */
class RuleGenerationTest {

  private static final JavaFileObject RULES =
      source(
          "Rules",
          "import dev.noughts.Rule;",
          "public interface Rules {",
          "  @Board(rows = 15, columns = 15, winLength = 5, rule = Rule.RENJU,",
          "      moves = \"8,6 1,1 8,7 1,3 6,8 1,5 7,8 1,7\", expect = Outcome.IN_PROGRESS)",
          "  Position beforeTheDoubleThree();",
          "  @Board(value = \"X X - X - / O O - - O\", winLength = 3, rule = Rule.EXACTLY_K,",
          "      perfectPlay = GameValue.DRAW, bestMoves = \"2,3\")",
          "  Position noFour();",
          "  @Board(value = \"X X - X - / O O - - O\", winLength = 3, rule = Rule.FREE_STYLE)",
          "  Position freeStyle();",
          "}");

  private static Object constant(Compilation compilation, String name) throws Exception {
    return Sources.load(compilation, "test.RulesBoards").getField(name).get(null);
  }

  @Test
  void constantsAreBuiltWithTheirRuleAndCompileUnderLintAllAsErrors() throws Exception {
    Compilation compilation = compile(RULES); // -Xlint:all,-processing -Werror
    assertThat(compilation).succeededWithoutWarnings();

    Position renju = (Position) constant(compilation, "BEFORE_THE_DOUBLE_THREE");
    assertThat(renju)
        .isEqualTo(GameRecord.play(15, 15, 5, Rule.RENJU, "8,6 1,1 8,7 1,3 6,8 1,5 7,8 1,7"));
    assertThat(renju.getRule()).isEqualTo(Rule.RENJU);
    assertThat(renju.getForbiddenPoints())
        .containsExactly(new ForbiddenPoint(new Square(8, 8), Forbidden.DOUBLE_THREE));
    Position noFour = (Position) constant(compilation, "NO_FOUR");
    assertThat(noFour).isEqualTo(Position.of(3, "X X - X - / O O - - O").withRule(Rule.EXACTLY_K));
    Position freeStyle = (Position) constant(compilation, "FREE_STYLE");
    assertThat(freeStyle.getRule()).isEqualTo(Rule.FREE_STYLE);
    assertThat(freeStyle).isNotEqualTo(noFour);

    @SuppressWarnings("unchecked") // the generated fixtures() returns List<Fixture>
    List<Fixture> fixtures =
        (List<Fixture>) Sources.call(compilation, "test.RulesBoards", "fixtures");
    assertThat(fixtures.get(1).position().getRule()).isEqualTo(Rule.EXACTLY_K);
    assertThat(fixtures.get(1).perfectPlay()).isEqualTo(GameValue.DRAW);
  }

  @Test
  void theRuleIsWrittenIntoTheConstantAndItsJavadoc() throws Exception {
    String generated =
        compile(RULES)
            .generatedSourceFile("test.RulesBoards")
            .orElseThrow()
            .getCharContent(false)
            .toString();
    assertThat(generated).contains(".withRule(Rule.RENJU)");
    assertThat(generated).contains(".withRule(Rule.EXACTLY_K)");
    assertThat(generated).doesNotContain("Rule.FREE_STYLE");
    assertThat(generated).contains("<p>15 x 15, 5 in a row to win, under renju.");
    assertThat(generated).contains("<p>2 x 5, 3 in a row to win, under exactly k.");
  }
}
