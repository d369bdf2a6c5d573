package dev.noughts.processor;

import com.google.devtools.ksp.UtilsKt;
import com.google.devtools.ksp.symbol.ClassKind;
import com.google.devtools.ksp.symbol.KSAnnotation;
import com.google.devtools.ksp.symbol.KSClassDeclaration;
import com.google.devtools.ksp.symbol.KSDeclaration;
import com.google.devtools.ksp.symbol.KSFunctionDeclaration;
import com.google.devtools.ksp.symbol.KSNode;
import com.google.devtools.ksp.symbol.KSPropertyDeclaration;
import com.google.devtools.ksp.symbol.KSType;
import com.google.devtools.ksp.symbol.KSValueParameter;
import com.google.devtools.ksp.symbol.Modifier;
import com.google.devtools.ksp.symbol.Origin;
import com.google.devtools.ksp.symbol.Visibility;
import dev.noughts.internal.FixtureClassNames;
import dev.noughts.processor.SourceLanguage.TypeKind;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Checks a Kotlin (or Java) class that declares fixtures, as KSP sees it: that the generated Java
 * class can implement it, that every fixture is good, and that no name of the generated class
 * clashes with a fixture or a member. Problems of the type go on its declaration's line.
 */
final class KspFixtureTypeReader {
  private final KspReporter reporter;
  private final KspFixtureReader fixtureReader;

  KspFixtureTypeReader(KspReporter reporter, KspFixtureReader fixtureReader) {
    this.reporter = reporter;
    this.fixtureReader = fixtureReader;
  }

  /** The type's fixtures, or null when anything about the type or its fixtures is wrong. */
  @Nullable FixtureType read(KSClassDeclaration type) {
    int errorsBefore = reporter.errorCount();
    String name = KspNodes.qualifiedName(type);
    FixtureType.Kind kind = kindOf(type);
    if (kind == null) {
      reporter.error(
          type, CompileError.DECLARING_TYPE, name, SourceLanguage.KOTLIN.describe(typeKind(type)));
      return null; // its members are not fixtures whatever they say: only the type is wrong
    }
    checkType(type, name);
    List<Fixture> fixtures = new ArrayList<>();
    FixtureNames<KSNode> names = new FixtureNames<>(reporter);
    List<KSDeclaration> boards = fixturesIn(type);
    for (KSDeclaration declaration : boards) {
      KSAnnotation board = KspNodes.boardOn(declaration);
      if (board == null) {
        continue;
      }
      Fixture fixture = fixtureReader.read(declaration, board);
      if (fixture != null
          && names.accept(fixture, KspNodes.placed(KspNodes.argument(board, "value"), board))) {
        fixtures.add(fixture);
      }
    }
    names.checkCount(type, name, boards.size());
    String generatedSimpleName = FixtureClassNames.simpleName(simpleNames(type));
    Set<KSDeclaration> fixtureSet = new HashSet<>(boards);
    checkMembers(type, name, generatedSimpleName, fixtureSet);
    checkOtherAbstractMembers(type, name, fixtureSet);
    if (reporter.errorCount() != errorsBefore) {
      return null;
    }
    Visibility visibility = UtilsKt.getVisibility(type);
    return new FixtureType(
        type.getPackageName().asString(),
        simpleNames(type),
        kind,
        visibility == Visibility.PUBLIC || visibility == Visibility.INTERNAL,
        fixtures);
  }

  /** The {@code @Board} functions and properties declared in {@code type}, in source order. */
  static List<KSDeclaration> fixturesIn(KSClassDeclaration type) {
    List<KSDeclaration> fixtures = new ArrayList<>();
    for (KSDeclaration member : KspNodes.list(type.getDeclarations())) {
      if ((member instanceof KSFunctionDeclaration || member instanceof KSPropertyDeclaration)
          && KspNodes.boardOn(member) != null) {
        fixtures.add(member);
      }
    }
    return fixtures;
  }

  /** The simple names of the type and the classes it is nested in, outermost first. */
  static List<String> simpleNames(KSClassDeclaration type) {
    Deque<String> names = new ArrayDeque<>();
    for (KSDeclaration d = type; d instanceof KSClassDeclaration c; d = d.getParentDeclaration()) {
      names.addFirst(c.getSimpleName().asString());
    }
    return List.copyOf(names);
  }

