package dev.noughts.processor.javac;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.noughts.processor.javac.Sources.compile;
import static dev.noughts.processor.javac.Sources.source;
import static java.util.stream.Collectors.joining;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.util.Arrays;
import javax.tools.JavaFileObject;
import kotlin.DeepRecursiveScope;
import kotlin.Metadata;
import kotlin.random.Random;
import org.junit.jupiter.api.Test;

/**
 * Fixtures declared in Kotlin, as kapt shows them to the processor: Java stubs marked with
 * {@code @kotlin.Metadata}, written here as kapt 2.4 writes them (examples/src/it/broken-kotlin
 * runs the real kapt on the same shapes and checks the lines it maps the errors to).
 */
class KaptStubsTest {
  /** {@code kotlin.Metadata}'s members, as Kotlin's standard library declares them. */
  private static final JavaFileObject METADATA =
      JavaFileObjects.forSourceLines(
          "kotlin.Metadata",
          "package kotlin;",
          "public @interface Metadata {",
          "  int k() default 1;",
          "  int[] mv() default {};",
          "  String[] d1() default {};",
          "  String[] d2() default {};",
          "  String xs() default \"\";",
          "  String pn() default \"\";",
          "  int xi() default 0;",
          "}");

  private static Compilation compileStub(String simpleName, String... lines) {
    return compile(METADATA, source(simpleName, lines));
  }

  @Test
  void anAnnotatedInterfacePropertyIsAFixtureNamedAfterIt() throws IOException {
    // @Board("X - - / - - - / - - -") val corner: Position
    // @Board("- - - / - X - / - - -") val topCenter: Position
    Compilation compilation =
        compileStub(
            "Props",
            "@kotlin.Metadata(d2 = {\"corner\", \"getCorner\", \"topCenter\", \"getTopCenter\"})",
            "public interface Props {",
            "  Position getCorner();",
            "  Position getTopCenter();",
            "  public static final class DefaultImpls {",
            "    @Board(\"X - - / - - - / - - -\") @Deprecated",
            "    public static void getCorner$annotations() {}",
            "    @Board(\"- - - / - X - / - - -\") @Deprecated",
            "    public static void getTopCenter$annotations() {}",
            "  }",
            "}");
    assertThat(compilation).succeededWithoutWarnings();
    String generated = generated(compilation, "test.PropsBoards");
    assertThat(generated).contains("public static final Position CORNER =");
    assertThat(generated).contains("public static final Position TOP_CENTER =");
    assertThat(generated).contains("public Position getCorner() {");
    assertThat(generated).contains("fixtures.put(\"corner\", PropsBoards.CORNER);");
    assertThat(generated).contains("fixtures.put(\"topCenter\", PropsBoards.TOP_CENTER);");
  }

  @Test
  void anAnnotatedGetterIsAFixtureNamedAfterItsProperty() throws IOException {
    // @get:Board("X - - / - - - / - - -") val corner: Position
    Compilation compilation =
        compileStub(
            "Getters",
            "@kotlin.Metadata(d2 = {\"corner\", \"getCorner\"})",
            "public interface Getters {",
            "  @Board(\"X - - / - - - / - - -\") Position getCorner();",
            "}");
    assertThat(compilation).succeededWithoutWarnings();
    String generated = generated(compilation, "test.GettersBoards");
    assertThat(generated).contains("public static final Position CORNER =");
    assertThat(generated).contains("public Position getCorner() {");
    assertThat(generated).contains("fixtures.put(\"corner\", GettersBoards.CORNER);");
  }

  @Test
  void aFunctionNamedLikeAGetterKeepsItsName() throws IOException {
    // @Board("X - - / - - - / - - -") fun getCorner(): Position
    Compilation compilation =
        compileStub(
            "Functions",
            "@kotlin.Metadata(d2 = {\"getCorner\"})",
            "public interface Functions {",
            "  @Board(\"X - - / - - - / - - -\") Position getCorner();",
            "}");
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(generated(compilation, "test.FunctionsBoards"))
        .contains("fixtures.put(\"getCorner\", FunctionsBoards.GET_CORNER);");
  }

