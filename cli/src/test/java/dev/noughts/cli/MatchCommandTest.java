package dev.noughts.cli;

import static com.google.common.truth.Truth.assertThat;

import dev.noughts.GameFile;
import dev.noughts.GameResult;
import dev.noughts.PlayedGame;
import dev.noughts.Player;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code noughts match} end to end, between {@link TestBrain} processes. */
class MatchCommandTest {
  @TempDir Path dir;

  @AfterEach
  void noProcessIsLeft() {
    assertThat(ProcessHandle.current().descendants().toList()).isEmpty();
  }

  /** {@code match OPTIONS -- brain FIRST... -- brain SECOND...}. */
  static String[] args(List<String> options, List<String> first, List<String> second) {
    List<String> args = new ArrayList<>(List.of("match"));
    args.addAll(options);
    args.add("--");
    args.addAll(brain(first));
    args.add("--");
    args.addAll(brain(second));
    return args.toArray(String[]::new);
  }

  static List<String> brain(List<String> arguments) {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(TestBrain.class.getName());
    command.addAll(arguments);
    return command;
  }

  private Path openings(String text) throws IOException {
    return Files.writeString(dir.resolve("openings.txt"), text);
  }

  @Test
  void eachOpeningIsPlayedWithBothColoursSavedAnalysedAndScored() throws IOException {
    Path games = dir.resolve("games");
    Runs.Run run =
        Runs.run(
            "",
            args(
                List.of(
                    "--size",
                    "9",
                    "--openings",
                    openings("e5\n").toString(),
                    "--games",
                    games.toString(),
                    "--sprt",
                    "elo1=5",
                    "--names",
                    "new,old"),
                List.of("first-empty"),
                List.of("first-empty")));

    assertThat(run.err()).isEmpty();
    assertThat(run.code()).isEqualTo(0);
    List<String> lines = run.out().replace(games.toString(), "DIR").lines().toList();
    assertThat(lines.get(0))
        .isEqualTo(
            "game 1, opening 1, first (X) vs second (O): 1-0, adjudicated: X wins by force: (4,3);"
                + " line (4,3) (5,2) (4,5) (5,6) (5,4) (3,6) (6,5), 24 moves; saved"
                + " DIR/game-1.psq");
    assertThat(lines.get(1))
        .isEqualTo(
            "  move 24, O (3,5) e7 loses: after it, X wins by force in 7 plies: line (4,3) (5,2)"
                + " (4,5) (5,6) (5,4) (3,6) (6,5) [the first decisive mistake of O]");
    assertThat(lines)
        .containsAtLeast(
            "      @Board(moves = \"e5 a9 b9 c9 d9 e9 f9 g9 h9 i9 a8 b8 c8 d8 e8 f8 g8 h8 i8 a7 b7"
                + " c7 d7\", rows = 9, columns = 9, winLength = 5,",
            "          losingMoves = {\"3,5\"})",
            "      Position oLosingMoveAtMove24();");
    assertThat(lines.subList(lines.size() - 4, lines.size()))
        .containsExactly(
            "new against old: 2 games, W 1, L 1, D 0, score 0.500",
            "Elo difference: 0.0 +/- infinity (95%)", // 1-1: the interval spans every score
            "Pairs (an opening with both colours): LL 0, LD 0, WL 1, DD 0, WD 0, WW 0; by points"
                + " 0-2: [0, 0, 1, 0, 0]",
            "SPRT elo0=0 elo1=5 alpha=0.05 beta=0.05 model=pentanomial: LLR -0.01, bounds (-2.94,"
                + " 2.94): no bound crossed")
        .inOrder();
    PlayedGame first = GameFile.read(Files.readString(games.resolve("game-1.psq")));
    PlayedGame second = GameFile.read(Files.readString(games.resolve("game-2.psq")));
    assertThat(first.getPlayers()).containsExactly("new", "old").inOrder();
    assertThat(second.getPlayers()).containsExactly("old", "new").inOrder();
    assertThat(first.getMoves()).isEqualTo(second.getMoves());
  }

