package dev.noughts.processor.javac;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.noughts.processor.javac.Sources.compile;
import static dev.noughts.processor.javac.Sources.fixtures;
import static dev.noughts.processor.javac.Sources.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import java.lang.reflect.Proxy;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Every compile error the processor emits: its text, its file, and its line. */
class DiagnosticsTest {

  /**
   * Compiles an interface {@code test.Fixtures} with {@code members}, and asserts an error that
   * contains {@code message} on the line of that source that contains {@code onLine}.
   */
  private static void assertFixturesFail(String message, String onLine, String... members) {
    JavaFileObject source = fixtures(members);
    assertThat(compile(source)).hadErrorContaining(message).inFile(source).onLineContaining(onLine);
  }

  /**
   * Compiles an interface {@code test.Fixtures} with the one fixture {@code member}, and asserts
   * exactly these errors, each on the fixture's line (which contains {@code onLine}).
   */
  private static void assertFixtureFailsWithExactly(
      String member, String onLine, String... messages) {
    JavaFileObject source = fixtures(member);
    Compilation compilation = compile(source);
    assertThat(compilation).hadErrorCount(messages.length);
    for (String message : messages) {
      assertThat(compilation).hadErrorContaining(message).inFile(source).onLineContaining(onLine);
    }
  }

  // ---- Malformed boards: one error per problem the runtime's parser finds ----

  @Test
  void aBadCharacterNamesRowCellAndCharacter() {
    assertFixturesFail(
        "[noughts:character] fixture hash: row 2, cell 2: '#' is not X, O or -",
        "Position hash()",
        "  @Board(\"X O X / - # - / - - -\") Position hash();");
  }

  @Test
  void anErrorInOneRowStringPointsAtThatString() {
    assertFixturesFail(
        "[noughts:character] fixture zero: row 2, cell 2: '0' is not X, O or -;"
            + " for O use the letter O",
        "\"- 0 -\"",
        "  @Board({",
        "      \"X O X\",",
        "      \"- 0 -\",",
        "      \"- - -\"})",
        "  Position zero();");
  }

  @Test
  void aRowOfTheWrongLengthIsReportedAtItsString() {
    assertFixturesFail(
        "[noughts:row-length] fixture longRow: row 3 has 4 cells, expected 3",
        "\"- - - -\"",
        "  @Board({",
        "      \"X O X\",",
        "      \"- O -\",",
        "      \"- - - -\"})",
        "  Position longRow();");
  }

  @Test
  void anEmptyBoardIsAnError() {
    assertFixturesFail(
        "[noughts:empty] fixture blank: no rows",
        "Position blank()",
        "  @Board(\" \") Position blank();");
  }

  @Test
  void anEmptyArrayIsNoBoard() {
    assertFixturesFail(
        "[noughts:no-board] fixture nothing has no board; give it as value",
        "Position nothing()",
        "  @Board({}) Position nothing();");
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
    assertFixtureFailsWithExactly(
        "  @Board(\"X ? X / - O / - - -\") Position twoMistakes();",
        "twoMistakes",
        "[noughts:character] fixture twoMistakes: row 1, cell 2: '?'",
        "[noughts:row-length] fixture twoMistakes: row 2 has 2 cells");
  }

  @Test
  void aFixtureWithMoreThanAHundredMistakesReportsAHundredAndCountsTheRest() {
    // 150 bad characters and the row's length: 151 mistakes. javac shows 100 errors unless told.
    JavaFileObject source = fixtures("  @Board(\"" + "#".repeat(150) + "\") Position noise();");
    Compilation compilation =
        Compiler.javac()
            .withProcessors(new BoardProcessor())
            .withOptions("-Xmaxerrs", "1000")
            .compile(source);
    assertThat(compilation).hadErrorCount(101);
    assertThat(compilation)
        .hadErrorContaining("[noughts:more-errors] fixture noise: and 51 more errors not listed")
        .inFile(source)
        .onLineContaining("Position noise()");
  }

  // ---- Impossible positions: one error per reason the runtime gives ----

