package dev.noughts.processor.core;

/**
 * The language a fixture is written in, for the words of advice that quote or name source: how to
 * write rows as separate strings or {@code expect}, what a type that cannot declare fixtures is,
 * and what to change about it. Kotlin's words are the same through kapt and through KSP: each front
 * end knows which language it reads, and both take their words from here.
 *
 * <p>Not API: public only for the front ends in {@code dev.noughts.processor.javac} and {@code
 * dev.noughts.processor.ksp}.
 */
public enum SourceLanguage {
  JAVA(
      "javac",
      "@Board({\"X - -\", \"- O -\", ...})",
      "expect = Outcome.IMPOSSIBLE",
      "package-private or public",
      "make it static",
      "type"),
  KOTLIN(
      "kotlinc",
      "@Board(\"X - -\", \"- O -\", ...)",
      "expect = [Outcome.IMPOSSIBLE]",
      "internal or public",
      "remove 'inner'",
      "class");

  private final String compiler;
  private final String rowsAsStrings;
  private final String expectImpossible;
  private final String visibleAccess;
  private final String notInner;
  private final String typeWord;

  SourceLanguage(
      String compiler,
      String rowsAsStrings,
      String expectImpossible,
      String visibleAccess,
      String notInner,
      String typeWord) {
    this.compiler = compiler;
    this.rowsAsStrings = rowsAsStrings;
    this.expectImpossible = expectImpossible;
    this.visibleAccess = visibleAccess;
    this.notInner = notInner;
    this.typeWord = typeWord;
  }

  /** The compiler that writes the fixture's class file. */
  String compiler() {
    return compiler;
  }

  /** {@code @Board} with its rows given as separate strings, as this language writes it. */
  String rowsAsStrings() {
    return rowsAsStrings;
  }

  /** {@code expect} that keeps an impossible position, as this language writes it. */
  String expectImpossible() {
    return expectImpossible;
  }

  /** The access a private fixture type should have instead, such as {@code internal or public}. */
  String visibleAccess() {
    return visibleAccess;
  }

  /** How to make an inner class one that the generated class can extend. */
  String notInner() {
    return notInner;
  }

  /** What a function of a type is called: a Java {@code method}, a Kotlin {@code function}. */
  public String functionWord() {
    return this == KOTLIN ? "function" : "method";
  }

  /** What a type is called in general: a Java {@code type}, a Kotlin {@code class}. */
  String typeWord() {
    return typeWord;
  }

  /** The kind of type, with its article, as this language names it: {@code an enum class}. */
  String describe(TypeDeclaration.Kind kind, boolean sealed) {
    boolean kotlin = this == KOTLIN;
    if (sealed) {
      return kind == TypeDeclaration.Kind.INTERFACE ? "a sealed interface" : "a sealed class";
    }
    return switch (kind) {
      case INTERFACE -> "an interface";
      case ABSTRACT_CLASS -> "an abstract class";
      case CLASS -> "a class that is not abstract";
      case ENUM -> kotlin ? "an enum class" : "an enum";
      case ANNOTATION -> kotlin ? "an annotation class" : "an annotation type";
      case RECORD -> "a record";
      case OBJECT -> "an object";
      case COMPANION_OBJECT -> "a companion object";
      case ENUM_ENTRY -> "an enum entry";
    };
  }

  /**
   * What a Kotlin {@code fun} or {@code val} must lose to be abstract, for {@link
   * CompileError#NOT_ABSTRACT}: {@code part} ({@code the body}, {@code its getter} or {@code its
   * initializer}), and in a class, its {@code open} or final implementation for {@code abstract}.
   */
  public static String kotlinNotAbstract(String part, boolean inClass) {
    return inClass ? part + " and declare it abstract" : part;
  }
}
