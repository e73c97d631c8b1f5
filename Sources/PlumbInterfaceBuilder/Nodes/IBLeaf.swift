import PlumbCore

/// What one view element draws: its kind, text, image and control content, by Interface Builder class.
struct IBLeaf {
    /// The element names read as a plain UIView container (their special behaviour, if any, is noted).
    static let plainViews: Set<String> = [
        "view", "tableViewCellContentView", "collectionViewCellContentView", "tableViewCell",
        "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView", "visualEffectView",
        "containerView", "stackView",
    ]
    /// Classes drawn as a plain view with a note naming them (no content yet).
    static let approximated: Set<String> = [
        "scrollView", "tableView", "collectionView", "textView", "toolbar", "searchBar",
    ]

    /// Whether Plumb reads `className` as what it is (a UIKit view it knows, or one it approximates).
    static func known(_ className: String) -> Bool {
        plainViews.contains(className) || approximated.contains(className) || drawnClasses.contains(className)
    }

    /// The classes `fill` gives a kind of their own.
    static let drawnClasses: Set<String> = [
        "label", "button", "imageView", "switch", "textField", "segmentedControl", "slider", "progressView",
        "activityIndicatorView", "pageControl", "stepper",
    ]

    var document: IBDocument
    var resources: any InterfaceBuilderResources
    var options: IBTreeOptions
    var notes: [String] = []

    mutating func note(_ text: String) {
        if !notes.contains(text) { notes.append(text) }
    }

    /// The colour of `<color key="key">` in `element`, or `nil` when absent.
    mutating func color(_ element: IBElement, key: String) -> Color? {
        guard let color = element.child("color", key: key) else { return nil }
        if let literal = IBColors.literal(color) { return literal }
        if let name = color["name"] {
            if let found = resources.color(named: name, appearance: options.appearance) { return found }
            if let recorded = document.namedColors[name] { return recorded }
            note("named colour \"\(name)\" found neither in the asset catalogs nor in the document: drawn magenta")
            return InterfaceBuilderPlaceholders.color
        }
        if color["systemColor"] != nil || color["cocoaTouchSystemColor"] != nil {
            note("unknown system colour \"\(color["systemColor"] ?? color["cocoaTouchSystemColor"] ?? "")\"")
        }
        return nil
    }

    /// `text` with its custom font family kept only when the run pins it.
    mutating func pinned(_ text: TextContent) -> TextContent {
        guard let family = text.fontFamily, !options.fontFamilies.contains(family) else { return text }
        var text = text
        text.fontFamily = nil
        note("custom font \"\(family)\" drawn in Plumb's font (pin its files with --fonts)")
        return text
    }

    /// The size of the image named `name`: the resources', else the one the document records.
    func imageSize(_ name: String) -> Size? {
        resources.image(named: name)?.size ?? document.imageSizes[name]
    }

    /// Sets `node`'s kind and content from `view`; returns whether its size depends on text.
    mutating func fill(_ node: inout Node, from view: IBView) -> Bool {
        let dependsOnText = fillContent(&node, from: view)
        if let text = node.text { node.text = pinned(text) }
        return dependsOnText
    }

    private mutating func fillContent(_ node: inout Node, from view: IBView) -> Bool {
        let element = view.element
        node.style.background = color(element, key: "backgroundColor")
        if let tint = color(element, key: "tintColor") { node.style.tint = tint }
        switch element.name {
        case "label":
            node.kind = .text
            node.text = IBText.content(
                IBText.string(of: element), of: element, color: color(element, key: "textColor") ?? .label)
            return true
        case "button":
            node.kind = .button
            let normal = element.children("state").first { $0["key"] == "normal" }
            let title = normal?["title"] ?? element.child("buttonConfiguration")?["title"] ?? ""
            let titleColor = normal.flatMap { color($0, key: "titleColor") } ?? node.style.tint ?? .systemBlue
            var text = IBText.content(title, of: element, color: titleColor, defaultSize: 15)
            text.lines = 1
            if let mode = IBText.lineBreakMode(element["lineBreakMode"]) { text.lineBreakMode = mode }
            node.text = text
            if title.isEmpty, let name = normal?["image"], let size = imageSize(name) {
                // An image-only button is as large as its image (UIButton's intrinsic size without a title).
                node.kind = .image
                node.text = nil
                node.intrinsicWidth = size.width
                node.intrinsicHeight = size.height
                note("image-only buttons drawn as their image")
                return false
            }
            if normal?["image"] != nil || element.child("buttonConfiguration") != nil {
                note("button images and configurations: the title only is measured")
            }
            return !title.isEmpty
        case "imageView":
            node.kind = .image
            if let name = element["image"] ?? element.child("imageReference", key: "image")?["image"] {
                if let image = resources.image(named: name) {
                    let size = image.size ?? document.imageSizes[name]
                    node.intrinsicWidth = size?.width
                    node.intrinsicHeight = size?.height
                    node.image = image.content
                } else if let size = document.imageSizes[name] {
                    node.intrinsicWidth = size.width
                    node.intrinsicHeight = size.height
                    note("images drawn as placeholders of the size the document records")
                }
            }
            return false
        case "switch":
            node.kind = .switch
            node.isOn = element.flag("on")
            return false
        case "textField":
            node.kind = .textField
            node.control = ControlContent(placeholder: element["placeholder"])
            node.text = IBText.content(
                element["text"] ?? "", of: element, color: color(element, key: "textColor") ?? .label)
            return true
        case "segmentedControl":
            node.kind = .segmentedControl
            let titles = element.child("segments")?.children("segment").map { $0["title"] ?? "" } ?? []
            node.control = ControlContent(
                items: titles, selectedIndex: element.number("selectedSegmentIndex").map { Int($0) })
            return true
        case "slider":
            node.kind = .slider
            node.control = ControlContent(value: element.number("value") ?? 0)
            return false
        case "progressView":
            node.kind = .progressView
            node.control = ControlContent(value: element.number("progress") ?? 0)
            return false
        case "activityIndicatorView":
            node.kind = .activityIndicator
            node.control = ControlContent(isLarge: (element["style"] ?? "").lowercased().contains("large"))
            return false
        case "pageControl":
            node.kind = .pageControl
            node.control = ControlContent(pageCount: Int(element.number("numberOfPages") ?? 3))
            return false
        case "stepper":
            node.kind = .stepper
            return false
        default:
            if Self.approximated.contains(element.name) {
                note("\(element.name) laid out as a plain view (its content is not scrolled or listed yet)")
            } else if !Self.plainViews.contains(element.name) {
                note("unknown class <\(element.name)> drawn as a placeholder view")
                node.accessibility.label = element["customClass"] ?? element.name
            }
            return false
        }
    }
}
