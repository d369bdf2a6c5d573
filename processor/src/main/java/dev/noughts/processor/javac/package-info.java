/**
 * The javac front end of the {@code @Board} processor: {@link
 * dev.noughts.processor.javac.BoardProcessor} reads fixtures through javac's Element API, from Java
 * sources and from the stubs kapt makes of Kotlin ({@code Kapt...}), and hands them to the core in
 * {@code dev.noughts.processor.core}. Only {@code BoardProcessor} is public, for javac's and
 * Gradle's service loaders; it is not an API to call.
 */
@NullMarked
package dev.noughts.processor.javac;

import org.jspecify.annotations.NullMarked;
