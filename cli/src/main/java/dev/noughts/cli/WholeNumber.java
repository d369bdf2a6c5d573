package dev.noughts.cli;

import dev.noughts.Position;
import dev.noughts.Prover;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The one rule for the whole numbers noughts reads, on the command line ({@code --win-length K},
 * {@code --depth D}) and in the boards of {@code game-over}: a number is written as JSON writes it,
 * in ASCII digits, with no plus sign and no leading zero ({@code 3}, {@code 0}, {@code -1}; not
 * {@code +3}, {@code 03} or {@code ３}).
 */
final class WholeNumber {
  /** A whole number as JSON writes it: ASCII digits, no leading zero, no plus sign. */
  private static final Pattern FORM = Pattern.compile("-?(0|[1-9][0-9]*)");

  private WholeNumber() {}

  /** Whether {@code text} is a whole number as JSON writes it, of any size. */
  static boolean hasForm(String text) {
    return FORM.matcher(text).matches();
  }

  /** The int that {@code text} writes, or null when it is not one in that form or is too large. */
  static @Nullable Integer parse(String text) {
    if (!hasForm(text)) {
      return null;
    }
    try {
      return Integer.parseInt(text);
    } catch (NumberFormatException tooLarge) {
      return null;
    }
  }

  /**
   * Makes {@code commandLine} read every int option, its subcommands' included, by this rule in
   * place of picocli's own.
   */
  static void readIntOptions(CommandLine commandLine) {
    Converter converter = new Converter();
    commandLine.registerConverter(Integer.class, converter);
    commandLine.registerConverter(Integer.TYPE, converter);
  }

  /**
   * Reads an int option by this rule. A number in this form that an int cannot hold is too large
   * ({@code '99999999999' is too large: at most 2147483647}) or too small, with the bound of the
   * option where it has one of its own ({@link BudgetConverter}, {@link SizeConverter}), else an
   * int's; anything else is not an int, with the rule. A number an int holds is the option's to
   * check.
   */
  static class Converter implements ITypeConverter<Integer> {
    private final long least;
    private final long most;

    Converter() {
      this(Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    Converter(long least, long most) {
      this.least = least;
      this.most = most;
    }

    @Override
    public Integer convert(String value) {
      Integer number = parse(value);
      if (number != null) {
        return number;
      }
      if (hasForm(value)) {
        throw new TypeConversionException(
            value.startsWith("-")
                ? "'" + value + "' is too small: at least " + least
                : "'" + value + "' is too large: at most " + most);
      }
      throw new TypeConversionException(
          "'"
              + ControlCharacters.escape(value)
              + "' is not an int (write it in ASCII digits, with no + and no leading zero)");
    }
  }

  /** {@code --budget}: a number beyond an int is beyond the prover's budgets, 1 to the largest. */
  static final class BudgetConverter extends Converter {
    BudgetConverter() {
      super(1, Prover.MAX_BUDGET);
    }
  }

  /** A board's size or win length: a number beyond an int is beyond a board's longest line. */
  static final class SizeConverter extends Converter {
    SizeConverter() {
      super(1, Position.MAX_SIZE);
    }
  }
}
