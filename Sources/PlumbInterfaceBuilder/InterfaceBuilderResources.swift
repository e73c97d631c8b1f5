import PlumbCore

/// Where a document's named colours and images come from: the app's asset catalogs, wired in by whoever reads them.
///
/// The IB reader asks this first for `<color name="…">` and `image="…"`; without an answer it uses what the
/// document's own `<resources>` recorded (the colour and image size Interface Builder last saw), and without that
/// `InterfaceBuilderPlaceholders`, with one note per document.
public protocol InterfaceBuilderResources: Sendable {
    /// The colour named `name` in `appearance`, or `nil` when the catalogs hold no such colour.
    func color(named name: String, appearance: Appearance) -> Color?
    /// The image named `name`: its size in points and, when a file can be drawn, the image content.
    func image(named name: String) -> InterfaceBuilderImage?
}

/// An image an `InterfaceBuilderResources` found: its size in points when known (else the size the document
/// records is used) and, optionally, what to draw.
public struct InterfaceBuilderImage: Hashable, Sendable {
    public var size: Size?
    public var content: ImageContent?

    public init(size: Size?, content: ImageContent? = nil) {
        self.size = size
        self.content = content
    }
}

/// No asset catalogs: every name falls back to the document's `<resources>` or the placeholders.
public struct NoInterfaceBuilderResources: InterfaceBuilderResources {
    public init() {}
    public func color(named name: String, appearance: Appearance) -> Color? { nil }
    public func image(named name: String) -> InterfaceBuilderImage? { nil }
}

/// What stands in for a colour or image neither the resources nor the document know.
public enum InterfaceBuilderPlaceholders {
    /// A named colour found nowhere: magenta at half opacity, so it is seen and never mistaken for a design colour.
    public static let color = Color(red: 255, green: 0, blue: 255, alpha: 128)
    /// An image found nowhere has no intrinsic size (a UIImageView without an image), and draws the grey placeholder.
}
