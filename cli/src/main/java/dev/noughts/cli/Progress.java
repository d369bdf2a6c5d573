package dev.noughts.cli;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * How far a long run is, on standard error while a terminal is attached: one line, written over as
 * it goes ({@code asked 120 of 450 tactics, 0:41 elapsed, about 1:52 left}), ended by a line feed
 * when the run is done. Quiet when nobody watches, so that logs and pipes hold only the results.
 * Safe to call from the threads of several engine processes.
 */
final class Progress {
  /** The least time between two lines, so that a fast run does not flood the terminal. */
  private static final long EVERY_NANOS = 200_000_000L;

  private final PrintWriter err;
  private final boolean shown;
  private final String what;
  private final int total;
  private final long started = System.nanoTime();
  private int done;
  private long lastShown = started - EVERY_NANOS;
  private int width; // of the line last written

  /**
   * Progress through {@code total} steps, each {@code what} ({@code asked %d of %d tactics}), on
   * {@code err} when {@code shown}.
   */
  Progress(PrintWriter err, boolean shown, String what, int total) {
    this.err = err;
    this.shown = shown;
    this.what = what;
    this.total = total;
  }

  /** One more step done; the line is written again if a while has passed, or if it was the last. */
  synchronized void step() {
    done++;
    long now = System.nanoTime();
    if (shown && (done == total || now - lastShown >= EVERY_NANOS)) {
      lastShown = now;
      long elapsed = now - started;
      String left =
          done == total ? "" : ", about " + clock(elapsed / done * (total - done)) + " left";
      String line =
          String.format(Locale.ROOT, what, done, total) + ", " + clock(elapsed) + " elapsed" + left;
      // Spaces over what a longer line before left, since the line is written over.
      err.print("\r" + line + " ".repeat(Math.max(0, width - line.length())));
      width = line.length();
      if (done == total) {
        err.println();
      }
      err.flush();
    }
  }

  /**
   * Ends the line, if one was written and the last step has not ended it, so that what is written
   * next starts a line of its own: a run cut short (Ctrl-C, an engine that cannot be run) does not
   * print its report after the progress on the same line.
   */
  synchronized void end() {
    if (width > 0 && done < total) {
      err.println();
      err.flush();
    }
    width = 0;
    done = total;
  }

  /** {@code 1:05} for 65 seconds, {@code 1:01:05} past an hour. */
  static String clock(long nanos) {
    long seconds = nanos / 1_000_000_000L;
    return seconds >= 3600
        ? String.format(
            Locale.ROOT, "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
        : String.format(Locale.ROOT, "%d:%02d", seconds / 60, seconds % 60);
  }
}
