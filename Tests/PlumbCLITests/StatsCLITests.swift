import Foundation
import Testing

/// `plumb stats` on a folder `plumb record` wrote (issue 31.3).
@Suite struct StatsCLITests {
    let folder: TemporaryFolder
    var baselines: String { folder.url.appendingPathComponent("Baselines").path }

    init() throws { folder = try TemporaryFolder() }

    @Test func weighsARecordedFolderPerSpecKindAndAxis() throws {
        let record = try PlumbProcess.run([
            "record", "gallery:settings-cell", "gallery:anchored-separators", "--width", "320,375", "--category",
            "l,ax5",
            "--appearance", "light,dark", "--baselines", baselines,
        ])
        try #require(record.status == 0, "\(record.stderr)")
        let stats = try PlumbProcess.run(["stats", baselines])
        #expect(stats.status == 0, "\(stats.stderr)")
        let lines = stats.stdout.split(separator: "\n").map(String.init)

        // The totals are the files on disk.
        let files = try #require(FileManager.default.subpaths(atPath: baselines)).filter {
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: baselines + "/" + $0, isDirectory: &isFolder)
            return !isFolder.boolValue
        }
        let bytes = try files.reduce(0) {
            $0 + (try FileManager.default.attributesOfItem(atPath: baselines + "/" + $1)[.size] as! NSNumber).intValue
        }
        #expect(
            lines.first?.hasPrefix("\(baselines): 2 specs, 16 environments, \(files.count) files, \(Self.si(bytes)) (")
                == true,
            "\(stats.stdout)")
        let pngs = files.filter { $0.hasSuffix(".png") }.count
        #expect(lines.contains { $0.hasPrefix("  png ") && $0.contains(" \(pngs) files ") }, "\(stats.stdout)")
        #expect(lines.contains { $0.hasPrefix("  settings-cell ") && $0.hasSuffix("8 environments") })

        // The three axes recorded with two values each, costliest first; the axes with one value are not listed.
        let axes = lines.drop { !$0.hasPrefix("by axis") }.dropFirst().filter { !$0.hasPrefix("    ") }
        #expect(Set(axes.map { String($0.split(separator: " ")[0]) }) == ["appearance", "category", "width"])
        let saved = axes.compactMap { line -> Double? in
            guard let range = line.range(of: "saves ") else { return nil }
            let words = line[range.upperBound...].split(separator: " ")
            let units: [String: Double] = ["B": 1, "KB": 1e3, "MB": 1e6]
            let unit: Double = units[String(words[1])] ?? 0
            return Double(String(words[0])).map { $0 * unit }
        }
        #expect(saved.count == 3 && saved == saved.sorted(by: >), "\(axes)")
        #expect(axes.contains { $0.contains(" keeping light") } && axes.contains { $0.contains(" keeping l") })
        #expect(lines.contains { $0.hasPrefix("    dark ") } && lines.contains { $0.hasPrefix("    ax5 ") })
    }

    /// Bytes in decimal units as `plumb stats` prints them (docs/cli.md).
    static func si(_ n: Int) -> String {
        switch n {
        case ..<1000: "\(n) B"
        case ..<10_000: String(format: "%.1f KB", Double(n) / 1e3)
        case ..<1_000_000: String(format: "%.0f KB", Double(n) / 1e3)
        default: String(format: "%.1f MB", Double(n) / 1e6)
        }
    }

    @Test func aMissingFolderIsABadInput() throws {
        let stats = try PlumbProcess.run(["stats", folder.url.appendingPathComponent("nothing").path])
        #expect(stats.status == 2)
        #expect(stats.stderr.contains("nothing: no baselines folder there"), "\(stats.stderr)")
        #expect(stats.stdout.isEmpty)
    }
}
