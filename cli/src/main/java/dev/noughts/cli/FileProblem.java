package dev.noughts.cli;

import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;

/** Why a file could not be written or read, in the few words that follow its name. */
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
    if (e instanceof FileAlreadyExistsException) {
      return "a file of that name is there, not a folder";
    }
    return common(e);
  }

  /**
   * Why a file could not be read: {@code no such file}, {@code permission denied}, the reason of
   * {@link TextFile#read}, or the system's (as for a folder's name: {@code Is a directory}).
   */
  static String readReason(Exception e) {
    if (e instanceof NoSuchFileException) {
      return "no such file";
    }
    return common(e);
  }

  private static String common(Exception e) {
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    String reason =
        e instanceof FileSystemException system
            ? system.getReason()
            : e instanceof InvalidPathException invalid ? invalid.getReason() : null;
    if (reason == null) {
      reason = e.getMessage();
    }
    return reason != null ? reason : e.getClass().getSimpleName();
  }
}
