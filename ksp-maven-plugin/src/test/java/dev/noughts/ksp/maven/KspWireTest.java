package dev.noughts.ksp.maven;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.File;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A request and an outcome cross the daemon's socket unchanged; a damaged stream is refused. */
class KspWireTest {
  private static final KspRequest REQUEST =
      new KspRequest(
          "engine_test",
          List.of(new File("/p/src/test/kotlin")),
          List.of(new File("/p/src/test/java"), new File("/p/é ü/日本")),
          List.of(new File("/p/target/classes"), new File("/m2/noughts-runtime.jar")),
          new File("/p"),
          new File("/p/target/ksp/test"),
          new File("/p/target/generated-test-sources/ksp/java"),
          new File("/p/target/generated-test-sources/ksp/kotlin"),
          "17",
          "2.3");

  @Test
  void aRequestReadsBackEqual() throws IOException {
    assertThat(KspRequest.readFrom(bytes(REQUEST::writeTo))).isEqualTo(REQUEST);
  }

  @Test
  void anOutcomeReadsBackEqualWithEveryLevelAndAMessageLongerThanWriteUtfAllows()
      throws IOException {
    KspOutcome outcome =
        new KspOutcome(
            false,
            List.of(
                new KspMessage(KspMessage.Level.ERROR, "/p/Fixtures.kt:8: [noughts:notation] ..."),
                new KspMessage(KspMessage.Level.WARNING, "a warning"),
                new KspMessage(KspMessage.Level.DEBUG, "x".repeat(100_000))));
    assertThat(KspOutcome.readFrom(bytes(outcome::writeTo))).isEqualTo(outcome);
  }

  @Test
  void anOutcomeCountsItsErrorsAndAtLeastOneWhenKspDidNotExitNormally() {
    KspMessage error = new KspMessage(KspMessage.Level.ERROR, "e");
    KspMessage warning = new KspMessage(KspMessage.Level.WARNING, "w");
    assertThat(new KspOutcome(true, List.of(error, warning, error)).errors()).isEqualTo(2);
    assertThat(new KspOutcome(true, List.of(warning)).errors()).isEqualTo(0);
    assertThat(new KspOutcome(false, List.of(warning)).errors()).isEqualTo(1);
    assertThat(new KspOutcome(false, List.of(error, error)).errors()).isEqualTo(2);
  }

  @Test
  void aLengthOrCountNoRequestHasIsRefusedBeforeAnythingIsAllocated() {
    for (int bad : new int[] {-1, Integer.MIN_VALUE, KspWire.MAX_STRING_BYTES + 1}) {
      IOException e =
          assertThrows(
              IOException.class, () -> KspRequest.readFrom(bytes(out -> out.writeInt(bad))));
      assertThat(e)
          .hasMessageThat()
          .isEqualTo(bad + " bytes in a string is not part of the daemon's wire form");
    }
    IOException files =
        assertThrows(
            IOException.class,
            () ->
                KspRequest.readFrom(
                    bytes(
                        out -> {
                          KspWire.writeString(out, "m");
                          out.writeInt(Integer.MAX_VALUE);
                        })));
    assertThat(files).hasMessageThat().contains(Integer.MAX_VALUE + " files in a list");
    IOException level =
        assertThrows(
            IOException.class,
            () ->
                KspOutcome.readFrom(
                    bytes(
                        out -> {
                          out.writeBoolean(true);
                          out.writeInt(1);
                          out.writeByte(3);
                        })));
    assertThat(level)
        .hasMessageThat()
        .isEqualTo("message level 3 is not part of the daemon's wire form");
  }

  private static final String TOO_LARGE =
      "a request comes to more than 16777216 bytes (each string counting 64 bytes more than its"
          + " own), more than the daemon's wire form allows";

  /**
   * Three 60 MB strings once killed a 128 MB daemon: the whole request is capped, not each string.
   */
  @Test
  void aRequestOfMoreThan16MebibytesInAllIsRefusedHoweverItsStringsAreCut() {
    List<File> libraries = new java.util.ArrayList<>();
    for (int i = 0; i < 300; i++) {
      libraries.add(new File("/" + "a".repeat(60_000) + i));
    }
    KspRequest large =
        new KspRequest(
            REQUEST.moduleName(),
            REQUEST.kotlinRoots(),
            REQUEST.javaRoots(),
            libraries,
            REQUEST.projectBaseDir(),
            REQUEST.workDirectory(),
            REQUEST.javaOutput(),
            REQUEST.kotlinOutput(),
            REQUEST.jvmTarget(),
            REQUEST.languageVersion());
    IOException e =
        assertThrows(IOException.class, () -> KspRequest.readFrom(bytes(large::writeTo)));
    assertThat(e).hasMessageThat().isEqualTo(TOO_LARGE);
  }

  /**
   * The cap is checked before a string is read: here its bytes never come, and the request is
   * refused for its size, not for the stream's end.
   */
  @Test
  void theCapIsCheckedBeforeAStringIsAllocated() {
    IOException e =
        assertThrows(
            IOException.class,
            () ->
                KspRequest.readFrom(
                    bytes(
                        out -> {
                          KspWire.writeString(
                              out,
                              "m".repeat((int) KspWire.MAX_REQUEST_BYTES - KspWire.STRING_COST));
                          out.writeInt(1); // one Kotlin root
                          out.writeInt(0); // of no bytes, which still counts 64
                        })));
    assertThat(e).hasMessageThat().isEqualTo(TOO_LARGE);
  }

