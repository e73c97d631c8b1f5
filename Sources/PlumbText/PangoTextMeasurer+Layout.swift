import CCairoPango
import PlumbCore

extension PangoTextMeasurer {
    /// Pango units per point (`PANGO_SCALE`).
    static let unitsPerPoint = Double(PANGO_SCALE)

    /// Makes the Pango layout `request` is drawn from: font, absolute size, line height, direction, wrapping,
    /// line limit and alignment, then the lines the line limit hides cut off (`cutToLineLimit`).
    func makeLayout(_ request: TextRequest) -> (layout: OpaquePointer, isCut: Bool) {
        let layout = makeLayout(request, string: request.string)
        return cutToLineLimit(layout, request: request)
    }

    /// Makes a Pango layout of `string` with everything else from `request`.
    ///
    /// - Direction: `natural` lets Pango find each paragraph's direction from its first strong character
    ///   (`auto_dir`) over a context whose base direction is neutral, so a paragraph with no strong character is
    ///   left to right (bidi rule P3, as `NSWritingDirection.natural`); `ltr` and `rtl` force it.
    /// - Wrapping: at word boundaries, breaking a word wider than the line between characters (`WORD_CHAR`, as
    ///   `UILabel`), or between any characters for `charWrap`; `clip` at one line does not wrap at all.
    /// - Line limit: truncating modes use Pango's negative height with an ellipsis at the start, middle or end of
    ///   the last line, in reading order; the other modes are cut by `cutToLineLimit`.
    /// - Line breaks: the same in every process, order and thread, whatever Pango's font metrics cache held
    ///   (`ApproximateCharWidths`).
    func makeLayout(_ request: TextRequest, string: String) -> OpaquePointer {
        let layout = pango_layout_new(context(forBaseDirection: Self.baseDirection(request.writingDirection)))!
        let description = pango_font_description_new()
        pango_font_description_set_family(description, fonts.families(for: request))
        if request.italic { pango_font_description_set_style(description, PANGO_STYLE_ITALIC) }
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(fonts.weightValue(request))))
        pango_font_description_set_absolute_size(description, request.fontSize * Self.unitsPerPoint)
        if let variations = fonts.variations(request) { pango_font_description_set_variations(description, variations) }
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)

        let attributes = pango_attr_list_new()
        let lineHeight = request.styling.lineHeight(request.lineHeight)
        pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(Int32(lineHeight * Self.unitsPerPoint)))
        pango_attr_list_insert(attributes, pango_attr_language_new(pango_language_from_string(request.language)))
        // A word broken between characters gets no hyphen: UILabel's `hyphenationFactor` is 0 by default.
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        let tracking = fonts.systemTracking(request)  // Apple's table, for the system font only
        if tracking != 0 {
            pango_attr_list_insert(
                attributes, pango_attr_letter_spacing_new(Int32((tracking * Self.unitsPerPoint).rounded())))
        }
        if Self.mayExceedUnits(request) { Self.splitRuns(of: string, request: request, into: attributes!) }
        if request.styling != TextLayoutStyle() {
            applyStyling(request, length: string.utf8.count, to: layout, attributes: attributes!)
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)

        pango_layout_set_auto_dir(layout, request.writingDirection == .natural ? 1 : 0)
        pango_layout_set_wrap(layout, request.lineBreakMode == .charWrap ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        if let width = request.width, !Self.isUnwrapped(request) {
            pango_layout_set_width(layout, Self.units(width))
            if request.maxLines > 0, let ellipsis = Self.ellipsis(request.lineBreakMode) {
                pango_layout_set_height(layout, -Int32(clamping: request.maxLines))
                pango_layout_set_ellipsize(layout, ellipsis)
            }
        } else if Self.mayExceedUnits(request) {
            pango_layout_set_width(layout, Self.units(LongTextMeasurement.unboundedWidth))
        }
        pango_layout_set_alignment(layout, Self.alignment(request))
        pango_layout_set_justify(layout, request.alignment == .justified ? 1 : 0)
        string.withCString { pango_layout_set_text(layout, $0, -1) }
        // Lines broken with a font's approximate width left at 0 by Pango are broken again with the width repaired.
        if ApproximateCharWidths.repair(fontsOf: layout) { pango_layout_context_changed(layout) }
        return layout
    }

    /// Whether each paragraph of `request` is one line: no width, or one clipped line.
    static func isUnwrapped(_ request: TextRequest) -> Bool {
        request.width == nil || (request.lineBreakMode == .clip && request.maxLines == 1)
    }

    /// `points` in Pango units, rounded down (a wrap width never grows), clamped to what Pango can hold.
    static func units(_ points: Double) -> Int32 {
        Int32(clamping: Int((min(points, Double(Int32.max) / unitsPerPoint) * unitsPerPoint).rounded(.down)))
    }

    /// The context base direction for a writing direction: neutral for `natural`, so Pango never swaps left and
    /// right alignment for a paragraph whose direction differs from it (it does for a left-to-right or
    /// right-to-left base).
    static func baseDirection(_ direction: WritingDirection) -> PangoDirection {
        switch direction {
        case .natural: PANGO_DIRECTION_NEUTRAL
        case .ltr: PANGO_DIRECTION_LTR
        case .rtl: PANGO_DIRECTION_RTL
        }
    }

    /// Pango's alignment, on the page (never swapped, see `baseDirection`): `natural` and `justified` follow the
    /// layout direction (right under right-to-left, as `NSTextAlignment.natural` in a right-to-left interface),
    /// whatever direction the text itself has; `left`, `center` and `right` are where they say.
    static func alignment(_ request: TextRequest) -> PangoAlignment {
        switch request.alignment {
        case .natural, .justified: request.direction == .rtl ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        case .left: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        }
    }

    /// Where a truncating mode puts its ellipsis, or `nil` for the modes that cut without one.
    static func ellipsis(_ mode: LineBreakMode) -> PangoEllipsizeMode? {
        switch mode {
        case .truncateHead: PANGO_ELLIPSIZE_START
        case .truncateMiddle: PANGO_ELLIPSIZE_MIDDLE
        case .truncateTail: PANGO_ELLIPSIZE_END
        case .wordWrap, .charWrap, .clip: nil
        }
    }

    /// For `wordWrap`, `charWrap` and `clip`: a layout of more lines than `maxLines` is replaced by one of the
    /// text up to the end of the last allowed line, so the lines after it are neither measured nor drawn (a
    /// `UILabel` with `numberOfLines` and a non-truncating mode shows no more lines and no ellipsis).
    func cutToLineLimit(_ layout: OpaquePointer, request: TextRequest) -> (layout: OpaquePointer, isCut: Bool) {
        guard request.maxLines > 0, request.width != nil, !request.lineBreakMode.truncates,
            Int(pango_layout_get_line_count(layout)) > request.maxLines,
            let line = pango_layout_get_line_readonly(layout, Int32(clamping: request.maxLines - 1))
        else { return (layout, false) }
        let end = Int(line.pointee.start_index + line.pointee.length)
        let prefix = String(decoding: request.string.utf8.prefix(end), as: UTF8.self)
        g_object_unref(UnsafeMutableRawPointer(layout))
        return (makeLayout(request, string: prefix), true)
    }
}
