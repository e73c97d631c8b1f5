import Foundation
import PlumbCore
import PlumbLayout
import PlumbLint
import PlumbPipeline
import PlumbRender
import PlumbSnapshot
import PlumbText

/// Lays out and renders one spec's environments for the preview page through `EnvironmentRun`, on the same worker
/// pool as `plumb render` and `plumb sheet`, and finds each render's lint findings.
public struct PreviewRenderer: Sendable {
    public var fonts: PinnedFonts
    public var workers: Int
    /// The manual layouts specs may name: the gallery's in the stock `plumb`, a team's in its own.
    public var manualLayouts: ManualLayoutRegistry
    /// Shared by every render of the preview, refresh after refresh (`LayoutSession`).
    public var session = LayoutSession()

    public init(fonts: PinnedFonts, workers: Int, manualLayouts: ManualLayoutRegistry = .init()) {
        self.fonts = fonts
        self.workers = workers
        self.manualLayouts = manualLayouts
    }

    /// One rendered environment: its PNG and what the page needs to place it and draw its findings.
    public struct Cell: Sendable {
        public var label: String
        public var row: Int
        public var column: Int
        public var png: Data
        /// The render's size in points (the PNG is `scale` times larger).
        public var width: Double
        public var height: Double
        public var scale: Int
        public var lints: [PreviewLint]
    }

    /// The rendered grid of one spec: rows are content-size categories, columns everything else (width, scale,
    /// direction, appearance, localisation), as on a contact sheet.
    public struct Grid: Sendable {
        public var rows: [String]
        public var columns: [String]
        public var cells: [Cell]
    }

    /// Renders every environment of `spec`'s subject (a `Run` on the preview's workers and session); an
    /// environment that cannot be rendered (a size past the limits) is an error naming it.
    public func render(_ spec: PreviewLoad) -> Result<Grid, PreviewLoadError> {
        var categories: [ContentSizeCategory] = [], columns: [String] = []
        for environment in spec.subject.environments {
            if !categories.contains(environment.category) { categories.append(environment.category) }
            if !columns.contains(environment.columnLabel) { columns.append(environment.columnLabel) }
        }
        let name = spec.subject.name, rows = categories, columnLabels = columns
        var subject = spec.subject
        subject.manualLayouts = subject.manualLayouts.merging(manualLayouts)
        let pipeline = Run(subjects: [subject], workers: workers, session: session)
        let outcomes = pipeline.map(fonts: fonts) { job, run, renderer -> Result<Cell, PreviewLoadError> in
            let environment = job.environment
            let result = run.result
            if let problem = run.sizeProblem {
                return .failure(
                    PreviewLoadError(
                        message: "\(name) at \(environment.label): cannot render: \(problem)", files: spec.files))
            }
            let png: [UInt8]
            do { png = try run.png(with: renderer) } catch {
                return .failure(
                    PreviewLoadError(
                        message: "\(name) at \(environment.label): cannot encode the PNG: \(error)", files: spec.files))
            }
            let scale = environment.scale
            return .success(
                Cell(
                    label: environment.label, row: rows.firstIndex(of: environment.category)!,
                    column: columnLabels.firstIndex(of: environment.columnLabel)!,
                    png: Data(png), width: result.size.width, height: result.size.height,
                    scale: scale, lints: run.lints(renderer: renderer).map { LintRecord($0) }))
        }
        var cells: [Cell] = []
        for outcome in outcomes {
            switch outcome {
            case .success(let cell): cells.append(cell)
            case .failure(let error): return .failure(error)
            }
        }
        return .success(Grid(rows: categories.map(\.shortName), columns: columns, cells: cells))
    }
}

/// A lint finding as the preview page draws it: the one stored form of a finding.
@available(*, deprecated, renamed: "LintRecord")
public typealias PreviewLint = LintRecord
