package dev.noughts.testing;

import dev.noughts.Fixtures;
import dev.noughts.Position;
import java.util.Map;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.ArgumentsProvider;
import org.junit.jupiter.params.support.AnnotationConsumer;
import org.junit.jupiter.params.support.ParameterDeclarations;

/** Reads the fixtures for {@link BoardFixtures} through the runtime's {@link Fixtures}. */
final class BoardFixturesProvider implements ArgumentsProvider, AnnotationConsumer<BoardFixtures> {
  private @Nullable Class<?> declaringType;

  @Override
  public void accept(BoardFixtures annotation) {
    declaringType = annotation.value();
  }

  @Override
  public Stream<? extends Arguments> provideArguments(
      ParameterDeclarations parameters, ExtensionContext context) {
    if (declaringType == null) {
      throw new IllegalStateException("@BoardFixtures names no type");
    }
    Map<String, Position> fixtures = Fixtures.positionsOf(declaringType);
    if (fixtures.isEmpty()) {
      throw new IllegalArgumentException(declaringType.getName() + " declares no @Board fixtures");
    }
    boolean wantsName =
        parameters.get(1).map(second -> second.getParameterType() == String.class).orElse(false);
    return fixtures.entrySet().stream()
        .map(
            entry ->
                wantsName
                    ? Arguments.argumentSet(entry.getKey(), entry.getValue(), entry.getKey())
                    : Arguments.argumentSet(entry.getKey(), entry.getValue()));
  }
}
