package dev.noughts.cli;

import java.io.InputStream;
import java.io.PrintWriter;

/**
 * The streams a run of the command uses, so tests can run it in-process.
 *
 * @param in standard input
 * @param out standard output, which keeps its first write error
 * @param err standard error
 * @param inIsTerminal whether standard input is a terminal (a person typing, not a pipe)
 */
record Io(InputStream in, Output out, PrintWriter err, boolean inIsTerminal) {}
