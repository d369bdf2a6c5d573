/**
 * The KSP front end of the {@code @Board} processor: {@link
 * dev.noughts.processor.ksp.BoardSymbolProcessorProvider} reads fixtures through KSP's symbols, as
 * Kotlin declares them, and hands them to the core in {@code dev.noughts.processor.core}. Only the
 * provider is public, for KSP's service loader; it is not an API to call.
 */
@NullMarked
package dev.noughts.processor.ksp;

import org.jspecify.annotations.NullMarked;
