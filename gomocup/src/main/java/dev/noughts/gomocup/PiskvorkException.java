package dev.noughts.gomocup;

/**
 * Thrown by {@link PiskvorkEngine#apply} when the engine process did not answer with a move:
 * carries the {@link Reply.Failure}, whose message this exception's is. The scorers of {@code
 * noughts-testing} report it with the position it was thrown on.
 *
 * @since 0.1.0
 */
public final class PiskvorkException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final Reply.Failure failure;

  /** An exception for {@code failure}. */
  public PiskvorkException(Reply.Failure failure) {
    super(failure.toString());
    this.failure = failure;
  }

  /** What went wrong. */
  public Reply.Failure getFailure() {
    return failure;
  }
}
