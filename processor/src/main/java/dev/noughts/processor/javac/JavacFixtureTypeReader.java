package dev.noughts.processor.javac;

import dev.noughts.processor.core.BoardDeclaration;
import dev.noughts.processor.core.CompileError;
import dev.noughts.processor.core.ExpectationChecks;
import dev.noughts.processor.core.FixtureType;
import dev.noughts.processor.core.FixtureTypeChecker;
import dev.noughts.processor.core.GeneratedNames.MemberRole;
import dev.noughts.processor.core.SourceLanguage;
import dev.noughts.processor.core.TypeDeclaration;
import dev.noughts.processor.core.TypeDeclaration.AbstractMember;
import dev.noughts.processor.core.TypeDeclaration.Constructor;
import dev.noughts.processor.core.TypeDeclaration.Kind;
import dev.noughts.processor.core.TypeDeclaration.Member;
import dev.noughts.processor.javac.JavacReporter.Place;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import org.jspecify.annotations.Nullable;

/**
 * Reads a type that declares fixtures through javac's Element API (Java sources, and Kotlin through
 * kapt's stubs) into a {@link TypeDeclaration}, and has {@link FixtureTypeChecker} check it.
 */
final class JavacFixtureTypeReader {
  private final Elements elements;
  private final Types types;
  private final JavacReporter reporter;
  private final JavacFixtureReader fixtureReader;
  private final FixtureTypeChecker<Place> checker;
  private final TypeElement boardAnnotation;

  JavacFixtureTypeReader(
      Elements elements,
      Types types,
      JavacReporter reporter,
      JavacFixtureReader fixtureReader,
      ExpectationChecks expectationChecks,
      TypeElement boardAnnotation) {
    this.elements = elements;
    this.types = types;
    this.reporter = reporter;
    this.fixtureReader = fixtureReader;
    this.checker = new FixtureTypeChecker<>(reporter, expectationChecks);
    this.boardAnnotation = boardAnnotation;
  }

  /** The type's fixtures, or null when anything about the type or its fixtures is wrong. */
  @Nullable FixtureType read(TypeElement type) {
    Map<ExecutableElement, AnnotationMirror> boards = boardsOf(type);
    if (KaptStubs.isFile(type)) {
      reportTopLevel(boards.keySet());
      return null;
    }
    SourceLanguage language =
        KaptStubs.isKotlin(type) ? SourceLanguage.KOTLIN : SourceLanguage.JAVA;
    List<BoardDeclaration<Place>> fixtures = new ArrayList<>();
    boolean deprecated = isDeprecated(type);
    for (Map.Entry<ExecutableElement, AnnotationMirror> entry : boards.entrySet()) {
      ExecutableElement method = entry.getKey();
      fixtures.add(fixtureReader.read(method, fixtureName(method), language, entry.getValue()));
      deprecated |= elements.isDeprecated(method);
    }
    ExecutableElement callable = callableConstructor(type);
    return checker.check(
        new TypeDeclaration<>(
            type.getQualifiedName().toString(),
            packageName(type, elements),
            simpleNames(type),
            language,
            kindOf(type),
            type.getModifiers().contains(Modifier.SEALED) || KaptStubs.isSealed(type),
            privateType(type),
            type.getKind() == ElementKind.CLASS
                && type.getNestingKind() == NestingKind.MEMBER
                && !type.getModifiers().contains(Modifier.STATIC),
            !type.getTypeParameters().isEmpty(),
            constructorOf(callable),
            deprecated || (callable != null && elements.isDeprecated(callable)),
            type.getModifiers().contains(Modifier.PUBLIC),
            fixtures,
            members(type, language),
            otherAbstractMethods(type, boards, language),
            Place.on(type)));
  }

