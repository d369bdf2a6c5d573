package dev.noughts.processor;

import dev.noughts.internal.FixtureClassNames;
import dev.noughts.processor.Reporter.Place;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
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
    if (KotlinStubs.isKotlin(type) && !canDeclareFixtures(type)) {
      reportKotlinDeclaringType(type, boards.keySet());
      return null;
    }
    FixtureType.Kind kind = checkType(type);
    String generatedSimpleName = FixtureClassNames.simpleName(simpleNames(type));
    List<Fixture> fixtures = new ArrayList<>();
    Map<String, Fixture> byConstant = new HashMap<>();
    int count = boards.size();
    for (Map.Entry<ExecutableElement, AnnotationMirror> entry : boards.entrySet()) {
      ExecutableElement method = entry.getKey();
      AnnotationMirror board = entry.getValue();
      Fixture fixture = fixtureReader.read(method, fixtureName(method), board);
      if (fixture != null && checkName(fixture, Place.on(method, board), byConstant)) {
        fixtures.add(fixture);
      }
    }
    if (count > BoardsClassWriter.MAX_FIXTURES) {
      reporter.error(
          Place.on(type),
          CompileError.TOO_MANY_FIXTURES,
          type.getQualifiedName(),
          count,
          BoardsClassWriter.MAX_FIXTURES);
    }
    checkMembers(type, generatedSimpleName);
    checkOtherAbstractMethods(type, boards);
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

  private static boolean canDeclareFixtures(TypeElement type) {
    return type.getKind() == ElementKind.INTERFACE
        || (type.getKind() == ElementKind.CLASS && type.getModifiers().contains(Modifier.ABSTRACT));
  }

  /**
   * One error per fixture, on the fixture, for a Kotlin file, object or class that cannot declare
   * fixtures: in Kotlin's terms, where Java's would speak of the stubs kapt made of them.
   */
  private void reportKotlinDeclaringType(TypeElement type, Set<ExecutableElement> methods) {
    for (ExecutableElement method : methods) {
      String member = KotlinStubs.propertyName(method) != null ? "property" : "function";
      String where =
          KotlinStubs.isFile(type)
              ? "is a top-level " + member
              : "is in " + type.getQualifiedName() + ", " + describeKotlinKind(type);
      reporter.error(
          Place.on(method), CompileError.KOTLIN_DECLARING_TYPE, fixtureName(method), where);
    }
  }

  private static String describeKotlinKind(TypeElement type) {
    return switch (type.getKind()) {
      case ENUM -> "an enum class";
      case ANNOTATION_TYPE -> "an annotation class";
      default -> KotlinStubs.isObject(type) ? "an object" : "a class that is not abstract";
    };
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
  private FixtureType.@Nullable Kind checkType(TypeElement type) {
    Name name = type.getQualifiedName();
    ElementKind kind = type.getKind();
    boolean isAbstractClass =
        kind == ElementKind.CLASS && type.getModifiers().contains(Modifier.ABSTRACT);
    if (kind != ElementKind.INTERFACE && !isAbstractClass) {
      reporter.error(Place.on(type), CompileError.DECLARING_TYPE, name, describeKind(type));
      return null;
    }
    for (Element enclosing = type; enclosing instanceof TypeElement enclosingType;
        enclosing = enclosing.getEnclosingElement()) {
      if (enclosing.getModifiers().contains(Modifier.PRIVATE)) {
        reporter.error(
            Place.on(type),
            CompileError.PRIVATE_TYPE,
            name,
            enclosing == type
                ? "is private"
                : "is nested in private type " + enclosingType.getQualifiedName());
        break;
      }
    }
    if (kind == ElementKind.CLASS
        && type.getNestingKind() == NestingKind.MEMBER
        && !type.getModifiers().contains(Modifier.STATIC)) {
      reporter.error(Place.on(type), CompileError.INNER_CLASS, name);
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
    return switch (type.getKind()) {
      case ENUM -> "an enum";
      case ANNOTATION_TYPE -> "an annotation type";
      case CLASS -> "a class that is not abstract";
      default -> "a " + type.getKind().toString().toLowerCase(Locale.ROOT);
    };
  }

  /** Whether the fixture's method and constant leave the generated class's own names free. */
  private boolean checkName(Fixture fixture, Place place, Map<String, Fixture> byConstant) {
    String name = fixture.name();
    String method = fixture.methodName();
    String problem = null;
    if (method.equals(BoardsClassWriter.ALL)) {
      problem = "the generated class has a method all() that lists every fixture";
    } else if (method.equals(BoardsClassWriter.EXPECTATIONS)) {
      problem =
          "the generated class has a method expectations() that lists every fixture's"
              + " expectations";
    } else if (BoardsClassWriter.OBJECT_METHODS.contains(method)) {
      problem = "the generated class would override Object's " + method + "()";
    } else if (fixture.constantName().equals(BoardsClassWriter.INSTANCE)) {
      problem = "its constant would be INSTANCE, which the generated class uses for itself";
    }
    if (problem != null) {
      reporter.error(place, CompileError.RESERVED_NAME, name, problem);
      return false;
    }
    Fixture earlier = byConstant.putIfAbsent(fixture.constantName(), fixture);
    if (earlier != null) {
      reporter.error(
          place, CompileError.DUPLICATE_NAME, name, fixture.constantName(), earlier.name());
      return false;
    }
    return true;
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

  /** Every abstract method must be a fixture declared here, or the generated class cannot compile. */
  private void checkOtherAbstractMethods(
      TypeElement type, Map<ExecutableElement, AnnotationMirror> boards) {
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
          method.getSimpleName(),
          declaredHere ? "" : ", inherited from " + enclosingName(method) + ",");
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
