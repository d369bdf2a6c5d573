package dev.noughts.cli;

import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;

/** Why a report file could not be written, in the few words that follow its name. */
final class FileProblem {
  private FileProblem() {}

  /**
   * {@code its folder does not exist}, {@code permission denied}, or the system's reason (as for a
   * folder's name: {@code Is a directory}).
   */
  static String reason(Exception e) {
    if (e instanceof NoSuchFileException) {
      return "its folder does not exist";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    String reason =
        e instanceof FileSystemException system
            ? system.getReason()
            : e instanceof InvalidPathException invalid ? invalid.getReason() : null;
    return reason != null ? reason : String.valueOf(e.getMessage());
  }
}
