package dev.noughts.ksp.maven;

import static com.google.common.truth.Truth.assertThat;
import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.UserPrincipal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The daemon runs KSP as the build's JVM does (the same generated code, the same messages), keeps
 * running for the next build, and stops on its own; a build that cannot use it is told why. Each
 * test starts real daemons: JVMs with this module's test class path.
 */
class KspDaemonTest {
  @TempDir Path temp;

  /** The daemons this test started, each checked to be one, to end after it. */
  private final List<ProcessHandle> daemons = new ArrayList<>();

  private static final String GOOD =
      """
      package example

      import dev.noughts.Board
      import dev.noughts.Position

      interface Corners {
          @Board("X - - / - O - / - - -")
          fun corner(): Position
      }
      """;

  private static final String BROKEN =
      """
      package example

      import dev.noughts.Board
      import dev.noughts.Position

      interface Broken {
          @Board("X # - / - O - / - - -")
          fun hash(): Position

          @Board("O O - / X - - / - - -")
          fun oFirst(): Position
      }
      """;

  @Test
  void theDaemonGeneratesWhatTheBuildsJvmGeneratesAndServesTheNextBuild() throws Exception {
    KspDaemonClient client = client(Duration.ofSeconds(60));
    KspRequest inDaemon = request("daemon", GOOD);
    KspRequest inBuild = request("build", GOOD);

    KspDaemonClient.Answer first = client.run(inDaemon);
    daemon(first);
    KspDaemonClient.Answer second = client.run(inDaemon);
    KspOutcome local = KspRun.run(inBuild);

    assertThat(first.started()).isTrue();
    // The JDK's ProcessHandle.Info leaves out a command line as long as this class path's.
    String commandLine = Files.readString(Path.of("/proc", Long.toString(first.pid()), "cmdline"));
    assertThat(Arrays.asList(commandLine.split("\0")))
        .containsAtLeast(
            "-Xmx" + Math.min(Runtime.getRuntime().maxMemory(), 1024L << 20),
            "-XX:+ExitOnOutOfMemoryError");
    assertThat(second.started()).isFalse();
    assertThat(second.pid()).isEqualTo(first.pid());
    assertThat(first.outcome().errors()).isEqualTo(0);
    assertThat(first.outcome().exitedNormally()).isTrue();
    assertThat(local.errors()).isEqualTo(0);
    Path generated = Path.of("example", "CornersBoards.java");
    String fromDaemon = Files.readString(inDaemon.javaOutput().toPath().resolve(generated));
    assertThat(fromDaemon).contains("CORNER = Position.of(\"X - -\", \"- O -\", \"- - -\");");
    assertThat(fromDaemon)
        .isEqualTo(Files.readString(inBuild.javaOutput().toPath().resolve(generated)));
  }

  @Test
  void theDaemonReportsEveryErrorWithItsFileAndLineAsTheBuildsJvmDoes() throws Exception {
    KspRequest request = request("broken", BROKEN);
    KspDaemonClient client = client(Duration.ofSeconds(60));
    KspDaemonClient.Answer answer = client.run(request);
    daemon(answer);
    List<String> errors = errors(answer.outcome());
    Path source = request.kotlinRoots().get(0).toPath().resolve("Broken.kt");
    assertThat(errors)
        .containsExactly(
            source + ":7: [noughts:character] fixture hash: row 1, cell 2: '#' is not X, O or -",
            source
                + ":10: [noughts:o-more-than-x] fixture oFirst is impossible: O has more marks"
                + " than X (X 1, O 2), but X moves first; if the fixture is impossible on purpose,"
                + " say expect = [Outcome.IMPOSSIBLE]")
        .inOrder();
    assertThat(errors).isEqualTo(errors(KspRun.run(request)));
    assertThat(answer.outcome().errors()).isEqualTo(2);
  }

  @Test
  void anIdleDaemonStopsAndDeletesItsSocket() throws Exception {
    KspDaemonClient client = client(Duration.ofSeconds(1));
    KspDaemonClient.Answer answer = client.run(request("idle", GOOD));
    daemon(answer).onExit().get();
    assertThat(Files.exists(client.place().socket())).isFalse();
    assertThat(Files.readString(client.place().log())).contains("stopping: idle for 1 s");
  }

