extension FramesDocument {
    /// The `canvas` object of the frames JSON: the image's size in points, the padding around the root and the
    /// background, for a render whose canvas is not plain. Node frames stay in the root's coordinates; a node's
    /// place in the image is its frame moved by `padding.left` and `padding.top`.
    public struct CanvasFields: Hashable, Sendable, Codable {
        /// The image's size in points: the root's size plus the padding.
        public var width: Double
        public var height: Double
        public var padding: EdgeInsets
        /// `system`, `transparent`, or the colour as the spec writes it (`#RRGGBBAA`, `systemGroupedBackground`).
        public var background: String

        public init(width: Double, height: Double, padding: EdgeInsets, background: String) {
            self.width = width
            self.height = height
            self.padding = padding
            self.background = background
        }

        public init(_ canvas: Canvas, around size: Size) {
            let image = canvas.imageSize(around: size)
            self.init(
                width: image.width, height: image.height, padding: canvas.padding, background: canvas.backgroundName)
        }

        /// One line of JSON in the document's key order and number format.
        var jsonText: String {
            "{\"width\": \(formatNumber(width)), \"height\": \(formatNumber(height)), "
                + "\"padding\": {\"top\": \(formatNumber(padding.top)), \"left\": \(formatNumber(padding.left)), "
                + "\"bottom\": \(formatNumber(padding.bottom)), \"right\": \(formatNumber(padding.right))}, "
                + "\"background\": \(jsonString(background))}"
        }
    }
}
