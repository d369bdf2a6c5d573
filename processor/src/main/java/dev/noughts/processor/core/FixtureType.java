package dev.noughts.processor.core;

import java.util.List;

/**
 * A type that declares fixtures, all of which passed every check, as the generated class needs it:
 * nothing in it is javac's or KSP's.
 *
 * <p>Not API: public only for the front ends in {@code dev.noughts.processor.javac} and {@code
 * dev.noughts.processor.ksp}.
 *
 * @param packageName the type's package, empty for the unnamed package
 * @param simpleNames the simple names of the type and the types it is nested in, outermost first
 * @param generated the names of the generated class
 * @param kind whether the generated class implements or extends the type
 * @param isPublic whether the type is public, and so the generated class
 * @param deprecated whether the generated class refers to something deprecated, and so suppresses
 *     the warnings that javac would give it
 * @param fixtures its fixtures in declaration order
 */
public record FixtureType(
    String packageName,
    List<String> simpleNames,
    GeneratedNames generated,
    Kind kind,
    boolean isPublic,
    boolean deprecated,
    List<CheckedFixture> fixtures) {

  /** The two kinds of type that can declare fixtures. */
  enum Kind {
    INTERFACE,
    ABSTRACT_CLASS
  }

  public FixtureType {
    simpleNames = List.copyOf(simpleNames);
    fixtures = List.copyOf(fixtures);
  }
}
