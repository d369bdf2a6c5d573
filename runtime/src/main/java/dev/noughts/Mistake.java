package dev.noughts;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * A proved mistake of a game, as {@link GameAnalysis} finds it: a {@linkplain Kind#WIN_THROWN_AWAY
 * win thrown away} or a {@linkplain Kind#LOSING_MOVE losing move}, with the proof it rests on, and
 * the regression test it makes: a {@code @Board} fixture, in Java and in Kotlin, that the processor
 * checks as it compiles.
 *
 * @since 0.1.0
 */
public final class Mistake {
  /** The two kinds of mistake. */
  public enum Kind {
    /**
     * The player had a proved win, and after the move it is no longer proved: the move was not
     * proved to win ({@link Prover#judge} does not say it wins). Within the exact solver's reach,
     * the move is proved not to win.
     */
    WIN_THROWN_AWAY("threw away a win"),
    /**
     * From a position not proved lost (nor won), the move leads into one proved lost: after it, the
     * opponent is proved to win by force. The blunder.
     */
    LOSING_MOVE("loses");

    private final String words;

    Kind(String words) {
      this.words = words;
    }

    /** {@code threw away a win} or {@code loses}. */
    @Override
    public String toString() {
      return words;
    }
  }

  private final PlayedGame game;
  private final AnalysedMove move;
  private final Kind kind;
  private final List<Square> winningMoves;
  private final List<Square> line;
  private final long budget;
  private boolean decisive;

  Mistake(
      PlayedGame game,
      AnalysedMove move,
      Kind kind,
      List<Square> winningMoves,
      List<Square> line,
      long budget) {
    this.game = game;
    this.move = move;
    this.kind = kind;
    this.winningMoves = List.copyOf(winningMoves);
    this.line = List.copyOf(line);
    this.budget = budget;
  }

  void markDecisive() {
    decisive = true;
  }

  /** The move, with what was known before and after it. */
  public AnalysedMove getMove() {
    return move;
  }

  /** Which mistake. */
  public Kind getKind() {
    return kind;
  }

  /** The position the move was played from, its player to move. */
  public Position getPosition() {
    return game.positionAfter(move.number() - 1);
  }

  /**
   * For a {@linkplain Kind#WIN_THROWN_AWAY win thrown away}, the moves proved to win from {@link
   * #getPosition()} (the first the prover proved, or, within the solver's reach, every one); empty
   * for a {@linkplain Kind#LOSING_MOVE losing move}.
   */
  public List<Square> getWinningMoves() {
    return winningMoves;
  }

  /**
   * The proof's line: for a win thrown away, the player's win from {@link #getPosition()}, from its
   * first winning move; for a losing move, the opponent's win after the move. Both players' moves
   * in turn to k in a row, the loser holding out longest; its size is the plies.
   */
  public List<Square> getLine() {
    return line;
  }

  /**
   * Whether this is the player's first decisive mistake: the first after which, for the rest of the
   * game, the player never again had a proved win (and, after a move into a proved loss, never
   * again stood anything but lost).
   */
  public boolean isDecisive() {
    return decisive;
  }

  /**
   * For example {@code move 24, X (3,3) c13 loses: after it, O wins by force in 7 plies: line (8,9)
   * ...}, or {@code move 23, O (9,10) j7 threw away a win: O had a win by force in 5 plies with
   * (8,9): line (8,9) ...; after it, no win is proved}.
   */
  @Override
  public String toString() {
    StringBuilder text = new StringBuilder();
    text.append("move ")
        .append(move.number())
        .append(", ")
        .append(move.player())
        .append(' ')
        .append(move.square())
        .append(' ')
        .append(game.moveName(move.square()))
        .append(' ')
        .append(kind)
        .append(": ");
    String by = move.exact() ? "by perfect play" : "by force";
    if (kind == Kind.WIN_THROWN_AWAY) {
      text.append(move.player())
          .append(" had a win ")
          .append(by)
          .append(" in ")
          .append(plies(line.size()))
          .append(" with ")
          .append(squares(winningMoves))
          .append(": line ")
          .append(squares(line))
          .append("; after it, ")
          .append(
              switch (move.after()) {
                case LOST -> move.player().getOpponent() + " wins " + by;
                case DRAWN -> "a draw";
                default -> "no win is proved";
              });
    } else {
      text.append("after it, ")
          .append(move.player().getOpponent())
          .append(" wins ")
          .append(by)
          .append(" in ")
          .append(plies(line.size()))
          .append(": line ")
          .append(squares(line));
    }
    return text.toString();
  }

  private static String plies(int count) {
    return count == 1 ? "1 ply" : count + " plies";
  }

  /** The fixture's name: {@code oMissedWinAtMove23}, {@code xLosingMoveAtMove24}. */
  public String getFixtureName() {
    return move.player().toString().toLowerCase(Locale.ROOT)
        + (kind == Kind.WIN_THROWN_AWAY ? "MissedWinAtMove" : "LosingMoveAtMove")
        + move.number();
  }

  /**
   * The Java fixture of the position before the move, which the {@code @Board} processor checks
   * against the same proof as it compiles: the game that reached it ({@code moves}, {@code rows},
   * {@code columns}, {@code winLength}), and {@code winningMoves} (a win thrown away) and {@code
   * losingMoves} (the move played, when it is proved to lose), with the prover's {@code budget}
   * when it is not the default:
   *
   * <pre>{@code
   * @Board(moves = "h8 h9 g7 ...", rows = 15, columns = 15, winLength = 5,
   *     losingMoves = {"3,3"})
   * Position xLosingMoveAtMove24();
   * }</pre>
   */
  public String toJavaFixture() {
    return "@Board(" + attributes("{", "}") + ")\nPosition " + getFixtureName() + "();";
  }

  /**
   * The same fixture in Kotlin, a {@code val} of an interface: {@code @Board(moves = "...", ...,
   * losingMoves = ["3,3"]) val xLosingMoveAtMove24: Position}.
   */
  public String toKotlinFixture() {
    return "@Board(" + attributes("[", "]") + ")\nval " + getFixtureName() + ": Position";
  }

  private String attributes(String open, String close) {
    List<String> parts = new ArrayList<>();
    parts.add("moves = \"" + game.toMoveList(move.number() - 1) + "\"");
    parts.add("rows = " + game.getRowCount());
    parts.add("columns = " + game.getColumnCount());
    parts.add("winLength = " + game.getWinLength());
    String first = String.join(", ", parts);
    List<String> expectations = new ArrayList<>();
    if (kind == Kind.WIN_THROWN_AWAY) {
      expectations.add("winningMoves = " + quoted(winningMoves, open, close));
    }
    if (move.after() == Standing.LOST) {
      expectations.add("losingMoves = " + quoted(List.of(move.square()), open, close));
    }
    if (!move.exact() && budget != Prover.DEFAULT_BUDGET) {
      expectations.add(String.format(Locale.ROOT, "budget = %,d", budget).replace(',', '_'));
    }
    return first + ",\n    " + String.join(", ", expectations);
  }

  private static String quoted(List<Square> squares, String open, String close) {
    return squares.stream()
        .map(square -> "\"" + square.row() + "," + square.column() + "\"")
        .collect(Collectors.joining(", ", open, close));
  }

  private static String squares(List<Square> squares) {
    return squares.stream().map(Square::toString).collect(Collectors.joining(" "));
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof Mistake that
        && game.equals(that.game)
        && move.equals(that.move)
        && kind == that.kind;
  }

  @Override
  public int hashCode() {
    return Objects.hash(game, move, kind);
  }
}
