package dev.noughts.cli;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Headless Chromium, for the tests that render a page: Debian's {@code chromium} on the {@code
 * PATH}, or the browser the system property {@code noughts.chromium} names. A test that needs it
 * fails when it is missing, so that CI, which installs it ({@code .ci/run}), cannot pass without
 * rendering; {@code -Dnoughts.chromium=optional} skips such a test instead on a machine without it.
 */
final class Chromium {
  private static final String PROPERTY = "noughts.chromium";

  /** What the browser made of a page: the document it built, and what the page logged. */
  record Rendered(String dom, List<String> console) {}

  private Chromium() {}

  /**
   * Opens {@code page} in headless Chromium, with a profile of its own in {@code profile}, and
   * returns the document as it serialises it ({@code --dump-dom}) and each line of its log that is
   * a message of the page's console: a script's, or a request the page's Content-Security-Policy
   * refused.
   */
  static Rendered render(Path page, Path profile) throws IOException, InterruptedException {
    Path browser = browser();
    Path dom = profile.resolve("dom.html");
    Path log = profile.resolve("log.txt");
    Process process =
        new ProcessBuilder(
                browser.toString(),
                "--headless=new",
                "--no-sandbox", // as root, as in CI's containers
                "--disable-gpu",
                "--no-first-run",
                "--user-data-dir=" + profile.resolve("profile"),
                "--enable-logging=stderr",
                "--v=0",
                "--dump-dom",
                page.toUri().toString())
            .redirectOutput(dom.toFile())
            .redirectError(log.toFile())
            .start();
    process.getOutputStream().close();
    if (!process.waitFor(60, TimeUnit.SECONDS)) {
      process.descendants().forEach(ProcessHandle::destroyForcibly);
      process.destroyForcibly();
      throw new AssertionError("Chromium did not render " + page + " within 60 s");
    }
    process.descendants().forEach(ProcessHandle::destroyForcibly);
    String errors = Files.readString(log, StandardCharsets.UTF_8);
    if (process.exitValue() != 0) {
      throw new AssertionError(
          "Chromium exited with " + process.exitValue() + " on " + page + ":\n" + errors);
    }
    return new Rendered(
        Files.readString(dom, StandardCharsets.UTF_8),
        errors.lines().filter(line -> line.contains(":CONSOLE")).toList());
  }

  /** The browser, checked before a test's work; a failure, or a skip, as the class says. */
  static Path browser() {
    String named = System.getProperty(PROPERTY, "");
    if (!named.isEmpty() && !named.equals("optional")) {
      Path path = Path.of(named);
      if (!Files.isExecutable(path)) {
        throw new AssertionError("-D" + PROPERTY + "=" + named + " is not an executable file");
      }
      return path;
    }
    Optional<Path> found =
        Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
            .filter(directory -> !directory.isEmpty())
            .map(directory -> Path.of(directory, "chromium"))
            .filter(Files::isExecutable)
            .findFirst();
    if (found.isEmpty()) {
      String missing =
          "this test renders a page in headless Chromium, and no chromium is on the PATH: install"
              + " it (Debian: apt-get install chromium), name it with -D"
              + PROPERTY
              + "=/path/to/chromium, or skip this test with -D"
              + PROPERTY
              + "=optional";
      assumeTrue(!named.equals("optional"), missing);
      throw new AssertionError(missing);
    }
    return found.get();
  }
}
