import Foundation

/// The reader behind `PathData(parsing:)`: SVG 1.1's path grammar (section 8.3.9) over UTF-8 bytes, one command at
/// a time, keeping the current point, the subpath's start and the last control point for `S` and `T`.
struct PathDataReader {
    private let bytes: [UInt8]
    private var index = 0
    private var elements: [PathData.Element] = []
    private var commands = 0
    private var current = Point(x: 0, y: 0)
    private var subpathStart = Point(x: 0, y: 0)
    /// The second control point of the last cubic (for `S`), or the control point of the last quadratic (for `T`).
    private var lastCubicControl: Point?
    private var lastQuadraticControl: Point?

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func read() throws(PathDataError) -> [PathData.Element] {
        skipSeparators()
        guard index < bytes.count else { throw failure("path data is empty; expected a moveto such as `M0 0`") }
        var command: UInt8 = 0
        while true {
            skipSeparators()
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if Self.commandLetters.contains(byte) {
                // The first command must be a moveto; the error names the letter's own place.
                if elements.isEmpty, byte != UInt8(ascii: "M"), byte != UInt8(ascii: "m") {
                    throw failure(
                        "path data must begin with a moveto (`M` or `m`), not `\(Character(Unicode.Scalar(byte)))`")
                }
                command = byte
                index += 1
            } else if command == 0 || !Self.startsNumber(byte) || command == UInt8(ascii: "Z")
                || command == UInt8(ascii: "z")
            {
                throw failure(
                    "unexpected \(Self.describe(byte)); expected a command letter (M, L, H, V, C, S, Q, T, A or Z)")
            }
            commands += 1
            guard commands <= PathData.maximumCommands else {
                throw failure("path data has more than \(PathData.maximumCommands) commands")
            }
            try perform(command)
            // After a moveto, further coordinate pairs are implicit linetos.
            if command == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
            if command == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
        }
        return elements
    }

    private static let commandLetters = Set("MmLlHhVvCcSsQqTtAaZz".utf8)

    private mutating func perform(_ command: UInt8) throws(PathDataError) {
        let relative = command >= UInt8(ascii: "a")
        let base = relative ? current : Point(x: 0, y: 0)
        func point(_ x: Double, _ y: Double) -> Point { Point(x: base.x + x, y: base.y + y) }
        var cubicControl: Point? = nil, quadraticControl: Point? = nil
        switch command | 0x20 {
        case UInt8(ascii: "m"):
            current = point(try number(), try number())
            subpathStart = current
            elements.append(.move(current))
        case UInt8(ascii: "l"):
            current = point(try number(), try number())
            elements.append(.line(current))
        case UInt8(ascii: "h"):
            let x = try number()
            current = Point(x: relative ? current.x + x : x, y: current.y)
            elements.append(.line(current))
        case UInt8(ascii: "v"):
            let y = try number()
            current = Point(x: current.x, y: relative ? current.y + y : y)
            elements.append(.line(current))
        case UInt8(ascii: "c"):
            let c1 = point(try number(), try number()), c2 = point(try number(), try number())
            current = point(try number(), try number())
            elements.append(.curve(c1, c2, current))
            cubicControl = c2
        case UInt8(ascii: "s"):
            let c1 = reflected(lastCubicControl)
            let c2 = point(try number(), try number())
            current = point(try number(), try number())
            elements.append(.curve(c1, c2, current))
            cubicControl = c2
        case UInt8(ascii: "q"):
            let control = point(try number(), try number())
            quadratic(control, to: point(try number(), try number()))
            quadraticControl = control
        case UInt8(ascii: "t"):
            let control = reflected(lastQuadraticControl)
            quadratic(control, to: point(try number(), try number()))
            quadraticControl = control
        case UInt8(ascii: "a"):
            let rx = try number(), ry = try number(), rotation = try number()
            let large = try flag(), sweep = try flag()
            let end = point(try number(), try number())
            appendArc(to: end, radii: (abs(rx), abs(ry)), rotation: rotation, large: large, sweep: sweep)
            current = end
        default:  // z
            elements.append(.close)
            current = subpathStart
        }
        lastCubicControl = cubicControl
        lastQuadraticControl = quadraticControl
    }

