package dev.noughts.cli;

import dev.noughts.Position;
import dev.noughts.Rule;
import java.util.Locale;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Option;

/**
 * The {@code --rule freestyle|standard|renju} option of every command that reads boards: the gomoku
 * family's rule sets (Gomocup's rules 0, 1 and 4), each a {@link Rule} of the runtime.
 */
final class RuleOption {
  /** What the option's names are, in the order messages give them. */
  static final String CHOICES =
      "freestyle (k or more in a row win), standard (exactly k in a row) or renju (15 x 15, five"
          + " to win; X must make exactly five and may not make a double three, a double four or"
          + " an overline)";

  @Option(
      names = "--rule",
      paramLabel = "RULE",
      description =
          "The rule that judges every board: freestyle (the default; k or more in a row win),"
              + " standard (exactly k in a row; a longer run does not win) or renju (on 15 x 15"
              + " with --win-length 5 only).")
  private @Nullable String name;

  private Rule rule = Rule.FREE_STYLE;

  /** The rule asked for, once {@link #known} said yes: free-style unless given. */
  Rule rule() {
    return rule;
  }

  /** Whether the option was given at all (even as {@code --rule freestyle}). */
  boolean given() {
    return name != null;
  }

  /**
   * Whether the name given is one of the rules (or none is given); else says why not on standard
   * error, for the command named {@code command}, whose exit code is then that of a usage error.
   */
  boolean known(Io io, String command) {
    if (name == null) {
      return true;
    }
    Rule named = byName(name);
    if (named == null) {
      io.err().println("noughts " + command + ": --rule is " + name + "; choose " + CHOICES);
      return false;
    }
    rule = named;
    return true;
  }

  /**
   * Whether boards with {@code k} to win (null for a whole line) may be judged by the rule: renju
   * needs five; else says why not on standard error, as {@link #known} does.
   */
  boolean fits(Io io, String command, @Nullable Integer k) {
    if (rule != Rule.RENJU || (k != null && k == 5)) {
      return true;
    }
    io.err()
        .println(
            "noughts "
                + command
                + ": --rule renju is five in a row on a 15 x 15 board, but "
                + (k == null
                    ? "without --win-length a board is won by a whole line"
                    : "--win-length is " + k)
                + "; give --win-length 5 for renju, or --rule freestyle or --rule standard");
    return false;
  }

  /**
   * {@code position} judged by the rule.
   *
   * @throws IllegalArgumentException when the rule is renju and the board is not 15 x 15 with 5 to
   *     win: the message names the board and the rules that fit it
   */
  Position apply(Position position) {
    if (rule == Rule.RENJU
        && (position.getRowCount() != 15
            || position.getColumnCount() != 15
            || position.getWinLength() != 5)) {
      throw new IllegalArgumentException(
          "--rule renju is played on a 15 x 15 board with 5 to win, but this board is "
              + position.getRowCount()
              + " x "
              + position.getColumnCount()
              + " with "
              + position.getWinLength()
              + " to win; give --rule freestyle or --rule standard for it");
    }
    return rule == Rule.FREE_STYLE ? position : position.withRule(rule);
  }

  /** The rule's name on the command line and in JSON: {@code standard} for exactly k. */
  static String nameOf(Rule rule) {
    return switch (rule) {
      case FREE_STYLE -> "freestyle";
      case EXACTLY_K -> "standard";
      case RENJU -> "renju";
    };
  }

  /** A line of text output that names the rule: {@code rule: standard (exactly k in a row)}. */
  static String describe(Rule rule) {
    return switch (rule) {
      case FREE_STYLE -> "rule: freestyle (k or more in a row)";
      case EXACTLY_K -> "rule: standard (exactly k in a row)";
      case RENJU -> "rule: renju";
    };
  }

  private static @Nullable Rule byName(String name) {
    for (Rule rule : Rule.values()) {
      if (nameOf(rule).equals(name.toLowerCase(Locale.ROOT))) {
        return rule;
      }
    }
    return null;
  }
}
