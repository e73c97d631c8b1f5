import Foundation
import Testing

/// PlumbCore, PlumbLayout and PlumbBuilder build for iOS 15 / macOS 12 (issue 31.13, docs/swift.md "Platforms"), so
/// an app can share its `layoutFor(width:)` code with its Linux tests.
///
/// Plumb is only built on Linux, so no Apple toolchain proves it here: these tests hold what can be checked from
/// Linux — the package's declared platforms, the three targets' dependencies, and their sources free of the APIs
/// that would need a newer system (`Synchronization.Mutex` first among them). They cannot catch every API newer
/// than macOS 12; the list below is the ones Plumb has used or is likely to.
@Suite struct PortableModulesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let portable = ["PlumbCore", "PlumbLayout", "PlumbBuilder"]

    /// Text a portable module's source must not hold, each with what it needs (Apple's availability annotations).
    static let newerAPIs: [(text: String, needs: String)] = [
        ("import Synchronization", "macOS 15 / iOS 18 (use PlumbCore's Locked)"),
        ("Mutex<", "macOS 15 / iOS 18 (use PlumbCore's Locked)"), ("Mutex(", "macOS 15 / iOS 18 (use Locked)"),
        ("Atomic<", "macOS 15 / iOS 18"), ("Int128", "macOS 15 / iOS 18"), ("InlineArray", "macOS 26 / iOS 26"),
        ("Span<", "macOS 26 / iOS 26"), ("firstRange(of:", "macOS 13 / iOS 16"), (".ranges(of:", "macOS 13 / iOS 16"),
        (".replacing(", "macOS 13 / iOS 16"), ("trimmingPrefix(", "macOS 13 / iOS 16"),
        ("wholeMatch(", "macOS 13 / iOS 16"), ("firstMatch(", "macOS 13 / iOS 16"), ("Regex<", "macOS 13 / iOS 16"),
        ("try Regex(", "macOS 13 / iOS 16"), ("#/", "macOS 13 / iOS 16 (regex literal)"),
        ("ContinuousClock", "macOS 13 / iOS 16"), ("SuspendingClock", "macOS 13 / iOS 16"),
        ("Duration", "macOS 13 / iOS 16"), ("URL(filePath:", "macOS 13 / iOS 16"),
        (".appending(path:", "macOS 13 / iOS 16"), ("path(percentEncoded:", "macOS 13 / iOS 16"),
        ("import Glibc", "Linux only (put it behind #if canImport(Glibc))"), ("import CCairoPango", "Linux only"),
    ]

    /// Every Swift file of `module`, with its text.
    static func sources(_ module: String) throws -> [(path: String, text: String)] {
        let folder = root.appendingPathComponent("Sources/\(module)")
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return try files.filter { $0.hasSuffix(".swift") }.sorted().map {
            ("Sources/\(module)/\($0)", try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
        }
    }

    /// A line's code, without a `//` comment (doc comments may name the APIs they avoid).
    static func code(_ line: Substring) -> Substring {
        let trimmed = line.drop { $0 == " " }
        return trimmed.hasPrefix("//") ? "" : line
    }

    @Test(arguments: portable)
    func aPortableModuleUsesNoAPINewerThanMacOS12(module: String) throws {
        let files = try Self.sources(module)
        #expect(files.count > 5, "found no sources of \(module) under \(Self.root.path)")
        var found: [String] = []
        for (path, text) in files {
            // `import Glibc` is fine inside `#if canImport(Glibc)`, as Locked.swift does.
            var guarded = false
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = Self.code(line)
                if code.contains("#if canImport(Glibc)") || code.contains("#elseif canImport(Glibc)") { guarded = true }
                if code.contains("#endif") { guarded = false }
                for (api, needs) in Self.newerAPIs where code.contains(api) {
                    if api == "import Glibc", guarded { continue }
                    found.append("\(path):\(number + 1): \(api) needs \(needs)")
                }
                // String.contains(String) without Foundation is _StringProcessing's (macOS 13).
                if !text.contains("import Foundation"),
                    code.range(of: #"\.contains\("[^"\\]{2,}""#, options: .regularExpression) != nil
                {
                    found.append("\(path):\(number + 1): String.contains(String) without Foundation needs macOS 13")
                }
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test func thePackageDeclaresMacOS12AndIOS15() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let line = try #require(manifest.split(separator: "\n").first { $0.contains("platforms:") })
        #expect(line.contains(".macOS(.v12)"), "Package.swift: \(line)")
        #expect(line.contains(".iOS(.v15)"), "Package.swift: \(line)")
    }

    /// The portable targets depend only on each other: nothing of Cairo, Pango, YAML or the pipeline.
    @Test(arguments: portable)
    func aPortableTargetDependsOnlyOnPortableTargets(module: String) throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declaration = try #require(
            manifest.split(separator: "\n").first { $0.contains(".target(name: \"\(module)\"") },
            "Package.swift declares \(module) on one line")
        let names = declaration.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map {
            String($0.element)
        }
        #expect(names.first == module)
        for dependency in names.dropFirst() {
            #expect(Self.portable.contains(dependency), "\(module) depends on \(dependency), which is not portable")
        }
    }
}
