package dev.noughts.processor.ksp;

import com.google.devtools.ksp.processing.KSPLogger;
import com.google.devtools.ksp.symbol.KSNode;
import dev.noughts.processor.core.CompileError;
import dev.noughts.processor.core.Diagnostics;

/**
 * Reports every {@link CompileError} through KSP's logger, which prints each with the file and line
 * of its node, and remembers how many were reported.
 */
final class KspReporter implements Diagnostics<KSNode> {
  private final KSPLogger logger;
  private int errorCount;

  KspReporter(KSPLogger logger) {
    this.logger = logger;
  }

  @Override
  public void error(KSNode place, CompileError error, Object... arguments) {
    errorCount++;
    logger.error(error.format(arguments), place);
  }

  @Override
  public void error(CompileError error, Object... arguments) {
    errorCount++;
    logger.error(error.format(arguments), null);
  }

  @Override
  public int errorCount() {
    return errorCount;
  }
}
