package dev.noughts.cli;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static dev.noughts.cli.Runs.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.noughts.GameRecord;
import dev.noughts.cli.Runs.Run;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every JSON line of every command, run with {@code --json} on real inputs, is valid against the
 * JSON Schema of docs/cli-json.md, read from that page: the documented contract and the output
 * cannot drift apart. The inputs reach every status, every kind of error, the prover and an engine
 * process, and the test checks that they did.
 */
class CliJsonSchemaTest {
  private static final Path PAGE = Path.of("..", "docs", "cli-json.md");
  private static final Pattern SCHEMA_BLOCK =
      Pattern.compile("```json\\n(\\{\\n  \"\\$schema\".*?)\\n```", Pattern.DOTALL);
  private static final ObjectMapper MAPPER = new ObjectMapper();

  @TempDir Path directory;

  @Test
  void checkWritesWhatTheSchemaAllows() throws IOException {
    String boards =
        String.join(
            "\n",
            "X X X / O O - / - - -",
            "X O X / - O - / - - -",
            "",
            "X O X / X O O / O X X",
            "O O - / X - - / - - -",
            "X O # / - - - / - - -",
            "- - - - / - - - - / - - - - / - - - -",
            "#".repeat(70_000));
    List<JsonNode> lines = new ArrayList<>();
    lines.addAll(valid("check", run(boards, "check", "--each-line", "--json")));
    lines.addAll(valid("check", run("X - - / - - - / - - -", "check", "--json")));
    lines.addAll(valid("check", run(badByte(), false, "check", "--each-line", "--json")));
    lines.addAll(valid("check", run("X X - - / O O - -", "check", "--json", "--win-length", "5")));
    lines.addAll(
        valid(
            "check",
            run(
                "h8 h9 g7\nh8 h8 p8\n",
                "check",
                "--each-line",
                "--json",
                "--game",
                "15x15",
                "--win-length",
                "5")));
    lines.addAll(
        valid(
            "check",
            run("X X X X / O O O - / - - - - / - - - -", "check", "--json", "--any-size")));
    Path badGame =
        Files.writeString(
            directory.resolve("bad.psq"), "Piskvorky 15x15, 11:11, 0\n8,8,0\n8,8,0\n-1\n");
    lines.addAll(valid("check", run("", "check", "--json", badGame.toString())));
    lines.addAll(valid("check", run("(;GM[4];B[hh];W[hh])", "check", "--json")));
    assertThat(values(lines, "status"))
        .containsExactly("win", "in_progress", "draw", "impossible", "error");
    assertThat(keys(lines))
        .containsAtLeast("input_line", "board_omitted", "hint", "row", "cell", "kind");
    assertThat(keys(lines)).doesNotContain("line");
  }

  @Test
  void solveWritesWhatTheSchemaAllowsAndLineIsAlwaysThePrincipalLine() throws IOException {
    String classic =
        String.join(
            "\n",
            "X O - / - X - / O - -",
            "X X X / O O - / - - -",
            "X O X / X O O / O X X",
            "O O - / X - - / - - -",
            "X O # / - - - / - - -");
    List<JsonNode> lines = new ArrayList<>();
    lines.addAll(valid("solve", run(classic, "solve", "--each-line", "--json")));
    String gomoku = openThree() + "\n" + loss() + "\n" + gomoku("8,8 1,1");
    List<JsonNode> proved =
        valid("solve", run(gomoku, "solve", "--each-line", "--json", "--win-length", "5"));
    lines.addAll(proved);
    lines.addAll(
        valid("solve", run(openThree(), "solve", "--json", "--win-length", "5", "--budget", "3")));
    String large = ("- ".repeat(33).strip() + " / ").repeat(32) + "- ".repeat(33).strip();
    lines.addAll(valid("solve", run(large, "solve", "--json", "--win-length", "5")));
    assertThat(values(lines, "value")).containsExactly("x", "o", "draw", "unknown");
    assertThat(values(lines, "status"))
        .containsExactly("win", "in_progress", "draw", "impossible", "error");
    // Each line of the input, the first one included, says its number as input_line, and line is
    // the principal line: a list of squares, never the input's line.
    assertThat(proved).hasSize(3);
    for (int i = 0; i < proved.size(); i++) {
      assertThat(proved.get(i).get("input_line").asInt()).isEqualTo(i + 1);
      assertThat(proved.get(i).get("line").isArray()).isTrue();
    }
    assertThat(proved.get(0).get("line").toString()).isEqualTo("[[8,6],[8,5],[8,10]]");
  }