  private static FixtureType.@Nullable Kind kindOf(KSClassDeclaration type) {
    if (type.getModifiers().contains(Modifier.SEALED)) {
      return null;
    }
    if (type.getClassKind() == ClassKind.INTERFACE) {
      return FixtureType.Kind.INTERFACE;
    }
    return type.getClassKind() == ClassKind.CLASS && type.getModifiers().contains(Modifier.ABSTRACT)
        ? FixtureType.Kind.ABSTRACT_CLASS
        : null;
  }

  private static TypeKind typeKind(KSClassDeclaration type) {
    if (type.getModifiers().contains(Modifier.SEALED)) {
      return type.getClassKind() == ClassKind.INTERFACE
          ? TypeKind.SEALED_INTERFACE
          : TypeKind.SEALED_CLASS;
    }
    return switch (type.getClassKind()) {
      case OBJECT -> type.isCompanionObject() ? TypeKind.COMPANION_OBJECT : TypeKind.OBJECT;
      case ENUM_CLASS -> TypeKind.ENUM;
      case ENUM_ENTRY -> TypeKind.ENUM_ENTRY;
      case ANNOTATION_CLASS -> TypeKind.ANNOTATION;
      default -> TypeKind.CLASS;
    };
  }

  private void checkType(KSClassDeclaration type, String name) {
    for (KSDeclaration enclosing = type;
        enclosing instanceof KSClassDeclaration enclosingClass;
        enclosing = enclosing.getParentDeclaration()) {
      // A private top-level class is package-private in its class file: the generated class,
      // in the same package, can implement it. A private nested class it cannot.
      if (UtilsKt.getVisibility(enclosing) == Visibility.PRIVATE
          && enclosing.getParentDeclaration() != null) {
        reporter.error(
            type,
            CompileError.PRIVATE_TYPE,
            name,
            enclosing == type
                ? "is private"
                : "is nested in private class " + KspNodes.qualifiedName(enclosingClass),
            SourceLanguage.KOTLIN.visibleAccess());
        break;
      }
    }
    if (type.getModifiers().contains(Modifier.INNER)) {
      reporter.error(type, CompileError.INNER_CLASS, name, SourceLanguage.KOTLIN.notInner());
    }
    if (!type.getTypeParameters().isEmpty()) {
      reporter.error(type, CompileError.GENERIC_TYPE, name);
    }
    if (type.getClassKind() == ClassKind.CLASS && !hasUsableConstructor(type)) {
      reporter.error(type, CompileError.CONSTRUCTOR, name);
    }
  }

  /**
   * A constructor without parameters, or a primary constructor whose parameters all have defaults
   * (Kotlin then adds one without parameters), that is not private.
   */
  private static boolean hasUsableConstructor(KSClassDeclaration type) {
    List<KSFunctionDeclaration> constructors = KspNodes.list(UtilsKt.getConstructors(type));
    if (constructors.isEmpty()) {
      return true;
    }
    KSFunctionDeclaration primary = type.getPrimaryConstructor();
    for (KSFunctionDeclaration constructor : constructors) {
      if (UtilsKt.getVisibility(constructor) == Visibility.PRIVATE) {
        continue;
      }
      boolean allDefaults =
          constructor.equals(primary)
              && constructor.getParameters().stream().allMatch(KSValueParameter::getHasDefault);
      if (constructor.getParameters().isEmpty() || allDefaults) {
        return true;
      }
    }
    return false;
  }

  /**
   * The generated class inherits the type's members: a function {@code all()} would clash with the
   * generated one, and a static field or nested class would change what a name in the generated
   * class refers to.
   */
  private void checkMembers(
      KSClassDeclaration type, String name, String generatedSimpleName, Set<KSDeclaration> boards) {
    for (KSFunctionDeclaration function : KspNodes.list(type.getAllFunctions())) {
      String functionName = function.getSimpleName().asString();
      String lists =
          functionName.equals(BoardsClassWriter.ALL)
              ? "every fixture"
              : functionName.equals(BoardsClassWriter.EXPECTATIONS)
                  ? "every fixture's expectations"
                  : null;
      if (lists != null
          && function.getParameters().isEmpty()
          && function.getExtensionReceiver() == null
          && !boards.contains(function)
          && UtilsKt.getVisibility(function) != Visibility.PRIVATE
          && !function.getModifiers().contains(Modifier.JAVA_STATIC)) {
        reportMember(
            type,
            name,
            function,
            "function",
            functionName + "()",
            "the generated class declares a static method "
                + functionName
                + "() that lists "
                + lists);
      }
    }
    Set<KSClassDeclaration> types = new LinkedHashSet<>();
    types.add(type);
    for (KSType supertype : KspNodes.list(UtilsKt.getAllSuperTypes(type))) {
      if (supertype.getDeclaration() instanceof KSClassDeclaration declaration) {
        types.add(declaration);
      }
    }
    for (KSClassDeclaration holder : types) {
      for (KSDeclaration member : KspNodes.list(holder.getDeclarations())) {
        if (UtilsKt.getVisibility(member) == Visibility.PRIVATE) {
          continue;
        }
        String memberName = member.getSimpleName().asString();
        if (member instanceof KSClassDeclaration nested) {
          checkNameInBody(
              type, name, generatedSimpleName, member, "nested class", memberName, false);
          if (nested.isCompanionObject()) {
            checkStaticFields(type, name, generatedSimpleName, nested);
          }
        } else if (member instanceof KSPropertyDeclaration field
            && (field.getOrigin() == Origin.JAVA || field.getOrigin() == Origin.JAVA_LIB)) {
          checkNameInBody(type, name, generatedSimpleName, member, "field", memberName, true);
        }
      }
    }
  }

