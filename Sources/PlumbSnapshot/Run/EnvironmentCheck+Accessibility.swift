import Foundation
import PlumbAccessibility
import PlumbCore
import PlumbPipeline
import PlumbRender
import PlumbText

/// The accessibility snapshot's part of one environment's check: find the elements, compare them with the
/// accessibility baseline, record them, and write them as artifacts (docs/accessibility.md, "Baselines").
extension EnvironmentCheck {
    /// One render's accessibility snapshot: its elements, their JSON, and how to draw its picture over the run's
    /// own render (drawn only for the artifacts of a failure or a review: the picture is never a baseline).
    struct AccessibilityRender {
        var document: AccessibilityDocument
        var picture: (RGBAImage) throws -> [UInt8]
        /// The environment the screen was drawn at, and the measurer for the legend.
        var environment: Environment
        var measurer: PangoTextMeasurer

        /// The JSON written as the baseline or artifact (made only then).
        var jsonText: String { document.jsonText }

        init(_ result: LayoutResult, renderer: Renderer) {
            let elements = AccessibilityHierarchy(result).elements
            document = AccessibilityDocument(result, elements: elements)
            environment = result.environment
            measurer = renderer.measurer
            picture = { screen in
                try AccessibilityArtifacts.picture(
                    screen: screen, environment: result.environment, elements: elements, measurer: renderer.measurer)
            }
        }
    }

    /// Compares the render's elements with the accessibility baseline; returns the verdict's part and adds its
    /// messages. `nil` when the run leaves accessibility out, or the environment has no baseline at all (recording
    /// it writes both).
    func compareAccessibility(
        _ render: Render, key: EnvironmentKey, baselineMissing: Bool, notes: inout [VerdictNote]
    ) -> AccessibilityCheck? {
        guard let actual = render.accessibility else { return nil }
        let baseline: AccessibilityDocument?
        do { baseline = try store.accessibility(key) } catch {
            notes.append(VerdictNote(.accessibility, "accessibility: \(error)"))
            return AccessibilityCheck(baseline: .unreadable, passed: false)
        }
        guard let baseline else { return baselineMissing ? nil : AccessibilityCheck(baseline: .missing, passed: true) }
        let changes = actual.document.changes(from: baseline)
        if !changes.isEmpty {
            notes.append(
                VerdictNote(
                    .accessibility,
                    "accessibility: VoiceOver reads it differently (\(changes.count) change\(changes.count == 1 ? "" : "s")):"
                ))
            notes += changes.map { VerdictNote(.accessibility, "  " + $0.description, isDetail: true) }
        }
        return AccessibilityCheck(baseline: .compared, passed: changes.isEmpty, changes: changes)
    }

    /// Writes the accessibility baseline when the run keeps accessibility snapshots; marks a missing one recorded.
    func recordAccessibility(
        _ render: Render, key: EnvironmentKey, verdict: inout EnvironmentVerdict
    ) throws(BaselineError) {
        guard let accessibility = render.accessibility else { return }
        try store.write(accessibilityJSON: Data(accessibility.jsonText.utf8), for: key)
        if verdict.accessibility?.baseline == .missing { verdict.accessibility?.baseline = .recorded }
    }

    /// An environment whose PNG and frames have baselines but whose accessibility snapshot has none (recorded before
    /// accessibility baselines existed) gets one where the record mode writes missing baselines, and still passes:
    /// the new file is said, never a failure. Under `never` (CI) the message says how to write it.
    func recordMissingAccessibility(
        _ render: Render, key: EnvironmentKey, verdict: inout EnvironmentVerdict
    ) throws(BaselineError) {
        guard verdict.outcome != .recorded, verdict.accessibility?.baseline == .missing else { return }
        let path = store.accessibilityPath(key)
        if mode.recordsMissing {
            try recordAccessibility(render, key: key, verdict: &verdict)
            verdict.note(
                .accessibility,
                "recorded the accessibility baseline \(path) (none existed; the check does not fail for it); check it in"
            )
        } else {
            verdict.note(
                .accessibility,
                "no accessibility baseline \(path) (recorded before accessibility baselines; not compared, not a failure); "
                    + "plumb check --record missing writes it")
        }
    }

    /// Writes this run's accessibility JSON and picture into the artifacts and, when VoiceOver reads the screen
    /// differently, the baseline's picture drawn from its recorded elements over its baseline image, so a reviewer
    /// sees both (the pictures are artifacts only; a picture left in an old baselines folder is never read).
    func writeAccessibilityArtifacts(
        _ render: Render, key: EnvironmentKey, artifacts: ArtifactStore, files: inout ArtifactFiles, changed: Bool,
        baselineImage: RGBAImage?, order: Int
    ) throws(BaselineError) {
        guard let accessibility = render.accessibility else { return }
        let base = key.folder + "/" + key.label
        let json = base + ".actual." + AccessibilityArtifacts.jsonSuffix,
            image = base + ".actual." + AccessibilityArtifacts.imageSuffix
        let actual: [UInt8]
        do { actual = try accessibility.picture(render.image) } catch {
            throw .cannotWrite(path: artifacts.path(image), reason: "cannot encode the accessibility picture: \(error)")
        }
        let actualImage = try artifacts.writeImage(actual, to: image, order: order)
        try artifacts.write(Data(accessibility.jsonText.utf8), to: json)
        files.actualAccessibility = json
        files.actualAccessibilityImage = actualImage
        guard changed, let screen = baselineImage, let baseline = try? store.accessibility(key) else { return }
        let path = base + ".expected." + AccessibilityArtifacts.imageSuffix
        let expected: [UInt8]
        do {
            expected = try AccessibilityArtifacts.picture(
                screen: screen, environment: accessibility.environment, elements: baseline.elements,
                measurer: accessibility.measurer)
        } catch {
            throw .cannotWrite(path: artifacts.path(path), reason: "cannot encode the accessibility picture: \(error)")
        }
        files.expectedAccessibilityImage = try artifacts.writeImage(expected, to: path, order: order)
    }
}
