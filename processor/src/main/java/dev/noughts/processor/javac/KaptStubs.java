package dev.noughts.processor.javac;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.util.ElementFilter;
import org.jspecify.annotations.Nullable;

/**
 * How kapt shows Kotlin to annotation processors: Java stubs of the Kotlin declarations, each type
 * marked with {@code @kotlin.Metadata}. Knowing their shapes lets the processor read Kotlin
 * properties as fixtures and name mistakes in Kotlin's terms.
 *
 * <ul>
 *   <li>{@code @Board val corner: Position} puts {@code @Board} on a static, empty {@code
 *       getCorner$annotations()}, in the class itself or, for an interface, in its nested {@code
 *       DefaultImpls}; the property is read through its getter {@code getCorner()}.
 *   <li>{@code @get:Board val corner: Position} puts it on the getter {@code getCorner()}.
 *   <li>An interface member with a body is a {@code default} method, with a static copy in {@code
 *       DefaultImpls} that takes the interface as a parameter.
 *   <li>A {@code var} has a setter {@code setCorner(Position)} beside its getter; a nullable return
 *       type ({@code Position?}) carries {@code @org.jetbrains.annotations.Nullable}.
 *   <li>Top-level functions are static methods of a final file class such as {@code FixturesKt}; an
 *       {@code object} is a final class with a static {@code INSTANCE} of itself.
 *   <li>A {@code sealed} class or interface is stubbed as a plain abstract class or interface; only
 *       its metadata says sealed ({@link #isSealed}).
 * </ul>
 */
final class KaptStubs {
  private static final String METADATA = "kotlin.Metadata";
  private static final String ANNOTATIONS_SUFFIX = "$annotations";
  private static final String DEFAULT_IMPLS = "DefaultImpls";
  private static final String GETTER_PREFIX = "get";
  private static final String NULLABLE = "org.jetbrains.annotations.Nullable";

  /**
   * The metadata kinds of a file of top-level declarations: a file, a multi-file facade, a part.
   */
  private static final List<Integer> FILE_KINDS = List.of(2, 4, 5);

  private KaptStubs() {}

  /** Whether kotlinc declared this type: kapt's stubs carry {@code @kotlin.Metadata}. */
  static boolean isKotlin(TypeElement type) {
    return metadata(type) != null;
  }

  /** Whether the type holds the top-level declarations of a Kotlin file. */
  static boolean isFile(TypeElement type) {
    AnnotationMirror metadata = metadata(type);
    return metadata != null && FILE_KINDS.contains(intMember(metadata, "k", 1));
  }

  /** Whether the type is a Kotlin {@code object}: a static {@code INSTANCE} of itself. */
  static boolean isObject(TypeElement type) {
    return isKotlin(type)
        && type.getKind() == ElementKind.CLASS
        && ElementFilter.fieldsIn(type.getEnclosedElements()).stream()
            .anyMatch(
                field ->
                    field.getSimpleName().contentEquals("INSTANCE")
                        && field.getModifiers().contains(Modifier.STATIC)
                        && field.asType() instanceof DeclaredType declared
                        && type.equals(declared.asElement()));
  }

  /**
   * Whether the Kotlin type is a {@code sealed} class or interface, which its stub does not say:
   * only the types it permits may extend or implement it, so the generated class cannot. Read from
   * the metadata by {@link KaptClassModality}; metadata that cannot be read (or kotlin-metadata-jvm
   * missing from the processor path) counts as not sealed, and javac then reports the generated
   * class instead.
   */
  static boolean isSealed(TypeElement type) {
    AnnotationMirror metadata = metadata(type);
    if (metadata == null) {
      return false;
    }
    try {
      return KaptClassModality.isSealed(
          intMember(metadata, "k", 1),
          values(metadata, "mv", Integer.class).stream().mapToInt(Integer::intValue).toArray(),
          stringsMember(metadata, "d1").toArray(String[]::new),
          stringsMember(metadata, "d2").toArray(String[]::new),
          member(metadata, "xs") instanceof String extra ? extra : "",
          member(metadata, "pn") instanceof String packageName ? packageName : "",
          intMember(metadata, "xi", 0));
    } catch (RuntimeException | LinkageError unreadable) {
      return false;
    }
  }

  /**
   * The type whose fixtures a method of {@code type} declares: for the {@code DefaultImpls} of a
   * Kotlin interface, the interface; otherwise {@code type} itself.
   */
  static TypeElement declaringType(TypeElement type) {
    return isDefaultImpls(type) && type.getEnclosingElement() instanceof TypeElement outer
        ? outer
        : type;
  }

  /** The {@code DefaultImpls} class nested in a Kotlin interface, if it has one. */
  static @Nullable TypeElement defaultImpls(TypeElement type) {
    for (TypeElement nested : ElementFilter.typesIn(type.getEnclosedElements())) {
      if (isDefaultImpls(nested)) {
        return nested;
      }
    }
    return null;
  }

  private static boolean isDefaultImpls(TypeElement type) {
    return type.getSimpleName().contentEquals(DEFAULT_IMPLS)
        && type.getEnclosingElement() instanceof TypeElement outer
        && outer.getKind() == ElementKind.INTERFACE
        && isKotlin(outer);
  }

