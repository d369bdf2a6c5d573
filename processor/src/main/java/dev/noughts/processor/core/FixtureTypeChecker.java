package dev.noughts.processor.core;

import dev.noughts.processor.core.TypeDeclaration.AbstractMember;
import dev.noughts.processor.core.TypeDeclaration.Member;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Checks a type that declares fixtures, whichever front end read it: that the generated class can
 * implement or extend it, that every fixture is good ({@link FixtureChecker}), and that no name of
 * the generated class clashes with a fixture or an inherited member. Each rule about fixture types
 * and its message exist here only, so javac, kapt and KSP agree.
 *
 * <p>Not API: public only for the front ends in {@code dev.noughts.processor.javac} and {@code
 * dev.noughts.processor.ksp}.
 *
 * @param <P> the front end's handle for a place in the source
 */
public final class FixtureTypeChecker<P> {
  private final Diagnostics<P> diagnostics;
  private final ExpectationChecks expectationChecks;

  public FixtureTypeChecker(Diagnostics<P> diagnostics, ExpectationChecks expectationChecks) {
    this.diagnostics = diagnostics;
    this.expectationChecks = expectationChecks;
  }

  /**
   * The type as the generated class needs it, or null when anything about the type or its fixtures
   * is wrong (each problem has been reported). A type of a kind that cannot declare fixtures is one
   * error on the type: its members are not fixtures whatever they say.
   */
  public @Nullable FixtureType check(TypeDeclaration<P> type) {
    int errorsBefore = diagnostics.errorCount();
    FixtureType.Kind kind = kindOf(type);
    if (kind == null) {
      diagnostics.error(
          type.place(),
          CompileError.DECLARING_TYPE,
          type.qualifiedName(),
          type.language().describe(type.kind(), type.sealed()));
      return null;
    }
    checkType(type, kind);
    GeneratedNames generated = GeneratedNames.of(type.packageName(), type.simpleNames());
    FixtureChecker<P> fixtureChecker =
        new FixtureChecker<>(diagnostics, type.language(), expectationChecks);
    FixtureNames<P> names = new FixtureNames<>(diagnostics);
    List<CheckedFixture> fixtures = new ArrayList<>();
    for (BoardDeclaration<P> board : type.fixtures()) {
      CheckedFixture fixture = fixtureChecker.check(board);
      if (fixture != null && names.accept(fixture, board.annotation())) {
        fixtures.add(fixture);
      }
    }
    names.checkCount(type.place(), type.qualifiedName(), type.fixtures().size());
    for (Member<P> member : type.members()) {
      checkMember(type, generated, member);
    }
    for (AbstractMember<P> member : type.otherAbstract()) {
      diagnostics.error(
          member.place(),
          CompileError.NOT_A_FIXTURE,
          type.qualifiedName(),
          member.description(),
          member.inheritedFrom() == null ? "" : ", inherited from " + member.inheritedFrom() + ",");
    }
    if (diagnostics.errorCount() != errorsBefore) {
      return null;
    }
    return new FixtureType(
        type.packageName(),
        type.simpleNames(),
        generated,
        kind,
        type.isPublic(),
        type.deprecated(),
        fixtures);
  }

  /** Null when the generated class can neither implement nor extend a type of this kind. */
  private static FixtureType.@Nullable Kind kindOf(TypeDeclaration<?> type) {
    if (type.sealed()) {
      return null; // only the types it permits may implement or extend it
    }
    return switch (type.kind()) {
      case INTERFACE -> FixtureType.Kind.INTERFACE;
      case ABSTRACT_CLASS -> FixtureType.Kind.ABSTRACT_CLASS;
      default -> null;
    };
  }

  private void checkType(TypeDeclaration<P> type, FixtureType.Kind kind) {
    String name = type.qualifiedName();
    SourceLanguage language = type.language();
    String privateType = type.privateType();
    if (privateType != null) {
      diagnostics.error(
          type.place(),
          CompileError.PRIVATE_TYPE,
          name,
          privateType.equals(name)
              ? "is private"
              : "is nested in private " + language.typeWord() + " " + privateType,
          language.visibleAccess());
    }
    if (type.inner()) {
      diagnostics.error(type.place(), CompileError.INNER_CLASS, name, language.notInner());
    }
    if (type.generic()) {
      diagnostics.error(type.place(), CompileError.GENERIC_TYPE, name);
    }
    if (kind == FixtureType.Kind.ABSTRACT_CLASS) {
      TypeDeclaration.Constructor constructor = type.constructor();
      if (!constructor.callable()) {
        diagnostics.error(type.place(), CompileError.CONSTRUCTOR, name);
      } else if (!constructor.checkedExceptions().isEmpty()) {
        diagnostics.error(
            type.place(),
            CompileError.CONSTRUCTOR_THROWS,
            name,
            String.join(", ", constructor.checkedExceptions()));
      }
    }
  }

  private void checkMember(TypeDeclaration<P> type, GeneratedNames generated, Member<P> member) {
    String problem = generated.clashWith(member.name(), member.role());
    if (problem != null) {
      diagnostics.error(
          member.place(),
          CompileError.MEMBER_NAME,
          type.qualifiedName(),
          member.word(),
          member.role() == GeneratedNames.MemberRole.METHOD ? member.name() + "()" : member.name(),
          member.inheritedFrom() == null ? "" : " (inherited from " + member.inheritedFrom() + ")",
          problem);
    }
  }
}
