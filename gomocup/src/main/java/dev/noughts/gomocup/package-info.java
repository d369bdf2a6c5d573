/**
 * Engines in any language: {@link dev.noughts.gomocup.PiskvorkEngine} runs an engine process that
 * speaks the Gomocup (piskvork) protocol, a {@code pbrain-*} executable, and is an engine wherever
 * noughts takes one ({@code Function<Position, Square>}); {@link dev.noughts.gomocup.Conformance}
 * checks that such an engine follows the protocol; {@link dev.noughts.gomocup.Match} plays two such
 * engines against each other, adjudicated by proof, scored by {@link
 * dev.noughts.gomocup.MatchScore} and stopped by an {@link dev.noughts.gomocup.Sprt}.
 */
@NullMarked
package dev.noughts.gomocup;

import org.jspecify.annotations.NullMarked;
