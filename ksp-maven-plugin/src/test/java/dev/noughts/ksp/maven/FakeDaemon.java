package dev.noughts.ksp.maven;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;

/**
 * A stand-in for the daemon on a client's socket, for what a real one does only by accident (stop
 * mid-run, hang): it has each connection's conversation as the test says, one at a time.
 */
final class FakeDaemon implements AutoCloseable {
  /** What the fake says and does on one connection. */
  interface Conversation {
    void have(DataInputStream in, DataOutputStream out) throws IOException;
  }

  /** The process id a fake daemon gives in its greeting. */
  static final long PID = 4242;

  private final ServerSocketChannel server;
  private final Thread thread;

  FakeDaemon(Path socket, Conversation conversation) throws IOException {
    server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
    server.bind(UnixDomainSocketAddress.of(socket));
    thread =
        new Thread(
            () -> {
              while (server.isOpen()) {
                try (SocketChannel channel = server.accept()) {
                  conversation.have(
                      new DataInputStream(
                          new BufferedInputStream(Channels.newInputStream(channel))),
                      new DataOutputStream(
                          new BufferedOutputStream(Channels.newOutputStream(channel))));
                } catch (IOException e) {
                  // the client went away, or the fake was closed
                }
              }
            },
            "fake-daemon");
    thread.setDaemon(true);
    thread.start();
  }

  /** Reads the client's greeting and answers it as a daemon of this wire version does. */
  static void greet(DataInputStream in, DataOutputStream out) throws IOException {
    in.readInt();
    out.writeInt(KspWire.VERSION);
    out.writeLong(PID);
    out.flush();
  }

  @Override
  public void close() throws IOException {
    server.close();
    thread.interrupt();
  }
}
