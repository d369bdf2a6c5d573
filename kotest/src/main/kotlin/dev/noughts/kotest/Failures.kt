package dev.noughts.kotest

import dev.noughts.Position
import dev.noughts.engines.internal.FailureLayout
import io.kotest.assertions.AssertionErrorBuilder
import io.kotest.assertions.errorCollector
import io.kotest.assertions.throwCollectedErrors
import io.kotest.matchers.Matcher
import io.kotest.matchers.MatcherResult
import io.kotest.matchers.should

/**
 * A failure message in noughts-engines' [FailureLayout], as noughts-testing's PositionSubject has
 * it: each fact on a line of its own, the keys aligned, then the board in the notation (ready to
 * paste into `@Board`), its win length when it is not the board's size, and the board drawn row by
 * row.
 */
internal fun failure(position: Position, vararg facts: Pair<String, Any?>): String =
    FailureLayout.of(position, facts.map { (key, value) -> FailureLayout.Fact.of(key, value) })

/**
 * A matcher of positions whose result is [test]'s: whether it passes, and, when it fails, the facts
 * of [failure] for `should` or `shouldNot`.
 */
internal fun positionMatcher(test: (Position) -> MatcherResult): Matcher<Position> = Matcher {
    test(it)
}

/**
 * A result that passes when [passed]; a failure says "expected: [expected]" under `should`,
 * "expected: not [expected]" under `shouldNot`, and "but was: [actual]", with the board.
 */
internal fun result(
    position: Position,
    passed: Boolean,
    expected: String,
    actual: Any?,
): MatcherResult =
    MatcherResult(
        passed,
        { failure(position, "expected" to expected, "but was" to actual) },
        { failure(position, "expected" to "not $expected", "but was" to actual) },
    )

/**
 * Asserts `this should matcher`, then returns what [narrow] makes of the position. When [narrow]
 * has nothing to return (the assertion failed), the failure is thrown at once, with every failure
 * `assertSoftly` collected before it: there is no value to go on with.
 */
internal fun <T : Any> Position.shouldThenNarrow(
    matcher: Matcher<Position>,
    narrow: (Position) -> T?,
): T {
    this should matcher
    narrow(this)?.let {
        return it
    }
    errorCollector.throwCollectedErrors()
    AssertionErrorBuilder.fail(matcher.test(this).failureMessage())
}

/** Fails at once, under `assertSoftly` too: the assertion cannot be judged at all. */
internal fun cannotJudge(position: Position, expected: String, why: String): Nothing =
    AssertionErrorBuilder.fail(failure(position, "expected" to expected, "but" to why))