  @Test
  void aDaemonEndedBySigtermDeletesItsSocketAndSaysSo() throws Exception {
    KspDaemonClient client = client(Duration.ofSeconds(60));
    KspDaemonClient.Answer answer = client.run(request("sigterm", GOOD));
    ProcessHandle handle = daemon(answer);
    assertThat(Files.exists(client.place().socket())).isTrue();
    assertThat(handle.destroy()).isTrue(); // SIGTERM on Unix
    handle.onExit().get(30, TimeUnit.SECONDS);
    assertThat(Files.exists(client.place().socket())).isFalse();
    assertThat(Files.readString(client.place().log()))
        .contains("daemon " + answer.pid() + ": stopping: ended by a signal (such as SIGTERM)");
  }

  @Test
  void aDaemonWhoseSocketIsTakenStopsAndLeavesTheNewDaemonsSocket() throws Exception {
    KspDaemonClient client = client(Duration.ofSeconds(60));
    KspRequest request = request("taken", GOOD);
    KspDaemonClient.Answer old = client.run(request);
    ProcessHandle oldDaemon = daemon(old);
    Files.delete(client.place().socket());
    KspDaemonClient.Answer replacement = client.run(request);

    assertThat(replacement.started()).isTrue();
    daemon(replacement);
    assertThat(replacement.pid()).isNotEqualTo(old.pid());
    oldDaemon.onExit().join();
    assertThat(Files.readString(client.place().log()))
        .contains(
            "daemon " + old.pid() + ": stopping: its socket was deleted or another daemon took it");
    KspDaemonClient.Answer next = client.run(request);
    assertThat(next.started()).isFalse();
    assertThat(next.pid()).isEqualTo(replacement.pid());
  }

  @Test
  void aSocketFileLeftByADaemonThatIsGoneIsReplaced() throws Exception {
    KspDaemonClient client = client(Duration.ofSeconds(60));
    client.place().createDirectory();
    Files.writeString(client.place().socket(), "not a socket");
    KspDaemonClient.Answer answer = client.run(request("stale", GOOD));
    daemon(answer);
    assertThat(answer.started()).isTrue();
    assertThat(answer.outcome().errors()).isEqualTo(0);
  }

  @Test
  void aDaemonThatCannotStartIsAnIoExceptionNamingItsLog() throws IOException {
    KspDaemonClient client =
        new KspDaemonClient(
            temp.resolve("daemons"),
            List.of(temp.resolve("nothing.jar").toFile()),
            Duration.ofSeconds(5));
    IOException e = assertThrows(IOException.class, () -> client.run(request("none", GOOD)));
    assertThat(e)
        .hasMessageThat()
        .isEqualTo(
            "the daemon stopped at its start with exit code 1; its log is " + client.place().log());
    assertThat(Files.readString(client.place().log()))
        .contains("Could not find or load main class " + KspDaemon.class.getName());
  }

  @Test
  void aDaemonThatStopsDuringTheRunIsNamedWithItsLogNotToldAsNull() throws IOException {
    KspDaemonClient client = client(Duration.ofSeconds(60));
    client.place().createDirectory();
    KspRequest request = request("killed", GOOD);
    // What a daemon killed during the run does: it greets, takes the request, and is gone.
    try (FakeDaemon killed =
        new FakeDaemon(
            client.place().socket(),
            (in, out) -> {
              FakeDaemon.greet(in, out);
              KspRequest.readFrom(in);
            })) {
      IOException e = assertThrows(IOException.class, () -> client.run(request));
      String why =
          "the daemon (process 4242) stopped before it answered, as when it is killed or a run"
              + " passes its time limit; its log is "
              + client.place().log();
      assertThat(e).hasMessageThat().isEqualTo(why);
      assertThat(KspMojo.daemonWarning(e))
          .isEqualTo(
              "the noughts KSP daemon could not run KSP ("
                  + why
                  + "); running it in the build's JVM");
    }
  }

  @Test
  void aDaemonThatClosesBeforeItsGreetingIsToldSo() throws IOException {
    KspDaemonClient client = client(Duration.ofSeconds(60));
    client.place().createDirectory();
    try (FakeDaemon mute = new FakeDaemon(client.place().socket(), (in, out) -> in.readInt())) {
      IOException e = assertThrows(IOException.class, () -> client.run(request("mute", GOOD)));
      assertThat(e)
          .hasMessageThat()
          .isEqualTo(
              "the daemon closed the connection before it said who it is; its log is "
                  + client.place().log());
    }
  }

