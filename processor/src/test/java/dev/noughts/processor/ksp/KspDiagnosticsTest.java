package dev.noughts.processor.ksp;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import com.google.devtools.ksp.processing.CodeGenerator;
import com.google.devtools.ksp.processing.SymbolProcessor;
import com.google.devtools.ksp.processing.SymbolProcessorProvider;
import dev.noughts.processor.javac.ExpectationDiagnosticsTest;
import dev.noughts.processor.javac.ProvedMovesDiagnosticsTest;
import dev.noughts.processor.javac.WinLengthGenerationTest;
import dev.noughts.processor.ksp.KspCompiler.Error;
import dev.noughts.processor.ksp.KspCompiler.Result;
import dev.noughts.processor.ksp.KspCompiler.Source;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every compile error the KSP front end emits: its text and its line, each on the line of the
 * {@code @Board} argument (a fixture's problems) or of the class (a type's). Each compilation takes
 * seconds, so each test factory compiles many cases at once and reports them by fixture (or type).
 */
class KspDiagnosticsTest {
  private static final String CORNER = "\"X - - / - - - / - - -\"";

  /** Why OPEN_THREE, on 15 x 15, is beyond the exact solver. */
  private static final String WHY_BEYOND_THE_SOLVER =
      "it has 217 empty cells; the solver takes at most 64 on a board of more than 25 cells (every"
          + " position of a board up to 25 cells, such as 5 x 5, and endgames of larger boards)";

  /** 50,000 characters, whose constant {@code A_BA_B...} takes 75,000 bytes. */
  private static final String LONG_NAME = "aB".repeat(25_000);

  /** The fixture an error is about: {@code hash} for {@code fixture hash: ...}. */
  private static final Pattern FIXTURE =
      Pattern.compile(
          "^\\[noughts:[a-z-]+\\] fixture (.+?)(?::| is | takes | has | returns | gives )");

  /** The type an error is about, when it is about no fixture: {@code test.Fixtures}. */
  private static final Pattern TYPE = Pattern.compile("\\btest\\.\\w+(?:\\.\\w+)*");

  /** The fixture, or the type, that an error is about: its test's name. */
  private static String subject(Error error) {
    Matcher fixture = FIXTURE.matcher(error.message());
    if (fixture.find()) {
      return fixture.group(1);
    }
    Matcher type = TYPE.matcher(error.message());
    return type.find() ? type.group() : error.message();
  }

  /**
   * One test for each fixture or type that {@code expectedErrors} are about, named after it, that
   * the compilation printed exactly these errors about it: each on its file and line, each message
   * beginning with the expected one; and one test that it printed no others. KSP hands over symbols
   * in no promised order, so both are compared by file and line, and in the order printed within a
   * line.
   */
  private static Stream<DynamicTest> byFixture(Result result, List<Error> expectedErrors) {
    Comparator<Error> byPlace = Comparator.comparing(Error::file).thenComparing(Error::line);
    Map<String, List<Error>> expected = new LinkedHashMap<>();
    for (Error error : expectedErrors) {
      expected.computeIfAbsent(subject(error), subject -> new ArrayList<>()).add(error);
    }
    Stream<DynamicTest> each =
        expected.entrySet().stream()
            .map(
                entry ->
                    DynamicTest.dynamicTest(
                        entry.getKey(),
                        () -> {
                          List<Error> want = entry.getValue().stream().sorted(byPlace).toList();
                          List<Error> got =
                              result.errors().stream()
                                  .filter(error -> subject(error).equals(entry.getKey()))
                                  .sorted(byPlace)
                                  .toList();
                          assertWithMessage(
                                  "errors about %s; all messages:%n%s",
                                  entry.getKey(), result.messages())
                              .that(got.size())
                              .isEqualTo(want.size());
                          for (int i = 0; i < want.size(); i++) {
                            assertWithMessage("file of %s", got.get(i))
                                .that(got.get(i).file())
                                .isEqualTo(want.get(i).file());
                            assertWithMessage("line of %s", got.get(i))
                                .that(got.get(i).line())
                                .isEqualTo(want.get(i).line());
                            assertWithMessage("error %s of %s", i + 1, entry.getKey())
                                .that(got.get(i).message())
                                .startsWith(want.get(i).message());
                          }
                        }));
    DynamicTest nothingElse =
        DynamicTest.dynamicTest(
            "no other error",
            () ->
                assertWithMessage(
                        "errors about other fixtures; all messages:%n%s", result.messages())
                    .that(
                        result.errors().stream()
                            .filter(error -> !expected.containsKey(subject(error)))
                            .toList())
                    .isEmpty());
    return Stream.concat(each, Stream.of(nothingElse));
  }

