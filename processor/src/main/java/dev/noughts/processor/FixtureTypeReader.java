package dev.noughts.processor;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import org.jspecify.annotations.Nullable;

/**
 * Checks a type that declares fixtures: that the generated class can implement it, that every
 * fixture is good, and that no two fixtures share a constant.
 */
final class FixtureTypeReader {
  /** Names the generated class itself uses. */
  private static final String INSTANCE = "INSTANCE";

  private static final String ALL = "all";

  private final Elements elements;
  private final Reporter reporter;
  private final FixtureReader fixtureReader;
  private final TypeElement boardAnnotation;

  FixtureTypeReader(
      Elements elements,
      Reporter reporter,
      FixtureReader fixtureReader,
      TypeElement boardAnnotation) {
    this.elements = elements;
    this.reporter = reporter;
    this.fixtureReader = fixtureReader;
    this.boardAnnotation = boardAnnotation;
  }

  /** The type's fixtures, or null when anything about the type or its fixtures is wrong. */
  @Nullable FixtureType read(TypeElement type) {
    int errorsBefore = reporter.errorCount();
    checkType(type);
    List<Fixture> fixtures = new ArrayList<>();
    Map<String, Fixture> byConstant = new HashMap<>();
    for (ExecutableElement method : ElementFilter.methodsIn(type.getEnclosedElements())) {
      AnnotationMirror board = boardOn(method);
      if (board == null) {
        continue;
      }
      Fixture fixture = fixtureReader.read(method, board);
      if (fixture != null && checkName(fixture, board, byConstant)) {
        fixtures.add(fixture);
      }
    }
    checkOtherAbstractMethods(type);
    return reporter.errorCount() == errorsBefore ? new FixtureType(type, fixtures) : null;
  }

  private void checkType(TypeElement type) {
    String name = type.getQualifiedName().toString();
    ElementKind kind = type.getKind();
    boolean isAbstractClass =
        kind == ElementKind.CLASS && type.getModifiers().contains(Modifier.ABSTRACT);
    if (kind != ElementKind.INTERFACE && !isAbstractClass) {
      reporter.error(
          "declaring-type",
          name + " declares fixtures but is " + describeKind(type)
              + "; declare fixtures in an interface or an abstract class",
          type);
      return;
    }
    for (Element enclosing = type; enclosing instanceof TypeElement;
        enclosing = enclosing.getEnclosingElement()) {
      if (enclosing.getModifiers().contains(Modifier.PRIVATE)) {
        reporter.error(
            "private-type",
            (enclosing == type ? name + " is private" : name + " is nested in private type "
                + ((TypeElement) enclosing).getQualifiedName())
                + "; the generated class cannot implement it, so make it package-private or"
                + " public",
            type);
        break;
      }
    }
    if (kind == ElementKind.CLASS
        && type.getNestingKind() == NestingKind.MEMBER
        && !type.getModifiers().contains(Modifier.STATIC)) {
      reporter.error(
          "inner-class",
          name + " is an inner class; make it static so the generated class can extend it",
          type);
    }
    if (!type.getTypeParameters().isEmpty()) {
      reporter.error(
          "generic-type", name + " has type parameters; fixture types are not generic", type);
    }
    if (isAbstractClass && !hasUsableConstructor(type)) {
      reporter.error(
          "constructor",
          name + " has no constructor without parameters that the generated class can call;"
              + " add one that is not private",
          type);
    }
  }

  private static boolean hasUsableConstructor(TypeElement type) {
    for (ExecutableElement constructor :
        ElementFilter.constructorsIn(type.getEnclosedElements())) {
      if (constructor.getParameters().isEmpty()
          && !constructor.getModifiers().contains(Modifier.PRIVATE)) {
        return true;
      }
    }
    return false;
  }

  private static String describeKind(TypeElement type) {
    switch (type.getKind()) {
      case ENUM:
        return "an enum";
      case ANNOTATION_TYPE:
        return "an annotation type";
      case CLASS:
        return "a class that is not abstract";
      default:
        return "a " + type.getKind().toString().toLowerCase(java.util.Locale.ROOT);
    }
  }

  private boolean checkName(
      Fixture fixture, AnnotationMirror board, Map<String, Fixture> byConstant) {
    String name = fixture.name();
    if (name.equals(ALL)) {
      reporter.error(
          "reserved-name",
          "fixture all: the generated class has a method all() that lists every fixture;"
              + " choose another name",
          fixture.method(),
          board,
          null);
      return false;
    }
    if (fixture.constantName().equals(INSTANCE)) {
      reporter.error(
          "reserved-name",
          "fixture " + name + ": its constant would be INSTANCE, which the generated class uses"
              + " for itself; choose another name",
          fixture.method(),
          board,
          null);
      return false;
    }
    Fixture earlier = byConstant.putIfAbsent(fixture.constantName(), fixture);
    if (earlier != null) {
      reporter.error(
          "duplicate-name",
          "fixture " + name + ": its constant " + fixture.constantName()
              + " is already taken by fixture " + earlier.name() + "; rename one of them",
          fixture.method(),
          board,
          null);
      return false;
    }
    return true;
  }

  /** Every abstract method must be a fixture declared here, or the generated class cannot compile. */
  private void checkOtherAbstractMethods(TypeElement type) {
    for (ExecutableElement method : ElementFilter.methodsIn(elements.getAllMembers(type))) {
      if (!method.getModifiers().contains(Modifier.ABSTRACT)) {
        continue;
      }
      boolean declaredHere = type.equals(method.getEnclosingElement());
      if (declaredHere && boardOn(method) != null) {
        continue;
      }
      reporter.error(
          "not-a-fixture",
          type.getQualifiedName() + " has abstract method " + method.getSimpleName() + "()"
              + (declaredHere ? "" : ", inherited from "
                  + requireNonNull((TypeElement) method.getEnclosingElement()).getQualifiedName()
                  + ",")
              + " without @Board here; the generated class can only implement fixtures"
              + " declared in this type",
          declaredHere ? method : type);
    }
  }

  private @Nullable AnnotationMirror boardOn(Element element) {
    for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
      if (mirror.getAnnotationType().asElement().equals(boardAnnotation)) {
        return mirror;
      }
    }
    return null;
  }
}
