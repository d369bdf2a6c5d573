package dev.noughts.processor.javac;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.noughts.processor.javac.Sources.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** How the processor behaves among other processors and rounds. */
class ProcessorMannersTest {

  /** Records the annotations javac hands it; it claims none. */
  static final class Recorder extends AbstractProcessor {
    final List<String> seen = new ArrayList<>();

    @Override
    public Set<String> getSupportedAnnotationTypes() {
      return Set.of("dev.noughts.Board");
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
      return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
      annotations.forEach(annotation -> seen.add(annotation.getQualifiedName().toString()));
      return false;
    }
  }

  /**
   * Another processor that writes {@code test.NAME} from {@code lines} in the round after the
   * first, as processors that generate types from other generated types do.
   */
  static final class LateGenerator extends AbstractProcessor {
    private final String name;
    private final String[] lines;
    private int round;

    LateGenerator(String name, String... lines) {
      this.name = name;
      this.lines = lines;
    }

    @Override
    public Set<String> getSupportedAnnotationTypes() {
      return Set.of("*");
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
      return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment env) {
      round++;
      try {
        if (round == 1) { // a stepping stone, so that the wanted type comes one round later
          write(name + "Step", "class " + name + "Step {}");
        } else if (round == 2) {
          write(name, lines);
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      return false;
    }

    private void write(String simpleName, String... body) throws IOException {
      JavaFileObject file = processingEnv.getFiler().createSourceFile("test." + simpleName);
      try (Writer out = file.openWriter()) {
        out.write("package test;\nimport dev.noughts.Position;\n" + String.join("\n", body));
      }
    }
  }

  private static Compilation compileWith(AbstractProcessor other, JavaFileObject... sources) {
    return Compiler.javac()
        .withProcessors(new BoardProcessor(), other)
        .withOptions("-Xlint:all,-processing", "-Werror")
        .compile(sources);
  }

  @Test
  void boardIsLeftForOtherProcessorsToo() {
    Recorder recorder = new Recorder();
    Compilation compilation =
        compileWith(
            recorder,
            source("Fixtures", "interface Fixtures {", "  @Board(\"X\") Position x();", "}"));
    assertThat(compilation).succeeded();
    assertThat(recorder.seen).containsExactly("dev.noughts.Board");
  }

  @Test
  void aSupertypeGeneratedLaterIsWaitedFor() {
    JavaFileObject fixtures =
        source(
            "Fixtures",
            "interface Fixtures extends Base {",
            "  @Board(\"X - - / - - - / - - -\") Position corner();",
            "}");
    Compilation compilation =
        compileWith(
            new LateGenerator(
                "Base", "interface Base {", "  default String hello() { return \"hi\"; }", "}"),
            fixtures);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("test.FixturesBoards").isNotNull();
    Object all = Sources.call(compilation, "test.FixturesBoards", "all");
    assertThat(((Map<?, ?>) all).keySet()).containsExactly("corner");
  }

  @Test
  void anAbstractMethodOfASupertypeGeneratedLaterIsFound() {
    JavaFileObject fixtures =
        source(
            "Fixtures",
            "interface Fixtures extends Base {",
            "  @Board(\"X - - / - - - / - - -\") Position corner();",
            "}");
    Compilation compilation =
        compileWith(
            new LateGenerator("Base", "interface Base {", "  Position inherited();", "}"),
            fixtures);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:not-a-fixture] test.Fixtures has abstract method inherited(), inherited"
                + " from test.Base, without @Board here")
        .inFile(fixtures)
        .onLineContaining("interface Fixtures");
  }

  @Test
  void aSupertypeThatNeverComesIsReportedAtTheEnd() {
    JavaFileObject fixtures =
        source(
            "Fixtures",
            "interface Fixtures extends Nowhere {",
            "  @Board(\"X - - / - - - / - - -\") Position corner();",
            "}");
    Compilation compilation = Sources.compile(fixtures);
    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:unresolved] test.Fixtures refers to Nowhere, which does not exist, so its"
                + " fixtures were not checked and nothing was generated for it")
        .inFile(fixtures)
        .onLineContaining("interface Fixtures");
    assertThat(compilation).hadErrorContaining("cannot find symbol"); // javac's own
    assertThat(compilation).hadErrorCount(2);
  }

  @Test
  void aReturnTypeThatNeverComesIsReportedAtTheEnd() {
    JavaFileObject fixtures =
        source(
            "Fixtures",
            "interface Fixtures {",
            "  @Board(\"X - - / - - - / - - -\") Positon corner();",
            "}");
    Compilation compilation = Sources.compile(fixtures);
    assertThat(compilation)
        .hadErrorContaining("[noughts:unresolved] test.Fixtures refers to Positon")
        .inFile(fixtures)
        .onLineContaining("interface Fixtures");
    assertThat(compilation).hadErrorCount(2);
  }
}
