/**
 * Engine testing with no test framework on the class path: what noughts-testing (Truth, JUnit 5,
 * jqwik) and noughts-kotest call to judge an engine's moves. An engine is any {@code
 * Function<Position, Square>}.
 */
@NullMarked
package dev.noughts.engines;

import org.jspecify.annotations.NullMarked;
