package dev.noughts.cli;

import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.cli.Runs.json;
import static dev.noughts.cli.Runs.run;

import dev.noughts.GameAnalysis;
import dev.noughts.GameFile;
import dev.noughts.Mistake;
import dev.noughts.Prover;
import dev.noughts.engines.Tactic;
import dev.noughts.engines.TacticsSuite;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code noughts analyze --json}: one JSON object per game, written as soon as the game is
 * analysed, that says what the text says; each test parses the lines back.
 */
class AnalyzeJsonTest {
  /** X makes an open three on row 8; O plays at the edge, X does not win, O blocks. */
  private static final String OPEN_THREE_PSQ =
      "Piskvorky 15x15, 11:11, 0\n8,8,0\n1,1,0\n9,8,0\n1,2,0\n10,8,0\n1,3,0\n15,15,0\n7,8,0\n"
          + "first.zip\nsecond.zip\n-1\n";

  @TempDir Path folder;

  private Path file(String name, String text) throws IOException {
    return Files.writeString(folder.resolve(name), text);
  }

  private static List<Map<String, Object>> objects(String out) throws IOException {
    List<Map<String, Object>> objects = new ArrayList<>();
    for (String line : out.lines().toList()) {
      objects.add(json(line));
    }
    return objects;
  }

  @Test
  void aGameIsOneObjectWithItsBoardItsMovesItsMistakesAndItsSummary() throws IOException {
    Path game = file("open-three.psq", OPEN_THREE_PSQ);

    Runs.Run run = run("", "analyze", "--json", game.toString());

    assertThat(run.code()).isEqualTo(0);
    Map<String, Object> object = objects(run.out()).get(0);
    assertThat(run.out().lines().count()).isEqualTo(1);
    assertThat(object.keySet())
        .containsExactly(
            "status",
            "rows",
            "columns",
            "win_length",
            "players",
            "result",
            "budget",
            "moves",
            "mistakes",
            "summary",
            "file")
        .inOrder();
    assertThat(object).containsEntry("status", "analysed");
    assertThat(object).containsEntry("win_length", 5);
    assertThat(object).containsEntry("players", List.of("first.zip", "second.zip"));
    assertThat(object).containsEntry("result", "unfinished");
    assertThat(object).containsEntry("budget", 200_000);
    assertThat(object)
        .containsEntry(
            "summary",
            "8 moves, unfinished; X: 1 mistake, the first decisive at move 7; O: 1 mistake");
    assertThat(object).containsEntry("file", game.toString());
    List<?> moves = (List<?>) object.get("moves");
    assertThat(moves).hasSize(8);
    assertThat(moves.get(5).toString())
        .isEqualTo("{number=6, player=O, move=[3, 1], before=not_proven, after=lost, exact=false}");
  }

  @Test
  void aGameLostOnTimeSaysWhoWonAndHow() throws IOException {
    Path game = file("on-time.psq", OPEN_THREE_PSQ + "result: W+T\n");

    Map<String, Object> object =
        objects(run("", "analyze", "--json", game.toString()).out()).get(0);

    assertThat(object).containsEntry("result", "o");
    assertThat(object).containsEntry("ending", "time");
    assertThat(List.copyOf(object.keySet()).subList(5, 8))
        .containsExactly("result", "ending", "budget")
        .inOrder();
    assertThat((String) object.get("summary")).startsWith("8 moves, O won on time; ");
  }

  @Test
  void eachMistakeSaysWhatTheTextSaysWithItsProofItsFixturesAndItsTactic() throws IOException {
    Path game = file("open-three.psq", OPEN_THREE_PSQ);
    List<Mistake> expected =
        GameAnalysis.of(GameFile.read(OPEN_THREE_PSQ), new Prover()).getMistakes();

    Runs.Run run = run("", "analyze", "--json", game.toString());

    List<?> mistakes = (List<?>) objects(run.out()).get(0).get("mistakes");
    assertThat(mistakes).hasSize(2);
    @SuppressWarnings("unchecked")
    Map<String, Object> losing = (Map<String, Object>) mistakes.get(0);
    assertThat(losing.keySet())
        .containsExactly(
            "number",
            "player",
            "move",
            "kind",
            "decisive",
            "exact",
            "winning_moves",
            "line",
            "message",
            "java_fixture",
            "kotlin_fixture",
            "tactic")
        .inOrder();
    assertThat(losing).containsEntry("number", 6);
    assertThat(losing).containsEntry("kind", "losing_move");
    assertThat(losing).containsEntry("decisive", false);
    assertThat(losing).containsEntry("winning_moves", List.of());
    assertThat(losing).containsEntry("line", List.of(List.of(8, 7), List.of(8, 6), List.of(8, 11)));
    assertThat(losing).containsEntry("message", expected.get(0).toString());
    assertThat(losing).containsEntry("java_fixture", expected.get(0).toJavaFixture());
    assertThat(losing).containsEntry("kotlin_fixture", expected.get(0).toKotlinFixture());
    Tactic tactic = TacticsSuite.parse((String) losing.get("tactic")).get(0);
    assertThat(tactic.getKind()).isEqualTo(Tactic.Kind.DEFENCE);
    @SuppressWarnings("unchecked")
    Map<String, Object> thrown = (Map<String, Object>) mistakes.get(1);
    assertThat(thrown).containsEntry("kind", "win_thrown_away");
    assertThat(thrown).containsEntry("decisive", true);
    assertThat(thrown).containsEntry("winning_moves", List.of(List.of(8, 7)));
  }

