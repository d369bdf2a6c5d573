package dev.noughts.kotest

import io.kotest.assertions.throwables.shouldThrow

/**
 * The failure message of [assertion], which must fail; inline, so that it may call suspend code.
 */
inline fun failure(assertion: () -> Unit): String =
    shouldThrow<AssertionError>(assertion).message.orEmpty()
