package dev.noughts.engines;

import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.engines.TacticExamples.DEFENCE;
import static dev.noughts.engines.TacticExamples.WIN;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class TacticsSelectionTest {
  private static final List<Tactic> SUITE = List.of(WIN, DEFENCE, WIN, DEFENCE, WIN);

  @Test
  void aWholeSuiteIsNumberedFromOne() {
    TacticsSelection all = TacticsSelection.of(SUITE);
    assertThat(all.getTactics()).isEqualTo(SUITE);
    assertThat(all.getNumbers()).containsExactly(1, 2, 3, 4, 5).inOrder();
    assertThat(all.toString()).isEqualTo("5 tactics, numbered 1 to 5");
  }

  @Test
  void aKindKeepsItsTacticsWithTheirNumbers() {
    TacticsSelection defences = TacticsSelection.of(SUITE).ofKind(Tactic.Kind.DEFENCE);
    assertThat(defences.getTactics()).containsExactly(DEFENCE, DEFENCE);
    assertThat(defences.getNumbers()).containsExactly(2, 4).inOrder();
    TacticsSelection both =
        TacticsSelection.of(SUITE).ofKind(Tactic.Kind.DEFENCE, Tactic.Kind.WIN_BY_FOURS);
    assertThat(both.getNumbers()).containsExactly(1, 2, 3, 4, 5).inOrder();
    assertThat(TacticsSelection.of(SUITE).ofKind(Tactic.Kind.WIN_BY_THREES).toString())
        .isEqualTo("no tactics");
  }

  @Test
  void numbersSelectARangeOfTheSuiteAndNothingBeyondIt() {
    TacticsSelection range = TacticsSelection.of(SUITE).numbered(2, 3);
    assertThat(range.getTactics()).containsExactly(DEFENCE, WIN).inOrder();
    assertThat(range.getNumbers()).containsExactly(2, 3).inOrder();
    assertThat(
            TacticsSelection.of(SUITE)
                .ofKind(Tactic.Kind.WIN_BY_FOURS)
                .numbered(3, 99)
                .getNumbers())
        .containsExactly(3, 5)
        .inOrder();
    assertThat(TacticsSelection.of(SUITE).numbered(4, 4).toString())
        .isEqualTo("1 tactic, numbered 4");
    assertThat(TacticsSelection.of(SUITE).numbered(6, 10).getTactics()).isEmpty();
  }

  @Test
  void aFilterKeepsTheNumbersOfWhatItAccepts() {
    TacticsSelection wins = TacticsSelection.of(SUITE).filter(tactic -> tactic.getKind().isWin());
    assertThat(wins.getNumbers()).containsExactly(1, 3, 5).inOrder();
  }

  @Test
  void aRangeThatStartsBeforeOneOrEndsBeforeItStartsIsRefused() {
    assertThat(
            assertThrows(
                    IllegalArgumentException.class, () -> TacticsSelection.of(SUITE).numbered(0, 3))
                .getMessage())
        .isEqualTo(
            "tactics 0 to 3: tactics are numbered from 1, and the last is not before the first");
    assertThat(
            assertThrows(
                    IllegalArgumentException.class, () -> TacticsSelection.of(SUITE).numbered(5, 4))
                .getMessage())
        .isEqualTo(
            "tactics 5 to 4: tactics are numbered from 1, and the last is not before the first");
  }
}
