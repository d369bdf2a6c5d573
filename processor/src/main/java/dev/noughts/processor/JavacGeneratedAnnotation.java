package dev.noughts.processor;

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
 * Whether the generated class may carry {@code @javax.annotation.processing.Generated}. That
 * annotation lives in the module java.compiler, so code in a named module sees it only when the
 * module reads java.compiler; code in the unnamed module (the class path) always does.
 */
final class JavacGeneratedAnnotation {
  private static final String NAME = "javax.annotation.processing.Generated";

  private JavacGeneratedAnnotation() {}

  static boolean isVisibleFrom(TypeElement type, Elements elements) {
    TypeElement generated = elements.getTypeElement(NAME);
    if (generated == null) {
      return false;
    }
    ModuleElement module = elements.getModuleOf(type);
    if (module == null || module.isUnnamed()) {
      return true;
    }
    ModuleElement target = elements.getModuleOf(generated);
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
