import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbLayout
@testable import PlumbRender
@testable import PlumbText

/// Styled text is drawn from the layout it was measured with: frames of the measured size show every pixel, run
/// colours and strike-through lines land on their runs.
@Suite struct TextStylingRenderTests {
    let renderer: Renderer

    init() throws {
        renderer = Renderer(measurer: try PangoTextMeasurer())
    }

    func render(_ text: TextContent, frame: Rect, height: Double, scale: Int = 2) -> (RGBAImage, LayoutResult) {
        let root = Node(
            id: "root", fixedHeight: height, layout: .absolute,
            children: [Node(id: "t", kind: .text, text: text, frame: frame)])
        let environment = Environment(width: frame.maxX + 20, scale: scale)
        let result = LayoutEngine.layout(
            root, name: "test", context: LayoutContext(environment: environment, measurer: renderer.measurer))
        return (renderer.render(result), result)
    }

    /// Ink pixels of `image` (anything not white) outside `frame`, in device pixels.
    func inkOutside(_ image: RGBAImage, _ frame: Rect, scale: Int) -> Int {
        var outside = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                guard p.r != 255 || p.g != 255 || p.b != 255 else { continue }
                let px = (Double(x) + 0.5) / Double(scale), py = (Double(y) + 0.5) / Double(scale)
                if !frame.contains(Rect(x: px, y: py, width: 0, height: 0)) { outside += 1 }
            }
        }
        return outside
    }

    /// Every styling at once, framed at its measured integral size, leaves no ink outside the frame (the measured
    /// box counts the shifted glyphs of a line height multiple below 1, runs of another size, letter spacing).
    @Test(arguments: [0.8, 1.0, 1.6])
    func styledTextInItsMeasuredFrameIsNeverCutOff(multiple: Double) {
        var text = TextContent(
            runs: [
                TextRun("Jumping "), TextRun("quick foxes", weight: .bold, italic: true, fontSize: 28),
                TextRun(" gyms, "),
                TextRun("$49", strikethrough: true), TextRun(" and links", underline: true),
            ], lines: 0)
        text.styling.lineHeightMultiple = multiple
        text.styling.lineSpacing = 3
        text.styling.letterSpacing = 1.5
        let environment = Environment(width: 320, scale: 2)
        let size = renderer.measurer.integralSize(of: text, in: environment, width: 200)
        let frame = Rect(x: 20, y: 20, width: size.width, height: size.height)
        let (image, result) = render(text, frame: frame, height: size.height + 40)
        #expect(result.entry("t")!.text!.lineCount >= 2)
        #expect(inkOutside(image, frame, scale: 2) == 0)
    }

    /// A coloured run's pixels are in its colour, and only where it is; a struck-through run has a line across it.
    @Test func runColourAndStrikethroughLandOnTheirRun() {
        let text = TextContent(
            runs: [TextRun("Was "), TextRun("$49", color: Color(255, 0, 0), strikethrough: true)], lines: 1)
        let (image, result) = render(text, frame: Rect(x: 10, y: 10, width: 200, height: 30), height: 50, scale: 1)
        let plainWidth = renderer.measurer.measure(TextContent("Was "), in: Environment(width: 320), width: nil).size
            .width
        var redColumns = Set<Int>()
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if p.r > 200 && p.g < 120 && p.b < 120 { redColumns.insert(x) }
            }
        }
        #expect(!redColumns.isEmpty)
        #expect(Double(redColumns.min()!) >= 10 + plainWidth - 1, "red starts after \"Was \"")
        // The strike-through: one row with red across most of the run's width.
        let runWidth = Double(redColumns.max()! - redColumns.min()!)
        let struck = (0..<image.height).contains { y in
            (redColumns.min()!...redColumns.max()!).filter { x in
                let p = image.pixel(x: x, y: y); return p.r > 200 && p.g < 160
            }.count > Int(runWidth * 0.8)
        }
        #expect(struck)
        #expect(result.entry("t")!.text!.isTruncated == false)
    }

    /// A shrinking label is drawn at the size it was measured at: its ink fits the narrow frame, where the same
    /// label without shrinking is cut with an ellipsis.
    @Test func shrunkTextIsDrawnShrunk() {
        var text = TextContent("Quarterly revenue summary", lines: 1)
        text.styling.adjustsFontSizeToFitWidth = true
        text.styling.minimumScaleFactor = 0.5
        let frame = Rect(x: 10, y: 10, width: 140, height: 22)
        let (image, result) = render(text, frame: frame, height: 42)
        #expect(result.entry("t")!.text!.scaleFactor < 1 && !result.entry("t")!.text!.isTruncated)
        #expect(inkOutside(image, frame, scale: 2) == 0)
    }
}

/// The renderer draws styled text from the layout the measurer made for layout: rendering lays nothing out again.
@Suite struct TextStylingOneLayoutTests {
    @Test func drawingStyledTextReusesTheMeasuredLayout() throws {
        let renderer = Renderer(measurer: try PangoTextMeasurer())
        var shrinking = TextContent("Quarterly revenue summary", lines: 1)
        shrinking.styling.adjustsFontSizeToFitWidth = true
        shrinking.styling.minimumScaleFactor = 0.5
        var runs = TextContent(
            runs: [TextRun("Was "), TextRun("$49", strikethrough: true), TextRun(" now $29", weight: .bold)], lines: 0)
        runs.styling.lineHeightMultiple = 1.3
        runs.styling.letterSpacing = 1
        let root = Node(
            id: "root", layout: .stack(StackParameters(axis: .vertical, alignment: .leading)),
            children: [
                Node(id: "shrinking", kind: .text, fixedWidth: 120, text: shrinking), Node.text("runs", runs),
            ])
        let environment = Environment(width: 200, scale: 2)
        let result = LayoutEngine.layout(
            root, name: "test", context: LayoutContext(environment: environment, measurer: renderer.measurer))
        let misses = renderer.measurer.misses
        _ = renderer.render(result)
        #expect(renderer.measurer.misses == misses, "drawing laid text out again")
        #expect(result.entry("shrinking")!.text!.scaleFactor < 1)
        #expect(result.entry("runs")!.frame.height == result.entry("runs")!.text!.size.height.rounded(.up))
    }
}