  @TestFactory
  Stream<DynamicTest> fixturesWithMistakesInBoardsShapesAndNames() {
    String tooManyRows = "-/".repeat(1001);
    String noise = "#".repeat(150);
    // 182 rows of 182 empty cells, one space between cells: 66,247 bytes in one string.
    String huge = String.join("/", Collections.nCopies(182, "- ".repeat(181) + "-"));
    Source source =
        Source.of(
            "Fixtures",
            "interface Fixtures {",
            "    @Board(\"X O X / - # - / - - -\") fun hash(): Position",
            "    @Board(\"X O X\", \"- O -\", \"- - - -\") fun longRow(): Position",
            "    @Board(\" \") fun blank(): Position",
            "    @Board(\"" + tooManyRows + "\") fun tooManyRows(): Position",
            "    @Board(\"" + noise + "\") fun noise(): Position",
            "    @Board(\"" + huge + "\") fun huge(): Position",
            "    @Board(\"O O - / X - - / - - -\") fun oFirst(): Position",
            "    @Board(\"X X - / - - - / - - -\") fun xx(): Position",
            "    @Board(\"X X X / O O O / - - -\") fun both(): Position",
            "    @Board(\"O O O / X X - / X - X\") fun early(): Position",
            "    @Board(\"X O O X\", \"O X X O\", \"O X X O\", \"X O - X\") fun crossed(): Position",
            "    @Board(\"O O - / X - - / - - -\", expect = [Outcome.DRAW]) fun odd(): Position",
            "    @Board(",
            "        \"X O - / X O - / X - -\",",
            "        expect = [Outcome.DRAW, Outcome.O_WINS],",
            "    )",
            "    fun notADraw(): Position",
            "    @Board(" + CORNER + ") fun withBody(): Position = Position.of(" + CORNER + ")",
            "    @Board(" + CORNER + ") val withGetter: Position get() = Position.empty(3)",
            "    @Board(" + CORNER + ") fun at(row: Int, column: Int): Position",
            "    @Board(" + CORNER + ") fun String.extension(): Position",
            "    @Board(" + CORNER + ") fun <T> generic(): Position",
            "    @Board(" + CORNER + ") fun text(): String",
            "    @Board(" + CORNER + ") fun maybe(): Position?",
            "    @Board(" + CORNER + ") var mutable: Position",
            "    @Board(" + CORNER + ") fun topRow(): Position",
            "    @Board(\"- X - / - - - / - - -\") fun top_row(): Position",
            "    @Board(" + CORNER + ") fun all(): Position",
            "    @Board(" + CORNER + ") val instance: Position",
            "    @Board(" + CORNER + ") fun switch(): Position",
            "    @Board(" + CORNER + ") fun new(): Position",
            "    @Board(" + CORNER + ") val int: Position",
            "    @Board(" + CORNER + ") fun `top row`(): Position",
            "    @Board(" + CORNER + ") fun " + LONG_NAME + "(): Position",
            "    fun forgotten(): Position",
            "    class Map",
            "}");
    List<Error> expected = new ArrayList<>();
    expected.add(
        source.error(
            "hash()", "[noughts:character] fixture hash: row 2, cell 2: '#' is not X, O or -"));
    expected.add(
        source.error(
            "longRow()", "[noughts:row-length] fixture longRow: row 3 has 4 cells, expected 3"));
    expected.add(source.error("blank()", "[noughts:empty] fixture blank: no rows"));
    expected.add(
        source.error(
            "tooManyRows()",
            "[noughts:too-many-rows] fixture tooManyRows: found 1001 rows, but boards have at most"
                + " 1000 rows"));
    for (int cell = 1; cell <= 100; cell++) {
      expected.add(
          source.error(
              "noise()",
              "[noughts:character] fixture noise: row 1, cell " + cell + ": '#' is not X, O or -"));
    }
    expected.add(
        source.error(
            "noise()", "[noughts:more-errors] fixture noise: and 51 more errors not listed"));
    expected.add(
        source.error(
            "huge()",
            "[noughts:string-too-long] fixture huge: this string is 66,247 bytes in a class file,"
                + " but a class file holds strings of at most 65,535 bytes, so kotlinc cannot"
                + " compile it; give the rows as separate strings, @Board(\"X - -\", \"- O -\","
                + " ...)"));
    expected.add(
        source.error(
            "oFirst()",
            "[noughts:o-more-than-x] fixture oFirst is impossible: O has more marks than X (X 1,"
                + " O 2), but X moves first; if the fixture is impossible on purpose, say expect"
                + " = [Outcome.IMPOSSIBLE]"));
    expected.add(
        source.error(
            "xx()",
            "[noughts:x-too-far-ahead] fixture xx is impossible: X has 2 marks more than O (X 2,"
                + " O 0)"));
    expected.add(
        source.error(
            "both()",
            "[noughts:both-won] fixture both is impossible: both players have a winning line (X:"
                + " row 1; O: row 2), but play stops at the first win"));
    expected.add(
        source.error("both()", "[noughts:x-won-out-of-turn] fixture both is impossible: X has"));
    expected.add(
        source.error(
            "early()",
            "[noughts:o-won-out-of-turn] fixture early is impossible: O has a winning line (row"
                + " 1), so O moved last and must have as many marks as X (X 4, O 3)"));
    expected.add(
        source.error(
            "crossed()",
            "[noughts:separate-winning-lines] fixture crossed is impossible: X's winning lines"
                + " (diagonal and anti-diagonal) share no cell"));
    expected.add(
        source.error(
            "odd()",
            "[noughts:o-more-than-x] fixture odd is impossible: O has more marks than X (X 1, O"
                + " 2), but X moves first; expected DRAW"));
    expected.add(
        source.error(
            "expect = [Outcome.DRAW, Outcome.O_WINS]",
            "[noughts:expect] fixture notADraw: expected O_WINS or DRAW but X wins: column 1"));
    expected.add(
        source.error(
            "withBody()",
            "[noughts:not-abstract] fixture withBody: @Board goes on an abstract fun, so that the"
                + " generated class can implement it; remove the body"));
    expected.add(
        source.error(
            "withGetter",
            "[noughts:not-abstract] fixture withGetter: @Board goes on an abstract val, so that"
                + " the generated class can implement it; remove its getter"));
    expected.add(
        source.error(
            "fun at(", "[noughts:parameters] fixture at takes 2 parameters; fixtures take none"));
    expected.add(
        source.error(
            "extension()",
            "[noughts:parameters] fixture extension takes 1 parameter (counting its receiver);"
                + " fixtures take none"));
    expected.add(
        source.error(
            "generic()",
            "[noughts:type-parameters] fixture generic has type parameters; fixtures are not"
                + " generic"));
    expected.add(
        source.error(
            "text()",
            "[noughts:return-type] fixture text returns kotlin.String; fixtures return"
                + " dev.noughts.Position"));
    expected.add(
        source.error(
            "maybe()",
            "[noughts:return-type] fixture maybe returns dev.noughts.Position?; fixtures return"
                + " dev.noughts.Position"));
    expected.add(
        source.error(
            "mutable",
            "[noughts:var] fixture mutable is a var, and the generated class cannot implement its"
                + " setter; declare it with val"));
    expected.add(
        source.error(
            "top_row()",
            "[noughts:duplicate-name] fixture top_row: its constant TOP_ROW is already taken by"
                + " fixture topRow; rename one of them"));
    expected.add(
        source.error(
            "fun all()",
            "[noughts:reserved-name] fixture all: the generated class has a method all() that"
                + " lists every fixture; choose another name"));
    expected.add(
        source.error(
            "val instance",
            "[noughts:reserved-name] fixture instance: its constant would be INSTANCE, which the"
                + " generated class uses for itself; choose another name"));
    expected.add(
        source.error(
            "fun switch()",
            "[noughts:java-name] fixture switch: the generated Java class implements it as a"
                + " method switch(), but switch is a keyword in Java; rename the fixture"));
    expected.add(
        source.error(
            "fun new()",
            "[noughts:java-name] fixture new: the generated Java class implements it as a method"
                + " new(), but new is a keyword in Java; rename the fixture"));
    expected.add(
        source.error(
            "fun `top row`()",
            "[noughts:java-name] fixture top row: the generated Java class implements it as a"
                + " method top row(), but 'top row' is not a Java name: Java names have no"
                + " spaces; rename the fixture"));
    expected.add(
        source.error(
            "fun aBaB",
            "[noughts:name-too-long] fixture aBaBaBaBaBaBaBaBaBaBaBaBaBaBaBaBaBaBaBaB...: its"
                + " name of 50,000 characters takes 75,000 bytes in the generated class file,"
                + " but the generated class can hold a name of at most 65,534 characters and"
                + " 65,535 bytes; choose a shorter name"));
    expected.add(
        source.error(
            "class Map",
            "[noughts:member-name] test.Fixtures has nested class Map, but the generated class"
                + " refers to something else by the name Map; rename it"));
    expected.add(
        source.error(
            "forgotten()",
            "[noughts:not-a-fixture] test.Fixtures has abstract function forgotten() without"
                + " @Board here; the generated class can only implement fixtures declared in this"
                + " type"));

    Result result = KspCompiler.compile(source);

    assertThat(result.succeeded()).isFalse();
    return byFixture(result, expected);
  }

