package dev.noughts.ksp.maven;

import java.io.IOException;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.UserPrincipal;
import jdk.net.ExtendedSocketOptions;
import jdk.net.UnixDomainPrincipal;
import org.jspecify.annotations.Nullable;

/**
 * Who is at each end of the daemon's socket. The daemon and its builds accept only their own user:
 * the daemon's directory must be the user's alone, and each side checks the other's credentials on
 * the socket ({@code SO_PEERCRED}), so that another user can neither ask the daemon for a run nor
 * answer a build in its place.
 */
final class KspUsers {
  private static @Nullable UserPrincipal current;

  private KspUsers() {}

  /** The user this process runs as: the owner of a file it makes. */
  static synchronized UserPrincipal current() throws IOException {
    UserPrincipal user = current;
    if (user == null) {
      Path probe = Files.createTempFile("noughts-ksp-user", ".tmp");
      try {
        user = Files.getOwner(probe);
      } finally {
        Files.delete(probe);
      }
      current = user;
    }
    return user;
  }

  /**
   * The user at the other end of {@code channel}, or null where the platform does not tell it
   * (Windows).
   */
  static @Nullable UserPrincipal peer(SocketChannel channel) throws IOException {
    try {
      UnixDomainPrincipal principal = channel.getOption(ExtendedSocketOptions.SO_PEERCRED);
      return principal.user();
    } catch (UnsupportedOperationException e) {
      return null;
    }
  }

  /**
   * Null when {@code peer} is {@code you} (or unknown), else why a connection with it is refused:
   * the daemon's socket is served, or asked, by another user.
   */
  static @Nullable String stranger(@Nullable UserPrincipal peer, UserPrincipal you, String what) {
    if (peer == null || peer.equals(you)) {
      return null;
    }
    return what + " runs as " + peer.getName() + ", not as " + you.getName();
  }
}
