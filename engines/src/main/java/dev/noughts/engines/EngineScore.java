package dev.noughts.engines;

import dev.noughts.Fixture;
import dev.noughts.Fixtures;
import dev.noughts.Position;
import dev.noughts.Proof;
import dev.noughts.Prover;
import dev.noughts.Square;
import dev.noughts.engines.internal.BoardShape;
import dev.noughts.engines.internal.EngineCalls;
import dev.noughts.engines.internal.ReportWords;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * How an engine plays a suite of fixtures, scored the way chess engines are scored on EPD test
 * suites: for each fixture with {@code bestMoves} or {@code avoidMoves}, the engine's move earns +1
 * when it is a best move, -1 when it is a move to avoid, and 0 otherwise ({@link Grade}). A move
 * that is not legal, or no move at all, scores nothing and fails {@link #assertAtLeast(int)}
 * whatever the total.
 *
 * <pre>{@code
 * EngineScore score = EngineScore.of(engine::move, Tactics.class);
 * score.assertAtLeast(5); // fails with the report: every missed board, the move, the right ones
 * }</pre>
 *
 * <p>Moves proved at compile time count alike: a move of {@code winningMoves} or {@code onlyMoves}
 * is a best move; a move of {@code losingMoves}, or any move but the {@code onlyMoves} (each was
 * proved to lose), is a move to avoid. Where a fixture lists moves proved to win, another move is
 * judged by the {@link Prover} with its default budget, as {@link TacticsScore} judges a move: best
 * when the position after it is proved lost for the opponent, to avoid when proved won for the
 * opponent, otherwise neither.
 *
 * <p>Fixtures that expect nothing of the engine's move (none of {@code bestMoves}, {@code
 * avoidMoves}, {@code winningMoves}, {@code losingMoves}, {@code onlyMoves}) are not played.
 *
 * @since 0.1.0
 */
public final class EngineScore {
  /** Judges a move a fixture does not list where it lists proved moves: the one judge. */
  private static final ProofJudge JUDGE = new ProofJudge(new Prover());

  private final List<Result> results;

  private EngineScore(List<Result> results) {
    this.results = List.copyOf(results);
  }

  /**
   * Asks {@code engine} for its move in each fixture that expects something of it, and grades it.
   * An engine may return null for no move, which is graded {@link Grade#NONE}.
   *
   * @throws AssertionError when the engine throws (a {@link StackOverflowError} too; only the JVM's
   *     fatal errors, such as {@link OutOfMemoryError}, pass as thrown); the message names the
   *     fixture and its board, and the cause is what the engine threw
   */
  public static EngineScore of(
      Function<Position, ? extends @Nullable Square> engine, Iterable<Fixture> fixtures) {
    List<Result> results = new ArrayList<>();
    for (Fixture fixture : fixtures) {
      if (!expectsAMove(fixture)) {
        continue;
      }
      @Nullable Square move =
          EngineCalls.move(
              engine,
              fixture.position(),
              () -> "fixture " + fixture.name() + " (" + fixture.position() + ")");
      results.add(judge(fixture, move));
    }
    return new EngineScore(results);
  }

  /**
   * Scores {@code engine} on every fixture of {@code fixtureType}, from its generated class.
   *
   * @throws IllegalArgumentException when the type has no generated class
   * @throws AssertionError when the engine throws (a {@link StackOverflowError} too; only the JVM's
   *     fatal errors, such as {@link OutOfMemoryError}, pass as thrown); the message names the
   *     fixture and its board, and the cause is what the engine threw
   */
  public static EngineScore of(
      Function<Position, ? extends @Nullable Square> engine, Class<?> fixtureType) {
    return of(engine, Fixtures.of(fixtureType));
  }

  /**
   * How {@code move} is graded in {@code fixture}, as a score grades it: {@link Grade#BEST}, {@link
   * Grade#OTHER}, {@link Grade#AVOIDED}, or, for a move that is not legal or no move, {@link
   * Grade#ILLEGAL} or {@link Grade#NONE}. Where the fixture lists moves proved to win and {@code
   * move} is not one of them, the {@link Prover} judges it (at most its default budget of nodes).
   * The grade alone: {@link #judge} keeps the proof behind a miss as well.
   *
   * @since 0.1.0
   */
  public static Grade grade(Fixture fixture, @Nullable Square move) {
    return graded(fixture, move).grade();
  }

