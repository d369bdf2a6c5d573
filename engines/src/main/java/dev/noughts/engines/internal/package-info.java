/**
 * Internal to noughts: the plumbing that noughts-engines shares with noughts-testing,
 * noughts-kotest and the {@code noughts} program (how an engine is asked for its move, how a
 * failure is laid out, how a board is named). Not an API: it may change in any release, it has no
 * Javadoc in the published jar, and the API baseline does not compare it.
 */
@NullMarked
package dev.noughts.engines.internal;

import org.jspecify.annotations.NullMarked;
