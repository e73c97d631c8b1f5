import Foundation
import PlumbLint

/// What the preview page shows, published by the watcher and read by the page's long-poll.
///
/// Each publication raises `generation`; `wait(since:)` blocks until the generation differs from the page's (or a
/// timeout passes), which is how the page learns of a new render without polling the server.
public final class PreviewState: @unchecked Sendable {
    /// One spec as the page shows it: its last good render, and the error that keeps it from a newer one.
    public struct Spec: Encodable, Sendable {
        public var argument: String
        public var name: String
        /// The spec error, `file:line:column: …`; `nil` when the render is current.
        public var error: String?
        /// The generation of the render shown (an error keeps the older one).
        public var rendered: Int
        public var milliseconds: Int
        public var rows: [String] = []
        public var columns: [String] = []
        public var cells: [Cell] = []
    }

    public struct Cell: Encodable, Sendable {
        public var label: String
        public var row: Int
        public var column: Int
        /// The image's path on the server, `/render/<generation>-<spec>-<cell>.png`.
        public var image: String
        public var width: Double
        public var height: Double
        public var scale: Int
        public var lints: [LintRecord]
    }

    public struct Snapshot: Encodable, Sendable {
        public var generation: Int
        public var specs: [Spec]
    }

    private let condition = NSCondition()
    private var snapshot: Snapshot
    private var images: [String: Data] = [:]
    private var closed = false

    public init(arguments: [String]) {
        snapshot = Snapshot(
            generation: 0,
            specs: arguments.map { Spec(argument: $0, name: $0, error: nil, rendered: 0, milliseconds: 0) })
    }

    /// Shows a new render of spec `index` (and clears its error).
    public func publish(index: Int, name: String, grid: PreviewRenderer.Grid, milliseconds: Int) {
        condition.lock()
        defer { condition.broadcast(); condition.unlock() }
        let generation = snapshot.generation + 1
        let prefix = "/render/\(generation)-\(index)-"
        for cell in snapshot.specs[index].cells { images[cell.image] = nil }
        var spec = Spec(
            argument: snapshot.specs[index].argument, name: name, error: nil, rendered: generation,
            milliseconds: milliseconds)
        spec.rows = grid.rows
        spec.columns = grid.columns
        for (number, cell) in grid.cells.enumerated() {
            let path = prefix + "\(number).png"
            images[path] = cell.png
            spec.cells.append(
                Cell(
                    label: cell.label, row: cell.row, column: cell.column, image: path, width: cell.width,
                    height: cell.height,
                    scale: cell.scale, lints: cell.lints))
        }
        snapshot.specs[index] = spec
        snapshot.generation = generation
    }

    /// Shows `message` for spec `index`, beside its last good render.
    public func publish(index: Int, error message: String) {
        condition.lock()
        defer { condition.broadcast(); condition.unlock() }
        snapshot.specs[index].error = message
        snapshot.generation += 1
    }

    /// The current state once its generation differs from `since`, or after `timeout` seconds, or once closed.
    public func wait(since: Int?, timeout: Double) -> Snapshot {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(timeout)
        while let since, since == snapshot.generation, !closed, condition.wait(until: deadline) {}
        return snapshot
    }

    /// The PNG at `path`, while the page may still show it.
    public func image(at path: String) -> Data? {
        condition.lock()
        defer { condition.unlock() }
        return images[path]
    }

    /// Wakes every waiting page request, so the server can stop without waiting out a long-poll.
    public func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }
}
