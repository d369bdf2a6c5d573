package dev.noughts.ksp.maven;

import com.google.devtools.ksp.impl.KotlinSymbolProcessing;
import com.google.devtools.ksp.processing.SymbolProcessorProvider;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/**
 * Runs KSP2 once, with the processors found on the class path of this class (the {@code @Board}
 * processor's service entry), in whichever JVM calls it: the build's or the daemon's.
 */
final class KspRun {
  private KspRun() {}

  /** Runs KSP on the request's sources; never throws what KSP throws, it is an error message. */
  static KspOutcome run(KspRequest request) {
    KspLog log = new KspLog();
    ClassLoader loader = KspRun.class.getClassLoader();
    Thread thread = Thread.currentThread();
    ClassLoader previous = thread.getContextClassLoader();
    thread.setContextClassLoader(loader);
    try {
      List<SymbolProcessorProvider> providers = new ArrayList<>();
      ServiceLoader.load(SymbolProcessorProvider.class, loader).forEach(providers::add);
      KotlinSymbolProcessing.ExitCode exit =
          new KotlinSymbolProcessing(request.config(), providers, log).execute();
      return new KspOutcome(exit == KotlinSymbolProcessing.ExitCode.OK, log.messages());
    } catch (RuntimeException | LinkageError e) {
      log.exception(e);
      return new KspOutcome(false, log.messages());
    } finally {
      thread.setContextClassLoader(previous);
    }
  }
}
