package dev.noughts.cli;

import static com.google.common.truth.Truth.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LineReaderTest {
  /** Every line as its text, or "(too long)", read with the given limit. */
  private static List<String> lines(String input, int limit) throws IOException {
    return lines(new StringReader(input), limit);
  }

  private static List<String> lines(Reader input, int limit) throws IOException {
    LineReader reader = new LineReader(input, limit);
    List<String> lines = new ArrayList<>();
    long expected = 1;
    for (LineReader.Line line = reader.next(); line != null; line = reader.next()) {
      assertThat(line.number()).isEqualTo(expected++);
      lines.add(line.text() == null ? "(too long)" : line.text());
    }
    return lines;
  }

  @Test
  void linesEndAtEveryKindOfLineBreakAsInBufferedReader() throws IOException {
    String input = "a\nb\r\nc\rd\n\ne";
    assertThat(lines(input, 10)).containsExactly("a", "b", "c", "d", "", "e").inOrder();
    assertThat(lines(input, 10))
        .containsExactlyElementsIn(
            new java.io.BufferedReader(new StringReader(input)).lines().toList())
        .inOrder();
  }

  @Test
  void aFinalLineBreakEndsTheLastLineAndStartsNone() throws IOException {
    assertThat(lines("a\n", 10)).containsExactly("a");
    assertThat(lines("a\r\n", 10)).containsExactly("a");
    assertThat(lines("", 10)).isEmpty();
  }

  @Test
  void aLineOfTheLimitIsRead() throws IOException {
    assertThat(lines("abc\nabcd", 4)).containsExactly("abc", "abcd").inOrder();
  }

  @Test
  void aLongerLineIsRefusedAndTheNextLinesRead() throws IOException {
    assertThat(lines("abcde\r\nab\nabcdefghij", 4))
        .containsExactly("(too long)", "ab", "(too long)")
        .inOrder();
  }

  @Test
  void aLongLineIsRefusedBeforeItsEndIsRead() throws IOException {
    Reader endless =
        new Reader() {
          @Override
          public int read(char[] buffer, int offset, int length) {
            java.util.Arrays.fill(buffer, offset, offset + length, 'X');
            return length;
          }

          @Override
          public void close() {}
        };
    LineReader.Line line = new LineReader(endless, 100_000).next();
    assertThat(line).isEqualTo(new LineReader.Line(1, null, null, 0));
  }

  @Test
  void lineBreaksAcrossTheBufferAreFound() throws IOException {
    // The reader's buffer holds 8192 chars: put the \r at its end and the \n after it.
    String first = "x".repeat(8191);
    assertThat(lines(first + "\r\nb", 10_000)).containsExactly(first, "b").inOrder();
    assertThat(lines(first + "\r\nb", 100)).containsExactly("(too long)", "b").inOrder();
  }
}
