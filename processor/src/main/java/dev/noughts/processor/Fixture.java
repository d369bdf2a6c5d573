package dev.noughts.processor;

import dev.noughts.Position;
import dev.noughts.Verdict;
import javax.lang.model.element.ExecutableElement;

/**
 * A fixture that passed every check.
 *
 * @param method the annotated method
 * @param constantName the name of its generated constant
 * @param position the board, as the runtime parsed it
 * @param verdict the runtime's verdict on it
 */
record Fixture(ExecutableElement method, String constantName, Position position, Verdict verdict) {
  String name() {
    return method.getSimpleName().toString();
  }
}
