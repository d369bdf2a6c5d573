package dev.noughts.processor.ksp;

import com.google.devtools.ksp.UtilsKt;
import com.google.devtools.ksp.processing.CodeGenerator;
import com.google.devtools.ksp.processing.Dependencies;
import com.google.devtools.ksp.processing.KSPLogger;
import com.google.devtools.ksp.processing.Resolver;
import com.google.devtools.ksp.processing.SymbolProcessor;
import com.google.devtools.ksp.symbol.KSAnnotated;
import com.google.devtools.ksp.symbol.KSAnnotation;
import com.google.devtools.ksp.symbol.KSClassDeclaration;
import com.google.devtools.ksp.symbol.KSDeclaration;
import com.google.devtools.ksp.symbol.KSFile;
import com.google.devtools.ksp.symbol.KSFunctionDeclaration;
import com.google.devtools.ksp.symbol.KSNode;
import com.google.devtools.ksp.symbol.KSPropertyDeclaration;
import com.google.devtools.ksp.symbol.KSPropertyGetter;
import com.google.devtools.ksp.symbol.KSPropertySetter;
import com.google.devtools.ksp.symbol.KSValueParameter;
import com.palantir.javapoet.JavaFile;
import dev.noughts.Position;
import dev.noughts.processor.core.BoardsClassWriter;
import dev.noughts.processor.core.ClassAnnotations;
import dev.noughts.processor.core.CompileError;
import dev.noughts.processor.core.ExpectationChecks;
import dev.noughts.processor.core.FixtureType;
import dev.noughts.processor.core.GeneratedNames;
import dev.noughts.processor.core.MissingRuntime;
import dev.noughts.processor.core.Solutions;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The KSP front end: finds every {@code @Board}, groups the fixtures by the class that declares
 * them, has the shared checks judge them, and writes the same Java class as {@link
 * dev.noughts.processor.javac.BoardProcessor}.
 *
 * <p>Isolating: each generated file depends on the one source file of its fixture type. A type that
 * refers to types not generated yet waits for them, round by round. Nothing it meets is thrown into
 * KSP: a failure of its own is reported as {@code [noughts:internal-error]}.
 */
final class BoardSymbolProcessor implements SymbolProcessor {

  private final CodeGenerator codeGenerator;
  private final KspReporter reporter;

  /** Types that referred to missing types in the last round, with those types. */
  private final Map<KSClassDeclaration, Set<String>> deferred = new LinkedHashMap<>();

  private final MissingRuntime missingRuntime = new MissingRuntime();

  /** Each position solved once per compilation, for the fixtures that expect perfect play. */
  private final Solutions solutions = new Solutions();

  BoardSymbolProcessor(CodeGenerator codeGenerator, KSPLogger logger) {
    this.codeGenerator = codeGenerator;
    this.reporter = new KspReporter(logger);
  }

  @Override
  public List<KSAnnotated> process(Resolver resolver) {
    deferred.clear();
    try {
      return processRound(resolver);
    } catch (RuntimeException | LinkageError e) {
      reporter.internalError("a round of KSP", e);
      return List.of();
    }
  }

  @Override
  public void finish() {
    for (Map.Entry<KSClassDeclaration, Set<String>> type : deferred.entrySet()) {
      reporter.error(
          type.getKey(),
          CompileError.UNRESOLVED,
          KspNodes.qualifiedName(type.getKey()),
          String.join(", ", type.getValue()));
    }
    deferred.clear();
  }

  private List<KSAnnotated> processRound(Resolver resolver) {
    Map<String, KSClassDeclaration> types = new LinkedHashMap<>();
    for (KSAnnotated symbol :
        KspNodes.list(resolver.getSymbolsWithAnnotation(KspNodes.BOARD, false))) {
      KSClassDeclaration type = declaringType(symbol);
      if (type != null && !UtilsKt.isLocal(type)) { // javac does not see local types either
        types.putIfAbsent(KspNodes.qualifiedName(type), type);
      }
    }
    if (types.isEmpty()) {
      return List.of();
    }
    if (UtilsKt.getClassDeclarationByName(resolver, Position.class.getCanonicalName()) == null) {
      missingRuntime.report(reporter);
      return List.of();
    }
    ClassAnnotations annotations =
        new ClassAnnotations(
            UtilsKt.getClassDeclarationByName(resolver, ClassAnnotations.GENERATED) != null,
            UtilsKt.getClassDeclarationByName(resolver, ClassAnnotations.NULL_MARKED) != null);
    KspFixtureTypeReader reader =
        new KspFixtureTypeReader(resolver, reporter, new ExpectationChecks(solutions));
    List<KSAnnotated> later = new ArrayList<>();
    for (KSClassDeclaration type : types.values()) {
      Set<String> missing = KspMissingTypes.of(type);
      if (!missing.isEmpty()) {
        deferred.put(type, missing);
        later.addAll(KspFixtureTypeReader.fixturesIn(type));
        continue;
      }
      generate(type, reader, annotations);
    }
    return later;
  }

