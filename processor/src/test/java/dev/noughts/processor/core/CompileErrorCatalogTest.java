package dev.noughts.processor.core;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The table of docs/compile-errors.md and {@link CompileError} list the same tags. */
class CompileErrorCatalogTest {
  private static final Pattern ROW = Pattern.compile("(?m)^\\| `([^`]+)` \\| `([^`]*)`[^|]*\\|$");

  /** The tag of each row of the table, checking that its example carries that tag. */
  private static Set<String> documentedTags() throws IOException {
    String section = Files.readString(Path.of("..", "docs", "compile-errors.md"));
    Set<String> tags = new LinkedHashSet<>();
    Matcher row = ROW.matcher(section);
    while (row.find()) {
      assertWithMessage("docs/compile-errors.md's example for %s", row.group(1))
          .that(row.group(2))
          .startsWith("[noughts:" + row.group(1) + "] ");
      assertWithMessage("docs/compile-errors.md documents %s twice", row.group(1))
          .that(tags.add(row.group(1)))
          .isTrue();
    }
    long rows = section.lines().filter(line -> line.startsWith("| `")).count();
    assertWithMessage("rows of the table in the form | `tag` | `example` |")
        .that(tags.size())
        .isEqualTo((int) rows);
    return tags;
  }

  @Test
  void everyTagIsDocumentedAndEveryDocumentedTagExists() throws IOException {
    Set<String> tags =
        Arrays.stream(CompileError.values()).map(CompileError::tag).collect(Collectors.toSet());
    assertThat(documentedTags()).containsExactlyElementsIn(tags);
  }
}
