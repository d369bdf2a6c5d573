package dev.noughts.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.noughts.processor.Sources.compile;
import static dev.noughts.processor.Sources.fixtures;
import static dev.noughts.processor.Sources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Every compile error the processor emits: its text, its file, and its line. */
class DiagnosticsTest {

  // ---- Malformed boards: one error per problem the runtime's parser finds ----

  @Test
  void aBadCharacterNamesRowCellAndCharacter() {
    JavaFileObject source = fixtures("  @Board(\"X O X / - # - / - - -\") Position hash();");
    Compilation compilation = compile(source);
    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:character] fixture hash: row 2, cell 2: '#' is not X, O or -")
        .inFile(source)
        .onLineContaining("Position hash()");
  }

  @Test
  void anErrorInOneRowStringPointsAtThatString() {
    JavaFileObject source = fixtures(
            "  @Board({",
            "      \"X O X\",",
            "      \"- 0 -\",",
            "      \"- - -\"})",
            "  Position zero();");
    Compilation compilation = compile(source);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:character] fixture zero: row 2, cell 2: '0' is not X, O or -;"
                + " for O use the letter O")
        .inFile(source)
        .onLineContaining("\"- 0 -\"");
  }

  @Test
  void aRowOfTheWrongLengthIsReportedAtItsString() {
    JavaFileObject source = fixtures(
            "  @Board({",
            "      \"X O X\",",
            "      \"- O -\",",
            "      \"- - - -\"})",
            "  Position longRow();");
    Compilation compilation = compile(source);
    assertThat(compilation)
        .hadErrorContaining("[noughts:row-length] fixture longRow: row 3 has 4 cells, expected 3")
        .inFile(source)
        .onLineContaining("\"- - - -\"");
  }

  @Test
  void anEmptyBoardIsAnError() {
    JavaFileObject source = fixtures("  @Board(\" \") Position blank();");
    Compilation compilation = compile(source);
    assertThat(compilation)
        .hadErrorContaining("[noughts:empty] fixture blank: no rows")
        .inFile(source)
        .onLineContaining("Position blank()");
  }

  @Test
  void anEmptyArrayIsAnEmptyBoard() {
    JavaFileObject source = fixtures("  @Board({}) Position nothing();");
    Compilation compilation = compile(source);
    assertThat(compilation)
        .hadErrorContaining("[noughts:empty] fixture nothing: no rows")
        .inFile(source)
        .onLineContaining("Position nothing()");
  }

  @Test
  void moreThanAThousandRowsIsAnError() {
    String rows = "-/".repeat(1001);
    JavaFileObject source = fixtures("  @Board(\"" + rows + "\") Position huge();");
    Compilation compilation = compile(source);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:too-many-rows] fixture huge: found 1001 rows, but boards have at most 1000"
                + " rows")
        .inFile(source)
        .onLineContaining("Position huge()");
  }

  @Test
  void everyMalformationIsReportedNotOnlyTheFirst() {
    JavaFileObject source = fixtures("  @Board(\"X ? X / - O / - - -\") Position twoMistakes();");
    Compilation compilation = compile(source);
    assertThat(compilation).hadErrorCount(2);
    assertThat(compilation)
        .hadErrorContaining("[noughts:character] fixture twoMistakes: row 1, cell 2: '?'")
        .inFile(source)
        .onLineContaining("twoMistakes");
    assertThat(compilation)
        .hadErrorContaining("[noughts:row-length] fixture twoMistakes: row 2 has 2 cells")
        .inFile(source)
        .onLineContaining("twoMistakes");
  }

  // ---- Impossible positions: one error per reason the runtime gives ----

  @Test
  void oWithMoreMarksIsImpossible() {
    JavaFileObject source = fixtures("  @Board(\"O O - / X - - / - - -\") Position oFirst();");
    Compilation compilation = compile(source);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:o-more-than-x] fixture oFirst is impossible: O has more marks than X (X 1, O"
                + " 2), but X moves first; if the fixture is impossible on purpose, say expect ="
                + " Outcome.IMPOSSIBLE")
        .inFile(source)
        .onLineContaining("Position oFirst()");
  }

  @Test
  void xTwoAheadIsImpossible() {
    JavaFileObject source = fixtures("  @Board(\"X X - / - - - / - - -\") Position xx();");
    Compilation compilation = compile(source);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:x-too-far-ahead] fixture xx is impossible: X has 2 marks more than O (X 2, O"
                + " 0)")
        .inFile(source)
        .onLineContaining("Position xx()");
  }

  @Test
  void bothWinningIsImpossibleWithEveryReason() {
    JavaFileObject source = fixtures("  @Board(\"X X X / O O O / - - -\") Position both();");
    Compilation compilation = compile(source);
    assertThat(compilation).hadErrorCount(2);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:both-won] fixture both is impossible: both players have a winning line (X:"
                + " row 1; O: row 2)")
        .inFile(source)
        .onLineContaining("Position both()");
    assertThat(compilation)
        .hadErrorContaining("[noughts:x-won-out-of-turn] fixture both is impossible")
        .inFile(source)
        .onLineContaining("Position both()");
  }

  @Test
  void xWinningOutOfTurnIsImpossible() {
    JavaFileObject source = fixtures("  @Board(\"X X X / O O - / O - -\") Position late();");
    Compilation compilation = compile(source);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:x-won-out-of-turn] fixture late is impossible: X has a winning line (row 1),"
                + " so X moved last and must have one mark more than O (X 3, O 3)")
        .inFile(source)
        .onLineContaining("Position late()");
  }

  @Test
  void oWinningOutOfTurnIsImpossible() {
    JavaFileObject source = fixtures("  @Board(\"O O O / X X - / X - X\") Position early();");
    Compilation compilation = compile(source);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:o-won-out-of-turn] fixture early is impossible: O has a winning line (row"
                + " 1), so O moved last and must have as many marks as X (X 4, O 3)")
        .inFile(source)
        .onLineContaining("Position early()");
  }

  @Test
  void separateWinningLinesAreImpossible() {
    JavaFileObject source = fixtures(
            "  @Board({\"X O O X\", \"O X X O\", \"O X X O\", \"X O - X\"}) Position crossed();");
    Compilation compilation = compile(source);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:separate-winning-lines] fixture crossed is impossible: X's winning lines"
                + " (diagonal and anti-diagonal) share no cell")
        .inFile(source)
        .onLineContaining("Position crossed()");
  }

  @Test
  void anImpossibleFixtureThatExpectsSomethingElseSaysWhatItExpected() {
    JavaFileObject source = fixtures(
            "  @Board(value = \"O O - / X - - / - - -\", expect = Outcome.DRAW) Position odd();");
    Compilation compilation = compile(source);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:o-more-than-x] fixture odd is impossible: O has more marks than X (X 1, O 2),"
                + " but X moves first; expected DRAW")
        .inFile(source)
        .onLineContaining("Position odd()");
  }

  // ---- expect ----

  @Test
  void aVerdictThatExpectDoesNotAllowIsAnErrorStatingBoth() {
    JavaFileObject source = fixtures(
            "  @Board(value = \"X O - / X O - / X - -\",",
            "      expect = Outcome.DRAW)",
            "  Position notADraw();");
    Compilation compilation = compile(source);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:expect] fixture notADraw: expected DRAW but X wins: column 1")
        .inFile(source)
        .onLineContaining("expect = Outcome.DRAW");
  }

  @Test
  void expectingImpossibleOfALegalPositionIsAnError() {
    JavaFileObject source = fixtures(
            "  @Board(value = \"X - - / - - - / - - -\", expect = Outcome.IMPOSSIBLE)"
                + " Position legal();");
    Compilation compilation = compile(source);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:expect] fixture legal: expected IMPOSSIBLE but in progress: O to move")
        .inFile(source)
        .onLineContaining("Position legal()");
  }

  @Test
  void severalExpectedOutcomesAreNamedTogether() {
    JavaFileObject source = fixtures(
            "  @Board(value = \"X - - / - - - / - - -\","
                + " expect = {Outcome.X_WINS, Outcome.O_WINS}) Position open();");
    Compilation compilation = compile(source);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:expect] fixture open: expected X_WINS or O_WINS but in progress: O to move")
        .inFile(source)
        .onLineContaining("Position open()");
  }

  // ---- Misuse of @Board ----

  @Test
  void aMethodWithABodyIsNotAFixture() {
    JavaFileObject source = fixtures(
            "  @Board(\"X - - / - - - / - - -\")",
            "  default Position withBody() { return null; }");
    Compilation compilation = compile(source);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:not-abstract] fixture withBody: @Board goes on an abstract method, so that"
                + " the generated class can implement it; remove the body and 'default'")
        .inFile(source)
        .onLineContaining("@Board(\"X - - / - - - / - - -\")");
  }

  @Test
  void aStaticMethodIsNotAFixture() {
    JavaFileObject source = fixtures(
            "  @Board(\"X - - / - - - / - - -\")",
            "  static Position fixed() { return null; }");
    Compilation compilation = compile(source);
    assertThat(compilation)
        .hadErrorContaining("[noughts:not-abstract] fixture fixed: @Board goes on an abstract"
            + " method, so that the generated class can implement it; remove the body and"
            + " 'static'")
        .inFile(source)
        .onLineContaining("@Board");
  }

  @Test
  void aFixtureTakesNoParameters() {
    JavaFileObject source = fixtures("  @Board(\"X - - / - - - / - - -\") Position at(int row, int column);");
    Compilation compilation = compile(source);
    assertThat(compilation)
        .hadErrorContaining("[noughts:parameters] fixture at takes 2 parameters; fixtures take none")
        .inFile(source)
        .onLineContaining("Position at(");
  }

  @Test
  void aFixtureIsNotGeneric() {
    JavaFileObject source = fixtures("  @Board(\"X - - / - - - / - - -\") <T> Position generic();");
    Compilation compilation = compile(source);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:type-parameters] fixture generic has type parameters; fixtures are not"
                + " generic")
        .inFile(source)
        .onLineContaining("Position generic()");
  }

  @Test
  void aFixtureReturnsAPosition() {
    JavaFileObject source = fixtures("  @Board(\"X - - / - - - / - - -\") String text();");
    Compilation compilation = compile(source);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:return-type] fixture text returns java.lang.String; fixtures return"
                + " dev.noughts.Position")
        .inFile(source)
        .onLineContaining("String text()");
  }

  @Test
  void twoFixturesWithTheSameConstantAreAnError() {
    JavaFileObject source = fixtures(
            "  @Board(\"X - - / - - - / - - -\") Position topRow();",
            "  @Board(\"- X - / - - - / - - -\") Position top_row();");
    Compilation compilation = compile(source);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:duplicate-name] fixture top_row: its constant TOP_ROW is already taken by"
                + " fixture topRow; rename one of them")
        .inFile(source)
        .onLineContaining("Position top_row()");
  }

  @Test
  void aFixtureCannotBeNamedAll() {
    JavaFileObject source = fixtures("  @Board(\"X - - / - - - / - - -\") Position all();");
    Compilation compilation = compile(source);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:reserved-name] fixture all: the generated class has a method all()")
        .inFile(source)
        .onLineContaining("Position all()");
  }

  @Test
  void aFixtureCannotTakeTheInstanceConstant() {
    JavaFileObject source = fixtures("  @Board(\"X - - / - - - / - - -\") Position instance();");
    Compilation compilation = compile(source);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:reserved-name] fixture instance: its constant would be INSTANCE")
        .inFile(source)
        .onLineContaining("Position instance()");
  }

  @Test
  void anAbstractMethodWithoutBoardIsAnError() {
    JavaFileObject source = fixtures(
            "  @Board(\"X - - / - - - / - - -\") Position corner();",
            "  Position forgotten();");
    Compilation compilation = compile(source);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:not-a-fixture] test.Fixtures has abstract method forgotten() without @Board"
                + " here")
        .inFile(source)
        .onLineContaining("Position forgotten()");
  }

  @Test
  void anInheritedAbstractMethodIsAnError() {
    JavaFileObject base = source("Base", "interface Base {", "  Position inherited();", "}");
    JavaFileObject fixtures =
        source(
            "Fixtures",
            "interface Fixtures extends Base {",
            "  @Board(\"X - - / - - - / - - -\") Position corner();",
            "}");
    Compilation compilation = compile(base, fixtures);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:not-a-fixture] test.Fixtures has abstract method inherited(), inherited from"
                + " test.Base, without @Board here")
        .inFile(fixtures)
        .onLineContaining("interface Fixtures");
  }

  @Test
  void fixturesAreDeclaredInAnInterfaceOrAbstractClass() {
    JavaFileObject source =
        source(
            "Plays",
            "enum Plays {",
            "  ONE;",
            "  @Board(\"X - - / - - - / - - -\") Position corner() { return null; }",
            "}");
    Compilation compilation = compile(source);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:declaring-type] test.Plays declares fixtures but is an enum; declare"
                + " fixtures in an interface or an abstract class")
        .inFile(source)
        .onLineContaining("enum Plays");
  }

  @Test
  void aConcreteClassCannotDeclareFixtures() {
    JavaFileObject source =
        source(
            "Concrete",
            "class Concrete {",
            "  @Board(\"X - - / - - - / - - -\") Position corner() { return null; }",
            "}");
    assertThat(compile(source))
        .hadErrorContaining("[noughts:declaring-type] test.Concrete declares fixtures but is a"
            + " class that is not abstract")
        .inFile(source)
        .onLineContaining("class Concrete");
  }

  @Test
  void aPrivateTypeIsAnError() {
    JavaFileObject source =
        source(
            "Outer",
            "class Outer {",
            "  private interface Hidden {",
            "    @Board(\"X - - / - - - / - - -\") Position corner();",
            "  }",
            "}");
    assertThat(compile(source))
        .hadErrorContaining(
            "[noughts:private-type] test.Outer.Hidden is private; the generated class cannot"
                + " implement it")
        .inFile(source)
        .onLineContaining("interface Hidden");
  }

  @Test
  void aTypeNestedInAPrivateTypeIsAnError() {
    JavaFileObject source =
        source(
            "Outer",
            "class Outer {",
            "  private static class Middle {",
            "    interface Inner {",
            "      @Board(\"X - - / - - - / - - -\") Position corner();",
            "    }",
            "  }",
            "}");
    assertThat(compile(source))
        .hadErrorContaining(
            "[noughts:private-type] test.Outer.Middle.Inner is nested in private type"
                + " test.Outer.Middle")
        .inFile(source)
        .onLineContaining("interface Inner");
  }

  @Test
  void anInnerClassIsAnError() {
    JavaFileObject source =
        source(
            "Outer",
            "class Outer {",
            "  abstract class Inner {",
            "    @Board(\"X - - / - - - / - - -\") abstract Position corner();",
            "  }",
            "}");
    assertThat(compile(source))
        .hadErrorContaining(
            "[noughts:inner-class] test.Outer.Inner is an inner class; make it static")
        .inFile(source)
        .onLineContaining("abstract class Inner");
  }

  @Test
  void aGenericTypeIsAnError() {
    JavaFileObject source =
        source(
            "Generic",
            "interface Generic<T> {",
            "  @Board(\"X - - / - - - / - - -\") Position corner();",
            "}");
    assertThat(compile(source))
        .hadErrorContaining(
            "[noughts:generic-type] test.Generic has type parameters; fixture types are not"
                + " generic")
        .inFile(source)
        .onLineContaining("interface Generic");
  }

  @Test
  void anAbstractClassNeedsAConstructorTheGeneratedClassCanCall() {
    JavaFileObject source =
        source(
            "Fixed",
            "abstract class Fixed {",
            "  Fixed(int size) {}",
            "  @Board(\"X - - / - - - / - - -\") abstract Position corner();",
            "}");
    assertThat(compile(source))
        .hadErrorContaining(
            "[noughts:constructor] test.Fixed has no constructor without parameters that the"
                + " generated class can call")
        .inFile(source)
        .onLineContaining("abstract class Fixed");
  }

  @Test
  void aClassThatCannotBeWrittenIsReported() {
    JavaFileObject taken = source("FixturesBoards", "class FixturesBoards {}");
    JavaFileObject fixtures =
        source(
            "Fixtures",
            "interface Fixtures {",
            "  @Board(\"X - - / - - - / - - -\") Position corner();",
            "}");
    Compilation compilation = compile(taken, fixtures);
    assertThat(compilation)
        .hadErrorContaining("[noughts:write-failed] could not write test.FixturesBoards")
        .inFile(fixtures)
        .onLineContaining("interface Fixtures");
  }

  @Test
  void aBrokenClassPathIsReportedOnce() {
    // A Board annotation of its own, and no noughts-runtime on the class path at all.
    JavaFileObject board =
        com.google.testing.compile.JavaFileObjects.forSourceLines(
            "dev.noughts.Board",
            "package dev.noughts;",
            "public @interface Board { String[] value(); }");
    JavaFileObject fixtures =
        com.google.testing.compile.JavaFileObjects.forSourceLines(
            "test.Fixtures",
            "package test;",
            "interface Fixtures {",
            "  @dev.noughts.Board(\"X - - / - - - / - - -\") Object corner();",
            "}");
    Compilation compilation =
        com.google.testing.compile.Compiler.javac()
            .withProcessors(new BoardProcessor())
            .withClasspath(java.util.List.of())
            .compile(board, fixtures);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:class-path] dev.noughts.Board is on the class path but dev.noughts.Position"
                + " is not");
  }

  @Test
  void aFailureInsideTheProcessorIsAnErrorThatAsksForABugReport() {
    JavaFileObject fixtures =
        source(
            "Fixtures",
            "interface Fixtures {",
            "  @Board(\"X - - / - - - / - - -\") Position corner();",
            "}");
    Compilation compilation =
        com.google.testing.compile.Compiler.javac()
            .withProcessors(
                new BoardProcessor(
                    type -> {
                      throw new IllegalStateException("boom");
                    }))
            .compile(fixtures);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:internal-error] the processor failed on test.Fixtures:"
                + " java.lang.IllegalStateException: boom; this is a bug in noughts")
        .inFile(fixtures)
        .onLineContaining("interface Fixtures");
  }
}
