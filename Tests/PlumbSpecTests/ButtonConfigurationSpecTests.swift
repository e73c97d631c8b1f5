import Foundation
import PlumbCore
import Testing

@testable import PlumbSpec

/// Issue 30.5: a button's `UIButton.Configuration` keys and its image, read from a spec, and the refusals.
///
/// Sources: Apple's documentation of `UIButton.Configuration` (the style constructors, `buttonSize`, `cornerStyle`,
/// `imagePlacement`, `imagePadding`, `contentInsets` as `NSDirectionalEdgeInsets`) and of `accessibilityLabel` ("if
/// you supply a custom image … you need to provide a label"): an image-only button needs a label or VoiceOver reads
/// "Button" alone.
@Suite struct ButtonConfigurationSpecTests {
    /// A spec file in a folder with `symbols/play.svg` (24 × 24) and `share@2x.png` (40 × 40 pixels: 20 pt).
    func load(_ keys: String) throws -> Spec {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("button-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("symbols"), withIntermediateDirectories: true)
        try #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"/>"#.write(
            to: folder.appendingPathComponent("symbols/play.svg"), atomically: true, encoding: .utf8)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        png += [0, 0, 0, 40, 0, 0, 0, 40, 8, 6, 0, 0, 0]
        try Data(png).write(to: folder.appendingPathComponent("share@2x.png"))
        let path = folder.appendingPathComponent("button.yaml").path
        try "symbols: symbols\nroot: {id: b, kind: button, \(keys)}\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        return try SpecLoader().load(path: path)
    }

    @Test func theKeysFillTheConfiguration() throws {
        let spec = try load(
            "text: Play, configuration: borderedTinted, buttonSize: small, cornerStyle: capsule, "
                + "imagePlacement: trailing, imagePadding: 6, contentInsets: {top: 1, leading: 2, bottom: 3, trailing: 4}, "
                + "symbol: play")
        let configuration = try #require(spec.root.buttonConfiguration)
        #expect(configuration.style == .borderedTinted && configuration.style.look == .tinted)
        #expect(configuration.size == .small && configuration.cornerStyle == .capsule)
        #expect(configuration.imagePlacement == .trailing && configuration.imagePadding == 6)
        #expect(configuration.contentInsets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        // The title takes the size's font, and the symbol the title's style.
        #expect(spec.root.text?.style == .subheadline && spec.root.image?.symbol?.style == .subheadline)
        // A title style the spec names wins over the size's, for the symbol too.
        let headline = try load("text: Play, buttonSize: small, style: headline, symbol: play")
        #expect(headline.root.text?.style == .headline && headline.root.image?.symbol?.style == .headline)
    }

    @Test func aButtonWithoutTheKeysHasNoConfiguration() throws {
        #expect(try load("text: Go").root.buttonConfiguration == nil)
        let file = try load("src: share.png, accessibilityLabel: Share")
        #expect(file.root.buttonConfiguration?.imageSize == Size(width: 20, height: 20))
        #expect(file.root.buttonConfiguration?.style == .plain && file.root.intrinsicWidth == nil)
    }

    @Test func anImageOnlyButtonNeedsALabel() throws {
        #expect(throws: SpecError.self) { try load("symbol: play") }
        do {
            _ = try load("symbol: play")
        } catch let error as SpecError {
            #expect(error.description.contains("button.yaml:2:"))
            #expect(error.description.contains("write `accessibilityLabel: Play` beside `symbol:`"))
        }
        // A title, a label, or a button hidden from VoiceOver is enough.
        _ = try load("symbol: play, text: Play")
        _ = try load("symbol: play, accessibilityLabel: Play")
        _ = try load("symbol: play, accessibilityHidden: true")
    }

    @Test func aConfigurationNameAsStyleSaysWhichKeyToWrite() throws {
        do {
            _ = try load("text: Go, style: tinted")
            Issue.record("`style: tinted` on a button was accepted")
        } catch let error as SpecError {
            #expect(error.description.contains("`configuration: tinted`"))
        }
    }
}
