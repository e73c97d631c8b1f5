import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbLayout

/// Every case of Tests/Fixtures/stack, in left-to-right and right-to-left, against its hand-computed frames.
///
/// The expected frames are written for left-to-right; the runner mirrors them for right-to-left (x → W − x − w),
/// since a right-to-left stack is its left-to-right layout mirrored in its frame. A failure names the file, the
/// case (with the distribution × alignment for matrix cases), the direction, the node, both frames, the case's
/// `why`, and prints the whole actual layout.
@Suite("Stack fixtures")
struct StackFixtureTests {
    /// One case in one direction, ready to lay out.
    struct Run: CustomTestStringConvertible, Sendable {
        var file: String
        var name: String
        var why: String
        var direction: LayoutDirection
        var advance: Double
        var root: Node
        var width: Double
        var height: Double?
        /// Left-to-right frames by id.
        var expected: [String: Rect]

        var testDescription: String { "\(file) › \(name) [\(direction.rawValue)]" }
    }

    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("../../Fixtures/stack")
        .standardizedFileURL

    /// Every case of every file, each in both directions.
    static func loadRuns() throws -> [Run] {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
            .sorted()
        var runs: [Run] = []
        for file in files {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            try StackFixtureKeys.check(data, file: file)
            let decoded = try JSONDecoder().decode(StackFixtureFile.self, from: data)
            let advance = decoded.advance ?? 0.5
            var ltr: [Run] = []
            for fixture in decoded.cases ?? [] {
                ltr.append(
                    try run(
                        file: file, advance: advance, name: fixture.name, why: fixture.why,
                        stack: try fixture.stack.parameters(),
                        container: fixture.container, children: fixture.children,
                        expected: fixture.expected.mapValues(rect)))
            }
            for matrix in decoded.matrices ?? [] { ltr += try expand(matrix, file: file, advance: advance) }
            for run in ltr {
                runs.append(run)
                var mirrored = run
                mirrored.direction = .rtl
                runs.append(mirrored)
            }
        }
        return runs
    }

    static func run(
        file: String, advance: Double, name: String, why: String, stack: StackParameters, container: [Double?],
        children: [StackFixtureChild], expected: [String: Rect]
    ) throws -> Run {
        guard container.count == 2, let width = container[0] else {
            throw StackFixtureError.badValue("\(file) › \(name): container is [width, height]")
        }
        let root = Node(id: "stack", layout: .stack(stack), children: try children.map { try $0.node() })
        return Run(
            file: file, name: name, why: why, direction: .ltr, advance: advance, root: root, width: width,
            height: container[1], expected: expected)
    }

    /// A matrix as one case per distribution × alignment: main-axis spans from the distribution's entry,
    /// cross-axis spans from the alignment's.
    static func expand(_ matrix: StackFixtureMatrix, file: String, advance: Double) throws -> [Run] {
        guard let width = matrix.container[0], let height = matrix.container[1] else {
            throw StackFixtureError.badValue("\(file) › \(matrix.name): a matrix needs a fixed container size")
        }
        var runs: [Run] = []
        for (distributionName, mains) in matrix.distributions.sorted(by: { $0.key < $1.key }) {
            for (alignmentName, crosses) in matrix.alignments.sorted(by: { $0.key < $1.key }) {
                var parameters = try matrix.stack.parameters()
                parameters.distribution = try StackFixtureStack.value(distributionName, StackDistribution.self)
                parameters.alignment = try StackFixtureStack.value(alignmentName, StackAlignment.self)
                var expected = ["stack": Rect(x: 0, y: 0, width: width, height: height)]
                var whys: [String] = [matrix.why]
                for (id, value) in mains {
                    switch value {
                    case .why(let text): whys.append("\(distributionName): \(text)")
                    case .span(let main):
                        guard case .span(let cross) = crosses[id] else {
                            throw StackFixtureError.badValue(
                                "\(file) › \(matrix.name): alignment \(alignmentName) has no span for \(id)")
                        }
                        expected[id] = parameters.axis.rect(
                            main: main[0], cross: cross[0], mainLength: main[1], crossLength: cross[1])
                    }
                }
                if case .why(let text) = crosses["why"] { whys.append("\(alignmentName): \(text)") }
                runs.append(
                    try run(
                        file: file, advance: advance, name: "\(matrix.name) \(distributionName) × \(alignmentName)",
                        why: whys.joined(separator: " | "), stack: parameters, container: matrix.container,
                        children: matrix.children, expected: expected))
            }
        }
        return runs
    }

    static func rect(_ numbers: [Double]) -> Rect {
        precondition(numbers.count == 4, "an expected frame is [x, y, width, height]")
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    static let runs: [Run] = (try? loadRuns()) ?? []

    @Test("the fixtures load and hold at least 40 cases")
    func fixturesLoad() throws {
        let runs = try Self.loadRuns()
        let cases = runs.filter { $0.direction == .ltr && !$0.name.contains(" × ") }.count
        #expect(cases >= 40, "found \(cases) cases in \(Self.folder.path)")
        #expect(runs.count == Self.runs.count)
    }

    @Test(arguments: Self.runs)
    func fixture(_ run: Run) {
        let environment = Environment(width: run.width, height: run.height, direction: run.direction)
        let context = LayoutContext(environment: environment, measurer: FixedAdvanceMeasurer(advance: run.advance))
        let result = LayoutEngine.layout(run.root, name: run.name, context: context)
        let ids = result.entries.map(\.id)
        #expect(
            Set(ids) == Set(run.expected.keys), "\(run.testDescription): expected frames for exactly \(ids.sorted())")
        for id in ids.filter({ run.expected[$0] != nil }) {
            var expected = run.expected[id]!
            if run.direction == .rtl { expected = expected.mirrored(inWidth: run.width) }
            let actual = result.frame(of: id)!
            let close = [
                expected.x - actual.x, expected.y - actual.y, expected.width - actual.width,
                expected.height - actual.height,
            ]
            .allSatisfy { abs($0) <= 1e-6 }
            if !close {
                Issue.record(
                    """
                    \(run.testDescription): node \(id) expected \(describe(expected)), got \(describe(actual))
                    why: \(run.why)
                    actual layout:
                    \(result)
                    """)
            }
        }
    }

    func describe(_ rect: Rect) -> String {
        "[\(formatNumber(rect.x)), \(formatNumber(rect.y)), \(formatNumber(rect.width)), \(formatNumber(rect.height))]"
    }
}
