package dev.noughts.processor.javac;

import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/**
 * The types a fixture type refers to that do not exist, perhaps because another annotation
 * processor generates them in a later round: in its supertypes, at any depth, or as a fixture's
 * return type. Until they exist, the type's abstract methods and fixtures cannot be checked.
 */
final class JavacMissingTypes {
  private JavacMissingTypes() {}

  /** The missing types as written in the source, in the order found; empty when none is. */
  static Set<String> of(TypeElement type, TypeElement boardAnnotation) {
    Set<String> missing = new LinkedHashSet<>();
    addMissingSupertypes(type, missing, new HashSet<>());
    for (ExecutableElement method : ElementFilter.methodsIn(type.getEnclosedElements())) {
      if (isFixture(method, boardAnnotation)
          && method.getReturnType().getKind() == TypeKind.ERROR) {
        missing.add(method.getReturnType().toString());
      }
    }
    return missing;
  }

  private static void addMissingSupertypes(
      TypeElement type, Set<String> missing, Set<TypeElement> seen) {
    if (!seen.add(type)) {
      return;
    }
    addIfMissing(type.getSuperclass(), missing, seen);
    for (TypeMirror supertype : type.getInterfaces()) {
      addIfMissing(supertype, missing, seen);
    }
  }

  private static void addIfMissing(TypeMirror type, Set<String> missing, Set<TypeElement> seen) {
    if (type.getKind() == TypeKind.ERROR) {
      missing.add(type.toString());
    } else if (type instanceof DeclaredType declared
        && declared.asElement() instanceof TypeElement element) {
      for (TypeMirror argument : declared.getTypeArguments()) {
        addIfMissing(argument, missing, seen);
      }
      addMissingSupertypes(element, missing, seen);
    }
  }

  private static boolean isFixture(ExecutableElement method, TypeElement boardAnnotation) {
    for (AnnotationMirror mirror : method.getAnnotationMirrors()) {
      if (mirror.getAnnotationType().asElement().equals(boardAnnotation)) {
        return true;
      }
    }
    return false;
  }
}
