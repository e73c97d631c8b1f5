import Foundation
import PlumbCore
import Testing

/// `plumb layout` on every spec in Tests/Fixtures/constraints, against the frames kiwisolver gives for it.
///
/// The fixtures are written by `Scripts/constraint-oracle`, an independent Python model of the `constraints`
/// engine's rules solved with kiwisolver, which keeps only cases whose tiered optimum is unique in every
/// environment (see the folder's README.md). Each case runs the built binary once per width × direction, as a user
/// would, and must print the expected frames with nothing on stderr: the cases are satisfiable and unambiguous, and
/// every optional constraint they write holds, so any warning is itself a failure.
@Suite("Constraint engine vs kiwisolver fixtures")
struct ConstraintOracleTests {
    /// One environment of a case's `case-NNN.expected.json`.
    struct Expected: Decodable, Sendable {
        struct Extent: Decodable, Sendable {
            var width: Double
            var height: Double
        }

        struct Frame: Decodable, Sendable {
            var id: String
            var x: Double
            var y: Double
            var width: Double
            var height: Double
        }

        var width: Int
        var direction: String
        var size: Extent
        var nodes: [Frame]
    }

    /// A spec and its expected frames in every environment.
    struct Fixture: Sendable, CustomTestStringConvertible {
        var name: String
        var spec: URL
        var environments: [Expected]

        var testDescription: String { name }
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/constraints")

    static func loadFixtures() throws -> [Fixture] {
        let specs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
            .sorted()
        return try specs.map { file in
            let name = String(file.dropLast(".yaml".count))
            let expected = folder.appendingPathComponent(name + ".expected.json")
            let environments = try JSONDecoder().decode([Expected].self, from: Data(contentsOf: expected))
            return Fixture(name: name, spec: folder.appendingPathComponent(file), environments: environments)
        }
    }

    static let fixtures: [Fixture] = (try? loadFixtures()) ?? []

    /// `value` as frames JSON prints it: 4 decimals, halves away from zero (PlumbCore's `formatNumber`).
    ///
    /// The oracle keeps no value within 1e-6 pt of a halfway point, so the printed digits are determined.
    static func printed(_ value: Double) -> Double {
        (value * 10_000).rounded(.toNearestOrAwayFromZero) / 10_000
    }

    static let tolerance = 1e-6

    @Test("the fixture folder holds at least 100 cases, each with its expected frames for 4 environments")
    func fixturesArePresent() throws {
        let fixtures = try Self.loadFixtures()
        #expect(
            fixtures.count >= 100, "found \(fixtures.count) cases in \(Self.folder.path); run Scripts/constraint-oracle"
        )
        for fixture in fixtures {
            let matrix = fixture.environments.map { "\($0.width)w-\($0.direction)" }
            #expect(
                matrix == ["320w-ltr", "320w-rtl", "414w-ltr", "414w-rtl"],
                "\(fixture.name).expected.json covers \(matrix)")
        }
    }

    @Test("plumb layout prints kiwisolver's frames, and no warning", arguments: fixtures)
    func matchesKiwisolver(_ fixture: Fixture) throws {
        for expected in fixture.environments {
            try check(fixture, expected)
        }
    }

    /// Runs `plumb layout` for one environment of `fixture` and compares every frame and the root size.
    func check(_ fixture: Fixture, _ expected: Expected) throws {
        let arguments = [
            "layout", fixture.spec.path, "--width", "\(expected.width)", "--direction", expected.direction,
        ]
        let situation = "\(fixture.name) at \(expected.width)w \(expected.direction)"
        let rerun = "rerun: plumb \(arguments.joined(separator: " "))"
        let run = try PlumbProcess.run(arguments)
        #expect(run.status == 0, "\(situation): plumb exited with \(run.status)\n\(run.stderr)\(rerun)")
        #expect(
            run.stderr.isEmpty,
            "\(situation): plumb warned on a case that is satisfiable and unambiguous:\n\(run.stderr)\(rerun)")
        guard run.status == 0 else { return }
        let document = try FramesDocument(json: Data(run.stdout.utf8))

        var mismatches: [String] = []
        func compare(_ what: String, _ want: Double, _ got: Double) {
            let shown = Self.printed(want)
            if abs(got - shown) > Self.tolerance {
                mismatches.append(
                    "\(what): expected \(formatNumber(shown)) (kiwisolver \(want)), got \(formatNumber(got))")
            }
        }
        compare("size.width", expected.size.width, document.size.width)
        compare("size.height", expected.size.height, document.size.height)
        let ids = document.nodes.map(\.id)
        if ids != expected.nodes.map(\.id) {
            mismatches.append("nodes: expected \(expected.nodes.map(\.id)), got \(ids)")
        } else {
            for (want, got) in zip(expected.nodes, document.nodes) {
                compare("\(want.id).x", want.x, got.x)
                compare("\(want.id).y", want.y, got.y)
                compare("\(want.id).width", want.width, got.width)
                compare("\(want.id).height", want.height, got.height)
            }
        }
        guard !mismatches.isEmpty else { return }
        Issue.record(
            """
            \(situation): plumb's frames differ from kiwisolver's in \(mismatches.count) place(s):
              \(mismatches.joined(separator: "\n  "))
            expected (x, y, width, height):
            \(Self.tree(expected.nodes.map { ($0.id, [$0.x, $0.y, $0.width, $0.height].map(Self.printed)) }))
            actual:
            \(Self.tree(document.nodes.map { ($0.id, [$0.x, $0.y, $0.width, $0.height]) }))
            spec: \(fixture.spec.path)
            \(rerun)
            The expected frames come from Scripts/constraint-oracle; never re-record them from plumb's output.
            """)
    }

    /// Frames one per line, for failure messages.
    static func tree(_ frames: [(String, [Double])]) -> String {
        frames.map { id, values in "  \(id): " + values.map(formatNumber).joined(separator: ", ") }.joined(
            separator: "\n")
    }
}
