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

  /**
   * What the daemon answered, and which daemon: its process id and whether this build started it.
   */
  record Answer(KspOutcome outcome, long pid, boolean started) {}

  KspDaemonClient(Path directory, List<File> classpath, Duration idle) {
    this.javaHome = System.getProperty("java.home");
    this.maxHeapBytes = Runtime.getRuntime().maxMemory();
    this.classpath = List.copyOf(classpath);
    this.place = KspDaemonPlace.of(directory, javaHome, maxHeapBytes, this.classpath);
    this.idle = idle;
  }

  /** Where this client's daemon lives. */
  KspDaemonPlace place() {
    return place;
  }

  /** Runs the request in the daemon, starting the daemon first when none listens. */
  Answer run(KspRequest request) throws IOException {
    place.createDirectory();
    boolean started = false;
    SocketChannel channel = connect();
    if (channel == null) {
      synchronized (STARTING) {
        try (FileChannel lockFile =
                FileChannel.open(
                    place.lock(), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock lock = lockFile.lock()) {
          channel = connect(); // another build may have started it meanwhile
          if (channel == null) {
            channel = start();
            started = true;
          }
        }
      }
    }
    try (SocketChannel open = channel) {
      DataOutputStream out =
          new DataOutputStream(new BufferedOutputStream(Channels.newOutputStream(open)));
      DataInputStream in =
          new DataInputStream(new BufferedInputStream(Channels.newInputStream(open)));
      out.writeInt(KspWire.VERSION);
      out.flush();
      int version;
      long pid;
      try {
        version = in.readInt();
        pid = in.readLong();
      } catch (EOFException e) {
        throw new IOException(
            "the daemon closed the connection before it said who it is; its log is " + place.log(),
            e);
      }
      if (version != KspWire.VERSION) {
        throw new IOException("the daemon speaks wire version " + version);
      }
      try {
        request.writeTo(out);
        out.flush();
        return new Answer(KspOutcome.readFrom(in), pid, started);
      } catch (EOFException e) {
        throw new IOException(
            "the daemon (process "
                + pid
                + ") stopped before it answered, as when it is killed during the run; its log is "
                + place.log(),
            e);
      }
    }
  }

  /** A connection to the daemon, or null when none listens. */
  private @Nullable SocketChannel connect() throws IOException {
    if (!Files.exists(place.socket())) {
      return null;
    }
    SocketChannel channel = SocketChannel.open(StandardProtocolFamily.UNIX);
    try {
      channel.connect(UnixDomainSocketAddress.of(place.socket()));
      return channel;
    } catch (IOException e) { // a socket file left by a daemon that is gone
      channel.close();
      return null;
    }
  }

  /** Starts the daemon and waits until it listens. */
  private SocketChannel start() throws IOException {
    Files.deleteIfExists(place.socket());
    List<String> command = new ArrayList<>();
    command.add(Path.of(javaHome, "bin", "java").toString());
    command.add("-Xmx" + maxHeapBytes);
    command.add("-Dfile.encoding=" + Charset.defaultCharset().name());
    command.add("-Djava.awt.headless=true");
    command.add("-cp");
    command.add(
        classpath.stream().map(File::getPath).collect(Collectors.joining(File.pathSeparator)));
    command.add(KspDaemon.class.getName());
    command.add(place.socket().toString());
    command.add(Long.toString(idle.toSeconds()));
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
        return channel;
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
