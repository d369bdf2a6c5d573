package dev.noughts.testing;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.params.provider.ArgumentsSource;

/**
 * Supplies every {@code @Board} fixture of a type to a JUnit 5 parameterized test with what its
 * annotation expects of it, in declaration order, each case named after its fixture:
 *
 * <pre>{@code
 * @ParameterizedTest
 * @EngineFixtures(Tactics.class)
 * void findsABestMove(Position position, Fixture expected) {
 *   assumeFalse(expected.bestMoves().isEmpty());
 *   assertThat(expected).hasBestMove(engine.move(position)); // FixtureSubject.assertThat
 * }
 * }</pre>
 *
 * <p>JUnit names each case after its fixture, {@code [1] finishTheRow}, never after its board;
 * {@link FixtureSubject} names the fixture in a failure as well, whatever the runner reports.
 *
 * <p>The {@link dev.noughts.Fixture} come from the generated class ({@code
 * TacticsBoards.fixtures()}), checked against the runtime's solver when the fixtures compiled.
 *
 * @since 0.1.0
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@ArgumentsSource(EngineFixturesProvider.class)
public @interface EngineFixtures {
  /** The interface or abstract class that declares the fixtures. */
  Class<?> value();
}
