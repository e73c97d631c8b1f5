import Foundation

/// One piece of a printf-style format as Foundation's `String(format:)` reads it: literal text, or a specifier.
enum FormatPiece: Hashable {
    case literal(String)
    /// `%[n$][flags][width][.precision][length]conversion`: `argument` is `n` for a positional specifier.
    case specifier(argument: Int?, flags: String, width: String, precision: String, conversion: Character)
    /// `%#@name@` or `%n$#@name@`: a plural variable.
    case variable(argument: Int?, name: String)
}

/// A format string that does not parse or does not fit its arguments.
struct FormatProblem: Error, Hashable {
    var message: String
}

/// Parses and fills printf-style formats: `%@`, `%d`, `%i`, `%u`, `%ld`, `%lld`, `%f`, `%.1f`, `%x`, `%c`, `%s`,
/// positional `%1$@`, `%%`, and the plural variables `%#@name@` of String Catalogs and `.stringsdict` files.
enum FormatString {
    static let conversions: Set<Character> = [
        "@", "d", "i", "u", "o", "x", "X", "f", "F", "e", "E", "g", "G", "c", "s", "S", "a", "A", "C",
    ]
    static let integerConversions: Set<Character> = ["d", "i", "u", "o", "x", "X", "c", "C"]
    static let floatConversions: Set<Character> = ["f", "F", "e", "E", "g", "G", "a", "A"]

