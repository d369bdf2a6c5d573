package example;

import dev.noughts.Position;

/** Uses the generated constants and the runtime, as any main code would. */
public final class FirstReply {
  private FirstReply() {}

  /** O answers the corner in the centre. */
  public static Position afterTheCorner() {
    return OpeningsBoards.CORNER.play(2, 2);
  }
}
