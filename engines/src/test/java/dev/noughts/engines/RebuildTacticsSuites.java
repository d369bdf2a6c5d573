package dev.noughts.engines;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Builds the bundled suites again (tactics-15, tactics-9 and tactics-7 by {@link
 * TacticsSuiteBuilder}, tactics-20 by {@link EngineGamesSuiteBuilder}) into {@code
 * src/main/resources}, when asked to (docs/tactics.md):
 *
 * <pre>
 * ./mvnw -pl engines -am test -Dtest=RebuildTacticsSuites -Dnoughts.rebuildTactics=true \
 *     -Dsurefire.failIfNoSpecifiedTests=false
 * </pre>
 *
 * The same seeds and budget build the same files, which git then shows unchanged.
 */
@EnabledIfSystemProperty(named = "noughts.rebuildTactics", matches = "true")
class RebuildTacticsSuites {

  @ParameterizedTest
  @ValueSource(ints = {0, 1, 2})
  void rebuild(int index) throws IOException {
    int[] spec = TacticsSuiteBuilder.BUNDLED.get(index);
    TacticsSuiteBuilder builder = new TacticsSuiteBuilder(spec[0], spec[1], spec[2]);
    List<Tactic> suite = builder.build(spec[3], spec[4], spec[5], spec[6]);
    Path file =
        Path.of("src/main/resources/dev/noughts/engines")
            .resolve(TacticsSuite.resourceName(spec[0], spec[1], spec[2]));
    Files.writeString(file, builder.write(spec[3], suite), StandardCharsets.UTF_8);
  }

  /** {@code tactics-20}, from games between two searching engines (a few minutes on one core). */
  @Test
  void rebuildTwenty() throws IOException {
    int[] spec = EngineGamesSuiteBuilder.TWENTY;
    EngineGamesSuiteBuilder builder = new EngineGamesSuiteBuilder(spec[0], spec[1], spec[2]);
    List<Tactic> suite = builder.build(spec[3], spec[4], spec[5], spec[6]);
    Path file =
        Path.of("src/main/resources/dev/noughts/engines")
            .resolve(TacticsSuite.resourceName(spec[0], spec[1], spec[2]));
    Files.writeString(file, builder.write(spec[3], suite), StandardCharsets.UTF_8);
  }
}