  @TestFactory
  Stream<DynamicTest> typesThatCannotDeclareFixturesAndFixturesOutsideTypes() {
    Source source =
        Source.of(
            "Types",
            "object Plays {",
            "    @Board(" + CORNER + ") fun corner(): Position = Position.empty(3)",
            "}",
            "class Concrete {",
            "    @Board(" + CORNER + ") fun corner(): Position = Position.empty(3)",
            "}",
            "sealed interface Sealed {",
            "    @Board(" + CORNER + ") fun corner(): Position",
            "}",
            "@Board(" + CORNER + ") fun topLevel(): Position = Position.empty(3)",
            "@Board(" + CORNER + ") val topLevelVal: Position get() = Position.empty(3)",
            "class Outer {",
            "    private interface Hidden {",
            "        @Board(" + CORNER + ") fun corner(): Position",
            "    }",
            "    abstract inner class Inner {",
            "        @Board(" + CORNER + ") abstract fun corner(): Position",
            "    }",
            "}",
            "interface Generic<T> {",
            "    @Board(" + CORNER + ") fun corner(): Position",
            "}",
            "abstract class Fixed(val size: Int) {",
            "    @Board(" + CORNER + ") abstract fun corner(): Position",
            "}",
            "interface Games {",
            "    fun all(): Int = 0",
            "    @Board(" + CORNER + ") fun corner(): Position",
            "}",
            "interface Base {",
            "    fun inherited(): Position",
            "}",
            "interface Derived : Base {",
            "    @Board(" + CORNER + ") fun corner(): Position",
            "}",
            "abstract class Throwing @Throws(Exception::class) constructor() {",
            "    @Board(" + CORNER + ") abstract fun corner(): Position",
            "}",
            "abstract class Setter {",
            "    @set:Board(\"- - - / - - - / - - -\") abstract var onSetter: Position",
            "}",
            "@Board(" + CORNER + ") interface OnAType");
    Result result = KspCompiler.compile(source);

    List<Error> expected = new ArrayList<>();
    expected.add(
        source.error(
            "var onSetter",
            "[noughts:not-a-method] @Board is on the setter of onSetter; it goes on an abstract"
                + " method that returns dev.noughts.Position (in Kotlin, an abstract fun or val)"));
    expected.add(
        source.error(
            "interface OnAType",
            "[noughts:not-a-method] @Board is on interface test.OnAType; it goes on an abstract"
                + " method that returns dev.noughts.Position (in Kotlin, an abstract fun or val)"));
    expected.add(
        source.error(
            "fun topLevel()",
            "[noughts:declaring-type] fixture topLevel is a top-level function; declare fixtures"
                + " as abstract members of an interface or an abstract class"));
    expected.add(
        source.error(
            "val topLevelVal",
            "[noughts:declaring-type] fixture topLevelVal is a top-level property; declare"
                + " fixtures as abstract members of an interface or an abstract class"));
    expected.add(
        source.error(
            "object Plays",
            "[noughts:declaring-type] test.Plays declares fixtures but is an object; declare"
                + " fixtures in an interface or an abstract class"));
    expected.add(
        source.error(
            "class Concrete",
            "[noughts:declaring-type] test.Concrete declares fixtures but is a class that is not"
                + " abstract"));
    expected.add(
        source.error(
            "sealed interface Sealed",
            "[noughts:declaring-type] test.Sealed declares fixtures but is a sealed interface"));
    expected.add(
        source.error(
            "private interface Hidden",
            "[noughts:private-type] test.Outer.Hidden is private; the generated class cannot"
                + " implement it, so make it internal or public"));
    expected.add(
        source.error(
            "abstract inner class Inner",
            "[noughts:inner-class] test.Outer.Inner is an inner class; remove 'inner' so the"
                + " generated class can extend it"));
    expected.add(
        source.error(
            "interface Generic<T>",
            "[noughts:generic-type] test.Generic has type parameters; fixture types are not"
                + " generic"));
    expected.add(
        source.error(
            "abstract class Fixed",
            "[noughts:constructor] test.Fixed has no constructor without parameters that the"
                + " generated class can call; add one that is not private"));
    expected.add(
        source.error(
            "abstract class Throwing",
            "[noughts:constructor] test.Throwing has a constructor without parameters, but it"
                + " throws java.lang.Exception, which the generated class cannot handle when it"
                + " makes its INSTANCE; make it throw no checked exception"));
    expected.add(
        source.error(
            "fun all(): Int",
            "[noughts:member-name] test.Games has function all(), but the generated class"
                + " declares a static method all() that lists every fixture; rename it"));
    expected.add(
        source.error(
            "interface Derived",
            "[noughts:not-a-fixture] test.Derived has abstract function inherited(), inherited"
                + " from test.Base, without @Board here"));
    return byFixture(result, expected);
  }

