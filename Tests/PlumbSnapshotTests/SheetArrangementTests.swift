import Foundation
import PlumbCore
import PlumbPipeline
import PlumbSnapshot
import Testing

@testable import PlumbRender

/// How `plumb sheet` arranges renders (`SheetArrangement`), labels them (`SheetAxis`) and draws them (`SheetMaker`).
@Suite struct SheetArrangementTests {
    static let subjects = [
        SheetArrangement.Subject(title: "Buttons", caption: "Every state"), SheetArrangement.Subject(title: "List row"),
    ]

    static func entries(_ matrix: Matrix, subjects: Int = 1) -> [SheetEntry] {
        (0..<subjects).flatMap { subject in matrix.environments.map { SheetEntry(subject: subject, environment: $0) } }
    }

    @Test func byDefaultRowsAreCategoriesAndColumnsTheOtherAxesThatVary() throws {
        let matrix = Matrix(
            widths: [320, 375], categories: [.large, .accessibilityExtraLarge], directions: [.ltr, .rtl])
        let grids = try SheetArrangement.arrange(Self.entries(matrix), subjects: Self.subjects)
        #expect(grids.count == 1)
        let grid = try #require(grids.first)
        #expect(grid.title == "Buttons" && grid.caption == "Every state")
        #expect(grid.rowTitles == ["Large (default)", "AX3"])
        #expect(grid.columnTitles == ["320 pt · LTR", "320 pt · RTL", "375 pt · LTR", "375 pt · RTL"])
        #expect(grid.cells.allSatisfy { $0.allSatisfy { $0 != nil } })
    }

