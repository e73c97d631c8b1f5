import PlumbCore

/// libFuzzer entry: the input as a `shape:`'s SVG path data (`PathData(parsing:)`, PlumbCore's reader with its
/// length and command budgets), then the path stretched onto a frame from a view box, both directions.
///
/// A `PathDataError` is a correct answer; a crash, a hang, an empty message, a position outside the text (1 …
/// length + 1), a path that does not begin with a move, more elements than four per command allowed, or a point
/// that is not finite (read or mapped) is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPathData(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    do {
        let path = try PathData(parsing: text)
        guard let first = path.elements.first else { preconditionFailure("a path read without elements") }
        guard case .move = first else { preconditionFailure("a path that does not begin with a move") }
        precondition(path.elements.count <= PathData.maximumCommands * 4, "\(path.elements.count) elements")
        let shape = NodeShape(path: path, viewBox: Rect(x: -10, y: -10, width: 200, height: 50), mirrorsInRTL: true)
        for direction in [LayoutDirection.ltr, .rtl] {
            for element in shape.elements(in: Rect(x: 5, y: 5, width: 375, height: 80), direction: direction) {
                let points: [Point]
                switch element {
                case .move(let p), .line(let p): points = [p]
                case .curve(let a, let b, let c): points = [a, b, c]
                case .close: points = []
                }
                for p in points { precondition(p.x.isFinite && p.y.isFinite, "a point that is not finite: \(p)") }
            }
        }
    } catch {
        precondition(!error.problem.isEmpty, "an empty message")
        precondition(
            error.position >= 1 && error.position <= text.utf8.count + 1,
            "position \(error.position) of \(text.utf8.count)")
    }
    return 0
}
