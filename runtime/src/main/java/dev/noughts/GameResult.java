package dev.noughts;

import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * How a game's record says it ended: who won, or a draw, and why, as SGF's {@code RE} property
 * tells it. It matters where the moves alone do not end the game: a player who ran out of time,
 * forfeited or resigned, or a win adjudicated before five in a row. {@link PlayedGame#getResult()}
 * gives it; {@link GameFile} reads and writes it, in SGF as {@code RE} and in a {@code .psq} file
 * as a line {@code result: ...} after the {@code -1}.
 *
 * @param winner who won; null for a draw
 * @param ending why, as far as the record says; a draw's is {@link Ending#UNSTATED}
 * @since 0.1.0
 */
public record GameResult(@Nullable Player winner, Ending ending) {
  /**
   * Why a game was won, as far as its record says: SGF's {@code R}, {@code T} and {@code F}; a
   * draw's is {@link #UNSTATED}.
   */
  public enum Ending {
    /** The record names no cause: five in a row, a full board, an adjudication, or not said. */
    UNSTATED,
    /** The loser resigned: SGF's {@code B+R}. */
    RESIGNATION,
    /** The loser ran out of time: SGF's {@code B+T}. */
    TIME,
    /**
     * The loser forfeited (a crash, an illegal move, any fault of its player): SGF's {@code B+F}.
     */
    FORFEIT
  }

  /**
   * Checks that the ending is given, and that a draw's is {@link Ending#UNSTATED}.
   *
   * @throws IllegalArgumentException for a draw by resignation, time or forfeit
   */
  public GameResult {
    Objects.requireNonNull(ending, "ending");
    if (winner == null && ending != Ending.UNSTATED) {
      throw new IllegalArgumentException(
          "a draw has no winner, so no " + ending.name().toLowerCase(Locale.ROOT));
    }
  }

  /** A win of {@code winner}, for {@code ending}. */
  public static GameResult win(Player winner, Ending ending) {
    return new GameResult(Objects.requireNonNull(winner, "winner"), ending);
  }

  /** A draw. */
  public static GameResult draw() {
    return new GameResult(null, Ending.UNSTATED);
  }

  /**
   * The result SGF's {@code RE} value {@code value} gives: {@code B+} or {@code W+}, then nothing,
   * a score, {@code R} or {@code Resign}, {@code T} or {@code Time}, {@code F} or {@code Forfeit};
   * {@code 0} or {@code Draw} for a draw; empty for {@code ?}, {@code Void} or an empty value,
   * which give none. B is X, who moves first. Letters in either case.
   *
   * @throws IllegalArgumentException when {@code value} is none of these, saying what would be
   */
  public static Optional<GameResult> fromSgf(String value) {
    String text = value.strip().toUpperCase(Locale.ROOT);
    if (text.isEmpty() || text.equals("?") || text.equals("VOID")) {
      return Optional.empty();
    }
    if (text.equals("0") || text.equals("DRAW")) {
      return Optional.of(draw());
    }
    if (text.length() >= 2 && (text.startsWith("B+") || text.startsWith("W+"))) {
      Player winner = text.charAt(0) == 'B' ? Player.X : Player.O;
      @Nullable Ending ending =
          switch (text.substring(2)) {
            case "R", "RESIGN" -> Ending.RESIGNATION;
            case "T", "TIME" -> Ending.TIME;
            case "F", "FORFEIT" -> Ending.FORFEIT;
            default -> text.substring(2).matches("\\d{0,9}(\\.\\d{1,9})?") ? Ending.UNSTATED : null;
          };
      if (ending != null) {
        return Optional.of(win(winner, ending));
      }
    }
    throw new IllegalArgumentException(notAResult(value));
  }

  /** Why {@code value} is not a result {@link #fromSgf} reads, and what would be one. */
  static String notAResult(String value) {
    return "'"
        + value.strip()
        + "' is not a result; write B+ or W+ for a win (B is X, who moves first), B+R for one by"
        + " resignation, B+T on time, B+F by forfeit; 0 or Draw for a draw; ? when unknown";
  }

  /**
   * This result as SGF's {@code RE} writes it: {@code B+}, {@code W+T}, {@code B+F}, {@code W+R},
   * {@code Draw}; {@link #fromSgf} reads it back.
   */
  public String toSgf() {
    if (winner == null) {
      return "Draw";
    }
    String side = winner == Player.X ? "B+" : "W+";
    return switch (ending) {
      case UNSTATED -> side;
      case RESIGNATION -> side + "R";
      case TIME -> side + "T";
      case FORFEIT -> side + "F";
    };
  }

  /** For example {@code O won on time}, {@code X won by forfeit}, {@code X won}, {@code a draw}. */
  @Override
  public String toString() {
    if (winner == null) {
      return "a draw";
    }
    return winner
        + switch (ending) {
          case UNSTATED -> " won";
          case RESIGNATION -> " won by resignation";
          case TIME -> " won on time";
          case FORFEIT -> " won by forfeit";
        };
  }
}
