import PlumbCore

/// The colours of pixelmatch's diff output (its defaults for `diffColor`, `aaColor` and `alpha`).
public enum DiffImageStyle {
    /// Counted differences: red.
    public static let differentColor: (r: UInt8, g: UInt8, b: UInt8) = (255, 0, 0)
    /// Excused anti-aliasing: yellow.
    public static let antialiasedColor: (r: UInt8, g: UInt8, b: UInt8) = (255, 255, 0)
    /// How much of the expected image shows through in unchanged pixels.
    public static let defaultAlpha = 0.1
    /// The opaque grey between the panels of `sideBySide`.
    public static let gapGrey: UInt8 = 128
}

extension PixelComparison {
    /// pixelmatch's diff image, at the compared (padded) size and fully opaque.
    ///
    /// Unchanged pixels show the expected image as a faint grey: its luma `Y` blended with white at opacity
    /// `alpha · a/255`, that is `255 + (Y − 255) · (alpha · a / 255)`, truncated to a byte as pixelmatch's
    /// `Uint8Array` output (and the PyPI port's `int()`) does. Differing pixels are red, excused anti-aliased
    /// pixels yellow.
    ///
    /// - Parameter alpha: opacity of the expected image in unchanged pixels, 0…1 (pixelmatch's `alpha`).
    public func diffImage(alpha: Double = DiffImageStyle.defaultAlpha) -> RGBAImage {
        precondition((0...1).contains(alpha), "a diff image alpha is between 0 and 1")
        var output = RGBAImage(width: map.width, height: map.height)
        expected.pixels.withUnsafeBufferPointer { source in
            map.verdicts.withUnsafeBufferPointer { verdicts in
                output.pixels.withUnsafeMutableBufferPointer { target in
                    for index in 0..<verdicts.count {
                        let pos = index * 4
                        let colour: (r: UInt8, g: UInt8, b: UInt8)
                        switch DiffMap.Verdict(rawValue: verdicts[index]) ?? .same {
                        case .different: colour = DiffImageStyle.differentColor
                        case .antialiased: colour = DiffImageStyle.antialiasedColor
                        case .same:
                            let luma = YIQ.y(Double(source[pos]), Double(source[pos + 1]), Double(source[pos + 2]))
                            let grey = UInt8(YIQ.blend(luma, alpha * Double(source[pos + 3]) / 255))
                            colour = (grey, grey, grey)
                        }
                        target[pos] = colour.r
                        target[pos + 1] = colour.g
                        target[pos + 2] = colour.b
                        target[pos + 3] = 255
                    }
                }
            }
        }
        return output
    }

    /// One strip `expected | diff | actual`, each panel at the compared (padded) size, separated by `gap` columns
    /// of opaque grey.
    ///
    /// - Parameters:
    ///   - gap: width of each separator in pixels.
    ///   - alpha: passed on to `diffImage(alpha:)`.
    public func sideBySide(gap: Int = 2, alpha: Double = DiffImageStyle.defaultAlpha) -> RGBAImage {
        precondition(gap >= 0, "a side-by-side gap cannot be negative")
        let panelWidth = map.width, height = map.height
        let width = panelWidth * 3 + gap * 2
        var strip = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in [panelWidth, panelWidth * 2 + gap] {
                for column in x..<(x + gap) {
                    let pos = (y * width + column) * 4
                    let grey = DiffImageStyle.gapGrey
                    strip.pixels.replaceSubrange(pos..<(pos + 4), with: [grey, grey, grey, 255])
                }
            }
        }
        for (panel, image) in [expected, diffImage(alpha: alpha), actual].enumerated() {
            let left = panel * (panelWidth + gap)
            for y in 0..<height {
                let from = y * panelWidth * 4, to = (y * width + left) * 4
                strip.pixels.replaceSubrange(
                    to..<(to + panelWidth * 4), with: image.pixels[from..<(from + panelWidth * 4)])
            }
        }
        return strip
    }
}
