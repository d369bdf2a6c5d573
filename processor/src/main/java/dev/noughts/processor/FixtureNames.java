package dev.noughts.processor;

import java.util.HashMap;
import java.util.Map;

/**
 * Checks the fixtures of one type against each other and against the generated class: that each
 * leaves the generated class's own names free, that no two share a constant, and that there are not
 * more than a class file can hold.
 *
 * @param <P> the front end's handle for a place in the source
 */
final class FixtureNames<P> {
  private final Diagnostics<P> diagnostics;
  private final Map<String, Fixture> byConstant = new HashMap<>();

  FixtureNames(Diagnostics<P> diagnostics) {
    this.diagnostics = diagnostics;
  }

  /**
   * Whether the fixture's method and constant leave the generated class's own names and the
   * constants of the fixtures accepted before it free; if not, reports why at {@code place}.
   */
  boolean accept(Fixture fixture, P place) {
    String name = fixture.name();
    String method = fixture.methodName();
    String problem = null;
    if (method.equals(BoardsClassWriter.ALL)) {
      problem = "the generated class has a method all() that lists every fixture";
    } else if (method.equals(BoardsClassWriter.EXPECTATIONS)) {
      problem =
          "the generated class has a method expectations() that lists every fixture's"
              + " expectations";
    } else if (BoardsClassWriter.OBJECT_METHODS.contains(method)) {
      problem = "the generated class would override Object's " + method + "()";
    } else if (fixture.constantName().equals(BoardsClassWriter.INSTANCE)) {
      problem = "its constant would be INSTANCE, which the generated class uses for itself";
    }
    if (problem != null) {
      diagnostics.error(place, CompileError.RESERVED_NAME, name, problem);
      return false;
    }
    Fixture earlier = byConstant.putIfAbsent(fixture.constantName(), fixture);
    if (earlier != null) {
      diagnostics.error(
          place, CompileError.DUPLICATE_NAME, name, fixture.constantName(), earlier.name());
      return false;
    }
    return true;
  }

  /** Reports at {@code place} when {@code type} declares more fixtures than one class holds. */
  void checkCount(P place, String type, int count) {
    if (count > BoardsClassWriter.MAX_FIXTURES) {
      diagnostics.error(
          place, CompileError.TOO_MANY_FIXTURES, type, count, BoardsClassWriter.MAX_FIXTURES);
    }
  }
}
