package dev.noughts.internal;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class FixtureClassNamesTest {
  @Test
  void aTopLevelTypesClassAddsBoards() {
    assertThat(FixtureClassNames.binaryName("com.example", List.of("Openings")))
        .isEqualTo("com.example.OpeningsBoards");
  }

  @Test
  void aNestedTypesClassJoinsEveryEnclosingName() {
    assertThat(FixtureClassNames.binaryName("com.example", List.of("Suite", "Openings")))
        .isEqualTo("com.example.Suite_OpeningsBoards");
    assertThat(FixtureClassNames.simpleName(List.of("Suite", "Openings")))
        .isEqualTo("Suite_OpeningsBoards");
  }

  @Test
  void theUnnamedPackageHasNoPrefix() {
    assertThat(FixtureClassNames.binaryName("", List.of("Openings"))).isEqualTo("OpeningsBoards");
  }
}
