import Testing

@testable import PlumbCore

/// The one reader of colour names and the three places it serves: a spec's values, a canvas background and a contact
/// sheet's background, each with exactly the words it has always accepted.
@Suite struct ColorNameReaderTests {
    @Test func everyPlaceReadsHexSemanticAndFixedColoursAlike() throws {
        let places: [ColorNameReader] = [.spec(palette: [:]), .canvasBackground, .sheetBackground]
        for reader in places {
            #expect(try reader.read("#FF000080") == .color(Color(red: 255, green: 0, blue: 0, alpha: 128)))
            #expect(try reader.read("#00ff00") == .color(Color(red: 0, green: 255, blue: 0)))
            #expect(try reader.read("secondaryLabel") == .color(SemanticColors.secondaryLabel))
            #expect(try reader.read("orange") == .color(Color(red: 255, green: 128, blue: 0)))
            #expect(throws: ColorNameReader.Failure.self) { try reader.read("#FFF") }
            #expect(throws: ColorNameReader.Failure.self) { try reader.read("SecondaryLabel") }
        }
    }

    @Test func transparentClearAndSystemAreEachPlacesOwnWords() throws {
        let spec = ColorNameReader.spec(palette: [:])
        #expect(try spec.read("clear") == .color(.clear), "UIKit's clear colour, drawn as alpha 0")
        #expect(throws: ColorNameReader.Failure.self) { try spec.read("transparent") }
        #expect(throws: ColorNameReader.Failure.self) { try spec.read("system") }

        let canvas = ColorNameReader.canvasBackground
        #expect(try canvas.read("transparent") == .transparent && canvas.read("clear") == .transparent)
        #expect(try canvas.read("system") == .system)
        #expect(throws: ColorNameReader.Failure.self) { try canvas.read("Transparent") }

        let sheet = ColorNameReader.sheetBackground
        #expect(try sheet.read("Transparent") == .transparent && sheet.read("CLEAR") == .transparent)
        #expect(throws: ColorNameReader.Failure.self) { try sheet.read("system") }
    }

    @Test func aPaletteNameWinsOverTheStandardOnes() throws {
        let brand = Color(red: 1, green: 2, blue: 3)
        let reader = ColorNameReader.spec(palette: ["brand": brand, "red": brand])
        #expect(try reader.read("brand") == .color(brand) && reader.read("red") == .color(brand))
        #expect(try reader.color("brand") == brand)
    }

    @Test func aFailureSaysWhetherItWasHexAndSuggestsTheClosestName() {
        let reader = ColorNameReader.spec(palette: ["brandBlue": .white])
        #expect(throws: ColorNameReader.Failure(text: "#12", isMalformedHex: true, suggestion: nil)) {
            try reader.read("#12")
        }
        #expect(throws: ColorNameReader.Failure(text: "brandBlu", isMalformedHex: false, suggestion: "brandBlue")) {
            try reader.read("brandBlu")
        }
        #expect(throws: ColorNameReader.Failure(text: "systemBlu", isMalformedHex: false, suggestion: "systemBlue")) {
            try ColorNameReader.sheetBackground.read("systemBlu")
        }
        // Each place suggests only its own words: the sheet has no `system`, the canvas does.
        #expect(throws: ColorNameReader.Failure(text: "sytem", isMalformedHex: false, suggestion: "system")) {
            try ColorNameReader.canvasBackground.read("sytem")
        }
        #expect(
            ColorNameReader.Failure(text: "x", isMalformedHex: false, suggestion: "y").didYouMean
                == " (did you mean `y`?)")
    }

    @Test func theCanvasBackgroundReadsThroughTheSameReader() throws {
        #expect(Canvas.background(named: "transparent") == .transparent)
        #expect(Canvas.background(named: "system") == .system)
        #expect(Canvas.background(named: "systemGroupedBackground") == .color(SemanticColors.systemGroupedBackground))
        #expect(Canvas.background(named: "nope") == nil)
        let misspelt = ColorNameReader.Failure(text: "transparant", isMalformedHex: false, suggestion: "transparent")
        #expect(throws: misspelt) { try Canvas.background(reading: "transparant") }
    }
}
