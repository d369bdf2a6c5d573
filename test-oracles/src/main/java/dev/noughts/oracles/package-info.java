/**
 * The test oracles and fixtures that several of noughts' modules test with, written once: {@link
 * dev.noughts.oracles.LegalPlay}, legal play of k in a row searched plainly, and {@link
 * dev.noughts.oracles.Puzzles}, fixtures of 3 x 3 that engines are scored on. Each module's tests
 * depend on this module with test scope; it is not published.
 */
@NullMarked
package dev.noughts.oracles;

import org.jspecify.annotations.NullMarked;
