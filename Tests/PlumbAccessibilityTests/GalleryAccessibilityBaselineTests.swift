import Foundation
import Testing

@testable import PlumbAccessibility
@testable import PlumbCore
@testable import PlumbGallery
@testable import PlumbLayout
@testable import PlumbText

/// The gallery's accessibility baselines: for every entry × its matrix × left-to-right and right-to-left, what
/// VoiceOver reads and in which order, kept in `Tests/Fixtures/accessibility/<entry>/<env>.accessibility.json`.
///
/// A change in order, label, value, hint or traits fails, naming each change (`AccessibilityDocument.changes`);
/// moved frames do not (the frame baselines catch those). A missing baseline is written and the test still fails,
/// naming it; after a deliberate change, delete the entry's folder and run the test twice.
@Suite struct GalleryAccessibilityBaselineTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/accessibility")

    @Test(arguments: Gallery.entries.map(\.name))
    func voiceOverReadsTheEntryAsRecorded(entry name: String) throws {
        let entry = try #require(Gallery.entries.first { $0.name == name })
        let measurer = try PangoTextMeasurer()
        let environments = entry.matrix.environments.flatMap { environment -> [Environment] in
            var rtl = environment
            rtl.direction = .rtl
            return [environment, rtl]
        }
        for environment in environments {
            let context = LayoutContext(
                environment: environment, measurer: measurer, manualLayouts: Gallery.manualLayouts)
            let result = LayoutEngine.layout(entry.tree(for: environment), name: name, context: context)
            let actual = AccessibilityDocument(result, elements: AccessibilityHierarchy(result).elements)
            let file = Self.folder.appendingPathComponent(name).appendingPathComponent(
                "\(environment.label).accessibility.json")
            guard let data = try? Data(contentsOf: file) else {
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try AtomicFile.write(Data(actual.jsonText.utf8), to: file)
                Issue.record("recorded a missing accessibility baseline: \(file.path); run the test again")
                continue
            }
            let baseline = try AccessibilityDocument(json: data)
            let changes = actual.changes(from: baseline)
            #expect(
                changes.isEmpty,
                "\(name) \(environment.label): VoiceOver now reads it differently:\n\(changes.map { "  " + $0.description }.joined(separator: "\n"))\n(baseline \(file.path))"
            )
        }
    }
}
