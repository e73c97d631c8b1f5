import Foundation
import PlumbCore
import PlumbInterfaceBuilder
import PlumbPipeline

/// One file's comparisons, or why it could not be read.
struct FileAgreement {
    var file: String
    var comparisons: [(root: String, IBAgreement.Comparison)] = []
    var error: String?
    var notes: [String] = []
    /// For each scene root whose stored frames name its safe area's top or bottom: whether the canvas's safe area
    /// (the device's and the scene's bars) gives those edges (`IBSimulatedBars`).
    var sceneSafeAreas: [(root: String, agrees: Bool, detail: String)] = []
    /// How many of `comparisons` agree when the root is laid out with the canvas's own safe area rather than the
    /// one its stored frames show: what a user's default run gets.
    var agreeingWithCanvasSafeArea = 0
}

/// Lays out every root of one file at its canvas device and compares.
enum AgreementRun {
    static func compare(file: String, mode: IBTreeOptions.TextSizes) -> FileAgreement {
        var result = FileAgreement(file: file)
        do {
            let document = try IBDocument.load(path: file)
            let hasVariations = document.root.containsElement(named: "variation")
            for root in document.roots {
                let tree = try IBTreeBuilder.tree(of: root, in: document, options: IBTreeOptions(textSizes: mode))
                for note in tree.notes where !result.notes.contains(note) { result.notes.append(note) }
                var matrix = IBCanvas.matrix(for: root, in: document)
                if root.controller != nil, let (agrees, detail) = safeAreaAgrees(tree, canvas: matrix.safeAreaInsets) {
                    result.sceneSafeAreas.append((root.name, agrees, detail))
                }
                let canvasFrames = try layout(tree, matrix: matrix)
                matrix.safeAreaInsets = IBSafeAreaInference.insets(for: tree, fallback: matrix.safeAreaInsets)
                let frames = try layout(tree, matrix: matrix)
                // The views whose frames move when every text grows by 4 pt are the text-dependent ones.
                let grown = try layout(
                    try IBTreeBuilder.tree(
                        of: root, in: document, options: IBTreeOptions(textSizes: .stored, storedTextGrowth: 4)),
                    matrix: matrix)
                let base =
                    mode == .stored
                    ? frames
                    : try layout(
                        try IBTreeBuilder.tree(of: root, in: document, options: IBTreeOptions(textSizes: .stored)),
                        matrix: matrix)
                let textDependent = Set(
                    tree.order.filter { id in
                        guard let a = relative(id, in: base, tree: tree), let b = relative(id, in: grown, tree: tree)
                        else { return false }
                        return a != b
                    })
                let scale = matrix.scales.first ?? 2
                result.agreeingWithCanvasSafeArea +=
                    IBAgreement.compare(tree, frames: canvasFrames, scale: scale, hasVariations: hasVariations)
                    .filter(\.agrees).count
                for comparison in IBAgreement.compare(
                    tree, frames: frames, scale: scale, hasVariations: hasVariations, textDependent: textDependent)
                {
                    result.comparisons.append((root.name, comparison))
                }
            }
        } catch {
            result.error = "\(error)"
        }
        return result
    }
}

/// Whether `canvas` has the top and bottom safe-area edges the stored frames show, or `nil` when no up-to-date
/// constraint names either.
private func safeAreaAgrees(_ tree: IBTree, canvas: EdgeInsets) -> (Bool, String)? {
    let unknown = EdgeInsets(top: -1, left: -1, bottom: -1, right: -1)
    let stored = IBSafeAreaInference.insets(for: tree, fallback: unknown)
    let edges = [(stored.top, canvas.top), (stored.bottom, canvas.bottom)].filter { $0.0 >= 0 }
    guard !edges.isEmpty else { return nil }
    func edge(_ value: Double) -> String { value < 0 ? "?" : formatNumber(value) }
    let detail =
        "stored top \(edge(stored.top)), bottom \(edge(stored.bottom)); "
        + "canvas top \(formatNumber(canvas.top)), bottom \(formatNumber(canvas.bottom))"
    return (edges.allSatisfy { abs($0.0 - $0.1) < 0.5 }, detail)
}

/// `tree` laid out in `matrix`'s first environment: absolute frames by node id.
private func layout(_ tree: IBTree, matrix: Matrix) throws -> [String: Rect] {
    let subject = Subject(name: "agreement", matrix: matrix, tree: tree.root)
    let result = try Run(subjects: [subject], workers: 1).map { _, layout, _ in layout.result }[0]
    var frames: [String: Rect] = [:]
    for entry in result.entries { frames[entry.id] = entry.frame }
    return frames
}

/// The frame of `id` relative to its superview.
private func relative(_ id: String, in frames: [String: Rect], tree: IBTree) -> Rect? {
    guard let frame = frames[id] else { return nil }
    guard let parent = tree.views[id]?.parent, let origin = frames[parent] else { return frame }
    return frame.offsetBy(dx: -origin.x, dy: -origin.y)
}

extension IBElement {
    func containsElement(named name: String) -> Bool {
        self.name == name || children.contains { $0.containsElement(named: name) }
    }
}
