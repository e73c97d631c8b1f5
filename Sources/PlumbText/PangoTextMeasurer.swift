import CCairoPango
import PlumbCore

/// Measures text with Pango exactly as the renderer draws it, and keeps the Pango layouts for drawing.
///
/// Each instance owns one `PangoFontMap` and one `PangoContext` (they must never be shared between threads), set up
/// with the options of docs/design.md §5: hinting off, hint metrics off, greyscale antialiasing, unrounded
/// glyph positions, an explicit language, absolute font sizes and the HIG leading as an absolute line height.
/// Measurements are cached on their full `TextRequest`; the cached layout is the one `RenderContext` draws.
public final class PangoTextMeasurer: TextMeasuring {
    /// A cached layout and what measuring it found.
    package struct Measured {
        package let layout: OpaquePointer
        package let measurement: TextMeasurement
    }

    let fonts: PinnedFonts
    /// The family list every layout asks for.
    var fontFamilies: String { fonts.families }
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private var contexts: [UInt32: OpaquePointer] = [:]
    private var cache: [TextRequest: Measured] = [:]
    /// The cache is emptied when it holds this many layouts, so memory stays flat over long runs.
    private let cacheLimit: Int

    /// Requests answered from the cache, and requests that had to be laid out.
    public private(set) var hits = 0
    public private(set) var misses = 0

    /// Creates a measurer with its own font map and contexts over the shared pinned fonts.
    public init(fonts: PinnedFonts, cacheLimit: Int = 4096) {
        self.fonts = fonts
        self.cacheLimit = cacheLimit
        let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
        pango_fc_font_map_set_config(OpaquePointer(map), fonts.config)
        self.fontMap = map
    }

    /// Creates a measurer over the standard pinned fonts.
    ///
    /// - Throws: `FontError` when the fonts are not installed.
    public convenience init() throws(FontError) {
        self.init(fonts: try PinnedFonts.standard.get())
    }

    deinit {
        for measured in cache.values { g_object_unref(UnsafeMutableRawPointer(measured.layout)) }
        for context in contexts.values { g_object_unref(UnsafeMutableRawPointer(context)) }
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    public func measure(_ request: TextRequest) -> TextMeasurement {
        measured(request).measurement
    }

    /// The cached (or new) Pango layout for `request` and its measurement.
    package func measured(_ request: TextRequest) -> Measured {
        if let hit = cache[request] {
            hits += 1
            return hit
        }
        misses += 1
        if cache.count >= cacheLimit { clearCache() }
        let result =
            request.styling.minimumScaleFactor < 1 && request.width != nil ? shrunkToFit(request) : layOut(request)
        cache[request] = result
        return result
    }

    /// A new (uncached) layout of `request` and its measurement; the caller owns the layout.
    func layOut(_ request: TextRequest) -> Measured {
        let made = makeLayout(request)
        let measurement = Self.measurement(of: made.layout, request: request, isCut: made.isCut)
        return Measured(layout: made.layout, measurement: reportingPrivateUse(measurement, made.layout, request))
    }

    /// Releases every cached layout.
    public func clearCache() {
        for measured in cache.values { g_object_unref(UnsafeMutableRawPointer(measured.layout)) }
        cache.removeAll(keepingCapacity: true)
    }

    /// The Pango context for one base direction, made on first use with the deterministic options.
    func context(forBaseDirection direction: PangoDirection) -> OpaquePointer {
        if let context = contexts[direction.rawValue] { return context }
        let context = pango_font_map_create_context(fontMap)!
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string("en"))
        pango_context_set_base_dir(context, direction)
        contexts[direction.rawValue] = context
        return context
    }
}
