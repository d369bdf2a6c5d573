package dev.noughts.processor.ksp;

import static com.google.common.truth.Truth.assertThat;

import com.google.devtools.ksp.processing.CodeGenerator;
import com.google.devtools.ksp.processing.Dependencies;
import com.google.devtools.ksp.processing.Resolver;
import com.google.devtools.ksp.processing.SymbolProcessor;
import com.google.devtools.ksp.processing.SymbolProcessorProvider;
import com.google.devtools.ksp.symbol.KSAnnotated;
import dev.noughts.GameRecord;
import dev.noughts.Position;
import dev.noughts.Rule;
import dev.noughts.processor.javac.EngineExamples;
import dev.noughts.processor.javac.WinLengthGenerationTest;
import dev.noughts.processor.ksp.KspCompiler.Result;
import dev.noughts.processor.ksp.KspCompiler.Source;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the processor generates through KSP2 for good Kotlin fixtures. */
class KspGenerationTest {

  /** GenerationTest's fixtures, as Kotlin writes them. */
  private static final Source OPENINGS =
      Source.of(
          "Openings",
          "interface Openings {",
          "    @Board(\"X - - / - - - / - - -\") fun corner(): Position",
          "    @Board(\"X X X\", \"O O -\", \"- - -\", expect = [Outcome.X_WINS])",
          "    fun topRow(): Position",
          "    @Board(\"O O O / X X - / - - -\", expect = [Outcome.IMPOSSIBLE])",
          "    fun oWentFirst(): Position",
          "    @Board(",
          "        \"\"\"",
          "        X O X",
          "        X O O",
          "        O X X",
          "        \"\"\"",
          "    )",
          "    fun draw(): Position",
          "    @Board(",
          "        \"X - - / - - - / - - -\",",
          "        perfectPlay = [GameValue.DRAW],",
          "        bestMoves = [\"2,2\"],",
          "        avoidMoves = [\"1,2\", \"(1, 3)\"],",
          "    )",
          "    fun answerTheCorner(): Position",
          "}");

