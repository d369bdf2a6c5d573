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
import java.nio.file.attribute.UserPrincipal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Semaphore;
import org.jspecify.annotations.Nullable;

/**
 * The daemon: a JVM that keeps KSP2 loaded and compiled between builds, so that a build's KSP run
 * takes the time of a warm run (about a second for a small project) instead of loading KSP2 anew.
 * It listens on a Unix-domain socket and stops when no request has been served for its idle time,
 * when a jar of its class path changes on disk, or when a KSP run passes its time limit. Each
 * connection is read on a thread of its own, and must send its whole request within the request
 * limit or be dropped, so that a silent connection holds up no other build; the KSP runs take their
 * turns, one at a time. Started by {@link KspDaemonClient} with {@code java -cp <the plugin's class
 * path> dev.noughts.ksp.maven.KspDaemon <socket> <idle seconds> <request limit ms> <run limit ms>};
 * its output goes to the log beside the socket.
 */
final class KspDaemon {
  /** The most connections held at once; one more is closed at once, and its build runs KSP. */
  static final int MAX_CONNECTIONS = 8;

  private final Path socket;
  private final Duration idle;
  private final Duration requestLimit;
  private final Duration runLimit;
  private final List<JarStamp> jars;
  private final Semaphore connections = new Semaphore(MAX_CONNECTIONS);

  /** Held for each KSP run: one at a time. */
  private final Object turn = new Object();

  private @Nullable Object socketKey;

  /** Set when the daemon stops of itself, so that the shutdown hook does not say it was ended. */
  private volatile boolean stopping;

  /** The requests read and not yet served: waiting for their turn, or running. */
  private int pending;

  /** When the KSP run now going started, or null when none is. */
  private @Nullable Instant runStarted;

  /** When the last request was served: the idle time counts from then. */
  private Instant lastServed = Instant.now();

