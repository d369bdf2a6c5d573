package dev.noughts.cli;

import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.cli.EngineCommandTest.fourInARow;
import static dev.noughts.cli.Runs.run;

import dev.noughts.cli.Runs.Run;
import dev.noughts.engines.TacticsJudging;
import dev.noughts.engines.TacticsSuite;
import dev.noughts.gomocup.Fault;
import dev.noughts.gomocup.PoolJudging;
import dev.noughts.gomocup.Reply;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * {@code noughts engine --junit-xml}: a JUnit XML report that Maven Surefire's schema accepts, one
 * test case per tactic.
 */
class JunitXmlTest {
  @TempDir Path directory;

  @Test
  void eachMissIsAFailureWithTheTextReportsWordsAndTheBoard() throws Exception {
    Path xml = directory.resolve("report.xml");
    Run run = run("", fourInARow(suite(), "--junit-xml", xml.toString(), "--", "first-empty"));
    assertThat(run.code()).isEqualTo(1);
    Element suite = valid(xml);
    assertThat(suite.getAttribute("name")).isEqualTo("suite");
    assertThat(suite.getAttribute("tests")).isEqualTo("2");
    assertThat(suite.getAttribute("failures")).isEqualTo("2");
    assertThat(suite.getAttribute("errors")).isEqualTo("0");
    assertThat(suite.getAttribute("skipped")).isEqualTo("0");
    List<Element> cases = children(suite, "testcase");
    assertThat(cases.get(0).getAttribute("name")).isEqualTo("suite #1 (wins by fours)");
    assertThat(cases.get(1).getAttribute("name")).isEqualTo("suite #2 (must defend)");
    assertThat(cases.get(1).getAttribute("classname")).isEqualTo("noughts.engine.suite");
    Element failure = children(cases.get(0), "failure").get(0);
    assertThat(failure.getAttribute("type")).isEqualTo("losing");
    assertThat(failure.getAttribute("message"))
        .startsWith(
            "tactic 1: X wins by fours: (3,2) (3,5); played (1,1), which loses: O wins by force: ");
    assertThat(failure.getTextContent()).startsWith(failure.getAttribute("message") + "\n");
    assertThat(failure.getTextContent()).contains("\n  - - X X - - -\n  - - O O - - -\n");
    // One source of truth: the text report's words for the miss, board and all.
    assertThat(run("", fourInARow(suite(), "--", "first-empty")).out())
        .contains(failure.getTextContent() + "\n");
  }

  @Test
  void anUnresolvedMoveIsSkippedAndARightOnePasses() throws Exception {
    Path xml = directory.resolve("report.xml");
    Run run = run("", fourInARow("tactics-7", "--junit-xml", xml.toString(), "--", "first-empty"));
    assertThat(run.code()).isEqualTo(1); // 35 right, 5 unresolved, 210 losing
    Element suite = valid(xml);
    assertThat(suite.getAttribute("name")).isEqualTo("tactics-7");
    assertThat(suite.getAttribute("tests")).isEqualTo("250");
    assertThat(suite.getAttribute("failures")).isEqualTo("210");
    assertThat(suite.getAttribute("skipped")).isEqualTo("5");
    assertThat(suite.getAttribute("errors")).isEqualTo("0");
    List<Element> skipped = new ArrayList<>();
    int passed = 0;
    for (Element testcase : children(suite, "testcase")) {
      skipped.addAll(children(testcase, "skipped"));
      passed += testcase.getChildNodes().getLength() == 0 ? 1 : 0;
    }
    assertThat(passed).isEqualTo(35);
    assertThat(skipped).hasSize(5);
    assertThat(skipped.get(0).getAttribute("message"))
        .containsMatch("^tactic \\d+: X wins by \\w+: .*, unresolved: not proved to keep the win");
  }

  @Test
  void anEnginesFailureIsAnErrorNamingItsFault() throws Exception {
    Path xml = directory.resolve("report.xml");
    run("", fourInARow(suite(), "--junit-xml", xml.toString(), "--", "crash"));
    Element suite = valid(xml);
    assertThat(suite.getAttribute("errors")).isEqualTo("2");
    assertThat(suite.getAttribute("failures")).isEqualTo("0");
    Element error = children(children(suite, "testcase").get(0), "error").get(0);
    assertThat(error.getAttribute("type")).isEqualTo("CRASH");
    assertThat(error.getAttribute("message"))
        .startsWith("CRASH: the engine exited with code 3 before it answered the position");
    assertThat(error.getTextContent())
        .contains("\ntactic 1: X wins by fours: (3,2) (3,5); played no move (null)\n");
  }

