package dev.noughts.processor;

import dev.noughts.Expectations;
import dev.noughts.InputError;
import dev.noughts.NotationException;
import dev.noughts.Outcome;
import dev.noughts.Position;
import dev.noughts.Reason;
import dev.noughts.Verdict;
import dev.noughts.processor.BoardDeclaration.Row;
import dev.noughts.processor.BoardDeclaration.Shape;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * Checks one {@code @Board} declaration, whichever front end read it: its shape, then its board
 * with the runtime's parser and rules, then the board's verdict against {@code expect}, then what
 * it expects of perfect play ({@link ExpectationChecks}).
 *
 * @param <P> the front end's handle for a place in the source
 */
final class FixtureChecker<P> {
  /** The most bytes a class file's string constant holds. */
  private static final int MAX_STRING_BYTES = 65_535;

  private final Diagnostics<P> diagnostics;
  private final SourceLanguage language;
  private final ExpectationChecks expectationChecks;

  FixtureChecker(
      Diagnostics<P> diagnostics, SourceLanguage language, ExpectationChecks expectationChecks) {
    this.diagnostics = diagnostics;
    this.language = language;
    this.expectationChecks = expectationChecks;
  }

  /** The fixture, or null when any check failed (each failure has been reported). */
  @Nullable Fixture check(BoardDeclaration<P> board) {
    int errorsBefore = diagnostics.errorCount();
    checkShape(board.annotation(), board.name(), board.shape());
    checkLengths(board);
    Position position = parse(board);
    if (position == null || diagnostics.errorCount() != errorsBefore) {
      return null;
    }
    Verdict verdict = position.getVerdict();
    checkVerdict(board, verdict);
    ExpectationChecks.Checked checked =
        expectationChecks.check(
            board.name(),
            position,
            board.declared(),
            (where, error, arguments) ->
                diagnostics.error(board.expectationPlace().apply(where), error, arguments));
    if (checked == null || diagnostics.errorCount() != errorsBefore) {
      return null;
    }
    Expectations expectations =
        new Expectations(
            board.name(),
            position,
            board.expected(),
            checked.perfectPlay(),
            checked.bestMoves(),
            checked.avoidMoves());
    return new Fixture(
        board.name(), board.methodName(), board.access(), position, verdict, expectations);
  }

  /** Checks only the declaration's shape, for a front end that could not read its board. */
  void checkShape(P place, String name, Shape shape) {
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
  private void checkLengths(BoardDeclaration<P> board) {
    for (Row<P> row : board.rows()) {
      int bytes = modifiedUtf8Length(row.text());
      if (bytes > MAX_STRING_BYTES) {
        diagnostics.error(
            row.place(),
            CompileError.STRING_TOO_LONG,
            board.name(),
            bytes,
            language.compiler(),
            language.rowsAsStrings());
      }
    }
  }

  /** The bytes of {@code text} in a class file's constant pool (JVMS 4.4.7). */
  private static int modifiedUtf8Length(String text) {
    int bytes = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      bytes += c != 0 && c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
    }
    return bytes;
  }

  private @Nullable Position parse(BoardDeclaration<P> board) {
    List<Row<P>> rows = board.rows();
    try {
      return Position.of(rows.stream().map(Row::text).toArray(String[]::new));
    } catch (NotationException e) {
      for (InputError error : e.getErrors()) {
        Integer part = error.part();
        P where = part != null && rows.size() > 1 ? rows.get(part).place() : board.value();
        diagnostics.error(where, CompileError.of(error.kind()), board.name(), error.message());
      }
      String unlisted = e.getUnlistedSummary();
      if (unlisted != null) {
        diagnostics.error(board.value(), CompileError.MORE_ERRORS, board.name(), unlisted);
      }
      return null;
    }
  }

  private void checkVerdict(BoardDeclaration<P> board, Verdict verdict) {
    Set<Outcome> expected = board.expected();
    Outcome outcome = verdict.getOutcome();
    if (verdict instanceof Verdict.Impossible impossible
        && !expected.contains(Outcome.IMPOSSIBLE)) {
      String advice =
          expected.isEmpty()
              ? "; if the fixture is impossible on purpose, say " + language.expectImpossible()
              : "; expected " + describe(expected);
      for (Reason reason : impossible.reasons()) {
        diagnostics.error(
            board.value(),
            CompileError.of(reason.problem()),
            board.name(),
            reason.message(),
            advice);
      }
    } else if (!expected.isEmpty() && !expected.contains(outcome)) {
      diagnostics.error(
          board.expect(), CompileError.EXPECT, board.name(), describe(expected), verdict);
    }
  }

  /** The outcomes in the order of {@link Outcome}, whatever order {@code expect} gave them in. */
  private static String describe(Set<Outcome> outcomes) {
    return outcomes.stream().sorted().map(Outcome::name).collect(Collectors.joining(" or "));
  }
}
