package dev.noughts.processor.ksp;

import com.google.devtools.ksp.symbol.KSClassDeclaration;
import com.google.devtools.ksp.symbol.KSDeclaration;
import com.google.devtools.ksp.symbol.KSFunctionDeclaration;
import com.google.devtools.ksp.symbol.KSPropertyDeclaration;
import com.google.devtools.ksp.symbol.KSReferenceElement;
import com.google.devtools.ksp.symbol.KSType;
import com.google.devtools.ksp.symbol.KSTypeArgument;
import com.google.devtools.ksp.symbol.KSTypeReference;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The types a fixture type refers to that do not exist yet, perhaps because another processor
 * generates them in a later round: in its supertypes and their type arguments, at any depth, or as
 * a fixture's type. Until they exist, the type cannot be checked. KSP's counterpart of {@code
 * JavacMissingTypes}.
 */
final class KspMissingTypes {
  private KspMissingTypes() {}

  /** The missing types as written in the source, in the order found; empty when none is. */
  static Set<String> of(KSClassDeclaration type) {
    Set<String> missing = new LinkedHashSet<>();
    addMissingSupertypes(type, missing, new HashSet<>());
    for (KSDeclaration fixture : KspFixtureTypeReader.fixturesIn(type)) {
      KSTypeReference reference = null;
      if (fixture instanceof KSFunctionDeclaration function) {
        reference = function.getReturnType();
      } else if (fixture instanceof KSPropertyDeclaration property) {
        reference = property.getType();
      }
      addIfMissing(reference, missing);
    }
    return missing;
  }

  private static void addMissingSupertypes(
      KSClassDeclaration type, Set<String> missing, Set<String> seen) {
    if (!seen.add(KspNodes.qualifiedName(type))) {
      return;
    }
    for (KSTypeReference reference : KspNodes.list(type.getSuperTypes())) {
      addMissingIn(reference, missing, seen);
    }
  }

  /**
   * Lists {@code reference} when it is missing; otherwise looks for missing types in its type
   * arguments ({@code Base<Missing>}) and, for a class, in its supertypes, as {@code
   * JavacMissingTypes} does.
   */
  private static void addMissingIn(
      @Nullable KSTypeReference reference, Set<String> missing, Set<String> seen) {
    KSType type = addIfMissing(reference, missing);
    if (reference == null || type == null) {
      return;
    }
    for (KSTypeArgument argument : arguments(reference, type)) {
      addMissingIn(argument.getType(), missing, seen); // null for a star projection
    }
    if (type.getDeclaration() instanceof KSClassDeclaration declaration) {
      addMissingSupertypes(declaration, missing, seen);
    }
  }

  /**
   * The type arguments as the source writes them, so that a missing one is named as written; those
   * of the resolved type when the reference has no written element, as in a compiled supertype.
   */
  private static List<KSTypeArgument> arguments(KSTypeReference reference, KSType type) {
    KSReferenceElement element = reference.getElement();
    return element != null && !element.getTypeArguments().isEmpty()
        ? element.getTypeArguments()
        : type.getArguments();
  }

  /** The type {@code reference} resolves to, or null when it is missing (and now listed). */
  private static @Nullable KSType addIfMissing(
      @Nullable KSTypeReference reference, Set<String> missing) {
    if (reference == null) {
      return null;
    }
    KSType type = reference.resolve();
    if (type.isError()) {
      missing.add(reference.toString());
      return null;
    }
    return type;
  }
}
