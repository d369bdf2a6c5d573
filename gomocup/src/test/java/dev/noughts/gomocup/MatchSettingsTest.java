package dev.noughts.gomocup;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.noughts.PlayedGame;
import java.util.List;
import org.junit.jupiter.api.Test;

class MatchSettingsTest {
  private static final PiskvorkOptions NEW = PiskvorkOptions.of("./pbrain-new");
  private static final PiskvorkOptions OLD = PiskvorkOptions.of("./pbrain-old");

  @Test
  void unlessSetAMatchIsOneGameAtATimeFromTheEmptyBoardAdjudicatedAndNotAnalysed() {
    MatchSettings settings = MatchSettings.of(NEW, OLD, 15, 15);

    assertThat(settings.names()).containsExactly("first", "second").inOrder();
    assertThat(settings.openings()).containsExactly(PlayedGame.of(15, 15, 5, ""));
    assertThat(settings.rows()).isEqualTo(15);
    assertThat(settings.columns()).isEqualTo(15);
    assertThat(settings.concurrency()).isEqualTo(1);
    assertThat(settings.adjudicationBudget()).isEqualTo(MatchSettings.DEFAULT_ADJUDICATION_BUDGET);
    assertThat(settings.analysisBudget()).isEqualTo(0);
    assertThat(settings.sprt()).isNull();
    assertThat(settings.clock()).isNull();
  }

  @Test
  void toBuilderKeepsEveryValueAndChangesOnlyWhatIsSet() {
    MatchSettings settings =
        MatchSettings.builder(NEW, OLD, 9, 9).names("new", "old").concurrency(2).build();

    MatchSettings changed = settings.toBuilder().analysisBudget(1_000).build();

    assertThat(settings.toBuilder().build()).isEqualTo(settings);
    assertThat(changed.names()).containsExactly("new", "old").inOrder();
    assertThat(changed.concurrency()).isEqualTo(2);
    assertThat(changed.analysisBudget()).isEqualTo(1_000);
    assertThat(changed).isNotEqualTo(settings);
    assertThat(settings.analysisBudget()).isEqualTo(0);
  }

  @Test
  void buildNamesEveryValueOutOfItsRange() {
    PiskvorkOptions fourInARow = PiskvorkOptions.builder().command("./four").winLength(4).build();
    MatchSettings.Builder builder =
        MatchSettings.builder(fourInARow, OLD, 9, 9)
            .openings(List.of(PlayedGame.of(9, 9, 5, ""), PlayedGame.of(15, 15, 5, "")))
            .concurrency(0)
            .adjudicationBudget(-1)
            .analysisBudget(20_000_001);

    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, builder::build);

    assertThat(e)
        .hasMessageThat()
        .isEqualTo(
            "a match plays gomoku, five in a row, free-style: the engine [./four] plays 4 in a row"
                + " under free-style; every opening is on the match's board, 9 x 9, five in a row: "
                + PlayedGame.of(15, 15, 5, "")
                + " is not; the concurrency is at least 1 game at once, got 0; the adjudication"
                + " budget is 0 (none) to 20000000 nodes, got -1; the analysis budget is 0 (none)"
                + " to 20000000 nodes, got 20000001");
    assertThat(
            assertThrows(
                    IllegalArgumentException.class,
                    () -> MatchSettings.of(NEW, OLD, 9, 9).toBuilder().openings(List.of()).build())
                .getMessage())
        .isEqualTo("a match needs at least one opening (the empty board for none)");
  }
}
