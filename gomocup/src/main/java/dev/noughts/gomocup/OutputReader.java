package dev.noughts.gomocup;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;

/**
 * Reads an engine's standard output on a thread of its own into a queue of {@link Output} events,
 * in bounded memory: a line holds at most {@code maxLineLength} bytes (a longer one is reported as
 * {@link Output.Overlong} as soon as it passes the bound, and skipped up to its line break), and
 * the queue holds at most {@value #CAPACITY} events, so a process that writes faster than it is
 * read waits on its pipe.
 */
final class OutputReader implements Runnable {
  static final int CAPACITY = 64;

  private final InputStream stream;
  private final int maxLineLength;
  private final BlockingQueue<Output> queue = new ArrayBlockingQueue<>(CAPACITY);

  OutputReader(InputStream stream, int maxLineLength) {
    this.stream = stream;
    this.maxLineLength = maxLineLength;
  }

  /**
   * The next event, or null when none came within {@code wait}.
   *
   * @throws InterruptedException when the calling thread is interrupted
   */
  @Nullable Output next(Duration wait) throws InterruptedException {
    return queue.poll(Math.max(0, wait.toNanos()), TimeUnit.NANOSECONDS);
  }

  @Override
  public void run() {
    ByteArrayOutputStream line = new ByteArrayOutputStream();
    boolean skipping = false;
    byte[] buffer = new byte[8192];
    try {
      for (int read; (read = stream.read(buffer)) != -1; ) {
        for (int i = 0; i < read; i++) {
          byte b = buffer[i];
          if (b == '\n' || b == '\r') {
            if (!skipping && line.size() > 0) {
              queue.put(new Output.Line(line.toString(StandardCharsets.UTF_8)));
            }
            line.reset();
            skipping = false;
          } else if (!skipping) {
            if (line.size() == maxLineLength) {
              queue.put(new Output.Overlong(maxLineLength));
              line.reset();
              skipping = true;
            } else {
              line.write(b);
            }
          }
        }
      }
      if (!skipping && line.size() > 0) {
        queue.put(new Output.Line(line.toString(StandardCharsets.UTF_8)));
      }
      queue.put(new Output.End());
    } catch (IOException closed) {
      queue.offer(new Output.End());
    } catch (InterruptedException stopped) {
      Thread.currentThread().interrupt();
    }
  }
}
