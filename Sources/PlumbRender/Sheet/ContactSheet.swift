import PlumbCore
import PlumbText

/// One labelled PNG of many renders: for each spec a title, then a grid with a row per content-size category and a
/// column per width (and scale, direction, locale), used for documentation images (`plumb sheet`).
///
/// The sheet is drawn at one pixel per point: labels in the pinned fonts, each render pasted at its own pixel size.
/// Everything is positioned from measured label sizes and image sizes only, so the same renders give the same bytes.
public struct ContactSheet: Sendable {
    /// One spec's grid: `images[row][column]`, `nil` leaving a cell empty.
    public struct Section: Sendable {
        public var title: String
        public var columnTitles: [String]
        public var rowTitles: [String]
        public var images: [[RGBAImage?]]

        public init(title: String, columnTitles: [String], rowTitles: [String], images: [[RGBAImage?]]) {
            self.title = title
            self.columnTitles = columnTitles
            self.rowTitles = rowTitles
            self.images = images
        }
    }

    public var sections: [Section]

    /// Space around the sheet, between cells, and between a label and what it names, in pixels.
    static let margin = 24.0, gap = 16.0, labelGap = 6.0
    static let background = Color(red: 0xE5, green: 0xE5, blue: 0xEA)

    /// Largest sheet accepted, in pixels (the PNG decoder's limit): a bigger matrix is refused, not allocated.
    public static let maximumPixels = 100_000_000

    public init(sections: [Section]) {
        self.sections = sections
    }

    /// A sheet too large to draw.
    public struct TooLarge: Error, CustomStringConvertible {
        public var width: Int, height: Int
        public var description: String {
            "the contact sheet would be \(width)×\(height) pixels, over the limit of \(ContactSheet.maximumPixels); use fewer widths or categories"
        }
    }

    /// Draws the sheet with `renderer`'s fonts.
    ///
    /// - Throws: `TooLarge` when the sheet would exceed `maximumPixels`.
    public func render(with renderer: Renderer) throws(TooLarge) -> RGBAImage {
        let layout = SheetLayout(sections: sections, measurer: renderer.measurer)
        let width = Int(layout.size.width.rounded(.up)), height = Int(layout.size.height.rounded(.up))
        guard width.multipliedReportingOverflow(by: height).partialValue <= Self.maximumPixels, width * height > 0 else {
            throw TooLarge(width: width, height: height)
        }
        var sheet = renderer.render(layout.result)
        for paste in layout.pastes {
            sheet.paste(paste.image, atX: Int(paste.origin.x), y: Int(paste.origin.y))
        }
        return sheet
    }
}

extension RGBAImage {
    /// Copies `image` over this one with its top-left pixel at (`x`, `y`), clipped to this image.
    mutating func paste(_ image: RGBAImage, atX x: Int, y: Int) {
        let columns = max(0, min(image.width, width - x))
        guard columns > 0, x >= 0 else { return }
        for row in 0..<image.height where y + row >= 0 && y + row < height {
            let source = row * image.width * 4, target = ((y + row) * width + x) * 4
            pixels.replaceSubrange(target..<target + columns * 4, with: image.pixels[source..<source + columns * 4])
        }
    }
}