  /**
   * The getter's name when {@code method} holds the annotations of a Kotlin property ({@code
   * getCorner} for {@code getCorner$annotations}), or null when it does not.
   */
  static @Nullable String annotatedGetter(ExecutableElement method) {
    String name = method.getSimpleName().toString();
    boolean holder =
        name.endsWith(ANNOTATIONS_SUFFIX)
            && method.getModifiers().contains(Modifier.STATIC)
            && method.getReturnType().getKind() == TypeKind.VOID
            && method.getParameters().isEmpty()
            && method.getEnclosingElement() instanceof TypeElement type
            && isKotlin(declaringType(type));
    return holder ? name.substring(0, name.length() - ANNOTATIONS_SUFFIX.length()) : null;
  }

  /**
   * The name of the Kotlin property whose getter is {@code method} ({@code corner} for {@code
   * getCorner()}), or null when {@code method} is not a property's getter. A property's name is in
   * the type's metadata and a function's getter-like name is not.
   */
  static @Nullable String propertyName(ExecutableElement method) {
    String name = method.getSimpleName().toString();
    if (!name.startsWith(GETTER_PREFIX)
        || name.length() == GETTER_PREFIX.length()
        || !method.getParameters().isEmpty()
        || !(method.getEnclosingElement() instanceof TypeElement type)) {
      return null;
    }
    AnnotationMirror metadata = metadata(type);
    if (metadata == null) {
      return null;
    }
    List<String> strings = stringsMember(metadata, "d2");
    // Kotlin names the getter of `corner` getCorner (first letter upper-cased), and of `Corner`
    // too.
    String rest = name.substring(GETTER_PREFIX.length());
    String lowered = rest.substring(0, 1).toLowerCase(Locale.ROOT) + rest.substring(1);
    for (String candidate : List.of(lowered, rest)) {
      if (strings.contains(candidate)) {
        return candidate;
      }
    }
    return null;
  }

  /**
   * Whether {@code method} is the getter of a Kotlin property with a backing field, which kapt
   * shows as a field named after the property: {@code val corner: Position = ...}.
   */
  static boolean hasBackingField(ExecutableElement method) {
    String property = propertyName(method);
    return property != null
        && method.getEnclosingElement() instanceof TypeElement type
        && ElementFilter.fieldsIn(type.getEnclosedElements()).stream()
            .anyMatch(field -> field.getSimpleName().contentEquals(property));
  }

  /**
   * Whether {@code method} returns a nullable type: kapt marks a Kotlin {@code Position?} with
   * {@code @org.jetbrains.annotations.Nullable}, on the method or on its return type.
   */
  static boolean returnsNullable(ExecutableElement method) {
    return method.getAnnotationMirrors().stream().anyMatch(KaptStubs::isNullable)
        || method.getReturnType().getAnnotationMirrors().stream().anyMatch(KaptStubs::isNullable);
  }

  private static boolean isNullable(AnnotationMirror mirror) {
    return ((TypeElement) mirror.getAnnotationType().asElement())
        .getQualifiedName()
        .contentEquals(NULLABLE);
  }

  /**
   * The setter of the Kotlin property whose getter is {@code getter} ({@code setCorner} for a
   * {@code var corner}), or null when the property is a {@code val}.
   */
  static @Nullable ExecutableElement setterOf(ExecutableElement getter) {
    String name = getter.getSimpleName().toString();
    if (propertyName(getter) == null
        || !(getter.getEnclosingElement() instanceof TypeElement type)) {
      return null;
    }
    String setter = "set" + name.substring(GETTER_PREFIX.length());
    for (ExecutableElement method : ElementFilter.methodsIn(type.getEnclosedElements())) {
      if (method.getSimpleName().contentEquals(setter) && method.getParameters().size() == 1) {
        return method;
      }
    }
    return null;
  }

  private static @Nullable AnnotationMirror metadata(Element element) {
    for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
      if (((TypeElement) mirror.getAnnotationType().asElement())
          .getQualifiedName()
          .contentEquals(METADATA)) {
        return mirror;
      }
    }
    return null;
  }

  private static @Nullable Object member(AnnotationMirror mirror, String member) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry :
        mirror.getElementValues().entrySet()) {
      if (entry.getKey().getSimpleName().contentEquals(member)) {
        return entry.getValue().getValue();
      }
    }
    return null;
  }

  private static int intMember(AnnotationMirror mirror, String member, int missing) {
    return member(mirror, member) instanceof Integer value ? value : missing;
  }

  private static List<String> stringsMember(AnnotationMirror mirror, String member) {
    return values(mirror, member, String.class);
  }

  /** The elements of an array member that are of {@code type}; none when it is not an array. */
  private static <T> List<T> values(AnnotationMirror mirror, String member, Class<T> type) {
    if (!(member(mirror, member) instanceof List<?> values)) {
      return List.of();
    }
    return values.stream()
        .map(
            value ->
                value instanceof AnnotationValue annotationValue
                    ? annotationValue.getValue()
                    : null)
        .filter(type::isInstance)
        .map(type::cast)
        .toList();
  }
}
