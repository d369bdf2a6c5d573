package dev.noughts.processor;

/**
 * The language a fixture is written in, for the words of advice that quote or name source: how to
 * write rows as separate strings or {@code expect}, what a type that cannot declare fixtures is,
 * and what to change about it. Kotlin's words are the same through kapt and through KSP: each front
 * end knows which language it reads, and both take their words from here.
 */
enum SourceLanguage {
  JAVA(
      "javac",
      "@Board({\"X - -\", \"- O -\", ...})",
      "expect = Outcome.IMPOSSIBLE",
      "package-private or public",
      "make it static"),
  KOTLIN(
      "kotlinc",
      "@Board(\"X - -\", \"- O -\", ...)",
      "expect = [Outcome.IMPOSSIBLE]",
      "internal or public",
      "remove 'inner'");

  /** A kind of type that cannot declare fixtures. */
  enum TypeKind {
    CLASS,
    ENUM,
    ANNOTATION,
    RECORD,
    OBJECT,
    COMPANION_OBJECT,
    ENUM_ENTRY,
    SEALED_CLASS,
    SEALED_INTERFACE
  }

  private final String compiler;
  private final String rowsAsStrings;
  private final String expectImpossible;
  private final String visibleAccess;
  private final String notInner;

  SourceLanguage(
      String compiler,
      String rowsAsStrings,
      String expectImpossible,
      String visibleAccess,
      String notInner) {
    this.compiler = compiler;
    this.rowsAsStrings = rowsAsStrings;
    this.expectImpossible = expectImpossible;
    this.visibleAccess = visibleAccess;
    this.notInner = notInner;
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

  /** The kind of type, with its article, as this language names it: {@code an enum class}. */
  String describe(TypeKind kind) {
    boolean kotlin = this == KOTLIN;
    return switch (kind) {
      case CLASS -> "a class that is not abstract";
      case ENUM -> kotlin ? "an enum class" : "an enum";
      case ANNOTATION -> kotlin ? "an annotation class" : "an annotation type";
      case RECORD -> "a record";
      case OBJECT -> "an object";
      case COMPANION_OBJECT -> "a companion object";
      case ENUM_ENTRY -> "an enum entry";
      case SEALED_CLASS -> "a sealed class";
      case SEALED_INTERFACE -> "a sealed interface";
    };
  }

  /**
   * What a Kotlin {@code fun} or {@code val} must lose to be abstract, for {@link
   * CompileError#NOT_ABSTRACT}: {@code part} ({@code the body}, {@code its getter} or {@code its
   * initializer}), and in a class, its {@code open} or final implementation for {@code abstract}.
   */
  static String kotlinNotAbstract(String part, boolean inClass) {
    return inClass ? part + " and declare it abstract" : part;
  }
}
