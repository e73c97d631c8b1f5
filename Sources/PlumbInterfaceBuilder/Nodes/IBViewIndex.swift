import PlumbCore

/// One view of a root as the document stores it: its element, its place in the hierarchy and its stored frame.
public struct IBView: Sendable {
    public var id: String
    /// The element name, which is the UIKit class Interface Builder writes (`label`, `stackView`, `view`).
    public var element: IBElement
    public var parent: String?
    public var children: [String]
    /// `<rect key="frame">`, relative to the superview; `nil` when the document stores none.
    public var storedFrame: Rect?
    /// Marked `misplaced="YES"` or `ambiguous="YES"`, itself or an ancestor: its stored frame is not up to date.
    public var outOfDate: Bool
    /// Whether the superview is a stack view (an arranged subview).
    public var arranged: Bool
    /// The element name: `label`, `button`, `view`, …
    public var className: String { element.name }
    public var customClass: String? { element["customClass"] }
    public var userLabel: String? { element["userLabel"] }
    public var isStack: Bool { element.name == "stackView" }
    /// A cell's or visual effect view's `contentView`: placed by its container, not by constraints.
    public var isContentView: Bool { element["key"] == "contentView" }
}

/// A layout guide an item of a constraint may name.
enum IBGuide: Hashable {
    /// `<viewLayoutGuide key="safeArea">` of a view.
    case safeArea(view: String)
    /// The legacy `topLayoutGuide` / `bottomLayoutGuide` of a view controller, read against its root's safe area.
    case legacy(top: Bool, root: String)
    /// A scroll view's content or frame layout guide (not laid out yet).
    case scrollGuide(view: String, key: String)
}

/// Every view and guide of one root, by id, depth first.
struct IBViewIndex {
    private(set) var views: [String: IBView] = [:]
    private(set) var order: [String] = []
    private(set) var guides: [String: IBGuide] = [:]
    let rootID: String

    init(root: IBRoot) {
        rootID = root.view["id"] ?? ""
        collect(root.view, parent: nil, outOfDate: false, arranged: false)
        for guide in root.controller?.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
            if let id = guide["id"] { guides[id] = .legacy(top: guide["type"] == "top", root: rootID) }
        }
    }

    subscript(id: String) -> IBView? { views[id] }

    /// The elements that are a view's subviews: its `<subviews>` and a content view (`key="contentView"` of a
    /// table or collection view cell, a visual effect view). Older documents write a content view without an
    /// `id`; it is given `<container id>.contentView`, which no Xcode id can be.
    static func subviewElements(of element: IBElement) -> [IBElement] {
        var result: [IBElement] = []
        for child in element.children {
            if child.name == "subviews" {
                result += child.children.filter { $0["id"] != nil }
            } else if child["key"] == "contentView", child.child("rect", key: "frame") != nil || child["id"] != nil {
                var contentView = child
                if contentView["id"] == nil, let id = element["id"] {
                    contentView.attributes["id"] = id + ".contentView"
                }
                if contentView["id"] != nil { result.append(contentView) }
            }
        }
        return result
    }

    private mutating func collect(_ element: IBElement, parent: String?, outOfDate: Bool, arranged: Bool) {
        guard let id = element["id"] else { return }
        let stale = outOfDate || element.flag("misplaced") || element.flag("ambiguous")
        let subviews = Self.subviewElements(of: element)
        views[id] = IBView(
            id: id, element: element, parent: parent, children: subviews.compactMap { $0["id"] },
            storedFrame: Self.frame(of: element), outOfDate: stale, arranged: arranged)
        order.append(id)
        for guide in element.children("viewLayoutGuide") {
            guard let guideID = guide["id"] else { continue }
            guides[guideID] =
                guide["key"] == "safeArea" ? .safeArea(view: id) : .scrollGuide(view: id, key: guide["key"] ?? "")
        }
        for subview in subviews {
            collect(subview, parent: id, outOfDate: stale, arranged: element.name == "stackView")
        }
    }

    /// The stored `<rect key="frame">`, or `nil`.
    static func frame(of element: IBElement) -> Rect? {
        guard let rect = element.child("rect", key: "frame"), let width = rect.number("width"),
            let height = rect.number("height")
        else { return nil }
        return Rect(x: rect.number("x") ?? 0, y: rect.number("y") ?? 0, width: width, height: height)
    }
}
