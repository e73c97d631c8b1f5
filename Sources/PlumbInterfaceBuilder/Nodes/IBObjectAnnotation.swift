import PlumbCore

/// Gives each node of a tree the Interface Builder object it came from (`InterfaceBuilderObject`): its user label
/// and class for frames JSON, and — where Plumb compares them — the frame Interface Builder stored, which the
/// `misplacedInIB` lint sets against Plumb's.
///
/// A stored frame is compared where it says what UIKit would do and Plumb claims to do it: the views
/// `Scripts/ib-agreement` compares (up to date in IB, placed by constraints or a stack, not hidden), less those whose
/// difference is already reported once per document or documented: inside a class Plumb approximates, named by a
/// constraint it dropped, a control whose frame is not its alignment rectangle (docs/interface-builder.md), and,
/// with Plumb's own text rather than `--text-sizes stored`, views sized by text (Plumb's stand-in font sets other
/// widths than SF).
enum IBObjectAnnotation {
    /// `node` (the tree's root) and its descendants annotated from `tree`.
    static func annotate(_ node: Node, tree: IBTree, textSizes: IBTreeOptions.TextSizes) -> Node {
        var node = node
        guard let view = tree.views[node.id] else { return node }
        let compared =
            view.parent == nil || isCompared(view, in: tree, textSizes: textSizes) ? view.storedFrame : nil
        node.interfaceBuilderObject = InterfaceBuilderObject(
            userLabel: view.userLabel, className: view.customClass ?? uikitClass(of: view.className),
            comparedFrame: compared)
        node.children = node.children.map { annotate($0, tree: tree, textSizes: textSizes) }
        return node
    }

    /// Whether the stored frame of `view` (not the root) is one Plumb answers for.
    static func isCompared(_ view: IBView, in tree: IBTree, textSizes: IBTreeOptions.TextSizes) -> Bool {
        guard !view.outOfDate, !tree.autoresized.contains(view.id), !view.element.flag("hidden"),
            !tree.dropped.contains(view.id), view.parent.map(tree.dropped.contains) != true,
            !alignmentRectangleControls.contains(view.className)
        else { return false }
        var ancestor = view.parent
        while let id = ancestor, let current = tree.views[id] {
            if current.element.flag("hidden") || IBLeaf.approximated.contains(current.className)
                || !IBLeaf.known(current.className)
            {
                return false
            }
            ancestor = current.parent
        }
        return textSizes == .stored || !IBAgreement.isTextDependent(view, in: tree)
    }

    /// Controls whose stored frame is not the alignment rectangle constraints bind (observed in stored frames:
    /// docs/interface-builder.md, "Measured").
    static let alignmentRectangleControls: Set<String> = ["switch", "slider", "progressView"]

    /// The class an element name stands for: `label` → `UILabel`; MapKit's and WebKit's views by their own prefix.
    static func uikitClass(of element: String) -> String {
        if let named = frameworkClasses[element] { return named }
        guard let first = element.first else { return "UIView" }
        return "UI" + first.uppercased() + element.dropFirst()
    }

    private static let frameworkClasses = [
        "mapView": "MKMapView", "wkWebView": "WKWebView", "arscnView": "ARSCNView", "arskView": "ARSKView",
        "sceneKitView": "SCNView", "spriteKitView": "SKView", "glkView": "GLKView", "mtkView": "MTKView",
        "tableViewCellContentView": "UITableViewCellContentView", "containerView": "UIView",
    ]
}
