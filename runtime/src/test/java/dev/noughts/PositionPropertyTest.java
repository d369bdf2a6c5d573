package dev.noughts;

import static com.google.common.truth.Truth.assertThat;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

class PositionPropertyTest {

  @Provide
  Arbitrary<String> notationLike() {
    return Arbitraries.strings()
        .withChars("XOxo-/ \n\r\t#0._")
        .withCharRange('\u0000', '\u2000')
        .ofMaxLength(60);
  }

  @Property(tries = 2000)
  void anyTextParsesOrThrowsTheDocumentedException(@ForAll("notationLike") String text) {
    try {
      Position position = Position.of(text);
      assertThat(position.getRowCount()).isAtLeast(1);
    } catch (NotationException expected) {
      assertThat(expected.getErrors()).isNotEmpty();
    }
  }

  @Property(tries = 2000)
  void anyUnicodeParsesOrThrowsTheDocumentedException(@ForAll String text) {
    try {
      Position.of(text);
    } catch (NotationException expected) {
      assertThat(expected.getErrors()).isNotEmpty();
    }
  }

  @Provide
  Arbitrary<int[][]> boards() {
    return Arbitraries.integers()
        .between(1, 12)
        .flatMap(
            n ->
                Arbitraries.integers()
                    .between(0, 2)
                    .array(int[].class)
                    .ofSize(n)
                    .array(int[][].class)
                    .ofSize(n));
  }

  @Property(tries = 1000)
  void canonicalTextReadsBackToAnEqualPosition(@ForAll("boards") int[][] board) {
    Position position = Position.fromArray(board);
    assertThat(Position.of(position.toString())).isEqualTo(position);
    assertThat(Position.of(position.toRows().toArray(new String[0]))).isEqualTo(position);
  }

  @Property(tries = 1000)
  void gameOverAgreesWithThePlainRule(@ForAll("boards") int[][] board) {
    assertThat(Noughts.gameOver(board)).isEqualTo(GameOverTest.reference(board));
  }

  @Property(tries = 1000)
  void aLegalVerdictMatchesLegalPlayOnThreeByThree(
      @ForAll @IntRange(min = 0, max = 19682) int code) {
    LegalPlay play = threeByThree();
    Verdict verdict = Position.fromArray(play.toArray(code)).getVerdict();
    assertThat(verdict.getOutcome() != Outcome.IMPOSSIBLE).isEqualTo(play.reachable.get(code));
  }

  private static LegalPlay threeByThreePlay;

  private static synchronized LegalPlay threeByThree() {
    if (threeByThreePlay == null) {
      threeByThreePlay = new LegalPlay(3);
    }
    return threeByThreePlay;
  }

  @Property(tries = 300)
  void aWinnersLinesAreAllFullOfTheWinnersMark(@ForAll("boards") int[][] board) {
    Verdict verdict = Position.fromArray(board).getVerdict();
    if (verdict instanceof Verdict.Win) {
      Verdict.Win win = (Verdict.Win) verdict;
      for (Line line : win.lines()) {
        for (Square square : line.squares()) {
          assertThat(board[square.row() - 1][square.column() - 1]).isEqualTo(win.winner().code());
        }
      }
    }
  }
}
