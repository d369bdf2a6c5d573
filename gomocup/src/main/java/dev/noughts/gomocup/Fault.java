package dev.noughts.gomocup;

/**
 * What went wrong when an engine process was asked for a move: the kind of a {@link Reply.Failure}.
 * Each constant says what noughts did about it.
 *
 * @since 0.1.0
 */
public enum Fault {
  /**
   * The process could not be run at all (no such file, not executable), or it ended or stayed
   * silent before it answered {@code START} or {@code RECTSTART}. (No answer to {@code RESTART} is
   * no fault: the process is killed and started again for the position, and {@link
   * PiskvorkEngine#getFailedRestarts()} counts it.)
   */
  NOT_STARTED,
  /**
   * The engine answered {@code START} or {@code RECTSTART} with {@code ERROR} or {@code UNKNOWN}:
   * it does not play on that board. The process is ended.
   */
  BOARD_REFUSED,
  /**
   * No answer within the time per move and its tolerance. The process (with every process it
   * started) is killed and started again for the next position.
   */
  TIMEOUT,
  /**
   * The process ended before it answered; the failure's message gives its exit code and the tail of
   * its standard error. It is started again for the next position.
   */
  CRASH,
  /** The engine answered the position with {@code ERROR}. The process goes on. */
  ERROR,
  /** The engine answered the position with {@code UNKNOWN}. The process goes on. */
  UNKNOWN,
  /**
   * The answer was not a move {@code x,y}, nor any line the protocol allows. The process is killed,
   * since what it reads and writes may no longer be in step.
   */
  MALFORMED,
  /**
   * A line other than {@code MESSAGE} or {@code DEBUG} before its question was sent: an answer to
   * nothing asked, such as a move written with the {@code OK} to {@code START}, which would
   * otherwise be taken as the answer to the next question. The process is killed, since what it
   * reads and writes is out of step.
   */
  OUT_OF_TURN,
  /**
   * A command could not be written within the time for its answer: the engine stopped reading its
   * input, and its pipe is full. The process (with every process it started) is killed and started
   * again for the next position.
   */
  STOPPED_READING,
  /** A move onto a square that already holds a stone. The process goes on. */
  OCCUPIED,
  /** A move off the board. The process goes on. */
  OFF_BOARD,
  /**
   * A move in a finished game, where the right answer is {@code ERROR}: someone already has k in a
   * row, or the board is full. The process goes on.
   */
  MOVED_AFTER_GAME_OVER,
  /**
   * Output without end: more {@code MESSAGE} or {@code DEBUG} lines before an answer than {@link
   * PiskvorkOptions#maxMessages()}, or a line longer than {@link PiskvorkOptions#maxLineLength()}.
   * Reading stops at the bound, so memory stays bounded, and the process is killed.
   */
  RUNAWAY_OUTPUT,
  /**
   * The engine held more memory than {@link PiskvorkOptions#maxMemory()}: the resident memory of
   * its process and of the processes it started that noughts knows of (those found when it answered
   * {@code START}, {@code RECTSTART} or {@code ABOUT}), measured every 20 ms without a line while
   * noughts waits for the answer to a position (on Linux, from {@code /proc}; elsewhere memory is
   * not measured). The process is killed and started again for the next position.
   */
  MEMORY_EXCEEDED
}
