import Foundation
import PlumbCore
import PlumbInterfaceBuilder
import PlumbPipeline

/// The hand-written documents of `Tests/Fixtures/interface-builder`, and helpers to read and lay them out.
enum IBFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/interface-builder")

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    static func document(_ name: String) throws -> IBDocument { try IBDocument.load(path: path(name)) }

    /// A document given as text (for the refusals), parsed as `file`.
    static func parse(
        _ text: String, file: String = "test.xib", limits: IBReadLimits = .default
    ) throws(IBError)
        -> IBDocument
    {
        try IBDocument.parse(Data(text.utf8), file: file, limits: limits)
    }

    /// The first root of `name` laid out at its canvas: absolute frames by IB object id.
    static func frames(
        _ name: String, textSizes: IBTreeOptions.TextSizes = .stored, matrix: ((Matrix) -> Matrix)? = nil
    ) throws -> (tree: IBTree, frames: [String: Rect], matrix: Matrix) {
        let document = try document(name)
        let root = document.roots[0]
        let tree = try IBTreeBuilder.tree(of: root, in: document, options: IBTreeOptions(textSizes: textSizes))
        var canvas = IBCanvas.matrix(for: root, in: document)
        if let matrix { canvas = matrix(canvas) }
        let subject = Subject(name: root.name, matrix: canvas, tree: tree.root)
        let result = try Run(subjects: [subject], workers: 1).map { _, layout, _ in layout.result }[0]
        var frames: [String: Rect] = [:]
        for entry in result.entries { frames[entry.id] = entry.frame }
        return (tree, frames, canvas)
    }

    /// A minimal document around `body` (views of one top-level view), for the reader's unit tests.
    static func xib(_ body: String, root: String = "<view contentMode=\"scaleToFill\" id=\"top-vw-001\">") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                \(root)
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    \(body)
                </view>
            </objects>
        </document>
        """
    }
}
