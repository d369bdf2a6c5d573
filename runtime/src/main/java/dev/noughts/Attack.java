package dev.noughts;

import java.util.Map;

/**
 * A proof that the attacker wins, as a strategy: the attacker's {@code move}, then for each reply
 * of the defender that is listed, the attack that follows it. A reply that is not listed must leave
 * the attacker a cell that makes k in a row at once; {@link ProofChecker} checks that, and every
 * listed reply, against every move the defender has.
 *
 * <p>Cells are numbered {@code row * columns + column} from 0.
 *
 * @param move the attacker's cell
 * @param replies the defender's replies that need more than an immediate win, each with the attack
 *     that answers it
 */
record Attack(int move, Map<Integer, Attack> replies) {
  Attack {
    replies = Map.copyOf(replies);
  }

  /** The attacker's move, with no reply to list: it wins at once or leaves two winning cells. */
  static Attack finishing(int move) {
    return new Attack(move, Map.of());
  }
}
