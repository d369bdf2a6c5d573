package dev.noughts.processor.core;

import dev.noughts.Fixture;
import dev.noughts.GameRecord;
import dev.noughts.GameRecordException;
import dev.noughts.InputError;
import dev.noughts.MoveError;
import dev.noughts.NotationException;
import dev.noughts.Outcome;
import dev.noughts.Position;
import dev.noughts.Reason;
import dev.noughts.Rule;
import dev.noughts.Verdict;
import dev.noughts.processor.core.BoardDeclaration.Arguments;
import dev.noughts.processor.core.BoardDeclaration.Game;
import dev.noughts.processor.core.BoardDeclaration.Row;
import dev.noughts.processor.core.BoardDeclaration.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * Checks one {@code @Board} declaration, whichever front end read it: its shape, then its board
 * with the runtime's parser and rules (or its game, {@code moves}, with the runtime's {@link
 * GameRecord}), then the board's verdict against {@code expect}, then what it expects of perfect
 * play ({@link ExpectationChecks}).
 *
 * <p>Not API: public only for the front ends in {@code dev.noughts.processor.javac} and {@code
 * dev.noughts.processor.ksp}.
 *
 * @param <P> the front end's handle for a place in the source
 */
public final class FixtureChecker<P> {
  private final Diagnostics<P> diagnostics;
  private final SourceLanguage language;
  private final ExpectationChecks expectationChecks;

  /** The largest board on which n in a row, the rule without {@code winLength}, goes unremarked. */
  static final int LARGEST_UNREMARKED = 5;

  FixtureChecker(
      Diagnostics<P> diagnostics, SourceLanguage language, ExpectationChecks expectationChecks) {
    this.diagnostics = diagnostics;
    this.language = language;
    this.expectationChecks = expectationChecks;
  }

  /**
   * The fixture, or null when any check failed (each failure has been reported); only its shape is
   * checked when the front end could not read its arguments.
   */
  @Nullable CheckedFixture check(BoardDeclaration<P> board) {
    int errorsBefore = diagnostics.errorCount();
    checkShape(board.annotation(), board.name(), board.shape());
    Arguments<P> arguments = board.arguments();
    if (arguments == null) {
      return null;
    }
    checkLengths(board.name(), arguments);
    Position position = board(board.name(), board.annotation(), arguments);
    if (position == null || diagnostics.errorCount() != errorsBefore) {
      return null;
    }
    Verdict verdict = position.getVerdict();
    checkVerdict(board.name(), arguments, position, verdict);
    ExpectationChecks.Checked checked =
        expectationChecks.check(
            board.name(),
            position,
            arguments.declared(),
            diagnostics,
            arguments.expectationPlace());
    if (checked == null || diagnostics.errorCount() != errorsBefore) {
      return null;
    }
    Fixture listed =
        Fixture.builder()
            .name(board.name())
            .position(position)
            .expect(arguments.expected())
            .perfectPlay(checked.perfectPlay())
            .bestMoves(checked.bestMoves())
            .avoidMoves(checked.avoidMoves())
            .winningMoves(checked.winningMoves())
            .losingMoves(checked.losingMoves())
            .onlyMoves(checked.onlyMoves())
            .build();
    return new CheckedFixture(
        board.name(),
        board.methodName(),
        GeneratedNames.constantName(board.name()),
        board.access(),
        position,
        verdict,
        listed);
  }

  private void checkShape(P place, String name, Shape shape) {
    if (shape.mutable()) {
      diagnostics.error(place, CompileError.VAR, name);
    }
    if (shape.notAbstract() != null) {
      diagnostics.error(place, CompileError.NOT_ABSTRACT, name, shape.kind(), shape.notAbstract());
    }
    if (shape.parameters() > 0) {
      int count = shape.parameters();
      String noun = count == 1 ? "parameter" : "parameters";
      diagnostics.error(
          place,
          CompileError.PARAMETERS,
          name,
          count,
          shape.receiver() ? noun + " (counting its receiver)" : noun);
    }
    if (shape.generic()) {
      diagnostics.error(place, CompileError.TYPE_PARAMETERS, name);
    }
    if (shape.wrongReturnType() != null) {
      diagnostics.error(place, CompileError.RETURN_TYPE, name, shape.wrongReturnType());
    }
  }

  /**
   * A class file holds each string constant in at most 65,535 bytes of modified UTF-8, and the
   * fixture's own class file holds the annotation's strings: say so before the compiler fails.
   */
  private void checkLengths(String name, Arguments<P> arguments) {
    for (Row<P> row : arguments.rows()) {
      int bytes = ClassFiles.bytes(row.text());
      if (bytes > ClassFiles.MAX_CONSTANT_BYTES) {
        diagnostics.error(
            row.place(),
            CompileError.STRING_TOO_LONG,
            name,
            bytes,
            language.compiler(),
            language.rowsAsStrings());
      }
    }
  }

