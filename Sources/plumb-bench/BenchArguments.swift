/// The command line of `plumb-bench`: a suite name, then `--key value` options.
///
/// Scripts/bench runs one suite (often one case) per process, so a case that runs away can be stopped with
/// `timeout` without losing the others, and each process starts with a cold heap.
struct BenchArguments {
    /// The first argument: which suite to run.
    var suite: String
    private var options: [String: String]

    /// Parses `suite --key value …`.
    ///
    /// - Throws: `BenchUsageError` for a missing suite, a key without a value, or a stray argument.
    init(_ arguments: [String]) throws(BenchUsageError) {
        guard let suite = arguments.first, !suite.hasPrefix("-") else { throw BenchUsageError("missing suite") }
        self.suite = suite
        var options: [String: String] = [:]
        var rest = arguments.dropFirst()
        while let key = rest.first {
            guard key.hasPrefix("--"), rest.count >= 2 else { throw BenchUsageError("expected --key value at \(key)") }
            options[String(key.dropFirst(2))] = rest.dropFirst().first!
            rest = rest.dropFirst(2)
        }
        self.options = options
    }

    /// The value of `--key`, which the suite needs.
    func string(_ key: String) throws(BenchUsageError) -> String {
        guard let value = options[key] else { throw BenchUsageError("\(suite) needs --\(key)") }
        return value
    }

    /// The value of `--key`, or `nil` when it is absent.
    func optionalString(_ key: String) -> String? { options[key] }

    /// The value of `--key` as a whole number, or `fallback` when it is absent.
    func int(_ key: String, default fallback: Int) throws(BenchUsageError) -> Int {
        guard let text = options[key] else { return fallback }
        guard let value = Int(text), value >= 0 else { throw BenchUsageError("--\(key) \(text) is not a count") }
        return value
    }

    /// The value of `--key`, or nil.
    func optional(_ key: String) -> String? { options[key] }
}

/// A bad command line, with the sentence to print.
struct BenchUsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }

    static let usage = """
        usage: plumb-bench SUITE [--key value]…   (run through Scripts/bench, which writes the inputs)
          solver  --system FILE [--kiwi VALUES] [--repeats N] [--warmup N]   cold solve and edit re-solve
          stack   --tree FILE [--repeats N] [--warmup N]                     layout, frames checked against Taffy's
          images  --out DIR                                                  the diff inputs, PNG and raw RGBA
          diff    --images DIR [--repeats N] [--warmup N]                    PixelDiff.compare and PNG decode
          render  [--repeats N] [--warmup N] [--clock wall|cpu]              the 375×812 screen at @1x/@2x/@3x
          html    --out DIR                                                  the render screen as screen.html (+ Plumb's PNGs)
          png     [--repeats N] [--warmup N]                                 encode at level 1/none vs 6/all
          memory  [--count N] [--every N]                                    RSS while rendering N PNGs in one process
          feed    [--engines manual,constraints,stack] [--metrics text,layout] [--width W] [--repeats N] [--warmup N]
                                                                             feed cell ×100, with and without text
          bisect  [--workers N] [--sweep yes|no] [--repeats N] [--warmup N]    lint edges over 280…1024 × 12 categories
          fit     [--entry NAME] [--render 0|1] [--repeats N] [--warmup N]   gallery at --width fit vs its fitted width
        """
}
