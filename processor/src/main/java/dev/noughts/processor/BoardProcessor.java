package dev.noughts.processor;

import com.google.auto.service.AutoService;
import com.palantir.javapoet.JavaFile;
import dev.noughts.Board;
import dev.noughts.Position;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.LinkedHashSet;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;

/**
 * Checks every {@code @Board} fixture with the runtime's parser and rules, reports each problem as
 * a compile error on the annotation, and generates one class of constants per declaring type.
 *
 * <p>Isolating in Gradle's terms: each generated class comes from one declaring type, written
 * through the {@code Filer} with that type as its only originating element.
 */
@AutoService(Processor.class)
public final class BoardProcessor extends AbstractProcessor {
  private static final String BUG_REPORT =
      "this is a bug in noughts; please report it with the fixture that caused it";

  /** Turns a checked fixture type into its generated source; replaceable in tests only. */
  interface SourceWriter {
    JavaFile write(FixtureType fixtureType);
  }

  private final SourceWriter writer;

  /** The processor as javac and the ServiceLoader create it. */
  public BoardProcessor() {
    this(BoardsClassWriter::write);
  }

  BoardProcessor(SourceWriter writer) {
    this.writer = writer;
  }

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return Set.of(Board.class.getCanonicalName());
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    TypeElement boardAnnotation =
        processingEnv.getElementUtils().getTypeElement(Board.class.getCanonicalName());
    if (boardAnnotation == null || annotations.isEmpty()) {
      return false;
    }
    Reporter reporter = new Reporter(processingEnv.getMessager());
    Set<TypeElement> types = new LinkedHashSet<>();
    for (Element element : round.getElementsAnnotatedWith(boardAnnotation)) {
      Element enclosing = element.getEnclosingElement();
      if (element.getKind() == ElementKind.METHOD && enclosing instanceof TypeElement) {
        types.add((TypeElement) enclosing);
      }
    }
    TypeElement position =
        processingEnv.getElementUtils().getTypeElement(Position.class.getCanonicalName());
    if (position == null) { // @Board without Position: a broken class path, not a user's mistake
      processingEnv.getMessager().printMessage(
          javax.tools.Diagnostic.Kind.ERROR,
          "[noughts:class-path] dev.noughts.Board is on the class path but dev.noughts.Position is"
              + " not; put all of noughts-runtime on it");
      return false;
    }
    FixtureTypeReader reader =
        new FixtureTypeReader(
            processingEnv.getElementUtils(),
            reporter,
            new FixtureReader(
                processingEnv.getElementUtils(),
                processingEnv.getTypeUtils(),
                reporter,
                position.asType()),
            boardAnnotation);
    for (TypeElement type : types) {
      try {
        FixtureType fixtureType = reader.read(type);
        if (fixtureType != null) {
          writer.write(fixtureType).writeTo(processingEnv.getFiler());
        }
      } catch (IOException e) {
        reporter.error(
            "write-failed",
            "could not write " + BoardsClassWriter.generatedName(type) + ": " + e.getMessage(),
            type);
      } catch (RuntimeException e) {
        reporter.error(
            "internal-error",
            "the processor failed on " + type.getQualifiedName() + ": " + e + "; " + BUG_REPORT
                + "\n" + stackTrace(e),
            type);
      }
    }
    return true;
  }

  private static String stackTrace(Throwable e) {
    StringWriter trace = new StringWriter();
    e.printStackTrace(new PrintWriter(trace));
    return trace.toString();
  }
}