  /**
   * The board, given as {@code value} or as {@code moves} (exactly one of them), or null after
   * reporting why there is none.
   */
  private @Nullable Position board(String name, P annotation, Arguments<P> arguments) {
    Game<P> game = arguments.game();
    boolean valueGiven = !arguments.rows().isEmpty();
    if (!game.given()) {
      if (valueGiven) {
        return parse(name, arguments);
      }
      diagnostics.error(annotation, CompileError.NO_BOARD, name);
      return null;
    }
    if (valueGiven) {
      List<String> given = new ArrayList<>();
      if (!game.moves().isEmpty()) {
        given.add(BoardDeclaration.MOVES);
      }
      if (game.rows() != null) {
        given.add(BoardDeclaration.ROWS);
      }
      if (game.columns() != null) {
        given.add(BoardDeclaration.COLUMNS);
      }
      diagnostics.error(
          annotation, CompileError.VALUE_AND_MOVES, name, String.join(" and ", given));
      return null;
    }
    return play(name, annotation, arguments);
  }

  /**
   * The position {@code moves} reaches on the board of {@code rows} x {@code columns}, played by
   * the runtime's {@link GameRecord}; null after reporting a size that is missing or wrong, a win
   * length that does not fit, or every move that cannot be played.
   */
  private @Nullable Position play(String name, P annotation, Arguments<P> arguments) {
    Game<P> game = arguments.game();
    if (game.rows() == null || game.columns() == null) {
      String missing =
          game.rows() == null && game.columns() == null
              ? BoardDeclaration.ROWS + " and " + BoardDeclaration.COLUMNS
              : game.rows() == null ? BoardDeclaration.ROWS : BoardDeclaration.COLUMNS;
      diagnostics.error(annotation, CompileError.SIZE_MISSING, name, missing);
      return null;
    }
    int rows = game.rows();
    int columns = game.columns();
    boolean sized = checkSize(name, BoardDeclaration.ROWS, rows, game.rowsPlace());
    sized &= checkSize(name, BoardDeclaration.COLUMNS, columns, game.columnsPlace());
    if (!sized) {
      return null;
    }
    Integer winLength = arguments.winLength();
    if (winLength == null && rows != columns) {
      diagnostics.error(annotation, CompileError.NEEDS_WIN_LENGTH, name, rows, columns);
      return null;
    }
    int k = winLength == null ? rows : winLength;
    if (withWinLength(name, arguments, k, Position.empty(rows, columns, 1)) == null) {
      return null;
    }
    if (!ruleFits(name, arguments, rows, columns, k)) {
      return null;
    }
    Position played;
    try {
      played = GameRecord.play(rows, columns, k, arguments.rule(), game.moves());
    } catch (GameRecordException e) {
      for (MoveError error : e.getErrors()) {
        diagnostics.error(game.place(), CompileError.of(error.kind()), name, error.message());
      }
      String unlisted = e.getUnlistedSummary();
      if (unlisted != null) {
        diagnostics.error(game.place(), CompileError.MORE_ERRORS, name, unlisted);
      }
      return null;
    }
    if (played.getVerdict() instanceof Verdict.Foul foul && foul.move() != null) {
      // Every move was played (none was reported), and the foul ended the game: it is the last.
      int number = played.getRowCount() * played.getColumnCount() - played.getEmptyCount();
      diagnostics.error(
          game.place(), CompileError.FORBIDDEN_MOVE, name, number, foul.move(), foul.reason());
      return null;
    }
    return played;
  }

  /**
   * Whether the rule fits a board of {@code rows} x {@code columns} with {@code winLength} to win:
   * renju only 15 x 15 with five, the others any board. Reports it on {@code rule} when not.
   */
  private boolean ruleFits(
      String name, Arguments<P> arguments, int rows, int columns, int winLength) {
    if (arguments.rule() != Rule.RENJU || (rows == 15 && columns == 15 && winLength == 5)) {
      return true;
    }
    diagnostics.error(arguments.rulePlace(), CompileError.RULE, name, rows, columns, winLength);
    return false;
  }

  /** Whether {@code size}, the value of {@code rows} or {@code columns}, fits a board. */
  private boolean checkSize(String name, String attribute, int size, P place) {
    if (size >= 1 && size <= Position.MAX_SIZE) {
      return true;
    }
    diagnostics.error(
        place, CompileError.SIZE, name, attribute, size, Position.MAX_SIZE, attribute);
    return false;
  }