  /**
   * {@code move} judged in {@code fixture} as a score judges it: its {@linkplain #grade grade}, and
   * for a {@linkplain Result#isMiss() miss} in a fixture with proved moves, the proof behind it
   * ({@link Result#missProof()}), kept from the judging so that no report proves it again. For a
   * legal move proved to lose, the proof is the opponent's win after it ({@link
   * MissProof.Kind#LOSES}: {@code which loses: O wins by force: (8,9); line (8,9), 1 ply at most});
   * for a move that gave up a win (it was not proved to keep it), the win it gave up ({@link
   * MissProof.Kind#GIVES_UP_A_WIN}: {@code a proved win: line (1,4) (1,1) (1,5), 3 plies at most}).
   * No proof for a move that is no miss, a move that is not legal, no move, a move not proved to
   * lose in a fixture that lists no moves proved to win, and any move of a fixture without proved
   * moves.
   *
   * @since 0.1.0
   */
  public static Result judge(Fixture fixture, @Nullable Square move) {
    Graded graded = graded(fixture, move);
    Result result = new Result(fixture, move, graded.grade());
    return result.isMiss()
        ? new Result(fixture, move, graded.grade(), missProof(fixture, move, graded))
        : result;
  }

  /**
   * The proof behind {@code move}'s miss in {@code fixture}: {@link #judge}'s {@link
   * Result#missProof()}. Empty for a move that is no miss or has no proof against it.
   *
   * @since 0.1.0
   */
  public static Optional<MissProof> proofOfMiss(Fixture fixture, @Nullable Square move) {
    return Optional.ofNullable(judge(fixture, move).missProof());
  }

  /**
   * A move's grade, with the judge's judgement when the prover was asked: the one grading that
   * {@link #grade} and {@link #judge} share.
   */
  private record Graded(Grade grade, ProofJudge.@Nullable Judgement judgement) {}

  private static Graded graded(Fixture fixture, @Nullable Square move) {
    Grade unplayable = Grade.ofUnplayable(fixture.position(), move);
    if (unplayable != null) {
      return new Graded(unplayable, null);
    }
    if (fixture.bestMoves().contains(move)
        || fixture.winningMoves().contains(move)
        || fixture.onlyMoves().contains(move)) {
      return new Graded(Grade.BEST, null);
    }
    if (fixture.avoidMoves().contains(move)
        || fixture.losingMoves().contains(move)
        || !fixture.onlyMoves().isEmpty()) {
      // Every move but the only moves was proved to lose.
      return new Graded(Grade.AVOIDED, null);
    }
    if (!fixture.winningMoves().isEmpty()) {
      // Another move may win too: the one judge grades it by proof, as in a tactics suite.
      ProofJudge.Judgement judgement = JUDGE.judge(ProvedMoves.of(fixture), move);
      return new Graded(Grade.ofProof(judgement.grade()), judgement);
    }
    return new Graded(Grade.OTHER, null);
  }

  /**
   * The proof behind a miss: the judgement's, when the grade asked the prover; else the judge is
   * asked once, for a move the fixture's lists grade (a listed losing move, a move to avoid or one
   * that is not an only move).
   */
  private static @Nullable MissProof missProof(
      Fixture fixture, @Nullable Square move, Graded graded) {
    boolean win = !fixture.winningMoves().isEmpty();
    if (move == null
        || graded.grade().isIllegal()
        || fixture.bestMoves().contains(move)
        || (!win && fixture.onlyMoves().isEmpty() && fixture.losingMoves().isEmpty())) {
      return null;
    }
    ProofJudge.Judgement judgement =
        graded.judgement() != null
            ? graded.judgement()
            : JUDGE.judge(ProvedMoves.of(fixture), move);
    if (judgement.proof() instanceof Proof.Win loses) {
      return new MissProof(MissProof.Kind.LOSES, loses);
    }
    if (win
        && judgement.grade() != ProofGrade.RIGHT
        && JUDGE.prover().proveEveryWinningMove(fixture.position()) instanceof Proof.Win kept) {
      return new MissProof(MissProof.Kind.GIVES_UP_A_WIN, kept);
    }
    return null;
  }

  /**
   * Whether a score plays {@code fixture}: it lists best moves, moves to avoid, moves proved to win
   * or to lose, or only moves.
   *
   * @since 0.1.0
   */
  public static boolean expectsAMove(Fixture fixture) {
    return !fixture.bestMoves().isEmpty()
        || !fixture.avoidMoves().isEmpty()
        || !fixture.winningMoves().isEmpty()
        || !fixture.losingMoves().isEmpty()
        || !fixture.onlyMoves().isEmpty();
  }

