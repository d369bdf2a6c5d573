package dev.noughts;

import dev.noughts.internal.FixtureClassNames;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Map;

/**
 * Finds the class that the {@code @Board} processor generated for a fixture type, and its
 * fixtures, at run time. Test tools use it (such as {@code @BoardFixtures} in noughts-testing).
 */
public final class Fixtures {
  private Fixtures() {}

  /**
   * Every fixture that {@code declaringType} declares, by name, in declaration order.
   *
   * @throws IllegalArgumentException when there is no generated class for the type, for example
   *     because noughts-processor is not on the annotation processor path
   */
  public static Map<String, Position> of(Class<?> declaringType) {
    String name = generatedClassName(declaringType);
    Class<?> generated;
    try {
      generated = Class.forName(name, true, declaringType.getClassLoader());
    } catch (ClassNotFoundException e) {
      throw new IllegalArgumentException(
          "no generated fixtures for " + declaringType.getName() + ": expected a class " + name
              + ". Does " + declaringType.getSimpleName() + " declare @Board methods, and is"
              + " noughts-processor on the annotation processor path (annotationProcessorPaths in"
              + " Maven, annotationProcessor or kapt in Gradle)?",
          e);
    }
    try {
      Method all = generated.getMethod("all");
      all.setAccessible(true); // package-private fixture types get package-private classes
      @SuppressWarnings("unchecked") // the generated all() returns Map<String, Position>
      Map<String, Position> fixtures = (Map<String, Position>) all.invoke(null);
      return fixtures;
    } catch (NoSuchMethodException | IllegalAccessException | InvocationTargetException
        | RuntimeException e) {
      throw new IllegalArgumentException(
          "cannot read the fixtures of " + name + " through its all() method: " + e, e);
    }
  }

  private static String generatedClassName(Class<?> type) {
    ArrayDeque<String> names = new ArrayDeque<>();
    for (Class<?> c = type; c != null; c = c.getEnclosingClass()) {
      names.addFirst(c.getSimpleName());
    }
    return FixtureClassNames.binaryName(type.getPackageName(), List.copyOf(names));
  }
}