  /**
   * The board, read by the runtime: without a win length, square with n in a row as {@link
   * Position#of(String...)} reads it; with one, any rectangle, with that win length.
   */
  private @Nullable Position parse(String name, Arguments<P> arguments) {
    List<Row<P>> rows = arguments.rows();
    String[] texts = rows.stream().map(Row::text).toArray(String[]::new);
    Integer winLength = arguments.winLength();
    Position board;
    try {
      // A win length of 1 fits every board, so the notation is read on its own.
      board = winLength == null ? Position.of(texts) : Position.of(1, texts);
    } catch (NotationException e) {
      for (InputError error : e.getErrors()) {
        Integer part = error.part();
        P where = part != null && rows.size() > 1 ? rows.get(part).place() : arguments.value();
        diagnostics.error(where, CompileError.of(error.kind()), name, error.message());
      }
      String unlisted = e.getUnlistedSummary();
      if (unlisted != null) {
        diagnostics.error(arguments.value(), CompileError.MORE_ERRORS, name, unlisted);
      }
      if (winLength != null) {
        // The board's size is unknown, but a win length that fits no board is wrong on any: a
        // 1 x 1000 board has the longest line there is.
        withWinLength(name, arguments, winLength, Position.empty(1, Position.MAX_SIZE, 1));
      }
      return null;
    }
    Position read = winLength == null ? board : withWinLength(name, arguments, winLength, board);
    if (read == null
        || !ruleFits(
            name, arguments, read.getRowCount(), read.getColumnCount(), read.getWinLength())) {
      return null;
    }
    return read.withRule(arguments.rule());
  }

  /**
   * {@code board} with {@code winLength}, or null when that does not fit it: the runtime's message
   * says what would, and goes on the {@code winLength} argument.
   */
  private @Nullable Position withWinLength(
      String name, Arguments<P> arguments, int winLength, Position board) {
    try {
      return Position.fromArray(board.toArray(), winLength);
    } catch (IllegalArgumentException e) {
      diagnostics.error(
          arguments.winLengthPlace(),
          CompileError.WIN_LENGTH,
          name,
          Objects.requireNonNullElse(e.getMessage(), "win length is " + winLength));
      return null;
    }
  }

  private void checkVerdict(
      String name, Arguments<P> arguments, Position position, Verdict verdict) {
    Set<Outcome> expected = arguments.expected();
    Outcome outcome = verdict.getOutcome();
    if (verdict instanceof Verdict.Impossible impossible
        && !expected.contains(Outcome.IMPOSSIBLE)) {
      String advice =
          expected.isEmpty()
              ? "; if the fixture is impossible on purpose, say " + language.expectImpossible()
              : "; expected " + describe(expected);
      for (Reason reason : impossible.reasons()) {
        diagnostics.error(
            arguments.value(), CompileError.of(reason.problem()), name, reason.message(), advice);
      }
    } else if (!expected.isEmpty() && !expected.contains(outcome)) {
      diagnostics.error(
          arguments.expect(),
          CompileError.EXPECT,
          name,
          describe(expected),
          verdict,
          ruleNote(arguments, position));
    }
  }

  /**
   * When {@code position} is larger than {@value #LARGEST_UNREMARKED} x {@value
   * #LARGEST_UNREMARKED} and has no {@code winLength}, the rule it is judged by and how to give
   * another, to follow an expectation it fails: a 15 x 15 board written for gomoku is otherwise won
   * only by fifteen in a row, and the error would not say why. Under another rule than free-style,
   * that rule and what it says about winning, since it may deny the claimed win (a run longer than
   * k under exactly k). Empty otherwise.
   */
  private static String ruleNote(Arguments<?> arguments, Position position) {
    int size = position.getRowCount();
    if (arguments.rule() != Rule.FREE_STYLE) {
      return "; judged under rule = Rule."
          + arguments.rule().name()
          + ", "
          + ruleText(arguments.rule());
    }
    if (arguments.winLength() != null || size <= LARGEST_UNREMARKED) {
      return "";
    }
    return String.format(
        "; without winLength, %d x %d is won by %d in a row (n in a row on n x n); for k in a row,"
            + " give winLength = k, such as winLength = 5",
        size, size, size);
  }

  /** What {@code rule} says about winning, for a claim it denies. */
  private static String ruleText(Rule rule) {
    return switch (rule) {
      case FREE_STYLE -> "where k or more in a row wins";
      case EXACTLY_K -> "where exactly k in a row wins and a longer run wins for neither player";
      case RENJU ->
          "where X wins with exactly five and loses by moving onto a forbidden point (a double"
              + " three, a double four or an overline), and O wins with five or more";
    };
  }

  /** The outcomes in the order of {@link Outcome}, whatever order {@code expect} gave them in. */
  private static String describe(Set<Outcome> outcomes) {
    return outcomes.stream().sorted().map(Outcome::name).collect(Collectors.joining(" or "));
  }
}
