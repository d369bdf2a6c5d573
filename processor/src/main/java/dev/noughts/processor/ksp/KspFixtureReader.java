package dev.noughts.processor.ksp;

import com.google.devtools.ksp.UtilsKt;
import com.google.devtools.ksp.processing.Resolver;
import com.google.devtools.ksp.symbol.ClassKind;
import com.google.devtools.ksp.symbol.KSAnnotation;
import com.google.devtools.ksp.symbol.KSClassDeclaration;
import com.google.devtools.ksp.symbol.KSDeclaration;
import com.google.devtools.ksp.symbol.KSFunctionDeclaration;
import com.google.devtools.ksp.symbol.KSNode;
import com.google.devtools.ksp.symbol.KSPropertyDeclaration;
import com.google.devtools.ksp.symbol.KSPropertyGetter;
import com.google.devtools.ksp.symbol.KSType;
import com.google.devtools.ksp.symbol.KSTypeAlias;
import com.google.devtools.ksp.symbol.KSTypeReference;
import com.google.devtools.ksp.symbol.KSValueArgument;
import com.google.devtools.ksp.symbol.Visibility;
import dev.noughts.Board;
import dev.noughts.GameValue;
import dev.noughts.Outcome;
import dev.noughts.Position;
import dev.noughts.Prover;
import dev.noughts.Rule;
import dev.noughts.processor.core.BoardDeclaration;
import dev.noughts.processor.core.BoardDeclaration.Row;
import dev.noughts.processor.core.BoardDeclaration.Shape;
import dev.noughts.processor.core.CheckedFixture;
import dev.noughts.processor.core.ExpectationChecks;
import dev.noughts.processor.core.ExpectationChecks.Attribute;
import dev.noughts.processor.core.ExpectationChecks.Declared;
import dev.noughts.processor.core.FixtureChecker;
import dev.noughts.processor.core.SourceLanguage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Reads one {@code @Board} {@code fun} or {@code val} through KSP into a {@link BoardDeclaration},
 * for {@link FixtureChecker} to check. Every problem goes on the line of the annotation's {@code
 * value} argument ({@code expect}'s for a verdict {@code expect} does not allow, {@code
 * winLength}'s for a win length that does not fit, {@code moves}' for a move that cannot be played,
 * {@code rows}' and {@code columns}' for a size that fits no board, and each attribute of perfect
 * play's for its problems); without {@code value}, on the annotation.
 */
final class KspFixtureReader {
  private final Resolver resolver;

  KspFixtureReader(Resolver resolver) {
    this.resolver = resolver;
  }

  /** The declaration of the fixture {@code declaration}, annotated {@code board}. */
  BoardDeclaration<KSNode> read(
      KSDeclaration declaration, KSAnnotation board, SourceLanguage language) {
    KSValueArgument valueArgument = KspNodes.argument(board, "value");
    KSNode value = KspNodes.placed(valueArgument, KspNodes.placed(board, declaration));
    return new BoardDeclaration<>(
        declaration.getSimpleName().asString(),
        methodName(declaration),
        accessOf(declaration),
        shapeOf(declaration, language),
        value,
        arguments(board, value));
  }