  private KspDaemon(
      Path socket, Duration idle, Duration requestLimit, Duration runLimit, List<JarStamp> jars) {
    this.socket = socket;
    this.idle = idle;
    this.requestLimit = requestLimit;
    this.runLimit = runLimit;
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
    if (args.length != 4) {
      System.err.println(
          "usage: KspDaemon <socket> <idle seconds> <request limit ms> <run limit ms>");
      System.exit(2);
    }
    List<JarStamp> jars = new ArrayList<>();
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      File file = new File(entry);
      if (file.isFile()) {
        jars.add(JarStamp.of(file));
      }
    }
    new KspDaemon(
            Path.of(args[0]),
            Duration.ofSeconds(Long.parseLong(args[1])),
            Duration.ofMillis(Long.parseLong(args[2])),
            Duration.ofMillis(Long.parseLong(args[3])),
            jars)
        .serve();
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
      // Ended from outside (SIGTERM, SIGINT, SIGHUP): the socket goes too, as on any other stop.
      Runtime.getRuntime()
          .addShutdownHook(
              new Thread(
                  () -> {
                    if (!stopping) {
                      say("stopping: ended by a signal (such as SIGTERM)");
                    }
                    deleteSocketIfOurs();
                  },
                  "noughts-ksp-daemon-shutdown"));
      UserPrincipal you = Files.getOwner(socket);
      say(
          "listening on "
              + socket
              + ", stopping after "
              + idle.toSeconds()
              + " s idle; a request within "
              + KspDaemonClient.Limits.describe(requestLimit)
              + ", a KSP run within "
              + KspDaemonClient.Limits.describe(runLimit));
      Thread watchdog = new Thread(this::watch, "noughts-ksp-daemon-watchdog");
      watchdog.setDaemon(true);
      watchdog.start();
      while (true) {
        SocketChannel channel;
        try {
          channel = server.accept();
        } catch (IOException e) {
          say("could not accept a connection: " + e);
          continue;
        }
        String stranger;
        try {
          stranger =
              KspUsers.stranger(KspUsers.peer(channel), you, "a connection from a process that");
        } catch (IOException e) {
          stranger = "a connection whose user is unknown (" + e.getMessage() + ")";
        }
        if (stranger != null) {
          say("refused " + stranger);
          channel.close();
          continue;
        }
        if (!connections.tryAcquire()) {
          say("closed a connection: " + MAX_CONNECTIONS + " are open already");
          channel.close();
          continue;
        }
        Thread connection =
            new Thread(
                () -> {
                  try {
                    answer(channel);
                  } finally {
                    connections.release();
                  }
                },
                "noughts-ksp-daemon-connection");
        connection.setDaemon(true);
        connection.start();
      }
    }
  }

  /** Reads one request within the request limit, runs KSP in its turn, writes its outcome. */
  private void answer(SocketChannel channel) {
    try (channel) {
      DataInputStream in =
          new DataInputStream(new BufferedInputStream(Channels.newInputStream(channel)));
      DataOutputStream out =
          new DataOutputStream(new BufferedOutputStream(Channels.newOutputStream(channel)));
      KspRequest request;
      KspDeadline reading = KspDeadline.of(channel, requestLimit);
      try {
        int version = in.readInt();
        out.writeInt(KspWire.VERSION);
        out.writeLong(ProcessHandle.current().pid());
        out.flush();
        if (version != KspWire.VERSION) {
          say("refused a request of wire version " + version);
          return;
        }
        request = KspRequest.readFrom(in);
      } catch (IOException e) {
        if (reading.passed()) {
          say(
              "dropped a connection that sent no whole request within "
                  + KspDaemonClient.Limits.describe(requestLimit));
          return;
        }
        throw e;
      } finally {
        reading.close();
      }
      KspOutcome outcome = run(request);
      KspDeadline writing = KspDeadline.of(channel, requestLimit);
      try {
        outcome.writeTo(out);
        out.flush();
      } finally {
        writing.close();
      }
    } catch (IOException | RuntimeException e) {
      say("a request failed: " + e);
    }
  }

  /** Runs KSP on {@code request} when its turn comes. */
  private KspOutcome run(KspRequest request) {
    synchronized (this) {
      pending++;
    }
    synchronized (turn) {
      long start = System.nanoTime();
      synchronized (this) {
        runStarted = Instant.now();
      }
      try {
        KspOutcome outcome = KspRun.run(request);
        say(
            "ran KSP on "
                + KspWire.escaped(request.moduleName())
                + " in "
                + Duration.ofNanos(System.nanoTime() - start).toMillis()
                + " ms: "
                + outcome.errors()
                + " errors");
        return outcome;
      } finally {
        // The run's garbage would keep the heap, and the process, at its largest while the daemon
        // waits; a full collection gives it back (the live heap after one stays about 30 MB).
        System.gc();
        synchronized (this) {
          pending--;
          runStarted = null;
          lastServed = Instant.now();
        }
      }
    }
  }

  /**
   * Stops the daemon when a KSP run has passed its limit, or, with no request pending, when it has
   * been idle long enough or its jars changed; checked each second.
   */
  private void watch() {
    while (true) {
      try {
        Thread.sleep(1000);
      } catch (InterruptedException e) {
        return;
      }
      synchronized (this) {
        Instant started = runStarted;
        if (started != null && Instant.now().isAfter(started.plus(runLimit))) {
          stop("a KSP run took more than " + KspDaemonClient.Limits.describe(runLimit));
        }
        if (pending > 0) {
          continue;
        }
        boolean ours = socketKey != null && socketKey.equals(socketKey());
        @Nullable String why =
            !ours
                ? "its socket was deleted or another daemon took it"
                : Instant.now().isAfter(lastServed.plus(idle))
                    ? "idle for " + idle.toSeconds() + " s"
                    : jars.stream().anyMatch(JarStamp::changed)
                        ? "a jar of its class path changed"
                        : null;
        if (why != null) {
          stop(why);
        }
      }
    }
  }

  /** Says why and ends the process; its shutdown hook deletes the socket. */
  private void stop(String why) {
    stopping = true;
    say("stopping: " + why);
    System.exit(0);
  }

  /** Deletes the socket when it is still this daemon's, not one another daemon has made since. */
  private void deleteSocketIfOurs() {
    if (socketKey != null && socketKey.equals(socketKey())) {
      try {
        Files.deleteIfExists(socket);
      } catch (IOException e) {
        say("could not delete " + socket + ": " + e);
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
    System.out.println(logLine(Instant.now(), ProcessHandle.current().pid(), message));
  }

  /**
   * One line of the log, whatever {@code message} holds: its control characters (a line break, an
   * escape that would drive a terminal showing the log) by code point, {@code U+000A}, as {@link
   * KspWire#escaped} shows text from a request, but whole.
   */
  static String logLine(Instant now, long pid, String message) {
    StringBuilder line = new StringBuilder(message.length() + 64);
    line.append(now).append(" noughts KSP daemon ").append(pid).append(": ");
    message
        .codePoints()
        .forEach(
            c -> {
              if (Character.isISOControl(c)) {
                line.append(String.format("U+%04X", c));
              } else {
                line.appendCodePoint(c);
              }
            });
    return line.toString();
  }
}
