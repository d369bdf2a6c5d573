package dev.noughts.processor;

import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;
import org.jspecify.annotations.Nullable;

/**
 * Reports compile errors that begin with a stable tag, such as {@code [noughts:row-length]}, and
 * remembers whether any was reported.
 */
final class Reporter {
  private final Messager messager;
  private int errorCount;

  Reporter(Messager messager) {
    this.messager = messager;
  }

  /** Reports an error at {@code value} of {@code annotation} on {@code element}, where given. */
  void error(
      String tag,
      String message,
      Element element,
      @Nullable AnnotationMirror annotation,
      @Nullable AnnotationValue value) {
    errorCount++;
    messager.printMessage(
        Diagnostic.Kind.ERROR, "[noughts:" + tag + "] " + message, element, annotation, value);
  }

  /** Reports an error on {@code element} as a whole. */
  void error(String tag, String message, Element element) {
    error(tag, message, element, null, null);
  }

  /** How many errors have been reported so far; compare two readings to see if one was added. */
  int errorCount() {
    return errorCount;
  }
}
