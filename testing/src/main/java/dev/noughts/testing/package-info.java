/**
 * Test-suite support for noughts with Truth, JUnit 5 and jqwik: {@link
 * dev.noughts.testing.PositionSubject} for Truth assertions on positions (perfect play included),
 * {@link dev.noughts.testing.BoardFixtures} to feed a fixture type's positions to a JUnit 5
 * parameterized test, and for engines {@link dev.noughts.testing.EngineFixtures} (each fixture with
 * its expectations) and {@link dev.noughts.testing.ReachablePositions} (jqwik arbitraries of
 * positions legal play reaches; jqwik is an optional dependency). Scores and sweeps of engines are
 * noughts-engines' ({@code dev.noughts.engines}), with no test framework.
 */
@NullMarked
package dev.noughts.testing;

import org.jspecify.annotations.NullMarked;
