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