  private void generate(
      KSClassDeclaration type, KspFixtureTypeReader reader, ClassAnnotations annotations) {
    try {
      FixtureType fixtureType = reader.read(type);
      if (fixtureType != null) {
        write(fixtureType, type, annotations);
      }
    } catch (RuntimeException | LinkageError e) { // LinkageError: a runtime of another version
      reporter.internalError(type, KspNodes.qualifiedName(type), e);
    }
  }

  /** Writes the class generated for {@code fixtureType}, read from {@code type}. */
  private void write(
      FixtureType fixtureType, KSClassDeclaration type, ClassAnnotations annotations) {
    GeneratedNames generated = fixtureType.generated();
    JavaFile file = BoardsClassWriter.write(fixtureType, annotations);
    KSFile source = type.getContainingFile();
    Dependencies dependencies =
        source == null ? new Dependencies(false) : new Dependencies(false, source);
    try (OutputStream out =
            codeGenerator.createNewFile(
                dependencies, generated.packageName(), generated.simpleName(), "java");
        Writer writer = new OutputStreamWriter(out, StandardCharsets.UTF_8)) {
      file.writeTo(writer);
    } catch (IOException e) {
      reporter.error(
          type,
          CompileError.WRITE_FAILED,
          generated.binaryName(),
          Objects.toString(e.getMessage(), e.toString()));
    }
  }

  /**
   * The class that declares the fixture {@code symbol}; null when {@code symbol} is not a fixture
   * or is outside any class, which has been reported.
   */
  private @Nullable KSClassDeclaration declaringType(KSAnnotated symbol) {
    KSDeclaration fixture;
    if (symbol instanceof KSFunctionDeclaration || symbol instanceof KSPropertyDeclaration) {
      fixture = (KSDeclaration) symbol;
    } else if (symbol instanceof KSPropertyGetter getter) {
      fixture = getter.getReceiver();
    } else {
      reporter.error(boardPlace(symbol), CompileError.NOT_A_METHOD, describe(symbol));
      return null;
    }
    KSDeclaration parent = fixture.getParentDeclaration();
    if (parent instanceof KSClassDeclaration type) {
      return type;
    }
    if (parent == null) {
      reporter.error(
          boardPlace(fixture),
          CompileError.TOP_LEVEL,
          fixture.getSimpleName().asString(),
          fixture instanceof KSFunctionDeclaration ? "function" : "property");
    }
    return null; // inside a function: local, invisible to javac's processors as well
  }

  /** The line of the {@code @Board} on {@code symbol}: its {@code value}, or the annotation. */
  private static KSNode boardPlace(KSAnnotated symbol) {
    KSAnnotation board = KspNodes.boardOn(symbol);
    if (board == null) {
      return symbol;
    }
    return KspNodes.placed(KspNodes.argument(board, "value"), KspNodes.placed(board, symbol));
  }

  private static String describe(KSAnnotated symbol) {
    if (symbol instanceof KSPropertySetter setter) {
      return "the setter of " + setter.getReceiver().getSimpleName().asString();
    }
    if (symbol instanceof KSValueParameter parameter && parameter.getName() != null) {
      return "parameter " + Objects.requireNonNull(parameter.getName()).asString();
    }
    if (symbol instanceof KSClassDeclaration type) {
      return type.getClassKind().getType() + " " + KspNodes.qualifiedName(type);
    }
    if (symbol instanceof KSDeclaration declaration) {
      return declaration.getSimpleName().asString();
    }
    return symbol.toString();
  }
}
