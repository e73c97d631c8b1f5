import PlumbAccessibility
import PlumbCore
import PlumbRender

/// What is really behind the text of one environment, read from pixels: the layout drawn once with no text and
/// clipped to the bands of its texts' lines (`Renderer.backdropColors`), for `ContrastCheck`.
///
/// Whatever drew the pixels counts — fills, gradients, images, shadows, a translucent card — composited as the
/// screen shows them. A pixel the canvas leaves translucent is read over the environment's system background.
/// The cost is one clipped, text-less draw per environment, made only where `lowContrast` can report something
/// (`EnvironmentRun.backdrop(policy:renderer:)`; docs/accessibility.md, "Contrast on pixels").
public struct RenderedBackdrop: ContrastBackdrop {
    /// The colours under each text area, by area (`ContrastCheck.textArea(of:)`).
    let colorsByArea: [Rect: [ContrastColor]]

    /// Draws `result` without text with `renderer` and reads the colours under every visible text and button title.
    public init(_ result: LayoutResult, renderer: Renderer) {
        let areas = result.visibleIndices.compactMap { index -> Rect? in
            let entry = result.entries[index]
            guard entry.node.kind == .text || entry.node.kind == .button, !(entry.node.text?.string.isEmpty ?? true)
            else { return nil }
            return ContrastCheck.textArea(of: entry)
        }
        let unique = Array(Set(areas)).sorted { ($0.y, $0.x, $0.width, $0.height) < ($1.y, $1.x, $1.width, $1.height) }
        let behind = ContrastColor(result.environment.systemBackground)
        let colors = renderer.backdropColors(result, under: unique)
        var byArea: [Rect: [ContrastColor]] = [:]
        for (area, pixels) in zip(unique, colors) {
            byArea[area] = pixels.map { $0.alpha == 255 ? ContrastColor($0) : behind.under($0) }
        }
        colorsByArea = byArea
    }

    /// The colours read under `rect`; empty for a rect that was not read (ContrastCheck then uses its model).
    public func colors(under rect: Rect) -> [ContrastColor] { colorsByArea[rect] ?? [] }
}
