import Foundation
import Testing

/// `plumb bisect` over a spec whose matrix names devices: each lane says its category, variant and device in
/// words (`l@2x on iphone-se-3`), and a misspelt `--device` gets the closest name, as the spec's `devices:` does.
@Suite struct BisectDeviceCLITests {
    static let spec = """
        name: clipped-row
        matrix: {devices: [iphone-se-3], categories: [l]}
        root:
          id: row
          layout: stack
          axis: vertical
          padding: 16
          children:
            - {id: label, kind: text, text: "Wi-Fi Assist uses cellular data when the connection is slow", lines: 0, height: 22}
        """

    @Test func aDeviceLaneIsLabelledWithItsCategoryVariantAndDevice() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file("row.yaml", Self.spec)
        let run = try PlumbProcess.run(["bisect", spec, "--width", "300...400", "--json"])
        #expect(run.status == 1, "\(run.stdout) \(run.stderr)")
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(reports.first?["lanes"] as? [String] == ["l@2x on iphone-se-3"], "\(run.stdout)")
        let text = try PlumbProcess.run(["bisect", spec, "--width", "300...400"])
        #expect(text.stdout.contains(" at l@2x on iphone-se-3"), "\(text.stdout)")
        #expect(!text.stdout.contains("lphone"), "\(text.stdout)")
    }

    @Test func aMisspeltDeviceFlagGetsTheClosestName() throws {
        let run = try PlumbProcess.run(["lint", "gallery:settings-cell", "--device", "iphone-se3"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("(did you mean `iphone-se-3`?)"), "\(run.stderr)")
    }
}
