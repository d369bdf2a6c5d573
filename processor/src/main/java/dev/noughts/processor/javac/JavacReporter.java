package dev.noughts.processor.javac;

import dev.noughts.processor.core.CompileError;
import dev.noughts.processor.core.Diagnostics;
import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;
import org.jspecify.annotations.Nullable;

/**
 * Reports every {@link CompileError}, each beginning with its tag such as {@code
 * [noughts:row-length]}, and remembers whether any was reported.
 */
final class JavacReporter implements Diagnostics<JavacReporter.Place> {
  /**
   * Where an error is reported: on an element, on an annotation of it, or on one value of that
   * annotation.
   */
  record Place(
      Element element, @Nullable AnnotationMirror annotation, @Nullable AnnotationValue value) {
    static Place on(Element element) {
      return new Place(element, null, null);
    }

    static Place on(Element element, AnnotationMirror annotation) {
      return new Place(element, annotation, null);
    }

    static Place on(Element element, AnnotationMirror annotation, AnnotationValue value) {
      return new Place(element, annotation, value);
    }
  }

  private final Messager messager;
  private int errorCount;

  JavacReporter(Messager messager) {
    this.messager = messager;
  }

  @Override
  public void error(Place place, CompileError error, Object... arguments) {
    errorCount++;
    messager.printMessage(
        Diagnostic.Kind.ERROR,
        error.format(arguments),
        place.element(),
        place.annotation(),
        place.value());
  }

  @Override
  public void error(CompileError error, Object... arguments) {
    errorCount++;
    messager.printMessage(Diagnostic.Kind.ERROR, error.format(arguments));
  }

  @Override
  public int errorCount() {
    return errorCount;
  }
}