  @Test
  void aTacticBeforeWhichTheEngineWasStartedAgainSaysSoInItsOutput() throws Exception {
    Path xml = directory.resolve("report.xml");
    run("", fourInARow(suite(), "--junit-xml", xml.toString(), "--", "silent-restart"));
    List<Element> cases = children(valid(xml), "testcase");
    assertThat(children(cases.get(0), "system-out")).isEmpty();
    assertThat(children(cases.get(1), "system-out").get(0).getTextContent())
        .isEqualTo(
            "the engine gave no answer to RESTART before tactic 2, and was started again for it");
  }

  @Test
  void anEnginesControlCharactersAreEscapedSoTheXmlStaysWellFormed() throws Exception {
    TacticsJudging judging =
        TacticsJudging.of(TacticsSuite.Bundled.named("tactics-7").orElseThrow().tactics(), 1000);
    PoolJudging.Judged judged =
        new PoolJudging.Judged(
            judging.judge(1, null),
            new Reply.Failure(Fault.MALFORMED, "wrote \u0000\u001b[31m\ud800 \r\u0085x"),
            false,
            Duration.ofMillis(1250));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    new JunitXml("tactics-7").write(out, List.of(judged), Duration.ofSeconds(2), null);
    Element suite = valid(out.toByteArray());
    assertThat(suite.getAttribute("time")).isEqualTo("2.000");
    Element testcase = children(suite, "testcase").get(0);
    assertThat(testcase.getAttribute("time")).isEqualTo("1.250");
    assertThat(children(testcase, "error").get(0).getAttribute("message"))
        .isEqualTo("MALFORMED: wrote \\u0000\\u001b[31m\\ud800 \\u000d\\u0085x");
  }

  @Test
  void xmlTextKeepsTabsLineFeedsAndWholeCharactersAndEscapesTheRest() {
    assertThat(XmlText.of("a\tb\nc é 😀")).isEqualTo("a\tb\nc é 😀");
    assertThat(XmlText.of("\u0007\ufffe\uffff\udc00")).isEqualTo("\\u0007\\ufffe\\uffff\\udc00");
  }

  @Test
  void aFileThatCannotBeWrittenIsExitCodeTwoBeforeAnyEngineStarts() throws Exception {
    Path marker = directory.resolve("started"); // the brain makes it when it starts
    Path nowhere = directory.resolve("no-such-folder").resolve("report.xml");
    Run run =
        run(
            "",
            fourInARow(
                suite(), "--junit-xml", nowhere.toString(), "--", "once", marker.toString()));
    assertThat(run.code()).isEqualTo(2);
    assertThat(run.err())
        .isEqualTo(
            "noughts engine: cannot write --junit-xml "
                + nowhere
                + ": its folder does not exist\n");
    assertThat(run.out()).isEmpty();
    assertThat(Files.exists(marker)).isFalse();
    Run folder =
        run(
            "",
            fourInARow(
                suite(), "--junit-xml", directory.toString(), "--", "once", marker.toString()));
    assertThat(folder.code()).isEqualTo(2);
    assertThat(folder.err())
        .isEqualTo("noughts engine: cannot write --junit-xml " + directory + ": Is a directory\n");
    assertThat(Files.exists(marker)).isFalse();
  }

  @Test
  void theConformanceCheckHasNoScoreToReport() {
    Run run = run("", "engine", "--conformance", "--junit-xml", "x.xml", "--", "x");
    assertThat(run.code()).isEqualTo(2);
    assertThat(run.err())
        .isEqualTo("noughts engine: --junit-xml reports a score; the conformance check has none\n");
  }

  private String suite() throws Exception {
    Path file = directory.resolve("suite.txt");
    Files.writeString(file, EngineCommandTest.SUITE, StandardCharsets.UTF_8);
    return file.toString();
  }

  /** The report's {@code <testsuite>}, once Surefire's schema has accepted the file. */
  static Element valid(Path xml) throws Exception {
    return valid(Files.readAllBytes(xml));
  }

  static Element valid(byte[] xml) throws Exception {
    Validator validator =
        SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI)
            .newSchema(JunitXmlTest.class.getResource("surefire-test-report-3.0.xsd"))
            .newValidator();
    validator.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, ""); // offline: the copy above only
    validator.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
    validator.validate(new StreamSource(new ByteArrayInputStream(xml)));
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setNamespaceAware(true);
    return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml)).getDocumentElement();
  }

  static List<Element> children(Element parent, String name) {
    List<Element> found = new ArrayList<>();
    NodeList nodes = parent.getElementsByTagName(name);
    for (int i = 0; i < nodes.getLength(); i++) {
      if (nodes.item(i).getParentNode() == parent) {
        found.add((Element) nodes.item(i));
      }
    }
    return found;
  }
}
