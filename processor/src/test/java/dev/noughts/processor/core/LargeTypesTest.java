package dev.noughts.processor.core;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.noughts.processor.javac.Sources.compile;
import static dev.noughts.processor.javac.Sources.source;

import com.google.testing.compile.Compilation;
import dev.noughts.Fixture;
import dev.noughts.Outcome;
import dev.noughts.Position;
import dev.noughts.processor.javac.Sources;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Types too large for one method of a class file (64 KB of code) or one string constant (65,535
 * bytes) still compile and work, or get an error that says the limit and the way around it.
 */
class LargeTypesTest {
  private static final String ANY_OUTCOME =
      "expect = {Outcome.X_WINS, Outcome.O_WINS, Outcome.DRAW, Outcome.IN_PROGRESS,"
          + " Outcome.IMPOSSIBLE}";

  /** The 3 x 3 board numbered {@code n} in base 3, one digit per cell: "X O - / ...". */
  private static String classicBoard(int n) {
    StringBuilder board = new StringBuilder();
    for (int cell = 0; cell < 9; cell++) {
      board.append(cell == 0 ? "" : cell % 3 == 0 ? " / " : " ").append("-XO".charAt(n % 3));
      n /= 3;
    }
    return board.toString();
  }

  /** A random n x n board, as one string per row. */
  private static List<String> randomRows(Random random, int n) {
    List<String> rows = new ArrayList<>();
    for (int r = 0; r < n; r++) {
      StringBuilder row = new StringBuilder();
      for (int c = 0; c < n; c++) {
        row.append(c == 0 ? "" : " ").append("-XO".charAt(random.nextInt(3)));
      }
      rows.add(row.toString());
    }
    return rows;
  }

  /** Compiles {@code test.Large} with one fixture {@code fI} per board, any outcome allowed. */
  private static Compilation compileFixtures(Map<String, List<String>> boards) {
    List<String> lines = new ArrayList<>();
    lines.add("public interface Large {");
    boards.forEach(
        (name, rows) ->
            lines.add(
                "  @Board(value = {\""
                    + String.join("\", \"", rows)
                    + "\"}, "
                    + ANY_OUTCOME
                    + ") Position "
                    + name
                    + "();"));
    lines.add("}");
    return compile(source("Large", lines.toArray(new String[0])));
  }

  /** The generated class's map and constants hold exactly these boards, in this order. */
  private static void assertHolds(Compilation compilation, Map<String, List<String>> boards)
      throws ReflectiveOperationException {
    assertThat(compilation).succeededWithoutWarnings();
    Class<?> generated = Sources.load(compilation, "test.LargeBoards");
    Map<?, ?> all = (Map<?, ?>) generated.getMethod("all").invoke(null);
    assertThat(all.keySet()).containsExactlyElementsIn(boards.keySet()).inOrder();
    Object instance = generated.getField("INSTANCE").get(null);
    List<?> fixtures = (List<?>) generated.getMethod("fixtures").invoke(null);
    assertThat(fixtures).hasSize(boards.size());
    int index = 0;
    for (Map.Entry<String, List<String>> board : boards.entrySet()) {
      Position expected = Position.of(board.getValue().toArray(new String[0]));
      String name = board.getKey();
      assertThat(all.get(name)).isEqualTo(expected);
      assertThat(generated.getField(ConstantNames.of(name)).get(null)).isEqualTo(expected);
      assertThat(generated.getMethod(name).invoke(instance)).isEqualTo(expected);
      Fixture fixture = (Fixture) fixtures.get(index++);
      assertThat(fixture.name()).isEqualTo(name);
      assertThat(fixture.position()).isEqualTo(expected);
      assertThat(fixture.expect()).containsExactlyElementsIn(Outcome.values());
    }
  }

  @Test
  @Tag("slow") // javac takes some 20 seconds over 10,000 methods and constants
  void tenThousandClassicFixturesInOneType() throws ReflectiveOperationException {
    Map<String, List<String>> boards = new LinkedHashMap<>();
    for (int i = 0; i < ClassFiles.MAX_FIXTURES; i++) {
      boards.put("f" + i, List.of(classicBoard(i * 19_683 / 10_000).split(" / ")));
    }
    assertHolds(compileFixtures(boards), boards);
  }

  @Test
  void aHundredFixturesOfAHundredByAHundred() throws ReflectiveOperationException {
    Random random = new Random(100);
    Map<String, List<String>> boards = new LinkedHashMap<>();
    for (int i = 0; i < 100; i++) {
      boards.put("big" + i, randomRows(random, 100));
    }
    assertHolds(compileFixtures(boards), boards);
  }

  @Test
  void aLargestBoardGivenRowByRow() throws ReflectiveOperationException {
    Map<String, List<String>> boards =
        Map.of("largest", randomRows(new Random(1000), Position.MAX_SIZE));
    assertHolds(compileFixtures(boards), boards);
  }

  @Test
  void moreFixturesThanOneClassHoldsIsAnError() {
    List<String> lines = new ArrayList<>();
    lines.add("interface Fixtures {");
    for (int i = 0; i <= ClassFiles.MAX_FIXTURES; i++) {
      lines.add("  @Board(\"X\") Position f" + i + "();");
    }
    lines.add("}");
    JavaFileObject source = source("Fixtures", lines.toArray(new String[0]));
    Compilation compilation = compile(source);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:too-many-fixtures] test.Fixtures declares 10,001 fixtures, but a type holds"
                + " at most 10,000 (the limits of one class file); split them over several types")
        .inFile(source)
        .onLineContaining("interface Fixtures");
  }

  @Test
  void aStringLongerThanAClassFileHoldsIsAnErrorThatSaysWhatToDo() {
    String row = "- ".repeat(255) + "-";
    List<String> lines = new ArrayList<>();
    lines.add("interface Fixtures {");
    lines.add("  @Board(\"\"\"");
    for (int r = 0; r < 256; r++) {
      lines.add("      " + row);
    }
    lines.add("      \"\"\")");
    lines.add("  Position huge();");
    lines.add("}");
    JavaFileObject source = source("Fixtures", lines.toArray(new String[0]));
    Compilation compilation = compile(source);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:string-too-long] fixture huge: this string is 131,072 bytes in a class"
                + " file, but a class file holds strings of at most 65,535 bytes, so javac cannot"
                + " compile it; give the rows as separate strings")
        .inFile(source)
        .onLineContaining("@Board(");
  }
}
