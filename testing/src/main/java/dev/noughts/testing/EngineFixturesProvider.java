package dev.noughts.testing;

import dev.noughts.Fixture;
import dev.noughts.Fixtures;
import java.util.List;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.ArgumentsProvider;
import org.junit.jupiter.params.support.AnnotationConsumer;
import org.junit.jupiter.params.support.ParameterDeclarations;

/** Reads the fixtures for {@link EngineFixtures} through the runtime's {@link Fixtures}. */
final class EngineFixturesProvider
    implements ArgumentsProvider, AnnotationConsumer<EngineFixtures> {
  private @Nullable Class<?> declaringType;

  @Override
  public void accept(EngineFixtures annotation) {
    declaringType = annotation.value();
  }

  @Override
  public Stream<? extends Arguments> provideArguments(
      ParameterDeclarations parameters, ExtensionContext context) {
    if (declaringType == null) {
      throw new IllegalStateException("@EngineFixtures names no type");
    }
    List<Fixture> fixtures = Fixtures.of(declaringType);
    if (fixtures.isEmpty()) {
      throw new IllegalArgumentException(declaringType.getName() + " declares no @Board fixtures");
    }
    return fixtures.stream()
        .map(fixture -> Arguments.argumentSet(fixture.name(), fixture.position(), fixture));
  }
}
