import Foundation

/// Keeps every source of a preview rendered: renders them all once, then re-renders a source whenever one of its
/// files changes, publishing each render (or error) to `state`.
public final class PreviewWatcher: @unchecked Sendable {
    private let sources: [PreviewSource]
    private let renderer: PreviewRenderer
    private let state: PreviewState
    private let log: @Sendable (String) -> Void
    private var watched: [(files: [String], stamps: [FileWatcher.Stamp?])]
    private let stopped = NSCondition()
    private var isStopped = false

    public init(
        sources: [PreviewSource], renderer: PreviewRenderer, state: PreviewState,
        log: @escaping @Sendable (String) -> Void
    ) {
        self.sources = sources
        self.renderer = renderer
        self.state = state
        self.log = log
        watched = sources.map { _ in ([], []) }
    }

    /// Renders every source (before the server starts, so the first page load has them).
    public func renderAll() {
        for index in sources.indices { refresh(index) }
    }

    /// Polls until `stop()`; call on a thread of its own.
    public func watch() {
        while true {
            stopped.lock()
            if !isStopped { _ = stopped.wait(until: Date().addingTimeInterval(FileWatcher.interval)) }
            let done = isStopped
            stopped.unlock()
            if done { return }
            for index in sources.indices where FileWatcher.stamps(watched[index].files) != watched[index].stamps {
                refresh(index)
            }
        }
    }

    public func stop() {
        stopped.lock()
        isStopped = true
        stopped.signal()
        stopped.unlock()
    }

    /// Reads source `index` again and publishes its render or its error. The stamps are taken before reading, so
    /// an edit made while it renders is seen by the next look.
    private func refresh(_ index: Int) {
        let source = sources[index]
        let start = DispatchTime.now()
        let before = Dictionary(
            zip(watched[index].files, FileWatcher.stamps(watched[index].files)), uniquingKeysWith: { first, _ in first }
        )
        switch source.load() {
        case .failure(let error):
            watch(index, error.files, before: before)
            state.publish(index: index, error: error.message)
            log(error.message)
        case .success(let spec):
            watch(index, spec.files, before: before)
            switch renderer.render(spec) {
            case .failure(let error):
                state.publish(index: index, error: error.message)
                log(error.message)
            case .success(let grid):
                let milliseconds = Int((DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000)
                state.publish(index: index, name: spec.subject.name, grid: grid, milliseconds: milliseconds)
                log(
                    "rendered \(source.argument): \(grid.cells.count) environment\(grid.cells.count == 1 ? "" : "s") in \(milliseconds) ms"
                )
            }
        }
    }

    /// Watches `files` from now on, with the stamps seen before they were read where there are some, so an edit
    /// made while a file was being read counts as a change at the next look.
    private func watch(_ index: Int, _ files: [String], before: [String: FileWatcher.Stamp?]) {
        let now = FileWatcher.stamps(files)
        watched[index] = (files, files.indices.map { before[files[$0]] ?? now[$0] })
    }
}
