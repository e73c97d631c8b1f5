import Foundation
import Testing

/// One vocabulary: every flag every verb's `--help` shows is in docs/flags.md with that verb, every verb the
/// glossary lists for a flag has it, and each flag takes the same value (the help's placeholder, `<W>`) in every
/// verb — so one name cannot mean two things in two verbs. Deprecated aliases (hidden, `--help-hidden`) are checked
/// against the glossary's own table the same way.
@Suite struct FlagGlossaryTests {
    /// A flag as the glossary or a help screen declares it: its long name and its value placeholder (`nil`: none).
    struct Declaration: Hashable, CustomStringConvertible {
        var flag: String
        var value: String?
        var description: String { flag + (value.map { " " + $0 } ?? "") }
    }

    /// The glossary: flag → its value and verbs; deprecated aliases by flag and verb.
    struct Glossary {
        var entries: [String: (value: String?, verbs: Set<String>)] = [:]
        var aliases: [String: (value: String?, verbs: Set<String>)] = [:]
        var duplicates: [String] = []
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Reads the tables of docs/flags.md: a row whose first cell is a flag in backticks.
    static func glossary() throws -> Glossary {
        let text = try String(contentsOf: root.appendingPathComponent("docs/flags.md"), encoding: .utf8)
        var glossary = Glossary()
        var inAliases = false
        for line in text.split(separator: "\n").map(String.init) {
            if line.hasPrefix("## ") { inAliases = line == "## Deprecated aliases" }
            guard line.hasPrefix("| `-") else { continue }
            let cells = line.replacingOccurrences(of: "\\|", with: "\u{1}").split(separator: "|").map {
                $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\u{1}", with: "|")
            }
            let declaration = parseCell(cells[0])
            if inAliases {
                let verb = cells[1]
                var entry = glossary.aliases[declaration.flag] ?? (declaration.value, [])
                entry.verbs.insert(verb)
                glossary.aliases[declaration.flag] = entry
            } else {
                if glossary.entries[declaration.flag] != nil { glossary.duplicates.append(declaration.flag) }
                let verbs = Set(cells[2].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
                glossary.entries[declaration.flag] = (declaration.value, verbs)
            }
        }
        return glossary
    }

    /// `` `-o, --output PATH` `` → `--output`, `PATH`.
    static func parseCell(_ cell: String) -> Declaration {
        let words = cell.trimmingCharacters(in: CharacterSet(charactersIn: "`")).split(separator: " ").map(String.init)
        let index = words.firstIndex { $0.hasPrefix("--") }!
        let rest = words[(index + 1)...]
        return Declaration(
            flag: words[index].trimmingCharacters(in: CharacterSet(charactersIn: ",")),
            value: rest.isEmpty ? nil : rest.joined(separator: " "))
    }

    /// The verbs `plumb --help` lists.
    static func verbs() throws -> [String] {
        let help = try PlumbProcess.run(["--help"]).stdout
        let lines = help.components(separatedBy: "SUBCOMMANDS:")[1].split(separator: "\n")
        return lines.compactMap { line in
            guard line.hasPrefix("  "), !line.hasPrefix("   "), !line.contains("See 'plumb help") else { return nil }
            return line.split(separator: " ").first.map(String.init)
        }
    }

    /// The flags a help screen shows: `  -o, --output <PATH>   Output folder.` → `--output`, `PATH`.
    static func declarations(inHelp help: String) -> Set<Declaration> {
        var result = Set<Declaration>()
        for line in help.split(separator: "\n") where line.hasPrefix("  -") {
            let words = line.split(separator: " ").map(String.init)
            guard let index = words.firstIndex(where: { $0.hasPrefix("--") }) else { continue }
            let next = words.count > index + 1 ? words[index + 1] : ""
            let value = next.hasPrefix("<") && next.hasSuffix(">") ? String(next.dropFirst().dropLast()) : nil
            result.insert(Declaration(flag: words[index], value: value))
        }
        return result
    }

    @Test func everyVerbsFlagsAreInTheGlossaryWithOneValueEach() throws {
        let glossary = try Self.glossary()
        #expect(glossary.duplicates.isEmpty, "a flag has one glossary entry: \(glossary.duplicates)")
        let verbs = try Self.verbs()
        #expect(verbs.count >= 14 && verbs.contains("check") && verbs.contains("bisect"), "\(verbs)")
        var seen: [String: Set<String>] = [:]
        var seenAliases: [String: Set<String>] = [:]
        for verb in verbs {
            let visible = Self.declarations(inHelp: try PlumbProcess.run([verb, "--help"]).stdout)
            let all = Self.declarations(inHelp: try PlumbProcess.run([verb, "--help-hidden"]).stdout)
            #expect(!visible.isEmpty && visible.isSubset(of: all), "plumb \(verb) --help shows no flags")
            for declaration in visible {
                seen[declaration.flag, default: []].insert(verb)
                guard let entry = glossary.entries[declaration.flag] else {
                    Issue.record("plumb \(verb) has \(declaration), which docs/flags.md does not list")
                    continue
                }
                #expect(
                    entry.value == declaration.value,
                    "plumb \(verb) \(declaration) takes another value than docs/flags.md's \(declaration.flag) \(entry.value ?? "(no value)")"
                )
                #expect(entry.verbs.contains(verb), "docs/flags.md does not list \(verb) for \(declaration.flag)")
            }
            for declaration in all.subtracting(visible) {
                seenAliases[declaration.flag, default: []].insert(verb)
                guard let alias = glossary.aliases[declaration.flag], alias.verbs.contains(verb) else {
                    Issue.record(
                        "plumb \(verb) has the hidden \(declaration), which docs/flags.md's deprecated aliases do not list"
                    )
                    continue
                }
                #expect(alias.value == declaration.value, "plumb \(verb) \(declaration): docs/flags.md says \(alias)")
            }
        }
        for (flag, entry) in glossary.entries {
            #expect(
                seen[flag, default: []] == entry.verbs,
                "docs/flags.md lists \(flag) for \(entry.verbs.sorted()), the verbs' help for \(seen[flag, default: []].sorted())"
            )
        }
        for (flag, alias) in glossary.aliases {
            #expect(
                seenAliases[flag, default: []] == alias.verbs,
                "docs/flags.md lists the alias \(flag) for \(alias.verbs.sorted()), --help-hidden for \(seenAliases[flag, default: []].sorted())"
            )
        }
    }
}