  /** ExpectationChecks run through KSP as through javac, each problem on its argument's line. */
  @TestFactory
  Stream<DynamicTest> expectationsOfPerfectPlay() {
    Source source =
        Source.of(
            "Engines",
            "interface Engines {",
            "    @Board(",
            "        \"X - - / - - - / - - -\",",
            "        perfectPlay = [GameValue.X_WINS],",
            "    )",
            "    fun answerTheCorner(): Position",
            "    @Board(",
            "        \"X X - / O O - / - - -\",",
            "        bestMoves = [\"1,3\", \"2,3\"],",
            "    )",
            "    fun finishTheRow(): Position",
            "    @Board(",
            "        \"X - - / - - - / - - -\",",
            "        avoidMoves = [\"1,1\", \"2-2\"],",
            "    )",
            "    fun illegal(): Position",
            "    @Board(" + CORNER + ") fun fixtures(): Position",
            "}",
            "interface Listed {",
            "    fun fixtures(): Int = 0",
            "    @Board(" + CORNER + ") fun corner(): Position",
            "}");

    Result result = KspCompiler.compile(source);

    return byFixture(
        result,
        List.of(
            source.error(
                "perfectPlay = [GameValue.X_WINS]",
                "[noughts:perfect-play] fixture answerTheCorner: perfect play from here is a draw,"
                    + " not X_WINS"),
            source.error(
                "bestMoves = [",
                "[noughts:best-moves] fixture finishTheRow: the best moves are (1,3), which keep"
                    + " the win for X; (2,3) does not: it leads to a draw"),
            source.error(
                "avoidMoves = [",
                "[noughts:move] fixture illegal: avoidMoves: '2-2' is not a square"),
            source.error(
                "avoidMoves = [",
                "[noughts:illegal-move] fixture illegal: avoidMoves lists (1,1), which is not a"
                    + " legal move here: the square is taken by X"),
            source.error(
                "fun fixtures(): Position",
                "[noughts:reserved-name] fixture fixtures: the generated class has a method"
                    + " fixtures() that lists every fixture with what it expects; choose another"
                    + " name"),
            source.error(
                "fun fixtures(): Int",
                "[noughts:member-name] test.Listed has function fixtures(), but the generated"
                    + " class declares a static method fixtures() that lists every fixture with"
                    + " what it expects; rename it")));
  }

