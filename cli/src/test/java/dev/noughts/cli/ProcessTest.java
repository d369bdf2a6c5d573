package dev.noughts.cli;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The command as a real process, for what only the operating system does to it: standard streams
 * closed by the shell, a full disk, a small heap. These run {@code sh}, so they need a Unix.
 */
class ProcessTest {
  private static final String JAVA =
      Path.of(System.getProperty("java.home"), "bin", "java").toString();

  @TempDir Path folder;

  record Result(int code, String out, String err) {}

  /**
   * Runs {@code noughts ARGS} under {@code sh} with the given redirections, such as {@code <&-}
   * (standard input closed).
   */
  private Result shell(String redirections, String... args)
      throws IOException, InterruptedException {
    assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "needs a Unix shell");
    List<String> command =
        new ArrayList<>(List.of("/bin/sh", "-c", "exec \"$@\" " + redirections, "sh"));
    command.addAll(noughts());
    command.addAll(Arrays.asList(args));
    return finish(new ProcessBuilder(command));
  }

  private static List<String> noughts(String... jvmOptions) {
    List<String> command = new ArrayList<>(List.of(JAVA));
    command.addAll(Arrays.asList(jvmOptions));
    command.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName()));
    return command;
  }

  private Result finish(ProcessBuilder builder) throws IOException, InterruptedException {
    Path out = folder.resolve("out.txt");
    Path err = folder.resolve("err.txt");
    Process process = builder.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
    try {
      assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
    } finally {
      process.destroyForcibly();
    }
    return new Result(process.exitValue(), Files.readString(out), Files.readString(err));
  }

  @ParameterizedTest
  @ValueSource(strings = {"check", "check --each-line", "game-over"})
  void closedStandardInputIsExitCodeTwoWithOneLine(String command) throws Exception {
    Result result = shell("<&-", command.split(" "));
    assertThat(result.err()).isEqualTo("noughts: cannot read standard input: it is closed\n");
    assertThat(result.code()).isEqualTo(2);
    assertThat(result.out()).isEmpty();
  }

  @Test
  void resultsOnAFullDiskAreExitCodeTwoWithOneLine() throws Exception {
    assumeTrue(Files.exists(Path.of("/dev/full")), "needs /dev/full");
    Path board = Files.writeString(folder.resolve("board.txt"), "X - - / - - - / - - -");
    Result result = shell(">/dev/full", "check", board.toString());
    assertThat(result.err())
        .isEqualTo("noughts: cannot write standard output: No space left on device\n");
    assertThat(result.code()).isEqualTo(2);
  }

  @Test
  void resultsOnAClosedStandardOutputAreExitCodeTwoWithOneLine() throws Exception {
    Path board = Files.writeString(folder.resolve("board.txt"), "X - - / - - - / - - -");
    Result result = shell(">&-", "check", board.toString());
    assertThat(result.err()).startsWith("noughts: cannot write standard output: ");
    assertThat(result.err().lines().count()).isEqualTo(1);
    assertThat(result.code()).isEqualTo(2);
  }

  @Test
  void aNonAsciiFileNameWithoutALocaleIsOneLineAndExitCodeTwo() throws Exception {
    assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "needs a Unix shell");
    // The name's bytes come from printf, so that no JVM's encoding touches them on the way.
    List<String> command =
        new ArrayList<>(
            List.of("/bin/sh", "-c", "exec \"$@\" check \"$(printf '\\303\\251.txt')\"", "sh"));
    command.addAll(noughts());
    ProcessBuilder builder = new ProcessBuilder(command).directory(folder.toFile());
    builder.environment().keySet().removeIf(name -> name.equals("LANG") || name.startsWith("LC_"));
    Result result = finish(builder);
    assertThat(result.err()).startsWith("noughts: cannot read ");
    assertThat(result.err()).doesNotContain("Exception");
    assertThat(result.err().lines().count()).isEqualTo(1);
    assertThat(result.code()).isEqualTo(2);
    assertThat(result.out()).isEmpty();
  }

  @Test
  void aLineOfFourMillionSlashesTakesNoMoreThanA64MegabyteHeap() throws Exception {
    Path input =
        Files.writeString(folder.resolve("slashes.txt"), "/".repeat(Inputs.MAX_LINE_CHARS));
    List<String> command = noughts("-Xmx64m", "-XX:+ExitOnOutOfMemoryError");
    command.addAll(List.of("check", "--each-line", "--any-size", "--json"));
    Result result = finish(new ProcessBuilder(command).redirectInput(input.toFile()));
    assertThat(result.err()).isEmpty();
    assertThat(result.out()).contains("\"message\":\"no rows: ");
    assertThat(result.code()).isEqualTo(1);
  }

  @Test
  void withoutItsLibrariesTheCommandSaysWhichJarRunsInOneLine() throws Exception {
    String classPath =
        Arrays.stream(System.getProperty("java.class.path").split(java.io.File.pathSeparator))
            .filter(entry -> !entry.contains("picocli"))
            .collect(java.util.stream.Collectors.joining(java.io.File.pathSeparator));
    Result result =
        finish(new ProcessBuilder(JAVA, "-cp", classPath, Main.class.getName(), "check"));
    assertThat(result.err())
        .startsWith("noughts: picocli is not on the class path: this jar (noughts-cli) holds");
    assertThat(result.err()).contains("java -jar noughts.jar");
    assertThat(result.err().lines().count()).isEqualTo(1);
    assertThat(result.code()).isEqualTo(2);
  }

  @Test
  void eachLineSkipsALineOfAQuarterGigabyteInA64MegabyteHeap() throws Exception {
    Path input = folder.resolve("huge.txt");
    byte[] chunk = new byte[1 << 20];
    Arrays.fill(chunk, (byte) 'X');
    try (OutputStream out = Files.newOutputStream(input)) {
      for (int i = 0; i < 256; i++) {
        out.write(chunk);
      }
      out.write("\nX - - / - - - / - - -\n".getBytes(StandardCharsets.UTF_8));
    }
    List<String> command = noughts("-Xmx64m", "-XX:+ExitOnOutOfMemoryError");
    command.addAll(List.of("check", "--each-line"));
    Result result = finish(new ProcessBuilder(command).redirectInput(input.toFile()));
    assertThat(result.err()).isEmpty();
    assertThat(result.out())
        .isEqualTo(
            "== <stdin>:1\n"
                + "error: line 1 holds more than 4194304 characters, more than the largest board"
                + " (1000 x 1000) needs on one line; skipped\n"
                + "\n== <stdin>:2\nX - -\n- - -\n- - -\nin progress: O to move\n");
    assertThat(result.code()).isEqualTo(1);
  }

  /**
   * The 16 Mi characters of a whole input, parsed, judged and echoed shortened, in a small heap.
   */
  @Test
  void aWholeInputAtTheLimitIsReportedInA64MegabyteHeapAndNoResultIsLost() throws Exception {
    Path ok = Files.writeString(folder.resolve("ok.txt"), "X - - / - - - / - - -\n");
    Path huge = folder.resolve("huge.txt");
    Files.writeString(huge, "X".repeat(Inputs.MAX_BOARD_CHARS - 1) + "\n");
    String okResult = "== " + ok + "\nX - -\n- - -\n- - -\nin progress: O to move\n";
    Result result = check(List.of(), ok, huge, ok);
    assertThat(result.err()).isEmpty();
    assertThat(result.out())
        .isEqualTo(
            okResult
                + "\n== "
                + huge
                + "\n| "
                + "X".repeat(Echo.MAX_CHARS)
                + "\n(echo shortened: 16711680 more characters not shown)\n"
                + "error: expected 3 rows, found 1\n"
                + "error: row 1 has 16777215 cells, expected 3\n\n"
                + okResult);
    assertThat(result.code()).isEqualTo(1);
  }

  @Test
  void aWholeInputAtTheLimitIsReportedInJsonInA64MegabyteHeapAndNoResultIsLost() throws Exception {
    Path ok = Files.writeString(folder.resolve("ok.txt"), "X - - / - - - / - - -\n");
    Path huge = folder.resolve("huge.txt");
    Files.writeString(huge, "X".repeat(Inputs.MAX_BOARD_CHARS - 1) + "\n");
    String okResult =
        "{\"board\":\"X - - / - - - / - - -\",\"status\":\"in_progress\",\"next\":\"O\",\"file\":\""
            + ok
            + "\"}";
    Result result = check(List.of("--json"), ok, huge, ok);
    assertThat(result.err()).isEmpty();
    List<String> lines = result.out().lines().toList();
    assertThat(lines).hasSize(3);
    assertThat(lines.get(0)).isEqualTo(okResult);
    assertThat(lines.get(1))
        .isEqualTo(
            "{\"board\":\""
                + "X".repeat(Echo.MAX_CHARS)
                + "\",\"board_omitted\":16711680,\"status\":\"error\",\"errors\":["
                + "{\"message\":\"expected 3 rows, found 1\"},"
                + "{\"row\":1,\"message\":\"row 1 has 16777215 cells, expected 3\"}],"
                + "\"file\":\""
                + huge
                + "\"}");
    assertThat(lines.get(2)).isEqualTo(okResult);
    assertThat(result.code()).isEqualTo(1);
  }

  /** {@code noughts check} in a 64 MB heap that ends the run on the first OutOfMemoryError. */
  private Result check(List<String> options, Path... files) throws Exception {
    List<String> command = noughts("-Xmx64m", "-XX:+ExitOnOutOfMemoryError");
    command.add("check");
    command.addAll(options);
    for (Path file : files) {
      command.add(file.toString());
    }
    return finish(new ProcessBuilder(command));
  }
}