  @Test
  void rulesWriteWhatTheSchemaAllows() throws IOException {
    String[] renju = {"--json", "--win-length", "5", "--rule", "renju"};
    String overline = "X X X X X X - - - - - - - - - / " + "O - O - O - O - O - - - - - - / ";
    overline += "- - - - - - - - - - - - - - - / ".repeat(12) + "- - - - - - - - - - - - - - -";
    List<JsonNode> lines = new ArrayList<>();
    lines.addAll(valid("check", run(overline, concat("check", renju))));
    lines.addAll(
        valid(
            "check",
            run("h8 a1 g8 a3 f9 a5 f10 a7 f8", concat("check", renju, "--game", "15x15"))));
    lines.addAll(
        valid(
            "check",
            run(
                "X X X X / O O - - / - - - - / - - - O",
                "check",
                "--json",
                "--win-length",
                "3",
                "--rule",
                "standard")));
    lines.addAll(
        valid(
            "solve",
            run(
                "X X - X / O O - - / - - - - / - - - O",
                "solve",
                "--json",
                "--win-length",
                "3",
                "--rule",
                "standard")));
    lines.addAll(valid("solve", run("h8 a1", concat("solve", renju, "--game", "15x15"))));
    lines.addAll(
        valid(
            "solve",
            run("h8 a1 g8 a3 f9 a5 f10 a7 f8", concat("solve", renju, "--game", "15x15"))));
    assertThat(values(lines, "status")).containsExactly("foul", "in_progress");
    assertThat(values(lines, "beyond_solver")).containsExactly("renju");
    assertThat(values(lines, "rule")).containsExactly("standard", "renju");
    assertThat(keys(lines)).containsAtLeast("forbidden", "move", "lines");
  }

  private static String[] concat(String command, String[] args, String... more) {
    List<String> all = new ArrayList<>();
    all.add(command);
    all.addAll(List.of(args));
    all.addAll(List.of(more));
    return all.toArray(new String[0]);
  }

  @Test
  void perftWritesWhatTheSchemaAllows() throws IOException {
    List<JsonNode> lines = new ArrayList<>();
    lines.addAll(valid("perft", run("", true, "perft", "--json", "--depth", "3")));
    lines.addAll(valid("perft", run("", true, "perft", "--json", "--depth", "2", "--divide")));
    lines.addAll(valid("perft", run("O O - / X - - / - - -", "perft", "--json")));
    lines.addAll(valid("perft", run("X O # / - - - / - - -", "perft", "--json")));
    assertThat(keys(lines)).containsAtLeast("depth", "move", "nodes", "problems", "errors");
  }

  @Test
  void gameOverWritesWhatTheSchemaAllows() throws IOException {
    Path json = Files.writeString(directory.resolve("board.json"), "[[1,1,1],[2,2,0],[0,0,0]]");
    List<JsonNode> lines = new ArrayList<>();
    lines.addAll(valid("game-over", run("1 2 0\n0 0 0\n0 0 0\n", "game-over", "--json")));
    lines.addAll(valid("game-over", run("", "game-over", "--json", json.toString())));
    assertThat(values(lines, "game_over")).containsExactly("true", "false");
  }

