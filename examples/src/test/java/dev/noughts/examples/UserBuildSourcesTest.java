package dev.noughts.examples;

import static com.google.common.truth.Truth.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** What the user builds under src/it share on purpose. */
class UserBuildSourcesTest {
  private static final Path BUILDS = Path.of("src/it");

  @Test
  void kaptAndKspJudgeTheSameKotlinTraps() throws IOException {
    // broken-kotlin (kapt) and kotlin-ksp-plugin-broken (KSP) each check that this file gives the
    // same errors in the same words: that holds only while it is one file.
    Path traps = Path.of("src/main/kotlin/example/KotlinTraps.kt");
    assertThat(Files.readString(BUILDS.resolve("broken-kotlin").resolve(traps)))
        .isEqualTo(Files.readString(BUILDS.resolve("kotlin-ksp-plugin-broken").resolve(traps)));
  }
}
