import ArgumentParser
import PlumbCore

/// `plumb sheet --canvas-padding N --canvas-background COLOR`: the canvas drawn around each render on the sheet, as
/// `plumb render --canvas-padding` and `--background` draw it around each render file. The background flag has a
/// longer name here because the sheet's own `--background` is the colour between the renders.
struct SheetCanvasOptions: ParsableArguments {
    @Option(
        name: .customLong("canvas-padding"),
        help: ArgumentHelp(
            "Space around each render in points, as render --canvas-padding: one number, or top,left,bottom,right.",
            valueName: "N"))
    var canvasPadding: String?

    @Option(
        name: .customLong("canvas-background"),
        help: ArgumentHelp(
            "Each render's own background, as render --background: transparent, system (default), #RRGGBB[AA] or a semantic colour.",
            valueName: "COLOR"))
    var canvasBackground: String?

    /// The spec's canvas (or a plain one) with the flags applied.
    ///
    /// - Throws: `CLIFailure.badInput` naming the flag, the value and what it must be.
    func canvas(over base: Canvas?) throws -> Canvas {
        try CanvasOptions.canvas(
            over: base, padding: canvasPadding, background: canvasBackground, backgroundFlag: "--canvas-background")
    }
}
