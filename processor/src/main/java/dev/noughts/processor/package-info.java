/**
 * The {@code @Board} annotation processor. It judges every fixture with the runtime's own parser
 * and rules, reports each problem as a compile error on the annotation, and generates one class of
 * constants per declaring type.
 *
 * <p>Two front ends read the source and one core judges it. A file only one front end uses says
 * which in its name: {@code Javac...} for javac's Element API (Java sources, and Kotlin through
 * kapt), {@code Kapt...} for kapt's stubs of Kotlin, {@code Ksp...} for KSP; their entry points are
 * {@link dev.noughts.processor.BoardProcessor} (javac, kapt) and {@code BoardSymbolProcessor}
 * (KSP). The files without a prefix are shared: the front ends describe what they read in neutral
 * records ({@code TypeDeclaration}, {@code BoardDeclaration}), the checks ({@code
 * FixtureTypeChecker}, {@code FixtureChecker}, {@code FixtureNames}, {@code ExpectationChecks})
 * judge them and report {@code CompileError}s through {@code Diagnostics}, and {@code
 * BoardsClassWriter} writes the class whose names {@code GeneratedNames} gives. The shared files
 * import neither javac's {@code javax.lang.model} nor KSP, so that each rule and its message exist
 * once (a test keeps it so).
 */
@NullMarked
package dev.noughts.processor;

import org.jspecify.annotations.NullMarked;
