package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class FixturesTest {
  interface NoGeneratedClass {}

  @Test
  void aTopLevelTypesClassAddsBoards() {
    assertThat(Fixtures.generatedClassName("com.example", List.of("Openings")))
        .isEqualTo("com.example.OpeningsBoards");
  }

  @Test
  void aNestedTypesClassJoinsEveryEnclosingName() {
    assertThat(Fixtures.generatedClassName("com.example", List.of("Suite", "Openings")))
        .isEqualTo("com.example.Suite_OpeningsBoards");
  }

  @Test
  void theUnnamedPackageHasNoPrefix() {
    assertThat(Fixtures.generatedClassName("", List.of("Openings"))).isEqualTo("OpeningsBoards");
  }

  @Test
  void aTypeWithoutGeneratedClassIsAClearError() {
    IllegalArgumentException thrown =
        assertThrows(IllegalArgumentException.class, () -> Fixtures.of(NoGeneratedClass.class));
    assertThat(thrown).hasMessageThat()
        .startsWith("no generated fixtures for dev.noughts.FixturesTest$NoGeneratedClass:"
            + " expected a class dev.noughts.FixturesTest_NoGeneratedClassBoards.");
    assertThat(thrown).hasMessageThat().contains("noughts-processor on the annotation processor path");
  }
}
