package dev.noughts.ksp.maven;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * What a KSP run ended with: whether KSP2 exited normally, and its messages in order. The goal
 * fails when KSP did not exit normally or reported an error.
 */
record KspOutcome(boolean exitedNormally, List<KspMessage> messages) {
  KspOutcome {
    messages = List.copyOf(messages);
  }

  /** How many errors KSP reported; at least 1 when it did not exit normally. */
  int errors() {
    int errors = (int) messages.stream().filter(m -> m.level() == KspMessage.Level.ERROR).count();
    return exitedNormally ? errors : Math.max(errors, 1);
  }

  /** Writes this outcome in the form {@link #readFrom} reads. */
  void writeTo(DataOutput out) throws IOException {
    out.writeBoolean(exitedNormally);
    out.writeInt(messages.size());
    for (KspMessage message : messages) {
      out.writeByte(message.level().ordinal());
      KspWire.writeString(out, message.text());
    }
  }

  /** Reads an outcome that {@link #writeTo} wrote. */
  static KspOutcome readFrom(DataInput in) throws IOException {
    boolean exitedNormally = in.readBoolean();
    KspWire.Budget budget = new KspWire.Budget("an outcome", KspWire.MAX_OUTCOME_BYTES);
    int count = KspWire.readCount(in, KspWire.MAX_COUNT, "messages");
    KspMessage.Level[] levels = KspMessage.Level.values();
    List<KspMessage> messages = new ArrayList<>(Math.min(count, 1024)); // grows as they come
    for (int i = 0; i < count; i++) {
      int level = in.readUnsignedByte();
      if (level >= levels.length) {
        throw new IOException("message level " + level + " is not part of the daemon's wire form");
      }
      messages.add(new KspMessage(levels[level], KspWire.readString(in, budget)));
    }
    return new KspOutcome(exitedNormally, messages);
  }
}
