package dev.noughts.processor.ksp;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.noughts.processor.javac.Sources;
import dev.noughts.processor.ksp.KspCompiler.Error;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Fixture types the generated class cannot implement or extend, each in a Java file of its own,
 * compiled once through javac and once through KSP: each is one tagged error on the type, with the
 * same text through both front ends (one checker judges both), and never an error in generated
 * code. The deprecated ones are fine: their generated classes compile without a warning.
 */
class HostileFixtureTypesTest {
  private static final String CORNER = "@Board(\"X - - / - - - / - - -\")";

  /** A Java file {@code test/NAME.java} whose type's line contains {@code onLine}. */
  private record Case(String name, List<String> body, String onLine, String message) {
    List<String> lines() {
      List<String> lines = new ArrayList<>();
      lines.add("package test;");
      lines.add("import dev.noughts.Board;");
      lines.add("import dev.noughts.Position;");
      lines.addAll(body);
      return lines;
    }

    JavaFileObject javaFile() {
      return JavaFileObjects.forSourceLines("test." + name, lines());
    }

    KspCompiler.Source kspSource() {
      return KspCompiler.Source.java(name, lines());
    }

    int line() {
      List<String> lines = lines();
      for (int i = 0; i < lines.size(); i++) {
        if (lines.get(i).contains(onLine)) {
          return i + 1;
        }
      }
      throw new AssertionError(name + " has no line containing " + onLine);
    }
  }

  private static final List<Case> HOSTILE =
      List.of(
          new Case(
              "Sealed",
              List.of(
                  "sealed interface Sealed permits Permitted {",
                  "  " + CORNER + " Position corner();",
                  "}",
                  "final class Permitted implements Sealed {",
                  "  public Position corner() { return Position.empty(3); }",
                  "}"),
              "sealed interface Sealed",
              "[noughts:declaring-type] test.Sealed declares fixtures but is a sealed interface;"
                  + " declare fixtures in an interface or an abstract class"),
          new Case(
              "SealedClass",
              List.of(
                  "abstract sealed class SealedClass permits Sub {",
                  "  " + CORNER + " abstract Position corner();",
                  "}",
                  "final class Sub extends SealedClass {",
                  "  Position corner() { return Position.empty(3); }",
                  "}"),
              "abstract sealed class SealedClass",
              "[noughts:declaring-type] test.SealedClass declares fixtures but is a sealed class;"
                  + " declare fixtures in an interface or an abstract class"),
          new Case(
              "SealedInside",
              List.of(
                  "/** Says sealed in a comment: interface SealedInside is not sealed itself. */",
                  "final class SealedInside {",
                  "  sealed interface Nested permits Leaf {",
                  "    " + CORNER + " Position corner();",
                  "  }",
                  "  static final class Leaf implements Nested {",
                  "    public Position corner() { return Position.empty(3); }",
                  "  }",
                  "}"),
              "sealed interface Nested",
              "[noughts:declaring-type] test.SealedInside.Nested declares fixtures but is a sealed"
                  + " interface; declare fixtures in an interface or an abstract class"),
          new Case(
              "Generic",
              List.of("interface Generic<T> {", "  " + CORNER + " Position corner();", "}"),
              "interface Generic",
              "[noughts:generic-type] test.Generic has type parameters; fixture types are not"
                  + " generic"),
          new Case(
              "Final",
              List.of(
                  "final class Final {",
                  "  " + CORNER + " Position corner() { return Position.empty(3); }",
                  "}"),
              "final class Final",
              "[noughts:declaring-type] test.Final declares fixtures but is a class that is not"
                  + " abstract; declare fixtures in an interface or an abstract class"),
          new Case(
              "Rec",
              List.of(
                  "record Rec() {",
                  "  " + CORNER + " Position corner() { return Position.empty(3); }",
                  "}"),
              "record Rec",
              "[noughts:declaring-type] test.Rec declares fixtures but is a record; declare"
                  + " fixtures in an interface or an abstract class"),
          new Case(
              "Plays",
              List.of(
                  "enum Plays {",
                  "  ONE;",
                  "  " + CORNER + " Position corner() { return Position.empty(3); }",
                  "}"),
              "enum Plays",
              "[noughts:declaring-type] test.Plays declares fixtures but is an enum; declare"
                  + " fixtures in an interface or an abstract class"),
          new Case(
              "Hiding",
              List.of(
                  "class Hiding {",
                  "  private interface Hidden {",
                  "    " + CORNER + " Position corner();",
                  "  }",
                  "}"),
              "private interface Hidden",
              "[noughts:private-type] test.Hiding.Hidden is private; the generated class cannot"
                  + " implement it, so make it package-private or public"),
          new Case(
              "Holding",
              List.of(
                  "class Holding {",
                  "  abstract class Inner {",
                  "    " + CORNER + " abstract Position corner();",
                  "  }",
                  "}"),
              "abstract class Inner",
              "[noughts:inner-class] test.Holding.Inner is an inner class; make it static so the"
                  + " generated class can extend it"),
          new Case(
              "Throwing",
              List.of(
                  "abstract class Throwing {",
                  "  Throwing() throws Exception {}",
                  "  " + CORNER + " abstract Position corner();",
                  "}"),
              "abstract class Throwing",
              "[noughts:constructor] test.Throwing has a constructor without parameters, but it"
                  + " throws java.lang.Exception, which the generated class cannot handle when it"
                  + " makes its INSTANCE; make it throw no checked exception"),
          new Case(
              "Sized",
              List.of(
                  "abstract class Sized {",
                  "  Sized(int size) {}",
                  "  " + CORNER + " abstract Position corner();",
                  "}"),
              "abstract class Sized",
              "[noughts:constructor] test.Sized has no constructor without parameters that the"
                  + " generated class can call; add one that is not private"));