  @Test
  void badOrUnreadableFilesAreErrorObjectsAndTheOtherGamesAreStillAnalysed() throws IOException {
    Path bad = file("bad.psq", "Piskvorky 15x15, 11:11, 0\n8,8,0\n8,8,0\n8,x,0\n-1\n");
    Path huge = file("huge.psq", "Piskvorky 40x40, 0:0, 0\n20,20,0\n-1\n");
    Path moves = file("moves.txt", "h8 h8");
    Path missing = folder.resolve("missing.psq");
    Path good = file("open-three.psq", OPEN_THREE_PSQ);

    Runs.Run run = run("", "analyze", "--json", bad.toString(), huge.toString(), good.toString());
    Runs.Run list =
        run("", "analyze", "--json", "--game", "15x15", "--win-length", "5", moves.toString());
    Runs.Run unread = run("", "analyze", "--json", missing.toString(), good.toString());

    assertThat(run.code()).isEqualTo(1);
    List<Map<String, Object>> objects = objects(run.out());
    assertThat(objects).hasSize(3);
    assertThat(objects.get(0).toString())
        .isEqualTo(
            "{status=error, errors=[{input_line=3, message=8,8 is already taken by X (line 2)},"
                + " {input_line=4, message='8,x,0' is not a move; a move is x,y,time: the column"
                + " and the row from 1 at the top-left, and the milliseconds it took, such as"
                + " 8,8,0}], file="
                + bad
                + "}");
    assertThat(objects.get(1).toString())
        .isEqualTo(
            "{status=error, errors=[{message=cannot analyse a game on 40x40: the prover takes"
                + " boards of at most 1,024 cells (32 x 32), and this one has 1,600}], file="
                + huge
                + "}");
    assertThat(objects.get(2)).containsEntry("status", "analysed");
    assertThat(list.code()).isEqualTo(1);
    assertThat(objects(list.out()).get(0).toString())
        .isEqualTo(
            "{status=error, errors=[{move=2, text=h8, kind=taken, message=move 2: h8 is already"
                + " taken by X (move 1)}], file="
                + moves
                + "}");
    // A file that cannot be read is a message on standard error, as for every command, and an
    // error object of its own, so that every file has its line.
    assertThat(unread.code()).isEqualTo(2);
    assertThat(unread.err())
        .isEqualTo("noughts analyze: cannot read " + missing + ": no such file\n");
    List<Map<String, Object>> unreadObjects = objects(unread.out());
    assertThat(unreadObjects).hasSize(2);
    assertThat(unreadObjects.get(0).toString())
        .isEqualTo(
            "{status=error, errors=[{message=cannot read the file: no such file}], file="
                + missing
                + "}");
    assertThat(unreadObjects.get(1)).containsEntry("status", "analysed");
  }

  @Test
  void eachGameIsWrittenAndFlushedAsSoonAsItIsAnalysed() throws IOException {
    Path first = file("first.psq", OPEN_THREE_PSQ);
    Path second = file("second.psq", OPEN_THREE_PSQ);
    List<Long> linesAtEachFlush = new ArrayList<>();
    ByteArrayOutputStream out =
        new ByteArrayOutputStream() {
          @Override
          public void flush() {
            linesAtEachFlush.add(toString(StandardCharsets.UTF_8).lines().count());
          }
        };

    Runs.run(
        new ByteArrayInputStream(new byte[0]),
        out,
        false,
        "analyze",
        "--json",
        first.toString(),
        second.toString());

    // The first game's line reached the stream, flushed, before the second game was analysed.
    assertThat(linesAtEachFlush).contains(1L);
    assertThat(linesAtEachFlush.get(linesAtEachFlush.size() - 1)).isEqualTo(2L);
  }
}
