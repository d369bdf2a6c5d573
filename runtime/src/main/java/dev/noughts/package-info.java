/**
 * Tic-tac-toe positions, the board notation, and the rules that judge them.
 *
 * <p>Start with {@link dev.noughts.Position}: build one from notation ({@link
 * dev.noughts.Position#of(String...)}), from an {@code int[][]} of 0/1/2 ({@link
 * dev.noughts.Position#fromArray(int[][])}) or move by move ({@link dev.noughts.Position#play(int,
 * int)}), then ask for its {@link dev.noughts.Verdict}. {@link dev.noughts.Noughts} holds the entry
 * points for boards that arrive as text or arrays, including the lenient n x n {@link
 * dev.noughts.Noughts#gameOver(int[][])}.
 *
 * <p>Rows and columns are numbered from 1 everywhere in this API: the top-left cell is row 1,
 * column 1.
 */
@NullMarked
package dev.noughts;

import org.jspecify.annotations.NullMarked;
