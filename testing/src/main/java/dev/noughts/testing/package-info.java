/**
 * Test-suite support for noughts: {@link dev.noughts.testing.PositionSubject} for Truth
 * assertions on positions, and {@link dev.noughts.testing.BoardFixtures} to feed a fixture type's
 * positions to a JUnit 5 parameterized test.
 */
@NullMarked
package dev.noughts.testing;

import org.jspecify.annotations.NullMarked;