    /// The reflection of `control` about the current point, or the current point when the last command was not the
    /// same kind of curve (SVG's rule for `S` and `T`).
    private func reflected(_ control: Point?) -> Point {
        guard let control else { return current }
        return Point(x: 2 * current.x - control.x, y: 2 * current.y - control.y)
    }

    /// A quadratic Bézier from the current point, raised to the cubic with the same curve.
    private mutating func quadratic(_ control: Point, to end: Point) {
        let c1 = Point(x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
        let c2 = Point(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
        elements.append(.curve(c1, c2, end))
        current = end
    }

    /// An elliptical arc from the current point to `end` as cubic Béziers of at most a quarter turn each (SVG 1.1
    /// Implementation Notes F.6.5 endpoint-to-centre conversion, F.6.6 radii scaled up when too small); a zero
    /// radius or a zero-length arc is a line.
    private mutating func appendArc(
        to end: Point, radii: (Double, Double), rotation: Double, large: Bool, sweep: Bool
    ) {
        var (rx, ry) = radii
        guard rx > 0, ry > 0, end != current else {
            if end != current { elements.append(.line(end)) }
            return
        }
        let phi = rotation * .pi / 180, cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (current.x - end.x) / 2, dy = (current.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = max(0, rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1)
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = denominator > 0 ? (numerator / denominator).squareRoot() : 0
        if large == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry, cy1 = -factor * ry * x1 / rx
        let cx = cosPhi * cx1 - sinPhi * cy1 + (current.x + end.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (current.y + end.y) / 2
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep, delta > 0 { delta -= 2 * .pi }
        if sweep, delta < 0 { delta += 2 * .pi }
        // A quarter turn give or take rounding is one curve, not two.
        let segments = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(segments)
        let handle = 4 / 3 * tan(step / 4)
        func onEllipse(_ t: Double) -> (Point, Point) {
            let ex = rx * cos(t), ey = ry * sin(t)
            let point = Point(x: cx + cosPhi * ex - sinPhi * ey, y: cy + sinPhi * ex + cosPhi * ey)
            let tx = -rx * sin(t), ty = ry * cos(t)
            return (point, Point(x: cosPhi * tx - sinPhi * ty, y: sinPhi * tx + cosPhi * ty))
        }
        var t = theta1
        for segment in 0..<segments {
            let (p0, d0) = onEllipse(t)
            let (p1, d1) = onEllipse(t + step)
            let target = segment == segments - 1 ? end : p1
            elements.append(
                .curve(
                    Point(x: p0.x + handle * d0.x, y: p0.y + handle * d0.y),
                    Point(x: p1.x - handle * d1.x, y: p1.y - handle * d1.y), target))
            t += step
        }
    }

    // MARK: Tokens

    private static func startsNumber(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
    }

    private mutating func skipSeparators() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C, UInt8(ascii: ",")].contains(bytes[index]) {
            index += 1
        }
    }

    /// A number: sign, digits, a fraction, an exponent (`-1.5e2`), finite and within the magnitude budget.
    private mutating func number() throws(PathDataError) -> Double {
        skipSeparators()
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        var count = digits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            count += digits()
        }
        guard count > 0 else {
            index = start
            let found = start < bytes.count ? Self.describe(bytes[start]) : "the end"
            throw failure("expected a number, found \(found)")
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            let mark = index
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                index += 1
            }
            if digits() == 0 { index = mark }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite, abs(value) <= PathData.maximumMagnitude else {
            index = start
            throw failure(
                "the number \(text) is outside ±\(formatNumber(PathData.maximumMagnitude))")
        }
        return value
    }

    /// An arc flag: a single `0` or `1`, which may touch the next number (`a5 5 0 011 1`).
    private mutating func flag() throws(PathDataError) -> Bool {
        skipSeparators()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
            let found = index < bytes.count ? Self.describe(bytes[index]) : "the end"
            throw failure("expected an arc flag (0 or 1), found \(found)")
        }
        index += 1
        return bytes[index - 1] == UInt8(ascii: "1")
    }

    private func failure(_ problem: String) -> PathDataError {
        PathDataError(position: index + 1, problem: problem)
    }

    private static func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "`\(Character(Unicode.Scalar(byte)))`" : String(format: "byte 0x%02X", byte)
    }
}
