package dev.noughts.processor.javac;

import dev.noughts.processor.core.ClassAnnotations;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Set;
import javax.lang.model.element.ModuleElement;
import javax.lang.model.element.ModuleElement.RequiresDirective;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;

/**
 * Which {@link ClassAnnotations} the class generated for a type may carry, as javac sees them: an
 * annotation on the class path or the module path (java.compiler's {@code @Generated}, JSpecify's
 * {@code @NullMarked}) is visible to code in the unnamed module (the class path), and to code in a
 * named module only when that module reads the annotation's module.
 */
final class JavacClassAnnotations {
  private JavacClassAnnotations() {}

  static ClassAnnotations visibleFrom(TypeElement type, Elements elements) {
    return new ClassAnnotations(
        isVisibleFrom(ClassAnnotations.GENERATED, type, elements),
        isVisibleFrom(ClassAnnotations.NULL_MARKED, type, elements));
  }

  private static boolean isVisibleFrom(String name, TypeElement type, Elements elements) {
    TypeElement annotation = elements.getTypeElement(name);
    if (annotation == null) {
      return false;
    }
    ModuleElement module = elements.getModuleOf(type);
    if (module == null || module.isUnnamed()) {
      return true;
    }
    ModuleElement target = elements.getModuleOf(annotation);
    return target != null && reads(module, target);
  }

  /** Whether {@code module} reads {@code target}: requires it, or through requires transitive. */
  private static boolean reads(ModuleElement module, ModuleElement target) {
    Deque<ModuleElement> toVisit = new ArrayDeque<>();
    Set<ModuleElement> seen = new HashSet<>();
    for (RequiresDirective requires : ElementFilter.requiresIn(module.getDirectives())) {
      toVisit.add(requires.getDependency());
    }
    while (!toVisit.isEmpty()) {
      ModuleElement read = toVisit.remove();
      if (read.equals(target)) {
        return true;
      }
      if (seen.add(read)) {
        for (RequiresDirective requires : ElementFilter.requiresIn(read.getDirectives())) {
          if (requires.isTransitive()) {
            toVisit.add(requires.getDependency());
          }
        }
      }
    }
    return false;
  }
}