  @Test
  void oWithMoreMarksIsImpossible() {
    assertFixturesFail(
        "[noughts:o-more-than-x] fixture oFirst is impossible: O has more marks than X (X 1, O"
            + " 2), but X moves first; if the fixture is impossible on purpose, say expect ="
            + " Outcome.IMPOSSIBLE",
        "Position oFirst()",
        "  @Board(\"O O - / X - - / - - -\") Position oFirst();");
  }

  @Test
  void xTwoAheadIsImpossible() {
    assertFixturesFail(
        "[noughts:x-too-far-ahead] fixture xx is impossible: X has 2 marks more than O (X 2, O"
            + " 0)",
        "Position xx()",
        "  @Board(\"X X - / - - - / - - -\") Position xx();");
  }

  @Test
  void bothWinningIsImpossibleWithEveryReason() {
    assertFixtureFailsWithExactly(
        "  @Board(\"X X X / O O O / - - -\") Position both();",
        "Position both()",
        "[noughts:both-won] fixture both is impossible: both players have a winning line (X:"
            + " row 1; O: row 2), but play stops at the first win",
        "[noughts:x-won-out-of-turn] fixture both is impossible");
  }

  @Test
  void xWinningOutOfTurnIsImpossible() {
    assertFixturesFail(
        "[noughts:x-won-out-of-turn] fixture late is impossible: X has a winning line (row 1),"
            + " so X moved last and must have one mark more than O (X 3, O 3)",
        "Position late()",
        "  @Board(\"X X X / O O - / O - -\") Position late();");
  }

  @Test
  void oWinningOutOfTurnIsImpossible() {
    assertFixturesFail(
        "[noughts:o-won-out-of-turn] fixture early is impossible: O has a winning line (row"
            + " 1), so O moved last and must have as many marks as X (X 4, O 3)",
        "Position early()",
        "  @Board(\"O O O / X X - / X - X\") Position early();");
  }

  @Test
  void separateWinningLinesAreImpossible() {
    assertFixturesFail(
        "[noughts:separate-winning-lines] fixture crossed is impossible: X's winning lines"
            + " (diagonal and anti-diagonal) share no cell",
        "Position crossed()",
        "  @Board({\"X O O X\", \"O X X O\", \"O X X O\", \"X O - X\"}) Position crossed();");
  }

  @Test
  void anImpossibleFixtureThatExpectsSomethingElseSaysWhatItExpected() {
    assertFixturesFail(
        "[noughts:o-more-than-x] fixture odd is impossible: O has more marks than X (X 1, O 2),"
            + " but X moves first; expected DRAW",
        "Position odd()",
        "  @Board(value = \"O O - / X - - / - - -\", expect = Outcome.DRAW) Position odd();");
  }

  // ---- expect ----

  @Test
  void aVerdictThatExpectDoesNotAllowIsAnErrorStatingBoth() {
    assertFixturesFail(
        "[noughts:expect] fixture notADraw: expected DRAW but X wins: column 1",
        "expect = Outcome.DRAW",
        "  @Board(value = \"X O - / X O - / X - -\",",
        "      expect = Outcome.DRAW)",
        "  Position notADraw();");
  }

  @Test
  void expectingImpossibleOfALegalPositionIsAnError() {
    assertFixturesFail(
        "[noughts:expect] fixture legal: expected IMPOSSIBLE but in progress: O to move",
        "Position legal()",
        "  @Board(value = \"X - - / - - - / - - -\", expect = Outcome.IMPOSSIBLE)"
            + " Position legal();");
  }

  @Test
  void severalExpectedOutcomesAreNamedTogether() {
    assertFixturesFail(
        "[noughts:expect] fixture open: expected X_WINS or O_WINS but in progress: O to move",
        "Position open()",
        "  @Board(value = \"X - - / - - - / - - -\","
            + " expect = {Outcome.X_WINS, Outcome.O_WINS}) Position open();");
  }

  // ---- Misuse of @Board ----

  @Test
  void aMethodWithABodyIsNotAFixture() {
    assertFixturesFail(
        "[noughts:not-abstract] fixture withBody: @Board goes on an abstract method, so that"
            + " the generated class can implement it; remove the body and 'default'",
        "@Board(\"X - - / - - - / - - -\")",
        "  @Board(\"X - - / - - - / - - -\")",
        "  default Position withBody() { return null; }");
  }

