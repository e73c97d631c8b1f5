import CCairoPango
import PlumbCore

extension PangoTextMeasurer {
    /// Adds a request's styling to its layout: line spacing on the layout, letter spacing over the whole text, and
    /// each span's attributes over its bytes (cut at `length`, the bytes a line limit kept).
    ///
    /// - Line spacing is Pango's spacing between lines, which it never adds after the last line, as
    ///   `NSParagraphStyle.lineSpacing` ("the distance between the bottom of one line fragment and the top of the next").
    /// - A span's colour is a foreground attribute, which `pango_cairo_show_layout` draws instead of the text's
    ///   colour; strikethrough and underline lines are drawn in the run's colour, as TextKit draws them by default.
    func applyStyling(_ request: TextRequest, length: Int, to layout: OpaquePointer, attributes: OpaquePointer) {
        let style = request.styling
        if style.lineSpacing != 0 { pango_layout_set_spacing(layout, Self.units(style.lineSpacing)) }
        if style.letterSpacing != 0 {
            pango_attr_list_insert(
                attributes, pango_attr_letter_spacing_new(Int32((style.letterSpacing * Self.unitsPerPoint).rounded())))
        }
        for span in style.spans where span.start < length {
            let end = min(span.end, length)
            func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = UInt32(span.start)
                attribute.pointee.end_index = UInt32(end)
                pango_attr_list_insert(attributes, attribute)
            }
            if let family = span.fontFamily {
                add(pango_attr_family_new("\(family), " + fonts.families(forLanguage: request.language)))
            }
            if let weight = span.weight { add(pango_attr_weight_new(PangoWeight(rawValue: UInt32(weight.value)))) }
            if let italic = span.italic { add(pango_attr_style_new(italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)) }
            if let size = span.fontSize {
                add(pango_attr_size_new_absolute(Int32((size * Self.unitsPerPoint).rounded())))
            }
            if let lineHeight = span.lineHeight {
                add(pango_attr_line_height_new_absolute(Int32(style.lineHeight(lineHeight) * Self.unitsPerPoint)))
            }
            if let color = span.color {
                func channel(_ value: UInt8) -> UInt16 { UInt16(value) * 257 }
                add(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
                // Pango reads an alpha of 0 as "not set": the faintest it can draw is 1/65535.
                add(pango_attr_foreground_alpha_new(max(1, channel(color.alpha))))
            }
            if span.strikethrough { add(pango_attr_strikethrough_new(1)) }
            if span.underline { add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
        }
    }

    /// The space a positive letter spacing leaves after a line's last character.
    ///
    /// Pango's extents space letters apart only between characters; `NSAttributedString.Key.kern` also adds its
    /// space after the last one (observation: a kerned `UILabel`'s text sits off-centre by half the kern, and its
    /// size counts it), so the measured width counts one more. Pango's line breaking already counts it: it pads
    /// each run by half the spacing at both ends while breaking and takes the padding off the line's ends after,
    /// so a line breaks where its text plus the trailing space passes the width, as TextKit's does.
    static func trailingKern(_ request: TextRequest) -> Double {
        request.string.isEmpty ? 0 : max(0, request.styling.letterSpacing)
    }

    /// How far a line height multiple moves the glyphs down from where Pango puts them, in points.
    ///
    /// Pango shares a line's extra height equally above and below its glyphs; TextKit puts the extra height that
    /// `lineHeightMultiple` adds above them (observed: a `UILabel` line with a multiple of 2 has its text at the
    /// bottom of a doubled line, the reason for the common `baselineOffset` workaround). Moving every line's glyphs
    /// by half the extra height gives TextKit's placement; a multiple below 1 moves them up, as TextKit cuts the
    /// top of the line.
    static func multipleShift(_ request: TextRequest) -> Double {
        let multiple = request.styling.lineHeightMultiple
        guard multiple > 0 else { return 0 }
        return request.lineHeight * (multiple - 1) / 2
    }
}
