package dev.noughts.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The process's standard input, or none when the shell closed it ({@code noughts check <&-}). A JVM
 * started without descriptor 0 gives it to the first file it opens, its module image, and {@link
 * System#in} would read that image as if it were the user's input; this tells the two apart.
 */
final class StandardInput {
  private StandardInput() {}

  /** {@link System#in}, or a stream whose every read fails because there is no standard input. */
  static InputStream open() {
    return isTheJvmsOwnFile() ? new Closed() : System.in;
  }

  private static boolean isTheJvmsOwnFile() {
    Path stdin = Path.of("/dev/stdin"); // Linux and macOS; elsewhere absent, and this is false
    Path modules = Path.of(System.getProperty("java.home"), "lib", "modules");
    try {
      return Files.exists(stdin) && Files.exists(modules) && Files.isSameFile(stdin, modules);
    } catch (IOException | SecurityException e) {
      return false;
    }
  }

  /** Standard input that is not there. */
  private static final class Closed extends InputStream {
    @Override
    public int read() throws IOException {
      throw closed();
    }

    @Override
    public int read(byte[] bytes, int offset, int length) throws IOException {
      throw closed();
    }

    private static IOException closed() {
      return new IOException("it is closed");
    }
  }
}