  @Test
  void aStaticMethodIsNotAFixture() {
    assertFixturesFail(
        "[noughts:not-abstract] fixture fixed: @Board goes on an abstract"
            + " method, so that the generated class can implement it; remove the body and"
            + " 'static'",
        "@Board",
        "  @Board(\"X - - / - - - / - - -\")",
        "  static Position fixed() { return null; }");
  }

  @Test
  void aFixtureTakesNoParameters() {
    assertFixturesFail(
        "[noughts:parameters] fixture at takes 2 parameters; fixtures take none",
        "Position at(",
        "  @Board(\"X - - / - - - / - - -\") Position at(int row, int column);");
  }

  @Test
  void aFixtureIsNotGeneric() {
    assertFixturesFail(
        "[noughts:type-parameters] fixture generic has type parameters; fixtures are not"
            + " generic",
        "Position generic()",
        "  @Board(\"X - - / - - - / - - -\") <T> Position generic();");
  }

  @Test
  void aFixtureReturnsAPosition() {
    assertFixturesFail(
        "[noughts:return-type] fixture text returns java.lang.String; fixtures return"
            + " dev.noughts.Position",
        "String text()",
        "  @Board(\"X - - / - - - / - - -\") String text();");
  }

  @Test
  void twoFixturesWithTheSameConstantAreAnError() {
    assertFixturesFail(
        "[noughts:duplicate-name] fixture top_row: its constant TOP_ROW is already taken by"
            + " fixture topRow; rename one of them",
        "Position top_row()",
        "  @Board(\"X - - / - - - / - - -\") Position topRow();",
        "  @Board(\"- X - / - - - / - - -\") Position top_row();");
  }

  @Test
  void aFixtureCannotBeNamedAll() {
    assertFixturesFail(
        "[noughts:reserved-name] fixture all: the generated class has a method all()",
        "Position all()",
        "  @Board(\"X - - / - - - / - - -\") Position all();");
  }

  @Test
  void aFixtureCannotTakeTheInstanceConstant() {
    assertFixturesFail(
        "[noughts:reserved-name] fixture instance: its constant would be INSTANCE",
        "Position instance()",
        "  @Board(\"X - - / - - - / - - -\") Position instance();");
  }

  @Test
  void aFixtureNameTooLongForTheGeneratedClassFileIsAnErrorOnTheFixture() {
    // 50,000 characters; its constant A_BA_B... takes 75,000 bytes, more than a class file holds.
    String name = "aB".repeat(25_000);
    assertFixtureFailsWithExactly(
        "  @Board(\"X - - / - - - / - - -\") Position " + name + "();",
        "Position aBaB",
        "[noughts:name-too-long] fixture aBaBaBaBaBaBaBaBaBaBaBaBaBaBaBaBaBaBaBaB...: its name of"
            + " 50,000 characters takes 75,000 bytes in the generated class file, but the generated"
            + " class can hold a name of at most 65,534 characters and 65,535 bytes; choose a"
            + " shorter name");
  }

  @Test
  void aFixtureNameOf65535LettersIsTooLongThoughItsBytesFitAndOneLetterLessCompiles() {
    // Its constant and method take 65,535 bytes, which a class file holds; but the generated map
    // of fixtures by name holds the name as a string constant, and javac refuses one of 65,535
    // characters.
    String name = "a".repeat(65_535);
    assertFixtureFailsWithExactly(
        "  @Board(\"X - - / - - - / - - -\") Position " + name + "();",
        "Position aaaa",
        "[noughts:name-too-long] fixture aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa...: its name of"
            + " 65,535 characters takes 65,535 bytes in the generated class file, but the generated"
            + " class can hold a name of at most 65,534 characters and 65,535 bytes; choose a"
            + " shorter name");
    assertThat(compile(fixtures("  @Board(\"X\") Position " + "a".repeat(65_534) + "();")))
        .succeededWithoutWarnings();
  }

