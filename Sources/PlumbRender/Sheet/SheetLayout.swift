import PlumbCore
import PlumbText

/// Where everything on a contact sheet goes: the labels and borders as layout entries in points (drawn at the
/// sheet's scale), and each render's place in whole sheet pixels.
///
/// Every position is rounded up to the sheet's pixel grid, so a render pasted at its pixel size lines up with the
/// labels drawn around it, and an SVG or PDF sheet puts each render exactly where the PNG pastes it.
struct SheetLayout {
    struct Placement {
        var cell: ContactSheet.Cell
        var x: Int
        var y: Int
    }

    let scale: Int
    /// The environment labels are measured and drawn in: Large, at the sheet's scale.
    let environment: Environment
    /// The sheet's background, or `nil` for transparent.
    let background: Color?
    private(set) var entries: [LayoutResult.Entry] = []
    private(set) var placements: [Placement] = []
    private(set) var pixelWidth = 0, pixelHeight = 0

    init(_ sheet: ContactSheet, measurer: any TextMeasuring) {
        let style = sheet.style
        scale = max(1, style.scale)
        background = style.background
        environment = Environment(width: 0, category: .large, scale: scale)
        let environment = self.environment
        let pixels = Double(scale)
        /// Up to the next whole sheet pixel.
        func snap(_ value: Double) -> Double { (value * pixels - 1e-9).rounded(.up) / pixels }
        let colors = SheetColors(background: style.background)
        func measure(
            _ string: String, _ textStyle: TextStyle, weight: FontWeight? = nil, color: Color, width: Double? = nil
        ) -> (TextContent, TextMeasurement) {
            let content = TextContent(
                string, style: textStyle, weight: weight, lines: width == nil ? 1 : 0, color: color)
            return (content, measurer.measure(content, in: environment, width: width))
        }
        let margin = ContactSheet.margin, gap = ContactSheet.gap, labelGap = ContactSheet.labelGap

        // Column widths and bands first: the captions wrap at the widest band.
        struct Grid {
            var rowLabels: [(TextContent, TextMeasurement)]
            var columnLabels: [(TextContent, TextMeasurement)]
            var rowTitleWidth: Double
            var columnWidths: [Double]
            var bands: [[Int]]
        }
        var grids: [Grid] = []
        var contentWidth = 0.0
        for section in sheet.sections {
            let rowLabels = section.rowTitles.map { measure($0, .footnote, weight: .semibold, color: colors.label) }
            let columnLabels = section.columnTitles.map {
                measure($0, .footnote, weight: .semibold, color: colors.label)
            }
            let rowTitleWidth = snap(rowLabels.map(\.1.size.width).max() ?? 0)
            var columnWidths = columnLabels.map { snap($0.1.size.width) }
            for row in section.cells {
                for (column, cell) in row.enumerated() where column < columnWidths.count {
                    columnWidths[column] = max(columnWidths[column], Double(cell?.pixelWidth ?? 0) / pixels)
                }
            }
            let lead = rowTitleWidth > 0 ? rowTitleWidth + gap : 0
            var bands: [[Int]] = [[]]
            var bandWidth = lead
            for column in columnWidths.indices {
                let width = snap(columnWidths[column])
                let full = style.wrapColumns.map { bands[bands.count - 1].count >= max(1, $0) } ?? false
                let tooWide =
                    style.maximumPixelWidth.map { (2 * margin + bandWidth + width) * pixels > Double($0) } ?? false
                if !bands[bands.count - 1].isEmpty && (full || tooWide) {
                    bands.append([])
                    bandWidth = lead
                }
                bands[bands.count - 1].append(column)
                bandWidth += width + gap
                contentWidth = max(contentWidth, bandWidth - gap)
            }
            grids.append(
                Grid(
                    rowLabels: rowLabels, columnLabels: columnLabels, rowTitleWidth: rowTitleWidth,
                    columnWidths: columnWidths.map(snap), bands: bands))
        }
        let textWidth = max(contentWidth, 320)

        var y = margin, right = margin
        func add(_ id: String, _ label: (TextContent, TextMeasurement), x: Double) {
            let size = label.1.size
            entries.append(
                .init(
                    node: Node(id: id, kind: .text, text: label.0), parent: 0, depth: 1,
                    frame: Rect(x: x, y: y, width: size.width, height: size.height), text: label.1))
            right = max(right, x + size.width)
        }
        func heading(_ id: String, _ title: String?, _ caption: String?, titleStyle: TextStyle, captionStyle: TextStyle)
        {
            if let title, !title.isEmpty {
                let label = measure(
                    title, titleStyle, weight: titleStyle == .headline ? nil : .bold, color: colors.label)
                add(id + "-title", label, x: margin)
                y = snap(y + label.1.size.height + labelGap)
            }
            if let caption, !caption.isEmpty {
                let label = measure(caption, captionStyle, color: colors.secondaryLabel, width: textWidth)
                add(id + "-caption", label, x: margin)
                y = snap(y + label.1.size.height + labelGap)
            }
        }
        heading("sheet", sheet.title, sheet.caption, titleStyle: .title2, captionStyle: .subheadline)
        if (sheet.title ?? "").isEmpty == false || (sheet.caption ?? "").isEmpty == false {
            y = snap(y + gap - labelGap)
        }

        for (sectionIndex, (section, grid)) in zip(sheet.sections, grids).enumerated() {
            let id = "section\(sectionIndex)"
            heading(id, section.title, section.caption, titleStyle: .headline, captionStyle: .footnote)
            y = snap(y + labelGap)
            for (bandIndex, band) in grid.bands.enumerated() {
                var columnX: [Int: Double] = [:]
                var x = margin + (grid.rowTitleWidth > 0 ? grid.rowTitleWidth + gap : 0)
                for column in band {
                    columnX[column] = x
                    x = snap(x + grid.columnWidths[column] + gap)
                }
                right = max(right, x - gap)
                let headerHeight =
                    band.compactMap { $0 < grid.columnLabels.count ? grid.columnLabels[$0].1.size.height : nil }.max()
                    ?? 0
                for column in band where column < grid.columnLabels.count {
                    add("\(id)-band\(bandIndex)-column\(column)", grid.columnLabels[column], x: columnX[column]!)
                }
                y = snap(y + headerHeight + labelGap)
                for (rowIndex, row) in section.cells.enumerated() {
                    var rowHeight = rowIndex < grid.rowLabels.count ? grid.rowLabels[rowIndex].1.size.height : 0
                    if rowIndex < grid.rowLabels.count {
                        add("\(id)-band\(bandIndex)-row\(rowIndex)", grid.rowLabels[rowIndex], x: margin)
                    }
                    for column in band where column < row.count {
                        guard let cell = row[column], let cellX = columnX[column] else { continue }
                        let width = Double(cell.pixelWidth) / pixels, height = Double(cell.pixelHeight) / pixels
                        if style.borders {
                            var border = Node(id: "\(id)-cell\(rowIndex)-\(column)")
                            border.style.borderColor = colors.border
                            border.style.borderWidth = 1 / pixels
                            let hairline = 1 / pixels
                            entries.append(
                                .init(
                                    node: border, parent: 0, depth: 1,
                                    frame: Rect(
                                        x: cellX - hairline, y: y - hairline, width: width + 2 * hairline,
                                        height: height + 2 * hairline)))
                        }
                        placements.append(
                            Placement(cell: cell, x: Int((cellX * pixels).rounded()), y: Int((y * pixels).rounded())))
                        rowHeight = max(rowHeight, height)
                    }
                    y = snap(y + rowHeight + gap)
                }
            }
            y = snap(y + gap)
        }
        let width = snap(right + margin)
        let height = max(snap(y - 2 * gap + margin), 2 * margin)
        pixelWidth = Int((width * pixels).rounded())
        pixelHeight = Int((height * pixels).rounded())
    }
}

/// The label colours: dark on a light or transparent background, light on a dark one.
struct SheetColors {
    var label: Color
    var secondaryLabel: Color
    var border: Color

    init(background: Color?) {
        let dark =
            background.map { color in
                color.alpha >= 128
                    && 0.2126 * Double(color.red) + 0.7152 * Double(color.green) + 0.0722 * Double(color.blue) < 128
            } ?? false
        label = dark ? Color(red: 0xEB, green: 0xEB, blue: 0xF5) : Color(red: 0x3C, green: 0x3C, blue: 0x43)
        secondaryLabel = dark ? Color(red: 0xAE, green: 0xAE, blue: 0xB2) : Color(red: 0x6C, green: 0x6C, blue: 0x70)
        border = dark ? Color(red: 0x54, green: 0x54, blue: 0x58) : Color(red: 0xC6, green: 0xC6, blue: 0xC8)
    }
}