  /** Deprecated fixture types and fixtures, whose generated classes compile without a warning. */
  private static final List<Case> DEPRECATED =
      List.of(
          new Case(
              "Old",
              List.of(
                  "@Deprecated(forRemoval = true)",
                  "interface Old {",
                  "  " + CORNER + " Position corner();",
                  "}"),
              "interface Old",
              ""),
          new Case(
              "OldFixture",
              List.of(
                  "abstract class OldFixture {",
                  "  @Deprecated protected OldFixture() {}",
                  "  @Deprecated(forRemoval = true) " + CORNER + " abstract Position corner();",
                  "}"),
              "abstract class OldFixture",
              ""),
          new Case(
              "OldOuter",
              List.of(
                  "@Deprecated",
                  "class OldOuter {",
                  "  interface Nested {",
                  "    " + CORNER + " Position corner();",
                  "  }",
                  "}"),
              "interface Nested",
              ""));

  private static Compilation javac;
  private static KspCompiler.Result ksp;

  @BeforeAll
  static void compileThroughBothFrontEnds() {
    javac = Sources.compile(HOSTILE.stream().map(Case::javaFile).toArray(JavaFileObject[]::new));
    ksp =
        KspCompiler.compile(
            HOSTILE.stream().map(Case::kspSource).toArray(KspCompiler.Source[]::new));
  }

  @TestFactory
  Stream<DynamicTest> eachIsOneErrorOnTheTypeThroughJavac() {
    return HOSTILE.stream()
        .map(
            each ->
                DynamicTest.dynamicTest(
                    each.name(),
                    () -> {
                      List<String> errors = new ArrayList<>();
                      for (Diagnostic<? extends JavaFileObject> error : javac.errors()) {
                        if (error.getSource() != null
                            && error.getSource().getName().endsWith("/" + each.name() + ".java")) {
                          errors.add(error.getLineNumber() + ": " + error.getMessage(Locale.ROOT));
                        }
                      }
                      assertThat(errors).containsExactly(each.line() + ": " + each.message());
                    }));
  }

  @TestFactory
  Stream<DynamicTest> eachIsTheSameErrorOnTheTypeThroughKsp() {
    return HOSTILE.stream()
        .map(
            each ->
                DynamicTest.dynamicTest(
                    each.name(),
                    () ->
                        assertThat(
                                ksp.errors().stream()
                                    .filter(error -> error.file().equals(each.name() + ".java"))
                                    .toList())
                            .containsExactly(
                                new Error(each.name() + ".java", each.line(), each.message()))));
  }

  @Test
  void noErrorIsInGeneratedCodeOrAnywhereElse() {
    assertWithMessage("javac's errors").that(javac.errors()).hasSize(HOSTILE.size());
    assertWithMessage("KSP's errors; all messages:%n%s", ksp.messages())
        .that(ksp.errors())
        .hasSize(HOSTILE.size());
    assertThat(ksp.messages()).doesNotContain("Boards.java");
  }

  @Test
  void deprecatedTypesAndFixturesGenerateClassesWithoutWarnings() {
    Compilation compilation =
        Sources.compile(DEPRECATED.stream().map(Case::javaFile).toArray(JavaFileObject[]::new));
    com.google.testing.compile.CompilationSubject.assertThat(compilation)
        .succeededWithoutWarnings();
    KspCompiler.Source kotlin =
        KspCompiler.Source.of(
            "KotlinOld",
            "@Deprecated(\"old\")",
            "interface KotlinOld {",
            "    @Board(\"X - - / - - - / - - -\") fun corner(): Position",
            "}",
            "interface KotlinNames {",
            "    @Board(\"X - - / - - - / - - -\") val int: Position",
            "    @Board(\"- X - / - - - / - - -\") fun `var`(): Position",
            "}");
    KspCompiler.Result result =
        KspCompiler.compile(
            Stream.concat(DEPRECATED.stream().map(Case::kspSource), Stream.of(kotlin))
                .toArray(KspCompiler.Source[]::new));
    assertWithMessage("KSP's messages:%n%s", result.messages()).that(result.succeeded()).isTrue();
    assertThat(result.generated("test.OldBoards"))
        .contains("@SuppressWarnings({\"deprecation\", \"removal\"})");
    assertThat(result.generated("test.KotlinOldBoards"))
        .contains("@SuppressWarnings({\"deprecation\", \"removal\"})");
    // Kotlin names that Java can declare as they are: a getter getInt(), a method var().
    String names = result.generated("test.KotlinNamesBoards");
    assertThat(names).contains("public Position getInt() {");
    assertThat(names).contains("public Position var() {");
  }
}