  @Test
  void anAbstractClassPropertyIsAFixture() throws IOException {
    // abstract class Base { @Board("X - - / - - - / - - -") abstract val corner: Position }
    Compilation compilation =
        compileStub(
            "Base",
            "@kotlin.Metadata(d2 = {\"corner\", \"getCorner\"})",
            "public abstract class Base {",
            "  public Base() {}",
            "  public abstract Position getCorner();",
            "  @Board(\"X - - / - - - / - - -\") @Deprecated",
            "  public static void getCorner$annotations() {}",
            "}");
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(generated(compilation, "test.BaseBoards"))
        .contains("fixtures.put(\"corner\", BaseBoards.CORNER);");
  }

  @Test
  void aPropertyFixtureWithAWinLengthIsBuiltWithIt() throws IOException {
    // @Board("X X - - / O O - - / - - - - / - - - -", winLength = 3) val three: Position
    // @Board("X X - - - / O O - - -", winLength = 0) val zero: Position
    Compilation good =
        compileStub(
            "Three",
            "@kotlin.Metadata(d2 = {\"three\", \"getThree\"})",
            "public interface Three {",
            "  Position getThree();",
            "  public static final class DefaultImpls {",
            "    @Board(value = \"X X - - / O O - - / - - - - / - - - -\", winLength = 3)",
            "    @Deprecated",
            "    public static void getThree$annotations() {}",
            "  }",
            "}");
    assertThat(good).succeededWithoutWarnings();
    assertThat(generated(good, "test.ThreeBoards"))
        .contains("THREE = Position.of(3, \"X X - -\", \"O O - -\", \"- - - -\", \"- - - -\");");

    Compilation bad =
        compileStub(
            "Zero",
            "@kotlin.Metadata(d2 = {\"zero\", \"getZero\"})",
            "public interface Zero {",
            "  Position getZero();",
            "  public static final class DefaultImpls {",
            "    @Board(value = \"X X - - - / O O - - -\",",
            "        winLength = 0) @Deprecated",
            "    public static void getZero$annotations() {}",
            "  }",
            "}");
    assertThat(bad).hadErrorCount(1);
    assertThat(bad)
        .hadErrorContaining(
            "[noughts:win-length] fixture zero: the win length is 0; on a 2 x 5 board it is 1 to"
                + " 5 (the longer side)")
        .inFile(bad.sourceFiles().get(1))
        .onLineContaining("Position getZero();"); // as every error of a property's annotation
  }

  @Test
  void aPropertyFixtureWrittenAsAGameIsPlayedAndItsBadMovesReported() throws IOException {
    // @Board(moves = "h8 h9 g7", rows = 15, columns = 15, winLength = 5) val opening: Position
    // @Board(moves = "h8 h8", rows = 15, columns = 15, winLength = 5) val twice: Position
    Compilation good =
        compileStub(
            "Opening",
            "@kotlin.Metadata(d2 = {\"opening\", \"getOpening\"})",
            "public interface Opening {",
            "  Position getOpening();",
            "  public static final class DefaultImpls {",
            "    @Board(moves = \"h8 h9 g7\", rows = 15, columns = 15, winLength = 5)",
            "    @Deprecated",
            "    public static void getOpening$annotations() {}",
            "  }",
            "}");
    assertThat(good).succeededWithoutWarnings();
    assertThat(generated(good, "test.OpeningBoards")).contains("OPENING = Position.of(5, ");

    Compilation bad =
        compileStub(
            "Twice",
            "@kotlin.Metadata(d2 = {\"twice\", \"getTwice\"})",
            "public interface Twice {",
            "  Position getTwice();",
            "  public static final class DefaultImpls {",
            "    @Board(moves = \"h8 h8\",",
            "        rows = 15, columns = 15, winLength = 5) @Deprecated",
            "    public static void getTwice$annotations() {}",
            "  }",
            "}");
    assertThat(bad).hadErrorCount(1);
    assertThat(bad)
        .hadErrorContaining(
            "[noughts:taken] fixture twice: move 2: h8 is already taken by X (move 1)")
        .inFile(bad.sourceFiles().get(1))
        .onLineContaining("Position getTwice();"); // as every error of a property's annotation
  }