  @Test
  void aCrashIsALossNamedByItsFault() throws IOException {
    Runs.Run run =
        Runs.run(
            "",
            args(
                List.of(
                    "--size", "9", "--no-analysis", "--games", dir.toString(), "--format", "sgf"),
                List.of("first-empty"),
                List.of("crash")));

    assertThat(run.code()).isEqualTo(0);
    List<String> lines = run.out().lines().toList();
    assertThat(lines.get(0))
        .startsWith("game 1, opening 1, first (X) vs second (O): 1-0, O forfeits: CRASH: ");
    assertThat(lines.get(1))
        .startsWith("game 2, opening 1, second (X) vs first (O): 0-1, X forfeits: CRASH: ");
    assertThat(lines.get(0)).endsWith(", 1 move; saved " + dir.resolve("game-1.sgf"));
    // The record keeps the forfeit: X (B) won it.
    assertThat(Files.readString(dir.resolve("game-1.sgf"))).contains("RE[B+F]");
    assertThat(GameFile.read(Files.readString(dir.resolve("game-2.sgf"))).getResult())
        .isEqualTo(GameResult.win(Player.O, GameResult.Ending.FORFEIT));
    assertThat(lines).contains("first against second: 2 games, W 2, L 0, D 0, score 1.000");
    assertThat(lines).contains("Elo difference: +infinity +/- infinity (95%)");
  }

  /**
   * Each won game adds 0.42 to the trinomial ratio, each pair of won games as much to the
   * pentanomial one: 8 games or 16 cross ln(19) = 2.94.
   */
  @Test
  void theSprtStopsTheMatch() throws IOException {
    assertThat(sprtRun("elo1=200", "model=trinomial").out())
        .contains(
            "first against second: 8 games, W 8, L 0, D 0, score 1.000\n"
                + "Elo difference: +infinity +/- infinity (95%)\n"
                + "SPRT elo0=0 elo1=200 alpha=0.05 beta=0.05 model=trinomial: LLR 3.35, bounds"
                + " (-2.94, 2.94): H1 accepted (elo1 stronger), the match stopped\n");
    assertThat(sprtRun("elo1=200").out())
        .contains(
            "first against second: 16 games, W 16, L 0, D 0, score 1.000\n"
                + "Elo difference: +infinity +/- infinity (95%)\n"
                + "Pairs (an opening with both colours): LL 0, LD 0, WL 0, DD 0, WD 0, WW 8; by"
                + " points 0-2: [0, 0, 0, 0, 8]\n"
                + "SPRT elo0=0 elo1=200 alpha=0.05 beta=0.05 model=pentanomial: LLR 3.35, bounds"
                + " (-2.94, 2.94): H1 accepted (elo1 stronger), the match stopped\n");
    // cutechess's BayesElo, with the draw Elo of the games: 7 straight wins cross it
    assertThat(sprtRun("elo1=200", "model=bayeselo").out())
        .contains(
            "first against second: 7 games, W 7, L 0, D 0, score 1.000\n"
                + "Elo difference: +infinity +/- infinity (95%)\n"
                + "SPRT elo0=0 elo1=200 alpha=0.05 beta=0.05 model=bayeselo: LLR 3.41, bounds"
                + " (-2.94, 2.94): H1 accepted (elo1 stronger), the match stopped\n");
  }

  /** A match of ten openings, the second engine crashing at once, stopped by {@code --sprt}. */
  private Runs.Run sprtRun(String... sprt) throws IOException {
    List<String> options = new ArrayList<>();
    options.addAll(
        List.of(
            "--size",
            "9",
            "--no-analysis",
            "--games",
            dir.toString(),
            "--openings",
            openings("e5 d4\n".repeat(10)).toString(),
            "--sprt"));
    options.addAll(List.of(sprt));
    Runs.Run run = Runs.run("", args(options, List.of("first-empty"), List.of("crash")));
    assertThat(run.code()).isEqualTo(0);
    return run;
  }

  @Test
  void anOpeningsFileIsCheckedLineByLineBeforeAnyGame() throws IOException {
    Path file = openings("e5\n0,0, 9,9\ne5 e5\n");
    Runs.Run run =
        Runs.run(
            "",
            args(
                List.of("--size", "15", "--openings", file.toString(), "--games", dir.toString()),
                List.of("first-empty"),
                List.of("first-empty")));

    assertThat(run.code()).isEqualTo(2);
    assertThat(run.out()).isEmpty();
    assertThat(run.err())
        .isEqualTo(
            file
                + ":2: error: stone 2 (9,9) is off the 15 x 15 board: c-gomoku-cli's offsets from"
                + " the centre go from -7 to 7 across and from -7 to 7 down\n"
                + file
                + ":3: error: move 2: e5 is already taken by X (move 1)\n");
  }

  @Test
  void anSprtParameterWithoutItsValueSaysHowToGiveIt() {
    Runs.Run run =
        Runs.run(
            "",
            args(
                List.of("--sprt", "elo1", "model"),
                List.of("first-empty"),
                List.of("first-empty")));

    assertThat(run.code()).isEqualTo(2);
    assertThat(run.err())
        .isEqualTo(
            "noughts match: --sprt: 'elo1' has no value: give it as elo1=VALUE, such as elo1=5\n"
                + "noughts match: --sprt: 'model' has no value: give it as model=VALUE, such as"
                + " model=pentanomial\n");
  }