  /** The annotation's arguments, or null when kotlinc could not evaluate one of them. */
  private static BoardDeclaration.@Nullable Arguments<KSNode> arguments(
      KSAnnotation board, KSNode value) {
    KSValueArgument valueArgument = KspNodes.argument(board, "value");
    KSValueArgument expectArgument = KspNodes.argument(board, "expect");
    List<String> strings = valueArgument == null ? List.of() : strings(valueArgument.getValue());
    Set<Outcome> expected = expectArgument == null ? Set.of() : outcomes(expectArgument.getValue());
    Declared declared = declaredExpectations(board);
    KSValueArgument winLengthArgument = KspNodes.argument(board, BoardDeclaration.WIN_LENGTH);
    Object winLength =
        winLengthArgument == null ? Integer.valueOf(Board.CLASSIC) : winLengthArgument.getValue();
    KSValueArgument movesArgument = KspNodes.argument(board, BoardDeclaration.MOVES);
    Object moves = movesArgument == null ? "" : movesArgument.getValue();
    KSValueArgument rowsArgument = KspNodes.argument(board, BoardDeclaration.ROWS);
    Object rowCount =
        rowsArgument == null ? Integer.valueOf(Board.NO_SIZE) : rowsArgument.getValue();
    KSValueArgument columnsArgument = KspNodes.argument(board, BoardDeclaration.COLUMNS);
    Object columnCount =
        columnsArgument == null ? Integer.valueOf(Board.NO_SIZE) : columnsArgument.getValue();
    KSValueArgument ruleArgument = KspNodes.argument(board, BoardDeclaration.RULE);
    Rule rule = ruleArgument == null ? Rule.FREE_STYLE : rule(ruleArgument.getValue());
    if (strings == null
        || expected == null
        || rule == null
        || declared == null
        || !(winLength instanceof Integer k)
        || !(moves instanceof String record)
        || !(rowCount instanceof Integer r)
        || !(columnCount instanceof Integer c)) {
      return null; // kotlinc reports the malformed annotation itself
    }
    List<Row<KSNode>> rows = new ArrayList<>();
    for (String string : strings) {
      rows.add(new Row<>(string, value));
    }
    return new BoardDeclaration.Arguments<>(
        rows,
        value,
        KspNodes.placed(expectArgument, value),
        expected,
        declared,
        where -> KspNodes.placed(KspNodes.argument(board, where.attribute().memberName()), value),
        k == Board.CLASSIC ? null : k,
        KspNodes.placed(winLengthArgument, value),
        new BoardDeclaration.Game<>(
            record,
            KspNodes.placed(movesArgument, value),
            r == Board.NO_SIZE ? null : r,
            KspNodes.placed(rowsArgument, value),
            c == Board.NO_SIZE ? null : c,
            KspNodes.placed(columnsArgument, value)),
        rule,
        KspNodes.placed(ruleArgument, value));
  }

  /**
   * The attributes about perfect play (each empty when not given), or null when one of them is not
   * what kotlinc evaluated it to be.
   */
  private static @Nullable Declared declaredExpectations(KSAnnotation board) {
    List<GameValue> perfectPlay = new ArrayList<>();
    KSValueArgument perfectPlayArgument =
        KspNodes.argument(board, Attribute.PERFECT_PLAY.memberName());
    if (perfectPlayArgument != null) {
      List<String> names = constantNames(perfectPlayArgument.getValue());
      if (names == null) {
        return null;
      }
      for (String name : names) {
        GameValue value = enumConstant(GameValue.class, name);
        if (value == null) {
          return null;
        }
        perfectPlay.add(value);
      }
    }
    Map<Attribute, List<String>> moves = new EnumMap<>(Attribute.class);
    for (Attribute attribute : ExpectationChecks.MOVE_LISTS) {
      List<String> strings = stringsOf(board, attribute);
      if (strings == null) {
        return null;
      }
      moves.put(attribute, strings);
    }
    KSValueArgument budgetArgument = KspNodes.argument(board, Attribute.BUDGET.memberName());
    Object budget =
        budgetArgument == null ? Long.valueOf(Prover.DEFAULT_BUDGET) : budgetArgument.getValue();
    if (!(budget instanceof Long nodes)) {
      return null;
    }
    return Declared.of(perfectPlay, moves, nodes);
  }

  /** The strings of {@code attribute}, empty when it is not given. */
  private static @Nullable List<String> stringsOf(KSAnnotation board, Attribute attribute) {
    KSValueArgument argument = KspNodes.argument(board, attribute.memberName());
    return argument == null ? List.of() : strings(argument.getValue());
  }

  /** The name of the JVM method that the generated class implements. */
  private String methodName(KSDeclaration declaration) {
    String jvmName = null;
    if (declaration instanceof KSFunctionDeclaration function) {
      jvmName = resolver.getJvmName(function);
    } else if (declaration instanceof KSPropertyDeclaration property) {
      KSPropertyGetter getter = property.getGetter();
      jvmName = getter == null ? null : resolver.getJvmName(getter);
    }
    return jvmName != null ? jvmName : declaration.getSimpleName().asString();
  }

  /** Members of an interface are public; a member of an abstract class may be protected. */
  private static CheckedFixture.Access accessOf(KSDeclaration declaration) {
    return UtilsKt.getVisibility(declaration) == Visibility.PROTECTED
        ? CheckedFixture.Access.PROTECTED
        : CheckedFixture.Access.PUBLIC;
  }

