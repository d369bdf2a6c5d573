package dev.noughts;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * A comparison too long for every build, CI's included: tagged {@code exhaustive} and run only when
 * the system property {@code noughts.exhaustive} is {@code true} (docs/building.md says how, and
 * how long each takes). Each extends to larger boards a comparison that the build runs in full on
 * smaller ones.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@Tag("exhaustive")
@EnabledIfSystemProperty(named = "noughts.exhaustive", matches = "true")
@interface Exhaustive {}
