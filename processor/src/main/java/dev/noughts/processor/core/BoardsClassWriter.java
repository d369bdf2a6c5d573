package dev.noughts.processor.core;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.noughts.Fixture;
import dev.noughts.GameValue;
import dev.noughts.Outcome;
import dev.noughts.Position;
import dev.noughts.Rule;
import dev.noughts.Square;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.lang.model.element.Modifier;

/**
 * Writes the class generated for one fixture type: a constant per fixture, an implementation of the
 * type, an ordered map of every fixture, and the list of every fixture with what it expects. The
 * output depends on the input only.
 *
 * <p>A class file limits each method to 64 KB of code, and the static initializer assigns every
 * constant. When the boards would not fit one initializer comfortably, they are built in private
 * nested classes, {@code Part0}, {@code Part1}, ..., and the public constants read them.
 *
 * <p>Not API: public only for the front ends in {@code dev.noughts.processor.javac} and {@code
 * dev.noughts.processor.ksp}.
 */
public final class BoardsClassWriter {
  /**
   * The generator that {@code @Generated} names: javac's entry point, whichever front end wrote the
   * class, so that both write the same class (a test checks it is that class's name).
   */
  static final String GENERATOR = "dev.noughts.processor.javac.BoardProcessor";

  private BoardsClassWriter() {}

  private static final ClassName POSITION = ClassName.get(Position.class);
  private static final ClassName RULE = ClassName.get(Rule.class);
  private static final ClassName MAP = ClassName.get(Map.class);
  private static final ClassName LINKED_HASH_MAP = ClassName.get(LinkedHashMap.class);
  private static final ClassName COLLECTIONS = ClassName.get(Collections.class);
  private static final ClassName STRING = ClassName.get(String.class);
  private static final ClassName OVERRIDE = ClassName.get(Override.class);
  private static final ClassName GENERATED = ClassName.bestGuess(ClassAnnotations.GENERATED);
  private static final ClassName NULL_MARKED = ClassName.bestGuess(ClassAnnotations.NULL_MARKED);
  private static final ClassName SUPPRESS_WARNINGS = ClassName.get(SuppressWarnings.class);
  private static final TypeName FIXTURE_MAP = ParameterizedTypeName.get(MAP, STRING, POSITION);

  /**
   * The types only the list of fixtures needs. The generated class always writes them qualified, so
   * that a member type of the fixture type that the generated class inherits cannot hide them.
   */
  private static final ClassName FIXTURE = ClassName.get(Fixture.class);

  private static final ClassName LIST = ClassName.get(List.class);
  private static final ClassName ARRAY_LIST = ClassName.get(ArrayList.class);
  private static final ClassName SET = ClassName.get(Set.class);
  private static final ClassName OUTCOME = ClassName.get(Outcome.class);
  private static final ClassName GAME_VALUE = ClassName.get(GameValue.class);
  private static final ClassName SQUARE = ClassName.get(Square.class);
  private static final TypeName FIXTURE_LIST = ParameterizedTypeName.get(LIST, FIXTURE);

  /** Estimated bytes of static initializer per part; well under the 64 KB a method may hold. */
  private static final int PART_BYTES = 32_000;

  /** Most fixtures per part, which bounds its constant pool and its {@code addTo} method. */
  private static final int PART_FIXTURES = 1_000;