  @Test
  void aRequestNamingARelativePathIsNotSentToTheDaemon() throws IOException {
    KspDaemonClient client = client(Duration.ofSeconds(60));
    KspRequest absolute = request("relative", GOOD);
    KspRequest relative =
        new KspRequest(
            absolute.moduleName(),
            absolute.kotlinRoots(),
            absolute.javaRoots(),
            absolute.libraries(),
            absolute.projectBaseDir(),
            new File("target/ksp"),
            absolute.javaOutput(),
            absolute.kotlinOutput(),
            absolute.jvmTarget(),
            absolute.languageVersion());
    IOException e = assertThrows(IOException.class, () -> client.run(relative));
    assertThat(e)
        .hasMessageThat()
        .isEqualTo(
            "a request names a relative path, target/ksp; the daemon takes absolute paths only");
    assertThat(Files.exists(client.place().directory())).isFalse();
  }

  @Test
  void aWarningForAnExceptionWithoutAMessageNamesItsKind() {
    assertThat(KspMojo.daemonWarning(new java.io.EOFException()))
        .isEqualTo(
            "the noughts KSP daemon could not run KSP (java.io.EOFException); running it in the"
                + " build's JVM");
  }

  @Test
  void aSilentConnectionHoldsUpNeitherTheNextBuildNorTheIdleStop() throws Exception {
    KspDaemonClient client =
        client(Duration.ofSeconds(3), limits(Duration.ofSeconds(10), Duration.ofSeconds(60)));
    KspRequest request = request("silent", GOOD);
    KspDaemonClient.Answer first = client.run(request);
    ProcessHandle daemon = daemon(first);
    try (SocketChannel silent = SocketChannel.open(StandardProtocolFamily.UNIX)) {
      silent.connect(UnixDomainSocketAddress.of(client.place().socket()));
      // The time limits are safety nets: without deadlines, the build and the daemon wait forever.
      KspDaemonClient.Answer second =
          assertTimeoutPreemptively(Duration.ofSeconds(120), () -> client.run(request));
      assertThat(second.started()).isFalse();
      assertThat(second.pid()).isEqualTo(first.pid());
      assertThat(second.outcome().errors()).isEqualTo(0);
      // Idle 3 s from the last request served, though the silent connection is still open.
      assertTimeoutPreemptively(Duration.ofSeconds(60), () -> daemon.onExit().get());
    }
    assertThat(Files.readString(client.place().log())).contains("stopping: idle for 3 s");
  }

  @Test
  void aConnectionThatSendsNoRequestIsDroppedAtTheRequestLimit() throws Exception {
    KspDaemonClient client =
        client(Duration.ofSeconds(60), limits(Duration.ofSeconds(10), Duration.ofSeconds(1)));
    daemon(client.run(request("dropped", GOOD)));
    try (SocketChannel silent = SocketChannel.open(StandardProtocolFamily.UNIX)) {
      silent.connect(UnixDomainSocketAddress.of(client.place().socket()));
      ByteBuffer buffer = ByteBuffer.allocate(1);
      assertThat(assertTimeoutPreemptively(Duration.ofSeconds(60), () -> silent.read(buffer)))
          .isEqualTo(-1);
    }
    assertThat(logOnceItSays(client, "dropped a connection"))
        .contains(": dropped a connection that sent no whole request within 1 s\n");
  }

  @Test
  void aKspRunPastItsLimitStopsTheDaemonAndTheBuildIsToldSo() throws Exception {
    // A first run loads KSP2 anew: seconds, far past 500 ms.
    KspDaemonClient client =
        client(
            Duration.ofSeconds(60),
            new KspDaemonClient.Limits(
                Duration.ofSeconds(10), Duration.ofSeconds(10), Duration.ofMillis(500)));
    IOException e =
        assertTimeoutPreemptively(
            Duration.ofSeconds(120),
            () -> assertThrows(IOException.class, () -> client.run(request("slow", GOOD))));
    assertThat(e)
        .hasMessageThat()
        .matches(
            "the daemon \\(process [0-9]+\\) stopped before it answered, as when it is killed or"
                + " a run passes its time limit; its log is "
                + java.util.regex.Pattern.quote(client.place().log().toString()));
    assertThat(Files.readString(client.place().log()))
        .contains(": stopping: a KSP run took more than 500 ms\n");
  }

