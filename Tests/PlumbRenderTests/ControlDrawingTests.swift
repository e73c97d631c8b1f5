import Testing

@testable import PlumbCore
@testable import PlumbRender

/// Every system control is drawn: its description conforms to `ControlDrawing`, which the painter finds at run time,
/// so a control whose drawing is missing would otherwise draw nothing, silently.
@Suite struct ControlDrawingTests {
    @Test func everySystemControlHasADrawing() {
        let controls = Set(NodeKind.allCases.filter(\.isSystemControl))
        #expect(!controls.isEmpty)
        #expect(Set(Painter.controlDrawings.keys) == controls)
    }
}
