package dev.noughts.gomocup;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;

/**
 * Reads an engine's standard output on a thread of its own into a queue of {@link Output} events,
 * in bounded memory: a line holds at most {@code maxLineLength} bytes (a longer one is reported as
 * {@link Output.Overlong} as soon as it passes the bound, and skipped up to its line break), and
 * the queue holds at most {@value #CAPACITY} batches of at most {@value #BATCH} events, so a
 * process that writes faster than it is read waits on its pipe.
 *
 * <p>The lines of one read from the pipe (up to {@value #BATCH}) are queued together: two lines an
 * engine wrote at once, an answer and a line after it, are both there when the answer is taken, so
 * that {@link #ready()} sees the second before the next question is sent.
 */
final class OutputReader implements Runnable {
  static final int CAPACITY = 16;
  static final int BATCH = 64;

  private final InputStream stream;
  private final int maxLineLength;
  private final BlockingQueue<List<Output>> queue = new ArrayBlockingQueue<>(CAPACITY);

  /** The events of batches taken from the queue and not yet returned: the reading thread's own. */
  private final ArrayDeque<Output> taken = new ArrayDeque<>();

  OutputReader(InputStream stream, int maxLineLength) {
    this.stream = stream;
    this.maxLineLength = maxLineLength;
  }

  /**
   * The next event, or null when none came within {@code wait}. Called from one thread only, as
   * {@link #ready()}.
   *
   * @throws InterruptedException when the calling thread is interrupted
   */
  @Nullable Output next(Duration wait) throws InterruptedException {
    if (taken.isEmpty()) {
      List<Output> batch = queue.poll(Math.max(0, wait.toNanos()), TimeUnit.NANOSECONDS);
      if (batch == null) {
        return null;
      }
      taken.addAll(batch);
    }
    return taken.poll();
  }

  /** The next event already read, without waiting; null when there is none. */
  @Nullable Output ready() {
    if (taken.isEmpty()) {
      List<Output> batch = queue.poll();
      if (batch == null) {
        return null;
      }
      taken.addAll(batch);
    }
    return taken.poll();
  }

  /** Puts {@code output}, just returned by {@link #ready()} or {@link #next}, back in front. */
  void putBack(Output output) {
    taken.addFirst(output);
  }

  @Override
  public void run() {
    ByteArrayOutputStream line = new ByteArrayOutputStream();
    List<Output> batch = new ArrayList<>();
    boolean skipping = false;
    byte[] buffer = new byte[8192];
    try {
      for (int read; (read = stream.read(buffer)) != -1; ) {
        for (int i = 0; i < read; i++) {
          byte b = buffer[i];
          if (b == '\n' || b == '\r') {
            if (!skipping && line.size() > 0) {
              batch = add(batch, new Output.Line(line.toString(StandardCharsets.UTF_8)));
            }
            line.reset();
            skipping = false;
          } else if (!skipping) {
            if (line.size() == maxLineLength) {
              batch = add(batch, new Output.Overlong(maxLineLength));
              line.reset();
              skipping = true;
            } else {
              line.write(b);
            }
          }
        }
        batch = flush(batch);
      }
      if (!skipping && line.size() > 0) {
        batch.add(new Output.Line(line.toString(StandardCharsets.UTF_8)));
      }
      batch.add(new Output.End());
      queue.put(batch);
    } catch (IOException closed) {
      batch.add(new Output.End());
      queue.offer(batch);
    } catch (InterruptedException stopped) {
      Thread.currentThread().interrupt();
    }
  }

  /** {@code batch} with {@code output} added, queued first when it is full. */
  private List<Output> add(List<Output> batch, Output output) throws InterruptedException {
    List<Output> open = batch.size() == BATCH ? flush(batch) : batch;
    open.add(output);
    return open;
  }

  /** Queues {@code batch} unless it is empty; the batch to fill next. */
  private List<Output> flush(List<Output> batch) throws InterruptedException {
    if (batch.isEmpty()) {
      return batch;
    }
    queue.put(batch);
    return new ArrayList<>();
  }
}
