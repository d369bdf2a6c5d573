package dev.noughts;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Map;

/**
 * Finds the class that the {@code @Board} processor generated for a fixture type, and its
 * fixtures, at run time. Test tools use it (such as {@code @BoardFixtures} in noughts-testing);
 * the processor uses {@link #generatedClassName} to name the class in the first place.
 */
public final class Fixtures {
  private Fixtures() {}

  /**
   * The binary name of the class generated for a type: {@code com.example.OpeningsBoards} for
   * {@code com.example.Openings}, {@code com.example.Suite_OpeningsBoards} for a type {@code
   * Openings} nested in {@code Suite}.
   *
   * @param packageName the type's package, empty for the unnamed package
   * @param simpleNames the simple names of the type and the types it is nested in, outermost first
   */
  public static String generatedClassName(String packageName, List<String> simpleNames) {
    String simpleName = generatedSimpleName(simpleNames);
    return packageName.isEmpty() ? simpleName : packageName + "." + simpleName;
  }

  /**
   * The simple name of the class generated for a type: {@code Suite_OpeningsBoards} for {@code
   * [Suite, Openings]}.
   *
   * @param simpleNames the simple names of the type and the types it is nested in, outermost first
   */
  public static String generatedSimpleName(List<String> simpleNames) {
    return String.join("_", simpleNames) + "Boards";
  }

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
    java.util.ArrayDeque<String> names = new java.util.ArrayDeque<>();
    for (Class<?> c = type; c != null; c = c.getEnclosingClass()) {
      names.addFirst(c.getSimpleName());
    }
    return generatedClassName(type.getPackageName(), List.copyOf(names));
  }
}
