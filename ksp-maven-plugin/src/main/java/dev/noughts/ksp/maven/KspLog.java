package dev.noughts.ksp.maven;

import com.google.devtools.ksp.processing.KSPLogger;
import com.google.devtools.ksp.symbol.FileLocation;
import com.google.devtools.ksp.symbol.KSNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * KSP's messages, collected in order with their file and line in front: info and logging as debug
 * lines; an exception from KSP as one error line, its stack trace as a debug line.
 */
final class KspLog implements KSPLogger {
  private final List<KspMessage> messages = new ArrayList<>();

  /** The messages so far. */
  List<KspMessage> messages() {
    return List.copyOf(messages);
  }

  @Override
  public void logging(String message, @Nullable KSNode symbol) {
    add(KspMessage.Level.DEBUG, placed(message, symbol));
  }

  @Override
  public void info(String message, @Nullable KSNode symbol) {
    add(KspMessage.Level.DEBUG, placed(message, symbol));
  }

  @Override
  public void warn(String message, @Nullable KSNode symbol) {
    add(KspMessage.Level.WARNING, placed(message, symbol));
  }

  @Override
  public void error(String message, @Nullable KSNode symbol) {
    add(KspMessage.Level.ERROR, placed(message, symbol));
  }

  @Override
  public void exception(Throwable e) {
    add(KspMessage.Level.ERROR, "KSP failed: " + e);
    StringWriter trace = new StringWriter();
    e.printStackTrace(new PrintWriter(trace));
    add(KspMessage.Level.DEBUG, trace.toString());
  }

  private void add(KspMessage.Level level, String text) {
    messages.add(new KspMessage(level, text));
  }

  /** The message after its file and line, when KSP knows them. */
  private static String placed(String message, @Nullable KSNode symbol) {
    return symbol != null && symbol.getLocation() instanceof FileLocation place
        ? place.getFilePath() + ":" + place.getLineNumber() + ": " + message
        : message;
  }
}