  /**
   * The type's fixture methods with their {@code @Board}, in declaration order: the annotated
   * methods, and the getters of annotated Kotlin properties, whose {@code @Board} kapt puts on a
   * method of its own (see {@link KaptStubs}).
   */
  private Map<ExecutableElement, AnnotationMirror> boardsOf(TypeElement type) {
    Map<String, AnnotationMirror> propertyBoards = new HashMap<>();
    TypeElement defaultImpls = KaptStubs.defaultImpls(type);
    for (TypeElement holder : defaultImpls == null ? List.of(type) : List.of(type, defaultImpls)) {
      for (ExecutableElement method : ElementFilter.methodsIn(holder.getEnclosedElements())) {
        String getter = KaptStubs.annotatedGetter(method);
        AnnotationMirror board = boardOn(method);
        if (getter != null && board != null) {
          propertyBoards.put(getter, board);
        }
      }
    }
    Map<ExecutableElement, AnnotationMirror> boards = new LinkedHashMap<>();
    for (ExecutableElement method : ElementFilter.methodsIn(type.getEnclosedElements())) {
      if (KaptStubs.annotatedGetter(method) != null) {
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
    String property = KaptStubs.propertyName(method);
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
          KaptStubs.propertyName(method) != null ? "property" : "function");
    }
  }

  /** The type's package, empty for the unnamed package. */
  private static String packageName(TypeElement type, Elements elements) {
    PackageElement pkg = elements.getPackageOf(type);
    return pkg.isUnnamed() ? "" : pkg.getQualifiedName().toString();
  }

  /** The simple names of the type and the types it is nested in, outermost first. */
  private static List<String> simpleNames(TypeElement type) {
    Deque<String> names = new ArrayDeque<>();
    for (Element e = type; e instanceof TypeElement t; e = e.getEnclosingElement()) {
      names.addFirst(t.getSimpleName().toString());
    }
    return List.copyOf(names);
  }

  private static Kind kindOf(TypeElement type) {
    return switch (type.getKind()) {
      case INTERFACE -> Kind.INTERFACE;
      case ENUM -> Kind.ENUM;
      case ANNOTATION_TYPE -> Kind.ANNOTATION;
      case RECORD -> Kind.RECORD;
      default ->
          type.getModifiers().contains(Modifier.ABSTRACT)
              ? Kind.ABSTRACT_CLASS
              : KaptStubs.isObject(type) ? Kind.OBJECT : Kind.CLASS;
    };
  }

  /** The qualified name of the type, or of the type it is nested in, that is private; or null. */
  private static @Nullable String privateType(TypeElement type) {
    for (Element enclosing = type;
        enclosing instanceof TypeElement enclosingType;
        enclosing = enclosing.getEnclosingElement()) {
      if (enclosing.getModifiers().contains(Modifier.PRIVATE)) {
        return enclosingType.getQualifiedName().toString();
      }
    }
    return null;
  }

  /** Whether the type, or a type it is nested in, is deprecated. */
  private boolean isDeprecated(TypeElement type) {
    for (Element e = type; e instanceof TypeElement; e = e.getEnclosingElement()) {
      if (elements.isDeprecated(e)) {
        return true;
      }
    }
    return false;
  }

  /** The constructor without parameters that is not private, and what it throws. */
  private Constructor constructorOf(@Nullable ExecutableElement constructor) {
    if (constructor == null) {
      return Constructor.NONE;
    }
    TypeMirror unchecked = elements.getTypeElement("java.lang.RuntimeException").asType();
    TypeMirror error = elements.getTypeElement("java.lang.Error").asType();
    List<String> checked = new ArrayList<>();
    for (TypeMirror thrown : constructor.getThrownTypes()) {
      if (!types.isSubtype(thrown, unchecked) && !types.isSubtype(thrown, error)) {
        checked.add(thrown.toString());
      }
    }
    return new Constructor(true, checked);
  }

  private static @Nullable ExecutableElement callableConstructor(TypeElement type) {
    for (ExecutableElement constructor : ElementFilter.constructorsIn(type.getEnclosedElements())) {
      if (constructor.getParameters().isEmpty()
          && !constructor.getModifiers().contains(Modifier.PRIVATE)) {
        return constructor;
      }
    }
    return null;
  }

