import Foundation
import PlumbAccessibility
import PlumbCore
import PlumbPipeline
import PlumbRender
import PlumbSnapshot
import Testing

/// Accessibility baselines in `record` / `check`: VoiceOver's elements are recorded beside each baseline, a change in
/// what VoiceOver reads is an `accessibility changed` verdict naming each change, moved frames are left to the frames
/// comparison, `accept` promotes the new snapshot, and an older suite without accessibility files never fails for it.
@Suite struct AccessibilityBaselineRunTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-a11y-\(UUID().uuidString)").path
    var store: BaselineStore { BaselineStore(rootPath: folder + "/Baselines") }

    /// A settings screen: a heading, an airplane-mode switch labelled `airplane`, a Wi-Fi row; `titleY` moves the
    /// heading, `swap` puts Wi-Fi above the switch. `value` and `order` change only what VoiceOver reads (the
    /// switch's `accessibilityValue`, the screen's `accessibilityElements`), never a pixel.
    func subject(
        airplane: String = "Airplane Mode", value: String? = nil, order: [String]? = nil, titleY: Double = 10,
        swap: Bool = false
    ) -> Subject {
        Subject(
            name: "settings", source: "settings.yaml",
            environments: Matrix(widths: [320], categories: [.large]).environments,
            tree: { _ in
                var title = Node(
                    id: "title", kind: .text, text: TextContent("Settings", style: .headline),
                    frame: Rect(x: 16, y: titleY, width: 200, height: 24))
                title.accessibility.traits = .header
                var toggle = Node.switch("airplane")
                toggle.accessibility.value = value
                toggle.frame = Rect(x: 16, y: swap ? 100 : 50, width: 51, height: 31)
                toggle.accessibility.label = airplane
                let wifi = Node(
                    id: "wifi", kind: .text, text: TextContent("Wi-Fi", style: .body),
                    frame: Rect(x: 16, y: swap ? 50 : 100, width: 200, height: 22))
                var root = Node(
                    id: "root", style: NodeStyle(background: Color(hex: "#FFFFFF")!), layout: .absolute,
                    children: [title, toggle, wifi])
                root.accessibility.elements = order
                return root
            })
    }

    func run(
        _ subject: Subject, mode: RecordMode = .never, tolerance: SnapshotTolerance = SnapshotTolerance(),
        artifacts: Bool = false
    ) throws -> SnapshotReport {
        try SnapshotRun(
            subjects: [subject], store: store, mode: mode, tolerance: tolerance,
            artifacts: artifacts ? ArtifactStore(rootPath: folder + "/artifacts") : nil
        ).run()
    }

    var key: EnvironmentKey { EnvironmentKey(folder: "settings", Environment(width: 320)) }

    /// Issue 31.1: only what a check compares is stored; the picture is an artifact.
    @Test func recordWritesTheElementsButNotThePicture() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try run(subject(), mode: .all)
        let document = try #require(try store.accessibility(key))
        #expect(document.legend == ["1. Settings, Heading", "2. Airplane Mode, Switch button, Off", "3. Wi-Fi"])
        #expect(!FileManager.default.fileExists(atPath: store.accessibilityImagePath(key)))
        let again = try run(subject())
        #expect(again.passed)
        #expect(again.environments[0].accessibility == AccessibilityCheck(baseline: .compared, passed: true))
        #expect(
            store.orphans(expected: [key], scope: .specFolders).isEmpty,
            "the accessibility files are the environment's own")
    }

    /// The example: a label, a value and the order change, and not a pixel; each is a line with the element's
    /// number.
    @Test func aChangeInWhatVoiceOverReadsIsItsOwnVerdict() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try run(subject(), mode: .all)
        let report = try run(subject(airplane: "Flight Mode", value: "1", order: ["title", "wifi", "airplane"]))
        let verdict = try #require(report.environments.first)
        #expect(verdict.status == .accessibilityChanged && verdict.outcome == .failed)
        #expect(verdict.pixels?.passed == true && verdict.frames?.passed == true)
        let check = try #require(verdict.accessibility)
        #expect(check.changes.map(\.kind) == [.order, .label, .value])
        #expect(
            check.changes.map(\.description) == [
                "reading order from \"airplane\": 2. airplane, 3. wifi → 2. wifi, 3. airplane",
                "3. label of \"airplane\": \"Airplane Mode\" → \"Flight Mode\"",
                "3. value of \"airplane\": \"0\" → \"1\"",
            ])
        #expect(
            verdict.messages.contains("accessibility: VoiceOver reads it differently (3 changes):"),
            "\(verdict.messages)")
        #expect(verdict.messages.contains("  3. label of \"airplane\": \"Airplane Mode\" → \"Flight Mode\""))
        #expect(report.summaryLine == "1 environment: 1 accessibility changed")
        #expect(
            ChangeGroups(report).groups.first?.title.hasPrefix("VoiceOver reads it differently (reading order from")
                == true)
    }

    /// Pixels and frames outrank it: a changed layout whose labels also changed is `changed`, and lists both.
    @Test func aPixelOrFrameChangeIsChangedAndStillListsTheAccessibilityChanges() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try run(subject(), mode: .all)
        let verdict = try #require(
            try run(subject(airplane: "Flight Mode", swap: true), tolerance: SnapshotTolerance(failOnLints: false))
                .environments.first)
        #expect(verdict.status == .changed)
        #expect(verdict.accessibility?.passed == false)
        #expect(
            verdict.messages.contains { $0.hasPrefix("frames:") }
                && verdict.messages.contains { $0.hasPrefix("accessibility:") })
    }

    /// Frames, and activation points with them, are the frames comparison's: moving the heading by 0.0004 pt
    /// (below the 4-decimal precision of the files) or by 3 pt is never an accessibility change.
    @Test func movedFramesAreNotAnAccessibilityChange() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try run(subject(), mode: .all)
        let noise = try #require(try run(subject(titleY: 10.0004)).environments.first)
        #expect(noise.accessibility?.passed == true && noise.frames?.passed == true, "\(noise.messages)")
        #expect(noise.status != .accessibilityChanged)
        let moved = try #require(try run(subject(titleY: 13)).environments.first)
        #expect(moved.accessibility?.passed == true && moved.status == .changed)
    }

    @Test func acceptPromotesTheNewSnapshot() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try run(subject(), mode: .all)
        let failed = try run(subject(airplane: "Flight Mode"), artifacts: true)
        let files = try #require(failed.environments.first?.artifacts)
        #expect(files.actualAccessibility == "settings/320w-l.actual.accessibility.json")
        #expect(files.actualAccessibilityImage == "settings/320w-l.actual.accessibility.png")
        #expect(files.expectedAccessibilityImage == "settings/320w-l.expected.accessibility.png")
        // Both pictures are drawn, not copied: the expected one from the recorded elements over the baseline PNG,
        // the actual one from this run's render; they differ where the legend's label changed.
        let artifactsFolder = folder + "/artifacts/"
        let expected = try PNGDecoder().decode(
            contentsOf: URL(fileURLWithPath: artifactsFolder + files.expectedAccessibilityImage!))
        let actual = try PNGDecoder().decode(
            contentsOf: URL(fileURLWithPath: artifactsFolder + files.actualAccessibilityImage!))
        #expect(expected.width == actual.width && expected.pixels != actual.pixels)
        #expect(!FileManager.default.fileExists(atPath: store.accessibilityImagePath(key)), "no baseline picture")
        let html = try String(contentsOfFile: folder + "/artifacts/report.html", encoding: .utf8)
        #expect(
            html.contains(
                "<li>2. label of &quot;airplane&quot;: &quot;Airplane Mode&quot; → &quot;Flight Mode&quot;</li>"),
            "\(html)")
        #expect(html.contains("data-plumb-status=\"accessibility changed\"") && html.contains("plumb accept"))
        _ = try Acceptance.accept(ArtifactStore(rootPath: folder + "/artifacts"), store: store)
        #expect(try store.accessibility(key)?.elements[1].label == "Flight Mode")
        #expect(try run(subject(airplane: "Flight Mode")).passed)
    }

    @Test func recordModeFailedRewritesAnAccessibilityChange() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try run(subject(), mode: .all)
        let report = try run(subject(airplane: "Flight Mode"), mode: .failed)
        #expect(report.environments[0].outcome == .recorded)
        #expect(try store.accessibility(key)?.elements[1].label == "Flight Mode")
    }

    /// An older suite (PNGs, frames, lints, no accessibility files) keeps passing: under `never` the verdict says the
    /// baseline is missing; under `missing` (the default) it is recorded and the environment still passes.
    @Test func aSuiteWithoutAccessibilityFilesDoesNotFailForThem() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try run(subject(), mode: .all)
        try FileManager.default.removeItem(atPath: store.accessibilityPath(key))
        let ci = try run(subject(airplane: "Flight Mode"))
        #expect(ci.passed, "nothing to compare the new label with: \(ci.environments.map(\.messages))")
        #expect(ci.environments[0].accessibility?.baseline == .missing)
        #expect(ci.accessibilityNote?.hasPrefix("1 environment has no accessibility baseline") == true)
        #expect(!FileManager.default.fileExists(atPath: store.accessibilityPath(key)), "never writes nothing")

        let local = try run(subject(), mode: .missing)
        #expect(local.passed && local.environments[0].outcome == .passed)
        #expect(local.environments[0].accessibility?.baseline == .recorded)
        #expect(local.environments[0].messages.contains { $0.hasPrefix("recorded the accessibility baseline ") })
        #expect(FileManager.default.fileExists(atPath: store.accessibilityPath(key)))
        #expect(try run(subject(airplane: "Flight Mode")).environments[0].status == .accessibilityChanged)
    }

    /// A baselines folder recorded by an older Plumb holds a picture beside each JSON: a check neither reads nor
    /// lists it (it is not an orphan line per environment), even when it is garbage; `retiredPictures` names it for
    /// `plumb prune`; recording the environment again removes it.
    @Test func aPictureLeftByAnOlderPlumbIsIgnoredThenRemoved() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try run(subject(), mode: .all)
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: store.accessibilityImagePath(key)))
        let check = try run(subject())
        #expect(check.passed && check.orphans.isEmpty, "\(check.orphans)")
        #expect(store.retiredPictures(expected: [key]) == [store.accessibilityImagePath(key)])
        _ = try run(subject(), mode: .all)
        #expect(!FileManager.default.fileExists(atPath: store.accessibilityImagePath(key)))
        #expect(store.retiredPictures(expected: [key]).isEmpty)
    }

    @Test func offLeavesAccessibilityOut() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let off = SnapshotTolerance(accessibility: .off)
        _ = try run(subject(), mode: .all, tolerance: off)
        #expect(!FileManager.default.fileExists(atPath: store.accessibilityPath(key)))
        _ = try run(subject(), mode: .all)
        let report = try run(subject(airplane: "Flight Mode"), tolerance: off)
        #expect(report.passed && report.environments[0].accessibility == nil)
    }

    @Test func anUnreadableAccessibilityBaselineFailsNamingTheFile() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try run(subject(), mode: .all)
        try Data("{\"spec\": 1}".utf8).write(to: URL(fileURLWithPath: store.accessibilityPath(key)))
        let verdict = try #require(try run(subject()).environments.first)
        #expect(verdict.status == .accessibilityChanged && verdict.accessibility?.baseline == .unreadable)
        #expect(
            verdict.messages.contains {
                $0.contains("320w-l.accessibility.json: cannot read the accessibility baseline")
            }, "\(verdict.messages)")
    }

    @Test func theReportKeepsTheAccessibilityPart() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try run(subject(), mode: .all)
        let report = try run(subject(airplane: "Flight Mode"))
        let read = try JSONDecoder().decode(SnapshotReport.self, from: report.jsonData)
        #expect(read == report)
        let text = String(decoding: report.jsonData, as: UTF8.self)
        #expect(
            text.contains("\"status\" : \"accessibility changed\"") && text.contains("\"kind\" : \"label\""), "\(text)")
    }
}
