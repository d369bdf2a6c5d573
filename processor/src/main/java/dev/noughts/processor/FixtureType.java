package dev.noughts.processor;

import java.util.List;
import javax.lang.model.element.TypeElement;

/**
 * A type that declares fixtures, all of which passed every check.
 *
 * @param type the interface or abstract class
 * @param fixtures its fixtures in declaration order
 */
record FixtureType(TypeElement type, List<Fixture> fixtures) {}