  /**
   * Fixtures with a {@code winLength}: one that does not fit goes on the line of the {@code
   * winLength} argument (KSP places an argument on its line, not its column), and every other check
   * is made for k in a row.
   */
  @TestFactory
  Stream<DynamicTest> fixturesWithAWinLength() {
    Source source =
        Source.of(
            "KInARow",
            "interface KInARow {",
            "    @Board(",
            "        \"X - - - / - - - - / - - - - / - - - -\",",
            "        winLength = 0,",
            "    )",
            "    fun zero(): Position",
            "    @Board(",
            "        \"X - - / - - - / - - -\",",
            "        winLength = -3,",
            "    )",
            "    fun negative(): Position",
            "    @Board(",
            "        \"X X - - -\", \"O O - - -\",",
            "        winLength = 6,",
            "    )",
            "    val tooLong: Position",
            "    @Board(",
            "        \"X X - - / O O #\",",
            "        winLength = -1,",
            "    )",
            "    fun both(): Position",
            "    @Board(\"X X - - - / O O - -\", winLength = 3) fun ragged(): Position",
            "    @Board(",
            "        \"X X X - / O O - - / - - - - / - - - -\", winLength = 3,",
            "        expect = [Outcome.DRAW],",
            "    )",
            "    fun threeWins(): Position",
            "    @Board(\"X X X - / O O O - / - - - - / - - - -\", winLength = 3) fun bothThree(): Position",
            "    @Board(",
            "        \"X X - - / O O - - / - - - - / - - - -\", winLength = 3,",
            "        bestMoves = [\"3,3\"],",
            "    )",
            "    fun finishTheThree(): Position",
            "    @Board(",
            "        \"X X - - - / O O - - -\", winLength = 4,",
            "        avoidMoves = [\"3,1\"],",
            "    )",
            "    fun offTheBoard(): Position",
            "    @Board(\"X X X X X X / O O - O O - / O - - - - -\", winLength = 3) fun six(): Position",
            "    @Board(\"X X X X X / X O O - O / X O - O O\", winLength = 3) fun corner(): Position",
            "    @Board(\"X X - - / O O - - / - - - - / - - - -\", winLength = 3) fun good(): Position",
            "    @Board(",
            "        \"" + ExpectationDiagnosticsTest.OPEN_THREE + "\", winLength = 5,",
            "        perfectPlay = [GameValue.X_WINS],",
            "    )",
            "    fun provedWin(): Position",
            "    @Board(",
            "        \"" + ExpectationDiagnosticsTest.OPEN_THREE + "\", winLength = 5,",
            "        perfectPlay = [GameValue.O_WINS],",
            "    )",
            "    fun wrongWinner(): Position",
            "    @Board(",
            "        \"" + ExpectationDiagnosticsTest.BUDGET_SPENT + "\", winLength = 5,",
            "        bestMoves = [\"1,1\"],",
            "    )",
            "    fun spent(): Position",
            "    @Board(",
            "        \"" + String.join(" / ", WinLengthGenerationTest.GOMOKU) + "\",",
            "        expect = [Outcome.X_WINS],",
            "    )",
            "    fun gomoku(): Position",
            "}");

    Result result = KspCompiler.compile(source);

    assertThat(result.succeeded()).isFalse();
    return byFixture(
        result,
        List.of(
            source.error(
                "winLength = 0,",
                "[noughts:win-length] fixture zero: the win length is 0; on a 4 x 4 board it is 1"
                    + " to 4 (the longer side)"),
            source.error(
                "winLength = -3,",
                "[noughts:win-length] fixture negative: the win length is -3; on a 3 x 3 board it"
                    + " is 1 to 3 (the longer side)"),
            source.error(
                "winLength = 6,",
                "[noughts:win-length] fixture tooLong: the win length is 6; on a 2 x 5 board it"
                    + " is 1 to 5 (the longer side)"),
            source.error(
                "\"X X - - / O O #\"",
                "[noughts:character] fixture both: row 2, cell 3: '#' is not X, O or -"),
            source.error(
                "\"X X - - / O O #\"",
                "[noughts:row-length] fixture both: row 2 has 3 cells, expected 4"),
            source.error(
                "winLength = -1,",
                "[noughts:win-length] fixture both: the win length is -1; it is 1 to 1000, the"
                    + " longest line of the largest board"),
            source.error(
                "fun ragged()",
                "[noughts:row-length] fixture ragged: row 2 has 4 cells, expected 5"),
            source.error(
                "expect = [Outcome.DRAW]",
                "[noughts:expect] fixture threeWins: expected DRAW but X wins: (1,1)-(1,3)"),
            source.error(
                "fun bothThree()",
                "[noughts:both-won] fixture bothThree is impossible: both players have a winning"
                    + " line (X: (1,1)-(1,3); O: (2,1)-(2,3)), but play stops at the first win"),
            source.error(
                "fun bothThree()",
                "[noughts:x-won-out-of-turn] fixture bothThree is impossible: X has a winning line"
                    + " ((1,1)-(1,3)), so X moved last and must have one mark more than O (X 3, O"
                    + " 3)"),
            source.error(
                "bestMoves = [\"3,3\"]",
                "[noughts:best-moves] fixture finishTheThree: the best moves are (1,3) (2,3),"
                    + " which keep the win for X; or only the fastest, (1,3), winning in 1 ply;"
                    + " (3,3) does not: it leads to a win for O in 2 plies; (1,3) and (2,3) are"
                    + " missing"),
            source.error(
                "avoidMoves = [",
                "[noughts:illegal-move] fixture offTheBoard: avoidMoves lists (3,1), which is not"
                    + " a legal move here: the board is 2 x 5, so it has no row 3"),
            source.error(
                "fun six()",
                "[noughts:winning-line-too-long] fixture six is impossible: X's winning line"
                    + " (1,1)-(1,6) has 6 cells, but with 3 to win one move completes a run of at"
                    + " most 5 (it joins two runs of at most 2); if the fixture is impossible on"
                    + " purpose, say expect = [Outcome.IMPOSSIBLE]"),
            source.error(
                "fun corner()",
                "[noughts:meeting-cell-not-last] fixture corner is impossible: X's winning lines"
                    + " (1,1)-(1,5) and (1,1)-(3,1) meet only at (1,1), but without that mark X"
                    + " would still have 3 in a row, so no single move completed them all; if the"
                    + " fixture is impossible on purpose, say expect = [Outcome.IMPOSSIBLE]"),
            source.error(
                "perfectPlay = [GameValue.O_WINS]",
                "[noughts:forced-win-not-proven] fixture wrongWinner: perfectPlay = O_WINS is"
                    + " beyond the exact solver (it has 217 empty cells; the solver takes at most"
                    + " 64 on a board of more than 25 cells (every position of a board up to 25"
                    + " cells, such as 5 x 5, and endgames of larger boards)), so the prover must"
                    + " prove it, but X wins by force: (8,6); line (8,6) (8,5) (8,10), so O"
                    + " cannot win"),
            source.error(
                "bestMoves = [\"1,1\"]",
                "[noughts:solver-budget-spent] fixture spent: bestMoves needs the position solved,"
                    + " but it has 25 empty cells, and the solver's budget of 2,000,000 nodes was"
                    + " spent before it found perfect play (a solver with a larger node budget may solve it; on a"
                    + " board of more than 25 cells, positions with at most 16 empty cells always"
                    + " solve); list the moves proved to win with winningMoves, or the only moves"
                    + " that do not lose with onlyMoves: the prover checks those"),
            source.error(
                "expect = [Outcome.X_WINS]",
                "[noughts:expect] fixture gomoku: expected X_WINS but in progress: O to move;"
                    + " without winLength, 15 x 15 is won by 15 in a row (n in a row on n x n);"
                    + " for k in a row, give winLength = k, such as winLength = 5")));
  }

