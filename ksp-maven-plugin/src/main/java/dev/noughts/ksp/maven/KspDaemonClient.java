package dev.noughts.ksp.maven;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.File;
import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.SocketChannel;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * The build's side of the daemon: finds the daemon of this JDK and class path, starts it when none
 * listens, and hands it a request. Any failure is an {@link IOException} before the build has
 * printed anything of the run, so the goal can run KSP in its own JVM instead.
 */
final class KspDaemonClient {
  /** How long a new daemon may take to listen: a JVM's start, not KSP's. */
  private static final Duration START_TIMEOUT = Duration.ofSeconds(60);

  /** Serializes the builds of one JVM (a parallel Maven build) around the lock file. */
  private static final Object STARTING = new Object();

  private final KspDaemonPlace place;
  private final String javaHome;
  private final long maxHeapBytes;
  private final List<File> classpath;
  private final Duration idle;
  private final Limits limits;

  /**
   * How long each step with the daemon may take; past it, the build runs KSP in its own JVM, and
   * the daemon drops the connection or stops.
   *
   * @param greeting for the client: to connect and be greeted by the daemon
   * @param request for the daemon: to read a connection's whole request (and write its answer)
   * @param run for the daemon: a KSP run, after which it stops; the client waits for the answer as
   *     long, and the request limit more
   */
  record Limits(Duration greeting, Duration request, Duration run) {
    /** A greeting or a request within 10 s (both take milliseconds), a KSP run within 5 minutes. */
    static final Limits DEFAULT =
        new Limits(Duration.ofSeconds(10), Duration.ofSeconds(10), Duration.ofMinutes(5));

    /** A limit as the messages give it: {@code 10 s}, or {@code 500 ms} below a second. */
    static String describe(Duration limit) {
      return limit.toMillis() % 1000 == 0 ? limit.toSeconds() + " s" : limit.toMillis() + " ms";
    }
  }

  /**
   * What the daemon answered, and which daemon: its process id, and its process when this build
   * started it. That handle, unlike the id, cannot come to name another process once the daemon has
   * stopped and the id is reused.
   */
  record Answer(KspOutcome outcome, long pid, @Nullable ProcessHandle startedProcess) {
    /** Whether this build started the daemon. */
    boolean started() {
      return startedProcess != null;
    }
  }

  /**
   * The most heap a daemon gets by default, in MiB: KSP2 on a module of fixtures keeps some 30 MB
   * live between runs and its resident size stays under 400 MB (docs/ksp-maven.md), so a build
   * JVM's limit of several GiB is no daemon's business for two idle hours.
   */
  static final long DEFAULT_MAX_HEAP_MIB = 1024;

  /** The least heap a daemon may be given, in MiB. */
  static final long MIN_HEAP_MIB = 64;

  KspDaemonClient(Path directory, List<File> classpath, Duration idle) {
    this(directory, classpath, idle, Limits.DEFAULT, DEFAULT_MAX_HEAP_MIB);
  }

  KspDaemonClient(Path directory, List<File> classpath, Duration idle, Limits limits) {
    this(directory, classpath, idle, limits, DEFAULT_MAX_HEAP_MIB);
  }

  /**
   * @param maxHeapMib the most heap the daemon may have, in MiB, at least {@value #MIN_HEAP_MIB}:
   *     it gets the build JVM's limit, or this when that is less
   */
  KspDaemonClient(
      Path directory, List<File> classpath, Duration idle, Limits limits, long maxHeapMib) {
    this.limits = limits;
    this.javaHome = System.getProperty("java.home");
    this.maxHeapBytes = daemonHeapBytes(Runtime.getRuntime().maxMemory(), maxHeapMib);
    this.classpath = List.copyOf(classpath);
    this.place = KspDaemonPlace.of(directory, javaHome, maxHeapBytes, this.classpath);
    this.idle = idle;
  }

  /** The daemon's heap limit: the build's, or {@code maxHeapMib} MiB when that is less. */
  static long daemonHeapBytes(long buildMaxHeapBytes, long maxHeapMib) {
    if (maxHeapMib < MIN_HEAP_MIB) {
      throw new IllegalArgumentException(
          "the daemon's heap is at least " + MIN_HEAP_MIB + " MiB, not " + maxHeapMib);
    }
    return Math.min(buildMaxHeapBytes, maxHeapMib << 20);
  }

  /** Where this client's daemon lives. */
  KspDaemonPlace place() {
    return place;
  }

