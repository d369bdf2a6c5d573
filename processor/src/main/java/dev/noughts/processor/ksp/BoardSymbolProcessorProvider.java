package dev.noughts.processor.ksp;

import com.google.devtools.ksp.processing.SymbolProcessor;
import com.google.devtools.ksp.processing.SymbolProcessorEnvironment;
import com.google.devtools.ksp.processing.SymbolProcessorProvider;

/**
 * The {@code @Board} processor for KSP2: the same checks, errors and generated classes as {@link
 * dev.noughts.processor.javac.BoardProcessor} under javac and kapt, with fixtures read as Kotlin
 * declares them ({@code fun} and {@code val}). KSP finds it through {@code
 * META-INF/services/com.google.devtools.ksp.processing.SymbolProcessorProvider}.
 */
public final class BoardSymbolProcessorProvider implements SymbolProcessorProvider {
  /** The provider as KSP's ServiceLoader creates it. */
  public BoardSymbolProcessorProvider() {}

  @Override
  public SymbolProcessor create(SymbolProcessorEnvironment environment) {
    return new BoardSymbolProcessor(environment.getCodeGenerator(), environment.getLogger());
  }
}