  /**
   * Fixtures with a {@code rule}: renju on a board it is not played on on the line of {@code rule},
   * a forbidden move on the line of {@code moves}, a win the rule denies on {@code expect}'s and on
   * {@code winningMoves}', an expectation only the solver checks under renju on its own; in the
   * same words as javac's.
   */
  @TestFactory
  Stream<DynamicTest> fixturesWithARule() {
    Source source =
        Source.of(
            "Rules",
            "import dev.noughts.Rule",
            "",
            "interface Rules {",
            "    @Board(",
            "        moves = \"5,5\", rows = 9, columns = 9, winLength = 5,",
            "        rule = Rule.RENJU,",
            "    )",
            "    fun small(): Position",
            "    @Board(",
            "        rows = 15, columns = 15, winLength = 5, rule = Rule.RENJU,",
            "        moves = \"8,6 1,1 8,7 1,3 6,8 1,5 7,8 1,7 8,8\",",
            "    )",
            "    val doubleThree: Position",
            "    @Board(",
            "        \"X X X X X X - / O O O O - O - / - - - - - - -\", winLength = 5,",
            "        rule = Rule.EXACTLY_K,",
            "        expect = [Outcome.X_WINS],",
            "    )",
            "    fun six(): Position",
            "    @Board(",
            "        moves = \"h8 h9 g7\", rows = 15, columns = 15, winLength = 5, rule = Rule.RENJU,",
            "        perfectPlay = [GameValue.DRAW],",
            "    )",
            "    fun opening(): Position",
            "    @Board(",
            "        \"\"\"",
            "        - - - - - - - O - - - - - - -",
            "        - - - - - - - X - - - - - - -",
            "        - - - - - - - X - - - - - - -",
            "        - - - - - - - X - - - - - - -",
            "        - - - O X X X - - - - - - - -",
            "        - - - - - - - - - - - - - - -",
            "        - - - - - - - - - - - - - - -",
            "        - - - - - - - - - - - - - - -",
            "        - - - - - - - - - - - - - - -",
            "        - - - - - - - - - - - - - - -",
            "        - - - - - - - - - - - - - - -",
            "        - - - - - - - - - - - - - - -",
            "        - - - - - - - - - - - - - - -",
            "        - - - - - - - - - - - - - - -",
            "        O - - - - - O - - - O - - - O",
            "        \"\"\",",
            "        winLength = 5, rule = Rule.RENJU,",
            "        winningMoves = [\"5,8\"],",
            "    )",
            "    fun doubleFour(): Position",
            "    @Board(",
            "        \"\"\"",
            "        O - - - - - - - O",
            "        - - - - - - - - -",
            "        - - - - - - - - -",
            "        - - - - - - - - -",
            "        - O X X X - X X O",
            "        - - - - - - - - -",
            "        - - - - - - - - -",
            "        - - - - - - - - -",
            "        O - - - - - - - -",
            "        \"\"\",",
            "        winLength = 5, rule = Rule.EXACTLY_K,",
            "        winningMoves = [\"5,6\"],",
            "    )",
            "    fun sixInARow(): Position",
            "}");

    Result result = KspCompiler.compile(source);

    assertThat(result.succeeded()).isFalse();
    return byFixture(
        result,
        List.of(
            source.error(
                "        rule = Rule.RENJU,",
                "[noughts:rule] fixture small: rule = RENJU is played on a 15 x 15 board with 5 to"
                    + " win, but this board is 9 x 9 with 5 to win; for renju give rows = 15,"
                    + " columns = 15 and winLength = 5 (or a 15 x 15 value with winLength = 5), or"
                    + " for this board choose rule = Rule.FREE_STYLE or Rule.EXACTLY_K"),
            source.error(
                "moves = \"8,6",
                "[noughts:forbidden-move] fixture doubleThree: move 9: X's (8,8) is forbidden under"
                    + " renju (double three), a foul that ends the game, O winning; X may not move"
                    + " onto a forbidden point, so play another move there"),
            source.error(
                "expect = [Outcome.X_WINS]",
                "[noughts:expect] fixture six: expected X_WINS but in progress: O to move; judged"
                    + " under rule = Rule.EXACTLY_K, where exactly k in a row wins and a longer run"
                    + " wins for neither player"),
            source.error(
                "perfectPlay = [GameValue.DRAW]",
                "[noughts:renju-not-solved] fixture opening: perfectPlay needs the position solved,"
                    + " but the exact solver plays free-style and exactly k, not renju; the prover"
                    + " proves wins, not draws"),
            source.error(
                "winningMoves = [\"5,8\"]",
                "[noughts:winning-moves] fixture doubleFour: winningMoves lists (5,8), but it is"
                    + " forbidden to X under renju (double four), a foul that ends the game, O"
                    + " winning, so it is not a proved win"),
            source.error(
                "winningMoves = [\"5,6\"]",
                "[noughts:winning-moves] fixture sixInARow: winningMoves lists (5,6), but it is not"
                    + " proved to win or lose: it makes (5,3)-(5,8), longer than 5 in a row, which"
                    + " wins for neither player under exactly k; after it, neither player wins by"
                    + " fours and threes (searched through, ")));
  }

  /**
   * Fixtures written as the games that reached them: each move that cannot be played on the line of
   * {@code moves}, a size that fits no board on its argument's, a board given twice, not at all or
   * without its size on the annotation's; in the same words as javac's.
   */
  @TestFactory
  Stream<DynamicTest> fixturesWrittenAsGames() {
    Source source =
        Source.of(
            "Games",
            "interface Games {",
            "    @Board(",
            "        rows = 15, columns = 15, winLength = 5,",
            "        moves = \"8,8 8,8 p8 h0 H8\",",
            "    )",
            "    fun typos(): Position",
            "    @Board(moves = \"1,1 2,1 1,2 2,2 1,3 3,3\", rows = 3, columns = 3) val late: Position",
            "    @Board(expect = [Outcome.DRAW]) fun nothing(): Position",
            "    @Board(\"X - - / - - - / - - -\", moves = \"2,2\") fun twice(): Position",
            "    @Board(moves = \"h8\", rows = 15, winLength = 5) fun noColumns(): Position",
            "    @Board(",
            "        moves = \"1,1\",",
            "        rows = 0,",
            "        columns = 3,",
            "    )",
            "    fun misfit(): Position",
            "    @Board(moves = \"1,1\", rows = 3, columns = 4) fun oblong(): Position",
            "    @Board(",
            "        moves = \"a3 a2 b3 b2\", rows = 3, columns = 3,",
            "        bestMoves = [\"2,3\"],",
            "    )",
            "    fun finishTheRow(): Position",
            "    @Board(moves = \"h8 h9 g7\", rows = 15, columns = 15, winLength = 5) val good: Position",
            "}");

    Result result = KspCompiler.compile(source);

    assertThat(result.succeeded()).isFalse();
    return byFixture(
        result,
        List.of(
            source.error(
                "moves = \"8,8 8,8",
                "[noughts:taken] fixture typos: move 2: (8,8) is already taken by X (move 1)"),
            source.error(
                "moves = \"8,8 8,8",
                "[noughts:off-board] fixture typos: move 3: p8 is off the board; columns go from"
                    + " a to o and rows from 1 (the bottom) to 15"),
            source.error(
                "moves = \"8,8 8,8",
                "[noughts:malformed] fixture typos: move 4: 'h0': rows are numbered from 1, the"
                    + " bottom row"),
            source.error(
                "moves = \"8,8 8,8",
                "[noughts:taken] fixture typos: move 5: h8 is already taken by X (move 1)"),
            source.error(
                "val late",
                "[noughts:game-over] fixture late: move 6: (3,3) comes after the end of the game:"
                    + " X won with row 1 at move 5"),
            source.error(
                "fun nothing()",
                "[noughts:no-board] fixture nothing has no board; give it as value, rows of X, O"
                    + " and - such as value = \"X - - / - - - / - - -\", or as the game that"
                    + " reached it"),
            source.error(
                "fun twice()",
                "[noughts:value-and-moves] fixture twice gives value and moves too; give the board"
                    + " once: as value, or as moves with rows and columns"),
            source.error(
                "fun noColumns()",
                "[noughts:size] fixture noColumns: moves are played on a board of rows x columns;"
                    + " give columns too, such as rows = 15, columns = 15"),
            source.error(
                "rows = 0,",
                "[noughts:size] fixture misfit: rows = 0, but a board has 1 to 1,000 rows"),
            source.error(
                "fun oblong()",
                "[noughts:win-length] fixture oblong: its board is 3 x 4, but without winLength a"
                    + " board is square, n in a row on n x n"),
            source.error(
                "bestMoves = [",
                "[noughts:best-moves] fixture finishTheRow: the best moves are (1,3), which keep"
                    + " the win for X")));
  }

