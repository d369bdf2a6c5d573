package dev.noughts.processor.core;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

class ConstantNamesTest {
  @Test
  void camelCaseBecomesUpperSnakeCase() {
    assertThat(ConstantNames.of("topRow")).isEqualTo("TOP_ROW");
    assertThat(ConstantNames.of("corner")).isEqualTo("CORNER");
  }

  @Test
  void acronymsStayOneWord() {
    assertThat(ConstantNames.of("xWinsOnXMLBoard")).isEqualTo("X_WINS_ON_XML_BOARD");
  }

  @Test
  void digitsAndUnderscoresAreKept() {
    assertThat(ConstantNames.of("row1Win")).isEqualTo("ROW1_WIN");
    assertThat(ConstantNames.of("top_row")).isEqualTo("TOP_ROW");
  }

  @Test
  void aCapitalAtTheStartOrAfterAnUnderscoreStartsNoOtherWord() {
    assertThat(ConstantNames.of("TopRow")).isEqualTo("TOP_ROW");
    assertThat(ConstantNames.of("top_Row")).isEqualTo("TOP_ROW");
  }

  @Test
  void anAcronymAtTheEndStaysOneWord() {
    assertThat(ConstantNames.of("sizeXL")).isEqualTo("SIZE_XL");
  }
}
