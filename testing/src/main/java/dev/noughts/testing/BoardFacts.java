package dev.noughts.testing;

import static com.google.common.truth.Fact.fact;

import com.google.common.truth.Fact;
import dev.noughts.Position;
import dev.noughts.engines.internal.FailureLayout;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The subjects' failures in noughts' {@link FailureLayout}, as Truth facts: Truth aligns the keys
 * itself.
 */
final class BoardFacts {
  private BoardFacts() {}

  /** {@code facts}, then the facts that show the board of {@code position}. */
  static Fact[] followedByBoard(List<Fact> facts, @Nullable Position position) {
    List<Fact> all = new ArrayList<>(facts);
    for (FailureLayout.Fact board : FailureLayout.boardFacts(position)) {
      all.add(fact(board.key(), board.value()));
    }
    return all.toArray(new Fact[0]);
  }
}
