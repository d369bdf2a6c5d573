package dev.noughts.gomocup;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Drains an engine's standard error on a thread of its own, so that the engine never waits on a
 * full pipe, and keeps only its last {@value #KEPT} bytes, for the message of a crash.
 */
final class StderrTail implements Runnable {
  static final int KEPT = 2048;

  private final InputStream stream;
  private final byte[] ring = new byte[KEPT];
  private long written;

  StderrTail(InputStream stream) {
    this.stream = stream;
  }

  @Override
  public void run() {
    byte[] buffer = new byte[4096];
    try {
      for (int read; (read = stream.read(buffer)) != -1; ) {
        synchronized (this) {
          for (int i = 0; i < read; i++) {
            ring[(int) (written++ % KEPT)] = buffer[i];
          }
        }
      }
    } catch (IOException closed) {
      // The process ended: what was read is the tail.
    }
  }

  /** The last bytes written, trimmed; empty when the engine wrote nothing. */
  synchronized String tail() {
    int length = (int) Math.min(written, KEPT);
    byte[] last = new byte[length];
    for (int i = 0; i < length; i++) {
      last[i] = ring[(int) ((written - length + i) % KEPT)];
    }
    String text = new String(last, StandardCharsets.UTF_8).strip();
    return written > KEPT ? "..." + text : text;
  }
}
