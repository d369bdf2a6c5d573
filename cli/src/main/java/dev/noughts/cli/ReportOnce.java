package dev.noughts.cli;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A run's report, written once: either at the run's end, by the thread that ran it, or, when the
 * JVM shuts down first (Ctrl-C, {@code SIGTERM}), by a shutdown hook, as the report of what was
 * done until then. Whichever comes first {@linkplain #claim() claims} it; the other does nothing. A
 * hook that finds the report claimed by the run waits (a few seconds at most) for it to be written,
 * so that the JVM does not end in its middle. The hook holds no lock the run takes, so neither
 * waits for the other beyond that.
 */
final class ReportOnce implements AutoCloseable {
  /** How long a shutdown waits for the run's own report to be written. */
  private static final long WAIT_SECONDS = 10;

  private final AtomicBoolean claimed = new AtomicBoolean();
  private final CountDownLatch written = new CountDownLatch(1);
  private final Thread hook;

  private ReportOnce(Runnable interrupted) {
    this.hook =
        new Thread(
            () -> {
              if (claimed.compareAndSet(false, true)) {
                interrupted.run();
              } else {
                awaitWritten();
              }
            },
            "noughts-report-on-shutdown");
  }

  /**
   * Registers {@code interrupted}, the report of the run so far, to be written if the JVM shuts
   * down before the run {@linkplain #claim() claims} its report; {@link #close()} unregisters it.
   */
  static ReportOnce onShutdown(Runnable interrupted) {
    ReportOnce once = new ReportOnce(interrupted);
    Runtime.getRuntime().addShutdownHook(once.hook);
    return once;
  }

  /**
   * Whether the run writes its report: true once, unless the shutdown hook has claimed it, in which
   * case the JVM is ending and the run writes nothing. After a true, call {@link #close()} once the
   * report is written.
   */
  boolean claim() {
    return claimed.compareAndSet(false, true);
  }

  /** The run's report is written: a shutdown waits no longer, and the hook is removed. */
  @Override
  public void close() {
    written.countDown();
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException shuttingDown) {
      // The JVM is ending: the hook runs, finds the report claimed and written, and returns.
    }
  }

  /**
   * Whether the JVM is shutting down. A reply that comes then may be that of an engine the shutdown
   * killed, which is no answer of the engine's: it is left out of the report.
   */
  static boolean shuttingDown() {
    Thread probe = new Thread(() -> {}, "noughts-shutdown-probe");
    try {
      Runtime.getRuntime().addShutdownHook(probe);
      Runtime.getRuntime().removeShutdownHook(probe);
      return false;
    } catch (IllegalStateException shuttingDown) {
      return true;
    }
  }

  private void awaitWritten() {
    try {
      written.await(WAIT_SECONDS, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
