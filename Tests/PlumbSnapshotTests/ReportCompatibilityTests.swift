import Foundation
import PlumbCore
import PlumbGallery
import PlumbPipeline
import PlumbSnapshot
import Testing

/// Reports written before statuses existed still read: `id` and `status` are derived.
@Suite struct ReportCompatibilityTests {
    @Test func aReportWithoutIdsAndStatusesReadsWithDerivedOnes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-compat-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let entry = Gallery.entry(named: "settings-cell")!
        let subject = Subject(
            name: entry.name, source: "gallery:settings-cell",
            environments: Matrix(widths: [375], categories: [.large]).environments,
            manualLayouts: entry.manualLayouts, tree: entry.tree(for:))
        let report = try SnapshotRun(subjects: [subject], store: BaselineStore(rootPath: folder)).run()
        var json = try JSONSerialization.jsonObject(with: report.jsonData) as! [String: Any]
        for key in ["statuses", "shard", "specSet", "plumbVersion"] { json[key] = nil }
        json["environments"] = (json["environments"] as! [[String: Any]]).map { environment in
            var old = environment
            for key in ["id", "status", "lintChanges"] { old[key] = nil }
            return old
        }
        let path = folder + "/old-report.json"
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: path))
        let old = try SnapshotReport(contentsOf: path)
        #expect(old.environments.map(\.id) == ["settings-cell/375w-l"])
        #expect(old.environments.map(\.status) == [.newBaseline], "recorded without a baseline before")
        #expect(old.shard == nil && old.statusCounts.isEmpty)
    }
}
