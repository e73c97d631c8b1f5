import PlumbCore
import PlumbLayout
import PlumbRender
import PlumbText

/// Makes a contact sheet (`plumb sheet`): lays out every subject in each of its environments (`EnvironmentRun`) on worker threads,
/// arranges them (`SheetArrangement`) and draws the sheet (`ContactSheet`) as PNG, SVG or PDF.
///
/// The sheet's scale is the largest scale among the renders, so a @2x matrix gives a @2x sheet; a PNG sheet pastes
/// each render's own pixels, a vector sheet draws each layout as vectors. Renders are made on `workers` threads,
/// each with its own Pango measurer, and the bytes do not depend on their number.
public struct SheetMaker: Sendable {
    /// A spec on the sheet.
    public struct Subject: Sendable {
        public var name: String
        /// The heading: the spec's `title:`, else its name.
        public var title: String
        public var caption: String?
        public var root: @Sendable (Environment) -> Node
        public var environments: [Environment]
        /// The padding and background drawn around each of its renders, as `plumb render` draws them (`canvas:`,
        /// `--canvas-padding`, `--canvas-background`); each cell is the render with its canvas.
        public var canvas: Canvas

        public init(
            name: String, title: String? = nil, caption: String? = nil, environments: [Environment],
            canvas: Canvas = .plain,
            root: @escaping @Sendable (Environment) -> Node
        ) {
            self.name = name
            self.title = title ?? name
            self.caption = caption
            self.root = root
            self.environments = environments
            self.canvas = canvas
        }
    }

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

    public var subjects: [Subject]
    /// The axes down the rows and across the columns; `nil` for `SheetArrangement`'s defaults.
    public var rows: [SheetAxis]?
    public var columns: [SheetAxis]?
    public var title: String?
    public var caption: String?
    /// Borders, background and wrapping; the scale is set from the renders.
    public var style = ContactSheet.Style()
    public var format = ImageFormat.png
    public var manualLayouts = ManualLayoutRegistry()
    public var workers = 1

    public init(subjects: [Subject]) {
        self.subjects = subjects
    }

    /// The entries, in subject then matrix order.
    public var entries: [SheetEntry] {
        subjects.enumerated().flatMap { index, subject in
            subject.environments.map { SheetEntry(subject: index, environment: $0) }
        }
    }

    /// Lays out, renders, arranges and draws the sheet with `fonts`.
    ///
    /// - Throws: `Failure` for an arrangement that cannot be made (an axis on both sides), a sheet over the size
    ///   limit (refused before the sheet itself is drawn) or an encoder error.
    public func make(fonts: PinnedFonts) throws(Failure) -> Output {
        let entries = self.entries
        let grids: [SheetArrangement]
        do {
            grids = try SheetArrangement.arrange(
                entries, subjects: subjects.map { SheetArrangement.Subject(title: $0.title, caption: $0.caption) },
                rows: rows, columns: columns)
        } catch { throw Failure(description: error.description) }
        let subjects = self.subjects, manualLayouts = self.manualLayouts, vector = format.isVector,
            session = LayoutSession()
        let cells = RenderWorkers.map(count: entries.count, workers: workers, fonts: fonts) {
            index, renderer -> ContactSheet.Cell in
            let entry = entries[index], subject = subjects[entry.subject]
            var run = EnvironmentRun(
                subject.root(entry.environment), name: subject.name, environment: entry.environment, renderer: renderer,
                manualLayouts: manualLayouts, session: session)
            run.result.canvas = subject.canvas
            return vector ? ContactSheet.Cell(layout: run.result) : ContactSheet.Cell(image: run.image(with: renderer))
        }
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
        let sheet = ContactSheet(title: title, caption: caption, sections: sections, style: style)
        let renderer = Renderer(measurer: PangoTextMeasurer(fonts: fonts))
        do {
            let bytes = try sheet.encode(
                format, with: renderer, documentTitle: title ?? (subjects.count == 1 ? subjects[0].title : nil))
            let size = try sheet.pixelSize(with: renderer)
            return Output(
                bytes: bytes, pixelWidth: size.width, pixelHeight: size.height, scale: style.scale,
                renders: entries.count)
        } catch { throw Failure(description: error.description) }
    }
}
