/**
 * A Maven plugin that runs the {@code @Board} processor through KSP2: goal {@code ksp} for the main
 * sources, {@code test-ksp} for the test sources, each in a daemon JVM that stays warm between
 * builds ({@link KspDaemon}) or in the build's own JVM.
 */
@NullMarked
package dev.noughts.ksp.maven;

import org.jspecify.annotations.NullMarked;
