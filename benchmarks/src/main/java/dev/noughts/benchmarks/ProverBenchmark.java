package dev.noughts.benchmarks;

import dev.noughts.GameRecord;
import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Proof;
import dev.noughts.Prover;
import dev.noughts.Square;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Forced wins on 15 x 15, five to win (issue 33): the threat queries of a position, a win by an
 * open four, one in a position of 24 fours (7 by the first win found) and one by 8 (VCF), a win by
 * a double three (VCT), a loss, and a quiet position searched through. Each proof includes its
 * replay by the checker, as {@link Prover#prove} always does.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
@State(Scope.Benchmark)
public class ProverBenchmark {
  Prover prover;
  Position openThree;
  Position twentyFourFours;
  Position eightFours;
  Position crossingTwos;
  Position longThreats;
  Position lost;
  Position quiet;

  static final String[] TWENTY_FOUR_FOURS = {
    "- - - - - - - - X - - - - - -",
    "- - - - - - - - - - - - - - -",
    "- - - - - - O - - X - - - - -",
    "- - - - - - - - - X - - O - -",
    "- - - - - X X - - - - - - - -",
    "- - - X - - - - - - O - - - -",
    "- - - - - X - - - X - - - - -",
    "- - - O - - X O O O - - X - -",
    "- - - - - - - O - - X - O - O",
    "- - - - - - - - - - X - - - -",
    "- - O - - - - - - - - - - - -",
    "- - - - - O X - - - - - - - -",
    "- - - - - - - - - - - - - - -",
    "- - - - - - - - - - - - - - -",
    "- - - - - - O - - - - - - - -"
  };

  /**
   * The first 32 plies of a win by 24 fours (47 plies) from {@link #TWENTY_FOUR_FOURS}, as the
   * search before the depth-first one of fours proved it; that search now proves a win by 7 fours
   * there, taking a double four this line passes.
   */
  static final String TWENTY_FOUR_FOURS_FIRST_32_PLIES =
      "5,10 6,10 1,10 2,10 5,8 5,9 4,9 6,7 1,12 2,11 1,8 1,11 1,6 1,7 2,7 3,8 5,4 5,5 3,6 4,5 2,6 4,6 4,3 6,5 6,9 4,7 4,11 7,8 2,9 5,12 2,5 2,8";

  /** The 15 x 15 suite's longest win by threes: X's principal line has 19 moves (37 plies). */
  static final String LONG_THREATS =
      "---------------/---------------/---------------/---------------/---------O-----/"
          + "---------------/-------X-------/------X-O-O----/----X----------/---------------/"
          + "---------------/---------------/---------------/---------------/---------------";

  @Setup
  public void setUp() {
    prover = new Prover();
    openThree = GameRecord.play(15, 15, 5, "8,7 9,3 8,8 9,4 8,9 1,1");
    twentyFourFours = Position.of(5, TWENTY_FOUR_FOURS);
    // The win by 24 fours 32 plies on: its last 8 fours, each of which is a first move that wins.
    eightFours = twentyFourFours;
    for (String move : TWENTY_FOUR_FOURS_FIRST_32_PLIES.split(" ")) {
      String[] rowAndColumn = move.split(",");
      eightFours =
          eightFours.play(
              new Square(Integer.parseInt(rowAndColumn[0]), Integer.parseInt(rowAndColumn[1])));
    }
    crossingTwos = GameRecord.play(15, 15, 5, "8,6 1,1 8,7 1,15 6,8 15,1 7,8 15,15");
    longThreats = Position.of(5, LONG_THREATS);
    lost = GameRecord.play(15, 15, 5, "1,1 9,2 1,15 9,3 15,1 9,4 13,13 9,5 3,13 15,15");
    quiet = GameRecord.play(15, 15, 5, "8,8 7,7 8,9 1,1");
  }

  /** Winning cells, fours, threes and defences of both players. */
  @Benchmark
  public int threats() {
    int found = 0;
    for (Player player : Player.values()) {
      found += openThree.getWinningCells(player).size();
      found += openThree.getFours(player).size();
      found += openThree.getThrees(player).size();
      found += openThree.getDefences(player).size();
    }
    return found;
  }

  /** X's open three: an open four, the first win proved and checked. */
  @Benchmark
  public List<Square> vcfOpenFour() {
    return ((Proof.Win) prover.prove(openThree)).getWinningMoves();
  }

  /**
   * A position where X wins by 24 fours in a row, 47 plies (found by a seeded search of random
   * positions); the win by fours the search proves first there is shorter: 7 fours, 13 plies.
   */
  @Benchmark
  public List<Square> vcfTwentyFourFours() {
    return ((Proof.Win) prover.prove(twentyFourFours)).getWinningMoves();
  }

  /** X wins by 8 fours (15 plies); each of the 8 is a winning first move, the first one proved. */
  @Benchmark
  public List<Square> vcfEightFours() {
    return ((Proof.Win) prover.prove(eightFours)).getWinningMoves();
  }

  /** X's twos crossing at (8,8): a win by threes, the first winning move proved and checked. */
  @Benchmark
  public List<Square> vctDoubleThree() {
    return ((Proof.Win) prover.prove(crossingTwos)).getWinningMoves();
  }

  /**
   * A position of a win by threes of 19 moves of X's (issue 33: a VCT of 10 or more); the search,
   * in iterations of a growing depth limit, proves a shorter one first: 8 moves, 15 plies.
   */
  @Benchmark
  public List<Square> vctNineteenMoves() {
    return ((Proof.Win) prover.prove(longThreats)).getWinningMoves();
  }

  /** O's open four: X loses whatever X plays. */
  @Benchmark
  public Proof loss() {
    return prover.prove(lost);
  }

  /** Four marks, nothing to prove: every sequence of fours and threes of both players searched. */
  @Benchmark
  public Proof notProven() {
    return prover.prove(quiet);
  }
}
