package dev.noughts.cli;

import dev.noughts.gomocup.PiskvorkEngine;
import dev.noughts.gomocup.PiskvorkException;
import dev.noughts.gomocup.PiskvorkOptions;
import dev.noughts.gomocup.PoolJudging;
import dev.noughts.gomocup.Reply;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * {@code noughts engine --html FILE}: the file made ready before any engine starts, then the {@link
 * HtmlReport} written to it once the moves are judged.
 */
final class HtmlFile {
  private HtmlFile() {}

  /**
   * Creates {@code file}, or empties it, so that a file that cannot be written is known before the
   * engine runs: null when that worked, else why not, as {@code cannot write --html FILE: REASON}.
   */
  static @Nullable String unwritable(Path file) {
    try (OutputStream unused = Files.newOutputStream(file)) {
      return null;
    } catch (IOException e) {
      return "cannot write --html " + file + ": " + FileProblem.reason(e);
    }
  }

  /**
   * Asks the engine for its {@code ABOUT} in a process of its own, then writes the page of the
   * {@code scored} run. Returns false after saying on {@code err} why the page could not be
   * written.
   */
  static boolean write(
      Path file,
      PiskvorkOptions options,
      String suite,
      PoolJudging.Scored scored,
      Duration time,
      PrintWriter err) {
    Map<Integer, String> faults = new TreeMap<>();
    for (PoolJudging.Judged judged : scored.judged()) {
      Reply.Failure failure = judged.failure();
      if (failure != null) {
        faults.put(judged.result().getNumber(), failure.toString());
      }
    }
    String page =
        HtmlReport.page(
            new HtmlReport.EngineRun(
                suite, options.command(), about(options), scored.score(), faults, time));
    try {
      Files.writeString(file, page, StandardCharsets.UTF_8);
      return true;
    } catch (IOException e) {
      err.println("noughts engine: cannot write --html " + file + ": " + FileProblem.reason(e));
      return false;
    }
  }

  /** The engine's answer to {@code ABOUT}, or what it did instead. */
  static String about(PiskvorkOptions options) {
    try (PiskvorkEngine engine = PiskvorkEngine.of(options)) {
      return engine.about();
    } catch (PiskvorkException e) {
      return "no answer to ABOUT: " + e.getFailure();
    }
  }
}
