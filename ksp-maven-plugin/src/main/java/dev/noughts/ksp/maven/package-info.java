/**
 * A Maven plugin that runs the {@code @Board} processor through KSP2 in the build's JVM: goal
 * {@code ksp} for the main sources, {@code test-ksp} for the test sources.
 */
@NullMarked
package dev.noughts.ksp.maven;

import org.jspecify.annotations.NullMarked;
