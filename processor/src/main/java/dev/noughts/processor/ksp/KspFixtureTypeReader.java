package dev.noughts.processor.ksp;

import com.google.devtools.ksp.UtilsKt;
import com.google.devtools.ksp.processing.Resolver;
import com.google.devtools.ksp.symbol.ClassKind;
import com.google.devtools.ksp.symbol.KSAnnotated;
import com.google.devtools.ksp.symbol.KSAnnotation;
import com.google.devtools.ksp.symbol.KSClassDeclaration;
import com.google.devtools.ksp.symbol.KSDeclaration;
import com.google.devtools.ksp.symbol.KSFunctionDeclaration;
import com.google.devtools.ksp.symbol.KSNode;
import com.google.devtools.ksp.symbol.KSPropertyDeclaration;
import com.google.devtools.ksp.symbol.KSType;
import com.google.devtools.ksp.symbol.KSTypeAlias;
import com.google.devtools.ksp.symbol.KSTypeReference;
import com.google.devtools.ksp.symbol.KSValueParameter;
import com.google.devtools.ksp.symbol.Modifier;
import com.google.devtools.ksp.symbol.Origin;
import com.google.devtools.ksp.symbol.Visibility;
import dev.noughts.processor.core.BoardDeclaration;
import dev.noughts.processor.core.ExpectationChecks;
import dev.noughts.processor.core.FixtureType;
import dev.noughts.processor.core.FixtureTypeChecker;
import dev.noughts.processor.core.GeneratedNames.MemberRole;
import dev.noughts.processor.core.SourceLanguage;
import dev.noughts.processor.core.TypeDeclaration;
import dev.noughts.processor.core.TypeDeclaration.AbstractMember;
import dev.noughts.processor.core.TypeDeclaration.Kind;
import dev.noughts.processor.core.TypeDeclaration.Member;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Reads a Kotlin (or Java) class that declares fixtures, as KSP sees it, into a {@link
 * TypeDeclaration}, and has {@link FixtureTypeChecker} check it. Problems of the type go on its
 * declaration's line.
 */
final class KspFixtureTypeReader {
  private static final Set<String> DEPRECATED = Set.of("kotlin.Deprecated", "java.lang.Deprecated");
  private static final Set<String> UNCHECKED =
      Set.of(
          "java.lang.RuntimeException",
          "java.lang.Error",
          "kotlin.RuntimeException",
          "kotlin.Error");

  private final Resolver resolver;
  private final KspFixtureReader fixtureReader;
  private final FixtureTypeChecker<KSNode> checker;
  private final KspJavaSealedTypes javaSealed = new KspJavaSealedTypes();

  KspFixtureTypeReader(
      Resolver resolver, KspReporter reporter, ExpectationChecks expectationChecks) {
    this.resolver = resolver;
    this.fixtureReader = new KspFixtureReader(resolver);
    this.checker = new FixtureTypeChecker<>(reporter, expectationChecks);
  }

