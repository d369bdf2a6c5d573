package dev.noughts.gomocup;

import java.io.IOException;
import java.io.OutputStream;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Writes to an engine's standard input on a thread of its own, so that every write has a deadline:
 * an engine that stops reading fills its pipe and would block the writer for good. The thread alone
 * writes to and closes the stream, so that nothing else waits on it; it blocks at most until the
 * process that should read is killed, which breaks the pipe.
 */
final class InputWriter implements Runnable {
  /** The bytes of one {@link #write}, and what became of them. */
  private record Job(byte[] bytes, CompletableFuture<Void> written) {}

  /** The job that closes the stream. */
  private static final Job CLOSE = new Job(new byte[0], new CompletableFuture<>());

  private final OutputStream stream;
  private final LinkedBlockingQueue<Job> jobs = new LinkedBlockingQueue<>();
  private volatile boolean closed;

  InputWriter(OutputStream stream) {
    this.stream = stream;
  }

  /**
   * Writes {@code bytes} and flushes them, within {@code wait}.
   *
   * @throws IOException when the stream is closed: the process no longer reads, having ended
   * @throws TimeoutException when they were not written within {@code wait}: the process does not
   *     read (its pipe is full). They may still be written later; the caller kills the process.
   * @throws InterruptedException when the calling thread is interrupted
   */
  void write(byte[] bytes, Duration wait)
      throws IOException, TimeoutException, InterruptedException {
    if (closed) {
      throw new IOException("the engine's input is closed");
    }
    Job job = new Job(bytes, new CompletableFuture<>());
    jobs.add(job);
    try {
      job.written().get(Math.max(0, wait.toNanos()), TimeUnit.NANOSECONDS);
    } catch (ExecutionException failed) {
      throw failed.getCause() instanceof IOException closed
          ? closed
          : new IOException("the engine's input failed", failed.getCause());
    }
  }

  /** Closes the stream once what was asked before is written or has failed; returns at once. */
  void close() {
    closed = true;
    jobs.add(CLOSE);
  }

  @Override
  public void run() {
    IOException broken = null;
    try {
      for (Job job = jobs.take(); job != CLOSE; job = jobs.take()) {
        if (broken == null) {
          try {
            stream.write(job.bytes());
            stream.flush();
            job.written().complete(null);
            continue;
          } catch (IOException e) {
            broken = e;
          }
        }
        job.written().completeExceptionally(broken);
      }
    } catch (InterruptedException stopped) {
      Thread.currentThread().interrupt();
    } finally {
      try {
        stream.close();
      } catch (IOException ignored) {
        // The pipe is broken with the process gone.
      }
      jobs.forEach(job -> job.written().completeExceptionally(new IOException("closed")));
    }
  }
}
