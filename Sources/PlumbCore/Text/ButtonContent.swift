/// Where a button's image and title go in its frame, and the size they ask for: `UIButton.Configuration`'s content
/// layout (WWDC21 "Meet the UIKit button system": the content insets around everything, `imagePadding` between the
/// image and the title, `imagePlacement` saying on which side of the title the image sits).
///
/// The title is laid out by `ButtonTitle` with the image's room added to the insets on the image's side, so it
/// wraps, shrinks its insets and truncates as a button without an image does. The image and the title are then
/// centred together, as one group, in the frame less its content insets (`contentHorizontalAlignment` and
/// `contentVerticalAlignment` `.center`, UIButton's defaults). Leading and trailing are directional: under
/// right-to-left a leading image is on the right.
public struct ButtonContent: Sendable {
    /// The title's layout, or `nil` for a button without a title.
    public let title: ButtonTitle?
    /// The rectangle the title is drawn centred in: `title.box` moved so that image and title are centred together.
    public let titleBox: Rect?
    /// Where the image is drawn, or `nil` for a button without an image.
    public let imageRect: Rect?

    /// The content of `node` (a button) in `frame`.
    public init(_ node: Node, in frame: Rect, environment: Environment, measurer: any TextMeasuring) {
        let image = node.buttonImageSize(in: environment)
        let insets = node.buttonContentInsets(in: environment)
        guard let text = node.text, !text.string.isEmpty else {
            title = nil
            titleBox = nil
            imageRect = image.map {
                Rect(x: frame.midX - $0.width / 2, y: frame.midY - $0.height / 2, width: $0.width, height: $0.height)
            }
            return
        }
        let title = ButtonTitle(
            text, in: frame, environment: environment, measurer: measurer,
            insets: node.buttonTitleInsets(in: environment))
        self.title = title
        guard let image else {
            titleBox = title.box
            imageRect = nil
            return
        }
        let measured = title.measurement(measurer: measurer, in: environment).size
        let placed = Self.place(
            image: image, title: Size(width: min(measured.width, title.box.width), height: measured.height),
            titleBox: title.box, in: frame.inset(by: insets), node: node, environment: environment)
        titleBox = placed.titleBox
        imageRect = placed.image
    }

    /// The image and the title of `titleSize` centred together in `content` (the frame less its content insets):
    /// the image's rectangle, and `titleBox` moved so that the title's centre is where the group puts it.
    public static func place(
        image: Size, title titleSize: Size, titleBox: Rect, in content: Rect, node: Node, environment: Environment
    ) -> (image: Rect, titleBox: Rect) {
        let configuration = node.buttonConfiguration ?? ButtonConfiguration()
        let padding = configuration.imagePadding
        let rtl = environment.direction == .rtl
        var imageOrigin = (x: 0.0, y: 0.0)
        var titleCentre = (x: content.midX, y: content.midY)
        switch configuration.imagePlacement {
        case .leading, .trailing:
            let imageFirst = (configuration.imagePlacement == .leading) != rtl
            let start = content.midX - (image.width + padding + titleSize.width) / 2
            imageOrigin.x = imageFirst ? start : start + titleSize.width + padding
            imageOrigin.y = content.midY - image.height / 2
            titleCentre.x =
                imageFirst ? start + image.width + padding + titleSize.width / 2 : start + titleSize.width / 2
        case .top, .bottom:
            let imageFirst = configuration.imagePlacement == .top
            let start = content.midY - (image.height + padding + titleSize.height) / 2
            imageOrigin.y = imageFirst ? start : start + titleSize.height + padding
            imageOrigin.x = content.midX - image.width / 2
            titleCentre.y =
                imageFirst ? start + image.height + padding + titleSize.height / 2 : start + titleSize.height / 2
        }
        let box = titleBox.offsetBy(dx: titleCentre.x - titleBox.midX, dy: titleCentre.y - titleBox.midY)
        return (Rect(x: imageOrigin.x, y: imageOrigin.y, width: image.width, height: image.height), box)
    }

    /// The size `node` (a button) asks for: its title measured at `proposedWidth` less its insets and its image's
    /// room, rounded up to whole points, plus the image, `imagePadding` and the content insets.
    public static func intrinsicSize(
        of node: Node, proposedWidth: Double?, environment: Environment, measurer: any TextMeasuring
    ) -> Size {
        let insets = node.buttonContentInsets(in: environment)
        let image = node.buttonImageSize(in: environment)
        let configuration = node.buttonConfiguration ?? ButtonConfiguration()
        guard let text = node.text, !text.string.isEmpty else {
            let content = image ?? Size(width: 0, height: 0)
            return Size(width: content.width + insets.horizontal, height: content.height + insets.vertical)
        }
        let titleInsets = node.buttonTitleInsets(in: environment)
        let titleWidth = proposedWidth.map { max(0, $0 - titleInsets.horizontal) }
        let title = measurer.integralSize(of: text, in: environment, width: titleWidth)
        guard let image else {
            return Size(width: title.width + insets.horizontal, height: title.height + insets.vertical)
        }
        let padding = configuration.imagePadding
        if configuration.imagePlacement.isHorizontal {
            return Size(
                width: title.width + padding + image.width + insets.horizontal,
                height: max(title.height, image.height) + insets.vertical)
        }
        return Size(
            width: max(title.width, image.width) + insets.horizontal,
            height: title.height + padding + image.height + insets.vertical)
    }
}

extension Node {
    /// A button's content insets, physical (left is left): its configuration's (`contentInsets:` or its size's),
    /// swapped under right-to-left, or `ButtonMetrics.contentInsets` for a button without a configuration.
    public func buttonContentInsets(in environment: Environment) -> EdgeInsets {
        guard let configuration = buttonConfiguration else { return ButtonMetrics.contentInsets }
        let insets = configuration.directionalInsets
        return environment.direction == .rtl ? insets.horizontallySwapped : insets
    }

    /// The insets a button's title is laid out in (`ButtonTitle`): its content insets plus, on its image's side,
    /// the image and `imagePadding`.
    public func buttonTitleInsets(in environment: Environment) -> EdgeInsets {
        var insets = buttonContentInsets(in: environment)
        guard let image = buttonImageSize(in: environment) else { return insets }
        let configuration = buttonConfiguration ?? ButtonConfiguration()
        let room = configuration.imagePadding
        let rtl = environment.direction == .rtl
        switch configuration.imagePlacement {
        case .leading where !rtl, .trailing where rtl: insets.left += image.width + room
        case .leading, .trailing: insets.right += image.width + room
        case .top: insets.top += image.height + room
        case .bottom: insets.bottom += image.height + room
        }
        return insets
    }

    /// The drawn size of a button's image: a symbol one em of its text style (the title's, `ImageSymbol`), a file
    /// its points (`ButtonConfiguration.imageSize`); `nil` for a button without an image.
    public func buttonImageSize(in environment: Environment) -> Size? {
        guard kind == .button, let image else { return nil }
        if let symbol = image.symbol { return symbol.size(in: environment) }
        return buttonConfiguration?.imageSize
    }
}
