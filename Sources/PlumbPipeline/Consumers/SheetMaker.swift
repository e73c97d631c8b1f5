import Foundation
import PlumbCore
import PlumbLayout
import PlumbRender
import PlumbText

/// Makes a contact sheet (`plumb sheet`): lays out every subject of a `Run` in each of its environments on the run's
/// workers, arranges them (`SheetArrangement`) and draws the sheet (`ContactSheet`) as PNG, SVG or PDF.
///
/// The sheet's scale is the largest scale among the renders, so a @2x matrix gives a @2x sheet; a PNG sheet pastes
/// each render's own pixels, a vector sheet draws each layout as vectors. Renders are made on `workers` threads,
/// each with its own Pango measurer, and the bytes do not depend on their number.
public struct SheetMaker: Sendable {
    /// A sheet made: its bytes, its size in pixels (points × scale for SVG and PDF) and how many renders it holds.
    public struct Output: Sendable {
        public var bytes: [UInt8]
        public var pixelWidth: Int
        public var pixelHeight: Int
        public var scale: Int
        public var renders: Int
    }

    /// A sheet that cannot be made: an arrangement that does not work, or a sheet too large or not encodable.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The subjects and their environments, laid out on the run's workers with their canvases drawn.
    public var run: Run
    /// The axes down the rows and across the columns; `nil` for `SheetArrangement`'s defaults.
    public var rows: [SheetAxis]?
    public var columns: [SheetAxis]?
    public var title: String?
    public var caption: String?
    /// Borders, background and wrapping; the scale is set from the renders.
    public var style = ContactSheet.Style()
    public var format = ImageFormat.png

    public init(run: Run) {
        var run = run
        run.drawsCanvas = true
        self.run = run
    }

    /// The entries, in subject then matrix order.
    public var entries: [SheetEntry] {
        run.jobs.map { SheetEntry(subject: $0.index, environment: $0.environment) }
    }

    /// Lays out, renders, arranges and draws the sheet with `fonts`.
    ///
    /// - Throws: `Failure` for an arrangement that cannot be made (an axis on both sides), a sheet over the size
    ///   limit (refused from the cells' layouts, before any cell is rendered) or an encoder error.
    public func make(fonts: PinnedFonts) throws(Failure) -> Output {
        let entries = self.entries
        let grids: [SheetArrangement]
        do {
            grids = try SheetArrangement.arrange(
                entries,
                subjects: run.subjects.map {
                    SheetArrangement.Subject(title: $0.title ?? $0.name, caption: $0.caption)
                },
                rows: rows, columns: columns)
        } catch { throw Failure(description: error.description) }
        // Every cell is laid out first and the sheet's size checked from the layouts' sizes, before anything is
        // rendered: a matrix of huge renders is refused in the time of its layouts, not after gigabytes of pixels.
        let shelf = RendererShelf()
        let layouts = run.map(fonts: fonts) { _, layout, renderer in
            shelf.keep(renderer)
            return layout.result
        }
        let renderer = Renderer(measurer: PangoTextMeasurer(fonts: fonts))
        do {
            _ = try sheet(grids, cells: layouts.map { ContactSheet.Cell(layout: $0) }).pixelSize(with: renderer)
        } catch { throw Failure(description: error.description) }
        let cells =
            format.isVector
            ? layouts.map { ContactSheet.Cell(layout: $0) }
            : WorkerPool.map(
                count: layouts.count, workers: run.workers,
                makeState: { shelf.take() ?? Renderer(measurer: PangoTextMeasurer(fonts: fonts)) }
            ) { index, renderer in
                ContactSheet.Cell(image: renderer.render(layouts[index], overlay: nil))
            }
        let sheet = sheet(grids, cells: cells)
        do {
            let bytes = try sheet.encode(
                format, with: renderer,
                documentTitle: title ?? (run.subjects.count == 1 ? run.subjects[0].title ?? run.subjects[0].name : nil))
            let size = try sheet.pixelSize(with: renderer)
            return Output(
                bytes: bytes, pixelWidth: size.width, pixelHeight: size.height, scale: sheet.style.scale,
                renders: entries.count)
        } catch { throw Failure(description: error.description) }
    }

    /// The sheet of `grids` with `cells` (in entry order) in them.
    private func sheet(_ grids: [SheetArrangement], cells: [ContactSheet.Cell]) -> ContactSheet {
        var sections = grids.map { grid in
            ContactSheet.Section(
                title: grid.title, caption: grid.caption, columnTitles: grid.columnTitles, rowTitles: grid.rowTitles,
                cells: grid.cells.map { $0.map { $0.map { cells[$0] } } })
        }
        // With one grid, the sheet's own title replaces the spec's heading rather than repeating above it.
        if sections.count == 1, title != nil {
            sections[0].title = nil
            if caption != nil { sections[0].caption = nil }
        }
        var style = self.style
        style.scale = entries.map(\.environment.scale).max() ?? 1
        return ContactSheet(title: title, caption: caption, sections: sections, style: style)
    }
}

/// The renderers of the layout pass, handed to the render pass so that their Pango contexts and text caches are
/// reused (fresh ones cost 4.5% more instructions on a 24-render sheet). Each is used by one thread at a time: the
/// passes do not overlap.
private final class RendererShelf: @unchecked Sendable {
    private var renderers: [Renderer] = []
    private let lock = NSLock()

    /// Keeps `renderer` once, however many jobs it lays out.
    func keep(_ renderer: Renderer) {
        lock.withLock { if !renderers.contains(where: { $0 === renderer }) { renderers.append(renderer) } }
    }

    /// A kept renderer not yet taken, or `nil`.
    func take() -> Renderer? { lock.withLock { renderers.popLast() } }
}
