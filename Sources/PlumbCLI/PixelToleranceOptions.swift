import ArgumentParser

/// `--include-aa`, `--max-density D` and `--window N`: the pixelmatch tolerances `diff` and `check` share, declared
/// once so they mean and read the same in both (docs/flags.md). `--threshold` is each verb's own: its default
/// differs on purpose (0.1 in `diff`, exact in `check`).
struct PixelToleranceOptions: ParsableArguments {
    /// The side of the density window when `--window` is not given.
    static let defaultWindow = 8

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences too.")
    var includeAA = false

    @Option(
        name: .customLong("max-density"),
        help: ArgumentHelp(
            "Differing pixels allowed in any N×N window (see --window): tolerates scattered speckle.", valueName: "D"))
    var maxDensity: Int?

    @Option(
        name: .long,
        help: ArgumentHelp("The side N of the --max-density window, in pixels.", valueName: "N"))
    var window: Int = PixelToleranceOptions.defaultWindow

    /// The defaults, for a command built without argument-parser (`DiffCommand.plain`).
    static var defaults: PixelToleranceOptions {
        var options = PixelToleranceOptions()
        options.includeAA = false
        options.maxDensity = nil
        options.window = defaultWindow
        return options
    }

    /// - Throws: `UsageError` for a window under 1 or a negative density.
    func checkValues() throws {
        guard window >= 1 else {
            throw UsageError.outOfRange(flag: "--window", value: "\(window)", mustBe: "at least 1")
        }
        if let maxDensity, maxDensity < 0 { throw UsageError.negative(flag: "--max-density", value: maxDensity) }
    }
}
