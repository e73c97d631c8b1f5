import PlumbCore
import PlumbText

/// One labelled image of many renders, for documentation (`plumb sheet`): an optional title and caption, then for
/// each grid (one per spec, or one for several) its heading, column and row labels, and the renders.
///
/// The sheet has a scale like a render: labels, gaps and borders are drawn at `style.scale` pixels per point (a @2x
/// sheet is @2x throughout), and each render is placed at its own pixel size, unchanged (a @1x render on a @2x sheet
/// is half as large as its @2x twin, as it would be on a retina screen; a translucent render is composited over the
/// background). Everything is positioned from measured
/// label sizes and render sizes only, so the same renders give the same bytes. The PNG carries a `pHYs` chunk for
/// its scale; SVG and PDF sheets draw every render as vectors at the place the PNG pastes it.
public struct ContactSheet: Sendable {
    /// A render on the sheet: its pixels (PNG sheets) or its layout (SVG and PDF sheets), and its size in pixels.
    public struct Cell: Sendable {
        public var pixelWidth: Int
        public var pixelHeight: Int
        public var image: RGBAImage?
        public var layout: LayoutResult?
        public var overlay: Overlay?

        /// A rendered image, pasted as it is.
        public init(image: RGBAImage) {
            pixelWidth = image.width
            pixelHeight = image.height
            self.image = image
        }

        /// A layout, drawn into a vector sheet (with `overlay` over it).
        public init(layout: LayoutResult, overlay: Overlay? = nil) {
            (pixelWidth, pixelHeight) = Renderer.pixelSize(of: layout)
            self.layout = layout
            self.overlay = overlay
        }
    }

    /// One grid: `cells[row][column]`, `nil` leaving a cell empty.
    public struct Section: Sendable {
        public var title: String?
        public var caption: String?
        public var columnTitles: [String]
        public var rowTitles: [String]
        public var cells: [[Cell?]]

        public init(
            title: String?, caption: String? = nil, columnTitles: [String], rowTitles: [String], cells: [[Cell?]]
        ) {
            self.title = title
            self.caption = caption
            self.columnTitles = columnTitles
            self.rowTitles = rowTitles
            self.cells = cells
        }

        /// A grid of rendered images.
        public init(title: String, columnTitles: [String], rowTitles: [String], images: [[RGBAImage?]]) {
            self.init(
                title: title, columnTitles: columnTitles, rowTitles: rowTitles,
                cells: images.map { $0.map { $0.map(Cell.init(image:)) } })
        }
    }

    /// How the sheet looks.
    public struct Style: Sendable {
        /// Pixels per point of the labels, gaps and borders (the largest scale of its renders, as `plumb sheet` sets it).
        public var scale = 1
        /// A hairline border around each render.
        public var borders = true
        /// The sheet's background; `nil` leaves it transparent.
        public var background: Color? = ContactSheet.defaultBackground
        /// Start a new band of columns after this many (`--wrap N`).
        public var wrapColumns: Int?
        /// Start a new band of columns before the sheet grows wider than this many pixels (`--wrap Npx`).
        public var maximumPixelWidth: Int?

        public init() {}
    }

    public var title: String?
    public var caption: String?
    public var sections: [Section]
    public var style: Style

    /// Space around the sheet, between cells, and between a label and what it names, in points.
    static let margin = 24.0, gap = 16.0, labelGap = 6.0
    /// The default background: iOS's light system grey 5 (#E5E5EA), on which white and dark renders both stand out.
    public static let defaultBackground = Color(red: 0xE5, green: 0xE5, blue: 0xEA)

    /// Largest sheet accepted, in pixels (the PNG decoder's limit): a bigger matrix is refused, not allocated.
    public static let maximumPixels = 100_000_000

    public init(title: String? = nil, caption: String? = nil, sections: [Section], style: Style = Style()) {
        self.title = title
        self.caption = caption
        self.sections = sections
        self.style = style
    }

    /// A sheet that cannot be drawn.
    public enum Failure: Error, CustomStringConvertible {
        /// Larger than `maximumPixels` or Cairo's largest side.
        case tooLarge(width: Int, height: Int)
        /// The encoder or Cairo reported an error.
        case encodeFailed(String)

        public var description: String {
            switch self {
            case .tooLarge(let width, let height):
                "the contact sheet would be \(width)×\(height) pixels, over the limit of \(ContactSheet.maximumPixels) "
                    + "(and \(Renderer.maximumSide) a side); use fewer widths or categories, or --wrap"
            case .encodeFailed(let message): "cannot encode the contact sheet: \(message)"
            }
        }
    }

