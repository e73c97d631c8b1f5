import Testing

@testable import PlumbCore
@testable import PlumbLint

/// `unfilledFormat` and the placeholder rule it shares with the spec parser (docs/localisation.md, "Formats with
/// nothing to fill them"). The UIKit fact: `String(format:)` / `String(localized:)` fill `%@` only when given
/// arguments (Apple's "String Format Specifiers"); a label's `text = "%@ items"` is drawn as written.
@Suite struct FormatLintsTests {
    @Test func placeholdersAreFoundAndOrdinaryPercentSignsAreNot() {
        let found: [String: String] = [
            "%@ items": "%@", "Hello %1$@": "%1$@", "%d photos": "%d", "%lld unread": "%lld", "%.1f km": "%.1f",
            "Sent %2$lld": "%2$lld", "%#@photos@": "%#@photos@", "(%s)": "%s",
        ]
        for (text, placeholder) in found {
            #expect(FormatPlaceholder.first(in: text) == placeholder, "\(text)")
        }
        for text in ["50%", "5% off", "100% done", "100%% sure", "%%", "100%free", "20%discount", "%", "a % b", "%5d"] {
            #expect(FormatPlaceholder.first(in: text) == nil, "\(text)")
        }
    }

    @Test func aDrawnTextHoldingAPlaceholderIsAnErrorAndPlainPercentTextIsNot() {
        let environment = Environment(width: 300)
        let size = Size(width: 300, height: 100)
        var entries = [
            LayoutResult.Entry(node: Node(id: "root"), parent: nil, depth: 0, frame: Rect(origin: .zero, size: size))
        ]
        for (id, text) in [("count", "%@ items"), ("battery", "Battery 50%")] {
            entries.append(
                .init(
                    node: .text(id, TextContent(text)), parent: 0, depth: 1,
                    frame: Rect(x: 0, y: id == "count" ? 0 : 50, width: 300, height: 40)))
        }
        let findings = Linter.findings(
            in: LayoutResult(name: "t", environment: environment, size: size, entries: entries)
        ).filter { $0.kind == .unfilledFormat }
        #expect(findings.map(\.nodes) == [["count"]])
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.message.contains("`%@` is a format placeholder with nothing to fill it") == true)
    }
}