  private static Shape shapeOf(KSDeclaration declaration, SourceLanguage language) {
    boolean inClass =
        declaration.getParentDeclaration() instanceof KSClassDeclaration type
            && type.getClassKind() != ClassKind.INTERFACE;
    if (declaration instanceof KSFunctionDeclaration function) {
      KSTypeReference returnType = function.getReturnType();
      boolean java = language == SourceLanguage.JAVA;
      return new Shape(
          java ? "method" : "fun",
          false,
          function.isAbstract()
              ? null
              : java ? "the body" : SourceLanguage.kotlinNotAbstract("the body", inClass),
          function.getParameters().size() + (function.getExtensionReceiver() != null ? 1 : 0),
          function.getExtensionReceiver() != null,
          !function.getTypeParameters().isEmpty(),
          returnType == null ? null : wrongType(returnType.resolve()));
    }
    KSPropertyDeclaration property = (KSPropertyDeclaration) declaration;
    String notAbstract =
        UtilsKt.isAbstract(property)
            ? null
            : SourceLanguage.kotlinNotAbstract(
                property.getHasBackingField() ? "its initializer" : "its getter", inClass);
    return new Shape(
        property.isMutable() ? "var" : "val",
        property.isMutable(),
        notAbstract,
        property.getExtensionReceiver() != null ? 1 : 0,
        property.getExtensionReceiver() != null,
        !property.getTypeParameters().isEmpty(),
        wrongType(property.getType().resolve()));
  }

  /** Null for {@code Position} (not nullable) and for a type that does not exist; else its name. */
  private static @Nullable String wrongType(KSType type) {
    if (type.isError()) {
      return null; // kotlinc reports it
    }
    KSDeclaration declaration = type.getDeclaration();
    if (declaration instanceof KSTypeAlias alias) {
      declaration = UtilsKt.findActualType(alias);
    }
    String name = KspNodes.qualifiedName(declaration);
    if (name.equals(Position.class.getCanonicalName()) && !type.isMarkedNullable()) {
      return null;
    }
    return type.isMarkedNullable() ? name + "?" : name;
  }

  /** The strings of {@code value}, or null when one of them is not a string kotlinc evaluated. */
  private static @Nullable List<String> strings(@Nullable Object value) {
    if (value == null) {
      return null;
    }
    List<String> strings = new ArrayList<>();
    for (Object part : parts(value)) {
      if (!(part instanceof String string)) {
        return null;
      }
      strings.add(string);
    }
    return strings;
  }

  /** The outcomes of {@code expect}, or null when one of them is not an {@code Outcome}. */
  private static @Nullable Set<Outcome> outcomes(@Nullable Object value) {
    List<String> names = constantNames(value);
    if (names == null) {
      return null;
    }
    Set<Outcome> outcomes = EnumSet.noneOf(Outcome.class);
    for (String name : names) {
      Outcome outcome = enumConstant(Outcome.class, name);
      if (outcome == null) {
        return null;
      }
      outcomes.add(outcome);
    }
    return outcomes;
  }

  /** The rule of {@code rule}, or null when it is not a {@code Rule}. */
  private static @Nullable Rule rule(@Nullable Object value) {
    List<String> names = constantNames(value);
    return names == null || names.size() != 1 ? null : enumConstant(Rule.class, names.get(0));
  }

  /** The names of the enum entries of an array argument, or null when one is not an entry. */
  private static @Nullable List<String> constantNames(@Nullable Object value) {
    if (value == null) {
      return null;
    }
    List<String> names = new ArrayList<>();
    for (Object part : parts(value)) {
      if (part instanceof KSClassDeclaration entry
          && entry.getClassKind() == ClassKind.ENUM_ENTRY) {
        names.add(entry.getSimpleName().asString());
      } else if (part instanceof KSType type) {
        names.add(type.getDeclaration().getSimpleName().asString());
      } else {
        return null;
      }
    }
    return names;
  }

  private static <E extends Enum<E>> @Nullable E enumConstant(Class<E> type, String name) {
    for (E constant : type.getEnumConstants()) {
      if (constant.name().equals(name)) {
        return constant;
      }
    }
    return null;
  }

  /** An array argument's elements (KSP gives a list), or a single value as a list of one. */
  private static List<?> parts(Object value) {
    if (value instanceof List<?> list) {
      return list;
    }
    if (value instanceof Object[] array) {
      return Arrays.asList(array);
    }
    return List.of(value);
  }
}
