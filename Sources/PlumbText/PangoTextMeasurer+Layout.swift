import CCairoPango
import PlumbCore

extension PangoTextMeasurer {
    /// Pango units per point (`PANGO_SCALE`).
    static let unitsPerPoint = Double(PANGO_SCALE)

    /// Makes a Pango layout for `request`: font, absolute size, line height, wrap width, line limit, alignment.
    ///
    /// Wrapping is by word (`PANGO_WRAP_WORD`): a word wider than the width is not broken, it sticks out and the
    /// measurement reports it, so a lint can name it. A line limit is Pango's negative height plus an ellipsis at
    /// the end, as `UILabel.numberOfLines` with tail truncation.
    func makeLayout(_ request: TextRequest) -> OpaquePointer {
        let layout = pango_layout_new(context(forDirection: request.direction))!
        let description = pango_font_description_new()
        pango_font_description_set_family(description, fonts.families(for: request))
        if request.italic { pango_font_description_set_style(description, PANGO_STYLE_ITALIC) }
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(request.weight.value)))
        pango_font_description_set_absolute_size(description, request.fontSize * Self.unitsPerPoint)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)

        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(Int32(request.lineHeight * Self.unitsPerPoint)))
        pango_attr_list_insert(attributes, pango_attr_language_new(pango_language_from_string(request.language)))
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)

        pango_layout_set_auto_dir(layout, 0)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
        if let width = request.width {
            pango_layout_set_width(layout, Int32((width * Self.unitsPerPoint).rounded(.down)))
            if request.maxLines > 0 {
                pango_layout_set_height(layout, -Int32(request.maxLines))
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
        }
        switch request.alignment {
        case .natural: pango_layout_set_alignment(layout, request.direction == .rtl ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
        case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified:
            pango_layout_set_alignment(layout, request.direction == .rtl ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        }
        request.string.withCString { pango_layout_set_text(layout, $0, -1) }
        return layout
    }

    /// Reads size, baselines, line count and truncation from a laid-out Pango layout.
    static func measurement(of layout: OpaquePointer, request: TextRequest) -> TextMeasurement {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let lineCount = Int(pango_layout_get_line_count(layout))
        let overhang = request.string.isEmpty || ink.width == 0 ? EdgeInsets.zero : Self.overhang(ink: ink, logical: logical)
        let firstBaseline = Double(pango_layout_get_baseline(layout)) / unitsPerPoint + overhang.top
        var lastBaseline = firstBaseline
        if let iterator = pango_layout_get_iter(layout) {
            while pango_layout_iter_next_line(iterator) != 0 {}
            lastBaseline = Double(pango_layout_iter_get_baseline(iterator)) / unitsPerPoint + overhang.top
            pango_layout_iter_free(iterator)
        }
        let width = Double(logical.width) / unitsPerPoint
        // A request with no text measures 0 × 0 (Pango would give one empty line's height).
        let height = request.string.isEmpty ? 0 : Double(logical.height) / unitsPerPoint + overhang.vertical
        let overflowing = request.width.map { width > $0 + 1e-9 } ?? false
        let missing = Int(pango_layout_get_unknown_glyphs_count(layout))
        var measurement = TextMeasurement(
            size: Size(width: request.string.isEmpty ? 0 : width + overhang.horizontal, height: height),
            firstBaseline: firstBaseline, lastBaseline: lastBaseline, lineCount: request.string.isEmpty ? 0 : lineCount,
            isEllipsized: pango_layout_is_ellipsized(layout) != 0, hasOverflowingWord: overflowing,
            missingGlyphs: missing, overhang: overhang)
        if missing > 0 { measurement.missingCharacters = Self.missingCharacters(in: layout) }
        return measurement
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
        return EdgeInsets(
            top: points(logical.y - ink.y),
            left: points(logical.x - ink.x),
            bottom: points(ink.y + ink.height - (logical.y + logical.height)),
            right: points(ink.x + ink.width - (logical.x + logical.width)))
    }
}
