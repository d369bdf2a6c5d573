package dev.noughts.testing;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.params.provider.ArgumentsSource;

/**
 * Supplies every {@code @Board} fixture of a type to a JUnit 5 parameterized test, in declaration
 * order, each case named after its fixture:
 *
 * <pre>{@code
 * @ParameterizedTest
 * @BoardFixtures(Openings.class)
 * void openingsAreInProgress(Position position) { ... }
 * }</pre>
 *
 * <p>A test method may also take the fixture's name as a second {@code String} parameter.
 *
 * @since 0.1.0
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@ArgumentsSource(BoardFixturesProvider.class)
public @interface BoardFixtures {
  /** The interface or abstract class that declares the fixtures. */
  Class<?> value();
}
