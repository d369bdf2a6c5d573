package dev.noughts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Reads the board notation: rows separated by line breaks or {@code /}, cells {@code X}, {@code O},
 * {@code -} (and {@code x}, {@code o}), whitespace inside a row ignored, blank rows before the
 * first and after the last ignored. Nothing is ever repaired: every mistake is collected and thrown
 * together, the first {@link ErrorSummary#MAX_LISTED} listed and the rest counted, so that a huge
 * bad input costs no more memory than a good one.
 */
final class NotationParser {

  /** The {@code requiredSize} that reads a rectangle: every row as long as the first. */
  static final int RECTANGULAR = -1;

  private static final byte SPACE = 3;
  private static final byte OTHER = 4;
  private static final byte[] ASCII_KINDS = asciiKinds();

  private final String[] parts;
  private @Nullable List<InputError> errors; // made on the first mistake
  private long unlisted; // mistakes past ErrorSummary.MAX_LISTED
  private int xCount;
  private int oCount;

  // Row spans from the first row that is not blank, three ints each: the part the row stands in,
  // and its [start, end) within that part. At most MAX_SIZE + 1 are kept; the rest are counted.
  private int[] spans = new int[12];
  private int rowCount; // rows from the first that is not blank, blank ones included
  private int rowsToLastMark; // of those, the rows up to the last that is not blank

  private NotationParser(String[] parts) {
    this.parts = parts;
  }

  /**
   * Parses {@code parts}, read as if joined by line breaks.
   *
   * @param requiredSize the number of rows the board must have, or 0 to take it from the input, or
   *     {@link #RECTANGULAR} for any number of rows, each as long as the first
   */
  static Position parse(String[] parts, int requiredSize) {
    return new NotationParser(parts).parse(requiredSize);
  }

  private Position parse(int requiredSize) {
    for (int part = 0; part < parts.length; part++) {
      if (parts[part] == null) {
        throw new NullPointerException("notation part " + part + " is null");
      }
      splitRows(part);
    }
    int rows = rowsToLastMark;
    if (rows == 0) {
      throw failWith(
          InputError.Kind.EMPTY,
          "no rows: write rows of X, O and - separated by '/' or line breaks, such as"
              + " \"X O X / - O - / - - -\"");
    }
    if (rows > Position.MAX_SIZE) {
      throw failWith(
          InputError.Kind.TOO_MANY_ROWS,
          "found " + rows + " rows, but boards have at most " + Position.MAX_SIZE + " rows");
    }
    if (requiredSize == RECTANGULAR) {
      return readRectangle(rows);
    }
    int size = requiredSize == 0 ? rows : requiredSize;
    if (rows != size && listsNext()) {
      error(
          InputError.ofBoard(
              InputError.Kind.ROW_COUNT, "expected " + size + " rows, found " + rows));
    }
    int[][] cells = new int[rows][];
    for (int row = 0; row < rows; row++) {
      cells[row] = readRow(row, row + 1, size, "");
    }
    if (errors != null) {
      throw new NotationException(errors, unlisted);
    }
    return Position.trusted(cells, cells.length, xCount, oCount);
  }

  /** Reads {@code rows} rows, each as long as the first. */
  private Position readRectangle(int rows) {
    int columns = cellCount(0);
    if (columns > Position.MAX_SIZE) {
      throw new NotationException(
          List.of(
              InputError.ofRow(
                  InputError.Kind.ROW_LENGTH,
                  1,
                  spans[0],
                  "row 1 has "
                      + columns
                      + " cells, but boards have at most "
                      + Position.MAX_SIZE
                      + " columns")));
    }
    int[][] cells = new int[rows][];
    for (int row = 0; row < rows; row++) {
      cells[row] = readRow(row, row + 1, columns, " (as many as row 1)");
    }
    if (errors != null) {
      throw new NotationException(errors, unlisted);
    }
    return Position.trusted(cells, cells.length, xCount, oCount);
  }

  /** How many cells the row in span {@code span} has, counting every character but spaces. */
  private int cellCount(int span) {
    String text = parts[spans[span * 3]];
    int count = 0;
    for (int i = spans[span * 3 + 1]; i < spans[span * 3 + 2]; ) {
      int codePoint = text.codePointAt(i);
      count += isSpace(codePoint) ? 0 : 1;
      i += Character.charCount(codePoint);
    }
    return count;
  }

  /**
   * Whether the next mistake is listed; past {@link ErrorSummary#MAX_LISTED} it is only counted.
   */
  private boolean listsNext() {
    if (errors != null && errors.size() == ErrorSummary.MAX_LISTED) {
      unlisted++;
      return false;
    }
    return true;
  }

  private void error(InputError error) {
    if (errors == null) {
      errors = new ArrayList<>();
    }
    errors.add(error);
  }

  private NotationException failWith(InputError.Kind kind, String message) {
    return new NotationException(List.of(InputError.ofBoard(kind, message)));
  }

  /**
   * Finds the rows of one part. A {@code \r} that ends a part and the line break the parts are
   * joined by make one {@code \r\n}, so no empty row follows it.
   */
  private void splitRows(int part) {
    String text = parts[part];
    int start = 0;
    int length = text.length();
    boolean blank = true;
    for (int i = 0; i < length; i++) {
      char c = text.charAt(i);
      if (c == '/' || c == '\n') {
        addRow(part, start, i, blank);
        start = i + 1;
        blank = true;
      } else if (c == '\r') {
        addRow(part, start, i, blank);
        if (i + 1 < length && text.charAt(i + 1) == '\n') {
          i++;
        }
        start = i + 1;
        blank = true;
      } else if (blank && !isSpace(c)) {
        blank = false; // a surrogate is never a space, so one char decides
      }
    }
    if (length == 0 || text.charAt(length - 1) != '\r') {
      addRow(part, start, length, blank);
    }
  }

  /**
   * Takes one row: blank rows before the first that is not are dropped, and only the first {@link
   * Position#MAX_SIZE} + 1 rows are kept (enough to say there are too many), so that memory does
   * not grow with the input; the rest are only counted.
   */
  private void addRow(int part, int start, int end, boolean blank) {
    if (rowCount == 0 && blank) {
      return;
    }
    rowCount++;
    if (!blank) {
      rowsToLastMark = rowCount;
    }
    if (rowCount > Position.MAX_SIZE + 1) {
      return;
    }
    int at = (rowCount - 1) * 3;
    if (at == spans.length) {
      spans = Arrays.copyOf(spans, Math.min(at * 2, (Position.MAX_SIZE + 1) * 3));
    }
    spans[at] = part;
    spans[at + 1] = start;
    spans[at + 2] = end;
  }

  /** Reads one row's cells; records a mistake for each bad character and for a wrong length. */
  private int[] readRow(int span, int row, int size, String expectation) {
    int part = spans[span * 3];
    String text = parts[part];
    int[] cells = new int[size];
    int cell = 0;
    int end = spans[span * 3 + 2];
    for (int i = spans[span * 3 + 1]; i < end; ) {
      char c = text.charAt(i);
      int codePoint;
      int kind;
      if (c < 0x80) { // the usual case: one char, one cell or one space, found in a table
        codePoint = c;
        kind = ASCII_KINDS[c];
        i++;
      } else {
        codePoint = text.codePointAt(i);
        kind = isSpace(codePoint) ? SPACE : OTHER;
        i += Character.charCount(codePoint);
      }
      if (kind == SPACE) {
        continue;
      }
      cell++;
      if (kind == OTHER) {
        if (listsNext()) {
          error(
              InputError.ofCell(
                  InputError.Kind.CHARACTER,
                  row,
                  cell,
                  part,
                  "row "
                      + row
                      + ", cell "
                      + cell
                      + ": "
                      + describe(codePoint)
                      + " is not X, O or -"
                      + hint(codePoint)));
        }
      } else if (cell <= size) {
        cells[cell - 1] = kind;
        xCount += kind & 1;
        oCount += kind >>> 1;
      }
    }
    if (cell != size && listsNext()) {
      error(
          InputError.ofRow(
              InputError.Kind.ROW_LENGTH,
              row,
              part,
              "row "
                  + row
                  + " has "
                  + cell
                  + (cell == 1 ? " cell" : " cells")
                  + ", expected "
                  + size
                  + expectation));
    }
    return cells;
  }

  private static boolean isSpace(int codePoint) {
    if (codePoint < 0x80) {
      return ASCII_KINDS[codePoint] == SPACE;
    }
    return Character.isWhitespace(codePoint) || Character.isSpaceChar(codePoint);
  }

  /** What each ASCII character is: a cell's code (0, 1, 2), {@link #SPACE} or {@link #OTHER}. */
  private static byte[] asciiKinds() {
    byte[] kinds = new byte[0x80];
    Arrays.fill(kinds, OTHER);
    kinds['-'] = 0;
    kinds['X'] = 1;
    kinds['x'] = 1;
    kinds['O'] = 2;
    kinds['o'] = 2;
    for (char c = 0; c < 0x80; c++) {
      if (Character.isWhitespace(c)) { // space, \t to \r, and 0x1C to 0x1F
        kinds[c] = SPACE;
      }
    }
    return kinds;
  }

  /** The character quoted, with its code point when it is not plain printable ASCII. */
  private static String describe(int codePoint) {
    String quoted = "'" + new String(Character.toChars(codePoint)) + "'";
    if (codePoint > 0x20 && codePoint < 0x7f) {
      return quoted;
    }
    String unicode = String.format("U+%04X", codePoint);
    return Character.isISOControl(codePoint) ? unicode : quoted + " (" + unicode + ")";
  }

  /** What was probably meant, for the usual mistakes and look-alike characters. */
  private static String hint(int codePoint) {
    return switch (codePoint) {
      case '0' -> "; for O use the letter O";
      case '.', '_', '*' -> "; for an empty cell use -";
      // the multiplication sign; Greek chi; Cyrillic ha; fullwidth X and x
      case 0x00D7, 0x03A7, 0x03C7, 0x0425, 0x0445, 0xFF38, 0xFF58 ->
          "; it looks like X, but only the ASCII letter X counts";
      // Greek omicron; Cyrillic o; the white circle; fullwidth O and o
      case 0x039F, 0x03BF, 0x041E, 0x043E, 0x25CB, 0xFF2F, 0xFF4F ->
          "; it looks like O, but only the ASCII letter O counts";
      // the hyphen, en dash, em dash and minus sign
      case 0x2010, 0x2013, 0x2014, 0x2212 -> "; for an empty cell use the ASCII -";
      // the byte order mark some editors put at the start of a UTF-8 file
      case 0xFEFF -> "; it is a byte order mark (BOM): save the text as UTF-8 without a BOM";
      default -> "";
    };
  }
}
