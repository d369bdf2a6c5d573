package dev.noughts.processor.core;

import dev.noughts.internal.FixtureClassNames;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The names of the class generated for one fixture type, worked out once when the type is checked,
 * and the rules that keep the type's fixtures and members from clashing with them. {@link
 * BoardsClassWriter} writes these names; the checks keep them free.
 *
 * <p>Not API: public only for the front ends in {@code dev.noughts.processor.javac} and {@code
 * dev.noughts.processor.ksp}.
 *
 * @param packageName the package of the fixture type and of the generated class, empty for the
 *     unnamed package
 * @param simpleName the generated class's simple name: {@code OpeningsBoards}, {@code
 *     Suite_OpeningsBoards}
 */
public record GeneratedNames(String packageName, String simpleName) {
  /** The constant that implements the fixture type. */
  static final String INSTANCE = "INSTANCE";

  /** The static method that lists every fixture. */
  static final String ALL = "all";

  /** The static method that lists every fixture as a {@link dev.noughts.Fixture}. */
  static final String FIXTURES = "fixtures";

  /** The nested class that holds the map of {@link #ALL}. */
  static final String ALL_HOLDER = "All";

  /** The nested class that holds the list of {@link #FIXTURES}. */
  static final String FIXTURES_HOLDER = "FixtureList";

  /** The nested classes that build the boards of a large type: {@code Part0}, {@code Part1}... */
  static final String PART = "Part";

  private static final Pattern PART_NAME = Pattern.compile(PART + "\\d+");

  /**
   * The simple names the generated class refers to, besides its own and its nested classes': the
   * types it writes by their simple names, and the first names of the packages of the qualified
   * names it writes ({@code java.util.List}, {@code dev.noughts.Square}).
   */
  private static final Set<String> NAMES_IN_BODY =
      Set.of(
          "Position",
          "Map",
          "LinkedHashMap",
          "Collections",
          "String",
          "Override",
          "Generated",
          "SuppressWarnings",
          "java",
          "javax",
          "dev");

  /** The no-argument methods of {@code Object}, which a fixture method would override. */
  private static final Set<String> OBJECT_METHODS =
      Set.of(
          "clone", "finalize", "getClass", "hashCode", "notify", "notifyAll", "toString", "wait");

  /**
   * Java's keywords and literals, which no Java method can be named: a Kotlin {@code fun switch()}
   * is a JVM method the generated Java class cannot declare. The contextual keywords ({@code var},
   * {@code record}, {@code yield}...) name methods well.
   */
  private static final Set<String> JAVA_KEYWORDS =
      Set.of(
          "abstract",
          "assert",
          "boolean",
          "break",
          "byte",
          "case",
          "catch",
          "char",
          "class",
          "const",
          "continue",
          "default",
          "do",
          "double",
          "else",
          "enum",
          "extends",
          "final",
          "finally",
          "float",
          "for",
          "goto",
          "if",
          "implements",
          "import",
          "instanceof",
          "int",
          "interface",
          "long",
          "native",
          "new",
          "package",
          "private",
          "protected",
          "public",
          "return",
          "short",
          "static",
          "strictfp",
          "super",
          "switch",
          "synchronized",
          "this",
          "throw",
          "throws",
          "transient",
          "try",
          "void",
          "volatile",
          "while",
          "true",
          "false",
          "null",
          "_");

  /** The names of the class generated for the type {@code simpleNames} in {@code packageName}. */
  static GeneratedNames of(String packageName, List<String> simpleNames) {
    return new GeneratedNames(packageName, FixtureClassNames.simpleName(simpleNames));
  }

  /** The generated class's binary name, such as {@code com.example.OpeningsBoards}. */
  public String binaryName() {
    return packageName.isEmpty() ? simpleName : packageName + "." + simpleName;
  }

  /** The name of a fixture's generated constant: {@code TOP_ROW} for {@code topRow}. */
  static String constantName(String fixtureName) {
    return ConstantNames.of(fixtureName);
  }

  /**
   * Why the generated class cannot declare {@code method}, a fixture's method, or why its constant
   * {@code constant} clashes with a name of the generated class; null when both are free.
   */
  static @Nullable String reservedBy(String method, String constant) {
    if (method.equals(ALL)) {
      return "the generated class has a method all() that lists every fixture";
    }
    if (method.equals(FIXTURES)) {
      return "the generated class has a method fixtures() that lists every fixture with what it"
          + " expects";
    }
    if (OBJECT_METHODS.contains(method)) {
      return "the generated class would override Object's " + method + "()";
    }
    if (constant.equals(INSTANCE)) {
      return "its constant would be INSTANCE, which the generated class uses for itself";
    }
    return null;
  }

  /**
   * Why the generated Java class cannot declare a method named {@code method}, or null when it can:
   * Kotlin names some methods what Java cannot ({@code switch}, {@code `top row`}).
   */
  static @Nullable String notAJavaName(String method) {
    if (JAVA_KEYWORDS.contains(method)) {
      return method + " is a keyword in Java";
    }
    for (int i = 0; i < method.length(); ) {
      int c = method.codePointAt(i);
      boolean allowed =
          i == 0 ? Character.isJavaIdentifierStart(c) : Character.isJavaIdentifierPart(c);
      if (!allowed) {
        return String.format(
            "'%s' is not a Java name: Java names have no %s",
            method, c == ' ' ? "spaces" : "'" + Character.toString(c) + "'");
      }
      i += Character.charCount(c);
    }
    return method.isEmpty() ? "a Java name is not empty" : null;
  }

  /**
   * Why the member {@code name} of the fixture type, which the generated class inherits, clashes
   * with the generated class; null when it does not.
   *
   * @param role what the member is to the generated class
   */
  @Nullable String clashWith(String name, MemberRole role) {
    return switch (role) {
      case METHOD ->
          name.equals(ALL)
              ? "the generated class declares a static method all() that lists every fixture"
              : name.equals(FIXTURES)
                  ? "the generated class declares a static method fixtures() that lists every"
                      + " fixture with what it expects"
                  : null;
      case FIELD, TYPE ->
          isNameInBody(name, role == MemberRole.FIELD)
              ? "the generated class refers to something else by the name " + name
              : null;
    };
  }

  /** What an inherited member is to the generated class. */
  public enum MemberRole {
    /** A method without parameters, which a static method of the same name would clash with. */
    METHOD,
    /** A field, which obscures any type of its name. */
    FIELD,
    /** A member type, which hides the types of its name that the generated class does not own. */
    TYPE
  }

  /**
   * Whether a field or member type called {@code name} in the fixture type, which the generated
   * class inherits, would change what a simple name in the generated class refers to. A field
   * obscures any type of that name; a member type only those the generated class does not declare
   * itself.
   */
  private boolean isNameInBody(String name, boolean isField) {
    if (NAMES_IN_BODY.contains(name) || name.equals(simpleName)) {
      return true;
    }
    return isField
        && (name.equals(ALL_HOLDER)
            || name.equals(FIXTURES_HOLDER)
            || PART_NAME.matcher(name).matches());
  }
}
