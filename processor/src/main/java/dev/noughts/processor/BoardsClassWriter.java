package dev.noughts.processor;

import static java.util.Objects.requireNonNull;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.noughts.Fixtures;
import dev.noughts.Position;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;

/**
 * Writes the class generated for one fixture type: a constant per fixture, an implementation of
 * the type, and an ordered map of every fixture. The output depends on the input only.
 */
final class BoardsClassWriter {
  private BoardsClassWriter() {}

  private static final ClassName POSITION = ClassName.get(Position.class);
  private static final TypeName FIXTURE_MAP =
      ParameterizedTypeName.get(ClassName.get(Map.class), ClassName.get(String.class), POSITION);

  /** The name of the class generated for {@code type}: {@code OpeningsBoards}, {@code Outer_InnerBoards}. */
  static ClassName generatedName(TypeElement type) {
    ClassName declared = ClassName.get(type);
    return ClassName.get(
        declared.packageName(), Fixtures.generatedSimpleName(declared.simpleNames()));
  }

  static JavaFile write(FixtureType fixtureType) {
    TypeElement type = fixtureType.type();
    ClassName declared = ClassName.get(type);
    ClassName generated = generatedName(type);

    TypeSpec.Builder boards =
        TypeSpec.classBuilder(generated)
            .addOriginatingElement(type)
            .addAnnotation(
                AnnotationSpec.builder(Generated.class)
                    .addMember("value", "$S", BoardProcessor.class.getName())
                    .build())
            .addModifiers(Modifier.FINAL)
            .addJavadoc(
                "The {@code @Board} fixtures of {@link $T}, checked when it was compiled.\n", declared);
    if (type.getModifiers().contains(Modifier.PUBLIC)) {
      boards.addModifiers(Modifier.PUBLIC);
    }
    if (type.getKind() == ElementKind.INTERFACE) {
      boards.addSuperinterface(declared);
    } else {
      boards.superclass(declared);
    }

    for (Fixture fixture : fixtureType.fixtures()) {
      boards.addField(constant(fixture));
    }
    boards.addField(
        FieldSpec.builder(generated, "INSTANCE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .addJavadoc("Implements {@link $T}: each fixture method returns its constant.\n", declared)
            .initializer("new $T()", generated)
            .build());
    boards.addField(
        FieldSpec.builder(FIXTURE_MAP, "ALL", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
            .initializer("allInOrder()")
            .build());
    boards.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());

    for (Fixture fixture : fixtureType.fixtures()) {
      boards.addMethod(
          MethodSpec.methodBuilder(fixture.name())
              .addAnnotation(Override.class)
              .addModifiers(visibilityOf(fixture))
              .returns(POSITION)
              .addStatement("return $N", fixture.constantName())
              .build());
    }
    boards.addMethod(
        MethodSpec.methodBuilder("all")
            .addJavadoc(
                "Every fixture by its name, in declaration order; unmodifiable. For JUnit's"
                    + " {@code @MethodSource} and {@code @FieldSource}.\n")
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(FIXTURE_MAP)
            .addStatement("return ALL")
            .build());
    boards.addMethod(allInOrder(fixtureType));

    return JavaFile.builder(generated.packageName(), boards.build())
        .skipJavaLangImports(true)
        .build();
  }

  private static FieldSpec constant(Fixture fixture) {
    List<String> rows = fixture.position().toRows();
    // One format for the whole call: JavaPoet parses each format string it is given.
    String format = "$T.of(" + String.join(", ", Collections.nCopies(rows.size(), "$S")) + ")";
    Object[] arguments = new Object[rows.size() + 1];
    arguments[0] = POSITION;
    for (int i = 0; i < rows.size(); i++) {
      arguments[i + 1] = rows.get(i);
    }
    return FieldSpec.builder(
            POSITION, fixture.constantName(), Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("$L", javadoc(fixture))
        .initializer(format, arguments)
        .build();
  }

  /** The board drawn as rows, and its verdict, so an IDE shows both on hover. */
  private static String javadoc(Fixture fixture) {
    String verdict = fixture.verdict().toString();
    return "Fixture {@code " + fixture.name() + "}:\n<pre>\n"
        + String.join("\n", fixture.position().toRows()) + "\n</pre>\n<p>"
        + Character.toUpperCase(verdict.charAt(0)) + verdict.substring(1) + ".\n";
  }

  /** Interface methods are public; a protected or package-private abstract method keeps its access. */
  private static Modifier[] visibilityOf(Fixture fixture) {
    if (fixture.method().getModifiers().contains(Modifier.PROTECTED)) {
      return new Modifier[] {Modifier.PROTECTED};
    }
    boolean isPackagePrivate =
        requireNonNull(fixture.method().getEnclosingElement()).getKind() == ElementKind.CLASS
            && !fixture.method().getModifiers().contains(Modifier.PUBLIC);
    return isPackagePrivate ? new Modifier[0] : new Modifier[] {Modifier.PUBLIC};
  }

  private static MethodSpec allInOrder(FixtureType fixtureType) {
    MethodSpec.Builder method =
        MethodSpec.methodBuilder("allInOrder")
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .returns(FIXTURE_MAP)
            .addStatement(
                "$T all = new $T<>()",
                FIXTURE_MAP,
                ClassName.get(LinkedHashMap.class));
    for (Fixture fixture : fixtureType.fixtures()) {
      method.addStatement("all.put($S, $N)", fixture.name(), fixture.constantName());
    }
    return method
        .addStatement("return $T.unmodifiableMap(all)", Collections.class)
        .build();
  }
}