  /** A companion's {@code const val}s and {@code @JvmField}s are static fields of the type. */
  private void checkStaticFields(
      KSClassDeclaration type,
      String name,
      String generatedSimpleName,
      KSClassDeclaration companion) {
    for (KSDeclaration member : KspNodes.list(companion.getDeclarations())) {
      if (member instanceof KSPropertyDeclaration property
          && UtilsKt.getVisibility(property) != Visibility.PRIVATE
          && (property.getModifiers().contains(Modifier.CONST) || hasJvmField(property))) {
        String memberName = property.getSimpleName().asString();
        checkNameInBody(type, name, generatedSimpleName, property, "property", memberName, true);
      }
    }
  }

  private static boolean hasJvmField(KSPropertyDeclaration property) {
    for (KSAnnotation annotation : KspNodes.list(property.getAnnotations())) {
      if (annotation.getShortName().asString().equals("JvmField")) {
        return true;
      }
    }
    return false;
  }

  private void checkNameInBody(
      KSClassDeclaration type,
      String name,
      String generatedSimpleName,
      KSDeclaration member,
      String kind,
      String memberName,
      boolean isField) {
    if (BoardsClassWriter.isNameInBody(memberName, generatedSimpleName, isField)) {
      reportMember(
          type,
          name,
          member,
          kind,
          memberName,
          "the generated class refers to something else by the name " + memberName);
    }
  }

  private void reportMember(
      KSClassDeclaration type,
      String name,
      KSDeclaration member,
      String kind,
      String memberName,
      String problem) {
    boolean declaredHere = isDeclaredIn(member, type);
    reporter.error(
        declaredHere ? KspNodes.placed(member, type) : type,
        CompileError.MEMBER_NAME,
        name,
        kind,
        memberName,
        declaredHere ? "" : " (inherited from " + ownerName(member) + ")",
        problem);
  }

  /**
   * Every abstract member must be a fixture declared here, or the generated class cannot compile.
   */
  private void checkOtherAbstractMembers(
      KSClassDeclaration type, String name, Set<KSDeclaration> boards) {
    List<KSDeclaration> members = new ArrayList<>();
    for (KSFunctionDeclaration function : KspNodes.list(type.getAllFunctions())) {
      if (function.isAbstract()) {
        members.add(function);
      }
    }
    for (KSPropertyDeclaration property : KspNodes.list(type.getAllProperties())) {
      if (UtilsKt.isAbstract(property)) {
        members.add(property);
      }
    }
    for (KSDeclaration member : members) {
      if (boards.contains(member)) {
        continue;
      }
      boolean declaredHere = isDeclaredIn(member, type);
      String memberName = member.getSimpleName().asString();
      reporter.error(
          declaredHere ? KspNodes.placed(member, type) : type,
          CompileError.NOT_A_FIXTURE,
          name,
          member instanceof KSFunctionDeclaration
              ? "function " + memberName + "()"
              : "property " + memberName,
          declaredHere ? "" : ", inherited from " + ownerName(member) + ",");
    }
  }

  private static boolean isDeclaredIn(KSDeclaration member, KSClassDeclaration type) {
    return type.equals(member.getParentDeclaration());
  }

  private static String ownerName(KSDeclaration member) {
    KSDeclaration owner = member.getParentDeclaration();
    return owner == null ? "its file" : KspNodes.qualifiedName(owner);
  }
}