  /** Whether the fixture names moves that are right: a full point to earn. */
  private static boolean namesRightMoves(Fixture fixture) {
    return !fixture.bestMoves().isEmpty()
        || !fixture.winningMoves().isEmpty()
        || !fixture.onlyMoves().isEmpty();
  }

  /** Every fixture played, in the order given. */
  public List<Result> getResults() {
    return results;
  }

  /** The total: +1 for each best move, -1 for each move to avoid. */
  public int getPoints() {
    return results.stream().mapToInt(result -> result.grade().getPoints()).sum();
  }

  /**
   * The most points the engine could have earned: one for each fixture with best moves, moves
   * proved to win, or only moves.
   */
  public int getMaximum() {
    return (int) results.stream().filter(result -> namesRightMoves(result.fixture())).count();
  }

  /**
   * The fixtures the engine {@linkplain Result#isMiss() missed}, in the order given: where it
   * played a move to avoid, an illegal move or no move, or a move that is not a best one where the
   * fixture lists best moves or moves proved to win. A fine move in a fixture that lists only moves
   * to avoid is not a miss.
   */
  public List<Result> getMisses() {
    return results.stream().filter(Result::isMiss).toList();
  }

  /** The fixtures where the engine's move was not legal, or where it gave no move. */
  public List<Result> getIllegalMoves() {
    return results.stream().filter(result -> result.grade().isIllegal()).toList();
  }

  /**
   * Passes when the engine earned at least {@code minimum} points and played no illegal move (nor
   * gave no move); otherwise throws an {@link AssertionError} with the {@link #getReport() report}.
   */
  public void assertAtLeast(int minimum) {
    int points = getPoints();
    List<Result> illegal = getIllegalMoves();
    if (points < minimum || !illegal.isEmpty()) {
      String why =
          points < minimum
              ? "expected a score of at least " + minimum + ", but was " + points
              : "the engine played " + MoveTally.of(illegal, "no illegal move");
      throw new AssertionError(why + "\n" + getReport());
    }
  }

  /**
   * The score, then every {@linkplain #getMisses() miss}: the fixture's name (with its win length,
   * such as {@code (3 in a row)}, when it is not the size of a square board), the engine's move and
   * the right ones, then its board in the notation, row by row.
   *
   * <pre>
   * score: 1 of 2 (1 best move, 1 move to avoid)
   * answerTheCorner: played (1,2), a move to avoid; best moves: (2,2); moves to avoid: (1,2) (1,3)
   *   X - -
   *   - - -
   *   - - -
   * </pre>
   */
  public String getReport() {
    StringBuilder report =
        new StringBuilder(
            String.format(
                "score: %d of %d (%s)\n",
                getPoints(),
                getMaximum(),
                MoveTally.of(results, "no fixture with best moves or moves to avoid")));
    for (Result miss : getMisses()) {
      Fixture fixture = miss.fixture();
      StringBuilder expected = new StringBuilder();
      if (!fixture.bestMoves().isEmpty()) {
        expected.append("; best moves: ").append(ReportWords.squares(fixture.bestMoves()));
      }
      if (!fixture.avoidMoves().isEmpty()) {
        expected.append("; moves to avoid: ").append(ReportWords.squares(fixture.avoidMoves()));
      }
      if (!fixture.winningMoves().isEmpty()) {
        expected
            .append("; moves proved to win: ")
            .append(ReportWords.squares(fixture.winningMoves()));
      }
      if (!fixture.losingMoves().isEmpty()) {
        expected
            .append("; moves proved to lose: ")
            .append(ReportWords.squares(fixture.losingMoves()));
      }
      if (!fixture.onlyMoves().isEmpty()) {
        expected
            .append("; the only moves that do not lose: ")
            .append(ReportWords.squares(fixture.onlyMoves()));
      }
      Reports.appendMiss(
          report,
          fixture.name() + BoardShape.winLengthNote(fixture.position()),
          miss,
          miss.move() + legalMoveNote(miss.grade()) + proofNote(miss),
          expected.toString());
    }
    return report.toString();
  }

  /** The same as {@link #getReport()}. */
  @Override
  public String toString() {
    return getReport();
  }

  /** The proof behind a miss as the report's line continues it. */
  private static String proofNote(Result miss) {
    MissProof proof = miss.missProof();
    if (proof == null) {
      return "";
    }
    return (proof.kind() == MissProof.Kind.LOSES ? ", " : "; ") + proof;
  }

  private static String legalMoveNote(Grade grade) {
    return switch (grade) {
      case BEST -> ", a best move";
      case AVOIDED -> ", a move to avoid";
      default -> ", neither a best move nor one to avoid";
    };
  }
}