  /** Runs the request in the daemon, starting the daemon first when none listens. */
  Answer run(KspRequest request) throws IOException {
    for (File file : request.files()) {
      KspWire.absolute(file); // what the daemon would refuse, refused before it is asked
    }
    request.checkOutputsInProject();
    place.createDirectory();
    ProcessHandle started = null;
    SocketChannel channel = connect();
    if (channel == null) {
      synchronized (STARTING) {
        try (FileChannel lockFile =
                FileChannel.open(
                    place.lock(), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock lock = lockFile.lock()) {
          channel = connect(); // another build may have started it meanwhile
          if (channel == null) {
            Started daemon = start();
            started = daemon.process();
            channel = daemon.channel();
          }
        }
      }
    }
    try (SocketChannel open = channel) {
      DataOutputStream out =
          new DataOutputStream(new BufferedOutputStream(Channels.newOutputStream(open)));
      DataInputStream in =
          new DataInputStream(new BufferedInputStream(Channels.newInputStream(open)));
      int version;
      long pid;
      KspDeadline greeting = KspDeadline.of(open, limits.greeting());
      try {
        out.writeInt(KspWire.VERSION);
        out.flush();
        version = in.readInt();
        pid = in.readLong();
      } catch (IOException e) {
        if (greeting.passed()) {
          throw new IOException(
              "the daemon did not greet this build within "
                  + Limits.describe(limits.greeting())
                  + ": it is stuck or too busy; its log is "
                  + place.log(),
              e);
        }
        if (e instanceof EOFException) {
          throw new IOException(
              "the daemon closed the connection before it said who it is; its log is "
                  + place.log(),
              e);
        }
        throw e;
      } finally {
        greeting.close();
      }
      if (version != KspWire.VERSION) {
        throw new IOException("the daemon speaks wire version " + version);
      }
      Duration answerLimit = limits.run().plus(limits.request());
      KspDeadline answer = KspDeadline.of(open, answerLimit);
      try {
        request.writeTo(out);
        out.flush();
        return new Answer(KspOutcome.readFrom(in), pid, started);
      } catch (IOException e) {
        if (answer.passed()) {
          throw new IOException(
              "the daemon (process "
                  + pid
                  + ") did not answer within "
                  + Limits.describe(answerLimit)
                  + "; its log is "
                  + place.log(),
              e);
        }
        if (e instanceof EOFException) {
          throw new IOException(
              "the daemon (process "
                  + pid
                  + ") stopped before it answered, as when it is killed or a run passes its"
                  + " time limit; its log is "
                  + place.log(),
              e);
        }
        throw e;
      } finally {
        answer.close();
      }
    }
  }

  /** A connection to the daemon, or null when none listens. */
  private @Nullable SocketChannel connect() throws IOException {
    if (!Files.exists(place.socket())) {
      return null;
    }
    SocketChannel channel = SocketChannel.open(StandardProtocolFamily.UNIX);
    KspDeadline connecting = KspDeadline.of(channel, limits.greeting());
    try {
      channel.connect(UnixDomainSocketAddress.of(place.socket()));
    } catch (IOException e) { // a socket file left by a daemon that is gone, or one that is stuck
      channel.close();
      return null;
    } finally {
      connecting.close();
    }
    String stranger =
        KspUsers.stranger(
            KspUsers.peer(channel), KspUsers.current(), "the daemon at " + place.socket());
    if (stranger != null) {
      channel.close();
      throw new IOException(stranger + "; a build takes only a daemon of its own user");
    }
    return channel;
  }

  /** A daemon this build started, and the connection to it. */
  private record Started(ProcessHandle process, SocketChannel channel) {}

  /** Starts the daemon and waits until it listens. */
  private Started start() throws IOException {
    place.removeStaleKeys(Instant.now());
    Files.deleteIfExists(place.socket());
    List<String> command = new ArrayList<>();
    command.add(Path.of(javaHome, "bin", "java").toString());
    command.add("-Xmx" + maxHeapBytes);
    // Out of memory, the daemon stops at once: the build runs KSP in its own JVM and says why.
    command.add("-XX:+ExitOnOutOfMemoryError");
    command.add("-Dfile.encoding=" + Charset.defaultCharset().name());
    command.add("-Djava.awt.headless=true");
    command.add("-cp");
    command.add(
        classpath.stream().map(File::getPath).collect(Collectors.joining(File.pathSeparator)));
    command.add(KspDaemon.class.getName());
    command.add(place.socket().toString());
    command.add(Long.toString(idle.toSeconds()));
    command.add(Long.toString(limits.request().toMillis()));
    command.add(Long.toString(limits.run().toMillis()));
    Process process =
        new ProcessBuilder(command)
            .redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.appendTo(place.log().toFile()))
            .start();
    process.getOutputStream().close();
    long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
    while (System.nanoTime() < deadline) {
      SocketChannel channel = connect();
      if (channel != null) {
        return new Started(process.toHandle(), channel);
      }
      if (!process.isAlive()) {
        throw new IOException(
            "the daemon stopped at its start with exit code "
                + process.exitValue()
                + "; its log is "
                + place.log());
      }
      try {
        Thread.sleep(20);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IOException("interrupted while the daemon started", e);
      }
    }
    process.destroy();
    throw new IOException(
        "the daemon did not listen within "
            + START_TIMEOUT.toSeconds()
            + " s; its log is "
            + place.log());
  }
}
