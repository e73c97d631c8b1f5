import PlumbCore
import PlumbText

/// Where everything on a contact sheet goes: the labels and frames as a `LayoutResult` the renderer draws, and the
/// renders to paste on top, in pixels (the sheet is drawn at one pixel per point).
struct SheetLayout {
    struct Paste {
        var image: RGBAImage
        var origin: Point
    }

    private(set) var result: LayoutResult
    private(set) var pastes: [Paste] = []
    var size: Size { result.size }

    init(sections: [ContactSheet.Section], measurer: some TextMeasuring) {
        let labelEnvironment = Environment(width: 0, category: .large)
        func label(_ string: String, _ style: TextStyle) -> (TextContent, TextMeasurement) {
            let content = TextContent(string, style: style, lines: 1, color: Color(red: 0x3C, green: 0x3C, blue: 0x43))
            return (content, measurer.measure(content, in: labelEnvironment, width: nil))
        }
        var entries: [LayoutResult.Entry] = []
        var pastes: [Paste] = []
        func add(_ node: Node, _ frame: Rect, _ text: TextMeasurement? = nil) {
            entries.append(.init(node: node, parent: 0, depth: 1, frame: frame, text: text))
        }
        let margin = ContactSheet.margin, gap = ContactSheet.gap, labelGap = ContactSheet.labelGap
        var y = margin, right = margin
        for (sectionIndex, section) in sections.enumerated() {
            let id = "section\(sectionIndex)"
            let (title, titleSize) = label(section.title, .headline)
            add(Node(id: id + "-title", kind: .text, text: title), Rect(x: margin, y: y, width: titleSize.size.width, height: titleSize.size.height), titleSize)
            right = max(right, margin + titleSize.size.width)
            y += titleSize.size.height + labelGap * 2

            let rowLabels = section.rowTitles.map { label($0, .footnote) }
            let columnLabels = section.columnTitles.map { label($0, .footnote) }
            let rowTitleWidth = rowLabels.map(\.1.size.width).max() ?? 0
            var columnWidths = columnLabels.map(\.1.size.width)
            for row in section.images {
                for (column, image) in row.enumerated() where column < columnWidths.count {
                    columnWidths[column] = max(columnWidths[column], Double(image?.width ?? 0))
                }
            }
            var columnX: [Double] = []
            var x = margin + rowTitleWidth + gap
            for width in columnWidths {
                columnX.append(x)
                x += width + gap
            }
            right = max(right, x - gap)

            let headerHeight = columnLabels.map(\.1.size.height).max() ?? 0
            for (column, (content, measured)) in columnLabels.enumerated() {
                add(Node(id: "\(id)-column\(column)", kind: .text, text: content),
                    Rect(x: columnX[column], y: y, width: measured.size.width, height: measured.size.height), measured)
            }
            y += headerHeight + labelGap

            for (rowIndex, row) in section.images.enumerated() {
                var rowHeight = rowIndex < rowLabels.count ? rowLabels[rowIndex].1.size.height : 0
                if rowIndex < rowLabels.count {
                    let (content, measured) = rowLabels[rowIndex]
                    add(Node(id: "\(id)-row\(rowIndex)", kind: .text, text: content),
                        Rect(x: margin, y: y, width: measured.size.width, height: measured.size.height), measured)
                }
                for (column, image) in row.enumerated() where column < columnX.count {
                    guard let image else { continue }
                    let origin = Point(x: columnX[column], y: y)
                    var border = Node(id: "\(id)-cell\(rowIndex)-\(column)")
                    border.style.background = .separator
                    add(border, Rect(x: origin.x - 1, y: origin.y - 1, width: Double(image.width) + 2, height: Double(image.height) + 2))
                    pastes.append(Paste(image: image, origin: origin))
                    rowHeight = max(rowHeight, Double(image.height))
                }
                y += rowHeight + gap
            }
            y += gap
        }
        let size = Size(width: right + margin, height: y - gap + margin - gap)
        var root = Node(id: "sheet")
        root.style.background = ContactSheet.background
        entries.insert(.init(node: root, parent: nil, depth: 0, frame: Rect(origin: .zero, size: size)), at: 0)
        var environment = labelEnvironment
        environment.width = size.width
        environment.height = size.height
        result = LayoutResult(name: "sheet", environment: environment, size: size, entries: entries)
        self.pastes = pastes
    }
}
