import Foundation
import PlumbCore
import PlumbSpec
import Testing

@testable import PlumbCLI

/// `plumb --limits` lists every budget the readers of untrusted input keep (issue 32.15), from one registry
/// (`InputBudgets.all`) that the readers' own constants feed: the real binary prints the registry, every reader has a
/// budget, every limit constant in Sources/ is in the registry (so a reader given a new limit without listing it
/// fails here), and every limit `--limits` raises has an upper bound that `--limits` enforces.
@Suite struct InputBudgetsCLITests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func plumbLimitsPrintsTheRegistry() throws {
        let run = try PlumbProcess.run(["--limits"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").map(String.init) == InputBudgets.listing)
        // Spot checks against the readers' constants, as printed.
        #expect(run.stdout.contains("bytes of a request head: 16,384  [bytes; fixed]"))
        #expect(run.stdout.contains("levels of nested nodes: 200  [nesting; --limits depth=N, at most 400]"))
        #expect(run.stdout.contains("marker segments: 4,096  [elements; fixed]"))
    }

    @Test func everyReaderHasABudget() {
        for reader in InputReader.allCases {
            #expect(InputBudgets.all.contains { $0.reader == reader }, "\(reader.rawValue) has no budget")
        }
        for budget in InputBudgets.all { #expect(budget.value > 0, "\(budget.counted)") }
    }

    /// Every name `--limits` accepts is listed with its maximum, the maximum is accepted and one more is refused;
    /// every budget listed as raisable names a limit `--limits` accepts.
    @Test func everyRaisableLimitHasAnUpperBoundThatHolds() {
        let raisable = Set(InputBudgets.all.compactMap(\.limitName))
        #expect(raisable == Set(SpecLimits.names))
        for budget in InputBudgets.all {
            guard let name = budget.limitName else {
                #expect(budget.maximum == nil)
                continue
            }
            guard let maximum = budget.maximum else {
                Issue.record("\(name) has no upper bound")
                continue
            }
            #expect(maximum >= budget.value)
            #expect((try? SpecLimits.default.updated(with: "\(name)=\(maximum)").get()) != nil, "\(name)=\(maximum)")
            #expect(
                (try? SpecLimits.default.updated(with: "\(name)=\(maximum + 1)").get()) == nil, "\(name)=\(maximum + 1)"
            )
        }
    }

    /// Constants named like a limit (`max…`, `maximum…`, `…limit…`) and set to a number in Sources/ are either
    /// named in InputBudgets.swift or listed here as not bounding an input, with the reason.
    static let notInputBudgets: [String: String] = [
        "maximumBrokenWords": "how many broken words a lint message names",
        "maximumPasses": "layout passes of the Auto Layout and stack engines (a fixed point, not an input size)",
        "maximumNotes": "lines of `note: in component` an error prints (output, not input)",
        "maximumPadding": "a canvas's padding range, refused as a value out of range",
        "maximumMagnitude": "a path data number's range, refused as a value out of range",
        "listLimit": "lines of a Markdown summary (output)",
        "thumbnailLimit": "thumbnails in a report's grid (output)",
        "byteLimit": "the shadow mask cache's memory (a cache, not an input)",
    ]

    @Test func everyLimitConstantIsInTheRegistry() throws {
        let registry = try String(
            contentsOf: Self.root.appendingPathComponent("Sources/PlumbCLI/InputBudgets.swift"), encoding: .utf8)
        let pattern = try NSRegularExpression(
            pattern:
                #"static (?:let|var) ((?:max|maximum|limit)[A-Za-z]*|[a-z][A-Za-z]*Limit)\b[^=\n]*= *([0-9][0-9_]*[^\n]*)"#
        )
        var unlisted: [String] = []
        let sources = Self.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
        for case let file as URL in files where file.pathExtension == "swift" {
            let path = file.path.replacingOccurrences(of: sources.path + "/", with: "")
            guard !path.hasPrefix("plumb-bench/"), !path.hasPrefix("PlumbGallery/") else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let name = String(text[Range(match.range(at: 1), in: text)!])
                guard !registry.contains("." + name), Self.notInputBudgets[name] == nil else { continue }
                unlisted.append("\(path): \(name)")
            }
        }
        #expect(unlisted.isEmpty, "limits not listed by `plumb --limits` (InputBudgets.all): \(unlisted)")
    }
}
