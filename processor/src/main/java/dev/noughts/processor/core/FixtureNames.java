package dev.noughts.processor.core;

import java.util.HashMap;
import java.util.Map;

/**
 * Checks the fixtures of one type against each other and against the generated class: that each has
 * a name the generated Java class can declare and that leaves its own names free, that no two share
 * a constant, and that there are not more than a class file can hold.
 *
 * @param <P> the front end's handle for a place in the source
 */
final class FixtureNames<P> {
  /** Longer names are shortened in messages, which would otherwise repeat them in full. */
  private static final int SHOWN_NAME_LENGTH = 40;

  private final Diagnostics<P> diagnostics;
  private final Map<String, CheckedFixture> byConstant = new HashMap<>();

  FixtureNames(Diagnostics<P> diagnostics) {
    this.diagnostics = diagnostics;
  }

  /**
   * Whether the fixture's method and constant can be declared in Java, leave the generated class's
   * own names free, and leave free the constants of the fixtures accepted before it; if not,
   * reports why at {@code place}.
   */
  boolean accept(CheckedFixture fixture, P place) {
    String name = fixture.name();
    String method = fixture.methodName();
    String constant = fixture.constantName();
    String notJava = GeneratedNames.notAJavaName(method);
    if (notJava != null) {
      diagnostics.error(place, CompileError.JAVA_NAME, name, method, notJava);
      return false;
    }
    int bytes = Math.max(ClassFiles.bytes(constant), ClassFiles.bytes(method));
    if (bytes > ClassFiles.MAX_CONSTANT_BYTES || name.length() > ClassFiles.MAX_STRING_CHARACTERS) {
      diagnostics.error(place, CompileError.NAME_TOO_LONG, shown(name), name.length(), bytes);
      return false;
    }
    String reserved = GeneratedNames.reservedBy(method, constant);
    if (reserved != null) {
      diagnostics.error(place, CompileError.RESERVED_NAME, name, reserved);
      return false;
    }
    CheckedFixture earlier = byConstant.putIfAbsent(constant, fixture);
    if (earlier != null) {
      diagnostics.error(place, CompileError.DUPLICATE_NAME, name, constant, earlier.name());
      return false;
    }
    return true;
  }

  /** Reports at {@code place} when {@code type} declares more fixtures than one class holds. */
  void checkCount(P place, String type, int count) {
    if (count > ClassFiles.MAX_FIXTURES) {
      diagnostics.error(
          place, CompileError.TOO_MANY_FIXTURES, type, count, ClassFiles.MAX_FIXTURES);
    }
  }

  /** The name, or its beginning when it is long: {@code aBaBaB...}. */
  private static String shown(String name) {
    return name.length() <= SHOWN_NAME_LENGTH ? name : name.substring(0, SHOWN_NAME_LENGTH) + "...";
  }
}
