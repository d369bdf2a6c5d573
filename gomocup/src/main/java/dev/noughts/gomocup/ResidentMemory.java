package dev.noughts.gomocup;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The resident memory of processes, read from Linux's {@code /proc/PID/status} (its {@code VmRSS}
 * line): what a tournament manager measures against {@code max_memory}. Elsewhere nothing can be
 * read this way, and {@link #isMeasurable()} says so.
 */
final class ResidentMemory {
  private static final Path PROC = Path.of("/proc");
  private static final boolean MEASURABLE = Files.isReadable(PROC.resolve("self/status"));

  private ResidentMemory() {}

  /** Whether this system lets noughts read a process's resident memory. */
  static boolean isMeasurable() {
    return MEASURABLE;
  }

  /**
   * The resident memory of process {@code pid} in bytes; 0 when it has ended or cannot be read (a
   * process that ended between two readings holds no memory).
   */
  static long of(long pid) {
    if (!MEASURABLE) {
      return 0;
    }
    try (BufferedReader status =
        Files.newBufferedReader(
            PROC.resolve(Long.toString(pid)).resolve("status"), StandardCharsets.US_ASCII)) {
      for (String line; (line = status.readLine()) != null; ) {
        if (line.startsWith("VmRSS:")) {
          return kibibytes(line.substring("VmRSS:".length())) << 10;
        }
      }
      return 0; // a zombie: its memory is gone
    } catch (IOException | RuntimeException gone) {
      return 0;
    }
  }

  /** The number of {@code " 1234 kB"}. */
  private static long kibibytes(String field) {
    String value = field.strip();
    int space = value.indexOf(' ');
    return Long.parseLong(space < 0 ? value : value.substring(0, space));
  }
}