  @Test
  void engineWritesWhatTheSchemaAllows() throws IOException {
    Path suite =
        Files.writeString(
            directory.resolve("suite.txt"),
            "-------/-------/--XX---/--OO---/-------/-------/-------; k 4; X wins by fours;"
                + " moves (3,2) (3,5); line (3,5) (3,2) (3,6)\n",
            StandardCharsets.UTF_8);
    List<JsonNode> lines = new ArrayList<>();
    String file = suite.toString();
    lines.addAll(
        valid(
            "engine", run("", EngineCommandTest.fourInARow(file, "--json", "--", "first-empty"))));
    lines.addAll(
        valid("engine", run("", EngineCommandTest.fourInARow(file, "--json", "--", "crash"))));
    lines.addAll(
        valid(
            "engine",
            run(
                "",
                EngineCommandTest.fourInARow(
                    "tactics-7", "--json", "--", "proved", "7", "7", "4"))));
    Path two =
        Files.writeString(
            directory.resolve("two.txt"), EngineCommandTest.SUITE, StandardCharsets.UTF_8);
    lines.addAll(
        valid(
            "engine",
            run(
                "",
                EngineCommandTest.fourInARow(two.toString(), "--json", "--", "silent-restart"))));
    assertThat(keys(lines)).containsAtLeast("move", "proof", "failure", "restarted", "tactics");
    assertThat(values(lines, "grade")).containsAtLeast("right", "losing", "none");
    List<JsonNode> checks =
        valid(
            "conformance",
            run("", EngineCommandTest.args("--conformance", "--json", "--", "first-empty")));
    assertThat(values(checks, "passed")).containsExactly("true", "false");
  }

  @Test
  void analyzeWritesWhatTheSchemaAllows() throws IOException {
    Path openThree =
        Files.writeString(
            directory.resolve("open-three.psq"),
            "Piskvorky 15x15, 11:11, 0\n8,8,0\n1,1,0\n9,8,0\n1,2,0\n10,8,0\n1,3,0\n15,15,0\n"
                + "7,8,0\nfirst.zip\nsecond.zip\n-1\n");
    Path onTime =
        Files.writeString(
            directory.resolve("on-time.psq"),
            "Piskvorky 15x15, 11:11, 0\n8,8,0\n-1\nresult: W+T\n");
    Path bad =
        Files.writeString(
            directory.resolve("bad.psq"), "Piskvorky 15x15, 11:11, 0\n8,8,0\n8,8,0\n-1\n");
    Path huge = Files.writeString(directory.resolve("huge.psq"), "Piskvorky 40x40, 0:0, 0\n-1\n");
    Path classic = Files.writeString(directory.resolve("classic.txt"), "2,2 1,2 3,2 1,1");
    Path won = Files.writeString(directory.resolve("won.txt"), "2,2 1,2 1,1 1,3 3,3");
    Path taken = Files.writeString(directory.resolve("taken.txt"), "2,2 2,2");
    List<JsonNode> lines = new ArrayList<>();
    lines.addAll(
        valid(
            "analyze",
            run(
                "",
                "analyze",
                "--json",
                openThree.toString(),
                onTime.toString(),
                bad.toString(),
                huge.toString(),
                directory.resolve("missing.psq").toString())));
    lines.addAll(
        valid(
            "analyze",
            run(
                "",
                "analyze",
                "--json",
                "--game",
                "3x3",
                classic.toString(),
                won.toString(),
                taken.toString())));
    assertThat(values(lines, "status")).containsExactly("analysed", "error");
    assertThat(values(lines, "result")).containsExactly("unfinished", "o", "x");
    assertThat(values(lines, "ending")).containsExactly("time", "unstated");
    assertThat(keys(lines)).containsAtLeast("tactic", "input_line", "kind", "players");
  }

  @Test
  void theSchemaRefusesWhatNoCommandWrites() throws IOException {
    // The input's line under "line", as check and solve wrote it before input_line.
    assertThat(
            errors(
                "check",
                "{\"board\":\"X - - / - - - / - - -\",\"status\":\"in_progress\","
                    + "\"next\":\"O\",\"file\":\"-\",\"line\":1}"))
        .isNotEmpty();
    assertThat(
            errors(
                "solve",
                "{\"board\":\"...\",\"status\":\"in_progress\",\"next\":\"X\","
                    + "\"value\":\"unknown\",\"winning_moves\":[],\"line\":1,\"nodes\":1,"
                    + "\"beyond_solver\":\"too_many_empty_cells\",\"file\":\"-\"}"))
        .isNotEmpty();
    // A solution and a proof at once; a win with no winner; an unknown status.
    assertThat(
            errors(
                "solve",
                "{\"board\":\"...\",\"status\":\"in_progress\",\"next\":\"X\","
                    + "\"value\":\"x\",\"plies\":1,\"best_moves\":[],\"moves\":[],\"winning_moves\":[],"
                    + "\"line\":[],\"nodes\":1,\"beyond_solver\":\"budget_spent\",\"file\":\"-\"}"))
        .isNotEmpty();
    assertThat(
            errors(
                "check",
                "{\"board\":\"X X X / O O - / - - -\",\"status\":\"win\","
                    + "\"lines\":[[[1,1],[1,2],[1,3]]],\"file\":\"-\"}"))
        .isNotEmpty();
    assertThat(errors("check", "{\"board\":\"-\",\"status\":\"lost\",\"file\":\"-\"}"))
        .isNotEmpty();
    assertThat(
            errors(
                "check",
                "{\"board\":\"X - - / - - - / - - -\",\"status\":\"in_progress\","
                    + "\"next\":\"O\",\"file\":\"-\",\"input_line\":1}"))
        .isEmpty();
  }

