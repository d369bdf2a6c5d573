package dev.noughts.processor;

import dev.noughts.Expectations;
import dev.noughts.GameValue;
import dev.noughts.InputError;
import dev.noughts.NotationException;
import dev.noughts.Outcome;
import dev.noughts.Position;
import dev.noughts.Reason;
import dev.noughts.Verdict;
import dev.noughts.processor.ExpectationChecks.Attribute;
import dev.noughts.processor.ExpectationChecks.Where;
import dev.noughts.processor.Reporter.Place;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import org.jspecify.annotations.Nullable;

/**
 * Checks one {@code @Board} method: its shape, then its board with the runtime's parser and
 * rules, then the board's verdict against {@code expect}, then what it expects of perfect play
 * ({@link ExpectationChecks}).
 */
final class FixtureReader {
  /** The most bytes a class file's string constant holds. */
  private static final int MAX_STRING_BYTES = 65_535;

  private final Elements elements;
  private final Types types;
  private final Reporter reporter;
  private final TypeMirror positionType;
  private final ExpectationChecks expectationChecks;

  FixtureReader(
      Elements elements,
      Types types,
      Reporter reporter,
      TypeMirror positionType,
      ExpectationChecks expectationChecks) {
    this.elements = elements;
    this.types = types;
    this.reporter = reporter;
    this.positionType = positionType;
    this.expectationChecks = expectationChecks;
  }

  /** The fixture, or null when any check failed (each failure has been reported). */
  @Nullable Fixture read(ExecutableElement method, String name, AnnotationMirror board) {
    int errorsBefore = reporter.errorCount();
    checkShape(method, name, board);

    AnnotationValue value = valueOf(board, "value");
    AnnotationValue expect = valueOf(board, "expect");
    List<String> rows = strings(value);
    Set<Outcome> expected = outcomes(expect);
    if (rows == null || expected == null) {
      return null; // javac reports the malformed annotation itself
    }
    checkLengths(method, name, board, value, rows);
    Position position = parse(method, name, board, value, rows);
    if (position == null || reporter.errorCount() != errorsBefore) {
      return null;
    }
    Verdict verdict = position.getVerdict();
    checkVerdict(method, name, board, value, expect, expected, verdict);
    ExpectationChecks.Declared declared = declaredExpectations(board);
    if (declared == null) {
      return null; // javac reports the malformed annotation itself
    }
    ExpectationChecks.Checked checked =
        expectationChecks.check(
            name,
            position,
            declared,
            (where, error, arguments) ->
                reporter.error(placeOf(method, board, where), error, arguments));
    if (checked == null || reporter.errorCount() != errorsBefore) {
      return null;
    }
    Expectations expectations =
        new Expectations(
            name,
            position,
            expected,
            checked.perfectPlay(),
            checked.bestMoves(),
            checked.avoidMoves());
    return new Fixture(
        name,
        method.getSimpleName().toString(),
        accessOf(method),
        position,
        verdict,
        expectations);
  }

  /** The attributes about perfect play, or null when javac could not evaluate one of them. */
  private ExpectationChecks.@Nullable Declared declaredExpectations(AnnotationMirror board) {
    List<String> perfectPlay =
        constantNames(valueOf(board, Attribute.PERFECT_PLAY.memberName()));
    List<String> bestMoves = strings(valueOf(board, Attribute.BEST_MOVES.memberName()));
    List<String> avoidMoves = strings(valueOf(board, Attribute.AVOID_MOVES.memberName()));
    if (perfectPlay == null || bestMoves == null || avoidMoves == null) {
      return null;
    }
    return new ExpectationChecks.Declared(
        perfectPlay.stream().map(GameValue::valueOf).toList(), bestMoves, avoidMoves);
  }

  /** The attribute, or its element, that {@code where} names. */
  private Place placeOf(ExecutableElement method, AnnotationMirror board, Where where) {
    AnnotationValue attribute = valueOf(board, where.attribute().memberName());
    List<? extends AnnotationValue> parts = parts(attribute);
    AnnotationValue value =
        where.element() >= 0 && parts.size() > 1 ? parts.get(where.element()) : attribute;
    return Place.on(method, board, value);
  }

  /** Interface methods are public; a method of an abstract class has the access it declares. */
  private static Fixture.Access accessOf(ExecutableElement method) {
    Set<Modifier> modifiers = method.getModifiers();
    if (modifiers.contains(Modifier.PROTECTED)) {
      return Fixture.Access.PROTECTED;
    }
    boolean inClass =
        method.getEnclosingElement() instanceof TypeElement type
            && type.getKind() == ElementKind.CLASS;
    return inClass && !modifiers.contains(Modifier.PUBLIC)
        ? Fixture.Access.PACKAGE
        : Fixture.Access.PUBLIC;
  }

