/// What is drawn around a laid-out component: padding and the background the image starts from.
///
/// A canvas never changes the layout: frames stay in the root's coordinates and the root keeps its size; the image
/// grows by the padding and the root is drawn offset by its top and left edges. Set by a spec's `canvas:` and
/// `plumb render --canvas-padding N --background transparent|COLOR` (docs/cli.md, "Canvas").
public struct Canvas: Hashable, Sendable {
    /// The space around the root, in points: top, left, bottom, right as on the screen (not flipped in right to
    /// left, like the image itself).
    public var padding: EdgeInsets
    public var background: Background

    /// The colour every pixel starts as, before the root and its subtree are drawn.
    public enum Background: Hashable, Sendable {
        /// The screen's `systemBackground`: white in light appearance, black in dark (what Plumb always drew).
        case system
        /// Nothing: pixels no node paints keep alpha 0, and translucent nodes keep their alpha in the PNG.
        case transparent
        /// A colour, possibly translucent or dynamic (resolved for the environment's appearance); its alpha is kept.
        case color(Color)
    }

    public init(padding: EdgeInsets = .zero, background: Background = .system) {
        self.padding = padding
        self.background = background
    }

    /// No padding, the system background: an image exactly the root's size, as Plumb renders without a canvas.
    public static let plain = Canvas()

    /// Whether this is `plain`, so nothing about the image or the frames JSON changes.
    public var isPlain: Bool { self == .plain }

    /// The colour the image starts as in `environment` (`Color.clear` when transparent).
    public func backgroundColor(in environment: Environment) -> Color {
        switch background {
        case .system: environment.systemBackground
        case .transparent: .clear
        case .color(let color): color.resolved(in: environment)
        }
    }

    /// The background as a spec or a flag writes it: `system`, `transparent`, a semantic colour's UIKit name, or the
    /// colour as hex (`{light: …, dark: …}` for a team's dynamic colour).
    public var backgroundName: String {
        switch background {
        case .system: "system"
        case .transparent: "transparent"
        case .color(let color): SemanticColors.all.first { $0.color == color }?.name ?? color.specDescription
        }
    }

    /// The image's size in points: the root's `size` with the padding around it.
    public func imageSize(around size: Size) -> Size {
        Size(width: size.width + padding.left + padding.right, height: size.height + padding.top + padding.bottom)
    }

    /// Reads a background as `--background` and the spec's `canvas: background:` accept it: `transparent`,
    /// `system`, `"#RRGGBB"`, `"#RRGGBBAA"` or an iOS semantic colour by its UIKit name (`systemGroupedBackground`),
    /// with `ColorNameReader.canvasBackground`.
    ///
    /// - Returns: `nil` for anything else.
    public static func background(named text: String) -> Background? {
        try? background(reading: text)
    }

    /// Reads a background as `background(named:)` does.
    ///
    /// - Throws: the reader's `Failure`, with the closest known name for "did you mean".
    public static func background(reading text: String) throws(ColorNameReader.Failure) -> Background {
        switch try ColorNameReader.canvasBackground.read(text) {
        case .transparent: .transparent
        case .system: .system
        case .color(let color): .color(color)
        }
    }

    /// Reads padding as `--canvas-padding` and the spec's `canvas: padding:` accept it: one number for every edge,
    /// or four as top,left,bottom,right, each from 0 to `maximumPadding` points.
    ///
    /// - Returns: `nil` for anything else.
    public static func padding(_ values: [Double]) -> EdgeInsets? {
        guard values.count == 1 || values.count == 4,
            values.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= maximumPadding })
        else {
            return nil
        }
        return values.count == 1
            ? EdgeInsets(all: values[0])
            : EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    /// The most padding an edge may have, in points.
    public static let maximumPadding = 1_000.0

    /// What a background or padding value must look like, for error messages.
    public static let expectedBackground =
        "transparent, system, \"#RRGGBB\", \"#RRGGBBAA\" or an iOS semantic colour such as systemGroupedBackground"
    public static let expectedPadding =
        "one number, or top,left,bottom,right, each from 0 to \(formatNumber(maximumPadding)) points"
}
