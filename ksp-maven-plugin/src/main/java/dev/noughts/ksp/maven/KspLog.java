package dev.noughts.ksp.maven;

import com.google.devtools.ksp.processing.KSPLogger;
import com.google.devtools.ksp.symbol.FileLocation;
import com.google.devtools.ksp.symbol.KSNode;
import org.apache.maven.plugin.logging.Log;
import org.jspecify.annotations.Nullable;

/**
 * KSP's messages as Maven's log lines: an error is {@code [ERROR] /path/Fixtures.kt:8: message},
 * the place first, as javac's and kotlinc's errors are in a Maven build; counted, so that the goal
 * fails with their number. An exception from KSP is one error line, its stack trace only with
 * {@code -X}.
 */
final class KspLog implements KSPLogger {
  private final Log log;
  private int errors;

  KspLog(Log log) {
    this.log = log;
  }

  /** How many errors KSP reported. */
  int errors() {
    return errors;
  }

  @Override
  public void logging(String message, @Nullable KSNode symbol) {
    log.debug(placed(message, symbol));
  }

  @Override
  public void info(String message, @Nullable KSNode symbol) {
    log.debug(placed(message, symbol));
  }

  @Override
  public void warn(String message, @Nullable KSNode symbol) {
    log.warn(placed(message, symbol));
  }

  @Override
  public void error(String message, @Nullable KSNode symbol) {
    errors++;
    log.error(placed(message, symbol));
  }

  @Override
  public void exception(Throwable e) {
    errors++;
    log.error("KSP failed: " + e);
    log.debug(e);
  }

  /** The message after its file and line, when KSP knows them. */
  private static String placed(String message, @Nullable KSNode symbol) {
    return symbol != null && symbol.getLocation() instanceof FileLocation place
        ? place.getFilePath() + ":" + place.getLineNumber() + ": " + message
        : message;
  }
}