  /**
   * The source of the generated class.
   *
   * @param annotations which of {@code @Generated} and {@code @NullMarked} the code that declares
   *     the fixtures can see, and so the class carries
   */
  public static JavaFile write(FixtureType type, ClassAnnotations annotations) {
    List<String> simpleNames = type.simpleNames();
    ClassName declared =
        ClassName.get(
            type.packageName(),
            simpleNames.get(0),
            simpleNames.subList(1, simpleNames.size()).toArray(new String[0]));
    ClassName generated =
        ClassName.get(type.generated().packageName(), type.generated().simpleName());
    List<List<CheckedFixture>> parts = parts(type.fixtures());
    boolean inline = parts.size() == 1;

    TypeSpec.Builder boards =
        TypeSpec.classBuilder(generated)
            .alwaysQualify(
                Stream.of(FIXTURE, LIST, ARRAY_LIST, SET, OUTCOME, GAME_VALUE, SQUARE)
                    .map(ClassName::simpleName)
                    .toArray(String[]::new))
            .addModifiers(Modifier.FINAL)
            .addJavadoc(
                "The {@code @Board} fixtures of {@link $T}, checked when it was compiled.\n",
                declared);
    if (annotations.nullMarked()) {
      boards.addAnnotation(NULL_MARKED);
    }
    if (annotations.generated()) {
      boards.addAnnotation(
          AnnotationSpec.builder(GENERATED).addMember("value", "$S", GENERATOR).build());
    }
    if (type.deprecated()) {
      // It must implement what is deprecated, as its fixture type's author chose.
      boards.addAnnotation(
          AnnotationSpec.builder(SUPPRESS_WARNINGS)
              .addMember("value", "{$S, $S}", "deprecation", "removal")
              .build());
    }
    if (type.isPublic()) {
      boards.addModifiers(Modifier.PUBLIC);
    }
    switch (type.kind()) {
      case INTERFACE -> boards.addSuperinterface(declared);
      case ABSTRACT_CLASS -> boards.superclass(declared);
    }

    for (int p = 0; p < parts.size(); p++) {
      for (CheckedFixture fixture : parts.get(p)) {
        CodeBlock value =
            inline ? positionOf(fixture) : CodeBlock.of("$N.$N", part(p), fixture.constantName());
        boards.addField(
            FieldSpec.builder(
                    POSITION,
                    fixture.constantName(),
                    Modifier.PUBLIC,
                    Modifier.STATIC,
                    Modifier.FINAL)
                .addJavadoc(javadoc(fixture))
                .initializer(value)
                .build());
      }
    }
    boards.addField(
        FieldSpec.builder(
                generated,
                GeneratedNames.INSTANCE,
                Modifier.PUBLIC,
                Modifier.STATIC,
                Modifier.FINAL)
            .addJavadoc(
                "Implements {@link $T}: each fixture method returns its constant.\n", declared)
            .initializer("new $T()", generated)
            .build());
    boards.addMethod(
        MethodSpec.constructorBuilder()
            .addJavadoc("Only {@link #$N} is made.\n", GeneratedNames.INSTANCE)
            .addModifiers(Modifier.PRIVATE)
            .build());
    for (CheckedFixture fixture : type.fixtures()) {
      boards.addMethod(
          MethodSpec.methodBuilder(fixture.methodName())
              .addAnnotation(OVERRIDE)
              .addModifiers(modifiers(fixture.access()))
              .returns(POSITION)
              .addStatement("return $N", fixture.constantName())
              .build());
    }
    boards.addMethod(
        MethodSpec.methodBuilder(GeneratedNames.ALL)
            .addJavadoc(
                "Every fixture by its name, in declaration order; unmodifiable. For JUnit's"
                    + " {@code @MethodSource} and {@code @FieldSource}.\n\n"
                    + "@return every fixture by its name\n")
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(FIXTURE_MAP)
            .addStatement("return $N.FIXTURES", GeneratedNames.ALL_HOLDER)
            .build());
    boards.addMethod(
        MethodSpec.methodBuilder(GeneratedNames.FIXTURES)
            .addJavadoc(
                """
                Every fixture with what its {@code @Board} expects of it, in declaration order; \
                unmodifiable. For test suites of engines.

                @return every fixture with what it expects
                """)
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(FIXTURE_LIST)
            .addStatement("return $N.LIST", GeneratedNames.FIXTURES_HOLDER)
            .build());
    boards.addType(allHolder(generated, parts, inline));
    boards.addType(fixturesHolder(generated, parts, inline, type.fixtures().size()));
    if (!inline) {
      for (int p = 0; p < parts.size(); p++) {
        boards.addType(part(p, parts.get(p), countBefore(parts, p), type.fixtures().size()));
      }
    }
    return JavaFile.builder(generated.packageName(), boards.build())
        .skipJavaLangImports(true)
        .build();
  }

  /** The fixtures split into parts, each small enough for one static initializer. */
  private static List<List<CheckedFixture>> parts(List<CheckedFixture> fixtures) {
    List<List<CheckedFixture>> parts = new ArrayList<>();
    List<CheckedFixture> current = new ArrayList<>();
    int bytes = 0;
    int listedBytes = 0;
    for (CheckedFixture fixture : fixtures) {
      int cost = initializerBytes(fixture);
      int listedCost = listedBytes(fixture);
      if (!current.isEmpty()
          && (bytes + cost > PART_BYTES
              || listedBytes + listedCost > PART_BYTES
              || current.size() == PART_FIXTURES)) {
        parts.add(current);
        current = new ArrayList<>();
        bytes = 0;
        listedBytes = 0;
      }
      current.add(fixture);
      bytes += cost;
      listedBytes += listedCost;
    }
    parts.add(current);
    return parts;
  }