  @Test
  void badSprtParametersNameTheChoices() {
    Runs.Run run =
        Runs.run(
            "",
            args(
                List.of("--sprt", "elo0=5", "elo1=0", "gamma=1", "alpha=x"),
                List.of("first-empty"),
                List.of("first-empty")));

    assertThat(run.code()).isEqualTo(2);
    assertThat(run.err())
        .isEqualTo(
            "noughts match: --sprt: 'gamma=1' is not a parameter of --sprt: give elo0=E0 elo1=E1"
                + " alpha=A beta=B model=M, such as elo0=0 elo1=5 alpha=0.05 beta=0.05"
                + " model=pentanomial\n"
                + "noughts match: --sprt: alpha is 'x', not a number, such as alpha=0.05\n");
    assertThat(
            Runs.run(
                    "",
                    args(
                        List.of("--sprt", "elo1=5", "model=normal"),
                        List.of("first-empty"),
                        List.of("first-empty")))
                .err())
        .isEqualTo(
            "noughts match: --sprt: model is 'normal', not one of trinomial, pentanomial,"
                + " bayeselo\n");
    assertThat(
            Runs.run(
                    "",
                    args(
                        List.of("--sprt", "elo0=5", "elo1=0"),
                        List.of("first-empty"),
                        List.of("first-empty")))
                .err())
        .isEqualTo(
            "noughts match: --sprt: elo0 must be less than elo1, got elo0=5.0 and elo1=0.0\n");
  }

  @Test
  void anEngineThatCannotBeFoundIsNamed() {
    Runs.Run run =
        Runs.run(
            "",
            "match",
            "--games",
            dir.toString(),
            "--",
            "./no-such-brain",
            "--",
            "no-such-brain-either");

    assertThat(run.code()).isEqualTo(3);
    assertThat(run.err())
        .isEqualTo(
            "noughts match: the first engine cannot be run: ./no-such-brain: no such file\n");
  }

  @Test
  void eachGamesLineIsWrittenOutAsTheGameEnds() {
    List<String> flushed = new ArrayList<>();
    ByteArrayOutputStream out =
        new ByteArrayOutputStream() {
          @Override
          public void flush() {
            flushed.add(toString(StandardCharsets.UTF_8));
          }
        };

    Runs.run(
        new ByteArrayInputStream(new byte[0]),
        out,
        false,
        args(
            List.of("--size", "9", "--no-analysis", "--games", dir.toString()),
            List.of("first-empty"),
            List.of("crash")));

    // Written out after the first game, before the second ended and the summary.
    assertThat(flushed.stream().filter(text -> text.lines().count() == 1).toList())
        .containsExactly(out.toString(StandardCharsets.UTF_8).lines().findFirst().get() + "\n");
  }

  @Test
  void anEngineThatExitsBeforeItStartsLosesOneGameAndStopsTheMatch() throws IOException {
    List<String> noSuchClass =
        List.of(
            Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            "-cp",
            dir.resolve("nothing").toString(),
            "NoSuchBrain");
    List<String> args =
        new ArrayList<>(
            List.of(
                "match",
                "--size",
                "9",
                "--no-analysis",
                "--openings",
                openings("e5\nd4\n").toString(),
                "--games",
                dir.resolve("games").toString(),
                "--"));
    args.addAll(brain(List.of("first-empty")));
    args.add("--");
    args.addAll(noSuchClass);

    Runs.Run run = Runs.run("", args.toArray(String[]::new));

    assertThat(run.code()).isEqualTo(3);
    List<String> lines = run.out().lines().toList();
    // The JVM's two lines of standard error on the game's one line.
    assertThat(lines.get(0))
        .matches(
            "game 1, opening 1, first \\(X\\) vs second \\(O\\): 1-0, O forfeits: NOT_STARTED: .*"
                + "NoSuchBrain / Caused by: java.lang.ClassNotFoundException: NoSuchBrain, 1 move;"
                + " saved .*");
    assertThat(lines.get(1)).isEqualTo("first against second: 1 game, W 1, L 0, D 0, score 1.000");
    assertThat(run.err())
        .matches(
            "noughts match: an engine could not be run: NOT_STARTED: .*NoSuchBrain / Caused by:"
                + " java.lang.ClassNotFoundException: NoSuchBrain\n");
  }

