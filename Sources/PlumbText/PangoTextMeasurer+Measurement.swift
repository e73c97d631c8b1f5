import CCairoPango
import PlumbCore

extension PangoTextMeasurer {
    /// Reads size, baselines, line count and truncation from a laid-out Pango layout.
    ///
    /// A text that could reach Pango's coordinate limit (`mayExceedUnits`) is read line by line in points
    /// (`LongTextMeasurement`); any other text from the layout's extents.
    static func measurement(of layout: OpaquePointer, request: TextRequest, isCut: Bool) -> TextMeasurement {
        guard !request.string.isEmpty else {
            // A request with no text measures 0 × 0 (Pango would give one empty line's height); its baselines stay
            // where an empty line's would be.
            let baseline = Double(pango_layout_get_baseline(layout)) / unitsPerPoint
            return TextMeasurement(
                size: Size(width: 0, height: 0), firstBaseline: baseline, lastBaseline: baseline, lineCount: 0)
        }
        let shift = multipleShift(request)
        var extents =
            mayExceedUnits(request)
            ? LongTextMeasurement(layout, unbounded: isUnwrapped(request), inkShift: shift)
            : LongTextMeasurement(extentsOf: layout, inkShift: shift)
        let firstBaseline = Double(pango_layout_get_baseline(layout)) / unitsPerPoint + extents.overhang.top + shift
        var width = extents.width
        var isCut = isCut
        if let wrapWidth = request.width, width > wrapWidth + 1e-9, !isUnwrapped(request) {
            width = min(width, visibleWidth(of: layout, string: layoutText(layout)))
        }
        width += trailingKern(request)
        var overflowing = request.width.map { width > $0 + 1e-9 } ?? false
        if request.lineBreakMode == .clip, request.maxLines == 1, let frameWidth = request.width, overflowing {
            // One clipped line shows what fits in the frame and cuts the rest at its edge.
            width = frameWidth
            extents.overhang.left = 0
            extents.overhang.right = 0
            isCut = true
            overflowing = false
        }
        let missing = Int(pango_layout_get_unknown_glyphs_count(layout))
        var measurement = TextMeasurement(
            size: Size(width: width + extents.overhang.horizontal, height: extents.height + extents.overhang.vertical),
            firstBaseline: firstBaseline, lastBaseline: firstBaseline + extents.lastBaselineOffset,
            lineCount: extents.lineCount, isEllipsized: pango_layout_is_ellipsized(layout) != 0,
            hasOverflowingWord: overflowing, missingGlyphs: missing, overhang: extents.overhang, isCut: isCut)
        if missing > 0 { measurement.missingCharacters = missingCharacters(in: layout) }
        measurement.glyphOffset = shift
        measurement.brokenWords = brokenWords(in: layout, request: request)
        return measurement
    }

    /// The text `layout` holds (the request's string, or the part of it a line limit kept).
    static func layoutText(_ layout: OpaquePointer) -> String {
        String(cString: pango_layout_get_text(layout))
    }

    /// Whether `request` might lay out wider or taller than Pango's 32-bit units hold: 2^31 units of 1/1024 pt,
    /// 2,097,152 pt (a 99,000-character paragraph at AX5 is about 3,000,000 pt long on one line).
    ///
    /// The bound is generous: no glyph of the pinned fonts is more than two ems wide per UTF-8 byte, and no line
    /// holds less than one byte, so a text under half the limit by this count can never reach it.
    static func mayExceedUnits(_ request: TextRequest) -> Bool {
        let perByte = max(2 * request.fontSize, request.lineHeight)
        return Double(request.string.utf8.count) * perByte * unitsPerPoint >= Double(Int32.max) / 2
    }

    /// How far the ink rectangle reaches outside the logical one on each side, in points.
    ///
    /// Glyphs with a negative side bearing (the descender of "j", an italic "f") draw outside the box that line
    /// metrics give. Counting that in the measured size is what lets a frame of the measured size show every pixel.
    static func overhang(ink: PangoRectangle, logical: PangoRectangle) -> EdgeInsets {
        // In Int (64-bit): Pango's 32-bit units overflow when added for text millions of points long.
        func points(_ units: Int) -> Double { Double(max(0, units)) / unitsPerPoint }
        let ink = (x: Int(ink.x), y: Int(ink.y), width: Int(ink.width), height: Int(ink.height))
        let logical = (x: Int(logical.x), y: Int(logical.y), width: Int(logical.width), height: Int(logical.height))
        guard ink.width > 0 else { return .zero }
        return EdgeInsets(
            top: points(logical.y - ink.y),
            left: points(logical.x - ink.x),
            bottom: points(ink.y + ink.height - (logical.y + logical.height)),
            right: points(ink.x + ink.width - (logical.x + logical.width)))
    }
}

extension PangoTextMeasurer {
    /// The widest line of `layout` without the whitespace a wrapped line ends with, in points.
    ///
    /// Pango lets the spaces at a line break hang past the wrap width and counts them in the line's extents;
    /// `UILabel` does not show them and does not count them, so a line that only overflows by its trailing spaces
    /// fits.
    static func visibleWidth(of layout: OpaquePointer, string: String) -> Double {
        let bytes = Array(string.utf8)
        var widest = 0.0
        var list = pango_layout_get_lines_readonly(layout)
        while let node = list {
            list = node.pointee.next
            guard let raw = node.pointee.data else { continue }
            let line = raw.assumingMemoryBound(to: PangoLayoutLine.self)
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &logical)
            let start = Int(line.pointee.start_index), end = min(bytes.count, start + Int(line.pointee.length))
            var visibleEnd = end
            while visibleEnd > start, bytes[visibleEnd - 1] == 0x20 || bytes[visibleEnd - 1] == 0x09 { visibleEnd -= 1 }
            var hanging: Int32 = 0
            if visibleEnd < end {
                var from: Int32 = 0, to: Int32 = 0
                pango_layout_line_index_to_x(line, Int32(visibleEnd), 0, &from)
                pango_layout_line_index_to_x(line, Int32(end - 1), 1, &to)
                hanging = abs(to - from)
            }
            widest = max(widest, Double(logical.width - hanging) / unitsPerPoint)
        }
        return widest
    }
}
