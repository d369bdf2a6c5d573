/**
 * Tic-tac-toe positions, the board notation, and the rules that judge them.
 *
 * <p>Start with {@link dev.noughts.Position}: build one from notation ({@link
 * dev.noughts.Position#of(String...)}), from an {@code int[][]} of 0/1/2 ({@link
 * dev.noughts.Position#fromArray(int[][])}) or move by move ({@link dev.noughts.Position#play(int,
 * int)}), then ask for its {@link dev.noughts.Verdict}. {@link dev.noughts.Noughts} holds the
 * lenient game-over rule on arrays read in place: {@link dev.noughts.Noughts#gameOver(int[][])}
 * and, with a win length, {@link dev.noughts.Noughts#gameOver(int[][], int)}.
 *
 * <p>For engine authors: {@link dev.noughts.Solver} gives perfect play from a position (its value,
 * plies, best moves and every move's own), {@link dev.noughts.Symmetry} the 8 symmetries of the
 * board, {@link dev.noughts.Perft} the number of move sequences of each length, and {@link
 * dev.noughts.GameRecord} plays a game record in the move notation ({@link
 * dev.noughts.Square#parse(String)}).
 *
 * <p>Rows and columns are numbered from 1 everywhere in this API: the top-left cell is row 1,
 * column 1.
 *
 * <h2>Names</h2>
 *
 * <p>One rule names every accessor, so that Java and Kotlin both read them naturally:
 *
 * <ul>
 *   <li>A record's components keep their own names: {@code win.winner()}, {@code square.row()}.
 *   <li>Every other property of a class or interface is a JavaBean getter: {@code
 *       position.getRowCount()}, {@code position.getVerdict()}, {@code position.getNextPlayer()},
 *       {@code verdict.getOutcome()}, {@code position.isOver()}.
 *   <li>Methods that take arguments, make a new value or do real work are verbs: {@code play},
 *       {@code with}, {@code toArray}, {@code toRows}.
 * </ul>
 *
 * <p>Kotlin reads both kinds of accessor as properties: {@code win.winner}, {@code
 * position.verdict}, {@code position.nextPlayer}, {@code position.isOver}.
 *
 * <p>Everything here is {@link org.jspecify.annotations.NullMarked @NullMarked}: nothing is null
 * unless marked {@link org.jspecify.annotations.Nullable @Nullable}, such as {@link
 * dev.noughts.Position#getNextPlayer()} when nobody is to move. NullAway checks this at build time.
 */
@NullMarked
package dev.noughts;

import org.jspecify.annotations.NullMarked;
