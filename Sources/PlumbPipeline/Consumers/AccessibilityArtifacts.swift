import PlumbAccessibility
import PlumbCore
import PlumbRender
import PlumbText

/// The accessibility snapshot of one laid-out environment: the elements JSON, the same elements in
/// AccessibilitySnapshot's Codable shape, and the picture (the faded screen, numbered outlines, a legend).
public struct AccessibilityArtifacts: Sendable {
    public var document: AccessibilityDocument
    /// `AccessibilitySnapshotFormat.jsonText` of the elements.
    public var snapshotFormatJSON: String
    public var png: [UInt8]

    /// The file name endings, after the environment's label: `375w-l.accessibility.png`, …
    public static let imageSuffix = "accessibility.png"
    public static let jsonSuffix = "accessibility.json"
    public static let snapshotFormatSuffix = "accessibility-snapshot.json"

    /// Finds the elements of `result` and draws its picture with `renderer`.
    ///
    /// - Throws: `PNGError` when the picture cannot be encoded.
    public init(_ result: LayoutResult, renderer: Renderer) throws(PNGError) {
        let elements = AccessibilityHierarchy(result).elements
        document = AccessibilityDocument(result, elements: elements)
        snapshotFormatJSON = AccessibilitySnapshotFormat.jsonText(elements)
        png = try Self.picture(result, elements: elements, renderer: renderer)
    }

    /// The picture of `elements` over `result`: the faded screen, each element outlined with its number, the legend.
    ///
    /// - Throws: `PNGError` when the picture cannot be encoded.
    public static func picture(
        _ result: LayoutResult, elements: [AccessibilityElement], renderer: Renderer
    ) throws(PNGError) -> [UInt8] {
        try AccessibilityPicture(markers: markers(elements.map { ($0.frame, $0.activationPoint, $0.description) }))
            .renderPNG(result, with: renderer)
    }

    /// The picture of `elements` over `screen`, already drawn at `environment`: the run's render reused (no second
    /// draw), or a baseline's PNG with the baseline's recorded elements (the expected picture a failed check writes,
    /// since the picture is an artifact, not a baseline).
    ///
    /// - Throws: `PNGError` when the picture cannot be encoded.
    public static func picture(
        screen: RGBAImage, environment: Environment, elements: [AccessibilityDocument.Element],
        measurer: PangoTextMeasurer
    ) throws(PNGError) -> [UInt8] {
        try AccessibilityPicture(markers: markers(elements.map { ($0.frame, $0.activationPoint, $0.description) }))
            .renderPNG(screen: screen, environment: environment, measurer: measurer)
    }

    /// `picture(screen:…)` for elements just found in a layout.
    public static func picture(
        screen: RGBAImage, environment: Environment, elements: [AccessibilityElement], measurer: PangoTextMeasurer
    ) throws(PNGError) -> [UInt8] {
        try AccessibilityPicture(markers: markers(elements.map { ($0.frame, $0.activationPoint, $0.description) }))
            .renderPNG(screen: screen, environment: environment, measurer: measurer)
    }

    /// One numbered marker per element, in reading order.
    private static func markers(
        _ elements: [(frame: Rect, activationPoint: Point, description: String)]
    ) -> [AccessibilityPicture.Marker] {
        elements.enumerated().map { index, element in
            AccessibilityPicture.Marker(
                number: index + 1, frame: element.frame, activationPoint: element.activationPoint,
                text: element.description.isEmpty ? "(nothing to read)" : element.description)
        }
    }
}
