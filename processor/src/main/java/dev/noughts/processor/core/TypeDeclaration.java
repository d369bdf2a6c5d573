package dev.noughts.processor.core;

import dev.noughts.processor.core.GeneratedNames.MemberRole;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A type that declares fixtures, as a front end read it, before any check: the facts that {@link
 * FixtureTypeChecker} judges, and where to report each problem. Nothing in it is javac's or KSP's,
 * so that each rule about fixture types, and its message, exists once.
 *
 * <p>Not API: public only for the front ends in {@code dev.noughts.processor.javac} and {@code
 * dev.noughts.processor.ksp}.
 *
 * @param qualifiedName the type's name as messages show it, such as {@code test.Outer.Hidden}
 * @param packageName the type's package, empty for the unnamed package
 * @param simpleNames the simple names of the type and the types it is nested in, outermost first
 * @param language the language it is written in, for the words of the messages
 * @param kind what kind of type it is
 * @param sealed whether it is sealed, so that the generated class cannot extend it
 * @param privateType null when the type and every type it is nested in can be seen by the generated
 *     class in the same package; otherwise the qualified name of the private one (the type itself,
 *     or a type it is nested in)
 * @param inner whether it is an inner class, whose instances need an outer one
 * @param generic whether it has type parameters
 * @param constructor the constructor the generated class would call, for an abstract class
 * @param deprecated whether the generated class refers to anything deprecated: the type, a type it
 *     is nested in, its constructor, or a fixture
 * @param isPublic whether the type is public, and so the generated class
 * @param fixtures its {@code @Board} declarations, in declaration order
 * @param members the members the generated class inherits whose names could clash with its own,
 *     fixtures declared here excepted
 * @param otherAbstract the abstract members, declared here or inherited, that are not fixtures
 *     declared here
 * @param place where problems of the type go
 * @param <P> the front end's handle for a place in the source
 */
public record TypeDeclaration<P>(
    String qualifiedName,
    String packageName,
    List<String> simpleNames,
    SourceLanguage language,
    Kind kind,
    boolean sealed,
    @Nullable String privateType,
    boolean inner,
    boolean generic,
    Constructor constructor,
    boolean deprecated,
    boolean isPublic,
    List<BoardDeclaration<P>> fixtures,
    List<Member<P>> members,
    List<AbstractMember<P>> otherAbstract,
    P place) {

  public TypeDeclaration {
    simpleNames = List.copyOf(simpleNames);
    fixtures = List.copyOf(fixtures);
    members = List.copyOf(members);
    otherAbstract = List.copyOf(otherAbstract);
  }

  /** The kinds of type a front end meets; only the first two can declare fixtures. */
  public enum Kind {
    INTERFACE,
    ABSTRACT_CLASS,
    CLASS,
    ENUM,
    ANNOTATION,
    RECORD,
    OBJECT,
    COMPANION_OBJECT,
    ENUM_ENTRY
  }

  /**
   * The constructor without parameters that the generated class calls, for an abstract class.
   *
   * @param callable whether there is one that is not private (in Kotlin, a primary constructor
   *     whose parameters all have defaults counts)
   * @param checkedExceptions the checked exceptions it declares, which the generated class could
   *     not handle
   */
  public record Constructor(boolean callable, List<String> checkedExceptions) {
    /** A constructor the generated class can call, such as an interface's none. */
    public static final Constructor PLAIN = new Constructor(true, List.of());

    /** No constructor the generated class can call. */
    public static final Constructor NONE = new Constructor(false, List.of());

    public Constructor {
      checkedExceptions = List.copyOf(checkedExceptions);
    }
  }

  /**
   * A member the generated class inherits, whose name could clash with one of the generated
   * class's.
   *
   * @param name its simple name
   * @param role what it is to the generated class
   * @param word what it is, in the type's language: {@code method}, {@code nested class}
   * @param inheritedFrom null when declared in the type itself; else the type it comes from
   * @param place where its problem goes: the member when declared here, else the type
   */
  public record Member<P>(
      String name, MemberRole role, String word, @Nullable String inheritedFrom, P place) {}

  /**
   * An abstract member that is not a fixture declared here, which the generated class cannot
   * implement.
   *
   * @param description what it is, in the type's language: {@code method forgotten()}, {@code
   *     property forgotten}
   * @param inheritedFrom null when declared in the type itself; else the type it comes from
   * @param place where its problem goes: the member when declared here, else the type
   */
  public record AbstractMember<P>(String description, @Nullable String inheritedFrom, P place) {}
}
