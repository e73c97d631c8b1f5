/// The report as JUnit XML, which CI systems show as tests: one test suite per spec, one test case per
/// environment, a `<failure>` for each environment that failed or had to be recorded.
public enum JUnitReport {
    public static func xml(for report: SnapshotReport) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let failures = report.summary.failed + report.summary.recorded
        xml += "<testsuites name=\"plumb check\" tests=\"\(report.summary.environments)\" failures=\"\(failures)\">\n"
        for spec in report.specs {
            let verdicts = report.environments.filter { $0.key.folder == spec.folder }
            let specFailures = verdicts.count { $0.outcome != .passed }
            xml +=
                "  <testsuite name=\"\(htmlEscaped(spec.name))\" tests=\"\(verdicts.count)\" failures=\"\(specFailures)\">\n"
            for verdict in verdicts {
                let open =
                    "    <testcase classname=\"plumb.\(htmlEscaped(spec.folder))\" name=\"\(htmlEscaped(verdict.key.label))\""
                guard verdict.outcome != .passed else {
                    xml += open + "/>\n"
                    continue
                }
                let summary = verdict.messages.first ?? verdict.outcome.rawValue
                // A lint failure is fixed in the layout or the spec (its messages say how), never by re-recording.
                let rerecord =
                    verdict.baselineChanged && verdict.status != .newLint ? ["re-record: " + verdict.recordCommand] : []
                let body = (verdict.messages + rerecord).joined(separator: "\n")
                xml += open + ">\n"
                xml +=
                    "      <failure type=\"\(verdict.outcome.rawValue)\" message=\"\(htmlEscaped(summary))\">\(htmlEscaped(body))</failure>\n"
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }
}
