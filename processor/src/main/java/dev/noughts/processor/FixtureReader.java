package dev.noughts.processor;

import dev.noughts.InputError;
import dev.noughts.NotationException;
import dev.noughts.Outcome;
import dev.noughts.Position;
import dev.noughts.Reason;
import dev.noughts.Verdict;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import org.jspecify.annotations.Nullable;

/**
 * Checks one {@code @Board} method: its shape, then its board with the runtime's parser and
 * rules, then the board's verdict against {@code expect}.
 */
final class FixtureReader {
  private final Elements elements;
  private final Types types;
  private final Reporter reporter;
  private final TypeMirror positionType;

  FixtureReader(Elements elements, Types types, Reporter reporter, TypeMirror positionType) {
    this.elements = elements;
    this.types = types;
    this.reporter = reporter;
    this.positionType = positionType;
  }

  /** The fixture, or null when any check failed (each failure has been reported). */
  @Nullable Fixture read(ExecutableElement method, AnnotationMirror board) {
    int errorsBefore = reporter.errorCount();
    String name = method.getSimpleName().toString();
    checkShape(method, name, board);

    AnnotationValue value = valueOf(board, "value");
    AnnotationValue expect = valueOf(board, "expect");
    List<String> rows = strings(value);
    Set<Outcome> expected = outcomes(expect);
    if (rows == null || expected == null) {
      return null; // javac reports the malformed annotation itself
    }
    Position position = parse(method, name, board, value, rows);
    if (position == null || reporter.errorCount() != errorsBefore) {
      return null;
    }
    Verdict verdict = position.getVerdict();
    checkVerdict(method, name, board, value, expect, expected, verdict);
    if (reporter.errorCount() != errorsBefore) {
      return null;
    }
    return new Fixture(method, ConstantNames.of(name), position, verdict);
  }

  private void checkShape(ExecutableElement method, String name, AnnotationMirror board) {
    if (!method.getModifiers().contains(Modifier.ABSTRACT)) {
      reporter.error(
          "not-abstract",
          "fixture " + name + ": @Board goes on an abstract method, so that the generated class"
              + " can implement it; remove the body"
              + (method.getModifiers().contains(Modifier.STATIC) ? " and 'static'" : "")
              + (method.isDefault() ? " and 'default'" : ""),
          method,
          board,
          null);
    }
    if (!method.getParameters().isEmpty()) {
      int count = method.getParameters().size();
      reporter.error(
          "parameters",
          "fixture " + name + " takes " + count + (count == 1 ? " parameter" : " parameters")
              + "; fixtures take none",
          method,
          board,
          null);
    }
    if (!method.getTypeParameters().isEmpty()) {
      reporter.error(
          "type-parameters",
          "fixture " + name + " has type parameters; fixtures are not generic",
          method,
          board,
          null);
    }
    TypeMirror returnType = method.getReturnType();
    if (returnType.getKind() != TypeKind.ERROR && !types.isSameType(returnType, positionType)) {
      reporter.error(
          "return-type",
          "fixture " + name + " returns " + returnType + "; fixtures return dev.noughts.Position",
          method,
          board,
          null);
    }
  }

  private @Nullable Position parse(
      ExecutableElement method,
      String name,
      AnnotationMirror board,
      AnnotationValue value,
      List<String> rows) {
    try {
      return Position.of(rows.toArray(new String[0]));
    } catch (NotationException e) {
      List<? extends AnnotationValue> parts = parts(value);
      for (InputError error : e.getErrors()) {
        Integer part = error.part();
        AnnotationValue where = part != null && parts.size() > 1 ? parts.get(part) : value;
        reporter.error(
            error.kind().getCode(),
            "fixture " + name + ": " + error.message(),
            method,
            board,
            where);
      }
      return null;
    }
  }

  private void checkVerdict(
      ExecutableElement method,
      String name,
      AnnotationMirror board,
      AnnotationValue value,
      AnnotationValue expect,
      Set<Outcome> expected,
      Verdict verdict) {
    Outcome outcome = verdict.getOutcome();
    if (verdict instanceof Verdict.Impossible && !expected.contains(Outcome.IMPOSSIBLE)) {
      String advice =
          expected.isEmpty()
              ? "; if the fixture is impossible on purpose, say expect = Outcome.IMPOSSIBLE"
              : "; expected " + describe(expected);
      for (Reason reason : ((Verdict.Impossible) verdict).reasons()) {
        reporter.error(
            reason.problem().getCode(),
            "fixture " + name + " is impossible: " + reason.message() + advice,
            method,
            board,
            value);
      }
    } else if (!expected.isEmpty() && !expected.contains(outcome)) {
      reporter.error(
          "expect",
          "fixture " + name + ": expected " + describe(expected) + " but " + verdict,
          method,
          board,
          expect);
    }
  }

  private static String describe(Set<Outcome> outcomes) {
    return outcomes.stream().map(Outcome::name).collect(Collectors.joining(" or "));
  }

  private AnnotationValue valueOf(AnnotationMirror board, String member) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry :
        elements.getElementValuesWithDefaults(board).entrySet()) {
      if (entry.getKey().getSimpleName().contentEquals(member)) {
        return entry.getValue();
      }
    }
    throw new IllegalStateException("@Board has no member " + member);
  }

  private static List<? extends AnnotationValue> parts(AnnotationValue value) {
    Object raw = value.getValue();
    if (raw instanceof List) {
      @SuppressWarnings("unchecked") // an array member's value is a list of its elements
      List<? extends AnnotationValue> parts = (List<? extends AnnotationValue>) raw;
      return parts;
    }
    return List.of(value);
  }

  /** The strings of {@code value}, or null when javac could not evaluate one of them. */
  private static @Nullable List<String> strings(AnnotationValue value) {
    List<String> strings = new ArrayList<>();
    for (AnnotationValue part : parts(value)) {
      if (!(part.getValue() instanceof String)) {
        return null;
      }
      strings.add((String) part.getValue());
    }
    return strings;
  }

  /** The outcomes of {@code expect}, or null when javac could not evaluate one of them. */
  private static @Nullable Set<Outcome> outcomes(AnnotationValue expect) {
    Set<Outcome> outcomes = EnumSet.noneOf(Outcome.class);
    for (AnnotationValue part : parts(expect)) {
      if (!(part.getValue() instanceof VariableElement)) {
        return null;
      }
      outcomes.add(Outcome.valueOf(((VariableElement) part.getValue()).getSimpleName().toString()));
    }
    return outcomes;
  }
}
