package dev.noughts.ksp.maven;

import java.io.IOException;
import java.nio.channels.Channel;
import java.time.Duration;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * A time limit on a blocking connect, read or write of a channel: when it passes, the channel is
 * closed, which ends the blocked call with an {@link IOException}; {@link #passed} then tells that
 * exception from others. Both sides of the daemon's socket use one for every step, so that a silent
 * or stuck peer costs a bounded wait, never a hung build or a held daemon.
 */
final class KspDeadline implements AutoCloseable {
  /** One thread for every deadline of this JVM, ended when none has been set for a while. */
  private static final ScheduledThreadPoolExecutor TIMER = timer();

  private final ScheduledFuture<?> closing;
  private volatile boolean passed;

  private KspDeadline(Channel channel, Duration limit) {
    this.closing =
        TIMER.schedule(
            () -> {
              passed = true;
              try {
                channel.close();
              } catch (IOException e) {
                // closed already, or never to be used again either way
              }
            },
            limit.toNanos(),
            TimeUnit.NANOSECONDS);
  }

  /** Closes {@code channel} after {@code limit} unless this deadline is closed first. */
  static KspDeadline of(Channel channel, Duration limit) {
    return new KspDeadline(channel, limit);
  }

  /** Whether the time ran out, and the channel was closed for it. */
  boolean passed() {
    return passed;
  }

  /** Cancels the deadline: the step ended in time. */
  @Override
  public void close() {
    closing.cancel(false);
  }

  private static ScheduledThreadPoolExecutor timer() {
    ScheduledThreadPoolExecutor timer =
        new ScheduledThreadPoolExecutor(
            1,
            task -> {
              Thread thread = new Thread(task, "noughts-ksp-deadline");
              thread.setDaemon(true);
              return thread;
            });
    timer.setRemoveOnCancelPolicy(true);
    timer.setKeepAliveTime(10, TimeUnit.SECONDS);
    timer.allowCoreThreadTimeOut(true);
    return timer;
  }
}
