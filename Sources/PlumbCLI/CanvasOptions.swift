import ArgumentParser
import PlumbCore

/// `--canvas-padding` and `--canvas-background`, shared by `render` and `sheet`: what is drawn around each render
/// without changing its layout (`Canvas`); each flag replaces that part of a spec's `canvas:`.
struct CanvasOptions: ParsableArguments {
    @Option(
        name: .customLong("canvas-padding"),
        help: ArgumentHelp(
            "Space around each render in points: one number, or top,left,bottom,right (e.g. 16 or 8,16,8,16).",
            valueName: "N"))
    var canvasPadding: String?

    @Option(
        name: .customLong("canvas-background"),
        help: ArgumentHelp(
            "Each render's background: transparent (PNG alpha 0), system (default: white, black in dark), #RRGGBB[AA] or a semantic colour.",
            valueName: "COLOR"))
    var canvasBackground: String?

    /// The spec's canvas (or a plain one) with the flags applied.
    ///
    /// - Throws: `UsageError.badValue` naming the flag, the value and what it must be.
    func canvas(over base: Canvas?) throws -> Canvas {
        try Self.canvas(
            over: base, padding: canvasPadding, background: canvasBackground, backgroundFlag: "--canvas-background")
    }

    /// `base` (or a plain canvas) with `padding` and `background` as the flags give them; `backgroundFlag` is the
    /// background flag's name as typed, for errors (`plumb render`'s deprecated `--background` is read here too).
    ///
    /// - Throws: `UsageError.badValue` naming the flag, the value and what it must be.
    static func canvas(
        over base: Canvas?, padding canvasPadding: String?, background: String?, backgroundFlag: String
    ) throws -> Canvas {
        var canvas = base ?? .plain
        if let canvasPadding {
            let values = canvasPadding.split(separator: ",", omittingEmptySubsequences: false).map {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            guard values.allSatisfy({ $0 != nil }), let padding = Canvas.padding(values.map { $0! }) else {
                throw UsageError.badValue(
                    flag: "--canvas-padding", value: canvasPadding, isNot: "a padding", expected: Canvas.expectedPadding
                )
            }
            canvas.padding = padding
        }
        if let background {
            do { canvas.background = try Canvas.background(reading: background) } catch {
                throw UsageError.badValue(
                    flag: backgroundFlag, value: background, isNot: "a background", suggestion: error.suggestion,
                    expected: Canvas.expectedBackground)
            }
        }
        return canvas
    }
}
