package dev.noughts.examples;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.noughts.Forbidden;
import dev.noughts.ForbiddenPoint;
import dev.noughts.Position;
import dev.noughts.Rule;
import dev.noughts.Square;
import dev.noughts.Verdict;
import org.junit.jupiter.api.Test;

/** The snippets of docs/gomoku-rules.md, compiled and run. */
class GomokuRulesTest {

  @Test
  void rulesAndForbiddenPoints() {
    // tag::gomoku-rules[]
    Position free = Position.of(3, "X X - X / O O - - / - - - - / - - - O"); // 4 x 4, three to win
    Position exact = free.withRule(Rule.EXACTLY_K);
    assertThat(free.play(1, 3).getVerdict().toString()).isEqualTo("X wins: (1,1)-(1,4)");
    assertThat(exact.play(1, 3).getVerdict().toString()).isEqualTo("in progress: O to move");

    Position renju =
        Position.empty(15, 15, 5)
            .withRule(Rule.RENJU)
            .play(8, 6).play(1, 1)
            .play(8, 7).play(1, 3)
            .play(7, 8).play(1, 5)
            .play(6, 8).play(1, 7); // X to move: (8,8) would make two threes
    assertThat(renju.getForbiddenPoints())
        .containsExactly(new ForbiddenPoint(new Square(8, 8), Forbidden.DOUBLE_THREE));

    Verdict foul = renju.play(8, 8).getVerdict(); // X may move there, and loses
    assertThat(foul.toString()).isEqualTo("O wins: X's move (8,8) is forbidden (double three)");

    Position go = Position.empty(19, 19, 5);
    IllegalArgumentException error =
        assertThrows(IllegalArgumentException.class, () -> go.withRule(Rule.RENJU));
    assertThat(error)
        .hasMessageThat()
        .isEqualTo(
            "renju is played on a 15 x 15 board with 5 to win, but this board is 19 x 19 with 5"
                + " to win; choose Rule.FREE_STYLE or Rule.EXACTLY_K for it, or start renju from"
                + " Position.empty(15, 15, 5)");
    // end::gomoku-rules[]
    assertThat(foul).isInstanceOf(Verdict.Foul.class);
  }
}
