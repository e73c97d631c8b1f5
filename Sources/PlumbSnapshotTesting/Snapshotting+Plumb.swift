import Foundation
import PlumbCore
import PlumbDiff
import PlumbRender
import PlumbTesting
import SnapshotTesting

extension Snapshotting where Value == LayoutUnderTest, Format == Data {
    /// A PNG of the layout in one environment, compared with Plumb's pixel diff (pixelmatch's YIQ metric and
    /// anti-aliasing detector), so image snapshots work on Linux.
    ///
    /// ```swift
    /// assertSnapshot(of: LayoutUnderTest(cell), as: .plumbImage(width: 375, category: .accessibilityExtraExtraExtraLarge))
    /// ```
    ///
    /// - Parameters:
    ///   - threshold: pixelmatch's colour threshold, 0…1, with anti-aliased pixels excused; `nil` (the default)
    ///     compares exactly: Plumb's renders are byte-identical on one renderer, so every differing pixel counts.
    ///   - maxDifferentPixels: differing pixels allowed.
    public static func plumbImage(
        width: Double, category: ContentSizeCategory = .large, scale: Int = 1, direction: LayoutDirection = .ltr,
        locale: Localization = .base, appearance: Appearance = .light, contrast: Contrast = .normal,
        threshold: Double? = nil, maxDifferentPixels: Int = 0
    ) -> Snapshotting {
        plumbImage(
            in: PlumbRendering.environment(
                width: width, category: category, scale: scale, direction: direction, locale: locale,
                appearance: appearance, contrast: contrast), threshold: threshold,
            maxDifferentPixels: maxDifferentPixels)
    }

    /// The PNG of the layout in `environment`, the one body of every `plumbImage`.
    static func plumbImage(in environment: Environment, threshold: Double?, maxDifferentPixels: Int) -> Snapshotting {
        Snapshotting(
            pathExtension: "png", diffing: .plumbPNG(threshold: threshold, maxDifferentPixels: maxDifferentPixels)
        ) { layout in
            let png = PlumbRendering.layout(layout, in: environment, name: "snapshot") { run, renderer in
                Result { () throws(PNGError) in Data(try PNGEncoder().encode(renderer.render(run.result))) }
            }
            switch png {
            case .success(let data): return data
            case .failure(let error):
                recordLayoutSnapshotProblem("Plumb cannot snapshot: PNG encoding failed: \(error)")
                return Data()
            case nil: return Data()
            }
        }
    }
}

extension Snapshotting where Value == Node, Format == Data {
    /// `plumbImage` for a fixed node tree.
    public static func plumbImage(
        width: Double, category: ContentSizeCategory = .large, scale: Int = 1, direction: LayoutDirection = .ltr,
        locale: Localization = .base, appearance: Appearance = .light, contrast: Contrast = .normal,
        threshold: Double? = nil, maxDifferentPixels: Int = 0
    ) -> Snapshotting {
        Snapshotting<LayoutUnderTest, Data>.plumbImage(
            width: width, category: category, scale: scale, direction: direction, locale: locale,
            appearance: appearance, contrast: contrast, threshold: threshold, maxDifferentPixels: maxDifferentPixels
        ).pullback { LayoutUnderTest($0) }
    }
}

extension Snapshotting where Value == LayoutUnderTest, Format == String {
    /// The layout's frames JSON (docs/design.md §7) in one environment, diffed line by line: every frame is in the
    /// snapshot, so a moved node shows as the one line that changed.
    public static func plumbFrames(
        width: Double, category: ContentSizeCategory = .large, direction: LayoutDirection = .ltr,
        locale: Localization = .base, appearance: Appearance = .light, contrast: Contrast = .normal
    ) -> Snapshotting {
        plumbFrames(
            in: PlumbRendering.environment(
                width: width, category: category, scale: 1, direction: direction, locale: locale,
                appearance: appearance, contrast: contrast))
    }

    /// The frames JSON of the layout in `environment`, the one body of every `plumbFrames`.
    static func plumbFrames(in environment: Environment) -> Snapshotting {
        Snapshotting<String, String>.lines.pullback { layout in
            PlumbRendering.layout(layout, in: environment, name: "snapshot") { run, _ in run.framesDocument.jsonText }
                ?? ""
        }.withPathExtension("frames.json")
    }
}

extension Snapshotting where Value == Node, Format == String {
    /// `plumbFrames` for a fixed node tree.
    public static func plumbFrames(
        width: Double, category: ContentSizeCategory = .large, direction: LayoutDirection = .ltr,
        locale: Localization = .base, appearance: Appearance = .light, contrast: Contrast = .normal
    ) -> Snapshotting {
        Snapshotting<LayoutUnderTest, String>.plumbFrames(
            width: width, category: category, direction: direction, locale: locale, appearance: appearance,
            contrast: contrast
        )
        .pullback { LayoutUnderTest($0) }
    }
}

extension Snapshotting {
    fileprivate func withPathExtension(_ pathExtension: String) -> Snapshotting {
        var copy = self
        copy.pathExtension = pathExtension
        return copy
    }
}

extension Diffing where Value == Data {
    /// PNG data compared by decoded pixels; a failure attaches the diff image (red: differing, yellow: anti-aliasing).
    /// `threshold` `nil` (the default) compares exactly, as `plumb check` does on a matching renderer.
    public static func plumbPNG(threshold: Double? = nil, maxDifferentPixels: Int = 0) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            guard reference != actual else { return nil }
            let decoder = PNGDecoder()
            let expected: RGBAImage, rendered: RGBAImage
            do {
                expected = try decoder.decode([UInt8](reference))
                rendered = try decoder.decode([UInt8](actual))
            } catch {
                return (
                    "The reference or the snapshot is not a readable PNG (\(error)); an empty one means Plumb could not "
                        + "render when it was made (see the failure above): fix that and delete the empty reference.",
                    []
                )
            }
            let options =
                threshold.map { PixelDiffOptions(threshold: $0) } ?? PixelDiffOptions(threshold: 0, includeAA: true)
            let comparison = PixelDiff.compare(expected: expected, actual: rendered, options: options)
            let result = comparison.result
            if !result.sizeMismatch && result.differentPixels <= maxDifferentPixels { return nil }
            let message =
                result.sizeMismatch
                ? "Image size changed: reference \(expected.width)×\(expected.height) px, actual \(rendered.width)×\(rendered.height) px"
                : "\(result.differentPixels) of \(result.totalPixels) pixels differ (\(threshold.map { "threshold \($0)" } ?? "exact comparison"), \(maxDifferentPixels) allowed)"
            let diff =
                (try? PNGEncoder().encode(comparison.diffImage())).map {
                    [DiffAttachment.data(Data($0), name: "diff.png")]
                } ?? []
            return (message, diff)
        }
    }
}
