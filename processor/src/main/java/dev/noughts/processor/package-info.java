/**
 * The {@code @Board} annotation processor. It judges every fixture with the runtime's own parser
 * and rules, reports each problem as a compile error on the annotation, and generates one class of
 * constants per declaring type.
 */
@NullMarked
package dev.noughts.processor;

import org.jspecify.annotations.NullMarked;
