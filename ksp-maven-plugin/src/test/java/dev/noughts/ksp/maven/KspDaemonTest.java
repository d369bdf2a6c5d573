package dev.noughts.ksp.maven;

import static com.google.common.truth.Truth.assertThat;
import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The daemon runs KSP as the build's JVM does (the same generated code, the same messages), keeps
 * running for the next build, and stops on its own; a build that cannot use it is told why. Each
 * test starts real daemons: JVMs with this module's test class path.
 */
class KspDaemonTest {
  @TempDir Path temp;

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
    KspDaemonClient.Answer second = client.run(inDaemon);
    KspOutcome local = KspRun.run(inBuild);

    assertThat(first.started()).isTrue();
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
    stop(first.pid());
  }

  @Test
  void theDaemonReportsEveryErrorWithItsFileAndLineAsTheBuildsJvmDoes() throws Exception {
    KspRequest request = request("broken", BROKEN);
    KspDaemonClient.Answer answer = client(Duration.ofSeconds(60)).run(request);
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
    stop(answer.pid());
  }

  @Test
  void anIdleDaemonStopsAndDeletesItsSocket() throws Exception {
    KspDaemonClient client = client(Duration.ofSeconds(1));
    KspDaemonClient.Answer answer = client.run(request("idle", GOOD));
    ProcessHandle daemon = ProcessHandle.of(answer.pid()).orElseThrow();
    daemon.onExit().get();
    assertThat(Files.exists(client.place().socket())).isFalse();
    assertThat(Files.readString(client.place().log())).contains("stopping: idle for 1 s");
  }

  @Test
  void aDaemonWhoseSocketIsTakenStopsAndLeavesTheNewDaemonsSocket() throws Exception {
    KspDaemonClient client = client(Duration.ofSeconds(60));
    KspRequest request = request("taken", GOOD);
    KspDaemonClient.Answer old = client.run(request);
    Files.delete(client.place().socket());
    KspDaemonClient.Answer replacement = client.run(request);

    assertThat(replacement.started()).isTrue();
    assertThat(replacement.pid()).isNotEqualTo(old.pid());
    ProcessHandle.of(old.pid()).ifPresent(process -> process.onExit().join());
    assertThat(Files.readString(client.place().log()))
        .contains(
            "daemon " + old.pid() + ": stopping: its socket was deleted or another daemon took it");
    KspDaemonClient.Answer next = client.run(request);
    assertThat(next.started()).isFalse();
    assertThat(next.pid()).isEqualTo(replacement.pid());
    stop(replacement.pid());
  }

  @Test
  void aSocketFileLeftByADaemonThatIsGoneIsReplaced() throws Exception {
    KspDaemonClient client = client(Duration.ofSeconds(60));
    client.place().createDirectory();
    Files.writeString(client.place().socket(), "not a socket");
    KspDaemonClient.Answer answer = client.run(request("stale", GOOD));
    assertThat(answer.started()).isTrue();
    assertThat(answer.outcome().errors()).isEqualTo(0);
    stop(answer.pid());
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
          "the daemon (process 4242) stopped before it answered, as when it is killed during the"
              + " run; its log is "
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
  void aWarningForAnExceptionWithoutAMessageNamesItsKind() {
    assertThat(KspMojo.daemonWarning(new java.io.EOFException()))
        .isEqualTo(
            "the noughts KSP daemon could not run KSP (java.io.EOFException); running it in the"
                + " build's JVM");
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

  /** A client of daemons in this test's directory, with this module's test class path. */
  private KspDaemonClient client(Duration idle) {
    return new KspDaemonClient(temp.resolve("daemons"), testClasspath(), idle);
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
        new File(System.getProperty("java.home")),
        "17",
        "2.3");
  }

  private static List<String> errors(KspOutcome outcome) {
    return outcome.messages().stream()
        .filter(message -> message.level() == KspMessage.Level.ERROR)
        .map(KspMessage::text)
        .toList();
  }

  /** Ends a daemon this test started, so that none outlives the build. */
  private static void stop(long pid) {
    ProcessHandle.of(pid).ifPresent(ProcessHandle::destroy);
  }
}
