package dev.noughts.ksp.maven;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;

/**
 * Where one daemon lives: its socket, its log and the lock a build holds while it starts it, in a
 * directory only its owner may enter. A daemon is for one JDK, one heap limit and one class path as
 * it was on disk (each jar's size and time), so the key names them all: another version of the
 * plugin, or a processor jar built anew, gets a daemon of its own.
 */
record KspDaemonPlace(Path directory, String key) {

  /** The place of the daemon for this JDK, heap limit and class path, under {@code directory}. */
  static KspDaemonPlace of(
      Path directory, String javaHome, long maxHeapBytes, List<File> classpath) {
    StringBuilder identity = new StringBuilder();
    identity.append(KspWire.VERSION).append('\n').append(javaHome).append('\n');
    identity.append(maxHeapBytes).append('\n');
    for (File entry : classpath) {
      identity.append(entry.getAbsolutePath()).append('\t').append(entry.length()).append('\t');
      identity.append(entry.lastModified()).append('\n');
    }
    try {
      byte[] digest =
          MessageDigest.getInstance("SHA-256")
              .digest(identity.toString().getBytes(StandardCharsets.UTF_8));
      return new KspDaemonPlace(directory, HexFormat.of().formatHex(digest, 0, 8));
    } catch (NoSuchAlgorithmException e) {
      throw new AssertionError("every JDK has SHA-256", e);
    }
  }

  /** The Unix-domain socket the daemon listens on. */
  Path socket() {
    return directory.resolve(key + ".sock");
  }

  /** The daemon's own output: when it started, each run, why it stopped. */
  Path log() {
    return directory.resolve(key + ".log");
  }

  /** The file a build locks while it looks for the daemon and starts it. */
  Path lock() {
    return directory.resolve(key + ".lock");
  }

  /**
   * Makes the directory for its owner only where the file system has POSIX permissions, or checks
   * that the one there is this user's alone (mode 0700): whoever else may write in it could put a
   * socket of their own in the daemon's place.
   */
  void createDirectory() throws IOException {
    if (!Files.exists(directory)) {
      Files.createDirectories(directory);
      try {
        Files.setPosixFilePermissions(directory, OWNER_ONLY);
      } catch (UnsupportedOperationException e) {
        return; // Windows: the directory under the user's home is the user's own already.
      }
    }
    if (!Files.isDirectory(directory)) {
      throw new IOException(directory + " is not a directory");
    }
    PosixFileAttributes attributes;
    try {
      attributes = Files.readAttributes(directory, PosixFileAttributes.class);
    } catch (UnsupportedOperationException e) {
      return;
    }
    UserPrincipal you = KspUsers.current();
    if (!attributes.owner().equals(you)) {
      throw new IOException(
          directory
              + " belongs to "
              + attributes.owner().getName()
              + ", not to you ("
              + you.getName()
              + "); the daemon's directory must be yours alone: remove it, or name another with"
              + " -Dnoughts.ksp.daemonDirectory");
    }
    if (!attributes.permissions().equals(OWNER_ONLY)) {
      throw new IOException(
          directory
              + " is open to others ("
              + PosixFilePermissions.toString(attributes.permissions())
              + "); the daemon's directory must be yours alone: chmod 700 "
              + directory);
    }
  }

  private static final Set<PosixFilePermission> OWNER_ONLY =
      PosixFilePermissions.fromString("rwx------");
}