  /**
   * The members the generated class inherits whose names could clash with its own: methods without
   * parameters, fields and member types. Private members, static methods of interfaces and the
   * fixtures declared here are not among them.
   */
  private List<Member<Place>> members(TypeElement type, SourceLanguage language) {
    List<Member<Place>> members = new ArrayList<>();
    for (Element member : elements.getAllMembers(type)) {
      boolean declaredHere = type.equals(member.getEnclosingElement());
      if (member.getModifiers().contains(Modifier.PRIVATE)
          || isStaticInInterface(member)
          || (declaredHere && boardOn(member) != null)) {
        continue; // not inherited by the generated class, or a fixture checked on its own
      }
      MemberRole role;
      if (member instanceof ExecutableElement method
          && method.getKind() == ElementKind.METHOD
          && method.getParameters().isEmpty()) {
        role = MemberRole.METHOD;
      } else if (member.getKind().isField()) {
        role = MemberRole.FIELD;
      } else if (member instanceof TypeElement) {
        role = MemberRole.TYPE;
      } else {
        continue;
      }
      members.add(
          new Member<>(
              member.getSimpleName().toString(),
              role,
              describeMember(member, language),
              declaredHere ? null : enclosingName(member),
              Place.on(declaredHere ? member : type)));
    }
    return members;
  }

  private static boolean isStaticInInterface(Element member) {
    return member.getKind() == ElementKind.METHOD
        && member.getModifiers().contains(Modifier.STATIC)
        && member.getEnclosingElement() instanceof TypeElement enclosing
        && enclosing.getKind() == ElementKind.INTERFACE;
  }

  private static String describeMember(Element member, SourceLanguage language) {
    return switch (member.getKind()) {
      case METHOD -> language.functionWord();
      case FIELD, ENUM_CONSTANT -> "field";
      default -> "member type";
    };
  }

  private static String enclosingName(Element member) {
    return member.getEnclosingElement() instanceof TypeElement enclosing
        ? enclosing.getQualifiedName().toString()
        : String.valueOf(member.getEnclosingElement());
  }

  /** The abstract methods, declared here or inherited, that are not fixtures declared here. */
  private List<AbstractMember<Place>> otherAbstractMethods(
      TypeElement type, Map<ExecutableElement, AnnotationMirror> boards, SourceLanguage language) {
    Set<ExecutableElement> setters = new HashSet<>();
    if (language == SourceLanguage.KOTLIN) {
      for (ExecutableElement fixture : boards.keySet()) {
        ExecutableElement setter = KaptStubs.setterOf(fixture);
        if (setter != null) {
          setters.add(setter);
        }
      }
    }
    List<AbstractMember<Place>> others = new ArrayList<>();
    for (ExecutableElement method : ElementFilter.methodsIn(elements.getAllMembers(type))) {
      if (!method.getModifiers().contains(Modifier.ABSTRACT)) {
        continue;
      }
      boolean declaredHere = type.equals(method.getEnclosingElement());
      if (declaredHere && (boards.containsKey(method) || setters.contains(method))) {
        continue; // a fixture, or the setter of a fixture var, which its fixture reports
      }
      others.add(
          new AbstractMember<>(
              describeAbstract(method, language),
              declaredHere ? null : enclosingName(method),
              Place.on(declaredHere ? method : type)));
    }
    return others;
  }

  /** For example {@code method forgotten()}; in Kotlin, {@code function forgotten()}. */
  private static String describeAbstract(ExecutableElement method, SourceLanguage language) {
    String property = language == SourceLanguage.KOTLIN ? KaptStubs.propertyName(method) : null;
    if (property != null) {
      return "property " + property;
    }
    return language.functionWord() + " " + method.getSimpleName() + "()";
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
