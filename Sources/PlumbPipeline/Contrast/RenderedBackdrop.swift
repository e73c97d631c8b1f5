import PlumbAccessibility
import PlumbCore
import PlumbRender

/// What is really behind the text of one environment, read from pixels: the layout drawn once with no text
/// (`Renderer.backdropColors`) and read under its texts' lines, for `ContrastCheck`.
///
/// Whatever drew the pixels counts — fills, gradients, images, shadows, a translucent card — composited as the
/// screen shows them. A pixel the canvas leaves translucent is read over the environment's system background.
/// The cost is one text-less draw per environment (its shadows' masks kept for the render), made only where
/// `lowContrast` can report something (`EnvironmentRun.backdrop(policy:renderer:)`; docs/accessibility.md,
/// "Contrast on pixels").
public struct RenderedBackdrop: ContrastBackdrop {
    /// The colours under each text area, by area (`ContrastCheck.textArea(of:)`).
    let colorsByArea: [Rect: [ContrastColor]]

    /// Draws `result` without text with `renderer` and reads the colours under every visible text and button title.
    public init(_ result: LayoutResult, renderer: Renderer) {
        var areas: [Rect] = []
        // Only the part of a text in view is read: what its clipping ancestors (a scroll view's viewport,
        // `clipsToBounds`) show. Text scrolled out of view has nothing on screen behind it (the rows of a list that
        // continue below a bottom bar are not "on" the bar); it keeps the fill model.
        var shown: [Rect: Rect] = [:]
        var plain: PlainBackdrop?
        for index in result.visibleIndices {
            let entry = result.entries[index]
            guard entry.node.kind == .text || entry.node.kind == .button, !(entry.node.text?.string.isEmpty ?? true)
            else { continue }
            let area = ContrastCheck.textArea(of: entry, environment: result.environment)
            areas.append(area)
            // Where only plain opaque fills lie behind the text, the model is exact: nothing to draw.
            if plain == nil { plain = PlainBackdrop(result) }
            if plain!.isPlain(under: area, of: index) { continue }
            guard let visible = Self.visibleArea(of: index, in: result) else {
                shown[area] = area
                continue
            }
            if let part = area.intersection(visible), part.width > 0, part.height > 0 { shown[area] = part }
        }
        let unique = Array(Set(areas)).filter { shown[$0] != nil }
            .sorted { ($0.y, $0.x, $0.width, $0.height) < ($1.y, $1.x, $1.width, $1.height) }
        guard !unique.isEmpty else {
            colorsByArea = [:]
            return
        }
        let behind = ContrastColor(result.environment.systemBackground)
        let colors = renderer.backdropColors(result, under: unique.map { shown[$0]! })
        var byArea: [Rect: [ContrastColor]] = [:]
        for (area, pixels) in zip(unique, colors) {
            byArea[area] = pixels.map { $0.alpha == 255 ? ContrastColor($0) : behind.under($0) }
        }
        colorsByArea = byArea
    }

    /// The intersection of the frames of `index`'s ancestors that clip their descendants (a scroll view's
    /// viewport, `clipsToBounds`); `nil` when none clips.
    static func visibleArea(of index: Int, in result: LayoutResult) -> Rect? {
        var area: Rect?
        var current = result.entries[index].parent
        while let c = current {
            let node = result.entries[c].node
            if node.clipsDescendants || node.style.decoration?.clipsToBounds == true {
                let frame = result.entries[c].frame
                area = area.map { $0.intersection(frame) ?? Rect(x: frame.x, y: frame.y, width: 0, height: 0) } ?? frame
            }
            current = result.entries[c].parent
        }
        return area
    }

    /// The colours read under `rect`; empty for a rect that was not read (ContrastCheck then uses its model).
    public func colors(under rect: Rect) -> [ContrastColor] { colorsByArea[rect] ?? [] }
}
