package dev.noughts.cli;

import dev.noughts.engines.TacticsScore;
import dev.noughts.gomocup.PoolJudging;
import dev.noughts.gomocup.Reply;
import java.io.OutputStream;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import org.jspecify.annotations.Nullable;

/**
 * {@code noughts engine --junit-xml}: the tactics judged as a JUnit XML report, as Maven Surefire
 * writes one and its schema ({@code surefire-test-report-3.0.xsd}) allows, for CI servers to show.
 * One {@code <testsuite>} named after the suite; one {@code <testcase>} per tactic, {@code
 * tactics-15 #335 (must defend)} of class {@code noughts.engine.tactics-15}, its time the engine's
 * from asking to the reply; in it a {@code <failure>} for a miss, an {@code <error>} for an
 * engine's failure (time-out, crash...), a {@code <skipped>} for an unresolved move (never a miss),
 * and nothing for a right one. The messages are those of the text report: a miss's is its one line,
 * and its text adds the board. Any character XML cannot hold is {@linkplain XmlText escaped}.
 */
final class JunitXml {
  private final String suite;

  /** A report of the suite named {@code suite}, such as {@code tactics-15}. */
  JunitXml(String suite) {
    this.suite = suite;
  }

  /**
   * Writes the report of {@code judged}, the tactics judged in the suite's order, in {@code
   * elapsed}; with {@code interrupted}, a sentence saying the run was cut short, as a property.
   * Does not close {@code out}.
   */
  void write(
      OutputStream out,
      List<PoolJudging.Judged> judged,
      Duration elapsed,
      @Nullable String interrupted)
      throws XMLStreamException {
    XMLStreamWriter xml = XMLOutputFactory.newDefaultFactory().createXMLStreamWriter(out, "UTF-8");
    xml.writeStartDocument("UTF-8", "1.0");
    xml.writeCharacters("\n");
    xml.writeStartElement("testsuite");
    xml.writeNamespace("xsi", "http://www.w3.org/2001/XMLSchema-instance");
    xml.writeAttribute(
        "http://www.w3.org/2001/XMLSchema-instance",
        "noNamespaceSchemaLocation",
        "https://maven.apache.org/surefire/maven-surefire-plugin/xsd/surefire-test-report-3.0.xsd");
    xml.writeAttribute("version", "3.0");
    xml.writeAttribute("name", XmlText.of(suite));
    xml.writeAttribute("time", seconds(elapsed));
    xml.writeAttribute("tests", Integer.toString(judged.size()));
    xml.writeAttribute("errors", count(judged, CaseKind.ERROR));
    xml.writeAttribute("skipped", count(judged, CaseKind.SKIPPED));
    xml.writeAttribute("failures", count(judged, CaseKind.FAILURE));
    if (interrupted != null) {
      xml.writeCharacters("\n  ");
      xml.writeStartElement("properties");
      xml.writeCharacters("\n    ");
      xml.writeEmptyElement("property");
      xml.writeAttribute("name", "noughts.interrupted");
      xml.writeAttribute("value", XmlText.of(interrupted));
      xml.writeCharacters("\n  ");
      xml.writeEndElement();
    }
    for (PoolJudging.Judged one : judged) {
      testcase(xml, one);
    }
    xml.writeCharacters("\n");
    xml.writeEndElement();
    xml.writeCharacters("\n");
    xml.writeEndDocument();
    xml.flush();
    xml.close();
  }

  private void testcase(XMLStreamWriter xml, PoolJudging.Judged judged) throws XMLStreamException {
    TacticsScore.Result result = judged.result();
    xml.writeCharacters("\n  ");
    xml.writeStartElement("testcase");
    xml.writeAttribute(
        "name",
        XmlText.of(suite + " #" + result.getNumber() + " (" + result.getTactic().getKind() + ")"));
    xml.writeAttribute("classname", XmlText.of("noughts.engine." + suite));
    xml.writeAttribute("time", seconds(judged.time()));
    Reply.Failure failure = judged.failure();
    switch (outcome(judged)) {
      case PASSED -> {}
      case FAILURE ->
          element(
              xml,
              "failure",
              result.getSummary(),
              result.getGrade().name().toLowerCase(Locale.ROOT),
              result.toString());
      case SKIPPED -> element(xml, "skipped", result.getSummary(), null, result.toString());
      case ERROR -> {
        String message = failure == null ? result.getSummary() : failure.toString();
        String fault = failure == null ? "none" : failure.fault().name();
        element(xml, "error", message, fault, message + "\n" + result);
      }
    }
    if (judged.restarted()) {
      // After failure, skipped or error, as the schema orders a testcase's elements.
      xml.writeCharacters("\n    ");
      xml.writeStartElement("system-out");
      xml.writeCharacters(
          "the engine gave no answer to RESTART before tactic "
              + result.getNumber()
              + ", and was started again for it");
      xml.writeEndElement();
      xml.writeCharacters("\n  ");
    }
    xml.writeEndElement();
  }

  /** {@code <name message="..." type="...">text</name>}, with no {@code type} when it is null. */
  private static void element(
      XMLStreamWriter xml, String name, String message, @Nullable String type, String text)
      throws XMLStreamException {
    xml.writeCharacters("\n    ");
    xml.writeStartElement(name);
    xml.writeAttribute("message", XmlText.of(message).lines().findFirst().orElse(""));
    if (type != null) {
      xml.writeAttribute("type", type);
    }
    xml.writeCharacters(XmlText.of(text));
    xml.writeEndElement();
    xml.writeCharacters("\n  ");
  }

  /** What a tactic is in JUnit's terms. */
  enum CaseKind {
    PASSED,
    FAILURE,
    SKIPPED,
    ERROR
  }

  /** An engine's failure is an error; any other miss a failure; an unresolved move is skipped. */
  static CaseKind outcome(PoolJudging.Judged judged) {
    if (judged.failure() != null) {
      return CaseKind.ERROR;
    }
    return switch (judged.result().getGrade()) {
      case RIGHT -> CaseKind.PASSED;
      case UNRESOLVED -> CaseKind.SKIPPED;
      case LOSING, ILLEGAL, NONE -> CaseKind.FAILURE;
    };
  }

  private static String count(List<PoolJudging.Judged> judged, CaseKind outcome) {
    return Long.toString(judged.stream().filter(one -> outcome(one) == outcome).count());
  }

  /** Seconds with three decimals, as Surefire writes them: {@code 1.250}. */
  private static String seconds(Duration time) {
    return String.format(Locale.ROOT, "%.3f", time.toNanos() / 1e9);
  }
}
