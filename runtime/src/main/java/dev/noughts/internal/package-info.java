/**
 * Internal to noughts: shared between the runtime and the {@code @Board} processor. Not an API; it
 * may change in any release, and the {@code dev.noughts} module does not export it.
 */
@NullMarked
package dev.noughts.internal;

import org.jspecify.annotations.NullMarked;
