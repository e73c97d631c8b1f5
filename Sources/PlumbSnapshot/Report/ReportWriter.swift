import Foundation

/// Writes `report.json` and `report.html` into an artifacts folder, atomically.
public enum ReportWriter {
    public static func write(_ report: SnapshotReport, to artifacts: ArtifactStore) throws(BaselineError) {
        try artifacts.write(report.jsonData, to: ArtifactStore.reportJSONName)
        try artifacts.write(Data(ReportHTML.html(for: report).utf8), to: ArtifactStore.reportHTMLName)
    }
}
