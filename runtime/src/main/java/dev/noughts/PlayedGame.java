package dev.noughts;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * A game as played: its board (rows, columns, win length), its moves in order, X first, and the
 * players' names and the {@linkplain GameResult result} when its record gives them. Every move is
 * legal: on the board, on an empty square, before the game was won or drawn; a result agrees with
 * the moves. {@link GameFile} reads and writes one as piskvork's {@code .psq} or as SGF; {@link
 * #of(int, int, int, String)} plays the project's own move lists; {@link GameAnalysis} judges its
 * moves by proof.
 *
 * @since 0.1.0
 */
public final class PlayedGame {
  private final int rows;
  private final int columns;
  private final int winLength;
  private final List<Square> moves;
  private final List<String> players;
  private final @Nullable GameResult result;

  /** A game already checked move by move, its result too: by its reader, or by a factory here. */
  PlayedGame(
      int rows,
      int columns,
      int winLength,
      List<Square> moves,
      List<String> players,
      @Nullable GameResult result) {
    this.rows = rows;
    this.columns = columns;
    this.winLength = winLength;
    this.moves = List.copyOf(moves);
    this.players = List.copyOf(players);
    this.result = result;
  }

  /**
   * The game of {@code moves}, played from the empty board of {@code rows} x {@code columns} with
   * win length {@code winLength}, X first, with the players' names {@code players} (none, or X's
   * then O's).
   *
   * @throws IllegalArgumentException when the board is not one {@link Position#empty(int, int,
   *     int)} makes, or {@code players} has more than two names
   * @throws GameRecordException with every move that cannot be played, by its number
   */
  public static PlayedGame of(
      int rows, int columns, int winLength, List<Square> moves, List<String> players) {
    Objects.requireNonNull(moves, "moves");
    Objects.requireNonNull(players, "players");
    if (players.size() > 2) {
      throw new IllegalArgumentException("a game has two players, got " + players.size());
    }
    String record = moves.stream().map(Square::toString).collect(Collectors.joining(" "));
    GameRecord.play(rows, columns, winLength, record); // throws with every move that cannot be
    return new PlayedGame(rows, columns, winLength, moves, players, null);
  }

  /**
   * The game of the project's move list {@code record} (see {@link GameRecord}), such as {@code h8
   * h9 g7} or {@code 8,8 7,8 9,7}, without the players' names.
   *
   * @throws IllegalArgumentException as {@link GameRecord#play(int, int, int, String)} does
   * @throws GameRecordException with every move that cannot be played
   */
  public static PlayedGame of(int rows, int columns, int winLength, String record) {
    GameRecord.play(rows, columns, winLength, record);
    return new PlayedGame(
        rows, columns, winLength, GameRecord.squares(rows, columns, record), List.of(), null);
  }

  /**
   * This game with the result {@code result}, or none when it is null.
   *
   * @throws IllegalArgumentException when the moves end the game otherwise: a game won with k in a
   *     row has that winner and no other cause ({@code B+} or {@code W+}), a board filled without a
   *     winner a draw
   */
  public PlayedGame withResult(@Nullable GameResult result) {
    String contradiction = result == null ? null : contradiction(getPosition(), result);
    if (contradiction != null) {
      throw new IllegalArgumentException(contradiction);
    }
    return new PlayedGame(rows, columns, winLength, moves, players, result);
  }

  /**
   * Why {@code result} cannot be the result of a game that ended in {@code end}, or null when it
   * can: a game the moves end has their result ({@link #resultOfTheMoves}); an unfinished one may
   * have any.
   */
  static @Nullable String contradiction(Position end, GameResult result) {
    Verdict verdict = end.getVerdict();
    GameResult moves = resultOfTheMoves(verdict);
    if (moves == null || moves.equals(result)) {
      return null;
    }
    return "the result says "
        + result
        + ", but "
        + GameRecord.ending(verdict)
        + "; the result of these moves is written "
        + moves.toSgf();
  }

