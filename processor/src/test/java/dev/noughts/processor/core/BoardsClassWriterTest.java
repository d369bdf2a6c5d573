package dev.noughts.processor.core;

import static com.google.common.truth.Truth.assertThat;

import dev.noughts.processor.javac.BoardProcessor;
import org.junit.jupiter.api.Test;

class BoardsClassWriterTest {
  @Test
  void theGeneratedClassNamesJavacsEntryPointAsItsGenerator() {
    assertThat(BoardsClassWriter.GENERATOR).isEqualTo(BoardProcessor.class.getName());
  }
}
