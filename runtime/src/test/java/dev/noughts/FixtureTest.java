package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** {@link Fixture}'s builder: components by name, defaults, and every missing one named. */
class FixtureTest {
  private static final Position CORNER = Position.of("X - - / - - - / - - -");

  @Test
  void eachSetterSetsItsComponentAsTheConstructorDoes() {
    Fixture built =
        Fixture.builder()
            .name("answerTheCorner")
            .position(CORNER)
            .expect(Set.of(Outcome.IN_PROGRESS))
            .perfectPlay(GameValue.DRAW)
            .bestMoves(List.of(new Square(2, 2)))
            .avoidMoves(List.of(new Square(1, 2)))
            .winningMoves(List.of(new Square(3, 3)))
            .losingMoves(List.of(new Square(1, 3)))
            .onlyMoves(List.of(new Square(2, 1)))
            .build();
    assertThat(built)
        .isEqualTo(
            new Fixture(
                "answerTheCorner",
                CORNER,
                Set.of(Outcome.IN_PROGRESS),
                GameValue.DRAW,
                List.of(new Square(2, 2)),
                List.of(new Square(1, 2)),
                List.of(new Square(3, 3)),
                List.of(new Square(1, 3)),
                List.of(new Square(2, 1))));
  }

  @Test
  void whatIsNotSetIsEmptyOrNull() {
    Fixture corner = Fixture.builder().name("corner").position(CORNER).build();
    assertThat(corner)
        .isEqualTo(new Fixture("corner", CORNER, Set.of(), null, List.of(), List.of()));
  }

  @Test
  void toBuilderKeepsEveryComponentAndChangesOnlyWhatIsSet() {
    Fixture original =
        Fixture.builder()
            .name("answerTheCorner")
            .position(CORNER)
            .perfectPlay(GameValue.DRAW)
            .bestMoves(List.of(new Square(2, 2)))
            .build();
    assertThat(original.toBuilder().build()).isEqualTo(original);
    Fixture changed = original.toBuilder().avoidMoves(List.of(new Square(1, 2))).build();
    assertThat(changed.bestMoves()).containsExactly(new Square(2, 2));
    assertThat(changed.avoidMoves()).containsExactly(new Square(1, 2));
    assertThat(changed.perfectPlay()).isEqualTo(GameValue.DRAW);
    assertThat(original.avoidMoves()).isEmpty();
  }

  @Test
  void theBuilderCopiesTheListsItIsGiven() {
    List<Square> moves = new ArrayList<>(List.of(new Square(2, 2)));
    Fixture.Builder builder = Fixture.builder().name("corner").position(CORNER).bestMoves(moves);
    moves.clear();
    assertThat(builder.build().bestMoves()).containsExactly(new Square(2, 2));
  }

  @Test
  void buildingWithoutTheRequiredComponentsNamesEveryOneMissing() {
    IllegalStateException neither =
        assertThrows(IllegalStateException.class, () -> Fixture.builder().build());
    assertThat(neither)
        .hasMessageThat()
        .isEqualTo("a Fixture needs a name and a position; not set: name, position");
    IllegalStateException noPosition =
        assertThrows(IllegalStateException.class, () -> Fixture.builder().name("corner").build());
    assertThat(noPosition)
        .hasMessageThat()
        .isEqualTo("a Fixture needs a name and a position; not set: position");
  }

  @Test
  void aNullComponentIsRefusedWhereItIsSetNamingIt() {
    NullPointerException thrown =
        assertThrows(NullPointerException.class, () -> Fixture.builder().bestMoves(null));
    assertThat(thrown).hasMessageThat().isEqualTo("bestMoves");
  }
}
