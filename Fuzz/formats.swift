import Foundation
import PlumbCore

/// libFuzzer entry: the input as one String Catalog value, line by line, through the printf-style format parser
/// (`FormatString`) and the filler that picks plural forms and substitutes `%#@variables@` (`StringsFormatter`).
///
/// The first line is the format; later lines are `zero=`…`other=` plural forms, `@name:category=form` variable forms,
/// `@name$N spec` a variable's argument and specifier, `args=a,b,c`, `count=N` and `locale=xx`. The value is
/// checked (`StringsFormatter.check`, at a text limit of 500 characters) and filled in its locale and in six others.
///
/// A `FormatProblem` is a correct answer. A crash, a hang, an empty message, a parse that disagrees with itself, or
/// a value that passed the check but then fails to fill or fills past the text limit is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormats(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let input = FormatsInput(text)
    do {
        let pieces = try FormatString.parse(input.value.format)
        for piece in pieces {
            switch piece {
            case .specifier(let argument?, _, _, _, _), .variable(let argument?, _):
                precondition((1...1000).contains(argument), "a positional argument outside 1…1000")
            default: continue
            }
        }
        _ = try FormatString.argumentsRead(input.value.format)
    } catch {
        precondition(!error.message.isEmpty, "a problem without a message")
    }
    let limit = 500
    for locale in [input.locale, "en", "de", "ar", "ar-MA", "fa", "ru", "pl"] {
        var checked = false
        do {
            try StringsFormatter.check(input.value, for: input.keyed, locale: locale, maxLength: limit)
            checked = true
        } catch {
            precondition(!error.message.isEmpty, "a problem without a message")
        }
        do {
            let filled = try StringsFormatter.string(input.value, for: input.keyed, locale: locale)
            if checked && input.checkSeesEveryForm {
                precondition(filled.count <= limit, "a value that passed the check filled past the text limit")
            }
        } catch {
            precondition(!error.message.isEmpty, "a problem without a message")
            precondition(
                !(checked && input.checkSeesEveryForm), "a value that passed the check failed to fill: \(error)")
        }
    }
    return 0
}

/// One value and the node's arguments, read from the fuzzer's lines.
struct FormatsInput {
    var value = LocalizedValue(format: "")
    var keyed = LocalizedText(key: "k")
    var locale = "en"

    init(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        value.format = lines.first ?? ""
        for line in lines.dropFirst() {
            if line.hasPrefix("args=") {
                keyed.arguments = line.dropFirst(5).split(separator: ",", omittingEmptySubsequences: false).prefix(12)
                    .map(String.init)
            } else if line.hasPrefix("count=") {
                keyed.count = String(line.dropFirst(6))
            } else if line.hasPrefix("locale=") {
                locale = String(line.dropFirst(7).prefix(12))
            } else if line.hasPrefix("@") {
                variable(line.dropFirst())
            } else if let (category, form) = Self.form(line) {
                var plural = value.plural ?? PluralForms([:])
                plural.forms[category] = form
                value.plural = plural
            }
        }
        // The readers refuse plural forms without `other`: give every set one, as a file that reads would.
        if value.plural != nil && value.plural?.forms[.other] == nil { value.plural?.forms[.other] = "" }
        for name in value.substitutions.keys where value.substitutions[name]?.plural.forms[.other] == nil {
            value.substitutions[name]?.plural.forms[.other] = ""
        }
    }

    /// `name:category=form` (a form) or `name$N spec` (the argument and specifier).
    private mutating func variable(_ line: Substring) {
        if let colon = line.firstIndex(of: ":"),
            let (category, form) = Self.form(String(line[line.index(after: colon)...]))
        {
            let name = String(line[..<colon])
            var substitution =
                value.substitutions[name]
                ?? PluralSubstitution(argumentNumber: nil, formatSpecifier: "d", plural: PluralForms([:]))
            substitution.plural.forms[category] = form
            value.substitutions[name] = substitution
        } else if let dollar = line.firstIndex(of: "$") {
            let name = String(line[..<dollar])
            let rest = line[line.index(after: dollar)...].split(separator: " ", maxSplits: 1)
            var substitution =
                value.substitutions[name]
                ?? PluralSubstitution(argumentNumber: nil, formatSpecifier: "d", plural: PluralForms([:]))
            substitution.argumentNumber = rest.first.flatMap { Int($0) }.map { min(max($0, 1), 1000) }
            if rest.count == 2 { substitution.formatSpecifier = String(rest[1]) }
            value.substitutions[name] = substitution
        }
    }

    /// `category=form`, or `nil` when the line is not one.
    private static func form(_ line: String) -> (PluralCategory, String)? {
        guard let equals = line.firstIndex(of: "="), let category = PluralCategory(rawValue: String(line[..<equals]))
        else { return nil }
        return (category, String(line[line.index(after: equals)...]))
    }

    /// Whether `StringsFormatter.check` fills every combination of forms (it fills the first 64).
    var checkSeesEveryForm: Bool {
        let combinations = value.substitutions.values.reduce(1) { $0 * max($1.plural.forms.count, 1) }
        return combinations <= 64
    }
}
