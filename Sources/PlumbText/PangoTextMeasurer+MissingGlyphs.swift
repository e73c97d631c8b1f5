import CCairoPango
import PlumbCore

extension PangoTextMeasurer {
    /// Pango's mark on a glyph no font in the chain has: the glyph id is the character with this bit set
    /// (`PANGO_GLYPH_UNKNOWN_FLAG`, a macro Swift does not import).
    static let unknownGlyphFlag: UInt32 = 0x1000_0000

    /// The characters drawn as boxes in a laid-out `layout`, each once, in the order they first appear.
    ///
    /// Called only when `pango_layout_get_unknown_glyphs_count` is not 0, so text every font covers pays nothing.
    static func missingCharacters(in layout: OpaquePointer) -> [Unicode.Scalar] {
        guard let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var found: [Unicode.Scalar] = []
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator), let glyphs = run.pointee.glyphs else {
                continue
            }
            for index in 0..<Int(glyphs.pointee.num_glyphs) {
                let glyph = glyphs.pointee.glyphs[index].glyph
                guard glyph & unknownGlyphFlag != 0, let scalar = Unicode.Scalar(glyph & ~unknownGlyphFlag) else {
                    continue
                }
                if !found.contains(scalar) { found.append(scalar) }
            }
        } while pango_layout_iter_next_run(iterator) != 0
        return found
    }

    /// Whether `scalar` is in a Private Use Area (U+E000–U+F8FF, planes 15 and 16): code points with no meaning
    /// but the one a font gives them.
    static func isPrivateUse(_ scalar: Unicode.Scalar) -> Bool {
        (0xE000...0xF8FF).contains(scalar.value) || scalar.value >= 0xF0000
    }

    /// `measurement` with the private-use characters that a built-in font draws added to its missing characters.
    ///
    /// Inter and Noto have glyphs at some private-use code points (Inter's own alternates, for one), but a string
    /// meaning something there can only mean a team's icon font: drawn by any other font it is as wrong as a box.
    /// Private-use characters drawn by a font the spec pins with `fonts:` are fine. Text without any pays one scan.
    func reportingPrivateUse(
        _ measurement: TextMeasurement, _ layout: OpaquePointer, _ request: TextRequest
    ) -> TextMeasurement {
        guard request.string.unicodeScalars.contains(where: Self.isPrivateUse) else { return measurement }
        guard let iterator = pango_layout_get_iter(layout) else { return measurement }
        defer { pango_layout_iter_free(iterator) }
        // Item offsets index the layout's text (a line limit may cut it)
        let text = Array(Self.layoutText(layout).utf8)
        var result = measurement
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator), let item = run.pointee.item else { continue }
            if let family = Self.family(of: item.pointee.analysis.font), fonts.teamFamilies.contains(family) {
                continue
            }
            let start = Int(item.pointee.offset), end = start + Int(item.pointee.length)
            guard start >= 0, end <= text.count else { continue }
            for scalar in String(decoding: text[start..<end], as: UTF8.self).unicodeScalars
            where Self.isPrivateUse(scalar) {
                if !result.missingCharacters.contains(scalar) {
                    result.missingCharacters.append(scalar)
                    result.missingGlyphs += 1
                }
            }
        } while pango_layout_iter_next_run(iterator) != 0
        return result
    }

    /// The family name of a Pango font.
    static func family(of font: UnsafeMutablePointer<PangoFont>?) -> String? {
        guard let font, let description = pango_font_describe(font) else { return nil }
        defer { pango_font_description_free(description) }
        return pango_font_description_get_family(description).map { String(cString: $0) }
    }
}
