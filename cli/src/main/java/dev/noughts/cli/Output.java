package dev.noughts.cli;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import org.jspecify.annotations.Nullable;

/**
 * Standard output for results, in UTF-8. Like every {@link PrintWriter} it does not throw, but it
 * keeps the first write error, so that a command can stop early and the run can say why its results
 * are lost instead of exiting as if all went well.
 */
final class Output extends PrintWriter {
  private final Watched stream;

  Output(OutputStream out) {
    this(new Watched(out));
  }

  private Output(Watched stream) {
    super(new OutputStreamWriter(stream, StandardCharsets.UTF_8), false);
    this.stream = stream;
  }

  /** The first error in writing, or null while there is none; it does not flush. */
  @Nullable IOException failure() {
    return stream.failure;
  }

  /** Passes bytes through and keeps the first failure. */
  private static final class Watched extends FilterOutputStream {
    private @Nullable IOException failure;

    Watched(OutputStream out) {
      super(out);
    }

    @Override
    public void write(int b) throws IOException {
      try {
        out.write(b);
      } catch (IOException e) {
        throw failed(e);
      }
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
      try {
        out.write(bytes, offset, length);
      } catch (IOException e) {
        throw failed(e);
      }
    }

    @Override
    public void flush() throws IOException {
      try {
        out.flush();
      } catch (IOException e) {
        throw failed(e);
      }
    }

    private IOException failed(IOException e) {
      if (failure == null) {
        failure = e;
      }
      return e;
    }
  }
}
