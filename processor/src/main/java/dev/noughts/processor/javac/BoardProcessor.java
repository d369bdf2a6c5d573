package dev.noughts.processor.javac;

import com.google.auto.service.AutoService;
import com.palantir.javapoet.JavaFile;
import dev.noughts.Board;
import dev.noughts.Position;
import dev.noughts.processor.core.BoardsClassWriter;
import dev.noughts.processor.core.ClassAnnotations;
import dev.noughts.processor.core.CompileError;
import dev.noughts.processor.core.ExpectationChecks;
import dev.noughts.processor.core.FixtureType;
import dev.noughts.processor.core.MissingRuntime;
import dev.noughts.processor.core.Solutions;
import dev.noughts.processor.javac.JavacReporter.Place;
import java.io.IOException;
import java.io.Writer;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.tools.JavaFileObject;

/**
 * Checks every {@code @Board} fixture with the runtime's parser and rules, reports each problem as
 * a compile error on the annotation, and generates one class of constants per declaring type.
 *
 * <p>Like AutoValue, it does not claim {@code @Board}, so other processors may read it too; and a
 * type that refers to types not generated yet (by another processor, in a later round) waits for
 * them, round by round, and is reported at the end if they never come.
 *
 * <p>Nothing it meets is thrown into javac: a failure of its own, or a runtime of another version
 * than its own (a {@link LinkageError}), is reported as {@code [noughts:internal-error]}.
 *
 * <p>Isolating in Gradle's terms: each generated class comes from one declaring type, written
 * through the {@code Filer} with that type as its only originating element.
 */
@AutoService(Processor.class)
public final class BoardProcessor extends AbstractProcessor {
  /** Turns a checked fixture type into its generated source; replaceable in tests only. */
  interface SourceWriter {
    JavaFile write(FixtureType fixtureType, ClassAnnotations annotations);
  }

  private final SourceWriter writer;

  /** Types that referred to missing types, by qualified name, to read again next round. */
  private final Set<String> deferred = new LinkedHashSet<>();

  private final MissingRuntime missingRuntime = new MissingRuntime();

  /** Each position solved once per compilation, for the fixtures that expect perfect play. */
  private final Solutions solutions = new Solutions();

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
    JavacReporter reporter = new JavacReporter(processingEnv.getMessager());
    try {
      processRound(round, reporter);
    } catch (RuntimeException | LinkageError e) { // LinkageError: a runtime of another version
      reporter.internalError("a round of annotation processing", e);
    }
    return false;
  }

  private void processRound(RoundEnvironment round, JavacReporter reporter) {
    Elements elements = processingEnv.getElementUtils();
    TypeElement boardAnnotation = elements.getTypeElement(Board.class.getCanonicalName());
    if (boardAnnotation == null) {
      return;
    }
    if (round.processingOver()) {
      reportUnresolved(reporter, boardAnnotation);
      return;
    }
    Set<TypeElement> types = new LinkedHashSet<>();
    for (String name : deferred) {
      TypeElement type = elements.getTypeElement(name);
      if (type != null) {
        types.add(type);
      }
    }
    deferred.clear();
    for (Element element : round.getElementsAnnotatedWith(boardAnnotation)) {
      if (element.getKind() == ElementKind.METHOD
          && element.getEnclosingElement() instanceof TypeElement type) {
        types.add(KaptStubs.declaringType(type));
      } else {
        reporter.error(Place.on(element), CompileError.NOT_A_METHOD, describe(element));
      }
    }
    if (types.isEmpty()) {
      return;
    }
    TypeElement position = elements.getTypeElement(Position.class.getCanonicalName());
    if (position == null) { // @Board without Position: a broken class path, not a user's mistake
      missingRuntime.report(reporter);
      return;
    }
    JavacFixtureTypeReader reader =
        new JavacFixtureTypeReader(
            elements,
            processingEnv.getTypeUtils(),
            reporter,
            new JavacFixtureReader(elements, processingEnv.getTypeUtils(), position.asType()),
            new ExpectationChecks(solutions),
            boardAnnotation);
    for (TypeElement type : types) {
      if (!JavacMissingTypes.of(type, boardAnnotation).isEmpty()) {
        deferred.add(type.getQualifiedName().toString());
        continue;
      }
      try {
        FixtureType fixtureType = reader.read(type);
        if (fixtureType != null) {
          write(fixtureType, type, reporter);
        }
      } catch (RuntimeException | LinkageError e) { // LinkageError: a runtime of another version
        reporter.internalError(Place.on(type), type.getQualifiedName(), e);
      }
    }
  }

  /** Writes the class generated for {@code fixtureType}, read from {@code type}, to the Filer. */
  private void write(FixtureType fixtureType, TypeElement type, JavacReporter reporter) {
    String generatedName = fixtureType.generated().binaryName();
    try {
      JavaFile file =
          writer.write(
              fixtureType,
              JavacClassAnnotations.visibleFrom(type, processingEnv.getElementUtils()));
      JavaFileObject source = processingEnv.getFiler().createSourceFile(generatedName, type);
      try (Writer out = source.openWriter()) {
        file.writeTo(out);
      }
    } catch (IOException e) {
      reporter.error(
          Place.on(type),
          CompileError.WRITE_FAILED,
          generatedName,
          Objects.toString(e.getMessage(), e.toString()));
    }
  }

  /** In the last round: the types whose missing types never came. */
  private void reportUnresolved(JavacReporter reporter, TypeElement boardAnnotation) {
    for (String name : deferred) {
      TypeElement type = processingEnv.getElementUtils().getTypeElement(name);
      if (type != null) {
        reporter.error(
            Place.on(type),
            CompileError.UNRESOLVED,
            name,
            String.join(", ", JavacMissingTypes.of(type, boardAnnotation)));
      }
    }
    deferred.clear();
  }

  /** For example {@code field CORNER} or {@code a constructor of example.Fixtures}. */
  private static String describe(Element element) {
    String kind = element.getKind().toString().toLowerCase(Locale.ROOT).replace('_', ' ');
    return element.getKind() == ElementKind.CONSTRUCTOR
        ? "a constructor of " + element.getEnclosingElement()
        : kind + " " + element.getSimpleName();
  }
}