  /**
   * An upper bound on the bytecode that builds and stores one board: the array of rows (up to 8
   * bytes a row: dup, index, ldc_w, aastore), the win length when it is given (up to 4: sipush),
   * the call to {@code Position.of} and the store.
   */
  private static int initializerBytes(CheckedFixture fixture) {
    Position position = fixture.position();
    return 16 + (position.isClassic() ? 0 : 4) + 8 * position.getRowCount();
  }

  /**
   * An upper bound on the bytecode that adds one fixture, as a {@link Fixture}, to the list: the
   * list, the builder and its name and position (16 bytes), each outcome (4), the value (6), and
   * each square (16: new, dup, two numbers, the constructor, and its place in the varargs array),
   * with the calls that make the six collections and set them (36), build the record and add it
   * (9): 67 bytes besides the outcomes and squares at most, counted as 72.
   */
  private static int listedBytes(CheckedFixture fixture) {
    Fixture listed = fixture.listed();
    return 72
        + 4 * listed.expect().size()
        + 24
            * (listed.bestMoves().size()
                + listed.avoidMoves().size()
                + listed.winningMoves().size()
                + listed.losingMoves().size()
                + listed.onlyMoves().size());
  }

  private static int countBefore(List<List<CheckedFixture>> parts, int part) {
    int count = 0;
    for (int p = 0; p < part; p++) {
      count += parts.get(p).size();
    }
    return count;
  }

  private static String part(int index) {
    return GeneratedNames.PART + index;
  }

  private static CodeBlock positionOf(CheckedFixture fixture) {
    CodeBlock rows =
        fixture.position().toRows().stream()
            .map(row -> CodeBlock.of("$S", row))
            .collect(CodeBlock.joining(", "));
    Position position = fixture.position();
    CodeBlock board =
        position.isClassic()
            ? CodeBlock.of("$T.of($L)", POSITION, rows)
            : CodeBlock.of("$T.of($L, $L)", POSITION, position.getWinLength(), rows);
    Rule rule = position.getRule();
    return rule == Rule.FREE_STYLE
        ? board
        : CodeBlock.of("$L.withRule($T.$L)", board, RULE, rule.name());
  }

  /** The board drawn as rows, and its verdict, so an IDE shows both on hover. */
  private static CodeBlock javadoc(CheckedFixture fixture) {
    String verdict = fixture.verdict().toString();
    return CodeBlock.builder()
        .add("Fixture {@code $L}:\n", fixture.name())
        .add("<pre>\n$L\n</pre>\n", String.join("\n", fixture.position().toRows()))
        .add("<p>$L$L.\n", verdict.substring(0, 1).toUpperCase(Locale.ROOT), verdict.substring(1))
        .add(winLengthJavadoc(fixture.position()))
        .add(perfectPlayJavadoc(fixture.listed()))
        .build();
  }

  /**
   * The win length, when the board is not classic or is larger than {@value
   * FixtureChecker#LARGEST_UNREMARKED} x {@value FixtureChecker#LARGEST_UNREMARKED} (where n in a
   * row is seldom the game meant), as a paragraph of Javadoc.
   */
  private static CodeBlock winLengthJavadoc(Position position) {
    if (position.isClassic()) {
      int size = position.getRowCount();
      return size <= FixtureChecker.LARGEST_UNREMARKED
          ? CodeBlock.of("")
          : CodeBlock.of(
              "<p>$L x $L, $L in a row to win: n in a row on n x n, the rule without {@code"
                  + " winLength}; for k in a row, give {@code winLength = k}.\n",
              size,
              size,
              size);
    }
    return CodeBlock.of(
        "<p>$L x $L, $L in a row to win$L.\n",
        position.getRowCount(),
        position.getColumnCount(),
        position.getWinLength(),
        position.getRule() == Rule.FREE_STYLE ? "" : ", under " + position.getRule());
  }

