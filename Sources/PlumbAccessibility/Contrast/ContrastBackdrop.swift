import PlumbCore

/// What is really drawn behind the text of a layout: the environment rendered with no text drawn, read back
/// under each text's lines. PlumbPipeline's `RenderedBackdrop` is the one made of pixels; `ContrastCheck` falls
/// back to its model of fills where there is none.
///
/// Contrast is then measured against whatever drew those pixels — fills, gradients, images, shadows, opacity — and
/// against the worst of them (WCAG 1.4.3 applies to every part of the text; the colour under a glyph that is
/// closest to its own is where it is hardest to read).
public protocol ContrastBackdrop {
    /// The distinct opaque colours drawn under `rect` (points, in the root's coordinates), each at most once and in
    /// a fixed order; empty when `rect` covers no pixel of the drawing.
    func colors(under rect: Rect) -> [ContrastColor]
}
