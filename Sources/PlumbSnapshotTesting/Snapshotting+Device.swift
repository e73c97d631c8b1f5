import Foundation
import PlumbCore
import PlumbTesting
import SnapshotTesting

extension Snapshotting where Value == LayoutUnderTest, Format == Data {
    /// `plumbImage` on a device preset: its width, height, scale and safe area, as
    /// `assertLayoutSnapshot(of:matrix: Matrix(devices: [.named("iphone-16")!]))` lays it out.
    ///
    /// ```swift
    /// assertSnapshot(of: LayoutUnderTest(cell), as: .plumbImage(device: .named("iphone-16")!, appearance: .dark))
    /// ```
    public static func plumbImage(
        device: DevicePreset, category: ContentSizeCategory = .large, direction: LayoutDirection = .ltr,
        locale: Localization = .base, appearance: Appearance = .light, contrast: Contrast = .normal,
        threshold: Double? = nil, maxDifferentPixels: Int = 0
    ) -> Snapshotting {
        plumbImage(
            in: PlumbRendering.environment(
                device: device, category: category, direction: direction, locale: locale, appearance: appearance,
                contrast: contrast), threshold: threshold, maxDifferentPixels: maxDifferentPixels)
    }
}

extension Snapshotting where Value == Node, Format == Data {
    /// `plumbImage(device:)` for a fixed node tree.
    public static func plumbImage(
        device: DevicePreset, category: ContentSizeCategory = .large, direction: LayoutDirection = .ltr,
        locale: Localization = .base, appearance: Appearance = .light, contrast: Contrast = .normal,
        threshold: Double? = nil, maxDifferentPixels: Int = 0
    ) -> Snapshotting {
        Snapshotting<LayoutUnderTest, Data>.plumbImage(
            device: device, category: category, direction: direction, locale: locale, appearance: appearance,
            contrast: contrast, threshold: threshold, maxDifferentPixels: maxDifferentPixels
        ).pullback { LayoutUnderTest($0) }
    }
}

extension Snapshotting where Value == LayoutUnderTest, Format == String {
    /// `plumbFrames` on a device preset (its width, height, scale and safe area).
    public static func plumbFrames(
        device: DevicePreset, category: ContentSizeCategory = .large, direction: LayoutDirection = .ltr,
        locale: Localization = .base, appearance: Appearance = .light, contrast: Contrast = .normal
    ) -> Snapshotting {
        plumbFrames(
            in: PlumbRendering.environment(
                device: device, category: category, direction: direction, locale: locale, appearance: appearance,
                contrast: contrast))
    }
}

extension Snapshotting where Value == Node, Format == String {
    /// `plumbFrames(device:)` for a fixed node tree.
    public static func plumbFrames(
        device: DevicePreset, category: ContentSizeCategory = .large, direction: LayoutDirection = .ltr,
        locale: Localization = .base, appearance: Appearance = .light, contrast: Contrast = .normal
    ) -> Snapshotting {
        Snapshotting<LayoutUnderTest, String>.plumbFrames(
            device: device, category: category, direction: direction, locale: locale, appearance: appearance,
            contrast: contrast
        ).pullback { LayoutUnderTest($0) }
    }
}
