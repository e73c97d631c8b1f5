import PlumbCore
import PlumbGallery
import PlumbLayout
import PlumbRender
import PlumbTesting
import PlumbText

/// Lays out and renders one layout in one environment for the swift-snapshot-testing strategies.
enum PlumbRendering {
    /// The layout result in `environment`, measured with the pinned fonts.
    ///
    /// - Precondition: the pinned fonts are installed (Scripts/bootstrap); without them no snapshot can be made.
    static func layout(_ layout: LayoutUnderTest, in environment: Environment, name: String) -> (LayoutResult, Renderer) {
        let fonts: PinnedFonts
        do { fonts = try PinnedFonts.standard.get() } catch { preconditionFailure("Plumb cannot snapshot: \(error.description)") }
        let renderer = Renderer(measurer: PangoTextMeasurer(fonts: fonts))
        let context = LayoutContext(environment: environment, measurer: renderer.measurer, manualLayouts: Gallery.manualLayouts)
        return (LayoutEngine.layout(layout.root(environment), name: name, context: context), renderer)
    }
}
