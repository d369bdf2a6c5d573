package dev.noughts.processor.ksp;

import com.google.devtools.ksp.symbol.FileLocation;
import com.google.devtools.ksp.symbol.KSAnnotated;
import com.google.devtools.ksp.symbol.KSAnnotation;
import com.google.devtools.ksp.symbol.KSDeclaration;
import com.google.devtools.ksp.symbol.KSName;
import com.google.devtools.ksp.symbol.KSNode;
import com.google.devtools.ksp.symbol.KSPropertyDeclaration;
import com.google.devtools.ksp.symbol.KSPropertyGetter;
import com.google.devtools.ksp.symbol.KSValueArgument;
import dev.noughts.Board;
import java.util.List;
import kotlin.sequences.Sequence;
import kotlin.sequences.SequencesKt;
import org.jspecify.annotations.Nullable;

/** Small readings of KSP's symbols that the KSP front end makes in several places. */
final class KspNodes {
  /** {@code dev.noughts.Board}. */
  static final String BOARD = Board.class.getCanonicalName();

  private KspNodes() {}

  /** The elements of a Kotlin sequence, in order. */
  static <T> List<T> list(Sequence<? extends T> sequence) {
    return List.copyOf(SequencesKt.toList(sequence));
  }

  /** The qualified name of {@code declaration}, or its simple name when it has none (a local). */
  static String qualifiedName(KSDeclaration declaration) {
    KSName name = declaration.getQualifiedName();
    return name != null ? name.asString() : declaration.getSimpleName().asString();
  }

  /**
   * The {@code @Board} on {@code annotated}, or for a property, on its getter ({@code @get:Board
   * val}); null when there is none.
   */
  static @Nullable KSAnnotation boardOn(KSAnnotated annotated) {
    KSAnnotation board = boardAmong(annotated);
    if (board == null && annotated instanceof KSPropertyDeclaration property) {
      KSPropertyGetter getter = property.getGetter();
      if (getter != null) {
        board = boardAmong(getter);
      }
    }
    return board;
  }

  private static @Nullable KSAnnotation boardAmong(KSAnnotated annotated) {
    for (KSAnnotation annotation : list(annotated.getAnnotations())) {
      if (annotation.getShortName().asString().equals(Board.class.getSimpleName())
          && BOARD.equals(
              qualifiedName(annotation.getAnnotationType().resolve().getDeclaration()))) {
        return annotation;
      }
    }
    return null;
  }

  /** The argument {@code name} of {@code annotation}, or null when it has none. */
  static @Nullable KSValueArgument argument(KSAnnotation annotation, String name) {
    for (KSValueArgument argument : annotation.getArguments()) {
      KSName argumentName = argument.getName();
      if (argumentName != null && argumentName.asString().equals(name)) {
        return argument;
      }
    }
    return null;
  }

  /** {@code node} when it has a line in a file, else {@code fallback}. */
  static KSNode placed(@Nullable KSNode node, KSNode fallback) {
    return node != null && node.getLocation() instanceof FileLocation ? node : fallback;
  }
}
