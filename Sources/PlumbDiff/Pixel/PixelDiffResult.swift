/// A width and height in whole pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)×\(height)" }
}

/// What a pixel diff found: counts, sizes and the densest window.
///
/// When the sizes differ both images were padded with transparent pixels to the larger width and height before
/// counting (see `RGBAImage.padded(to:)`), so `totalPixels` is the padded area and `sizeMismatch` is set.
public struct PixelDiffResult: Hashable, Sendable, CustomStringConvertible {
    /// Pixels whose colour delta is over the threshold and that are not excused as anti-aliasing.
    public var differentPixels: Int
    /// Pixels over the threshold that the anti-aliasing detector excused (always 0 with `includeAA`).
    public var antialiasedPixels: Int
    /// The number of pixels compared: width × height of the (padded) common size.
    public var totalPixels: Int
    public var expectedSize: PixelSize
    public var actualSize: PixelSize
    /// The largest number of differing pixels in any `densityWindow`×`densityWindow` window.
    public var maxDensity: Int
    /// The window side actually used: the requested one clamped to the compared width and height.
    public var densityWindow: Int

    public init(
        differentPixels: Int, antialiasedPixels: Int, totalPixels: Int, expectedSize: PixelSize, actualSize: PixelSize,
        maxDensity: Int, densityWindow: Int
    ) {
        self.differentPixels = differentPixels
        self.antialiasedPixels = antialiasedPixels
        self.totalPixels = totalPixels
        self.expectedSize = expectedSize
        self.actualSize = actualSize
        self.maxDensity = maxDensity
        self.densityWindow = densityWindow
    }

    /// The two images have different widths or heights.
    public var sizeMismatch: Bool { expectedSize != actualSize }

    /// No differing pixels and the same size.
    public var isMatch: Bool { differentPixels == 0 && !sizeMismatch }

    /// The density as a fraction of the window's area, from 0 to 1.
    public var densityRatio: Double {
        Double(maxDensity) / Double(densityWindow * densityWindow)
    }

    /// One line, e.g. `12 of 4096 pixels differ (3 anti-aliased ignored); densest 8×8 window: 9 pixels`.
    public var description: String {
        var text = "\(differentPixels) of \(totalPixels) pixels differ"
        if antialiasedPixels > 0 { text += " (\(antialiasedPixels) anti-aliased ignored)" }
        text += "; densest \(densityWindow)×\(densityWindow) window: \(maxDensity) pixels"
        if sizeMismatch { text += "; sizes differ: expected \(expectedSize), actual \(actualSize)" }
        return text
    }
}
