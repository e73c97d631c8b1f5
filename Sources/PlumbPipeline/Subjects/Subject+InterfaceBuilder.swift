import Foundation
import PlumbCore
import PlumbInterfaceBuilder
import PlumbText

/// Interface Builder documents as subjects: one per root (storyboard scene, XIB top-level view), named
/// `<file>/<root>`, laid out at the document's canvas device unless matrix flags say otherwise
/// (docs/interface-builder.md).
extension Subject {
    /// Whether `path` names an Interface Builder document (`.xib` or `.storyboard`).
    public static func isInterfaceBuilderFile(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return lowered.hasSuffix(".xib") || lowered.hasSuffix(".storyboard")
    }

    /// The subjects of the document at `path` (named `source`): every root, or those `roots` names.
    ///
    /// - Throws: `SubjectError.interfaceBuilder` for a document that cannot be read or a root it does not have.
    public static func interfaceBuilder(
        path: String, source: String, roots wanted: [String] = [],
        resources: any InterfaceBuilderResources = NoInterfaceBuilderResources(),
        textSizes: IBTreeOptions.TextSizes = .measured, fonts: [String] = []
    ) throws(SubjectError) -> [Subject] {
        let families = Set(fonts.flatMap { PinnedFonts.familyNames(inFile: $0) })
        let document: IBDocument
        do { document = try IBDocument.load(path: path) } catch { throw .interfaceBuilder(error) }
        let known = document.roots.map(\.name)
        if document.roots.isEmpty { throw .interfaceBuilder(IBError(file: source, line: nil, problem: .noRoots)) }
        for name in wanted where !known.contains(name) {
            throw .interfaceBuilder(IBError(file: source, line: nil, problem: .noSuchRoot(name, known: known)))
        }
        let fileName = (path as NSString).lastPathComponent
        var subjects: [Subject] = []
        for root in document.roots where wanted.isEmpty || wanted.contains(root.name) {
            var trees: [Appearance: IBTree] = [:]
            do {
                for appearance in [Appearance.light, .dark] {
                    trees[appearance] = try IBTreeBuilder.tree(
                        of: root, in: document, resources: resources,
                        options: IBTreeOptions(textSizes: textSizes, appearance: appearance, fontFamilies: families))
                }
            } catch { throw .interfaceBuilder(error) }
            let light = trees[.light]!.root, dark = trees[.dark]!.root
            var subject = Subject(
                name: fileName + "/" + root.name, source: source, matrix: IBCanvas.matrix(for: root, in: document),
                tree: { environment in environment.appearance == .dark ? dark : light })
            subject.file = path
            subject.warnings = trees[.light]!.notes.map { "\(source): \($0)" }
            subjects.append(subject)
        }
        return subjects
    }
}