  private static String golden(String name) throws IOException {
    try (InputStream in = KspGenerationTest.class.getResourceAsStream("/golden/" + name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @Test
  void generatesTheSameSourceAsJavacForTheSameFixtures() throws IOException {
    Result result = KspCompiler.compile(OPENINGS);
    assertThat(result.errors()).isEmpty();
    assertThat(result.succeeded()).isTrue();
    assertThat(result.generated("test.OpeningsBoards")).isEqualTo(golden("OpeningsBoards.java"));
  }

  @Test
  void kotlinFixturesBecomeConstantsAnImplementationAndAnOrderedMap() throws Exception {
    Source fixtures =
        Source.of(
            "Games",
            "interface Games {",
            "    @Board(\"X - - / - - - / - - -\")",
            "    val corner: Position",
            "",
            "    @Board(\"X X X / O O - / - - -\", expect = [Outcome.X_WINS, Outcome.DRAW])",
            "    fun topRow(): Position",
            "",
            "    @get:Board(\"X O X / X O O / O X X\")",
            "    val isDraw: Position",
            "",
            "    fun helper(): String = \"not a fixture\"",
            "}",
            "",
            "abstract class Suite {",
            "    @Board(\"- - - / - - - / - - -\")",
            "    protected abstract fun empty(): Position",
            "",
            "    abstract class Nested {",
            "        @Board(\"O - - / - X - / - - X\")",
            "        abstract val late: Position",
            "    }",
            "}",
            "",
            "fun useTheConstants(): List<Position> =",
            "    listOf(GamesBoards.CORNER, GamesBoards.INSTANCE.corner, GamesBoards.IS_DRAW,",
            "        Suite_NestedBoards.LATE)");
    Result result = KspCompiler.compile(fixtures);
    assertThat(result.errors()).isEmpty();
    assertThat(result.succeeded()).isTrue();

    Class<?> games = result.load("test.GamesBoards");
    assertThat(games.getField("CORNER").get(null)).isEqualTo(Position.of("X - - / - - - / - - -"));
    Object instance = games.getField("INSTANCE").get(null);
    assertThat(games.getMethod("getCorner").invoke(instance))
        .isSameInstanceAs(games.getField("CORNER").get(null));
    assertThat(games.getMethod("isDraw").invoke(instance))
        .isSameInstanceAs(games.getField("IS_DRAW").get(null));
    Map<?, ?> all = (Map<?, ?>) games.getMethod("all").invoke(null);
    assertThat(all.keySet()).containsExactly("corner", "topRow", "isDraw").inOrder();

    Class<?> suite = result.load("test.SuiteBoards");
    assertThat(suite.getSuperclass().getName()).isEqualTo("test.Suite");
    assertThat(((Map<?, ?>) suite.getMethod("all").invoke(null)).keySet()).containsExactly("empty");
    assertThat(result.generated("test.SuiteBoards"))
        .contains("  @Override\n  protected Position empty() {");
    assertThat(result.load("test.Suite_NestedBoards").getField("LATE").get(null))
        .isEqualTo(Position.of("O - - / - X - / - - X"));
  }

  @Test
  void kotlinFixturesWithAWinLengthBecomeConstantsBuiltWithIt() throws Exception {
    Source fixtures =
        Source.of(
            "KInARow",
            "interface KInARow {",
            "    @Board(",
            "        \"X X - - / O O - - / - - - - / - - - -\",",
            "        winLength = 3,",
            "        perfectPlay = [GameValue.X_WINS],",
            "        bestMoves = [\"1,3\"],",
            "    )",
            "    val fourByFour: Position",
            "",
            "    @Board(",
            "        \"" + String.join("\", \"", WinLengthGenerationTest.GOMOKU) + "\",",
            "        winLength = 5,",
            "        expect = [Outcome.X_WINS],",
            "    )",
            "    fun gomoku(): Position",
            "}",
            "",
            "fun useTheConstants(): List<Position> =",
            "    listOf(KInARowBoards.FOUR_BY_FOUR, KInARowBoards.INSTANCE.gomoku())");
    Result result = KspCompiler.compile(fixtures);
    assertThat(result.errors()).isEmpty();
    assertThat(result.succeeded()).isTrue();

    Class<?> boards = result.load("test.KInARowBoards");
    assertThat(boards.getField("FOUR_BY_FOUR").get(null))
        .isEqualTo(Position.of(3, "X X - - / O O - - / - - - - / - - - -"));
    Position gomoku = (Position) boards.getField("GOMOKU").get(null);
    assertThat(gomoku)
        .isEqualTo(Position.of(5, WinLengthGenerationTest.GOMOKU.toArray(String[]::new)));
    assertThat(gomoku.getWinLength()).isEqualTo(5);
    assertThat(result.generated("test.KInARowBoards"))
        .contains(
            "FOUR_BY_FOUR = Position.of(3, \"X X - -\", \"O O - -\", \"- - - -\", \"- - - -\");");
  }

  @Test
  void kotlinFixturesWrittenAsGamesBecomeTheConstantsOfTheirBoards() throws Exception {
    Source fixtures =
        Source.of(
            "Games",
            "interface Games {",
            "    @Board(moves = \"h8 h9 g7\", rows = 15, columns = 15, winLength = 5)",
            "    val byMoves: Position",
            "",
            "    @Board(moves = \"8,8 7,8 9,7\", rows = 15, columns = 15, winLength = 5)",
            "    fun byRowAndColumn(): Position",
            "",
            "    @Board(moves = \"2,2 1,1\", rows = 3, columns = 3, perfectPlay = [GameValue.DRAW])",
            "    val classic: Position",
            "}");
    Result result = KspCompiler.compile(fixtures);
    assertThat(result.errors()).isEmpty();
    assertThat(result.succeeded()).isTrue();

    Class<?> boards = result.load("test.GamesBoards");
    Position byMoves = (Position) boards.getField("BY_MOVES").get(null);
    assertThat(byMoves).isEqualTo(GameRecord.play(15, 15, 5, "h8 h9 g7"));
    assertThat(byMoves).isEqualTo(boards.getField("BY_ROW_AND_COLUMN").get(null));
    assertThat(boards.getField("CLASSIC").get(null))
        .isEqualTo(Position.of("O - - / - X - / - - -"));
  }

  @Test
  void kotlinFixturesWithARuleBecomeConstantsBuiltWithIt() throws Exception {
    Source fixtures =
        Source.of(
            "Rules",
            "import dev.noughts.Rule",
            "",
            "interface Rules {",
            "    @Board(",
            "        rows = 15, columns = 15, winLength = 5, rule = Rule.RENJU,",
            "        moves = \"8,6 1,1 8,7 1,3 6,8 1,5 7,8 1,7\",",
            "    )",
            "    val beforeTheDoubleThree: Position",
            "",
            "    @Board(",
            "        \"X X - X - / O O - - O\", winLength = 3, rule = Rule.EXACTLY_K,",
            "        perfectPlay = [GameValue.DRAW], bestMoves = [\"2,3\"],",
            "    )",
            "    fun noFour(): Position",
            "}");
    Result result = KspCompiler.compile(fixtures);
    assertThat(result.errors()).isEmpty();
    assertThat(result.succeeded()).isTrue();

    Class<?> boards = result.load("test.RulesBoards");
    Position renju = (Position) boards.getField("BEFORE_THE_DOUBLE_THREE").get(null);
    assertThat(renju)
        .isEqualTo(GameRecord.play(15, 15, 5, Rule.RENJU, "8,6 1,1 8,7 1,3 6,8 1,5 7,8 1,7"));
    assertThat(boards.getField("NO_FOUR").get(null))
        .isEqualTo(Position.of(3, "X X - X - / O O - - O").withRule(Rule.EXACTLY_K));
    assertThat(result.generated("test.RulesBoards")).contains(".withRule(Rule.RENJU)");
  }

  @Test
  void aValAnnotatedWithoutAUseSiteTargetIsAFixtureNamedAfterIt() throws Exception {
    // @Board has no @Target, so Kotlin puts a plain @Board on the property itself.
    Source fixtures =
        Source.of(
            "Props",
            "interface Props {",
            "    @Board(\"X - - / - - - / - - -\")",
            "    val corner: Position",
            "",
            "    @Board(\"- - - / - X - / - - -\", expect = [Outcome.IN_PROGRESS])",
            "    val topCenter: Position",
            "}",
            "",
            "fun useTheConstants(): List<Position> =",
            "    listOf(PropsBoards.CORNER, PropsBoards.INSTANCE.topCenter)");
    Result result = KspCompiler.compile(fixtures);
    assertThat(result.errors()).isEmpty();
    assertThat(result.succeeded()).isTrue();

    Class<?> props = result.load("test.PropsBoards");
    Object instance = props.getField("INSTANCE").get(null);
    assertThat(props.getMethod("getCorner").invoke(instance))
        .isSameInstanceAs(props.getField("CORNER").get(null));
    assertThat(props.getMethod("getTopCenter").invoke(instance))
        .isEqualTo(Position.of("- - - / - X - / - - -"));
    Map<?, ?> all = (Map<?, ?>) props.getMethod("all").invoke(null);
    assertThat(all.keySet()).containsExactly("corner", "topCenter").inOrder();
  }

  @Test
  void fixturesThatExpectPerfectPlayAreListedAsThroughJavac() throws Exception {
    Source fixtures =
        Source.of(
            "Engines",
            "interface Engines {",
            "    @Board(\"X X - / O O - / - - -\", perfectPlay = [GameValue.X_WINS], bestMoves = [\"1,3\"])",
            "    val finishTheRow: Position",
            "",
            "    @Board(",
            "        \"X - - / - - - / - - -\",",
            "        perfectPlay = [GameValue.DRAW],",
            "        bestMoves = [\"2,2\"],",
            "        avoidMoves = [\"1,2\", \"(1, 3)\"],",
            "    )",
            "    fun answerTheCorner(): Position",
            "}");
    Result result = KspCompiler.compile(fixtures);
    assertThat(result.errors()).isEmpty();
    assertThat(result.succeeded()).isTrue();

    List<?> listed = (List<?>) result.load("test.EnginesBoards").getMethod("fixtures").invoke(null);
    assertThat(listed).containsExactlyElementsIn(EngineExamples.FIXTURES).inOrder();
  }

  @Test
  void aSupertypesTypeArgumentGeneratedLaterIsWaitedFor() {
    Source fixtures =
        Source.of(
            "Later",
            "interface Base<T>",
            "interface Fixtures : Base<Missing> {",
            "    @Board(\"X - - / - - - / - - -\") fun corner(): Position",
            "}");
    SymbolProcessorProvider withLateGenerator =
        environment -> {
          SymbolProcessor board = new BoardSymbolProcessorProvider().create(environment);
          CodeGenerator files = environment.getCodeGenerator();
          return new SymbolProcessor() {
            private int round;

            @Override
            public List<KSAnnotated> process(Resolver resolver) {
              round++;
              if (round == 1) { // a stepping stone, so that Missing comes one round later
                write(files, "MissingStep", "class MissingStep");
              } else if (round == 2) {
                write(files, "Missing", "interface Missing");
              }
              return board.process(resolver);
            }

            @Override
            public void finish() {
              board.finish();
            }
          };
        };

    Result result = KspCompiler.compile(withLateGenerator, fixtures);

    assertThat(result.errors()).isEmpty();
    assertThat(result.succeeded()).isTrue();
    assertThat(result.generated("test.FixturesBoards")).contains("corner");
  }

  private static void write(CodeGenerator files, String name, String declaration) {
    try (OutputStream out = files.createNewFile(new Dependencies(false), "test", name, "kt")) {
      out.write(("package test\n\n" + declaration + "\n").getBytes(StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
