package dev.noughts.processor.core;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.noughts.InputError;
import dev.noughts.MoveError;
import dev.noughts.Problem;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Each {@link CompileError}'s template takes exactly the arguments it declares, as Error Prone's
 * {@code @FormatMethod} checks a call's arguments against its format string, and each error that
 * repeats a runtime code takes its tag from there.
 */
class CompileErrorTest {
  /** A placeholder of {@link java.util.Formatter}: flags, width, precision and conversion. */
  private static final Pattern PLACEHOLDER =
      Pattern.compile("%(\\d+\\$)?[-#+ 0,(<]*\\d*(\\.\\d+)?([a-zA-Z%])");

  /** The conversions of {@code template} that take an argument, in order: {@code %n}, none. */
  private static List<Character> conversions(String template) {
    List<Character> conversions = new ArrayList<>();
    Matcher placeholder = PLACEHOLDER.matcher(template);
    while (placeholder.find()) {
      assertWithMessage("placeholder %s of %s", placeholder.group(), template)
          .that(placeholder.group(1))
          .isNull();
      char conversion = placeholder.group(3).charAt(0);
      if (conversion != 'n' && conversion != '%') {
        conversions.add(conversion);
      }
    }
    return conversions;
  }

  /** One argument for each conversion, distinct, of a type the conversion takes. */
  private static Object[] argumentsFor(List<Character> conversions) {
    Object[] arguments = new Object[conversions.size()];
    for (int i = 0; i < arguments.length; i++) {
      arguments[i] =
          switch (conversions.get(i)) {
            case 'd' -> 100 + i; // under 1,000, so that %,d shows it as %d does
            case 's' -> "<argument " + i + ">";
            default -> throw new AssertionError("a conversion no template uses: " + conversions);
          };
    }
    return arguments;
  }

  @Test
  void theCountOfPlaceholdersSkipsLineBreaksAndPercentSigns() {
    assertThat(conversions("fixture %s: %,d bytes, 100%% %n%s")).containsExactly('s', 'd', 's');
    assertThat(conversions("no placeholder")).isEmpty();
  }

  @Test
  void everyTemplateHasAsManyPlaceholdersAsItsErrorDeclaresArguments() {
    for (CompileError error : CompileError.values()) {
      assertWithMessage("%s's placeholders", error)
          .that(conversions(error.template()).size())
          .isEqualTo(error.arity());
    }
  }

  @Test
  void everyErrorFormatsItsArgumentsEachInItsPlace() {
    for (CompileError error : CompileError.values()) {
      Object[] arguments = argumentsFor(conversions(error.template()));
      String message = error.format(arguments);
      assertThat(message).startsWith("[noughts:" + error.tag() + "] ");
      int from = 0;
      for (Object argument : arguments) {
        String shown = String.valueOf(argument);
        int at = message.indexOf(shown, from);
        assertWithMessage("%s's message %s, argument %s in order", error, message, shown)
            .that(at)
            .isAtLeast(from);
        from = at + shown.length();
      }
    }
  }

  @Test
  void anErrorRefusesMoreOrFewerArgumentsThanItDeclares() {
    assertThat(CompileError.RETURN_TYPE.format("board", "int"))
        .isEqualTo(
            "[noughts:return-type] fixture board returns int; fixtures return dev.noughts.Position");
    IllegalArgumentException few =
        assertThrows(
            IllegalArgumentException.class, () -> CompileError.RETURN_TYPE.format("board"));
    assertThat(few).hasMessageThat().isEqualTo("RETURN_TYPE takes 2 arguments, not 1");
    assertThrows(
        IllegalArgumentException.class,
        () -> CompileError.RETURN_TYPE.format("board", "int", "more"));
  }

  @Test
  void anImpossiblePositionIsTaggedWithItsProblemsCode() {
    for (Problem problem : Problem.values()) {
      assertThat(CompileError.of(problem).tag()).isEqualTo(problem.getCode());
      assertThat(CompileError.of(problem).name()).isEqualTo(problem.name());
    }
  }

  @Test
  void aMistakeInTheNotationIsTaggedWithItsKindsCode() {
    for (InputError.Kind kind : InputError.Kind.values()) {
      if (kind == InputError.Kind.ROW_COUNT) {
        // Position.of takes the size from the rows; only Position.ofClassic expects a row count.
        assertThrows(IllegalArgumentException.class, () -> CompileError.of(kind));
      } else {
        assertThat(CompileError.of(kind).tag()).isEqualTo(kind.getCode());
        assertThat(CompileError.of(kind).name()).isEqualTo(kind.name());
      }
    }
  }

  @Test
  void aMoveThatCannotBePlayedIsTaggedWithItsKindsCode() {
    for (MoveError.Kind kind : MoveError.Kind.values()) {
      assertThat(CompileError.of(kind).tag()).isEqualTo(kind.getCode());
      assertThat(CompileError.of(kind).name()).isEqualTo(kind.name());
    }
  }
}