  /** What the fixture expects of perfect play, when it says, as a paragraph of Javadoc. */
  private static CodeBlock perfectPlayJavadoc(Fixture listed) {
    List<String> parts = new ArrayList<>();
    GameValue perfectPlay = listed.perfectPlay();
    if (perfectPlay != null) {
      parts.add("perfect play: " + perfectPlay);
    }
    if (!listed.bestMoves().isEmpty()) {
      parts.add("best moves: " + squares(listed.bestMoves()));
    }
    if (!listed.avoidMoves().isEmpty()) {
      parts.add("moves to avoid: " + squares(listed.avoidMoves()));
    }
    if (!listed.winningMoves().isEmpty()) {
      parts.add("moves proved to win: " + squares(listed.winningMoves()));
    }
    if (!listed.losingMoves().isEmpty()) {
      parts.add("moves proved to lose: " + squares(listed.losingMoves()));
    }
    if (!listed.onlyMoves().isEmpty()) {
      parts.add("the only moves that do not lose: " + squares(listed.onlyMoves()));
    }
    if (parts.isEmpty()) {
      return CodeBlock.of("");
    }
    String text = String.join("; ", parts);
    return CodeBlock.of(
        "<p>$L$L.\n", text.substring(0, 1).toUpperCase(Locale.ROOT), text.substring(1));
  }

  private static String squares(List<Square> squares) {
    return squares.stream().map(Square::toString).collect(Collectors.joining(" "));
  }

  /**
   * The expression that makes one fixture's {@link Fixture}, its position read from {@code
   * position}: the record's builder, with its name and position and each other component that is
   * not empty (or null), by name. The builder, not the constructor, so that a component added to
   * {@code Fixture} later, with its default, leaves the code generated now compiling and linking.
   */
  private static CodeBlock fixtureOf(CheckedFixture fixture, CodeBlock position) {
    Fixture listed = fixture.listed();
    CodeBlock.Builder built =
        CodeBlock.builder()
            .add("$T.builder().name($S).position($L)", FIXTURE, fixture.name(), position);
    if (!listed.expect().isEmpty()) {
      CodeBlock outcomes =
          listed.expect().stream()
              .map(outcome -> CodeBlock.of("$T.$N", OUTCOME, outcome.name()))
              .collect(CodeBlock.joining(", "));
      built.add(".expect($T.of($L))", SET, outcomes);
    }
    GameValue perfectPlay = listed.perfectPlay();
    if (perfectPlay != null) {
      built.add(".perfectPlay($T.$N)", GAME_VALUE, perfectPlay.name());
    }
    addMoves(built, "bestMoves", listed.bestMoves());
    addMoves(built, "avoidMoves", listed.avoidMoves());
    addMoves(built, "winningMoves", listed.winningMoves());
    addMoves(built, "losingMoves", listed.losingMoves());
    addMoves(built, "onlyMoves", listed.onlyMoves());
    return built.add(".build()").build();
  }

  /** Adds {@code .bestMoves(List.of(...))}, say, unless there are no moves. */
  private static void addMoves(CodeBlock.Builder built, String component, List<Square> moves) {
    if (!moves.isEmpty()) {
      built.add(".$N($L)", component, squaresOf(moves));
    }
  }

  private static CodeBlock squaresOf(List<Square> squares) {
    CodeBlock each =
        squares.stream()
            .map(square -> CodeBlock.of("new $T($L, $L)", SQUARE, square.row(), square.column()))
            .collect(CodeBlock.joining(", "));
    return CodeBlock.of("$T.of($L)", LIST, each);
  }

  /**
   * Interface methods are public; a protected or package-private abstract method keeps its access.
   */
  private static Modifier[] modifiers(CheckedFixture.Access access) {
    return switch (access) {
      case PUBLIC -> new Modifier[] {Modifier.PUBLIC};
      case PROTECTED -> new Modifier[] {Modifier.PROTECTED};
      case PACKAGE -> new Modifier[0];
    };
  }

