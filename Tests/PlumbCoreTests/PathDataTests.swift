import Testing

@testable import PlumbCore

/// Issue 30.9: SVG path data as `shape:` reads it, checked against the grammar and arithmetic of SVG 1.1, section
/// 8.3 ("Path data") and Implementation Notes F.6 (elliptical arcs), and refused with the character where reading
/// stopped.
@Suite struct PathDataTests {
    func elements(_ text: String) throws -> [PathData.Element] {
        try PathData(parsing: text).elements
    }

    func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    @Test func absoluteAndRelativeLinesWithImplicitRepetition() throws {
        // "If a moveto is followed by multiple pairs of coordinates, the subsequent pairs are treated as implicit
        // lineto commands" (8.3.2); relative coordinates are from the current point; Z returns to the subpath's start.
        #expect(
            try elements("M10,10 20 10 l0-5 h-10 V0 z m5 5 L1e1 .5") == [
                .move(p(10, 10)), .line(p(20, 10)), .line(p(20, 5)), .line(p(10, 5)), .line(p(10, 0)), .close,
                .move(p(15, 15)), .line(p(10, 0.5)),
            ])
    }

    @Test func quadraticsBecomeCubicsAndSmoothCurvesReflect() throws {
        // A quadratic with control Q is the cubic with controls P0 + 2/3 (Q − P0) and P1 + 2/3 (Q − P1).
        #expect(try elements("M0 0 Q30 30 60 0") == [.move(p(0, 0)), .curve(p(20, 20), p(40, 20), p(60, 0))])
        // S reflects the previous cubic's second control point about the current point (8.3.6).
        let smooth = try elements("M0 0 C0 10 10 10 10 0 S20 -10 20 0")
        #expect(smooth.last == .curve(p(10, -10), p(20, -10), p(20, 0)))
        // T after a non-quadratic uses the current point as its control: a straight curve.
        #expect(try elements("M0 0 T30 0") == [.move(p(0, 0)), .curve(p(0, 0), p(10, 0), p(30, 0))])
    }

    @Test func anArcIsCubicsThroughTheEllipse() throws {
        // A half circle of radius 10 from (0, 10) to (20, 10), sweeping through the top (0, 0)…: two quarter turns,
        // the first ending at the top of the circle (10, 0), the last exactly at the end point.
        let arc = try elements("M0 10 A10 10 0 0 1 20 10")
        #expect(arc.count == 3)
        guard case .curve(_, _, let middle) = arc[1], case .curve(_, _, let end) = arc[2] else {
            Issue.record("expected two curves")
            return
        }
        #expect(abs(middle.x - 10) < 1e-9 && abs(middle.y - 0) < 1e-9)
        #expect(end == p(20, 10))
        // Flags may touch the numbers after them ("a5 5 0 011 1"), and radii too small are scaled up (F.6.6).
        #expect(try elements("M0 0a1 1 0 011 1").count == 2)
        #expect(try elements("M0 0 A1 1 0 0 1 20 0").count == 3)
        // A zero radius is a straight line (F.6.2).
        #expect(try elements("M0 0 A0 5 0 0 1 20 0") == [.move(p(0, 0)), .line(p(20, 0))])
    }

    @Test func refusalsNameTheCharacter() {
        func failure(_ text: String) -> PathDataError? {
            do {
                _ = try PathData(parsing: text)
                return nil
            } catch {
                return error
            }
        }
        #expect(failure("")?.description == "at character 1: path data is empty; expected a moveto such as `M0 0`")
        #expect(failure("L0 0")?.description.contains("must begin with a moveto") == true)
        #expect(failure("M0 0 X5")?.position == 6)
        #expect(failure("M0 0 L5")?.description == "at character 8: expected a number, found the end")
        #expect(
            failure("M0 0 A5 5 0 2 1 5 5")?.description.contains("expected an arc flag (0 or 1), found `2`") == true)
        #expect(failure("M0 0 L1e999 0")?.description.contains("outside ±1000000") == true)
        #expect(failure("M0 0 Z 5")?.position == 8)
        #expect(failure(String(repeating: " ", count: 10_001))?.description.contains("over the limit of 10000") == true)
        let many = "M0 0" + String(repeating: " L1 1", count: 1_000)
        #expect(failure(many)?.description.contains("more than 1000 commands") == true)
    }

    @Test func aShapeStretchesItsViewBoxOntoTheFrameAndMirrors() throws {
        let shape = NodeShape(
            path: try PathData(parsing: "M0 0 L100 50"), viewBox: Rect(x: 0, y: 0, width: 100, height: 100),
            mirrorsInRTL: true)
        let frame = Rect(x: 10, y: 20, width: 200, height: 40)
        #expect(shape.elements(in: frame, direction: .ltr) == [.move(p(10, 20)), .line(p(210, 40))])
        #expect(shape.elements(in: frame, direction: .rtl) == [.move(p(210, 20)), .line(p(10, 40))])
        // Without a viewBox, coordinates are points from the frame's corner.
        let points = NodeShape(path: try PathData(parsing: "M5 5"))
        #expect(points.elements(in: frame, direction: .rtl) == [.move(p(15, 25))])
    }
}
