import CCairoPango
import PlumbCore

/// The logical size, line count, last baseline and ink overhang of a Pango layout, in points.
///
/// Read from the layout's extents for ordinary text. For text that may reach Pango's 32-bit coordinate limit
/// (2^21 pt), the layout's own extents and its line positions wrap around, so each line is read on its own (a line's
/// extents are relative to itself) and the sums are made in `Double`. A text measured without a width is laid out
/// at `unboundedWidth` first (one line per paragraph would overflow), and each paragraph's lines then count as the
/// one line they are: their widths add up and only the first adds its height.
struct LongTextMeasurement {
    var width = 0.0
    var height = 0.0
    var lineCount = 0
    /// From the first line's baseline to the last one's.
    var lastBaselineOffset = 0.0
    var overhang = EdgeInsets.zero

    /// The wrap width used to measure a long text without a width: 2^20 pt, half the limit.
    static let unboundedWidth = 1_048_576.0

    /// Reads a layout whose size is inside Pango's limits from its extents; `inkShift` (points) is how far the
    /// glyphs will be drawn below where Pango put them (`PangoTextMeasurer.multipleShift`).
    init(extentsOf layout: OpaquePointer, inkShift: Double = 0) {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        ink.y += Int32((inkShift * PangoTextMeasurer.unitsPerPoint).rounded())
        width = Double(logical.width) / PangoTextMeasurer.unitsPerPoint
        height = Double(logical.height) / PangoTextMeasurer.unitsPerPoint
        lineCount = Int(pango_layout_get_line_count(layout))
        overhang = PangoTextMeasurer.overhang(ink: ink, logical: logical)
        if let iterator = pango_layout_get_iter(layout) {
            while pango_layout_iter_next_line(iterator) != 0 {}
            lastBaselineOffset =
                Double(pango_layout_iter_get_baseline(iterator) - pango_layout_get_baseline(layout))
                / PangoTextMeasurer.unitsPerPoint
            pango_layout_iter_free(iterator)
        }
    }

    /// Reads a layout line by line; `unbounded` when it stands for a text measured without a width. `inkShift` as
    /// above; the layout's line spacing is added between lines.
    init(_ layout: OpaquePointer, unbounded: Bool = false, inkShift: Double = 0) {
        let points = PangoTextMeasurer.unitsPerPoint
        let spacing = Double(pango_layout_get_spacing(layout)) / points
        var paragraphWidth = 0.0, previousHeight = 0.0
        var list = pango_layout_get_lines_readonly(layout)
        var isFirst = true
        while let node = list {
            list = node.pointee.next
            guard let raw = node.pointee.data else { continue }
            let line = raw.assumingMemoryBound(to: PangoLayoutLine.self)
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_line_get_extents(line, &ink, &logical)
            ink.y += Int32((inkShift * points).rounded())
            let startsLine = !unbounded || pango_layout_line_is_paragraph_start(line) != 0 || isFirst
            let lineWidth = Double(logical.width) / points
            paragraphWidth = startsLine ? lineWidth : paragraphWidth + lineWidth
            width = max(width, paragraphWidth)
            guard startsLine else { continue }
            let lineHeight = Double(logical.height) / points
            let lineOverhang = PangoTextMeasurer.overhang(ink: ink, logical: logical)
            if isFirst { overhang.top = lineOverhang.top } else { lastBaselineOffset += previousHeight + spacing }
            if !isFirst { height += spacing }
            overhang.bottom = lineOverhang.bottom
            overhang.left = max(overhang.left, lineOverhang.left)
            overhang.right = max(overhang.right, lineOverhang.right)
            height += lineHeight
            previousHeight = lineHeight
            lineCount += 1
            isFirst = false
        }
    }
}

extension PangoTextMeasurer {
    /// Keeps every run Pango shapes shorter than its coordinate limit.
    ///
    /// Pango shapes each run of one font, script and language whole before it breaks lines, and sums the run's
    /// advances in 32-bit units: a paragraph longer than 2^21 pt on one line (99,000 characters at AX4) comes out
    /// 0 wide and one line high, wrapped or not. Marking every `runBytes(request)` bytes (at a space where there is
    /// one) with a private-use variant of the text's language ends a run there without changing how it is shaped or
    /// broken (`en` and `en-x-plumb` both select OpenType's default English rules).
    static func splitRuns(of string: String, request: TextRequest, into attributes: OpaquePointer) {
        let bytes = Array(string.utf8)
        let chunk = runBytes(request)
        let variant = pango_language_from_string(request.language + "-x-plumb")
        var start = 0
        var marked = false
        while start < bytes.count {
            var end = min(bytes.count, start + chunk)
            if end < bytes.count {
                // Back up to just after a space, else to the start of a UTF-8 character.
                if let space = bytes[start..<end].lastIndex(of: 0x20), space > start { end = space + 1 }
                while end > start + 1, bytes[end] & 0xC0 == 0x80 { end -= 1 }
            }
            if marked, let attribute = pango_attr_language_new(variant) {
                attribute.pointee.start_index = UInt32(start)
                attribute.pointee.end_index = UInt32(end)
                pango_attr_list_insert(attributes, attribute)
            }
            marked.toggle()
            start = end
        }
    }

    /// Bytes per run: at most two ems per byte, a quarter of the limit (2^19 pt) per run.
    static func runBytes(_ request: TextRequest) -> Int {
        max(64, Int(524_288 / (2 * max(request.fontSize, request.lineHeight, 1))))
    }
}
