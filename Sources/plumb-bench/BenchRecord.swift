import Foundation

/// One line of the bench's output: a named measurement of one tool on one case, as JSON.
///
/// `Scripts/bench-report` reads these lines (from this binary and from `Scripts/bench-peers`, which writes the
/// same shape) and pairs rows by `suite`, `case` and `metric` to form the Plumb/peer ratios. Samples are stored
/// raw, in `unit`, so the report computes median and spread itself.
struct BenchRecord: Encodable {
    /// The table: `solver`, `stack`, `diff`, `render`, `png`.
    var suite: String
    /// The input, such as `table-1000` or `nested-10000`.
    var `case`: String
    /// What was timed, such as `cold` or `resolve`.
    var metric: String
    /// `plumb`, or the peer's name.
    var tool: String
    /// The unit of `samples`: `us`, `ms` or `s`.
    var unit: String
    var samples: [Double]
    /// Facts about the case a reader needs: constraint or node counts, bytes, a checksum.
    var info: [String: Double] = [:]

    /// A record whose samples are given in seconds and stored in `unit`.
    init(
        suite: String, case name: String, metric: String, unit: String, seconds: [Double], info: [String: Double] = [:]
    ) {
        self.suite = suite
        self.case = name
        self.metric = metric
        self.tool = "plumb"
        self.unit = unit
        let scale: Double =
            switch unit {
            case "us": 1e6
            case "ms": 1e3
            default: 1
            }
        self.samples = seconds.map { $0 * scale }
        self.info = info
    }

    /// Prints the record as one line of JSON on standard output.
    func emit() {
        BenchOutput.line(self)
    }
}

/// The result of checking that Plumb and the peer computed the same thing before either is timed.
struct BenchCheck: Encodable {
    var check: String
    var ok: Bool
    /// The largest absolute difference found (points for frames, solver units for values), or a count.
    var maxError: Double
    var detail: String

    func emit() {
        BenchOutput.line(self)
    }
}

/// Where the JSON lines go: standard output, one object per line, flushed so a killed run keeps what it printed.
enum BenchOutput {
    static func line(_ value: some Encodable) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8) else {
            preconditionFailure("a bench record always encodes")
        }
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
