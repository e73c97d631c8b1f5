import CCairoPango

/// `plumb-bench memory --leak-canary N`: deliberately loses N Cairo contexts (each with its surface) and N Pango
/// layouts, so Scripts/leaks can show that LeakSanitizer, with Scripts/leaks.supp, still reports a lost Cairo or
/// Pango object. Never used in a measurement.
enum LeakCanary {
    static func leak(_ count: Int) {
        for _ in 0..<count {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 16, 16)
            let context = cairo_create(surface)
            _ = pango_cairo_create_layout(context)  // neither the layout nor the context is ever released
        }
    }
}
