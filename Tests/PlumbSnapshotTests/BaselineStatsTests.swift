import Foundation
import PlumbCore
import Testing

@testable import PlumbSnapshot

/// `BaselineStats` reads environment labels back into their axes and weighs a folder by them (issue 31.3).
@Suite struct BaselineStatsTests {
    /// Every axis of a label, as `Environment.label` writes it, reads back to the environment's values.
    @Test func labelsReadBackIntoTheirAxes() throws {
        var environments = Matrix(
            widths: [320, 375.5], categories: [.large, .accessibilityExtraExtraExtraLarge], scales: [1, 3],
            directions: [.ltr, .rtl], locales: [.base, .pseudoRTL, try #require(Localization.locale("de"))],
            appearances: [.light, .dark]
        ).environments
        environments += Matrix(devices: DevicePresets.all, appearances: [.dark]).environments
        var high = environments[0]
        high.contrast = .high
        environments.append(high)
        for environment in environments {
            let label = try #require(EnvironmentLabel(environment.label), "\(environment.label)")
            #expect(label.category == environment.category.shortName, "\(environment.label)")
            #expect(label.scale == "@\(environment.scale)x", "\(environment.label)")
            #expect(label.direction == environment.direction.rawValue, "\(environment.label)")
            #expect(label.appearance == environment.appearance.rawValue, "\(environment.label)")
            #expect(label.contrast == environment.contrast.rawValue, "\(environment.label)")
            #expect(label.locale == environment.localization.rawValue, "\(environment.label)")
            #expect(label.device == environment.device?.name, "\(environment.label)")
            #expect(label.width == (environment.device == nil ? environment.sizeLabel : nil), "\(environment.label)")
        }
        for stray in ["README", "fingerprint", "375w", "375w-huge", "wide-l", "375w-l@x"] {
            #expect(EnvironmentLabel(stray) == nil, "\(stray)")
        }
    }

    /// Files of a made-up folder: totals, kinds, specs, and the axis whose second value doubles the bytes first.
    @Test func weighsAFolderByKindSpecAndAxis() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-stats-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "card/375w-l.png": 100, "card/375w-l-dark.png": 300, "card/375w-l.frames.json": 10,
            "card/375w-l-dark.frames.json": 10, "card/fingerprint.json": 5, "list/320w-ax5.png": 50, "README.md": 7,
        ]
        for (path, size) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(repeating: 1, count: size).write(to: url)
        }
        let stats = try BaselineStats.measure(root: root.path)
        #expect(stats.total == BaselineStats.Tally(files: 7, bytes: 482))
        #expect(stats.environments == 3)
        #expect(stats.specs.map(\.name) == ["card", "list"])
        #expect(stats.specs[0].tally == BaselineStats.Tally(files: 5, bytes: 425) && stats.specs[0].environments == 2)
        #expect(stats.kinds.map(\.name) == ["png", "frames.json", "other"])
        #expect(stats.kinds[0].tally == BaselineStats.Tally(files: 3, bytes: 450))
        #expect(stats.axes.map(\.axis) == [.appearance, .category, .width], "\(stats.axes.map(\.axis))")
        let appearance = stats.axes[0]
        #expect(appearance.kept == "light" && appearance.savedBytes == 310)
        #expect(appearance.values.map(\.name) == ["dark", "light"])
        #expect(stats.axes[2].kept == "375w" && stats.axes[2].savedBytes == 50)
        #expect(throws: BaselineStatsError.notAFolder(root.path + "/nothing")) {
            try BaselineStats.measure(root: root.path + "/nothing")
        }
    }
}
