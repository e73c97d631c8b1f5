import Foundation
import PlumbCore
import Testing

@testable import PlumbSpec

/// Issue 28.17 / 30.4: a navigation bar's items written as images, as `UIBarButtonItem(image:)`, and the refusals a
/// UIKit developer would recognise.
///
/// Source: Apple's documentation of `UIAccessibilityElement.accessibilityLabel` ("if you supply a custom image …
/// you need to provide a label") and of `UIBarButtonItem` (an item's label defaults to its title): an image item
/// needs an `accessibilityLabel` or a title, or VoiceOver reads "Button" alone.
@Suite struct BarButtonImagesSpecTests {
    /// A spec file in a folder with `symbols/plus.svg` (24 × 24) and `share@2x.png` (40 × 40 pixels: 20 pt).
    func load(_ items: String) throws -> Spec {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bar-items-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("symbols"), withIntermediateDirectories: true)
        try #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"/>"#.write(
            to: folder.appendingPathComponent("symbols/plus.svg"), atomically: true, encoding: .utf8)
        // A PNG signature and an IHDR of 40 × 40: what the parser reads for the size.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        png += [0, 0, 0, 40, 0, 0, 0, 40, 8, 6, 0, 0, 0]
        try Data(png).write(to: folder.appendingPathComponent("share@2x.png"))
        let path = folder.appendingPathComponent("bar.yaml").path
        try "symbols: symbols\nroot: {id: nav, kind: navigationBar, text: Inbox, \(items)}\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        return try SpecLoader().load(path: path)
    }

    @Test func imageItemsKeepTheirImageSizeAndLabelByPosition() throws {
        let spec = try load(
            "leadingItems: [Edit], trailingItems: [{symbol: plus, accessibilityLabel: Compose}, {src: share.png, text: Share}]"
        )
        let control = try #require(spec.root.control)
        #expect(control.leadingItems == ["Edit"] && control[NavigationBarKind.leadingItemImages].isEmpty)
        #expect(control.trailingItems == ["", "Share"])
        let images = control[NavigationBarKind.trailingItemImages]
        #expect(images.count == 2)
        // The symbol: one em of 17 pt body text (its 24 × 24 canvas is square), labelled.
        #expect(images[0]?.size == Size(width: 17, height: 17) && images[0]?.accessibilityLabel == "Compose")
        #expect(images[0]?.image.symbol?.name == "plus")
        // The file: 40 pixels at @2x is 20 pt; no label, so VoiceOver reads the title.
        #expect(images[1]?.size == Size(width: 20, height: 20) && images[1]?.accessibilityLabel == nil)
        #expect(images[1]?.image.variants[2]?.hasSuffix("share@2x.png") == true)
    }

    @Test func anImageItemWithNothingToReadIsRefusedWithWhatToWrite() throws {
        #expect {
            _ = try load("trailingItems: [{symbol: plus}]")
        } throws: { error in
            guard case .missingKey(_, 2, 67, "accessibilityLabel", let context) = error as? SpecError else {
                return false
            }
            return context.contains("write {symbol: plus, accessibilityLabel: Add}")
        }
        // A title beside the image names it; an empty label does not.
        #expect(throws: Never.self) { _ = try load("trailingItems: [{symbol: plus, text: New}]") }
        #expect(throws: SpecError.self) { _ = try load("trailingItems: [{symbol: plus, accessibilityLabel: \"\"}]") }
    }

    @Test func aSegmentOrATabTakesNoImageItems() {
        // Only bar button items take images: a segment written as a mapping is still a keyed title.
        SpecTestSupport.expectError(
            "root: {id: s, kind: segmentedControl, segments: [{symbol: plus}]}",
            .unknownKey(
                file: "s.yaml", line: 1, column: 51, key: "symbol", allowed: ControlParser.titleKeys))
    }
}