  private void checkShape(ExecutableElement method, String name, AnnotationMirror board) {
    Place place = Place.on(method, board);
    if (!method.getModifiers().contains(Modifier.ABSTRACT)) {
      if (method.getEnclosingElement() instanceof TypeElement type && KotlinStubs.isKotlin(type)) {
        reporter.error(
            place,
            CompileError.KOTLIN_NOT_ABSTRACT,
            name,
            KotlinStubs.propertyName(method) != null ? "its getter" : "the body",
            type.getKind() == ElementKind.CLASS ? " and declare it abstract" : "");
      } else {
        reporter.error(
            place,
            CompileError.NOT_ABSTRACT,
            name,
            (method.getModifiers().contains(Modifier.STATIC) ? " and 'static'" : "")
                + (method.isDefault() ? " and 'default'" : ""));
      }
    }
    if (!method.getParameters().isEmpty()) {
      int count = method.getParameters().size();
      reporter.error(
          place, CompileError.PARAMETERS, name, count, count == 1 ? "parameter" : "parameters");
    }
    if (!method.getTypeParameters().isEmpty()) {
      reporter.error(place, CompileError.TYPE_PARAMETERS, name);
    }
    TypeMirror returnType = method.getReturnType();
    if (returnType.getKind() != TypeKind.ERROR && !types.isSameType(returnType, positionType)) {
      reporter.error(place, CompileError.RETURN_TYPE, name, returnType);
    }
  }

  /**
   * A class file holds each string constant in at most 65,535 bytes of modified UTF-8, and the
   * fixture's own class file holds the annotation's strings: say so before javac fails on it.
   */
  private void checkLengths(
      ExecutableElement method,
      String name,
      AnnotationMirror board,
      AnnotationValue value,
      List<String> rows) {
    List<? extends AnnotationValue> parts = parts(value);
    for (int i = 0; i < rows.size(); i++) {
      int bytes = modifiedUtf8Length(rows.get(i));
      if (bytes > MAX_STRING_BYTES) {
        AnnotationValue where = parts.size() > 1 ? parts.get(i) : value;
        reporter.error(
            Place.on(method, board, where), CompileError.STRING_TOO_LONG, name, bytes);
      }
    }
  }

  /** The bytes of {@code text} in a class file's constant pool (JVMS 4.4.7). */
  private static int modifiedUtf8Length(String text) {
    int bytes = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      bytes += c != 0 && c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
    }
    return bytes;
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
            Place.on(method, board, where),
            CompileError.of(error.kind()),
            name,
            error.message());
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
    if (verdict instanceof Verdict.Impossible impossible && !expected.contains(Outcome.IMPOSSIBLE)) {
      String advice =
          expected.isEmpty()
              ? "; if the fixture is impossible on purpose, say expect = Outcome.IMPOSSIBLE"
              : "; expected " + describe(expected);
      for (Reason reason : impossible.reasons()) {
        reporter.error(
            Place.on(method, board, value),
            CompileError.of(reason.problem()),
            name,
            reason.message(),
            advice);
      }
    } else if (!expected.isEmpty() && !expected.contains(outcome)) {
      reporter.error(
          Place.on(method, board, expect), CompileError.EXPECT, name, describe(expected), verdict);
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
      if (!(part.getValue() instanceof String string)) {
        return null;
      }
      strings.add(string);
    }
    return strings;
  }

  /** The outcomes of {@code expect}, or null when javac could not evaluate one of them. */
  private static @Nullable Set<Outcome> outcomes(AnnotationValue expect) {
    List<String> names = constantNames(expect);
    if (names == null) {
      return null;
    }
    Set<Outcome> outcomes = EnumSet.noneOf(Outcome.class);
    names.forEach(name -> outcomes.add(Outcome.valueOf(name)));
    return outcomes;
  }

  /**
   * The names of the enum constants of an array member, or null when javac could not evaluate one
   * of them.
   */
  private static @Nullable List<String> constantNames(AnnotationValue value) {
    List<String> names = new ArrayList<>();
    for (AnnotationValue part : parts(value)) {
      if (!(part.getValue() instanceof VariableElement constant)) {
        return null;
      }
      names.add(constant.getSimpleName().toString());
    }
    return names;
  }
}
