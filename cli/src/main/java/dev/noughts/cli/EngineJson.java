package dev.noughts.cli;

import dev.noughts.Square;
import dev.noughts.engines.ProofGrade;
import dev.noughts.engines.TacticsScore;
import dev.noughts.gomocup.PoolJudging;
import dev.noughts.gomocup.Reply;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * {@code noughts engine --json}'s objects, as docs/cli-json.md documents them: one per tactic,
 * written and flushed as soon as it is judged, then the counts.
 */
final class EngineJson {
  private final JsonLines out;
  private final Output flushed;

  EngineJson(Output out) {
    this.out = new JsonLines(out);
    this.flushed = out;
  }

  /**
   * Writes the tactic's line and flushes it: {@code tactic}, {@code kind}, {@code move}, {@code
   * grade}, {@code proof}, {@code failure}, {@code restarted}, a field with no value left out.
   */
  void tactic(PoolJudging.Judged judged) {
    TacticsScore.Result result = judged.result();
    Map<String, Object> object = new LinkedHashMap<>();
    object.put("tactic", result.getNumber());
    object.put("kind", result.getTactic().getKind().name().toLowerCase(Locale.ROOT));
    Square move = result.getMove();
    object.put("move", move == null ? null : new int[] {move.row(), move.column()});
    object.put("grade", grade(result.getGrade()));
    object.put("proof", result.getProof() == null ? null : result.getProof().toString());
    Reply.Failure failure = judged.failure();
    if (failure != null) {
      object.put("failure", failure.toString());
    }
    if (judged.restarted()) {
      object.put("restarted", true);
    }
    out.write(object);
    flushed.flush();
  }

  /**
   * Writes the last line: {@code tactics}, the count of those judged, and of each grade; and {@code
   * interrupted: true} when the run was cut short.
   */
  void counts(TacticsScore score, boolean interrupted) {
    Map<String, Object> total = new LinkedHashMap<>();
    total.put("tactics", score.getResults().size());
    for (ProofGrade grade : ProofGrade.values()) {
      total.put(grade(grade), 0);
    }
    for (TacticsScore.Result result : score.getResults()) {
      total.merge(grade(result.getGrade()), 1, (a, b) -> (Integer) a + (Integer) b);
    }
    if (interrupted) {
      total.put("interrupted", true);
    }
    out.write(total);
    flushed.flush();
  }

  private static String grade(ProofGrade grade) {
    return grade.name().toLowerCase(Locale.ROOT);
  }
}