  /**
   * The result the moves give at {@code verdict}, the game's end: k in a row, a win with no other
   * cause; a full board, a draw; null for a game they do not end.
   */
  private static @Nullable GameResult resultOfTheMoves(Verdict verdict) {
    if (verdict instanceof Verdict.Win win) {
      return GameResult.win(win.winner(), GameResult.Ending.UNSTATED);
    }
    return verdict instanceof Verdict.Draw ? GameResult.draw() : null;
  }

  /** The board's rows. */
  public int getRowCount() {
    return rows;
  }

  /** The board's columns. */
  public int getColumnCount() {
    return columns;
  }

  /** How many in a row win: 5 for a game read from a {@code .psq} or SGF file. */
  public int getWinLength() {
    return winLength;
  }

  /** The moves, X's first, then in turn. */
  public List<Square> getMoves() {
    return moves;
  }

  /**
   * The players' names as the record gives them: none, or X's (black's, who moves first) then O's;
   * a {@code .psq} file's in its own order.
   */
  public List<String> getPlayers() {
    return players;
  }

  /**
   * How the game's record says it ended, or null when it says nothing: a game read from a file
   * without one, or played from a move list. Where the moves make k in a row or fill the board, it
   * is theirs; where they end nothing, it says what did (a loss on time, a forfeit, an
   * adjudication).
   */
  public @Nullable GameResult getResult() {
    return result;
  }

  /**
   * How the game ended: its {@linkplain #getResult() record's result} when it has one, else what
   * its moves say (k in a row: that player's win; a full board: a draw); null for a game neither
   * ends, unfinished as far as anyone can tell.
   */
  public @Nullable GameResult getFinalResult() {
    return result != null ? result : resultOfTheMoves(getPosition().getVerdict());
  }

  /** The position after the first {@code plies} moves; 0 gives the empty board. */
  public Position positionAfter(int plies) {
    if (plies < 0 || plies > moves.size()) {
      throw new IndexOutOfBoundsException(
          "the game has " + moves.size() + " moves, so plies go from 0 to " + moves.size());
    }
    int[][] cells = new int[rows][columns];
    for (int i = 0; i < plies; i++) {
      Square move = moves.get(i);
      cells[move.row() - 1][move.column() - 1] = i % 2 == 0 ? 1 : 2;
    }
    return Position.trusted(cells, winLength);
  }

  /** The position after every move. */
  public Position getPosition() {
    return positionAfter(moves.size());
  }

  /**
   * The first {@code plies} moves as the project's move list: gomoku's coordinates ({@code h8 h9})
   * on a board of at most 26 columns, else {@code row,column} ({@code 8,8 9,8}); {@link #of(int,
   * int, int, String)} reads it back, and so does {@link Board#moves()}.
   */
  public String toMoveList(int plies) {
    List<String> written = new ArrayList<>(plies);
    for (Square move : moves.subList(0, plies)) {
      written.add(moveName(move));
    }
    return String.join(" ", written);
  }

  /** Every move as the project's move list, as {@link #toMoveList(int)} writes it. */
  public String toMoveList() {
    return toMoveList(moves.size());
  }

  /** One move as {@link #toMoveList(int)} writes it. */
  String moveName(Square move) {
    return columns <= GomokuCoordinate.MAX_COLUMNS
        ? new GomokuCoordinate(move.column(), rows - move.row() + 1).toString()
        : move.row() + "," + move.column();
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof PlayedGame that
        && rows == that.rows
        && columns == that.columns
        && winLength == that.winLength
        && moves.equals(that.moves)
        && players.equals(that.players)
        && Objects.equals(result, that.result);
  }

  @Override
  public int hashCode() {
    return Objects.hash(rows, columns, winLength, moves, players, result);
  }

  /**
   * For example {@code 15 x 15, 5 in a row: h8 h9 g7}, or with a result {@code 15 x 15, 5 in a row:
   * h8 h9 g7 (O won on time)}.
   */
  @Override
  public String toString() {
    return rows
        + " x "
        + columns
        + ", "
        + winLength
        + " in a row: "
        + toMoveList()
        + (result == null ? "" : " (" + result + ")");
  }
}
