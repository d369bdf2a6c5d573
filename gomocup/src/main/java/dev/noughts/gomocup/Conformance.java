package dev.noughts.gomocup;

import dev.noughts.Cell;
import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Rule;
import dev.noughts.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A check that an engine process follows the protocol, in the manner of GomocupJudge's: it answers
 * {@code ABOUT}, takes {@code START 15} and {@code START 20} (and moves on the empty board), takes
 * an immediate win and blocks an immediate loss (which shows its x and y the right way round), and,
 * as a warning only, answers a finished game with {@code ERROR} rather than a move: the protocol
 * does not say what a finished game gets, and a manager never sends one.
 *
 * <pre>{@code
 * ConformanceReport report = Conformance.check(PiskvorkOptions.of("./pbrain-foo"));
 * System.out.println(report); // one line a check: "ok", or "FAILED" and why
 * }</pre>
 *
 * <p>The positions are gomoku's, five in a row on 15 x 15, judged by the options' rule (the same
 * moves win and block under free-style, exactly five and renju); the options' win length must be 5.
 *
 * @since 0.1.0
 */
public final class Conformance {
  private static final Position WIN =
      position(
          List.of(new Square(8, 5), new Square(8, 6), new Square(8, 7), new Square(8, 8)),
          List.of(new Square(9, 5), new Square(9, 6), new Square(9, 7), new Square(3, 13)));
  private static final Position BLOCK =
      position(
          List.of(new Square(2, 12), new Square(10, 2), new Square(12, 4), new Square(14, 7)),
          List.of(new Square(3, 12), new Square(4, 12), new Square(5, 12), new Square(6, 12)));
  private static final Position FINISHED =
      position(
          List.of(
              new Square(8, 5),
              new Square(8, 6),
              new Square(8, 7),
              new Square(8, 8),
              new Square(8, 9)),
          List.of(new Square(9, 5), new Square(9, 6), new Square(9, 7), new Square(3, 13)));

  private Conformance() {}

  /**
   * Runs every check on one engine started with {@code options}, and ends it. The positions are
   * judged by the options' {@linkplain PiskvorkOptions#gameRule() rule}, which the engine is told
   * ({@code INFO rule}); under renju, played on 15 x 15 only, {@code START 20} is not checked.
   *
   * @throws IllegalArgumentException when the options' win length is not 5
   */
  public static ConformanceReport check(PiskvorkOptions options) {
    if (options.winLength() != 5) {
      throw new IllegalArgumentException(
          "the conformance check plays gomoku, 5 in a row; the options say " + options.winLength());
    }
    Rule rule = options.gameRule();
    Position win = WIN.withRule(rule);
    Position block = BLOCK.withRule(rule);
    List<ConformanceReport.Check> checks = new ArrayList<>();
    try (PiskvorkEngine engine = PiskvorkEngine.of(options)) {
      checks.add(about(engine));
      checks.add(
          opening(engine, 15, "START 15 answered OK, then a move x,y on the empty board", rule));
      if (rule != Rule.RENJU) {
        checks.add(
            opening(
                engine,
                20,
                "START 20 answered OK (Gomocup's free-style board), then a move x,y",
                rule));
      }
      String coordinates = "BOARD answered with a move x,y: x the column, y the row, from 0";
      checks.add(
          expecting(
              engine, "takes an immediate win", coordinates, win, win.getWinningCells(Player.X)));
      checks.add(
          expecting(
              engine,
              "blocks an immediate loss",
              coordinates,
              block,
              block.getWinningCells(Player.O)));
      checks.add(finished(engine, FINISHED.withRule(rule)));
    }
    return new ConformanceReport(checks);
  }

  private static ConformanceReport.Check about(PiskvorkEngine engine) {
    String name = "answers ABOUT";
    String rule = "ABOUT answered with one line about the engine (a mandatory command)";
    try {
      return new ConformanceReport.Check(name, rule, true, true, Printable.line(engine.about()));
    } catch (PiskvorkException failed) {
      return new ConformanceReport.Check(name, rule, true, false, failed.getFailure().toString());
    }
  }

  private static ConformanceReport.Check opening(
      PiskvorkEngine engine, int size, String rule, Rule gameRule) {
    Position empty = Position.empty(size, size, 5).withRule(gameRule);
    return expecting(engine, "takes START " + size, rule, empty, empty.getLegalMoves());
  }

  private static ConformanceReport.Check expecting(
      PiskvorkEngine engine, String name, String rule, Position position, List<Square> right) {
    Reply reply = engine.play(position);
    if (reply instanceof Reply.Move move) {
      boolean passed = right.contains(move.square());
      return new ConformanceReport.Check(
          name,
          rule,
          true,
          passed,
          "played "
              + Coordinates.of(move.square())
              + (passed ? "" : "; right: " + right.stream().map(Coordinates::of).toList()));
    }
    return new ConformanceReport.Check(name, rule, true, false, describe(reply));
  }

  private static ConformanceReport.Check finished(PiskvorkEngine engine, Position finished) {
    Reply reply = engine.play(finished);
    return new ConformanceReport.Check(
        "answers a finished game with ERROR",
        "not in the protocol, which never sends a finished game: noughts asks for ERROR",
        false,
        reply instanceof Reply.Declined,
        describe(reply));
  }

  private static String describe(Reply reply) {
    if (reply instanceof Reply.Declined declined) {
      return "ERROR " + declined.message();
    }
    return reply instanceof Reply.Move move
        ? "played " + Coordinates.of(move.square())
        : reply.toString();
  }

  /** A 15 x 15 gomoku position with X's stones and O's. */
  private static Position position(List<Square> xs, List<Square> os) {
    Position position = Position.empty(15, 15, 5);
    for (Square x : xs) {
      position = position.with(x.row(), x.column(), Cell.X);
    }
    for (Square o : os) {
      position = position.with(o.row(), o.column(), Cell.O);
    }
    return position;
  }

  /** For {@link ConformanceReport#toString()}: one line a check, and the rule of one not passed. */
  static String lines(List<ConformanceReport.Check> checks) {
    Objects.requireNonNull(checks, "checks");
    StringBuilder lines = new StringBuilder();
    for (ConformanceReport.Check check : checks) {
      String status = check.passed() ? "ok      " : check.required() ? "FAILED  " : "WARNING ";
      lines.append(status).append(check.name()).append(": ").append(check.detail()).append('\n');
      if (!check.passed()) {
        lines.append("        rule: ").append(check.rule()).append('\n');
      }
    }
    return lines.toString();
  }
}