  @Test
  void aDaemonThatNeverGreetsCostsTheBuildTheGreetingLimit() throws IOException {
    KspDaemonClient client =
        client(Duration.ofSeconds(60), limits(Duration.ofSeconds(1), Duration.ofSeconds(10)));
    client.place().createDirectory();
    try (FakeDaemon stuck =
        new FakeDaemon(client.place().socket(), (in, out) -> in.readFully(new byte[1 << 20]))) {
      IOException e =
          assertTimeoutPreemptively(
              Duration.ofSeconds(60),
              () -> assertThrows(IOException.class, () -> client.run(request("stuck", GOOD))));
      assertThat(e)
          .hasMessageThat()
          .isEqualTo(
              "the daemon did not greet this build within 1 s: it is stuck or too busy; its log is "
                  + client.place().log());
    }
  }

  @Test
  void aDaemonThatNeverAnswersCostsTheBuildTheRunLimitAndTheRequestLimit() throws IOException {
    KspDaemonClient client =
        client(
            Duration.ofSeconds(60),
            new KspDaemonClient.Limits(
                Duration.ofSeconds(10), Duration.ofMillis(500), Duration.ofMillis(1500)));
    client.place().createDirectory();
    try (FakeDaemon hung =
        new FakeDaemon(
            client.place().socket(),
            (in, out) -> {
              FakeDaemon.greet(in, out);
              KspRequest.readFrom(in);
              in.read(); // until the build gives up
            })) {
      IOException e =
          assertTimeoutPreemptively(
              Duration.ofSeconds(60),
              () -> assertThrows(IOException.class, () -> client.run(request("hung", GOOD))));
      assertThat(e)
          .hasMessageThat()
          .isEqualTo(
              "the daemon (process 4242) did not answer within 2 s; its log is "
                  + client.place().log());
    }
  }

  @Test
  void limitsAreGivenInSecondsOrBelowASecondInMilliseconds() {
    assertThat(KspDaemonClient.Limits.describe(Duration.ofSeconds(10))).isEqualTo("10 s");
    assertThat(KspDaemonClient.Limits.describe(Duration.ofMillis(500))).isEqualTo("500 ms");
    assertThat(KspDaemonClient.Limits.describe(Duration.ofMillis(1500))).isEqualTo("1500 ms");
  }

  /** Limits with the greeting and request limits given, and KSP runs of up to 5 minutes. */
  private static KspDaemonClient.Limits limits(Duration greeting, Duration request) {
    return new KspDaemonClient.Limits(greeting, request, Duration.ofMinutes(5));
  }

  /** The daemon's log once it holds {@code text}, polled for up to 10 s. */
  private static String logOnceItSays(KspDaemonClient client, String text) throws Exception {
    String log = "";
    for (int i = 0; i < 200 && !log.contains(text); i++) {
      Thread.sleep(50);
      log = Files.readString(client.place().log());
    }
    return log;
  }

  @Test
  void anExistingDirectoryOpenToOthersIsRefusedWithHowToFixIt() throws IOException {
    KspDaemonClient client = client(Duration.ofSeconds(60));
    Path directory = Files.createDirectories(client.place().directory());
    Files.setPosixFilePermissions(
        directory, java.nio.file.attribute.PosixFilePermissions.fromString("rwxrwxrwx"));
    IOException e = assertThrows(IOException.class, () -> client.run(request("open", GOOD)));
    assertThat(e)
        .hasMessageThat()
        .isEqualTo(
            directory
                + " is open to others (rwxrwxrwx); the daemon's directory must be yours alone:"
                + " chmod 700 "
                + directory);
    assertThat(Files.exists(client.place().socket())).isFalse();
  }

  @Test
  void anExistingDirectoryOfAnotherUserIsRefused() throws IOException {
    UserPrincipal you = KspUsers.current();
    assumeTrue(you.getName().equals("root"), "only root can give a directory to another user");
    UserPrincipal nobody =
        temp.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("nobody");
    KspDaemonClient client = client(Duration.ofSeconds(60));
    client.place().createDirectory();
    Path directory = client.place().directory();
    Files.setOwner(directory, nobody);
    IOException e = assertThrows(IOException.class, () -> client.run(request("theirs", GOOD)));
    assertThat(e)
        .hasMessageThat()
        .isEqualTo(
            directory
                + " belongs to nobody, not to you (root); the daemon's directory must be yours"
                + " alone: remove it, or name another with -Dnoughts.ksp.daemonDirectory");
  }