    /// The pieces of `format`.
    static func parse(_ format: String) throws(FormatProblem) -> [FormatPiece] {
        var pieces: [FormatPiece] = []
        var literal = ""
        let characters = Array(format)
        var index = 0
        func peek() -> Character? { index < characters.count ? characters[index] : nil }
        while index < characters.count {
            let character = characters[index]
            index += 1
            guard character == "%" else { literal.append(character); continue }
            if peek() == "%" { literal.append("%"); index += 1; continue }
            let start = index - 1
            var digits = ""
            while let next = peek(), next.isASCII, next.isNumber { digits.append(next); index += 1 }
            var argument: Int?
            if peek() == "$", !digits.isEmpty {
                guard let number = Int(digits), number >= 1, number <= 1000 else {
                    throw FormatProblem(message: "`%\(digits)$` names argument \(digits), expected 1 to 1000")
                }
                argument = number
                index += 1
                digits = ""
            }
            if digits.isEmpty, peek() == "#", index + 1 < characters.count, characters[index + 1] == "@" {
                index += 2
                var name = ""
                while let next = peek(), next != "@" { name.append(next); index += 1 }
                guard peek() == "@", !name.isEmpty else {
                    throw FormatProblem(
                        message:
                            "`\(String(characters[start..<min(index, characters.count)]))` is not closed: a variable is written %#@name@"
                    )
                }
                index += 1
                if !literal.isEmpty { pieces.append(.literal(literal)); literal = "" }
                pieces.append(.variable(argument: argument, name: name))
                continue
            }
            var flags = ""
            if digits.isEmpty {
                while let next = peek(), "-+ #0'".contains(next) { flags.append(next); index += 1 }
                while let next = peek(), next.isASCII, next.isNumber { digits.append(next); index += 1 }
            }
            var precision = ""
            if peek() == "." {
                precision = "."
                index += 1
                while let next = peek(), next.isASCII, next.isNumber { precision.append(next); index += 1 }
            }
            while let next = peek(), "hlqLzjt".contains(next) { index += 1 }
            guard let conversion = peek(), conversions.contains(conversion) else {
                let written = String(characters[start..<min(index + 1, characters.count)])
                throw FormatProblem(
                    message:
                        "`\(written)` is not a format specifier (expected %@, %d, %lld, %f, %1$@, … or %% for a percent sign)"
                )
            }
            index += 1
            let written = String(characters[start..<index])
            try checkField(digits, "width", in: written)
            try checkField(String(precision.dropFirst()), "precision", in: written)
            if !literal.isEmpty { pieces.append(.literal(literal)); literal = "" }
            pieces.append(
                .specifier(
                    argument: argument, flags: flags, width: digits, precision: precision, conversion: conversion))
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return pieces
    }

    /// Refuses a field width or precision over `SpecLimits.maximumTextLength`: `%999999999d` would make a string of a
    /// billion characters (GLib aborted on one after 37 s and 2 GB), longer than any text Plumb lays out.
    private static func checkField(_ digits: String, _ name: String, in written: String) throws(FormatProblem) {
        guard !digits.isEmpty else { return }
        let limit = SpecLimits.maximumTextLength
        guard digits.count > String(limit).count || Int(digits)! > limit else { return }
        throw FormatProblem(
            message:
                "`\(written)` has a field \(name) of \(digits), over the most characters a text may have (\(limit))")
    }

    /// `format` filled with `arguments` (as written in the spec), the sequential specifiers starting at argument
    /// `firstArgument` (0-based); `variable` resolves `%#@name@` to its text.
    static func fill(
        _ format: String, arguments: [String], firstArgument: Int = 0, decimalSeparator: String = ".",
        digits: [Character]? = nil,
        variable: (_ name: String, _ argument: Int) throws(FormatProblem) -> String
    ) throws(FormatProblem) -> String {
        var out = ""
        var next = firstArgument
        for piece in try parse(format) {
            switch piece {
            case .literal(let text):
                out += text
            case .variable(let argument, let name):
                let index = argument.map { $0 - 1 } ?? next
                next = index + 1
                out += try variable(name, index)
            case .specifier(let argument, let flags, let width, let precision, let conversion):
                let index = argument.map { $0 - 1 } ?? next
                next = index + 1
                guard index < arguments.count else {
                    throw FormatProblem(
                        message:
                            "the format \(format.debugDescription) reads argument \(index + 1), but the node gives \(arguments.count) (`args:`)"
                    )
                }
                let text = try convert(
                    arguments[index], number: index + 1, flags: flags, width: width, precision: precision,
                    conversion: conversion, decimalSeparator: decimalSeparator)
                let numeric =
                    (integerConversions.contains(conversion) && conversion != "c" && conversion != "C")
                    || floatConversions.contains(conversion)
                if let digits, numeric {
                    out += String(text.map { $0.isASCII && $0.isNumber ? digits[Int($0.asciiValue! - 48)] : $0 })
                } else {
                    out += text
                }
            }
        }
        return out
    }

    /// One argument through one specifier.
    static func convert(
        _ argument: String, number: Int, flags: String, width: String, precision: String, conversion: Character,
        decimalSeparator: String
    ) throws(FormatProblem) -> String {
        if integerConversions.contains(conversion) {
            guard let value = Int64(argument.trimmingCharacters(in: .whitespaces)) else {
                throw FormatProblem(
                    message: "argument \(number) is \(argument.debugDescription), but %\(conversion) expects an integer"
                )
            }
            if conversion == "c" || conversion == "C" {
                return Unicode.Scalar(UInt32(truncatingIfNeeded: value)).map { String(Character($0)) } ?? ""
            }
            return String(format: "%" + flags + width + precision + "ll" + String(conversion), value)
        }
        if floatConversions.contains(conversion) {
            guard let value = Double(argument.trimmingCharacters(in: .whitespaces)), value.isFinite else {
                throw FormatProblem(
                    message: "argument \(number) is \(argument.debugDescription), but %\(conversion) expects a number")
            }
            let text = String(format: "%" + flags + width + precision + String(conversion), value)
            return decimalSeparator == "." ? text : text.replacingOccurrences(of: ".", with: decimalSeparator)
        }
        return argument
    }

    /// The highest argument `format` reads (sequential specifiers from `firstArgument`), 0 for none.
    static func argumentsRead(_ format: String, firstArgument: Int = 0) throws(FormatProblem) -> Int {
        var highest = 0, next = firstArgument
        for piece in try parse(format) {
            switch piece {
            case .literal: continue
            case .variable(let argument, _), .specifier(let argument, _, _, _, _):
                let index = argument.map { $0 - 1 } ?? next
                next = index + 1
                highest = max(highest, index + 1)
            }
        }
        return highest
    }
}
