package dev.noughts.ksp.maven;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Where one daemon lives: its socket, its log and the lock a build holds while it starts it, in a
 * directory only its owner may enter; the log and lock of keys long unused are deleted ({@link
 * #removeStaleKeys}). A daemon is for one JDK, one heap limit and one class path as it was on disk
 * (each jar's size and time), so the key names them all: another version of the plugin, or a
 * processor jar built anew, gets a daemon of its own.
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

  /** How long the log and lock of another key stay after their daemon has gone: 7 days. */
  static final Duration STALE = Duration.ofDays(7);

  private static final Pattern FILE_OF_A_KEY = Pattern.compile("([0-9a-f]{16})\\.(log|lock|sock)");

  /**
   * Deletes the log and the lock of every other key in the directory whose daemon is gone: it has
   * no socket (a daemon deletes its own when it stops), and neither file has changed for {@link
   * #STALE}; a daemon writes its log when it starts and at each run. Another version of the plugin,
   * JDK or heap limit, or a jar built anew, makes a new key: without this, their files would stay
   * forever. A file that cannot be deleted is left for the next time.
   *
   * @return the keys whose files were deleted, in order
   */
  List<String> removeStaleKeys(Instant now) throws IOException {
    Set<String> keys = new TreeSet<>();
    try (Stream<Path> files = Files.list(directory)) {
      files.forEach(
          file -> {
            Matcher name = FILE_OF_A_KEY.matcher(file.getFileName().toString());
            if (name.matches() && !name.group(1).equals(key)) {
              keys.add(name.group(1));
            }
          });
    }
    List<String> removed = new ArrayList<>();
    for (String other : keys) {
      KspDaemonPlace place = new KspDaemonPlace(directory, other);
      if (Files.exists(place.socket(), LinkOption.NOFOLLOW_LINKS)
          || changedSince(place.log(), now.minus(STALE))
          || changedSince(place.lock(), now.minus(STALE))) {
        continue;
      }
      try {
        Files.deleteIfExists(place.log());
        Files.deleteIfExists(place.lock());
        removed.add(other);
      } catch (IOException e) {
        // left for the next build that starts a daemon
      }
    }
    return removed;
  }

  private static boolean changedSince(Path file, Instant since) throws IOException {
    try {
      return Files.getLastModifiedTime(file, LinkOption.NOFOLLOW_LINKS).toInstant().isAfter(since);
    } catch (NoSuchFileException e) {
      return false;
    }
  }

  private static final Set<PosixFilePermission> OWNER_ONLY =
      PosixFilePermissions.fromString("rwx------");
}
