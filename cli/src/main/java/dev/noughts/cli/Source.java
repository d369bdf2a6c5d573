package dev.noughts.cli;

/**
 * Where a board came from.
 *
 * @param file the file as named on the command line, or {@code -} for standard input
 * @param line the board's line in the file, from 1, when each line is a board ({@code
 *     --each-line}); 0 when the whole file is one board
 */
record Source(String file, long line) {
  /** The whole of {@code file}. */
  Source(String file) {
    this(file, 0);
  }

  /** For people: {@code games.txt:12}, {@code <stdin>}; control characters by code point. */
  @Override
  public String toString() {
    String name = file.equals(Inputs.STDIN) ? "<stdin>" : ControlCharacters.escape(file);
    return line == 0 ? name : name + ":" + line;
  }
}