  @Test
  void aFixtureNameOfExactlyTheBytesAClassFileHoldsCompiles() {
    // One 'a' and 32,767 e-acutes (2 bytes each in a class file): its method and its constant take
    // 65,535 bytes each, in 32,768 characters. (65,535 ASCII letters are too many characters: the
    // next test.)
    String name = "a" + "\u00e9".repeat(32_767);
    assertThat(compile(fixtures("  @Board(\"X\") Position " + name + "();")))
        .succeededWithoutWarnings();
  }

  @Test
  void digitsAfterTheFirstLetterOfAFixtureNameAreFine() {
    assertThat(compile(fixtures("  @Board(\"X - - / - - - / - - -\") Position row1Corner1();")))
        .succeededWithoutWarnings();
  }

  @Test
  void aRowOfExactlyTheBytesAClassFileHoldsCompilesAndOneByteMoreIsAnError() {
    String fits = "-" + " ".repeat(65_534);
    assertThat(compile(fixtures("  @Board(\"" + fits + "\") Position fits();")))
        .succeededWithoutWarnings();
    JavaFileObject source = fixtures("  @Board({\"-\", \"" + fits + " \"}) Position tooLong();");
    Compilation compilation = compile(source);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:string-too-long] fixture tooLong: this string is 65,536 bytes in a class"
                + " file, but a class file holds strings of at most 65,535 bytes, so javac cannot"
                + " compile it")
        .inFile(source)
        .onLineContaining("Position tooLong()");
  }

  @Test
  void aRowsBytesAreCountedAsAClassFileCountsThem() {
    // U+0080 takes 2 bytes and U+0800 takes 3 in a class file's modified UTF-8, so these rows
    // take 65,536 and 65,538 bytes though they have fewer characters; neither is a board either.
    // One compilation each: javac shows 100 errors, and each row has more.
    JavaFileObject twoBytes =
        fixtures("  @Board(\"" + "\u0080".repeat(32_768) + "\") Position twoBytes();");
    assertThat(compile(twoBytes))
        .hadErrorContaining(
            "[noughts:string-too-long] fixture twoBytes: this string is 65,536 bytes in a class"
                + " file")
        .inFile(twoBytes)
        .onLineContaining("Position twoBytes()");
    JavaFileObject threeBytes =
        fixtures("  @Board(\"" + "\u0800".repeat(21_846) + "\") Position threeBytes();");
    assertThat(compile(threeBytes))
        .hadErrorContaining(
            "[noughts:string-too-long] fixture threeBytes: this string is 65,538 bytes in a class"
                + " file")
        .inFile(threeBytes)
        .onLineContaining("Position threeBytes()");
  }

  @Test
  void aFixtureCannotOverrideAMethodOfObject() {
    assertFixturesFail(
        "[noughts:reserved-name] fixture finalize: the generated class would override Object's"
            + " finalize(); choose another name",
        "Position finalize()",
        "  @Board(\"X - - / - - - / - - -\") Position finalize();");
  }

  @Test
  void anInstanceMethodAllOfAnAbstractClassClashesWithTheGeneratedAll() {
    JavaFileObject source =
        source(
            "Games",
            "abstract class Games {",
            "  @Board(\"X - - / - - - / - - -\") abstract Position corner();",
            "  java.util.List<Position> all() { return java.util.List.of(corner()); }",
            "}");
    Compilation compilation = compile(source);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:member-name] test.Games has method all(), but the generated class declares"
                + " a static method all() that lists every fixture; rename it")
        .inFile(source)
        .onLineContaining("all() {");
  }

  @Test
  void anInheritedDefaultMethodAllClashesWithTheGeneratedAll() {
    JavaFileObject base =
        source("Base", "interface Base {", "  default int all() { return 0; }", "}");
    JavaFileObject fixtures =
        source(
            "Fixtures",
            "interface Fixtures extends Base {",
            "  @Board(\"X - - / - - - / - - -\") Position corner();",
            "}");
    Compilation compilation = compile(base, fixtures);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:member-name] test.Fixtures has method all() (inherited from test.Base), but"
                + " the generated class declares a static method all()")
        .inFile(fixtures)
        .onLineContaining("interface Fixtures");
  }

  @Test
  void aStaticMethodAllOfAnInterfaceIsNotInheritedAndSoFine() {
    JavaFileObject fixtures =
        source(
            "Fixtures",
            "interface Fixtures {",
            "  @Board(\"X - - / - - - / - - -\") Position corner();",
            "  static int all() { return 1; }",
            "}");
    assertThat(compile(fixtures)).succeededWithoutWarnings();
  }

  @Test
  void aFieldNamedAfterATypeTheGeneratedClassUsesIsAnError() {
    JavaFileObject source =
        fixtures(
            "  String Position = \"P\";",
            "  @Board(\"X - - / - - - / - - -\") dev.noughts.Position corner();");
    Compilation compilation = compile(source);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:member-name] test.Fixtures has field Position, but the generated class"
                + " refers to something else by the name Position; rename it")
        .inFile(source)
        .onLineContaining("String Position");
  }

  @Test
  void aMemberTypeNamedLikeTheGeneratedClassIsAnError() {
    JavaFileObject source =
        fixtures(
            "  @Board(\"X - - / - - - / - - -\") Position corner();", "  class FixturesBoards {}");
    Compilation compilation = compile(source);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:member-name] test.Fixtures has member type FixturesBoards, but the generated"
                + " class refers to something else by the name FixturesBoards")
        .inFile(source)
        .onLineContaining("class FixturesBoards");
  }

  @Test
  void fieldsNamedLikeTheNestedClassesOfTheGeneratedClassAreErrors() {
    JavaFileObject source =
        fixtures(
            "  int All = 1;",
            "  int FixtureList = 2;",
            "  int Part0 = 3;",
            "  @Board(\"X - - / - - - / - - -\") Position corner();");
    Compilation compilation = compile(source);
    assertThat(compilation).hadErrorCount(3);
    for (String name : new String[] {"All", "FixtureList", "Part0"}) {
      assertThat(compilation)
          .hadErrorContaining(
              "[noughts:member-name] test.Fixtures has field "
                  + name
                  + ", but the generated class refers to something else by the name "
                  + name
                  + "; rename it")
          .inFile(source)
          .onLineContaining("int " + name + " =");
    }
  }

  @Test
  void memberTypesNamedLikeTheNestedClassesOfTheGeneratedClassAndOtherMembersAreFine() {
    JavaFileObject source =
        fixtures(
            "  class All {}",
            "  class FixtureList {}",
            "  class Part0 {}",
            "  class Helper {}",
            "  int LIMIT = 3;",
            "  @Board(\"X - - / - - - / - - -\") Position corner();");
    assertThat(compile(source)).succeededWithoutWarnings();
  }

  @Test
  void anAbstractMethodWithoutBoardIsAnError() {
    assertFixturesFail(
        "[noughts:not-a-fixture] test.Fixtures has abstract method forgotten() without @Board"
            + " here",
        "Position forgotten()",
        "  @Board(\"X - - / - - - / - - -\") Position corner();",
        "  Position forgotten();");
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
  void boardOnAFieldIsAnError() {
    assertFixturesFail(
        "[noughts:not-a-method] @Board is on field CORNER; it goes on an abstract method that"
            + " returns dev.noughts.Position (in Kotlin, an abstract fun or val)",
        "Position CORNER",
        "  @Board(\"X - - / - - - / - - -\") Position CORNER = Position.empty(3);");
  }

  @Test
  void boardOnAParameterOrATypeIsAnError() {
    JavaFileObject source =
        source(
            "Misplaced",
            "@Board(\"X - - / - - - / - - -\")",
            "interface Misplaced {",
            "  static void take(@Board(\"X - - / - - - / - - -\") Position position) {}",
            "}");
    Compilation compilation = compile(source);
    assertThat(compilation).hadErrorCount(2);
    assertThat(compilation)
        .hadErrorContaining("[noughts:not-a-method] @Board is on interface Misplaced;")
        .inFile(source)
        .onLineContaining("interface Misplaced");
    assertThat(compilation)
        .hadErrorContaining("[noughts:not-a-method] @Board is on parameter position;")
        .inFile(source)
        .onLineContaining("static void take");
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
        .hadErrorContaining(
            "[noughts:declaring-type] test.Concrete declares fixtures but is a"
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
  void anAbstractClassWhoseConstructorThrowsACheckedExceptionIsAnError() {
    JavaFileObject source =
        source(
            "Games",
            "abstract class Games {",
            "  Games() throws java.io.IOException {}",
            "  @Board(\"X - - / - - - / - - -\") abstract Position corner();",
            "}");
    Compilation compilation = compile(source);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:constructor] test.Games has a constructor without parameters, but it throws"
                + " java.io.IOException, which the generated class cannot handle when it makes its"
                + " INSTANCE; make it throw no checked exception")
        .inFile(source)
        .onLineContaining("abstract class Games");
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
    Compilation compilation =
        compileWithWriter(
            (type, annotations) -> {
              throw new IllegalStateException("boom");
            });
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:internal-error] the processor failed on test.Fixtures:"
                + " java.lang.IllegalStateException: boom; this is a bug in noughts")
        .inFile(FAILING_FIXTURES)
        .onLineContaining("interface Fixtures");
  }

  @Test
  void anInternalErrorCarriesTheStackTraceOfTheFailure() {
    Compilation compilation =
        compileWithWriter(
            (type, annotations) -> {
              throw new IllegalStateException("boom");
            });
    assertThat(compilation)
        .hadErrorContaining(
            "at dev.noughts.processor.javac.DiagnosticsTest"
                + ".lambda$anInternalErrorCarriesTheStackTraceOfTheFailure$");
  }

  @Test
  void aFailureOfAWholeRoundIsAnInternalErrorAtNoPlaceNotACrashOfTheCompiler() {
    Compilation compilation =
        Compiler.javac().withProcessors(new FailingRounds()).compile(FAILING_FIXTURES);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:internal-error] the processor failed on a round of annotation processing:"
                + " java.lang.IllegalStateException: no elements today");
    assertThat(compilation)
        .hadErrorContaining("at dev.noughts.processor.javac.DiagnosticsTest$FailingRounds");
  }

  /** The processor, handed rounds that fail when asked for the annotated elements. */
  private static final class FailingRounds extends AbstractProcessor {
    private final BoardProcessor processor = new BoardProcessor();

    @Override
    public synchronized void init(ProcessingEnvironment environment) {
      super.init(environment);
      processor.init(environment);
    }

    @Override
    public Set<String> getSupportedAnnotationTypes() {
      return processor.getSupportedAnnotationTypes();
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
      return processor.getSupportedSourceVersion();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
      RoundEnvironment failing =
          (RoundEnvironment)
              Proxy.newProxyInstance(
                  FailingRounds.class.getClassLoader(),
                  new Class<?>[] {RoundEnvironment.class},
                  (proxy, method, arguments) -> {
                    if (method.getName().startsWith("getElementsAnnotatedWith")) {
                      throw new IllegalStateException("no elements today");
                    }
                    return method.invoke(round, arguments);
                  });
      return processor.process(annotations, failing);
    }
  }

  @Test
  void aRuntimeOfAnotherVersionIsAnErrorNotAThrow() {
    Compilation compilation =
        compileWithWriter(
            (type, annotations) -> {
              throw new NoSuchMethodError("dev.noughts.Position.gone()");
            });
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:internal-error] the processor failed on test.Fixtures:"
                + " java.lang.NoSuchMethodError: dev.noughts.Position.gone()")
        .inFile(FAILING_FIXTURES)
        .onLineContaining("interface Fixtures");
  }

  /** One fixture type, for the tests of a processor whose writer fails. */
  private static final JavaFileObject FAILING_FIXTURES =
      source(
          "Fixtures",
          "interface Fixtures {",
          "  @Board(\"X - - / - - - / - - -\") Position corner();",
          "}");

  /** Compiles {@link #FAILING_FIXTURES} with a processor that writes through {@code writer}. */
  private static Compilation compileWithWriter(BoardProcessor.SourceWriter writer) {
    return com.google.testing.compile.Compiler.javac()
        .withProcessors(new BoardProcessor(writer))
        .compile(FAILING_FIXTURES);
  }
}