  @Test
  void anOpeningsFileThatIsMissingOrAGamesFolderThatIsAFileIsNamed() throws IOException {
    Path missing = dir.resolve("missing.txt");
    Path file = Files.writeString(dir.resolve("a-file"), "");

    Runs.Run noOpenings =
        Runs.run(
            "",
            args(
                List.of("--openings", missing.toString()),
                List.of("first-empty"),
                List.of("first-empty")));
    Runs.Run noFolder =
        Runs.run(
            "",
            args(
                List.of("--games", file.toString()),
                List.of("first-empty"),
                List.of("first-empty")));

    assertThat(noOpenings.code()).isEqualTo(2);
    assertThat(noOpenings.err())
        .isEqualTo("noughts match: cannot read --openings " + missing + ": no such file\n");
    assertThat(noFolder.code()).isEqualTo(2);
    assertThat(noFolder.err())
        .isEqualTo(
            "noughts match: cannot make --games "
                + file
                + ": a file of that name is there, not a folder\n");
  }

  @Test
  void theHelpSaysWhatItPrints() {
    Runs.Run run = Runs.run("", "match", "--help");

    assertThat(run.err()).isEmpty();
    assertThat(run.out()).contains("the Elo difference with its\n95% interval, and the SPRT's");
  }

  @Test
  void twoEnginesAreGiven() {
    Runs.Run run = Runs.run("", "match", "--", "./pbrain-one");

    assertThat(run.code()).isEqualTo(2);
    assertThat(run.err()).contains("ENGINE");
  }

  @Test
  void anEngineWhoseClockRunsOutLosesOnTime() throws IOException {
    Runs.Run run =
        Runs.run(
            "",
            args(
                List.of(
                    "--size",
                    "9",
                    "--no-analysis",
                    "--games",
                    dir.toString(),
                    "--time-per-game",
                    "300",
                    "--increment",
                    "100",
                    "--tolerance",
                    "200"),
                List.of("first-empty"),
                List.of("silent")));

    assertThat(run.code()).isEqualTo(0);
    assertThat(run.out())
        .contains("O forfeits: TIMEOUT: no answer to the position: timed out after");
    assertThat(run.out()).contains("(limit 300 + tolerance 200); the process was killed");
    assertThat(run.out()).contains("first against second: 2 games, W 2, L 0, D 0, score 1.000");
    // The saved record says how the game ended, and its analysis reads it.
    Path saved = dir.resolve("game-1.psq");
    assertThat(Files.readString(saved)).endsWith("\n-1\nresult: B+T\n");
    assertThat(Runs.run("", "analyze", saved.toString()).out())
        .contains(saved + ": 1 move, X won on time; X: no mistakes; O: no mistakes");
  }

  @Test
  void namesAreTwoNamesGivenOnce() {
    for (String names : List.of("one", "a,b,c", "a,", ",b")) {
      Runs.Run run =
          Runs.run(
              "", args(List.of("--names", names), List.of("first-empty"), List.of("first-empty")));

      assertThat(run.code()).isEqualTo(2);
      assertThat(run.err())
          .isEqualTo("noughts match: --names is " + names + "; give two names, FIRST,SECOND\n");
    }
    String help = Runs.run("", "match", "--help").out();
    assertThat(help).contains("[--names=NAME,NAME]");
    assertThat(help).doesNotContain("NAME,NAME[");
  }

  @Test
  void namesThatAPsqRecordCannotHoldAreRefusedBeforeAnyGame() {
    Runs.Run run =
        Runs.run(
            "", args(List.of("--names", "-1,old"), List.of("first-empty"), List.of("first-empty")));

    assertThat(run.code()).isEqualTo(2);
    assertThat(run.out()).isEmpty();
    assertThat(run.err())
        .isEqualTo(
            "noughts match: --names is -1,old; a .psq record cannot hold them (each name is a line"
                + " of its own, at most 200 characters, and neither -1, the line that ends the"
                + " record, nor a line such as result: W+T, which follows it): give other names\n");
    Runs.Run tooLong =
        Runs.run(
            "",
            args(
                List.of("--names", "a".repeat(201) + ",old"),
                List.of("first-empty"),
                List.of("first-empty")));
    assertThat(tooLong.code()).isEqualTo(2);
    assertThat(tooLong.err())
        .startsWith("noughts match: --names is " + "a".repeat(201) + ",old; a .psq record cannot");
  }

  @Test
  void anIncrementGoesWithAClock() {
    Runs.Run run =
        Runs.run(
            "",
            args(List.of("--increment", "100"), List.of("first-empty"), List.of("first-empty")));

    assertThat(run.code()).isEqualTo(2);
    assertThat(run.err())
        .isEqualTo("noughts match: --increment goes with --time-per-game, the clock it adds to\n");
  }
}