  @Test
  void aPropertyFixtureIsCheckedAsAnyFixture() {
    // @Board("O O - / X - - / - - -") val oFirst: Position
    Compilation compilation =
        compileStub(
            "Bad",
            "@kotlin.Metadata(d2 = {\"oFirst\", \"getOFirst\"})",
            "public interface Bad {",
            "  Position getOFirst();",
            "  public static final class DefaultImpls {",
            "    @Board(\"O O - / X - - / - - -\") @Deprecated",
            "    public static void getOFirst$annotations() {}",
            "  }",
            "}");
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:o-more-than-x] fixture oFirst is impossible: O has more marks than X (X 1,"
                + " O 2), but X moves first; if the fixture is impossible on purpose, say expect ="
                + " [Outcome.IMPOSSIBLE]")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("Position getOFirst();");
  }

  @Test
  void aFunctionWithABodyInAnInterfaceIsOneErrorInKotlinTerms() {
    // @Board("X - - / - - - / - - -") fun withBody(): Position = Position.empty(3)
    Compilation compilation =
        compileStub(
            "Bodies",
            "@kotlin.Metadata(d2 = {\"withBody\"})",
            "public interface Bodies {",
            "  @Board(\"X - - / - - - / - - -\") default Position withBody() { return null; }",
            "  public static final class DefaultImpls {",
            "    @Board(\"X - - / - - - / - - -\") @Deprecated",
            "    public static Position withBody(Bodies $this) { return null; }",
            "  }",
            "}");
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:not-abstract] fixture withBody: @Board goes on an abstract fun, so that the"
                + " generated class can implement it; remove the body")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("default Position withBody()");
    assertThat(compilation.errors().get(0).getMessage(null)).doesNotContain("'");
  }

  @Test
  void aPropertyWithAGetterInAnAbstractClassIsOneErrorInKotlinTerms() {
    // @Board("X - - / - - - / - - -") open val corner: Position get() = Position.empty(3)
    Compilation compilation =
        compileStub(
            "Open",
            "@kotlin.Metadata(d2 = {\"corner\", \"getCorner\"})",
            "public abstract class Open {",
            "  public Open() {}",
            "  public Position getCorner() { return null; }",
            "  @Board(\"X - - / - - - / - - -\") @Deprecated",
            "  public static void getCorner$annotations() {}",
            "}");
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:not-abstract] fixture corner: @Board goes on an abstract val, so that the"
                + " generated class can implement it; remove its getter and declare it abstract")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("public Position getCorner()");
  }

  @Test
  void aPropertyWithAnInitializerInAnAbstractClassIsOneErrorInKotlinTerms() {
    // @Board("X - - / - - - / - - -") open val corner: Position = Position.empty(3)
    Compilation compilation =
        compileStub(
            "Initialized",
            "@kotlin.Metadata(d2 = {\"corner\", \"getCorner\"})",
            "public abstract class Initialized {",
            "  private final Position corner = null;",
            "  public Initialized() {}",
            "  public Position getCorner() { return null; }",
            "  @Board(\"X - - / - - - / - - -\") @Deprecated",
            "  public static void getCorner$annotations() {}",
            "}");
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:not-abstract] fixture corner: @Board goes on an abstract val, so that the"
                + " generated class can implement it; remove its initializer and declare it"
                + " abstract")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("public Position getCorner()");
  }

  @Test
  void problemsOfAKotlinTypeAreInKotlinTerms() {
    // class Outer {
    //   private interface Hidden { @Board("X - - / - - - / - - -") fun corner(): Position }
    //   abstract inner class Inner {
    //     @Board("X - - / - - - / - - -") abstract val corner: Position
    //     abstract val forgotten: Position
    //     abstract fun alsoForgotten(): Position
    //   }
    // }
    Compilation compilation =
        compileStub(
            "Outer",
            "@kotlin.Metadata(d2 = {\"Outer\", \"Hidden\", \"Inner\"})",
            "public final class Outer {",
            "  public Outer() {}",
            "  @kotlin.Metadata(d2 = {\"corner\"})",
            "  private static interface Hidden {",
            "    @Board(\"X - - / - - - / - - -\") Position corner();",
            "  }",
            "  @kotlin.Metadata(d2 = {\"corner\", \"getCorner\", \"forgotten\", \"getForgotten\"})",
            "  public abstract class Inner {",
            "    public Inner() {}",
            "    public abstract Position getCorner();",
            "    @Board(\"X - - / - - - / - - -\") @Deprecated",
            "    public static void getCorner$annotations() {}",
            "    public abstract Position getForgotten();",
            "    public abstract Position alsoForgotten();",
            "  }",
            "}");
    assertThat(compilation).hadErrorCount(4);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:private-type] test.Outer.Hidden is private; the generated class cannot"
                + " implement it, so make it internal or public")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("private static interface Hidden");
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:inner-class] test.Outer.Inner is an inner class; remove 'inner' so the"
                + " generated class can extend it")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("public abstract class Inner");
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:not-a-fixture] test.Outer.Inner has abstract property forgotten without"
                + " @Board here")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("getForgotten()");
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:not-a-fixture] test.Outer.Inner has abstract function alsoForgotten()"
                + " without @Board here")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("alsoForgotten()");
  }

  /** What kapt's stubs carry of Kotlin's {@code Position?}, as a source of its own. */
  private static final JavaFileObject NULLABLE =
      JavaFileObjects.forSourceLines(
          "org.jetbrains.annotations.Nullable",
          "package org.jetbrains.annotations;",
          "@java.lang.annotation.Target(java.lang.annotation.ElementType.METHOD)",
          "public @interface Nullable {}");

  @Test
  void aNullableFixtureAndAVarAreTheErrorsKspGivesForThem() {
    // interface Nullables {
    //   @Board("X - - / - - - / - - -") fun maybe(): Position?
    //   @Board("X - - / - - - / - - -") var mutable: Position
    // }
    // The same messages as KspDiagnosticsTest's for the same Kotlin source.
    Compilation compilation =
        compile(
            METADATA,
            NULLABLE,
            source(
                "Nullables",
                "@kotlin.Metadata(d2 = {\"maybe\", \"mutable\", \"getMutable\", \"setMutable\"})",
                "public interface Nullables {",
                "  @Board(\"X - - / - - - / - - -\")",
                "  @org.jetbrains.annotations.Nullable Position maybe();",
                "  Position getMutable();",
                "  void setMutable(Position mutable);",
                "  public static final class DefaultImpls {",
                "    @Board(\"X - - / - - - / - - -\") @Deprecated",
                "    public static void getMutable$annotations() {}",
                "  }",
                "}"));
    assertThat(compilation).hadErrorCount(2);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:return-type] fixture maybe returns dev.noughts.Position?; fixtures return"
                + " dev.noughts.Position")
        .inFile(compilation.sourceFiles().get(2))
        .onLine(9); // on its @Board, the line before the method
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:var] fixture mutable is a var, and the generated class cannot implement its"
                + " setter; declare it with val")
        .inFile(compilation.sourceFiles().get(2))
        .onLineContaining("Position getMutable()");
  }

  @Test
  void aTopLevelFixtureIsOneErrorInKotlinTerms() {
    // @Board("X - - / - - - / - - -") fun corner(): Position = Position.empty(3), in Fixtures.kt
    Compilation compilation =
        compileStub(
            "FixturesKt",
            "@kotlin.Metadata(k = 2, d2 = {\"corner\"})",
            "public final class FixturesKt {",
            "  @Board(\"X - - / - - - / - - -\")",
            "  public static final Position corner() { return null; }",
            "}");
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:declaring-type] fixture corner is a top-level function; declare fixtures as"
                + " abstract members of an interface or an abstract class")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("Position corner()");
  }

  @Test
  void aFixtureInAnObjectIsOneErrorInKotlinTerms() {
    // object Fixed { @Board("X - - / - - - / - - -") val corner: Position = Position.empty(3) }
    Compilation compilation =
        compileStub(
            "Fixed",
            "@kotlin.Metadata(d2 = {\"corner\", \"getCorner\"})",
            "public final class Fixed {",
            "  public static final Fixed INSTANCE = null;",
            "  private Fixed() {}",
            "  public final Position getCorner() { return null; }",
            "  @Board(\"X - - / - - - / - - -\") @Deprecated",
            "  public static void getCorner$annotations() {}",
            "}");
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:declaring-type] test.Fixed declares fixtures but is an object; declare"
                + " fixtures in an interface or an abstract class")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("public final class Fixed {");
  }

  @Test
  void aFixtureInAClassThatIsNotAbstractIsOneErrorInKotlinTerms() {
    // class Plain { @Board("X - - / - - - / - - -") fun corner(): Position = Position.empty(3) }
    Compilation compilation =
        compileStub(
            "Plain",
            "@kotlin.Metadata(d2 = {\"corner\"})",
            "public final class Plain {",
            "  public Plain() {}",
            "  @Board(\"X - - / - - - / - - -\")",
            "  public final Position corner() { return null; }",
            "}");
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:declaring-type] test.Plain declares fixtures but is a class that is not"
                + " abstract; declare fixtures in an interface or an abstract class")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("public final class Plain {");
  }

  @Test
  void aSealedKotlinClassIsOneErrorThoughItsStubDoesNotSaySealed() {
    // sealed class Scope { @Board("X - - / - - - / - - -") abstract fun corner(): Position }: kapt
    // stubs it as a plain abstract class; only the metadata says sealed. This stub carries the
    // real metadata of a sealed class of Kotlin's standard library.
    Compilation compilation = compileStub("Scope", stubWithMetadataOf(DeepRecursiveScope.class));
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:declaring-type] test.Scope declares fixtures but is a sealed class; declare"
                + " fixtures in an interface or an abstract class")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("public abstract class Scope {");
  }

  @Test
  void anAbstractKotlinClassThatIsNotSealedDeclaresFixtures() throws IOException {
    // abstract class Scope, with the real metadata of an abstract class that is not sealed.
    Compilation compilation = compileStub("Scope", stubWithMetadataOf(Random.class));
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(generated(compilation, "test.ScopeBoards"))
        .contains("public static final Position CORNER =");
  }

  @Test
  void metadataThatCannotBeReadCountsAsNotSealed() {
    Compilation compilation =
        compileStub(
            "Scope",
            "@kotlin.Metadata(mv = {99, 0, 0}, d1 = {\"not protocol buffers\"}, d2 = {\"corner\"})",
            "public abstract class Scope {",
            "  @Board(\"X - - / - - - / - - -\")",
            "  public abstract Position corner();",
            "}");
    assertThat(compilation).succeededWithoutWarnings();
  }

  /**
   * The stub of an abstract class {@code Scope} with one fixture {@code corner()}, annotated with
   * the {@code @kotlin.Metadata} of {@code kotlinClass}, every value as kotlinc wrote it.
   */
  private static String[] stubWithMetadataOf(Class<?> kotlinClass) {
    Metadata metadata = kotlinClass.getAnnotation(Metadata.class);
    return new String[] {
      "@kotlin.Metadata(k = "
          + metadata.k()
          + ", mv = {"
          + Arrays.stream(metadata.mv()).mapToObj(String::valueOf).collect(joining(", "))
          + "}, d1 = "
          + javaArray(metadata.d1())
          + ", d2 = "
          + javaArray(metadata.d2())
          + ", xi = "
          + metadata.xi()
          + ")",
      "public abstract class Scope {",
      "  @Board(\"X - - / - - - / - - -\")",
      "  public abstract Position corner();",
      "}"
    };
  }

  /**
   * Java's array initializer of the strings, every character outside printable ASCII escaped (a
   * Unicode escape only above U+00FF, where it cannot be a line break or a quote).
   */
  private static String javaArray(String[] strings) {
    return Arrays.stream(strings)
        .map(
            string ->
                string
                    .chars()
                    .mapToObj(
                        c ->
                            c == '"' || c == '\\'
                                ? "\\" + (char) c
                                : c >= 0x20 && c < 0x7f
                                    ? String.valueOf((char) c)
                                    : c < 0x100
                                        ? String.format(
                                            "\\%03o", c) // three digits: "\0012" is two chars
                                        : String.format("\\u%04x", c))
                    .collect(joining("", "\"", "\"")))
        .collect(joining(", ", "{", "}"));
  }

  private static String generated(Compilation compilation, String className) throws IOException {
    return compilation.generatedSourceFile(className).orElseThrow().getCharContent(true).toString();
  }
}
