package dev.noughts.processor.core;

/**
 * The annotations of other libraries that the generated class carries, each only where the code
 * that declares the fixtures can see it (a front end finds that out; a named module must read the
 * annotation's module).
 *
 * <p>Not API: public only for the front ends in {@code dev.noughts.processor.javac} and {@code
 * dev.noughts.processor.ksp}.
 *
 * @param generated {@code @javax.annotation.processing.Generated}, in the module java.compiler
 * @param nullMarked JSpecify's {@code @org.jspecify.annotations.NullMarked}: every type in the
 *     class is non-null, so Kotlin sees {@code Position} and {@code List<Position>}, not the
 *     platform types {@code Position!} and {@code (Mutable)List<Position!>!}
 */
public record ClassAnnotations(boolean generated, boolean nullMarked) {
  public static final String GENERATED = "javax.annotation.processing.Generated";
  public static final String NULL_MARKED = "org.jspecify.annotations.NullMarked";

  /** Neither annotation: what code that sees neither gets. */
  static final ClassAnnotations NONE = new ClassAnnotations(false, false);
}
