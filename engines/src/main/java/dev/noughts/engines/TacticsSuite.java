package dev.noughts.engines;

import dev.noughts.NotUtf8Exception;
import dev.noughts.Rule;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * Suites of proved tactics: the ones bundled with noughts, and suite files of your own.
 *
 * <p>A suite file has one {@link Tactic} per line, as {@link Tactic#toString()} writes it; blank
 * lines and lines starting with {@code #} are skipped:
 *
 * <pre>
 * # board; k and rule; player and kind; moves; line (wins only)
 * -------/-------/--XX---/--OO---/-------/-------/-------; k 4; X wins by fours; moves (3,2) (3,5); line (3,2) (3,1) (3,5)
 * </pre>
 *
 * <p>The win length may be followed by the rule every move of the line is played and judged by:
 * {@code k 5 standard} (exactly five, {@link Rule#EXACTLY_K}) or {@code k 5 renju} ({@link
 * Rule#RENJU}, where a move onto a forbidden point of X's is an error of the line); none, or {@code
 * freestyle}, is free-style.
 *
 * <p>Reading checks each line's form, and that each line and move can be played; it does not prove
 * again what the line claims. The bundled suites were proved, and each proof replayed by the
 * independent checker, when they were built (docs/tactics.md says how).
 *
 * @since 0.1.0
 */
public final class TacticsSuite {

  /** The most tactics one suite may hold. */
  public static final int MAX_TACTICS = 100_000;

  /** The most problems one reading lists; it counts the rest. */
  static final int MAX_LISTED = 20;

  private TacticsSuite() {}

  /**
   * The suites bundled with noughts-engines, each named as the command line names it ({@code
   * noughts engine --suite tactics-15}).
   *
   * @since 0.1.0
   */
  public enum Bundled {
    /**
     * {@code tactics-20}: 20 x 20, five in a row (Gomocup's free-style board), from games between
     * two searching engines.
     */
    TACTICS_20(20, 20, 5, Rule.FREE_STYLE),
    /** {@code tactics-15}: 15 x 15, five in a row (gomoku). */
    TACTICS_15(15, 15, 5, Rule.FREE_STYLE),
    /**
     * {@code tactics-15-standard}: 15 x 15, exactly five in a row ({@link Rule#EXACTLY_K},
     * Gomocup's rule 1), from games between two searching engines.
     *
     * @since 0.1.0
     */
    TACTICS_15_STANDARD(15, 15, 5, Rule.EXACTLY_K),
    /**
     * {@code tactics-15-renju}: renju ({@link Rule#RENJU}, Gomocup's rule 4), from games between
     * two searching engines in which X never takes a forbidden point.
     *
     * @since 0.1.0
     */
    TACTICS_15_RENJU(15, 15, 5, Rule.RENJU),
    /** {@code tactics-9}: 9 x 9, four in a row. */
    TACTICS_9(9, 9, 4, Rule.FREE_STYLE),
    /** {@code tactics-7}: 7 x 7, four in a row. */
    TACTICS_7(7, 7, 4, Rule.FREE_STYLE);

    private final int rows;
    private final int columns;
    private final int winLength;
    private final Rule rule;

    Bundled(int rows, int columns, int winLength, Rule rule) {
      this.rows = rows;
      this.columns = columns;
      this.winLength = winLength;
      this.rule = rule;
    }

    /**
     * Its name on the command line: {@code tactics-15}, and after it the rule when that is not
     * free-style: {@code tactics-15-renju}.
     */
    public String getName() {
      return "tactics-" + rows + (rule == Rule.FREE_STYLE ? "" : "-" + TacticsFormat.nameOf(rule));
    }

    /** The rows of its boards. */
    public int getRows() {
      return rows;
    }

    /** The columns of its boards. */
    public int getColumns() {
      return columns;
    }

    /** How many in a row win. */
    public int getWinLength() {
      return winLength;
    }

    /**
     * The rule its positions are played and judged by: {@link Rule#FREE_STYLE} but for {@code
     * tactics-15-standard} and {@code tactics-15-renju}.
     *
     * @since 0.1.0
     */
    public Rule getRule() {
      return rule;
    }

    /** Its tactics: wins by fours, wins by threes and defences, in a fixed order. */
    public List<Tactic> tactics() {
      return load(resourceName());
    }

    /**
     * Its file among the resources: {@code tactics-15x15-5.txt}, {@code tactics-15x15-5-renju.txt}.
     */
    String resourceName() {
      return "tactics-"
          + rows
          + "x"
          + columns
          + "-"
          + winLength
          + (rule == Rule.FREE_STYLE ? "" : "-" + TacticsFormat.nameOf(rule))
          + ".txt";
    }

    /** The bundled suite named {@code name} ({@code tactics-15}), if any. */
    public static Optional<Bundled> named(String name) {
      return Arrays.stream(values()).filter(suite -> suite.getName().equals(name)).findFirst();
    }

    /**
     * {@code tactics-20, tactics-15, tactics-15-standard, tactics-15-renju, tactics-9, tactics-7}:
     * every name, in order.
     */
    public static String names() {
      return Arrays.stream(values()).map(Bundled::getName).collect(Collectors.joining(", "));
    }
  }

  /**
   * The free-style suite bundled for boards of {@code rows} by {@code columns} with {@code
   * winLength} in a row: 20 x 20 and 15 x 15 with five, 9 x 9 and 7 x 7 with four. Wins by fours,
   * wins by threes and defences, in a fixed order; the same on every run. (The suites of other
   * rules: {@link Bundled#TACTICS_15_STANDARD}, {@link Bundled#TACTICS_15_RENJU}.)
   *
   * @throws IllegalArgumentException when no suite is bundled for that board; the message lists the
   *     ones that are
   */
  public static List<Tactic> bundled(int rows, int columns, int winLength) {
    for (Bundled suite : Bundled.values()) {
      if (suite.rows == rows
          && suite.columns == columns
          && suite.winLength == winLength
          && suite.rule == Rule.FREE_STYLE) {
        return suite.tactics();
      }
    }
    List<String> boards =
        Arrays.stream(Bundled.values())
            .filter(suite -> suite.rule == Rule.FREE_STYLE)
            .map(suite -> suite.rows + " x " + suite.columns + " with " + suite.winLength)
            .toList();
    throw new IllegalArgumentException(
        String.format(
            Locale.ROOT,
            "no tactics suite is bundled for %d x %d with %d in a row; the bundled ones are %s and"
                + " %s (or read a suite file of your own with TacticsSuite.read)",
            rows,
            columns,
            winLength,
            String.join(", ", boards.subList(0, boards.size() - 1)),
            boards.get(boards.size() - 1)));
  }

  private static List<Tactic> load(String name) {
    try (InputStream in = TacticsSuite.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("noughts-engines is missing its resource " + name);
      }
      return read(new InputStreamReader(in, StandardCharsets.UTF_8), name);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Reads a suite from {@code text}, in the format above.
   *
   * @throws IllegalArgumentException listing every line that is wrong (the first {@value
   *     #MAX_LISTED}, then how many more), each with what is wrong with it; or when there are more
   *     than {@value #MAX_TACTICS} tactics
   */
  public static List<Tactic> parse(String text) {
    try {
      return read(new StringReader(text), "the suite");
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringReader does not fail
    }
  }

  /**
   * Reads the suite file {@code file} (UTF-8), in the format above.
   *
   * @throws IllegalArgumentException as {@link #parse}, naming the file
   * @throws NotUtf8Exception when the file holds a byte that is not UTF-8 text, by its line and
   *     column, as the command line's {@code check} says it: {@code line 2, column 3: byte 0xFF is
   *     not UTF-8 text}
   * @throws IOException when the file cannot be read
   */
  public static List<Tactic> read(Path file) throws IOException {
    try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      return read(reader, file.toString());
    } catch (CharacterCodingException e) {
      NotUtf8Exception where = firstBadByte(file);
      where.initCause(e);
      throw where;
    }
  }

  private static List<Tactic> read(Reader reader, String source) throws IOException {
    BufferedReader lines = new BufferedReader(reader);
    List<Tactic> tactics = new ArrayList<>();
    List<String> problems = new ArrayList<>();
    long unlisted = 0;
    int number = 0;
    for (String line = boundedLine(lines); line != null; line = boundedLine(lines)) {
      number++;
      String text = line.strip();
      if (text.isEmpty() || text.startsWith("#")) {
        continue;
      }
      Tactic tactic;
      try {
        tactic = TacticsFormat.read(text);
      } catch (IllegalArgumentException e) {
        if (problems.size() < MAX_LISTED) {
          problems.add("line " + number + ": " + e.getMessage());
        } else {
          unlisted++;
        }
        continue;
      }
      if (tactics.size() == MAX_TACTICS) {
        throw new IllegalArgumentException(
            String.format(
                Locale.ROOT,
                "%s has more than %,d tactics, the most one suite may hold; split it",
                source,
                MAX_TACTICS));
      }
      tactics.add(tactic);
    }
    if (!problems.isEmpty()) {
      StringBuilder message = new StringBuilder(source).append(" has mistakes:");
      for (String problem : problems) {
        message.append("\n  ").append(problem);
      }
      if (unlisted > 0) {
        message.append(String.format(Locale.ROOT, "\n  and %,d more", unlisted));
      }
      throw new IllegalArgumentException(message.toString());
    }
    return List.copyOf(tactics);
  }

  /** The next line, or null at the end; a line longer than the format allows is cut short. */
  private static @Nullable String boundedLine(BufferedReader lines) throws IOException {
    StringBuilder line = new StringBuilder();
    int c;
    while ((c = lines.read()) != -1 && c != '\n') {
      if (line.length() <= TacticsFormat.MAX_LINE) {
        line.append((char) c);
      }
    }
    if (c == -1 && line.length() == 0) {
      return null;
    }
    int end = line.length();
    if (end > 0 && line.charAt(end - 1) == '\r') {
      line.setLength(end - 1);
    }
    return line.toString();
  }

  /**
   * Where the first byte of {@code file} that is not UTF-8 stands. Lines end at {@code \n}, as
   * {@link #boundedLine} ends them, and a column counts the characters (code points) before it,
   * from 1.
   */
  private static NotUtf8Exception firstBadByte(Path file) throws IOException {
    CharsetDecoder decoder =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer bytes = ByteBuffer.allocate(8192);
    CharBuffer chars = CharBuffer.allocate(8192);
    long line = 1;
    long column = 1;
    try (InputStream in = Files.newInputStream(file)) {
      while (true) {
        int read = in.read(bytes.array(), bytes.position(), bytes.remaining());
        boolean end = read < 0;
        bytes.position(bytes.position() + Math.max(read, 0));
        bytes.flip();
        CoderResult result = decoder.decode(bytes, chars, end);
        chars.flip();
        while (chars.hasRemaining()) {
          char c = chars.get();
          if (c == '\n') {
            line++;
            column = 1;
          } else if (!Character.isLowSurrogate(c)) {
            column++;
          }
        }
        chars.clear();
        if (result.isError()) {
          return new NotUtf8Exception(line, column, bytes.get() & 0xFF);
        }
        bytes.compact();
        if (end) {
          throw new IOException(file + " could not be decoded, yet holds only UTF-8 text");
        }
      }
    }
  }
}
