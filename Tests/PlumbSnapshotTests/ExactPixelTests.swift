import Foundation
import PlumbCore
import PlumbPipeline
import PlumbRender
import PlumbSnapshot
import Testing

/// Pixels are compared exactly on a matching renderer: a primary button's #007AFF → #0066FF, a 20-level change
/// in one channel that pixelmatch's browser-noise default (threshold 0.1, anti-aliasing excused) does not see,
/// fails a check; the tolerance applies only when asked for or when the renderer differs from the baselines'.
@Suite struct ExactPixelTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-exact-\(UUID().uuidString)").path

    func subject(_ hex: String) -> Subject {
        let environments = Matrix(widths: [320], categories: [.large]).environments
        return Subject(
            name: "login", source: "login.yaml", environments: environments,
            tree: { _ in
                var button = Node(
                    id: "signIn", kind: .button, style: NodeStyle(background: Color(hex: hex)!, cornerRadius: 8),
                    text: TextContent("Sign In", style: .headline, color: Color(hex: "#FFFFFF")!),
                    frame: Rect(x: 16, y: 16, width: 200, height: 50))
                button.source = nil
                return Node(
                    id: "root", style: NodeStyle(background: Color(hex: "#FFFFFF")!), layout: .absolute,
                    children: [button])
            })
    }

    func check(_ hex: String, tolerance: SnapshotTolerance = SnapshotTolerance()) throws -> SnapshotReport {
        try SnapshotRun(
            subjects: [subject(hex)], store: BaselineStore(rootPath: folder), mode: .never, tolerance: tolerance
        ).run()
    }

    @Test func theBlueButtonTurnedDarkerFailsByDefaultAndPixelmatchsToleranceHidesIt() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try SnapshotRun(subjects: [subject("#007AFF")], store: BaselineStore(rootPath: folder), mode: .all).run()
        #expect(try check("#007AFF").passed, "the same render is byte-identical")

        let exact = try check("#0066FF")
        #expect(!exact.passed)
        let verdict = try #require(exact.environments.first)
        #expect(verdict.status == .changed)
        let pixels = try #require(verdict.pixels)
        #expect(
            pixels.differentPixels > 5000, "every pixel of the 200 × 50 button's fill counts: \(pixels.differentPixels)"
        )
        #expect(pixels.antialiasedPixels == 0, "none is excused as anti-aliasing")
        #expect(
            verdict.messages.first?.contains("exact comparison: the renderer matches the baselines'") == true,
            "\(verdict.messages)")

        let tolerant = try check("#0066FF", tolerance: SnapshotTolerance(threshold: 0.1))
        #expect(tolerant.passed, "pixelmatch's default threshold sees no change: the reason exact is the default")
    }

    @Test func aDifferentRendererFallsBackToPixelmatchsToleranceAndSaysSo() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try SnapshotRun(subjects: [subject("#007AFF")], store: BaselineStore(rootPath: folder), mode: .all).run()
        let path = folder + "/login/fingerprint.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let pango = try #require(text.split(separator: "\"").drop { $0 != "pango" }.dropFirst(2).first)
        try text.replacingOccurrences(of: "\"\(pango)\"", with: "\"1.99.0\"").write(
            toFile: path, atomically: true, encoding: .utf8)
        let report = try check("#0066FF")
        #expect(report.passed, "threshold 0.1 with anti-aliasing excused when the renderer differs")
        #expect(report.specs.first?.fingerprintNotes == ["baselines made with pango 1.99.0, this is \(pango)"])
    }
}
