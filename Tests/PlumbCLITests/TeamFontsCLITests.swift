import Foundation
import Testing

/// A team's own fonts through the real `plumb`: `fonts:` (a folder beside the spec) and `--fonts DIR`, `font:`,
/// `weight`, `italic`, the Dynamic Type table's size unless `fontSize:` fixes it, the fingerprint, and the errors.
/// DejaVu Serif stands in for a brand font: Debian installs it with DejaVu Sans, yet it is not pinned, so it is
/// visible only when a spec pins it.
@Suite struct TeamFontsCLITests {
    static let dejavu = "/usr/share/fonts/truetype/dejavu"

    /// A folder with `Fonts/` (DejaVu Serif regular and bold) and `brand.yaml` using it.
    func brandFolder(fontsKey: Bool = true, extraNode: String = "") throws -> (TemporaryFolder, String) {
        let folder = try TemporaryFolder()
        let fonts = folder.url.appendingPathComponent("Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for name in ["DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf"] {
            try FileManager.default.copyItem(
                atPath: Self.dejavu + "/" + name, toPath: fonts.appendingPathComponent(name).path)
        }
        let spec = try folder.file(
            "brand.yaml",
            """
            name: brand
            \(fontsKey ? "fonts: Fonts/" : "")
            root:
              id: list
              layout: stack
              axis: vertical
              alignment: leading
              children:
                - {id: plain, kind: text, text: "Welcome back, Ada"}
                - {id: brand, kind: text, text: "Welcome back, Ada", font: "DejaVu Serif"}
                - {id: brandBold, kind: text, text: "Welcome back, Ada", font: "DejaVu Serif", weight: bold}
                - {id: fixed, kind: text, text: "Welcome back, Ada", font: "DejaVu Serif", fontSize: 20}
            \(extraNode)
            """)
        return (folder, spec)
    }

    /// Node id → [x, y, width, height] from `plumb layout`'s frames JSON.
    func frames(_ arguments: [String]) throws -> [String: [Double]] {
        let run = try PlumbProcess.run(["layout"] + arguments)
        #expect(run.status == 0, "\(run.stderr)")
        let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        var result: [String: [Double]] = [:]
        for node in document?["nodes"] as? [[String: Any]] ?? [] {
            if let id = node["id"] as? String {
                result[id] = ["x", "y", "width", "height"].map { (node[$0] as? NSNumber)?.doubleValue ?? -1 }
            }
        }
        return result
    }

    @Test func aFontFromAFolderBesideTheSpecIsUsedAndTheTableStillGivesItsSize() throws {
        let (folder, spec) = try brandFolder()
        defer { withExtendedLifetime(folder) {} }
        let large = try frames([spec, "--width", "375", "--category", "l"])
        let ax3 = try frames([spec, "--width", "375", "--category", "ax3"])
        // DejaVu Serif is wider than Inter for the same string, and bold wider still.
        #expect(large["brand"]![2] > large["plain"]![2] + 5)
        #expect(large["brandBold"]![2] > large["brand"]![2])
        // Dynamic Type: body at ax3 is larger than at l for the team font as for Inter; fontSize: fixes the size.
        #expect(ax3["brand"]![3] > large["brand"]![3] * 1.5)
        #expect(ax3["fixed"]![2] == large["fixed"]![2] && ax3["fixed"]![3] == large["fixed"]![3])
    }

    @Test func fontsFlagGivesTheSameLayoutAsTheSpecKey() throws {
        let (withKey, spec) = try brandFolder()
        let (withoutKey, bare) = try brandFolder(fontsKey: false)
        let viaKey = try frames([spec, "--width", "375"])
        let viaFlag = try frames([
            bare, "--width", "375", "--fonts", withoutKey.url.appendingPathComponent("Fonts").path,
        ])
        #expect(viaKey == viaFlag)
        withExtendedLifetime(withKey) {}
    }

    @Test func aFamilyInstalledOnTheMachineButNotPinnedIsASpecError() throws {
        let (folder, bare) = try brandFolder(fontsKey: false)
        defer { withExtendedLifetime(folder) {} }
        let run = try PlumbProcess.run(["render", bare, "--width", "375", "-o", "out"])
        #expect(run.status == 2)
        #expect(
            run.stderr.contains("brand.yaml:10:7: node \"brand\": font \"DejaVu Serif\" is not a pinned family"),
            "\(run.stderr)")
    }

    @Test func recordingFingerprintsTheTeamFontByHash() throws {
        let (folder, spec) = try brandFolder()
        let baselines = folder.url.appendingPathComponent("Baselines").path
        let run = try PlumbProcess.run(["record", spec, "--width", "375", "--category", "l", "--baselines", baselines])
        #expect(run.status == 0, "\(run.stderr)")
        let fingerprint = try String(contentsOfFile: baselines + "/brand/fingerprint.json", encoding: .utf8)
        let hash = try PlumbProcess.run(
            ["DejaVuSerif.ttf"], executable: URL(fileURLWithPath: "/usr/bin/sha256sum"),
            in: folder.url.appendingPathComponent("Fonts"))
        let digest = String(hash.stdout.prefix(64))
        #expect(digest.count == 64 && fingerprint.contains("\"DejaVuSerif.ttf\": \"\(digest)\""), "\(fingerprint)")
        #expect(fingerprint.contains("\"NotoColorEmoji.ttf\""))
        // The same fonts check clean; the spec without its fonts does not even load.
        let check = try PlumbProcess.run([
            "check", spec, "--width", "375", "--category", "l", "--baselines", baselines, "--record", "never",
        ])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }
}