  /** The lines {@code run} printed, each checked against the schema of {@code command}. */
  private static List<JsonNode> valid(String command, Run run) throws IOException {
    assertWithMessage("standard output of %s", command).that(run.out()).isNotEmpty();
    List<JsonNode> lines = new ArrayList<>();
    for (String line : run.out().split("\n")) {
      assertWithMessage("%s printed %s", command, line).that(errors(command, line)).isEmpty();
      lines.add(MAPPER.readTree(line));
    }
    return lines;
  }

  /** What the schema of {@code command} finds wrong with the JSON {@code line}. */
  private static List<String> errors(String command, String line) throws IOException {
    List<String> messages = new ArrayList<>();
    for (Error error : schema(command).validate(MAPPER.readTree(line))) {
      messages.add(error.toString());
    }
    return messages;
  }

  /** The schema of docs/cli-json.md, with {@code $defs/command} as its root. */
  private static Schema schema(String command) throws IOException {
    Matcher block = SCHEMA_BLOCK.matcher(Files.readString(PAGE, StandardCharsets.UTF_8));
    assertWithMessage("the schema's json block in %s", PAGE).that(block.find()).isTrue();
    ObjectNode root = (ObjectNode) MAPPER.readTree(block.group(1));
    assertWithMessage("$defs/%s", command).that(root.get("$defs").has(command)).isTrue();
    root.put("$ref", "#/$defs/" + command);
    return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
        .getSchema(MAPPER.writeValueAsString(root));
  }

  /** Every field name of {@code lines}, nested ones included. */
  private static Set<String> keys(List<JsonNode> lines) {
    Set<String> keys = new HashSet<>();
    for (JsonNode line : lines) {
      addKeys(line, keys);
    }
    return keys;
  }

  private static void addKeys(JsonNode node, Set<String> keys) {
    node.fieldNames().forEachRemaining(keys::add);
    node.elements().forEachRemaining(child -> addKeys(child, keys));
  }

  /** The values of the field {@code name} in {@code lines}, as text. */
  private static Set<String> values(List<JsonNode> lines, String name) {
    Set<String> values = new HashSet<>();
    for (JsonNode line : lines) {
      if (line.has(name)) {
        values.add(line.get(name).asText());
      }
    }
    return values;
  }

  /** A 3 x 3 board, then a line with the byte 0xFF, which is not UTF-8. */
  private static ByteArrayInputStream badByte() throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    bytes.write("X - - / - - - / - - -\nX ".getBytes(StandardCharsets.US_ASCII));
    bytes.write(0xFF);
    bytes.write("\n".getBytes(StandardCharsets.US_ASCII));
    return new ByteArrayInputStream(bytes.toByteArray());
  }

  /** X to move on 15 x 15 with an open three: a win by force, on one line. */
  private static String openThree() {
    return gomoku("8,7 9,3 8,8 9,4 8,9 9,5 1,1 15,15");
  }

  /** X to move against O's open four: a loss whatever X plays. */
  private static String loss() {
    return gomoku("9,3 8,6 9,4 8,7 9,5 8,8 1,1 8,9");
  }

  /** The 15 x 15 board of {@code moves}, five to win, on one line. */
  private static String gomoku(String moves) {
    return GameRecord.play(15, 15, 5, moves).toString();
  }
}