  /**
   * Moves proved to win, to lose, or the only ones that do not lose, and the budget; perfect play
   * and best or avoided moves beyond the exact solver: each problem on the line of its argument, in
   * the same words as javac's ({@code ProvedMovesDiagnosticsTest}, {@code
   * ExpectationDiagnosticsTest}), on the same boards.
   */
  @TestFactory
  Stream<DynamicTest> provedMovesAndTheirBudget() {
    String openThree = ExpectationDiagnosticsTest.OPEN_THREE;
    String closedFour = ProvedMovesDiagnosticsTest.CLOSED_FOUR;
    Source source =
        Source.of(
            "Proved",
            "interface Proved {",
            "    @Board(",
            "        \"" + openThree + "\", winLength = 5,",
            "        winningMoves = [\"8,6\", \"8,10\"], losingMoves = [\"1,2\"],",
            "    )",
            "    val right: Position",
            "    @Board(",
            "        \"" + openThree + "\", winLength = 5,",
            "        winningMoves = [\"1,2\"],",
            "    )",
            "    fun notAWin(): Position",
            "    @Board(",
            "        \"" + closedFour + "\", winLength = 5,",
            "        onlyMoves = [\"1,2\"],",
            "    )",
            "    fun wrongBlock(): Position",
            "    @Board(",
            "        \"" + closedFour + "\", winLength = 5, onlyMoves = [\"8,9\"],",
            "        budget = 0,",
            "    )",
            "    fun noBudget(): Position",
            "    @Board(",
            "        \"" + openThree + "\", winLength = 5,",
            "        losingMoves = [\"8,10\"],",
            "    )",
            "    fun notALoss(): Position",
            "    @Board(",
            "        \"" + closedFour + "\", winLength = 5,",
            "        losingMoves = [\"8,9\"],",
            "    )",
            "    fun unproved(): Position",
            "    @Board(",
            "        \"" + openThree + "\", winLength = 5,",
            "        bestMoves = [\"8,6\"],",
            "        avoidMoves = [\"1,2\"],",
            "    )",
            "    fun beyondTheSolver(): Position",
            "    @Board(",
            "        \"" + "---------/".repeat(8) + "---------\",",
            "        perfectPlay = [GameValue.DRAW],",
            "    )",
            "    fun big(): Position",
            "    @Board(",
            "        \"" + openThree + "\", winLength = 5, budget = 1,",
            "        perfectPlay = [GameValue.X_WINS],",
            "    )",
            "    fun spent(): Position",
            "}");

    Result result = KspCompiler.compile(source);

    assertThat(result.succeeded()).isFalse();
    return byFixture(
        result,
        List.of(
            source.error(
                "winningMoves = [\"1,2\"],",
                "[noughts:winning-moves] fixture notAWin: winningMoves lists (1,2), but it is"
                    + " proved to lose (after it, O wins by force: "),
            source.error(
                "onlyMoves = [\"1,2\"],",
                "[noughts:only-move-loses] fixture wrongBlock: onlyMoves lists (1,2) as a move"
                    + " that does not lose, but it is proved to lose (after it, X wins by force:"
                    + " (8,9); line (8,9)); leave it out"),
            source.error(
                "onlyMoves = [\"1,2\"],",
                "[noughts:only-moves] fixture wrongBlock: onlyMoves says every move but (1,2)"
                    + " loses, but (8,9) is not proved to lose; (8,9), for one, is not proved to"
                    + " win or lose: after it, neither player wins by fours and threes (searched"
                    + " through, 220 nodes), the only wins the prover proves"),
            source.error(
                "budget = 0,",
                "[noughts:budget] fixture noBudget: budget is 0 nodes, but it takes 1 to"
                    + " 20,000,000"),
            source.error(
                "losingMoves = [\"8,10\"],",
                "[noughts:losing-moves] fixture notALoss: losingMoves lists (8,10), but it is"
                    + " proved to win (after it, X wins by force whatever O plays: line (8,6)"
                    + " (8,11)), so it is not a proved loss"),
            source.error(
                "losingMoves = [\"8,9\"],",
                "[noughts:losing-moves] fixture unproved: losingMoves lists (8,9), but it is not"
                    + " proved to win or lose: after it, neither player wins by fours and threes"
                    + " (searched through, 220 nodes), the only wins the prover proves, so it is"
                    + " not a proved loss"),
            source.error(
                "bestMoves = [\"8,6\"],",
                "[noughts:too-many-empty-cells] fixture beyondTheSolver: bestMoves needs the"
                    + " position solved, but "
                    + WHY_BEYOND_THE_SOLVER
                    + "; list the moves proved to win with winningMoves, or the only moves that"
                    + " do not lose with onlyMoves: the prover checks those"),
            source.error(
                "avoidMoves = [\"1,2\"],",
                "[noughts:too-many-empty-cells] fixture beyondTheSolver: avoidMoves needs the"
                    + " position solved, but "
                    + WHY_BEYOND_THE_SOLVER
                    + "; list the moves proved to lose with losingMoves: the prover checks those"),
            source.error(
                "perfectPlay = [GameValue.DRAW],",
                "[noughts:too-many-empty-cells] fixture big: perfectPlay needs the position"
                    + " solved, but it has 81 empty cells; the solver takes at most 64 on a board"
                    + " of more than 25 cells (every position of a board up to 25 cells, such as 5"
                    + " x 5, and endgames of larger boards); the prover proves wins, not draws"),
            source.error(
                "perfectPlay = [GameValue.X_WINS],",
                "[noughts:forced-win-not-proven] fixture spent: perfectPlay = X_WINS is beyond"
                    + " the exact solver ("
                    + WHY_BEYOND_THE_SOLVER
                    + "), so the prover must prove it, but no forced win for X was found within"
                    + " 1 node; raise budget, or pick a position with a shorter win")));
  }