  /** The type's fixtures, or null when anything about the type or its fixtures is wrong. */
  @Nullable FixtureType read(KSClassDeclaration type) {
    SourceLanguage language = languageOf(type);
    List<KSDeclaration> boards = fixturesIn(type);
    List<BoardDeclaration<KSNode>> fixtures = new ArrayList<>();
    boolean deprecated = isDeprecatedWithin(type);
    for (KSDeclaration declaration : boards) {
      KSAnnotation board = Objects.requireNonNull(KspNodes.boardOn(declaration));
      fixtures.add(fixtureReader.read(declaration, board, language));
      deprecated |= isDeprecated(declaration);
    }
    KSFunctionDeclaration constructor = callableConstructor(type);
    Visibility visibility = UtilsKt.getVisibility(type);
    Set<KSDeclaration> fixtureSet = new HashSet<>(boards);
    return checker.check(
        new TypeDeclaration<>(
            KspNodes.qualifiedName(type),
            type.getPackageName().asString(),
            simpleNames(type),
            language,
            kindOf(type),
            type.getModifiers().contains(Modifier.SEALED) || javaSealed.isSealed(type),
            privateType(type),
            isInner(type),
            !type.getTypeParameters().isEmpty(),
            constructorOf(type, constructor),
            deprecated || (constructor != null && isDeprecated(constructor)),
            visibility == Visibility.PUBLIC || visibility == Visibility.INTERNAL,
            fixtures,
            members(type, fixtureSet, language),
            otherAbstractMembers(type, fixtureSet, language),
            type));
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

  /**
   * Whether the class is an inner class: Kotlin says {@code inner}; KSP shows a Java class nested
   * in a class without {@code static} as neither inner nor static.
   */
  private static boolean isInner(KSClassDeclaration type) {
    if (type.getModifiers().contains(Modifier.INNER)) {
      return true;
    }
    return type.getOrigin() == Origin.JAVA
        && type.getClassKind() == ClassKind.CLASS
        && type.getParentDeclaration() instanceof KSClassDeclaration outer
        && outer.getClassKind() != ClassKind.INTERFACE
        && !type.getModifiers().contains(Modifier.JAVA_STATIC);
  }

  /** Java for a Java source that KSP reads, Kotlin otherwise. */
  static SourceLanguage languageOf(KSDeclaration declaration) {
    return declaration.getOrigin() == Origin.JAVA ? SourceLanguage.JAVA : SourceLanguage.KOTLIN;
  }

  private static Kind kindOf(KSClassDeclaration type) {
    return switch (type.getClassKind()) {
      case INTERFACE -> Kind.INTERFACE;
      case OBJECT -> type.isCompanionObject() ? Kind.COMPANION_OBJECT : Kind.OBJECT;
      case ENUM_CLASS -> Kind.ENUM;
      case ENUM_ENTRY -> Kind.ENUM_ENTRY;
      case ANNOTATION_CLASS -> Kind.ANNOTATION;
      default ->
          type.getModifiers().contains(Modifier.ABSTRACT)
              ? Kind.ABSTRACT_CLASS
              : isRecord(type) ? Kind.RECORD : Kind.CLASS;
    };
  }

  /** A Java record, which KSP shows as a final class that extends {@code java.lang.Record}. */
  private static boolean isRecord(KSClassDeclaration type) {
    for (KSTypeReference supertype : KspNodes.list(type.getSuperTypes())) {
      if (KspNodes.qualifiedName(supertype.resolve().getDeclaration()).equals("java.lang.Record")) {
        return true;
      }
    }
    return false;
  }

  /**
   * The qualified name of the class, or of the class it is nested in, that is private; or null. A
   * private top-level class is package-private in its class file: the generated class, in the same
   * package, can implement it. A private nested class it cannot.
   */
  private static @Nullable String privateType(KSClassDeclaration type) {
    for (KSDeclaration enclosing = type;
        enclosing instanceof KSClassDeclaration enclosingClass;
        enclosing = enclosing.getParentDeclaration()) {
      if (UtilsKt.getVisibility(enclosing) == Visibility.PRIVATE
          && enclosing.getParentDeclaration() != null) {
        return KspNodes.qualifiedName(enclosingClass);
      }
    }
    return null;
  }

  /** Whether the class, or a class it is nested in, is deprecated. */
  private static boolean isDeprecatedWithin(KSClassDeclaration type) {
    for (KSDeclaration d = type; d instanceof KSClassDeclaration; d = d.getParentDeclaration()) {
      if (isDeprecated(d)) {
        return true;
      }
    }
    return false;
  }

  /** Whether {@code declaration} carries Kotlin's or Java's {@code @Deprecated}. */
  private static boolean isDeprecated(KSAnnotated declaration) {
    for (KSAnnotation annotation : KspNodes.list(declaration.getAnnotations())) {
      if (annotation.getShortName().asString().equals("Deprecated")
          && DEPRECATED.contains(
              KspNodes.qualifiedName(annotation.getAnnotationType().resolve().getDeclaration()))) {
        return true;
      }
    }
    return false;
  }

  /**
   * A constructor without parameters, or a primary constructor whose parameters all have defaults
   * (Kotlin then adds one without parameters), that is not private; null when there is none.
   */
  private static @Nullable KSFunctionDeclaration callableConstructor(KSClassDeclaration type) {
    KSFunctionDeclaration primary = type.getPrimaryConstructor();
    for (KSFunctionDeclaration constructor : KspNodes.list(UtilsKt.getConstructors(type))) {
      if (UtilsKt.getVisibility(constructor) == Visibility.PRIVATE) {
        continue;
      }
      boolean allDefaults =
          constructor.equals(primary)
              && constructor.getParameters().stream().allMatch(KSValueParameter::getHasDefault);
      if (constructor.getParameters().isEmpty() || allDefaults) {
        return constructor;
      }
    }
    return null;
  }

  /**
   * The constructor the generated class calls, and the checked exceptions it declares; a class that
   * shows no constructor (an interface) needs none.
   */
  private TypeDeclaration.Constructor constructorOf(
      KSClassDeclaration type, @Nullable KSFunctionDeclaration constructor) {
    if (constructor == null) {
      return KspNodes.list(UtilsKt.getConstructors(type)).isEmpty()
          ? TypeDeclaration.Constructor.PLAIN
          : TypeDeclaration.Constructor.NONE;
    }
    List<String> checked = new ArrayList<>();
    for (KSType thrown : KspNodes.list(resolver.getJvmCheckedException(constructor))) {
      if (!isUnchecked(thrown)) {
        checked.add(KspNodes.qualifiedName(actual(thrown.getDeclaration())));
      }
    }
    return new TypeDeclaration.Constructor(true, checked);
  }

  /** The class a type alias stands for, such as {@code java.lang.Exception}; else itself. */
  private static KSDeclaration actual(KSDeclaration declaration) {
    return declaration instanceof KSTypeAlias alias ? UtilsKt.findActualType(alias) : declaration;
  }

  private static boolean isUnchecked(KSType thrown) {
    if (!(actual(thrown.getDeclaration()) instanceof KSClassDeclaration declaration)) {
      return true;
    }
    if (UNCHECKED.contains(KspNodes.qualifiedName(declaration))) {
      return true;
    }
    for (KSType supertype : KspNodes.list(UtilsKt.getAllSuperTypes(declaration))) {
      if (UNCHECKED.contains(KspNodes.qualifiedName(supertype.getDeclaration()))) {
        return true;
      }
    }
    return false;
  }

  /**
   * The members the generated class inherits whose names could clash with its own: functions
   * without parameters, nested classes, Java fields, and a companion's static fields ({@code const
   * val}s and {@code @JvmField}s).
   */
  private static List<Member<KSNode>> members(
      KSClassDeclaration type, Set<KSDeclaration> boards, SourceLanguage language) {
    List<Member<KSNode>> members = new ArrayList<>();
    for (KSFunctionDeclaration function : KspNodes.list(type.getAllFunctions())) {
      if (function.getParameters().isEmpty()
          && function.getExtensionReceiver() == null
          && !boards.contains(function)
          && UtilsKt.getVisibility(function) != Visibility.PRIVATE
          && !function.getModifiers().contains(Modifier.JAVA_STATIC)) {
        members.add(member(type, function, MemberRole.METHOD, language.functionWord()));
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
        if (member instanceof KSClassDeclaration nested) {
          members.add(member(type, member, MemberRole.TYPE, "nested class"));
          if (nested.isCompanionObject()) {
            addStaticFields(type, nested, members);
          }
        } else if (member instanceof KSPropertyDeclaration field
            && (field.getOrigin() == Origin.JAVA || field.getOrigin() == Origin.JAVA_LIB)) {
          members.add(member(type, member, MemberRole.FIELD, "field"));
        }
      }
    }
    return members;
  }

  /** A companion's {@code const val}s and {@code @JvmField}s are static fields of the type. */
  private static void addStaticFields(
      KSClassDeclaration type, KSClassDeclaration companion, List<Member<KSNode>> members) {
    for (KSDeclaration member : KspNodes.list(companion.getDeclarations())) {
      if (member instanceof KSPropertyDeclaration property
          && UtilsKt.getVisibility(property) != Visibility.PRIVATE
          && (property.getModifiers().contains(Modifier.CONST) || hasJvmField(property))) {
        members.add(member(type, property, MemberRole.FIELD, "property"));
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

  private static Member<KSNode> member(
      KSClassDeclaration type, KSDeclaration member, MemberRole role, String word) {
    boolean declaredHere = isDeclaredIn(member, type);
    return new Member<>(
        member.getSimpleName().asString(),
        role,
        word,
        declaredHere ? null : ownerName(member),
        declaredHere ? KspNodes.placed(member, type) : type);
  }

  /** The abstract members, declared here or inherited, that are not fixtures declared here. */
  private static List<AbstractMember<KSNode>> otherAbstractMembers(
      KSClassDeclaration type, Set<KSDeclaration> boards, SourceLanguage language) {
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
    List<AbstractMember<KSNode>> others = new ArrayList<>();
    for (KSDeclaration member : members) {
      if (boards.contains(member)) {
        continue;
      }
      boolean declaredHere = isDeclaredIn(member, type);
      String memberName = member.getSimpleName().asString();
      others.add(
          new AbstractMember<>(
              member instanceof KSFunctionDeclaration
                  ? language.functionWord() + " " + memberName + "()"
                  : "property " + memberName,
              declaredHere ? null : ownerName(member),
              declaredHere ? KspNodes.placed(member, type) : type));
    }
    return others;
  }

  private static boolean isDeclaredIn(KSDeclaration member, KSClassDeclaration type) {
    return type.equals(member.getParentDeclaration());
  }

  private static String ownerName(KSDeclaration member) {
    KSDeclaration owner = member.getParentDeclaration();
    return owner == null ? "its file" : KspNodes.qualifiedName(owner);
  }
}
