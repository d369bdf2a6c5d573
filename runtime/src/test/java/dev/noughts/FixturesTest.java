package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class FixturesTest {
  interface NoGeneratedClass {}

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
