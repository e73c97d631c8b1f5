import Foundation
import PlumbCore
import PlumbInterfaceBuilder

/// libFuzzer entry: the input as an Interface Builder document (`IBDocument.parse`: the bounded, entity-free XML
/// reader, the document checks, the roots), then every root of it as a tree at the canvas traits and at regular
/// width (`IBTreeBuilder`: variations, constraints with guides, stacks, autoresizing masks), with measured and
/// stored text sizes, and its canvas (`IBCanvas`). Small budgets keep each input fast. The XML is read by
/// PlumbCore's `XMLTokenizer`, so the target covers it too.
///
/// An `IBError` is a correct answer; a crash, a hang, an empty message or a line or column before 1 is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(UnsafeRawBufferPointer(start: start, count: count))
    let limits = IBReadLimits(bytes: 1 << 20, elements: 20_000, depth: 128, attributeLength: 16 << 10)
    let document: IBDocument
    do {
        document = try IBDocument.parse(data, file: "fuzz.storyboard", limits: limits)
    } catch {
        check(error)
        return 0
    }
    for root in document.roots.prefix(8) {
        _ = IBCanvas.matrix(for: root, in: document)
        for options in [
            IBTreeOptions(), IBTreeOptions(textSizes: .stored, storedTextGrowth: 4),
            IBTreeOptions(traits: IBTraits(widthClass: .regular, heightClass: .compact)),
        ] {
            do {
                let tree = try IBTreeBuilder.tree(of: root, in: document, options: options)
                precondition(tree.root.id == root.view["id"], "the tree's root is not the root view")
                precondition(
                    Set(tree.root.depthFirst.map(\.id)).count == tree.root.depthFirst.count, "duplicate node ids")
            } catch {
                check(error)
            }
        }
    }
    return 0
}

private func check(_ error: IBError) {
    precondition(!error.description.isEmpty, "an empty message")
    if let line = error.line { precondition(line >= 1, "line \(line) before the first") }
    if let column = error.column {
        precondition(column >= 1, "column \(column) before the first")
        precondition(error.line != nil, "a column without a line")
    }
}
