package dev.noughts.processor.javac;

import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.processor.javac.Sources.compile;
import static dev.noughts.processor.javac.Sources.source;

import com.google.testing.compile.Compilation;
import java.util.List;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Whatever a fixture's strings hold, the processor answers with its own errors, never a crash. */
class RandomBoardsPropertyTest {

  @Provide
  Arbitrary<List<String>> boardStrings() {
    Arbitrary<String> text =
        Arbitraries.strings()
            .withChars("XOxo-/ \n\t#0.\\\"")
            .withCharRange('\u0000', '\u00ff')
            .withChars('\u0425', '\u039f', '\u2014', '\ud83d', '\ude00')
            .ofMaxLength(40);
    return text.list().ofMinSize(1).ofMaxSize(4);
  }

  @Property(tries = 60)
  void compilesOrFailsWithNoughtsErrorsOnly(@ForAll("boardStrings") List<String> strings) {
    StringBuilder values = new StringBuilder();
    for (String string : strings) {
      values.append(values.length() == 0 ? "" : ", ").append(javaLiteral(string));
    }
    JavaFileObject source =
        source(
            "Fixtures",
            "interface Fixtures {",
            "  @Board({" + values + "}) Position random();",
            "}");
    Compilation compilation = compile(source);
    for (Diagnostic<? extends JavaFileObject> error : compilation.errors()) {
      assertThat(error.getMessage(null)).startsWith("[noughts:");
      assertThat(error.getMessage(null)).doesNotContain("internal-error");
    }
  }

  /** A lone surrogate before a backslash, once written in a way javac 17 could not read. */
  @Example
  void loneSurrogateBeforeABackslash() {
    compilesOrFailsWithNoughtsErrorsOnly(List.of((char) 0xd83d + "\\" + (char) 0x039f + "_--"));
  }

  /**
   * A Java constant expression for {@code text} that stays on one line. A character beyond ASCII is
   * a cast ({@code "a" + (char) 0xd83d + "b"}), never a unicode escape: javac 17 takes a backslash
   * after the escape of a lone surrogate for the start of another escape.
   */
  private static String javaLiteral(String text) {
    StringBuilder literal = new StringBuilder("\"");
    for (char c : text.toCharArray()) {
      if (c == '"' || c == '\\') {
        literal.append('\\').append(c);
      } else if (c == '\n') {
        literal.append("\\n");
      } else if (c == '\r') {
        literal.append("\\r");
      } else if (c < 0x20 || c == 0x7f) {
        literal.append(String.format("\\%03o", (int) c));
      } else if (c > 0x7e) {
        literal.append(String.format("\" + (char) 0x%04x + \"", (int) c));
      } else {
        literal.append(c);
      }
    }
    return literal.append('"').toString();
  }
}
