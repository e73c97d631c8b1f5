import Foundation
import Testing

@testable import PlumbCore

/// Pseudo-locales: the string transforms, the matrix axis and the labels.
@Suite struct PseudoLocalizationTests {
    @Test func baseLeavesStringsAlone() {
        #expect(PseudoLocalizer.localize("Larger Accessibility Sizes", .base) == "Larger Accessibility Sizes")
    }

    /// "Settings": 8 characters → ⌈8 × 0.4⌉ = 4 filler characters, "one " trimmed to "one"; letters accented.
    @Test func pseudoAccentsExpandsAndBrackets() {
        #expect(PseudoLocalizer.localize("Settings", .pseudo) == "[Šéţţíñğš one]")
        #expect(PseudoLocalizer.localize("", .pseudo) == "[]")
    }

    @Test(arguments: ["OK", "Larger Accessibility Sizes", "poster title 7 with some longer stuff", "Сохранить 42"])
    func pseudoIsAtLeastFortyPercentLonger(_ string: String) {
        let pseudo = PseudoLocalizer.localize(string, .pseudo)
        #expect(pseudo.first == "[" && pseudo.last == "]")
        let inner = pseudo.dropFirst().dropLast()
        #expect(Double(inner.count) >= Double(string.count) * 1.4, "\(pseudo)")
        // Accented letters only where plain ASCII letters were; everything else (digits, Cyrillic) is kept.
        #expect(
            zip(string, inner).allSatisfy { plain, shown in !(plain.isASCII && plain.isLetter) ? plain == shown : true }
        )
    }

    @Test func pseudoRTLWrapsEveryWordInAnOverride() {
        let mirrored = PseudoLocalizer.localize("Turn on", .pseudoRTL)
        #expect(mirrored == "\u{200F}\u{202E}Turn\u{202C}\u{200F} \u{200F}\u{202E}on\u{202C}\u{200F}")
    }

    @Test func labelsCarryTheLocale() {
        #expect(Environment(width: 375, localization: .pseudo).label == "375w-l-pseudo")
        #expect(
            Environment(width: 375, category: .accessibilityExtraExtraExtraLarge, scale: 2, localization: .pseudo).label
                == "375w-ax5@2x-pseudo")
        // pseudo-rtl implies right to left: one suffix, not "-rtl-pseudo-rtl".
        #expect(Environment(width: 320, direction: .rtl, localization: .pseudoRTL).label == "320w-l-pseudo-rtl")
        #expect(Environment(width: 320, scale: 3, direction: .rtl).columnLabel == "320w@3x-rtl")
    }

    /// `pseudo-rtl` × directions [ltr, rtl] is one environment per width × category, laid out right to left.
    @Test func matrixForcesRightToLeftForPseudoRTLOnce() {
        let matrix = Matrix(
            widths: [320], categories: [.large], directions: [.ltr, .rtl], locales: [.base, .pseudoRTL])
        #expect(matrix.environments.map(\.label) == ["320w-l", "320w-l-pseudo-rtl", "320w-l-rtl"])
        #expect(matrix.environments.filter { $0.localization == .pseudoRTL }.allSatisfy { $0.direction == .rtl })
    }

    @Test func textRequestsAreBuiltFromTheLocalizedString() {
        let content = TextContent("Settings")
        #expect(TextRequest(content: content, environment: Environment(width: 375), width: nil).string == "Settings")
        #expect(
            TextRequest(content: content, environment: Environment(width: 375, localization: .pseudo), width: nil)
                .string == "[Šéţţíñğš one]")
    }

    @Test func framesJSONNamesTheLocaleOnlyWhenThereIsOne() throws {
        let base = LayoutResult(
            name: "x", environment: Environment(width: 100), size: Size(width: 100, height: 10), entries: [])
        #expect(!base.framesDocument.jsonText.contains("locale"))
        var pseudo = base
        pseudo.environment.localization = .pseudo
        let text = pseudo.framesDocument.jsonText
        #expect(text.contains(#""direction": "ltr", "locale": "pseudo"}"#))
        #expect(try FramesDocument(json: Data(text.utf8)).environment.locale == "pseudo")
    }
}
