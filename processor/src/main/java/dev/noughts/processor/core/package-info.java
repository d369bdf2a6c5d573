/**
 * The core of the {@code @Board} annotation processor, shared by its two front ends: it judges
 * every fixture with the runtime's own parser and rules, reports each problem as a {@code
 * CompileError}, and writes the class of constants. Not API: its public types are public only so
 * that the front ends in {@code dev.noughts.processor.javac} and {@code dev.noughts.processor.ksp}
 * can use them, and may change in any release.
 *
 * <p>The front ends describe what they read in neutral records ({@code TypeDeclaration}, {@code
 * BoardDeclaration}); the checks ({@code FixtureTypeChecker}, {@code FixtureChecker}, {@code
 * FixtureNames}, {@code ExpectationChecks}) judge them and report through {@code Diagnostics};
 * {@code BoardsClassWriter} writes the class whose names {@code GeneratedNames} gives. This package
 * imports neither javac's processing API nor KSP (a test keeps it so), so each rule and its message
 * exist once.
 */
@NullMarked
package dev.noughts.processor.core;

import org.jspecify.annotations.NullMarked;
