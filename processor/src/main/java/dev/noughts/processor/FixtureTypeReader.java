package dev.noughts.processor;

import dev.noughts.internal.FixtureClassNames;
import dev.noughts.processor.Reporter.Place;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.Name;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import org.jspecify.annotations.Nullable;

/**
 * Checks a type that declares fixtures: that the generated class can implement it, that every
 * fixture is good, and that no name of the generated class clashes with a fixture or a member.
 */
final class FixtureTypeReader {
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
    Map<ExecutableElement, AnnotationMirror> boards = boardsOf(type);
    boolean kotlin = KotlinStubs.isKotlin(type);
    SourceLanguage language = kotlin ? SourceLanguage.KOTLIN : SourceLanguage.JAVA;
    if (KotlinStubs.isFile(type)) {
      reportTopLevel(boards.keySet());
      return null;
    }
    FixtureType.Kind kind = checkType(type, language);
    if (kind == null && kotlin) {
      return null; // as through KSP: the members of a Kotlin object or class are not fixtures
    }
    String generatedSimpleName = FixtureClassNames.simpleName(simpleNames(type));
    List<Fixture> fixtures = new ArrayList<>();
    FixtureNames<Place> names = new FixtureNames<>(reporter);
    int count = boards.size();
    for (Map.Entry<ExecutableElement, AnnotationMirror> entry : boards.entrySet()) {
      ExecutableElement method = entry.getKey();
      AnnotationMirror board = entry.getValue();
      Fixture fixture = fixtureReader.read(method, fixtureName(method), language, board);
      if (fixture != null && names.accept(fixture, Place.on(method, board))) {
        fixtures.add(fixture);
      }
    }
    names.checkCount(Place.on(type), type.getQualifiedName().toString(), count);
    checkMembers(type, generatedSimpleName);
    checkOtherAbstractMethods(type, boards, kotlin);
    if (kind == null || reporter.errorCount() != errorsBefore) {
      return null;
    }
    return new FixtureType(
        packageName(type, elements),
        simpleNames(type),
        kind,
        type.getModifiers().contains(Modifier.PUBLIC),
        fixtures);
  }

  /**
   * The type's fixture methods with their {@code @Board}, in declaration order: the annotated
   * methods, and the getters of annotated Kotlin properties, whose {@code @Board} kapt puts on a
   * method of its own (see {@link KotlinStubs}).
   */
  private Map<ExecutableElement, AnnotationMirror> boardsOf(TypeElement type) {
    Map<String, AnnotationMirror> propertyBoards = new HashMap<>();
    TypeElement defaultImpls = KotlinStubs.defaultImpls(type);
    for (TypeElement holder : defaultImpls == null ? List.of(type) : List.of(type, defaultImpls)) {
      for (ExecutableElement method : ElementFilter.methodsIn(holder.getEnclosedElements())) {
        String getter = KotlinStubs.annotatedGetter(method);
        AnnotationMirror board = boardOn(method);
        if (getter != null && board != null) {
          propertyBoards.put(getter, board);
        }
      }
    }
    Map<ExecutableElement, AnnotationMirror> boards = new LinkedHashMap<>();
    for (ExecutableElement method : ElementFilter.methodsIn(type.getEnclosedElements())) {
      if (KotlinStubs.annotatedGetter(method) != null) {
        continue;
      }
      AnnotationMirror board = boardOn(method);
      if (board == null && method.getParameters().isEmpty()) {
        board = propertyBoards.get(method.getSimpleName().toString());
      }
      if (board != null) {
        boards.put(method, board);
      }
    }
    return boards;
  }

  /** The fixture's name: the method's, or for a Kotlin property's getter, the property's. */
  private static String fixtureName(ExecutableElement method) {
    String property = KotlinStubs.propertyName(method);
    return property != null ? property : method.getSimpleName().toString();
  }

  /**
   * One error per fixture, on the fixture, for top-level Kotlin functions and properties: kapt
   * shows them as static methods of a file class such as {@code FixturesKt}, which has no line in
   * Kotlin of its own.
   */
  private void reportTopLevel(Set<ExecutableElement> methods) {
    for (ExecutableElement method : methods) {
      reporter.error(
          Place.on(method),
          CompileError.TOP_LEVEL,
          fixtureName(method),
          KotlinStubs.propertyName(method) != null ? "property" : "function");
    }
  }

  /** The type's package, empty for the unnamed package. */
  static String packageName(TypeElement type, Elements elements) {
    PackageElement pkg = elements.getPackageOf(type);
    return pkg.isUnnamed() ? "" : pkg.getQualifiedName().toString();
  }

  /** The simple names of the type and the types it is nested in, outermost first. */
  static List<String> simpleNames(TypeElement type) {
    Deque<String> names = new ArrayDeque<>();
    for (Element e = type; e instanceof TypeElement t; e = e.getEnclosingElement()) {
      names.addFirst(t.getSimpleName().toString());
    }
    return List.copyOf(names);
  }

  /** The kind of the type, or null when it cannot declare fixtures (which has been reported). */
  private FixtureType.@Nullable Kind checkType(TypeElement type, SourceLanguage language) {
    Name name = type.getQualifiedName();
    ElementKind kind = type.getKind();
    boolean isAbstractClass =
        kind == ElementKind.CLASS && type.getModifiers().contains(Modifier.ABSTRACT);
    if (kind != ElementKind.INTERFACE && !isAbstractClass) {
      reporter.error(
          Place.on(type), CompileError.DECLARING_TYPE, name, language.describe(kindOf(type)));
      return null;
    }
    for (Element enclosing = type;
        enclosing instanceof TypeElement enclosingType;
        enclosing = enclosing.getEnclosingElement()) {
      if (enclosing.getModifiers().contains(Modifier.PRIVATE)) {
        reporter.error(
            Place.on(type),
            CompileError.PRIVATE_TYPE,
            name,
            enclosing == type
                ? "is private"
                : "is nested in private type " + enclosingType.getQualifiedName(),
            language.visibleAccess());
        break;
      }
    }
    if (kind == ElementKind.CLASS
        && type.getNestingKind() == NestingKind.MEMBER
        && !type.getModifiers().contains(Modifier.STATIC)) {
      reporter.error(Place.on(type), CompileError.INNER_CLASS, name, language.notInner());
    }
    if (!type.getTypeParameters().isEmpty()) {
      reporter.error(Place.on(type), CompileError.GENERIC_TYPE, name);
    }
    if (isAbstractClass && !hasUsableConstructor(type)) {
      reporter.error(Place.on(type), CompileError.CONSTRUCTOR, name);
    }
    return isAbstractClass ? FixtureType.Kind.ABSTRACT_CLASS : FixtureType.Kind.INTERFACE;
  }

  private static boolean hasUsableConstructor(TypeElement type) {
    for (ExecutableElement constructor : ElementFilter.constructorsIn(type.getEnclosedElements())) {
      if (constructor.getParameters().isEmpty()
          && !constructor.getModifiers().contains(Modifier.PRIVATE)) {
        return true;
      }
    }
    return false;
  }

  private static SourceLanguage.TypeKind kindOf(TypeElement type) {
    return switch (type.getKind()) {
      case ENUM -> SourceLanguage.TypeKind.ENUM;
      case ANNOTATION_TYPE -> SourceLanguage.TypeKind.ANNOTATION;
      case RECORD -> SourceLanguage.TypeKind.RECORD;
      default ->
          KotlinStubs.isObject(type)
              ? SourceLanguage.TypeKind.OBJECT
              : SourceLanguage.TypeKind.CLASS;
    };
  }

  /**
   * The generated class inherits the type's members: a method {@code all()} would clash with the
   * generated one, and a field or member type would change what a name in the generated class
   * refers to.
   */
  private void checkMembers(TypeElement type, String generatedSimpleName) {
    for (Element member : elements.getAllMembers(type)) {
      boolean declaredHere = type.equals(member.getEnclosingElement());
      if (member.getModifiers().contains(Modifier.PRIVATE)
          || isStaticInInterface(member)
          || (declaredHere && boardOn(member) != null)) {
        continue; // not inherited by the generated class, or a fixture checked on its own
      }
      String name = member.getSimpleName().toString();
      String problem = null;
      if (member instanceof ExecutableElement method
          && method.getKind() == ElementKind.METHOD
          && name.equals(BoardsClassWriter.ALL)
          && method.getParameters().isEmpty()) {
        problem = "the generated class declares a static method all() that lists every fixture";
      } else if (member instanceof ExecutableElement method
          && method.getKind() == ElementKind.METHOD
          && name.equals(BoardsClassWriter.EXPECTATIONS)
          && method.getParameters().isEmpty()) {
        problem =
            "the generated class declares a static method expectations() that lists every"
                + " fixture's expectations";
      } else if ((member.getKind().isField() || member instanceof TypeElement)
          && BoardsClassWriter.isNameInBody(
              name, generatedSimpleName, member.getKind().isField())) {
        problem = "the generated class refers to something else by the name " + name;
      }
      if (problem != null) {
        reporter.error(
            Place.on(declaredHere ? member : type),
            CompileError.MEMBER_NAME,
            type.getQualifiedName(),
            describeMember(member),
            member.getKind() == ElementKind.METHOD ? name + "()" : name,
            declaredHere ? "" : " (inherited from " + enclosingName(member) + ")",
            problem);
      }
    }
  }

  private static boolean isStaticInInterface(Element member) {
    return member.getKind() == ElementKind.METHOD
        && member.getModifiers().contains(Modifier.STATIC)
        && member.getEnclosingElement() instanceof TypeElement enclosing
        && enclosing.getKind() == ElementKind.INTERFACE;
  }

  private static String describeMember(Element member) {
    return switch (member.getKind()) {
      case METHOD -> "method";
      case FIELD, ENUM_CONSTANT -> "field";
      default -> "member type";
    };
  }

  private static String enclosingName(Element member) {
    return member.getEnclosingElement() instanceof TypeElement enclosing
        ? enclosing.getQualifiedName().toString()
        : String.valueOf(member.getEnclosingElement());
  }

  /**
   * Every abstract method must be a fixture declared here, or the generated class cannot compile.
   */
  private void checkOtherAbstractMethods(
      TypeElement type, Map<ExecutableElement, AnnotationMirror> boards, boolean kotlin) {
    for (ExecutableElement method : ElementFilter.methodsIn(elements.getAllMembers(type))) {
      if (!method.getModifiers().contains(Modifier.ABSTRACT)) {
        continue;
      }
      boolean declaredHere = type.equals(method.getEnclosingElement());
      if (declaredHere && boards.containsKey(method)) {
        continue;
      }
      reporter.error(
          Place.on(declaredHere ? method : type),
          CompileError.NOT_A_FIXTURE,
          type.getQualifiedName(),
          describeAbstract(method, kotlin),
          declaredHere ? "" : ", inherited from " + enclosingName(method) + ",");
    }
  }

  /** For example {@code method forgotten()}; in Kotlin, {@code function forgotten()}. */
  private static String describeAbstract(ExecutableElement method, boolean kotlin) {
    String property = kotlin ? KotlinStubs.propertyName(method) : null;
    if (property != null) {
      return "property " + property;
    }
    return (kotlin ? "function " : "method ") + method.getSimpleName() + "()";
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
