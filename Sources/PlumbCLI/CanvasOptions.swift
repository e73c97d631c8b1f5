import ArgumentParser
import PlumbCore

/// `--canvas-padding` and `--background`: what is drawn around each render without changing its layout
/// (`Canvas`); each flag replaces that part of a spec's `canvas:`.
struct CanvasOptions: ParsableArguments {
    @Option(
        name: .customLong("canvas-padding"),
        help: ArgumentHelp(
            "Space around the component in points: one number, or top,left,bottom,right (e.g. 16 or 8,16,8,16).",
            valueName: "N"))
    var canvasPadding: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The image's background: transparent (PNG alpha 0), system (default: white, black in dark), #RRGGBB[AA] or a semantic colour.",
            valueName: "COLOR"))
    var background: String?

    /// The spec's canvas (or a plain one) with the flags applied.
    ///
    /// - Throws: `CLIFailure.badInput` naming the flag, the value and what it must be.
    func canvas(over base: Canvas?) throws -> Canvas {
        try Self.canvas(over: base, padding: canvasPadding, background: background, backgroundFlag: "--background")
    }

    /// `base` (or a plain canvas) with `padding` and `background` as the flags give them; `backgroundFlag` is the
    /// background flag's name in errors (`plumb sheet` calls it `--canvas-background`: its `--background` is the
    /// sheet's own).
    ///
    /// - Throws: `CLIFailure.badInput` naming the flag, the value and what it must be.
    static func canvas(
        over base: Canvas?, padding canvasPadding: String?, background: String?, backgroundFlag: String
    ) throws -> Canvas {
        var canvas = base ?? .plain
        if let canvasPadding {
            let values = canvasPadding.split(separator: ",", omittingEmptySubsequences: false).map {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            guard values.allSatisfy({ $0 != nil }), let padding = Canvas.padding(values.map { $0! }) else {
                throw CLIFailure.badInput(
                    "--canvas-padding \(canvasPadding.debugDescription) is not a padding (expected \(Canvas.expectedPadding))"
                )
            }
            canvas.padding = padding
        }
        if let background {
            do { canvas.background = try Canvas.background(reading: background) } catch {
                throw CLIFailure.badInput(
                    "\(backgroundFlag) \(background.debugDescription) is not a background\(error.didYouMean) "
                        + "(expected \(Canvas.expectedBackground))")
            }
        }
        return canvas
    }
}
