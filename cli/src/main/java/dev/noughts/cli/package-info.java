/** The {@code noughts} command line: checks saved games with the runtime's parser and rules. */
@NullMarked
package dev.noughts.cli;

import org.jspecify.annotations.NullMarked;