    @Test func chosenAxesRunAlongTheRowsAndColumnsAndSpecsShareOneGrid() throws {
        let matrix = Matrix(widths: [320, 375], categories: [.large, .extraSmall], appearances: [.light, .dark])
        let entries = Self.entries(matrix, subjects: 2)
        let grids = try SheetArrangement.arrange(
            entries, subjects: Self.subjects, rows: [.spec, .appearance], columns: [.category, .width])
        #expect(grids.count == 1, "naming spec puts both specs in one grid")
        let grid = try #require(grids.first)
        #expect(grid.title == nil)
        #expect(grid.rowTitles == ["Buttons · Light", "Buttons · Dark", "List row · Light", "List row · Dark"])
        #expect(
            grid.columnTitles == [
                "Large (default) · 320 pt", "Extra Small · 320 pt", "Large (default) · 375 pt", "Extra Small · 375 pt",
            ])
        let cell = try #require(grid.cells[3][1])
        #expect(
            entries[cell].subject == 1 && entries[cell].environment.appearance == .dark
                && entries[cell].environment.category == .extraSmall)
    }

    @Test func anAxisThatVariesButIsNamedNowhereJoinsTheColumnsSoNoRenderIsLost() throws {
        let matrix = Matrix(widths: [320], categories: [.large], directions: [.ltr, .rtl])
        let grid = try #require(
            try SheetArrangement.arrange(
                Self.entries(matrix), subjects: Self.subjects, rows: [.category], columns: [.width]
            ).first)
        #expect(grid.columnTitles == ["320 pt · LTR", "320 pt · RTL"])
        #expect(grid.cells.flatMap { $0 }.compactMap { $0 }.count == 2)
    }

    @Test func anAxisOnBothSidesOrTwiceIsRefused() {
        let entries = Self.entries(Matrix(widths: [320], categories: [.large]))
        #expect(throws: SheetArrangement.Problem.self) {
            try SheetArrangement.arrange(entries, subjects: Self.subjects, rows: [.width], columns: [.width])
        }
        #expect(throws: SheetArrangement.Problem.self) {
            try SheetArrangement.arrange(entries, subjects: Self.subjects, rows: [.scale, .scale])
        }
    }

    @Test func labelsReadAsAPersonWritesThem() {
        var environment = Environment(
            width: 375, category: .large, scale: 2, direction: .rtl, appearance: .dark, localization: .pseudo)
        #expect(SheetAxis.category.label(of: environment) == "Large (default)")
        #expect(SheetAxis.width.label(of: environment) == "375 pt")
        #expect(SheetAxis.scale.label(of: environment) == "@2x")
        #expect(SheetAxis.direction.label(of: environment) == "RTL")
        #expect(SheetAxis.appearance.label(of: environment) == "Dark")
        #expect(SheetAxis.locale.label(of: environment) == "Pseudo")
        environment.category = .accessibilityExtraLarge
        #expect(SheetAxis.category.label(of: environment) == "AX3")
        environment.device = DevicePreset.named("iphone-16-pro-max")
        #expect(SheetAxis.width.label(of: environment) == "iPhone 16 Pro Max")
        environment.device = DevicePreset.named("ipad-pro-12-9-landscape")
        #expect(SheetAxis.width.label(of: environment) == "iPad Pro 12.9 landscape")
        #expect(
            SheetAxis.named("device") == .width && SheetAxis.named("Category") == .category
                && SheetAxis.named("colour") == nil)
    }

    /// 72 dpi × scale, in pixels per metre (PNG specification, 11.3.5.3: unit 1 is the metre).
    @Test func thePHYsChunkSaysSeventyTwoDotsPerInchTimesTheScale() throws {
        #expect(PNGPhysicalSize.pixelsPerMetre(scale: 1) == 2835)
        #expect(PNGPhysicalSize.pixelsPerMetre(scale: 2) == 5669)
        #expect(PNGPhysicalSize.pixelsPerMetre(scale: 3) == 8504)
        let png = try PNGEncoder().encode(RGBAImage(width: 3, height: 2, pixels: [UInt8](repeating: 200, count: 24)))
        let tagged = PNGPhysicalSize.adding(scale: 2, to: png)
        #expect(tagged.count == png.count + 21)
        #expect(Array(tagged[37..<41]) == Array("pHYs".utf8))
        let decoded = try PNGDecoder().decode(tagged)
        #expect(decoded.width == 3 && decoded.pixels == [UInt8](repeating: 200, count: 24), "the pixels are untouched")
    }

    /// Cairo numbers embedded images by a process-wide surface serial; the ids are renumbered in document order and
    /// every reference follows, so the same drawing has the same bytes whatever was drawn before it.
    @Test func svgIdsAreRenumberedInDocumentOrderWithTheirReferences() {
        let svg = """
            <svg><defs><symbol id="glyph0-3"/><image id="image91"/><clipPath id="clip4"/></defs>\
            <use xlink:href="#glyph0-3"/><g clip-path="url(#clip4)"><use xlink:href="#image91"/></g>\
            <text fill="#FF0000">#image91 stays</text></svg>
            """
        let renumbered = String(decoding: SVGIdentifiers.renumbered(Array(svg.utf8)), as: UTF8.self)
        #expect(
            renumbered == """
                <svg><defs><symbol id="glyph1"/><image id="image1"/><clipPath id="clip1"/></defs>\
                <use xlink:href="#glyph1"/><g clip-path="url(#clip1)"><use xlink:href="#image1"/></g>\
                <text fill="#FF0000">#image91 stays</text></svg>
                """)
    }

    @Test func aTranslucentRenderIsCompositedOverTheSheetAndAnOpaqueOneCopied() {
        var sheet = RGBAImage(
            width: 3, height: 1, pixels: [100, 100, 100, 255, 100, 100, 100, 255, 100, 100, 100, 255])
        sheet.paste(RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 128, 9, 9, 9, 0]), atX: 0, y: 0)
        // Red at 128/255 over grey: (255·128 + 100·127) / 255 ≈ 178, 100·127 / 255 ≈ 50; a clear pixel leaves the grey.
        #expect(sheet.pixels == [178, 50, 50, 255, 100, 100, 100, 255, 100, 100, 100, 255])
        sheet.paste(RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 255]), atX: 2, y: 0)
        #expect(Array(sheet.pixels[8...]) == [1, 2, 3, 255])
    }
}