    /// The error `render(with:)` threw before sheets had SVG and PDF output (a sheet too large is `.tooLarge`).
    public typealias TooLarge = Failure

    /// Where everything goes, checked against the size limits.
    func layout(with renderer: Renderer) throws(Failure) -> SheetLayout {
        let layout = SheetLayout(self, measurer: renderer.measurer)
        let width = layout.pixelWidth, height = layout.pixelHeight
        guard width > 0, height > 0, width <= Renderer.maximumSide, height <= Renderer.maximumSide,
            width.multipliedReportingOverflow(by: height).partialValue <= Self.maximumPixels
        else { throw .tooLarge(width: width, height: height) }
        return layout
    }

    /// The sheet's size in pixels (an SVG or PDF sheet is this size in points × the scale).
    ///
    /// - Throws: `Failure.tooLarge` over the limits.
    public func pixelSize(with renderer: Renderer) throws(Failure) -> (width: Int, height: Int) {
        let layout = try layout(with: renderer)
        return (layout.pixelWidth, layout.pixelHeight)
    }

    /// The sheet in `format`: a PNG (with `pHYs` for its scale) of pasted renders, or an SVG or PDF page whose size
    /// in points is the PNG's in pixels divided by the scale. `documentTitle` names a PDF document.
    ///
    /// - Throws: `Failure.tooLarge` before anything is drawn; `Failure.encodeFailed` from the encoder.
    public func encode(
        _ format: ImageFormat, with renderer: Renderer, documentTitle: String? = nil
    ) throws(Failure) -> [UInt8] {
        guard format.isVector else {
            let image = try render(with: renderer)
            do { return PNGPhysicalSize.adding(scale: style.scale, to: try PNGEncoder().encode(image)) } catch {
                throw .encodeFailed("\(error)")
            }
        }
        let layout = try layout(with: renderer)
        do {
            return try SheetDrawing.document(layout, format: format, renderer: renderer, title: documentTitle ?? title)
        } catch {
            throw .encodeFailed(error.description)
        }
    }

    /// Draws the sheet's pixels: labels with `renderer`'s fonts, each cell's image pasted at its place.
    ///
    /// - Throws: `Failure.tooLarge` when the sheet would exceed `maximumPixels`.
    public func render(with renderer: Renderer) throws(Failure) -> RGBAImage {
        let layout = try layout(with: renderer)
        var sheet = SheetDrawing.labels(layout, renderer: renderer)
        for placement in layout.placements {
            if let image = placement.cell.image { sheet.paste(image, atX: placement.x, y: placement.y) }
        }
        return sheet
    }
}

extension RGBAImage {
    /// Draws `image` over this one with its top-left pixel at (`x`, `y`), clipped to this image: an opaque image is
    /// copied byte for byte; a translucent one is composited over what is there (Porter-Duff "over", straight alpha),
    /// so a transparent render shows the sheet's background through it.
    mutating func paste(_ image: RGBAImage, atX x: Int, y: Int) {
        let columns = max(0, min(image.width, width - x))
        guard columns > 0, x >= 0 else { return }
        let opaque = image.pixels.withUnsafeBufferPointer { pixels in
            var index = 3
            while index < pixels.count, pixels[index] == 255 { index += 4 }
            return index >= pixels.count
        }
        for row in 0..<image.height where y + row >= 0 && y + row < height {
            let source = row * image.width * 4, target = ((y + row) * width + x) * 4
            guard !opaque else {
                pixels.replaceSubrange(target..<target + columns * 4, with: image.pixels[source..<source + columns * 4])
                continue
            }
            for column in 0..<columns {
                let s = source + column * 4, t = target + column * 4
                let sa = Int(image.pixels[s + 3]), da = Int(pixels[t + 3])
                guard sa > 0 else { continue }
                // Everything in 255ths: out_a = sa + da (1 − sa), out_c = (sc sa + dc da (1 − sa)) / out_a.
                let below = da * (255 - sa)
                let alpha = sa * 255 + below
                for channel in 0..<3 {
                    let value = Int(image.pixels[s + channel]) * sa * 255 + Int(pixels[t + channel]) * below
                    pixels[t + channel] = UInt8((value + alpha / 2) / alpha)
                }
                pixels[t + 3] = UInt8((alpha + 127) / 255)
            }
        }
    }
}