  /** A minute of KSP2 analysis for 10,001 fixtures: tagged slow, as the 4 x 4 comparison is. */
  @TestFactory
  @Tag("slow")
  Stream<DynamicTest> moreFixturesThanOneClassHolds() {
    List<String> many = new ArrayList<>();
    many.add("interface Many {");
    for (int i = 0; i <= 10_000; i++) {
      many.add("    @Board(" + CORNER + ") fun f" + i + "(): Position");
    }
    many.add("}");
    Source manySource = Source.of("Many", many.toArray(new String[0]));

    Result result = KspCompiler.compile(manySource);

    return byFixture(
        result,
        List.of(
            manySource.error(
                "interface Many",
                "[noughts:too-many-fixtures] test.Many declares 10,001 fixtures, but a type holds"
                    + " at most 10,000 (the limits of one class file); split them over several"
                    + " types")));
  }

  @TestFactory
  Stream<DynamicTest> aTypeWaitsForMissingTypesAndIsReportedWhenTheyNeverCome() {
    Source source =
        Source.of(
            "Waiting",
            "interface Waiting : Nowhere {",
            "    @Board(" + CORNER + ") fun corner(): Position",
            "}",
            "interface Base<T>",
            "interface Generic : Base<Elsewhere> {",
            "    @Board(" + CORNER + ") fun corner(): Position",
            "}");

    Result result = KspCompiler.compile(source);

    return byFixture(
        result,
        List.of(
            source.error(
                "interface Waiting",
                "[noughts:unresolved] test.Waiting refers to Nowhere, which does not exist, so its"
                    + " fixtures were not checked and nothing was generated for it"),
            source.error(
                "interface Generic",
                "[noughts:unresolved] test.Generic refers to Elsewhere, which does"
                    + " not exist, so its fixtures were not checked and nothing was generated for"
                    + " it")));
  }

  @Test
  void aBrokenClassPathIsReportedOnce() {
    // A Board annotation of its own, and no noughts-runtime: Position does not exist.
    Source board =
        new Source(
            "Board",
            List.of("package dev.noughts", "annotation class Board(vararg val value: String)"));
    Source fixtures =
        new Source(
            "Fixtures",
            List.of(
                "package test",
                "import dev.noughts.Board",
                "interface Fixtures {",
                "    @Board(" + CORNER + ") fun corner(): Any",
                "}",
                "interface Others {",
                "    @Board(" + CORNER + ") fun corner(): Any",
                "}"));

    Result result = KspCompiler.compileWithoutRuntime(board, fixtures);

    assertThat(result.messages())
        .contains(
            "[noughts:class-path] dev.noughts.Board is on the class path but dev.noughts.Position"
                + " is not; put all of noughts-runtime on it");
    assertThat(result.messages().split("\\[noughts:", -1)).hasLength(2);
  }

  @TestFactory
  Stream<DynamicTest> failuresToWriteAndFailuresOfTheProcessorAreReportedNotThrown() {
    Source source =
        Source.of(
            "Failing",
            "interface CannotWrite {",
            "    @Board(" + CORNER + ") fun corner(): Position",
            "}",
            "interface Breaks {",
            "    @Board(" + CORNER + ") fun corner(): Position",
            "}",
            "interface Mismatched {",
            "    @Board(" + CORNER + ") fun corner(): Position",
            "}");
    SymbolProcessorProvider failing =
        environment -> {
          CodeGenerator real = environment.getCodeGenerator();
          CodeGenerator broken =
              (CodeGenerator)
                  Proxy.newProxyInstance(
                      CodeGenerator.class.getClassLoader(),
                      new Class<?>[] {CodeGenerator.class},
                      (proxy, method, arguments) -> {
                        if (method.getName().equals("createNewFile")) {
                          String name = (String) arguments[2];
                          if (name.startsWith("CannotWrite")) {
                            return new OutputStream() {
                              @Override
                              public void write(int b) throws IOException {
                                throw new IOException("disk full");
                              }
                            };
                          }
                          if (name.startsWith("Mismatched")) { // a runtime of another version
                            throw new NoSuchMethodError("dev.noughts.Position.gone()");
                          }
                          throw new IllegalStateException("boom");
                        }
                        try {
                          return method.invoke(real, arguments);
                        } catch (InvocationTargetException e) {
                          throw e.getCause();
                        }
                      });
          SymbolProcessor processor = new BoardSymbolProcessor(broken, environment.getLogger());
          return processor;
        };

    Result result = KspCompiler.compile(failing, source);

    return byFixture(
        result,
        List.of(
            source.error(
                "interface CannotWrite",
                "[noughts:write-failed] could not write test.CannotWriteBoards: disk full"),
            source.error(
                "interface Breaks",
                "[noughts:internal-error] the processor failed on test.Breaks:"
                    + " java.lang.IllegalStateException: boom; this is a bug in noughts"),
            source.error(
                "interface Mismatched",
                "[noughts:internal-error] the processor failed on test.Mismatched:"
                    + " java.lang.NoSuchMethodError: dev.noughts.Position.gone(); this is a bug in"
                    + " noughts")));
  }
}
