package dev.noughts.engines;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A program that builds the bundled suites again, byte for byte (docs/tactics.md): tactics-15,
 * tactics-9 and tactics-7 by {@link TacticsSuiteBuilder}; tactics-20, tactics-15-standard and
 * tactics-15-renju by {@link EngineGamesSuiteBuilder}. From the project's root:
 *
 * <pre>
 * ./mvnw -pl engines -am install -DskipTests
 * ./mvnw -pl engines test-compile exec:java@rebuild-tactics [-Dsuites=tactics-7,tactics-9]
 * </pre>
 *
 * Its arguments: the folder to write into, then the suites' names (every bundled suite when none is
 * given). It prints what it built and how long each took. The same seeds and budget build the same
 * files, which git then shows unchanged.
 */
public final class RebuildTacticsSuites {
  private RebuildTacticsSuites() {}

  public static void main(String... args) throws IOException {
    if (args.length == 0) {
      throw new IllegalArgumentException("give the folder to write into, then suite names");
    }
    Path folder = Path.of(args[0]);
    List<TacticsSuite.Bundled> suites = new ArrayList<>();
    for (int i = 1; i < args.length; i++) {
      if (args[i] == null) {
        continue; // exec:java passes ${suites} as null when -Dsuites is not given
      }
      for (String name : args[i].split(",", -1)) {
        if (!name.isBlank()) {
          suites.add(
              TacticsSuite.Bundled.named(name.strip())
                  .orElseThrow(
                      () ->
                          new IllegalArgumentException(
                              "no bundled suite is named "
                                  + name.strip()
                                  + "; the names are "
                                  + TacticsSuite.Bundled.names())));
        }
      }
    }
    if (suites.isEmpty()) {
      suites.addAll(List.of(TacticsSuite.Bundled.values()));
    }
    for (TacticsSuite.Bundled suite : suites) {
      long started = System.nanoTime();
      Path file = folder.resolve(suite.resourceName());
      Files.writeString(file, build(suite), StandardCharsets.UTF_8);
      System.out.printf(
          Locale.ROOT,
          "%s: %s, %.1f s%n",
          suite.getName(),
          file,
          (System.nanoTime() - started) / 1e9);
    }
  }

  /** The text of {@code suite}'s file, built again. */
  static String build(TacticsSuite.Bundled suite) {
    int[] games =
        switch (suite) {
          case TACTICS_20 -> EngineGamesSuiteBuilder.TWENTY;
          case TACTICS_15_STANDARD -> EngineGamesSuiteBuilder.FIFTEEN_STANDARD;
          case TACTICS_15_RENJU -> EngineGamesSuiteBuilder.FIFTEEN_RENJU;
          default -> null;
        };
    if (games != null) {
      EngineGamesSuiteBuilder builder =
          new EngineGamesSuiteBuilder(games[0], games[1], games[2], suite.getRule());
      return builder.write(games[3], builder.build(games[3], games[4], games[5], games[6]));
    }
    for (int[] spec : TacticsSuiteBuilder.BUNDLED) {
      if (spec[0] == suite.getRows()
          && spec[1] == suite.getColumns()
          && spec[2] == suite.getWinLength()) {
        TacticsSuiteBuilder builder = new TacticsSuiteBuilder(spec[0], spec[1], spec[2]);
        return builder.write(spec[3], builder.build(spec[3], spec[4], spec[5], spec[6]));
      }
    }
    throw new IllegalArgumentException("no builder for " + suite.getName());
  }
}
