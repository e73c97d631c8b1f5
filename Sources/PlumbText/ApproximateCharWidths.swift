import CCairoPango

/// The approximate character width Pango's line breaker reads for each font, made the same whatever was measured
/// before and on whatever thread.
///
/// Pango breaking a run that is too long for its line takes a break without shaping the text before it when the
/// break's estimated width is more than three approximate character widths (`PangoFontMetrics.approximate_char_width`)
/// short of the line width; nearer the edge it shapes that text and checks that it fits. The estimate adds up the
/// characters' widths as shaped in the whole run, so a kerning pair across the break counts: "Follow" inside
/// "Followers" at 38 pt is 113.62 pt, alone 114.33 pt.
///
/// pangocairo (Pango 1.50, `_pango_cairo_font_get_metrics`) computes the approximate widths once per font and
/// language by laying out the language's sample string, behind one process-wide flag against recursion. A font
/// whose metrics are first asked for while that flag is set keeps widths of 0 for good: when another thread is
/// computing some font's metrics (each worker's measurer has its own fonts, but they share the flag), or when the
/// font is a fallback of another font's sample string. With 0, every break estimated under the line width is taken
/// unchecked, so "Followers" in 114 pt broke "Follow|ers" (a line 114.33 pt wide) or "Follo|wers" depending on which
/// worker got there first.
///
/// `repair(fontsOf:)` gives every such font the widths pangocairo computes for it when nothing else is computing.
/// They depend only on the font, the language and the pinned fallback fonts, never on the order of requests or on
/// threads.
enum ApproximateCharWidths {
    /// A font's approximate widths for one language, in Pango units.
    struct Widths: Equatable {
        var character: Int32
        var digit: Int32
    }

    /// Gives every font of `layout`'s runs its approximate widths where Pango left 0; `true` when it did, so the
    /// layout's lines may have been broken with 0 and must be broken again.
    ///
    /// The runs' fonts and languages are the items' that the line breaker read metrics for. The widths are written
    /// into the metrics the font keeps (`pango_font_get_metrics` returns them, not a copy), so each font is repaired
    /// once; a layout with no such font pays one cached metrics look-up per run, and one without a width (never
    /// broken, so Pango never reads the widths) nothing.
    static func repair(fontsOf layout: OpaquePointer) -> Bool {
        guard pango_layout_get_width(layout) >= 0 else { return false }
        var repaired = false
        var lines = pango_layout_get_lines_readonly(layout)
        while let node = lines {
            lines = node.pointee.next
            guard let line = node.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self) else { continue }
            var runs = line.pointee.runs
            while let runNode = runs {
                runs = runNode.pointee.next
                guard let run = runNode.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                    let item = run.pointee.item, let font = item.pointee.analysis.font
                else { continue }
                if repair(font, language: item.pointee.analysis.language) { repaired = true }
            }
        }
        return repaired
    }

    /// Sets `font`'s approximate widths for `language` when they are 0; `true` when it set them.
    static func repair(_ font: UnsafeMutablePointer<PangoFont>, language: OpaquePointer?) -> Bool {
        guard let metrics = pango_font_get_metrics(font, language) else { return false }
        defer { pango_font_metrics_unref(metrics) }
        guard metrics.pointee.approximate_char_width == 0 else { return false }
        let widths = computed(font, language: language)
        guard widths.character != 0 else { return false }
        metrics.pointee.approximate_char_width = widths.character
        metrics.pointee.approximate_digit_width = widths.digit
        return true
    }

    /// `font`'s approximate character and digit widths for `language`, in Pango units, as pangocairo computes them:
    /// the language's sample string laid out in the font (falling back as any text does) on a new context of its
    /// font map with its font options and transformation, its width divided by its count of character cells; and
    /// the widest glyph of the ten digits.
    static func computed(_ font: UnsafeMutablePointer<PangoFont>, language: OpaquePointer?) -> Widths {
        let none = Widths(character: 0, digit: 0)
        guard let map = pango_font_get_font_map(font), let context = pango_font_map_create_context(map),
            let scaledFont = pango_cairo_font_get_scaled_font(OpaquePointer(font))
        else { return none }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        pango_context_set_language(context, language)
        let options = cairo_font_options_create()
        cairo_scaled_font_get_font_options(scaledFont, options)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        var ctm = cairo_matrix_t()
        cairo_scaled_font_get_ctm(scaledFont, &ctm)
        var matrix = PangoMatrix(xx: ctm.xx, xy: ctm.xy, yx: ctm.yx, yy: ctm.yy, x0: 0, y0: 0)
        pango_context_set_matrix(context, &matrix)

        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = pango_font_describe_with_absolute_size(font)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        let sample = pango_language_get_sample_string(language)!
        pango_layout_set_text(layout, sample, -1)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let cells = characterCells(String(cString: sample))
        guard cells > 0 else { return none }
        let character = Int32(Int(logical.width) / cells)
        pango_layout_set_text(layout, "0123456789", -1)
        return Widths(character: character, digit: widestGlyph(layout))
    }

    /// The character cells `text` takes as Pango counts them (`pango_utf8_strwidth`): none for a zero-width
    /// character, two for a wide one, else one.
    static func characterCells(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { cells, scalar in
            cells + (g_unichar_iszerowidth(scalar.value) != 0 ? 0 : g_unichar_iswide(scalar.value) != 0 ? 2 : 1)
        }
    }

    /// The widest glyph advance in `layout`, in Pango units.
    static func widestGlyph(_ layout: OpaquePointer) -> Int32 {
        var widest: Int32 = 0
        var lines = pango_layout_get_lines_readonly(layout)
        while let node = lines {
            lines = node.pointee.next
            guard let line = node.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self) else { continue }
            var runs = line.pointee.runs
            while let runNode = runs {
                runs = runNode.pointee.next
                guard let glyphs = runNode.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee.glyphs
                else { continue }
                for index in 0..<Int(glyphs.pointee.num_glyphs) {
                    widest = max(widest, glyphs.pointee.glyphs[index].geometry.width)
                }
            }
        }
        return widest
    }
}
