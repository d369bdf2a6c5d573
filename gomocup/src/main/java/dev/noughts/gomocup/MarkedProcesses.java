package dev.noughts.gomocup;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * Processes found by a mark in their environment, as Jenkins' process-tree killer finds the
 * processes of a build: every engine process is started with {@value #VARIABLE} set to a value of
 * its own, which every process it starts inherits at any depth (a daemon that calls {@code setsid}
 * and forks again keeps it too), and the processes holding that value are found again, on Linux, in
 * {@code /proc/PID/environ}. A process that clears its environment, or one of another user, is not
 * found this way; elsewhere than on Linux nothing is.
 */
final class MarkedProcesses {
  /** The environment variable that marks the processes of an engine. */
  static final String VARIABLE = "NOUGHTS_ENGINE_PROCESS";

  private static final Path PROC = Path.of("/proc");
  private static final boolean READABLE = Files.isReadable(PROC.resolve("self/environ"));

  private MarkedProcesses() {}

  /** A new mark: the value of {@value #VARIABLE} for one engine process. */
  static String newMark() {
    return UUID.randomUUID().toString();
  }

  /** Whether this system lets noughts find processes by their mark (Linux does). */
  static boolean canFind() {
    return READABLE;
  }

  /**
   * The processes alive whose environment holds {@value #VARIABLE} set to {@code mark}, never this
   * JVM's own; none where {@linkplain #canFind() nothing can be found}. Each handle is taken before
   * its environment is read, so a number that a process ended and left to another is not mistaken
   * for it (a handle knows its process's start time).
   */
  static List<ProcessHandle> find(String mark) {
    List<ProcessHandle> found = new ArrayList<>();
    if (!READABLE) {
      return found;
    }
    byte[] entry = (VARIABLE + "=" + mark).getBytes(StandardCharsets.UTF_8);
    long self = ProcessHandle.current().pid();
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(PROC)) {
      for (Path directory : entries) {
        long pid = pid(directory.getFileName().toString());
        if (pid <= 0 || pid == self) {
          continue;
        }
        Optional<ProcessHandle> handle = ProcessHandle.of(pid);
        if (handle.isPresent() && holds(directory.resolve("environ"), entry)) {
          found.add(handle.get());
        }
      }
    } catch (IOException unreadable) {
      // /proc went away: nothing more can be found.
    }
    return found;
  }

  /** The number a directory of /proc is named by, or -1 for one that is not a process's. */
  private static long pid(String name) {
    if (name.isEmpty() || name.length() > 18 || !name.chars().allMatch(Character::isDigit)) {
      return -1;
    }
    return Long.parseLong(name);
  }

  /** Whether the NUL-separated environment in {@code environ} has {@code entry} as one variable. */
  private static boolean holds(Path environ, byte[] entry) {
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(environ);
    } catch (IOException | SecurityException unreadable) {
      return false; // ended, or another user's
    }
    for (int start = 0; start < bytes.length; ) {
      int end = start;
      while (end < bytes.length && bytes[end] != 0) {
        end++;
      }
      if (Arrays.equals(bytes, start, end, entry, 0, entry.length)) {
        return true;
      }
      start = end + 1;
    }
    return false;
  }
}
