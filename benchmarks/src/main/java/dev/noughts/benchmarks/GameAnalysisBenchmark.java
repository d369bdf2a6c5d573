package dev.noughts.benchmarks;

import dev.noughts.GameAnalysis;
import dev.noughts.PlayedGame;
import dev.noughts.Prover;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Analysing a 100-move 15 x 15 game at the default budget (issue 51): one {@link GameAnalysis#of} a
 * call, each a whole game. {@code quiet}: two greedy engines with few threats; {@code random}:
 * random moves beside the last ones, proved wins at 85 of its positions; {@code greedy1} and {@code
 * greedy3}: two greedy engines whose games hold 20 and 11 positions that spend the whole budget.
 * Their analyses make 57,137, 1,081,879, 5,483,574 and 2,916,150 nodes ({@link
 * GameAnalysis#getNodes()}, the same on every machine). Run with {@code taskset -c 1 java -jar
 * benchmarks/target/benchmarks.jar GameAnalysisBenchmark}.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3)
@Measurement(iterations = 5)
@Fork(1)
@State(Scope.Benchmark)
public class GameAnalysisBenchmark {
  static final String QUIET =
      "8,8 9,9 8,9 8,10 10,8 9,8 9,10 7,8 8,7 8,6 9,7 7,9 7,7 10,7 6,7 5,7 6,8 6,6 7,6"
          + " 7,5 8,4 4,8 3,9 8,5 6,5 5,4 9,6 9,5 10,5 11,4 5,8 4,9 4,7 6,9 5,6 7,4 3,8 2,9"
          + " 3,10 3,7 3,11 3,12 5,9 4,10 4,11 5,11 6,4 6,3 5,2 4,5 7,2 3,6 2,7 6,2 2,11 10,4"
          + " 11,3 12,4 13,4 2,6 9,4 8,3 7,3 8,2 9,3 11,6 9,2 3,5 3,4 2,5 5,5 4,6 2,4 4,4 5,3"
          + " 4,3 4,2 3,3 3,2 2,2 1,5 12,5 12,6 10,3 13,6 13,5 11,5 14,6 10,2 14,5 14,7 2,3"
          + " 13,7 14,8 12,7 15,7 5,12 6,13 13,8 13,9";
  static final String RANDOM =
      "8,8 7,7 8,7 9,7 8,6 6,6 8,5 8,4 9,4 8,9 5,6 9,10 10,7 11,7 5,5 8,10 7,5 10,6 6,7"
          + " 7,9 10,9 10,8 7,11 8,3 9,11 12,8 9,5 6,5 6,10 13,9 14,10 10,10 13,11 9,12 10,11"
          + " 15,11 5,8 7,6 12,12 9,13 8,11 6,11 8,13 11,11 8,2 6,4 12,9 13,10 5,10 7,3 5,12"
          + " 5,7 5,11 5,9 4,4 8,1 4,13 7,4 7,13 5,13 14,8 10,12 12,10 4,14 11,5 10,5 3,4 3,15"
          + " 7,8 4,5 6,13 7,10 11,10 2,3 2,2 11,13 12,7 15,8 9,1 1,4 6,8 4,8 13,12 9,8 3,6"
          + " 3,13 4,3 6,14 5,15 3,5 14,7 13,8 11,8 9,6 9,9 2,5 2,6 3,3 3,2 7,15";
  static final String GREEDY1 =
      "8,8 7,7 8,7 8,6 6,8 7,8 7,6 6,5 7,9 9,7 8,10 9,11 8,9 8,11 5,7 4,6 6,9 5,9 9,9"
          + " 10,9 7,11 10,8 7,5 11,9 12,10 6,12 10,10 11,11 10,11 11,10 11,8 11,12 11,13 6,10"
          + " 6,6 4,8 8,4 9,3 3,7 4,7 4,9 4,5 4,4 12,11 13,12 5,6 3,8 7,4 8,3 6,7 3,4 3,6 2,6"
          + " 5,4 2,7 5,10 6,3 2,5 5,8 3,5 5,5 3,3 4,10 2,4 10,13 10,12 9,13 12,13 8,13 7,13"
          + " 9,12 7,14 8,14 8,12 6,14 7,12 9,10 5,12 4,12 5,11 5,13 3,11 4,11 4,13 6,11 4,2"
          + " 1,5 6,13 5,14 7,10 8,2 8,1 7,15 10,7 10,6 9,5 10,4 9,4 9,6 9,2";
  static final String GREEDY3 =
      "8,8 8,9 7,8 9,8 7,10 7,9 6,9 8,7 8,11 5,8 9,12 10,13 7,6 7,7 6,7 6,8 8,6 8,10"
          + " 9,11 5,7 4,6 5,9 5,6 6,6 4,5 3,4 5,10 4,10 3,11 4,11 4,8 4,7 7,11 6,11 10,11"
          + " 11,11 9,10 9,13 8,13 7,14 11,10 12,9 7,12 10,9 9,9 6,13 5,12 6,12 6,14 5,11 7,13"
          + " 8,12 3,9 6,10 4,12 5,13 10,12 3,6 2,5 3,5 3,7 3,3 3,2 5,5 4,4 4,3 3,10 3,8 3,12"
          + " 3,13 2,12 1,12 4,13 2,3 5,3 2,11 2,10 11,12 9,14 11,13 11,14 12,13 13,13 10,14"
          + " 4,14 12,12 13,11 12,11 12,10 13,10 14,9 12,14 12,15 11,9 11,8 5,14 13,12 13,14"
          + " 2,6 2,7";

  @Param({"quiet", "random", "greedy1", "greedy3"})
  String game;

  PlayedGame played;
  Prover prover;

  @Setup
  public void setUp() {
    String moves =
        switch (game) {
          case "quiet" -> QUIET;
          case "random" -> RANDOM;
          case "greedy1" -> GREEDY1;
          default -> GREEDY3;
        };
    played = PlayedGame.of(15, 15, 5, moves);
    prover = new Prover();
  }

  @Benchmark
  public GameAnalysis analyse() {
    return GameAnalysis.of(played, prover);
  }
}
