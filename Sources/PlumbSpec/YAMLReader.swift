import Foundation
import PlumbCore
import Yams

/// Typed access to a YAML mapping that turns every mismatch into a `SpecError` with the key's line and column.
struct YAMLReader {
    let file: String
    let mapping: Yams.Node.Mapping
    /// Where the mapping itself starts, for "missing key" errors.
    let line: Int
    let column: Int
    /// What this mapping is, for messages ("a node", "the matrix").
    let context: String

    /// Wraps `node`, which must be a mapping whose keys are plain strings, each given once.
    init(_ node: Yams.Node, key: String, file: String, context: String) throws(SpecError) {
        guard case .mapping(let mapping) = node else {
            throw .wrongType(
                file: file, line: node.line, column: node.column, key: key, expected: "a mapping of keys to values")
        }
        self.file = file
        self.mapping = mapping
        self.line = node.line
        self.column = node.column
        self.context = context
        var seen = Set<String>()
        for (keyNode, _) in mapping {
            guard let name = keyNode.scalar?.string else {
                throw .wrongType(
                    file: file, line: keyNode.line, column: keyNode.column, key: "key", expected: "a plain string")
            }
            guard seen.insert(name).inserted else {
                throw .duplicateKey(file: file, line: keyNode.line, column: keyNode.column, key: name)
            }
        }
    }

    /// The keys in file order, with their positions.
    var keys: [(name: String, line: Int, column: Int)] {
        mapping.map { ($0.key.scalar?.string ?? "", $0.key.line, $0.key.column) }
    }

    /// Rejects any key not in `allowed`.
    func checkKeys(_ allowed: [String]) throws(SpecError) {
        for key in keys where !allowed.contains(key.name) {
            throw .unknownKey(file: file, line: key.line, column: key.column, key: key.name, allowed: allowed)
        }
    }

    func node(_ key: String) -> Yams.Node? { mapping[key] }

    func has(_ key: String) -> Bool { mapping[key] != nil }

    func string(_ key: String) throws(SpecError) -> String? {
        guard let value = mapping[key] else { return nil }
        guard let scalar = value.scalar else {
            throw .wrongType(file: file, line: value.line, column: value.column, key: key, expected: "a string")
        }
        return scalar.string
    }

    func requiredString(_ key: String) throws(SpecError) -> String {
        guard let value = try string(key) else {
            throw .missingKey(file: file, line: line, column: column, key: key, context: context)
        }
        return value
    }

    func bool(_ key: String) throws(SpecError) -> Bool? {
        guard let value = mapping[key] else { return nil }
        switch value.scalar?.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default:
            throw .wrongType(file: file, line: value.line, column: value.column, key: key, expected: "true or false")
        }
    }

    /// A finite number within `range`.
    func number(_ key: String, in range: ClosedRange<Double> = -1e6...1e6) throws(SpecError) -> Double? {
        guard let value = mapping[key] else { return nil }
        return try Self.number(value, key: key, in: range, file: file)
    }

    func integer(_ key: String, in range: ClosedRange<Int>) throws(SpecError) -> Int? {
        guard let value = try number(key, in: Double(range.lowerBound)...Double(range.upperBound)) else { return nil }
        guard value == value.rounded() else {
            let node = mapping[key]!
            throw .invalidValue(
                file: file, line: node.line, column: node.column, key: key, value: node.scalar?.string ?? "",
                expected: "a whole number")
        }
        return Int(value)
    }

    /// A list of finite numbers of length `counts`.
    func numbers(
        _ key: String, counts: Set<Int>, in range: ClosedRange<Double> = -1e6...1e6
    ) throws(SpecError) -> [Double]? {
        guard let value = mapping[key] else { return nil }
        guard case .sequence(let sequence) = value, counts.contains(sequence.count) else {
            let sizes = counts.sorted().map(String.init).joined(separator: " or ")
            throw .wrongType(
                file: file, line: value.line, column: value.column, key: key, expected: "a list of \(sizes) numbers")
        }
        var result: [Double] = []
        for item in sequence { result.append(try Self.number(item, key: key, in: range, file: file)) }
        return result
    }

    /// Parses one scalar as a finite number in `range`.
    static func number(
        _ value: Yams.Node, key: String, in range: ClosedRange<Double>, file: String
    ) throws(SpecError) -> Double {
        guard let text = value.scalar?.string else {
            throw .wrongType(file: file, line: value.line, column: value.column, key: key, expected: "a number")
        }
        guard let number = Double(text.trimmingCharacters(in: .whitespaces)), text.lowercased() != "nan" else {
            let expected =
                text.lowercased().contains("nan") || text.lowercased().contains("inf") ? "a finite number" : "a number"
            throw .invalidValue(
                file: file, line: value.line, column: value.column, key: key, value: text, expected: expected)
        }
        guard number.isFinite else {
            throw .invalidValue(
                file: file, line: value.line, column: value.column, key: key, value: text, expected: "a finite number")
        }
        guard range.contains(number) else {
            throw .invalidValue(
                file: file, line: value.line, column: value.column, key: key, value: text,
                expected: "a number from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound))")
        }
        return number
    }

    /// A value that must be one of `choices` (compared case-insensitively).
    func choice<T>(_ key: String, _ parse: (String) -> T?, expected: String) throws(SpecError) -> T? {
        guard let text = try string(key) else { return nil }
        guard let value = parse(text) else {
            let node = mapping[key]!
            throw .invalidValue(
                file: file, line: node.line, column: node.column, key: key, value: text, expected: expected)
        }
        return value
    }
}

extension Yams.Node {
    /// 1-based line of the node in its file (1 when unknown).
    var line: Int { mark?.line ?? 1 }
    /// 1-based column of the node (1 when unknown).
    var column: Int { mark?.column ?? 1 }
}