  @Test
  void aRequestOfExactly16MebibytesInAllIsReadAndOneByteMoreIsNot() throws IOException {
    // 7 strings, 64 each beyond their bytes: the name, "/p", "/p/w", "/p/j", "/p/k", "17", "2.3".
    int nameBytes = (int) KspWire.MAX_REQUEST_BYTES - 7 * KspWire.STRING_COST - 19;
    KspRequest atTheCap = namedRequest("m".repeat(nameBytes));
    assertThat(KspRequest.readFrom(bytes(atTheCap::writeTo))).isEqualTo(atTheCap);
    KspRequest over = namedRequest("m".repeat(nameBytes + 1));
    IOException e =
        assertThrows(IOException.class, () -> KspRequest.readFrom(bytes(over::writeTo)));
    assertThat(e).hasMessageThat().isEqualTo(TOO_LARGE);
  }

  private static KspRequest namedRequest(String name) {
    return new KspRequest(
        name,
        List.of(),
        List.of(),
        List.of(),
        new File("/p"),
        new File("/p/w"),
        new File("/p/j"),
        new File("/p/k"),
        "17",
        "2.3");
  }

  @Test
  void aRequestNamingOtherThanFourDirectoriesIsRefused() {
    IOException e =
        assertThrows(
            IOException.class,
            () ->
                KspRequest.readFrom(
                    bytes(
                        out -> {
                          KspWire.writeString(out, "m");
                          KspWire.writeFiles(out, List.of());
                          KspWire.writeFiles(out, List.of());
                          KspWire.writeFiles(out, List.of());
                          KspWire.writeFiles(out, List.of(new File("/p")));
                        })));
    assertThat(e).hasMessageThat().isEqualTo("a request has 1 of its 4 directories");
  }

  @Test
  void aRequestNamesNoJdkAndKspCompilesWithTheJdkItRunsOn() {
    assertThat(REQUEST.config().getJdkHome()).isEqualTo(new File(System.getProperty("java.home")));
  }

  @Test
  void aRequestNamingARelativePathIsRefusedWithThePathShownSafely() {
    for (String path : List.of("src/main/kotlin", "../../elsewhere", "")) {
      IOException e =
          assertThrows(
              IOException.class, () -> KspRequest.readFrom(bytes(withKotlinRoot(path)::writeTo)));
      assertThat(e)
          .hasMessageThat()
          .isEqualTo(
              "a request names a relative path, "
                  + path
                  + "; the daemon takes absolute paths only");
    }
    IOException control =
        assertThrows(
            IOException.class,
            () -> KspRequest.readFrom(bytes(withKotlinRoot("x\u001b[2J\n")::writeTo)));
    assertThat(control)
        .hasMessageThat()
        .isEqualTo(
            "a request names a relative path, xU+001B[2JU+000A; the daemon takes absolute paths"
                + " only");
    IOException longPath =
        assertThrows(
            IOException.class,
            () -> KspRequest.readFrom(bytes(withKotlinRoot("a".repeat(1000))::writeTo)));
    assertThat(longPath)
        .hasMessageThat()
        .isEqualTo(
            "a request names a relative path, "
                + "a".repeat(200)
                + "...; the daemon takes absolute paths only");
  }

  @Test
  void aRequestWritingOutsideItsProjectIsRefused() {
    for (String output : List.of("/elsewhere/ksp", "/p/../elsewhere", "/pp/target", "/")) {
      KspRequest request = withJavaOutput(output);
      IOException e =
          assertThrows(IOException.class, () -> KspRequest.readFrom(bytes(request::writeTo)));
      assertThat(e)
          .hasMessageThat()
          .isEqualTo(
              "a request names the output directory "
                  + output
                  + ", outside its project /p; the daemon writes inside the project it compiles"
                  + " only");
      assertThrows(IOException.class, request::checkOutputsInProject);
    }
  }

  @Test
  void aRequestWritingInsideItsProjectIsTakenWhateverItsSourcesAndLibraries() throws IOException {
    KspRequest request = withJavaOutput("/p/target/../target/generated");
    assertThat(KspRequest.readFrom(bytes(request::writeTo))).isEqualTo(request);
    assertThat(REQUEST.libraries()).contains(new File("/m2/noughts-runtime.jar"));
    REQUEST.checkOutputsInProject();
  }

  private static KspRequest withJavaOutput(String path) {
    return new KspRequest(
        REQUEST.moduleName(),
        REQUEST.kotlinRoots(),
        REQUEST.javaRoots(),
        REQUEST.libraries(),
        REQUEST.projectBaseDir(),
        REQUEST.workDirectory(),
        new File(path),
        REQUEST.kotlinOutput(),
        REQUEST.jvmTarget(),
        REQUEST.languageVersion());
  }

  /** {@link #REQUEST} with {@code path} as its Kotlin source root. */
  private static KspRequest withKotlinRoot(String path) {
    return new KspRequest(
        REQUEST.moduleName(),
        List.of(new File(path)),
        REQUEST.javaRoots(),
        REQUEST.libraries(),
        REQUEST.projectBaseDir(),
        REQUEST.workDirectory(),
        REQUEST.javaOutput(),
        REQUEST.kotlinOutput(),
        REQUEST.jvmTarget(),
        REQUEST.languageVersion());
  }

  @Test
  void aStreamThatEndsEarlyIsAnIoException() {
    assertThrows(IOException.class, () -> KspRequest.readFrom(bytes(out -> out.writeInt(5))));
  }

  private interface Writer {
    void write(DataOutputStream out) throws IOException;
  }

  private static DataInputStream bytes(Writer writer) throws IOException {
    ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    DataOutputStream out = new DataOutputStream(buffer);
    writer.write(out);
    out.flush();
    return new DataInputStream(new ByteArrayInputStream(buffer.toByteArray()));
  }
}
