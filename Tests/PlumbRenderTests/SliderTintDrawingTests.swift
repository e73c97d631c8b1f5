import Testing

@testable import PlumbCore
@testable import PlumbLayout
@testable import PlumbRender
@testable import PlumbText

/// Issue 30.6: a slider's and a progress view's colours, as UIKit's properties set them (Apple's documentation):
/// `UISlider.minimumTrackTintColor` (the track before the thumb; `tint:`), `maximumTrackTintColor` (after it;
/// `trackTint:`), `thumbTintColor` (`thumbTint:`); `UIProgressView.progressTintColor` (`tint:`) and
/// `trackTintColor` (`trackTint:`). Without them, systemBlue, systemFill and a white thumb.
@Suite struct SliderTintDrawingTests {
    let renderer: Renderer

    init() throws {
        renderer = Renderer(measurer: try PangoTextMeasurer())
    }

    func render(
        _ kind: NodeKind, tint: Color?, track: Color?, thumb: Color?, hidesThumb: Bool = false, value: Double = 0.5
    ) -> RGBAImage {
        var control = Node(id: "c", kind: kind)
        var content = ControlContent(value: value)
        content[SliderKind.trackTint] = track
        content[SliderKind.thumbTint] = thumb
        content[SliderKind.hidesThumb] = hidesThumb
        control.control = content
        control.style.tint = tint
        control.frame = Rect(x: 0, y: 0, width: 200, height: 31)
        let root = Node(id: "root", fixedHeight: 31, layout: .absolute, children: [control])
        let result = LayoutEngine.layout(
            root, name: "test",
            context: LayoutContext(environment: Environment(width: 200), measurer: renderer.measurer))
        return renderer.render(result)
    }

    func isNear(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ c: (Int, Int, Int)) -> Bool {
        abs(Int(p.r) - c.0) + abs(Int(p.g) - c.1) + abs(Int(p.b) - c.2) < 12
    }

    @Test func aSliderDrawsItsTrackBeforeAndAfterTheThumbAndTheThumbInItsTints() {
        let slider = render(.slider, tint: .systemRed, track: .systemGreen, thumb: .systemOrange)
        // 15 pt in: the filled track; 185 pt: the track after the thumb; 100 pt: the thumb's middle.
        #expect(isNear(slider.pixel(x: 15, y: 15), (255, 59, 48)))
        #expect(isNear(slider.pixel(x: 185, y: 15), (52, 199, 89)))
        #expect(isNear(slider.pixel(x: 100, y: 15), (255, 149, 0)))
        let plain = render(.slider, tint: nil, track: nil, thumb: nil)
        #expect(isNear(plain.pixel(x: 15, y: 15), (0, 122, 255)) && isNear(plain.pixel(x: 100, y: 15), (255, 255, 255)))
    }

    /// A slider whose thumb image is empty (`setThumbImage(UIImage(), for: .normal)`, `thumb: hidden`): no thumb
    /// is drawn, and the fill reaches the value's share of the whole track (0.25 of 200 pt: 50 pt), where a thumb
    /// would have put it at 14 + 0.25 × 172 = 57 pt.
    @Test func aSliderWithoutAThumbFillsItsTrackToTheValue() {
        let slider = render(
            .slider, tint: .systemRed, track: .systemGreen, thumb: .systemOrange, hidesThumb: true, value: 0.25)
        #expect(isNear(slider.pixel(x: 48, y: 15), (255, 59, 48)))
        #expect(isNear(slider.pixel(x: 52, y: 15), (52, 199, 89)))
        // Above and below the 4 pt track, where the 28 pt thumb would be: the white background.
        #expect(
            isNear(slider.pixel(x: 50, y: 6), (255, 255, 255)) && isNear(slider.pixel(x: 50, y: 25), (255, 255, 255)))
        let withThumb = render(.slider, tint: .systemRed, track: .systemGreen, thumb: .systemOrange, value: 0.25)
        #expect(isNear(withThumb.pixel(x: 57, y: 6), (255, 149, 0)))
    }

    @Test func aProgressViewDrawsItsProgressAndItsTrackInItsTints() {
        let progress = render(.progressView, tint: .systemRed, track: .systemGreen, thumb: nil)
        #expect(isNear(progress.pixel(x: 50, y: 15), (255, 59, 48)))
        #expect(isNear(progress.pixel(x: 150, y: 15), (52, 199, 89)))
    }
}
