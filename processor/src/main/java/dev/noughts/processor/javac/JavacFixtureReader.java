package dev.noughts.processor.javac;

import dev.noughts.Board;
import dev.noughts.GameValue;
import dev.noughts.Outcome;
import dev.noughts.Rule;
import dev.noughts.processor.core.BoardDeclaration;
import dev.noughts.processor.core.BoardDeclaration.Row;
import dev.noughts.processor.core.BoardDeclaration.Shape;
import dev.noughts.processor.core.CheckedFixture;
import dev.noughts.processor.core.ExpectationChecks;
import dev.noughts.processor.core.ExpectationChecks.Attribute;
import dev.noughts.processor.core.ExpectationChecks.Declared;
import dev.noughts.processor.core.ExpectationChecks.Where;
import dev.noughts.processor.core.FixtureChecker;
import dev.noughts.processor.core.SourceLanguage;
import dev.noughts.processor.javac.JavacReporter.Place;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
 * Reads one {@code @Board} method through javac's Element API (a Java method, or a Kotlin fixture
 * through kapt's stubs) into a {@link BoardDeclaration}, for {@link FixtureChecker} to check.
 */
final class JavacFixtureReader {
  private final Elements elements;
  private final Types types;
  private final TypeMirror positionType;

  JavacFixtureReader(Elements elements, Types types, TypeMirror positionType) {
    this.elements = elements;
    this.types = types;
    this.positionType = positionType;
  }

  /** The declaration of fixture {@code name}, the method {@code method} annotated {@code board}. */
  BoardDeclaration<Place> read(
      ExecutableElement method, String name, SourceLanguage language, AnnotationMirror board) {
    return new BoardDeclaration<>(
        name,
        method.getSimpleName().toString(),
        accessOf(method),
        shapeOf(method, language),
        Place.on(method, board),
        arguments(method, board));
  }

  /** The annotation's arguments, or null when javac could not evaluate one of them. */
  private BoardDeclaration.@Nullable Arguments<Place> arguments(
      ExecutableElement method, AnnotationMirror board) {
    AnnotationValue value = valueOf(board, "value");
    AnnotationValue expect = valueOf(board, "expect");
    List<String> strings = strings(value);
    Set<Outcome> expected = outcomes(expect);
    Declared declared = declaredExpectations(board);
    AnnotationValue winLength = valueOf(board, BoardDeclaration.WIN_LENGTH);
    AnnotationValue moves = valueOf(board, BoardDeclaration.MOVES);
    AnnotationValue rowCount = valueOf(board, BoardDeclaration.ROWS);
    AnnotationValue columnCount = valueOf(board, BoardDeclaration.COLUMNS);
    AnnotationValue ruleValue = valueOf(board, BoardDeclaration.RULE);
    if (strings == null
        || expected == null
        || declared == null
        || !(winLength.getValue() instanceof Integer k)
        || !(moves.getValue() instanceof String record)
        || !(rowCount.getValue() instanceof Integer r)
        || !(columnCount.getValue() instanceof Integer c)
        || !(ruleValue.getValue() instanceof VariableElement rule)) {
      return null; // javac reports the malformed annotation itself
    }
    List<? extends AnnotationValue> parts = parts(value);
    List<Row<Place>> rows = new ArrayList<>();
    for (int i = 0; i < strings.size(); i++) {
      AnnotationValue where = parts.size() > 1 ? parts.get(i) : value;
      rows.add(new Row<>(strings.get(i), Place.on(method, board, where)));
    }
    return new BoardDeclaration.Arguments<>(
        rows,
        Place.on(method, board, value),
        Place.on(method, board, expect),
        expected,
        declared,
        where -> placeOf(method, board, where),
        k == Board.CLASSIC ? null : k,
        Place.on(method, board, winLength),
        new BoardDeclaration.Game<>(
            record,
            Place.on(method, board, moves),
            r == Board.NO_SIZE ? null : r,
            Place.on(method, board, rowCount),
            c == Board.NO_SIZE ? null : c,
            Place.on(method, board, columnCount)),
        Rule.valueOf(rule.getSimpleName().toString()),
        Place.on(method, board, ruleValue));
  }

  /** The attributes about perfect play, or null when javac could not evaluate one of them. */
  private @Nullable Declared declaredExpectations(AnnotationMirror board) {
    List<String> perfectPlay = constantNames(valueOf(board, Attribute.PERFECT_PLAY.memberName()));
    Map<Attribute, List<String>> moves = new EnumMap<>(Attribute.class);
    for (Attribute attribute : ExpectationChecks.MOVE_LISTS) {
      List<String> strings = strings(valueOf(board, attribute.memberName()));
      if (strings == null) {
        return null;
      }
      moves.put(attribute, strings);
    }
    if (perfectPlay == null
        || !(valueOf(board, Attribute.BUDGET.memberName()).getValue() instanceof Long budget)) {
      return null;
    }
    return Declared.of(perfectPlay.stream().map(GameValue::valueOf).toList(), moves, budget);
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
  private static CheckedFixture.Access accessOf(ExecutableElement method) {
    Set<Modifier> modifiers = method.getModifiers();
    if (modifiers.contains(Modifier.PROTECTED)) {
      return CheckedFixture.Access.PROTECTED;
    }
    boolean inClass =
        method.getEnclosingElement() instanceof TypeElement type
            && type.getKind() == ElementKind.CLASS;
    return inClass && !modifiers.contains(Modifier.PUBLIC)
        ? CheckedFixture.Access.PACKAGE
        : CheckedFixture.Access.PUBLIC;
  }

  /** The method's shape; for a Kotlin fixture, in Kotlin's words ({@code fun}, {@code val}). */
  private Shape shapeOf(ExecutableElement method, SourceLanguage language) {
    boolean kotlin = language == SourceLanguage.KOTLIN;
    boolean property = kotlin && KaptStubs.propertyName(method) != null;
    boolean mutable = property && KaptStubs.setterOf(method) != null;
    String kind = !kotlin ? "method" : mutable ? "var" : property ? "val" : "fun";
    String notAbstract = null;
    if (!method.getModifiers().contains(Modifier.ABSTRACT)) {
      notAbstract = kotlin ? kotlinNotAbstract(method, property) : javaNotAbstract(method);
    }
    TypeMirror returnType = method.getReturnType();
    String wrongReturn = null;
    if (returnType.getKind() != TypeKind.ERROR && !types.isSameType(returnType, positionType)) {
      wrongReturn = returnType.toString();
    } else if (kotlin && KaptStubs.returnsNullable(method)) {
      wrongReturn = returnType + "?"; // Kotlin's Position?, as KSP names it
    }
    return new Shape(
        kind,
        mutable,
        notAbstract,
        method.getParameters().size(),
        false,
        !method.getTypeParameters().isEmpty(),
        wrongReturn);
  }

  /** For example {@code the body and 'default'}. */
  private static String javaNotAbstract(ExecutableElement method) {
    return "the body"
        + (method.getModifiers().contains(Modifier.STATIC) ? " and 'static'" : "")
        + (method.isDefault() ? " and 'default'" : "");
  }

  /** For example {@code its getter}, for a property of an interface. */
  private static String kotlinNotAbstract(ExecutableElement method, boolean property) {
    String part =
        !property
            ? "the body"
            : KaptStubs.hasBackingField(method) ? "its initializer" : "its getter";
    boolean inClass =
        method.getEnclosingElement() instanceof TypeElement type
            && type.getKind() == ElementKind.CLASS;
    return SourceLanguage.kotlinNotAbstract(part, inClass);
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
