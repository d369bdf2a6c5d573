package dev.noughts.processor.javac;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.noughts.processor.javac.Sources.compile;
import static dev.noughts.processor.javac.Sources.source;

import com.google.testing.compile.Compilation;
import dev.noughts.Fixture;
import dev.noughts.GameRecord;
import dev.noughts.Position;
import java.io.IOException;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * What javac's processor generates for fixtures written as the game that reached them: the same
 * constant, and the same listed fixture, as for the same board written as {@code value}.
 */
class MovesGenerationTest {
  /** {@link ExpectationDiagnosticsTest#OPEN_THREE} as the game that reached it. */
  private static final String OPEN_THREE_GAME = "g8 c7 h8 d7 i8 e7 a15 o1";

  private static final JavaFileObject GAMES =
      source(
          "Games",
          "public interface Games {",
          "  @Board(moves = \"" + OPEN_THREE_GAME + "\", rows = 15, columns = 15, winLength = 5,",
          "      winningMoves = {\"8,6\", \"8,10\"})",
          "  Position byMoves();",
          "  @Board(value = \"" + ExpectationDiagnosticsTest.OPEN_THREE + "\", winLength = 5,",
          "      winningMoves = {\"8,6\", \"8,10\"})",
          "  Position byValue();",
          "  @Board(moves = \"2,2 1,1\", rows = 3, columns = 3, perfectPlay = GameValue.DRAW)",
          "  Position classic();",
          "  @Board(moves = \"\", rows = 15, columns = 15, winLength = 5) Position empty();",
          "}");

  private static Object constant(Compilation compilation, String name) throws Exception {
    return Sources.load(compilation, "test.GamesBoards").getField(name).get(null);
  }

  /** The expression the generated class gives {@code constant}. */
  private static String initializer(Compilation compilation, String constant) throws IOException {
    String generated =
        compilation
            .generatedSourceFile("test.GamesBoards")
            .orElseThrow()
            .getCharContent(false)
            .toString();
    Matcher matcher =
        Pattern.compile("Position " + constant + " =(.*?);", Pattern.DOTALL).matcher(generated);
    assertThat(matcher.find()).isTrue();
    return matcher.group(1);
  }

  @Test
  void aGameGivesTheConstantOfItsBoardAndCompilesUnderLintAllAsErrors() throws Exception {
    Compilation compilation = compile(GAMES); // -Xlint:all,-processing -Werror
    assertThat(compilation).succeededWithoutWarnings();

    Position byMoves = (Position) constant(compilation, "BY_MOVES");
    assertThat(byMoves).isEqualTo(constant(compilation, "BY_VALUE"));
    assertThat(byMoves).isEqualTo(GameRecord.play(15, 15, 5, OPEN_THREE_GAME));
    assertThat(initializer(compilation, "BY_MOVES"))
        .isEqualTo(initializer(compilation, "BY_VALUE"));
    assertThat(constant(compilation, "CLASSIC")).isEqualTo(Position.of("O - - / - X - / - - -"));
    assertThat(constant(compilation, "EMPTY")).isEqualTo(Position.empty(15, 15, 5));
  }

  @Test
  void aGameIsListedWithWhatItExpectsAsTheSameBoardWrittenAsValueIs() {
    Compilation compilation = compile(GAMES);
    @SuppressWarnings("unchecked") // fixtures() returns List<Fixture>
    List<Fixture> fixtures =
        (List<Fixture>) Sources.call(compilation, "test.GamesBoards", "fixtures");
    Fixture byMoves = fixtures.get(0);
    Fixture byValue = fixtures.get(1);
    assertThat(byMoves.name()).isEqualTo("byMoves");
    assertThat(byMoves.position()).isEqualTo(byValue.position());
    assertThat(byMoves.winningMoves()).isEqualTo(byValue.winningMoves());
    assertThat(byMoves.winningMoves()).hasSize(2);
  }
}
