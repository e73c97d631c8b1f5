/// Reads a colour written as text, the one way every place that takes one reads it: a spec's colour values
/// (`background:`, `color:`, `tint:`…), a canvas background (`canvas: background:`, `plumb render --background`,
/// `plumb sheet --canvas-background`) and a contact sheet's own background (`plumb sheet --background`).
///
/// Every place accepts the same core, tried in this order: `"#RRGGBB"` or `"#RRGGBBAA"`, a name of its own (a spec's
/// `colors:` palette, which wins over the rest), an iOS semantic colour by its UIKit name (`secondaryLabel`), a UIKit
/// fixed colour (`white`, `clear`). What differs from place to place is what each adds around the core — the words
/// `transparent` and `system`, whether `clear` is UIKit's clear colour or "no background", and which names a "did you
/// mean" may suggest — so each place is one value of this type (`spec(palette:)`, `canvasBackground`,
/// `sheetBackground`), and the differences stand side by side here instead of in three parsers. A light/dark pair
/// (`{light: …, dark: …}`) is structure, not text: a spec reads each side with this reader and joins them with
/// `Color.dynamic(light:dark:highContrastLight:highContrastDark:)`.
public struct ColorNameReader: Sendable {
    /// What a text names.
    public enum Reading: Hashable, Sendable {
        case color(Color)
        /// No colour at all: pixels keep alpha 0 (`transparent`, and `clear` where it means the same).
        case transparent
        /// The screen's `systemBackground`, white or black by the appearance (a canvas's default).
        case system

        /// The colour read, or `nil` for `transparent` and `system`.
        public var color: Color? {
            if case .color(let color) = self { color } else { nil }
        }
    }

    /// Why a text names no colour: the text, whether it was meant as hex, and the closest name this reader knows.
    public struct Failure: Error, Hashable, Sendable {
        public var text: String
        /// The text starts with `#` but is not six or eight hex digits.
        public var isMalformedHex: Bool
        /// The known name closest to `text`, for "did you mean", or `nil` when none is close.
        public var suggestion: String?

        /// ` (did you mean `x`?)`, or the empty string when there is no suggestion.
        public var didYouMean: String {
            suggestion.map { " (did you mean `\($0)`?)" } ?? ""
        }
    }

    /// How the words `transparent` and `clear` read.
    public enum TransparentWords: Hashable, Sendable {
        /// Neither is a word of its own: `clear` is UIKit's fixed clear colour (`#00000000`), `transparent` unknown.
        case none
        /// `transparent` and `clear`, spelt exactly so, mean no colour.
        case exactCase
        /// `transparent` and `clear` in any case mean no colour.
        case anyCase
    }

    /// Names this place defines itself (a spec's `colors:`), read before the semantic and fixed colours.
    public var palette: [String: Color] = [:]
    public var transparentWords: TransparentWords = .none
    /// Whether `system` names the screen's background.
    public var acceptsSystem = false
    /// The names a misspelling is compared with for "did you mean", in order (the first of equally close names wins).
    public var suggestedNames: [String] = []

    public init(
        palette: [String: Color] = [:], transparentWords: TransparentWords = .none, acceptsSystem: Bool = false,
        suggestedNames: [String] = []
    ) {
        self.palette = palette
        self.transparentWords = transparentWords
        self.acceptsSystem = acceptsSystem
        self.suggestedNames = suggestedNames
    }

    /// Reads `text`.
    ///
    /// - Throws: `Failure` with the closest of `suggestedNames`.
    public func read(_ text: String) throws(Failure) -> Reading {
        switch transparentWords {
        case .none: break
        case .exactCase: if text == "transparent" || text == "clear" { return .transparent }
        case .anyCase: if ["transparent", "clear"].contains(text.lowercased()) { return .transparent }
        }
        if acceptsSystem, text == "system" { return .system }
        if text.hasPrefix("#") {
            guard let color = Color(hex: text) else { throw failure(text, isMalformedHex: true) }
            return .color(color)
        }
        if let color = palette[text] ?? SemanticColors.named(text) ?? UIKitFixedColors.named(text) {
            return .color(color)
        }
        throw failure(text, isMalformedHex: false)
    }

    /// Reads `text` as a colour, for a place where `transparent` and `system` are not words (a spec's values).
    ///
    /// - Throws: `Failure` with the closest of `suggestedNames`, also for a text this reader reads as `transparent`
    ///   or `system`.
    public func color(_ text: String) throws(Failure) -> Color {
        guard let color = try read(text).color else { throw failure(text, isMalformedHex: false) }
        return color
    }

    private func failure(_ text: String, isMalformedHex: Bool) -> Failure {
        Failure(
            text: text, isMalformedHex: isMalformedHex, suggestion: Suggestion.closest(to: text, in: suggestedNames))
    }
}

extension ColorNameReader {
    /// A spec's colour value: the spec's `colors:` first; `clear` is UIKit's clear colour and `transparent` is no
    /// colour name; a misspelling is matched against the palette, the semantic and the fixed colours.
    public static func spec(palette: [String: Color]) -> ColorNameReader {
        ColorNameReader(
            palette: palette,
            suggestedNames: palette.keys.sorted() + SemanticColors.all.map(\.name) + UIKitFixedColors.all.map(\.name))
    }

    /// A canvas background (`canvas: background:`, `--background`, `--canvas-background`): `transparent` or `clear`
    /// (as written) for an image with alpha, `system` for the screen's background, or a colour.
    public static let canvasBackground = ColorNameReader(
        transparentWords: .exactCase, acceptsSystem: true,
        suggestedNames: ["transparent", "system"] + SemanticColors.all.map(\.name))

    /// A contact sheet's own background (`plumb sheet --background`): `transparent` or `clear` in any case, or a
    /// colour; there is no `system` (a sheet has no appearance of its own).
    public static let sheetBackground = ColorNameReader(
        transparentWords: .anyCase, suggestedNames: ["transparent"] + SemanticColors.all.map(\.name))
}
