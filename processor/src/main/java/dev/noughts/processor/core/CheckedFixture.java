package dev.noughts.processor.core;

import dev.noughts.Fixture;
import dev.noughts.Position;
import dev.noughts.Verdict;

/**
 * A fixture that passed every check, as the generated class needs it: nothing in it is javac's.
 *
 * <p>Not API: public only for the front ends in {@code dev.noughts.processor.javac} and {@code
 * dev.noughts.processor.ksp}.
 *
 * @param name the fixture's name: its method's, or a Kotlin property's
 * @param methodName the name of the method the generated class implements: the fixture's name, or a
 *     Kotlin property's getter ({@code getCorner} for {@code val corner})
 * @param constantName the name of its generated constant: {@code TOP_ROW} for {@code topRow}
 * @param access the fixture method's access, which the generated method keeps
 * @param position the board, as the runtime parsed it
 * @param verdict the runtime's verdict on it
 * @param listed the fixture with what its annotation expects of it, as the generated class lists it
 */
public record CheckedFixture(
    String name,
    String methodName,
    String constantName,
    Access access,
    Position position,
    Verdict verdict,
    Fixture listed) {
  /** The access of an abstract method, which its implementation keeps. */
  public enum Access {
    PUBLIC,
    PROTECTED,
    PACKAGE
  }
}
