package dev.noughts;

import java.io.Serializable;
import java.util.Objects;

/**
 * An empty point that X (black) may not take under {@link Rule#RENJU}, and why.
 *
 * @param square the point, rows and columns from 1
 * @param reason why it is forbidden
 * @since 0.1.0
 */
public record ForbiddenPoint(Square square, Forbidden reason) implements Serializable {

  /** Checks that both are given. */
  public ForbiddenPoint {
    Objects.requireNonNull(square, "square");
    Objects.requireNonNull(reason, "reason");
  }

  /** For example {@code (8,8) double three}. */
  @Override
  public String toString() {
    return square + " " + reason;
  }
}
