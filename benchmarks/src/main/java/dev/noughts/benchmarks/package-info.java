/** JMH benchmarks for noughts, with their baselines. Not part of the library. */
@NullMarked
package dev.noughts.benchmarks;

import org.jspecify.annotations.NullMarked;