  @Test
  void eachEndOfTheSocketSeesTheOthersUser() throws IOException {
    Path socket = temp.resolve("peer.sock");
    try (ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
      server.bind(UnixDomainSocketAddress.of(socket));
      try (SocketChannel client = SocketChannel.open(UnixDomainSocketAddress.of(socket));
          SocketChannel accepted = server.accept()) {
        assertThat(KspUsers.peer(client)).isEqualTo(KspUsers.current());
        assertThat(KspUsers.peer(accepted)).isEqualTo(Files.getOwner(socket));
        assertThat(KspUsers.stranger(KspUsers.peer(client), KspUsers.current(), "it")).isNull();
      }
    }
    UserPrincipal nobody =
        temp.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("nobody");
    assertThat(KspUsers.stranger(nobody, KspUsers.current(), "the daemon at /d/k.sock"))
        .isEqualTo(
            "the daemon at /d/k.sock runs as nobody, not as " + KspUsers.current().getName());
  }

  @Test
  void theDaemonsDirectoryIsItsOwnersOnly() throws IOException {
    KspDaemonClient client = client(Duration.ofSeconds(5));
    client.place().createDirectory();
    assertThat(Files.getPosixFilePermissions(client.place().directory()))
        .isEqualTo(java.nio.file.attribute.PosixFilePermissions.fromString("rwx------"));
  }

  @Test
  void aNewJdkHeapOrJarIsAnotherDaemon() throws IOException {
    Path jar = Files.writeString(temp.resolve("a.jar"), "one");
    List<File> classpath = List.of(jar.toFile());
    KspDaemonPlace place = KspDaemonPlace.of(temp, "/jdk17", 1 << 30, classpath);
    assertThat(KspDaemonPlace.of(temp, "/jdk17", 1 << 30, classpath)).isEqualTo(place);
    assertThat(KspDaemonPlace.of(temp, "/jdk25", 1 << 30, classpath)).isNotEqualTo(place);
    assertThat(KspDaemonPlace.of(temp, "/jdk17", 2 << 30, classpath)).isNotEqualTo(place);
    Files.writeString(jar, "two!");
    assertThat(KspDaemonPlace.of(temp, "/jdk17", 1 << 30, classpath)).isNotEqualTo(place);
  }

  /**
   * The log and lock of another key go once neither has changed for 7 days and no socket is left;
   * those of this key, of a key with a socket, of a key used lately, and other files, stay.
   */
  @Test
  void theLogAndLockOfAKeyUnusedForAWeekAreDeleted() throws IOException {
    Path directory = Files.createDirectories(temp.resolve("daemons"));
    Instant now = Instant.parse("2026-12-03T12:00:00Z");
    FileTime weekAgo = FileTime.from(now.minus(Duration.ofDays(7)).minusSeconds(1));
    FileTime lately = FileTime.from(now.minus(Duration.ofDays(6)));
    String mine = "0000000000000001";
    String stale = "00000000000000aa";
    String staleLogOnly = "00000000000000bb";
    String withSocket = "00000000000000cc";
    String used = "00000000000000dd";
    for (String key : List.of(mine, stale, staleLogOnly, withSocket, used)) {
      Files.setLastModifiedTime(Files.writeString(directory.resolve(key + ".log"), "x"), weekAgo);
      if (!key.equals(staleLogOnly)) {
        Files.setLastModifiedTime(Files.createFile(directory.resolve(key + ".lock")), weekAgo);
      }
    }
    Files.setLastModifiedTime(Files.createFile(directory.resolve(withSocket + ".sock")), weekAgo);
    Files.setLastModifiedTime(directory.resolve(used + ".lock"), lately);
    Files.setLastModifiedTime(Files.writeString(directory.resolve("notes.log"), "x"), weekAgo);

    assertThat(new KspDaemonPlace(directory, mine).removeStaleKeys(now))
        .containsExactly(stale, staleLogOnly)
        .inOrder();
    try (Stream<Path> left = Files.list(directory)) {
      assertThat(left.map(file -> file.getFileName().toString()).sorted().toList())
          .containsExactly(
              mine + ".lock",
              mine + ".log",
              withSocket + ".lock",
              withSocket + ".log",
              withSocket + ".sock",
              used + ".lock",
              used + ".log",
              "notes.log")
          .inOrder();
    }
  }

