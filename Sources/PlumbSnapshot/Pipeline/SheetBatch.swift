import PlumbCore
import PlumbLayout
import PlumbRender
import PlumbText

/// Renders specs across their environments into one labelled contact sheet: `plumb sheet`.
///
/// Every environment goes through `EnvironmentRun` on worker threads (one Pango measurer each); the images are
/// then arranged per spec by `SheetGrid` and drawn with labels in the pinned fonts, so the sheet is
/// byte-identical on every machine and for any worker count.
public struct SheetBatch: Sendable {
    /// One spec's part of the sheet.
    public struct Spec: Sendable {
        public var name: String
        public var environments: [Environment]
        public var root: @Sendable (Environment) -> Node

        public init(name: String, environments: [Environment], root: @escaping @Sendable (Environment) -> Node) {
            self.name = name
            self.environments = environments
            self.root = root
        }
    }

    public var specs: [Spec]
    public var fonts: PinnedFonts
    public var workers: Int
    /// The manual layouts the specs' trees may name.
    public var manualLayouts: ManualLayoutRegistry

    public init(specs: [Spec], fonts: PinnedFonts, workers: Int, manualLayouts: ManualLayoutRegistry = .init()) {
        self.specs = specs
        self.fonts = fonts
        self.workers = workers
        self.manualLayouts = manualLayouts
    }

    /// The number of renders on the sheet.
    public var renderCount: Int { specs.reduce(0) { $0 + $1.environments.count } }

    /// Every spec × environment rendered, in spec then environment order.
    public func images() -> [RGBAImage] {
        let jobs = specs.flatMap { spec in spec.environments.map { (spec, $0) } }
        let manualLayouts = self.manualLayouts, session = LayoutSession()
        return RenderWorkers.map(count: jobs.count, workers: workers, fonts: fonts) { index, renderer in
            let (spec, environment) = jobs[index]
            return EnvironmentRun(
                spec.root(environment), name: spec.name, environment: environment, renderer: renderer, manualLayouts: manualLayouts,
                session: session
            ).image(with: renderer)
        }
    }

    /// The contact sheet: a titled grid per spec.
    ///
    /// - Throws: `ContactSheet.TooLarge` when the sheet would pass the renderer's size limits.
    public func render() throws(ContactSheet.TooLarge) -> RGBAImage {
        let images = images()
        var offset = 0
        var sections: [ContactSheet.Section] = []
        for spec in specs {
            let grid = SheetGrid(title: spec.name, environments: spec.environments)
            sections.append(grid.section(images: Array(images[offset..<offset + spec.environments.count])))
            offset += spec.environments.count
        }
        return try ContactSheet(sections: sections).render(with: Renderer(measurer: PangoTextMeasurer(fonts: fonts)))
    }
}

/// One spec's place on a sheet: its environments arranged as rows (categories) × columns (everything else).
public struct SheetGrid: Sendable {
    public var title: String
    public var environments: [Environment]
    public var rows: [ContentSizeCategory] = []
    public var columns: [String] = []

    public init(title: String, environments: [Environment]) {
        self.title = title
        self.environments = environments
        for environment in environments {
            if !rows.contains(environment.category) { rows.append(environment.category) }
            let column = environment.columnLabel
            if !columns.contains(column) { columns.append(column) }
        }
    }

    /// The sheet section holding `images`, one per environment in order.
    public func section(images: [RGBAImage]) -> ContactSheet.Section {
        var grid = [[RGBAImage?]](repeating: [RGBAImage?](repeating: nil, count: columns.count), count: rows.count)
        for (environment, image) in zip(environments, images) {
            grid[rows.firstIndex(of: environment.category)!][columns.firstIndex(of: environment.columnLabel)!] = image
        }
        return ContactSheet.Section(title: title, columnTitles: columns, rowTitles: rows.map(\.shortName), images: grid)
    }
}

