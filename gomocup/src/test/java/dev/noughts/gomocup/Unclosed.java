package dev.noughts.gomocup;

import java.util.stream.Collectors;

/**
 * A JVM that plays one position with a {@link TestBrain} (switch {@code child}), prints the process
 * ids of everything it started, and exits without closing the engine: its shutdown hook must kill
 * them.
 */
public final class Unclosed {
  private Unclosed() {}

  @SuppressWarnings("resource") // left open on purpose
  public static void main(String[] args) {
    PiskvorkEngine engine = PiskvorkEngine.of(Brains.options("child"));
    engine.apply(Boards.X_TO_WIN);
    System.out.println(
        ProcessHandle.current()
            .descendants()
            .map(handle -> Long.toString(handle.pid()))
            .collect(Collectors.joining(" ")));
    System.exit(0);
  }
}