  /**
   * Whatever a message holds, such as an exception's text from a run, it is one line of the log.
   */
  @Test
  void theDaemonsHeapIsTheBuildsOrTheCapWhicheverIsLess() {
    assertThat(KspDaemonClient.daemonHeapBytes(6L << 30, 1024)).isEqualTo(1L << 30);
    assertThat(KspDaemonClient.daemonHeapBytes(512L << 20, 1024)).isEqualTo(512L << 20);
    assertThat(KspDaemonClient.daemonHeapBytes(6L << 30, 64)).isEqualTo(64L << 20);
    IllegalArgumentException tooSmall =
        assertThrows(
            IllegalArgumentException.class, () -> KspDaemonClient.daemonHeapBytes(6L << 30, 63));
    assertThat(tooSmall).hasMessageThat().isEqualTo("the daemon's heap is at least 64 MiB, not 63");
  }

  @Test
  void aLogLineShowsControlCharactersByCodePoint() {
    assertThat(
            KspDaemon.logLine(
                Instant.parse("2026-12-03T12:00:00Z"),
                42,
                "a request failed: java.lang.IllegalStateException: bad\n\u001b[2J\tend"))
        .isEqualTo(
            "2026-12-03T12:00:00Z noughts KSP daemon 42: a request failed:"
                + " java.lang.IllegalStateException: badU+000AU+001B[2JU+0009end");
  }

  /** A client of daemons in this test's directory, with this module's test class path. */
  private KspDaemonClient client(Duration idle) {
    return new KspDaemonClient(temp.resolve("daemons"), testClasspath(), idle);
  }

  /** The same, with its own limits on each step. */
  private KspDaemonClient client(Duration idle, KspDaemonClient.Limits limits) {
    return new KspDaemonClient(temp.resolve("daemons"), testClasspath(), idle, limits);
  }

  /** This module's test class path: the plugin, KSP2, the processor and the runtime. */
  private static List<File> testClasspath() {
    String path =
        Optional.ofNullable(System.getProperty("surefire.test.class.path"))
            .orElseGet(() -> System.getProperty("java.class.path"));
    List<File> classpath = new ArrayList<>();
    for (String entry : path.split(File.pathSeparator)) {
      classpath.add(new File(entry));
    }
    return classpath;
  }

  /** A request for one Kotlin file in a project of its own, against this test's class path. */
  private KspRequest request(String name, String source) throws IOException {
    Path project = Files.createDirectories(temp.resolve(name));
    Path kotlin = Files.createDirectories(project.resolve("src/main/kotlin"));
    String file = source.contains("interface Broken") ? "Broken.kt" : "Corners.kt";
    Files.writeString(kotlin.resolve(file), source, UTF_8);
    return new KspRequest(
        name,
        List.of(kotlin.toFile()),
        List.of(),
        testClasspath(),
        project.toFile(),
        project.resolve("target/ksp").toFile(),
        project.resolve("target/generated/java").toFile(),
        project.resolve("target/generated/kotlin").toFile(),
        "17",
        "2.3");
  }

  private static List<String> errors(KspOutcome outcome) {
    return outcome.messages().stream()
        .filter(message -> message.level() == KspMessage.Level.ERROR)
        .map(KspMessage::text)
        .toList();
  }

  /**
   * The daemon that gave {@code answer}, which this test started, ended after the test whatever its
   * result. Its handle is the one the client kept of the process it started, never looked up by
   * process id: ids are reused, and a handle keeps its process's start time, so that ending it
   * later can end no other process that took the id.
   */
  private ProcessHandle daemon(KspDaemonClient.Answer answer) {
    ProcessHandle handle = answer.startedProcess();
    assertThat(handle).isNotNull();
    assertThat(handle.pid()).isEqualTo(answer.pid());
    daemons.add(handle);
    return handle;
  }

  @AfterEach
  void stopDaemons() {
    daemons.forEach(ProcessHandle::destroy);
  }
}