  /** The nested class that builds the map of every fixture when {@code all()} is first called. */
  private static TypeSpec allHolder(
      ClassName generated, List<List<CheckedFixture>> parts, boolean inline) {
    MethodSpec.Builder byName =
        MethodSpec.methodBuilder("byName")
            .addJavadoc(
                """
                Builds the map of every fixture.

                @return every fixture by its name, in declaration order; unmodifiable
                """)
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .returns(FIXTURE_MAP)
            .addStatement("$T fixtures = new $T<>()", FIXTURE_MAP, LINKED_HASH_MAP);
    if (inline) {
      for (CheckedFixture fixture : parts.get(0)) {
        byName.addStatement(
            "fixtures.put($S, $T.$N)", fixture.name(), generated, fixture.constantName());
      }
    } else {
      for (int p = 0; p < parts.size(); p++) {
        byName.addStatement("$N.addTo(fixtures)", part(p));
      }
    }
    byName.addStatement("return $T.unmodifiableMap(fixtures)", COLLECTIONS);
    return TypeSpec.classBuilder(GeneratedNames.ALL_HOLDER)
        .addJavadoc(
            "Holds the map of {@link #$N()}, built when it is first asked for.\n",
            GeneratedNames.ALL)
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .addField(
            FieldSpec.builder(FIXTURE_MAP, "FIXTURES", Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("Every fixture by its name, in declaration order; unmodifiable.\n")
                .initializer("byName()")
                .build())
        .addMethod(noInstances())
        .addMethod(byName.build())
        .build();
  }

  /**
   * The nested class that builds the list of every fixture when {@code fixtures()} is first called.
   */
  private static TypeSpec fixturesHolder(
      ClassName generated, List<List<CheckedFixture>> parts, boolean inline, int total) {
    MethodSpec.Builder list =
        MethodSpec.methodBuilder("list")
            .addJavadoc(
                """
                Builds the list of every fixture with what it expects.

                @return every fixture, in declaration order; unmodifiable
                """)
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .returns(FIXTURE_LIST)
            .addStatement("$T fixtures = new $T<>($L)", FIXTURE_LIST, ARRAY_LIST, total);
    if (inline) {
      for (CheckedFixture fixture : parts.get(0)) {
        list.addStatement(
            "fixtures.add($L)",
            fixtureOf(fixture, CodeBlock.of("$T.$N", generated, fixture.constantName())));
      }
    } else {
      for (int p = 0; p < parts.size(); p++) {
        list.addStatement("$N.addFixturesTo(fixtures)", part(p));
      }
    }
    list.addStatement("return $T.unmodifiableList(fixtures)", COLLECTIONS);
    return TypeSpec.classBuilder(GeneratedNames.FIXTURES_HOLDER)
        .addJavadoc(
            "Holds the list of {@link #$N()}, built when it is first asked for.\n",
            GeneratedNames.FIXTURES)
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .addField(
            FieldSpec.builder(FIXTURE_LIST, "LIST", Modifier.STATIC, Modifier.FINAL)
                .addJavadoc(
                    "Every fixture with what it expects, in declaration order; unmodifiable.\n")
                .initializer("list()")
                .build())
        .addMethod(noInstances())
        .addMethod(list.build())
        .build();
  }

  /** One part of a large type's boards, in a class of its own so that no method is too large. */
  private static TypeSpec part(int index, List<CheckedFixture> fixtures, int before, int total) {
    MethodSpec.Builder addTo =
        MethodSpec.methodBuilder("addTo")
            .addJavadoc(
                """
                Adds this part's fixtures by their names, in declaration order.

                @param fixtures the map of every fixture
                """)
            .addModifiers(Modifier.STATIC)
            .addParameter(FIXTURE_MAP, "fixtures");
    MethodSpec.Builder addFixturesTo =
        MethodSpec.methodBuilder("addFixturesTo")
            .addJavadoc(
                """
                Adds this part's fixtures with what they expect, in declaration order.

                @param fixtures the list of every fixture
                """)
            .addModifiers(Modifier.STATIC)
            .addParameter(FIXTURE_LIST, "fixtures");
    TypeSpec.Builder part =
        TypeSpec.classBuilder(part(index))
            .addJavadoc(
                "Builds fixtures $L to $L of $L, apart from the others so that no method exceeds"
                    + " the 64 KB a class file allows.\n",
                before + 1,
                before + fixtures.size(),
                total)
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL);
    for (CheckedFixture fixture : fixtures) {
      part.addField(
          FieldSpec.builder(POSITION, fixture.constantName(), Modifier.STATIC, Modifier.FINAL)
              .addJavadoc("Fixture {@code $L}.\n", fixture.name())
              .initializer(positionOf(fixture))
              .build());
      addTo.addStatement("fixtures.put($S, $N)", fixture.name(), fixture.constantName());
      addFixturesTo.addStatement(
          "fixtures.add($L)", fixtureOf(fixture, CodeBlock.of("$N", fixture.constantName())));
    }
    return part.addMethod(noInstances())
        .addMethod(addTo.build())
        .addMethod(addFixturesTo.build())
        .build();
  }

  private static MethodSpec noInstances() {
    return MethodSpec.constructorBuilder()
        .addJavadoc("Not made: only static members.\n")
        .addModifiers(Modifier.PRIVATE)
        .build();
  }
}
