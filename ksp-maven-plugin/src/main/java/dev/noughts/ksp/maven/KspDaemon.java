package dev.noughts.ksp.maven;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.File;
import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The daemon: a JVM that keeps KSP2 loaded and compiled between builds, so that a build's KSP run
 * takes the time of a warm run (about a second for a small project) instead of loading KSP2 anew.
 * It serves one request at a time on a Unix-domain socket and stops when it has been idle for its
 * idle time, or when a jar of its class path changes on disk. Started by {@link KspDaemonClient}
 * with {@code java -cp <the plugin's class path> dev.noughts.ksp.maven.KspDaemon <socket> <idle
 * seconds>}; its output goes to the log beside the socket.
 */
final class KspDaemon {
  private final Path socket;
  private final Duration idle;
  private final List<JarStamp> jars;
  private @Nullable Object socketKey;
  private boolean busy;
  private Instant lastUsed = Instant.now();

  private KspDaemon(Path socket, Duration idle, List<JarStamp> jars) {
    this.socket = socket;
    this.idle = idle;
    this.jars = jars;
  }

  /** The jars of a class path with their size and time now, to see them change. */
  private record JarStamp(File file, long length, long lastModified) {
    static JarStamp of(File file) {
      return new JarStamp(file, file.length(), file.lastModified());
    }

    boolean changed() {
      return file.length() != length || file.lastModified() != lastModified;
    }
  }

  public static void main(String[] args) throws IOException {
    if (args.length != 2) {
      System.err.println("usage: KspDaemon <socket> <idle seconds>");
      System.exit(2);
    }
    List<JarStamp> jars = new ArrayList<>();
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      File file = new File(entry);
      if (file.isFile()) {
        jars.add(JarStamp.of(file));
      }
    }
    new KspDaemon(Path.of(args[0]), Duration.ofSeconds(Long.parseLong(args[1])), jars).serve();
  }

  private void serve() throws IOException {
    Files.deleteIfExists(socket);
    try (ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
      server.bind(UnixDomainSocketAddress.of(socket));
      try {
        Files.setPosixFilePermissions(socket, PosixFilePermissions.fromString("rw-------"));
      } catch (UnsupportedOperationException e) {
        // Windows: the socket sits in the user's own directory.
      }
      socketKey = socketKey();
      say("listening on " + socket + ", stopping after " + idle.toSeconds() + " s idle");
      Thread watchdog = new Thread(this::watch, "noughts-ksp-daemon-watchdog");
      watchdog.setDaemon(true);
      watchdog.start();
      while (true) {
        try (SocketChannel channel = server.accept()) {
          synchronized (this) {
            busy = true;
          }
          answer(channel);
        } catch (IOException | RuntimeException e) {
          say("a request failed: " + e);
        } finally {
          // The run's garbage would keep the heap, and the process, at its largest while the daemon
          // waits; a full collection gives it back (the live heap after one stays about 30 MB).
          System.gc();
          synchronized (this) {
            busy = false;
            lastUsed = Instant.now();
          }
        }
      }
    }
  }

  /** Reads one request, runs KSP, writes its outcome. */
  private void answer(SocketChannel channel) throws IOException {
    DataInputStream in =
        new DataInputStream(new BufferedInputStream(Channels.newInputStream(channel)));
    DataOutputStream out =
        new DataOutputStream(new BufferedOutputStream(Channels.newOutputStream(channel)));
    int version = in.readInt();
    out.writeInt(KspWire.VERSION);
    out.writeLong(ProcessHandle.current().pid());
    out.flush();
    if (version != KspWire.VERSION) {
      say("refused a request of wire version " + version);
      return;
    }
    KspRequest request = KspRequest.readFrom(in);
    long start = System.nanoTime();
    KspOutcome outcome = KspRun.run(request);
    say(
        "ran KSP on "
            + request.moduleName()
            + " in "
            + Duration.ofNanos(System.nanoTime() - start).toMillis()
            + " ms: "
            + outcome.errors()
            + " errors");
    outcome.writeTo(out);
    out.flush();
  }

  /**
   * Stops the daemon when it has been idle long enough or its jars changed, checked each second.
   */
  private void watch() {
    while (true) {
      try {
        Thread.sleep(1000);
      } catch (InterruptedException e) {
        return;
      }
      synchronized (this) {
        if (busy) {
          continue;
        }
        boolean ours = socketKey != null && socketKey.equals(socketKey());
        @Nullable String why =
            !ours
                ? "its socket was deleted or another daemon took it"
                : Instant.now().isAfter(lastUsed.plus(idle))
                    ? "idle for " + idle.toSeconds() + " s"
                    : jars.stream().anyMatch(JarStamp::changed)
                        ? "a jar of its class path changed"
                        : null;
        if (why != null) {
          say("stopping: " + why);
          if (ours) {
            try {
              Files.deleteIfExists(socket);
            } catch (IOException e) {
              say("could not delete " + socket + ": " + e);
            }
          }
          System.exit(0);
        }
      }
    }
  }

  /** What tells this socket file from another at the same path, or null when there is none. */
  private @Nullable Object socketKey() {
    try {
      BasicFileAttributes attributes = Files.readAttributes(socket, BasicFileAttributes.class);
      Object fileKey = attributes.fileKey(); // an inode; null on Windows
      return fileKey != null ? fileKey : attributes.creationTime();
    } catch (IOException e) {
      return null;
    }
  }

  private static void say(String message) {
    System.out.println(
        Instant.now() + " noughts KSP daemon " + ProcessHandle.current().pid() + ": " + message);
  }
}
