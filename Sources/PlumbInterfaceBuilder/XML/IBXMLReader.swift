import Foundation
import PlumbCore

/// Reads an Interface Builder document's XML into `IBElement`s, entity-free and within `IBReadLimits`.
///
/// The bytes go through PlumbCore's `XMLTokenizer` (the lexer the plist reader shares): Interface Builder never
/// writes a document type declaration, so any `<!DOCTYPE` or `<!ENTITY` is refused and no entity beyond XML's five
/// predefined ones is ever expanded — no entity bomb ("billion laughs"), no external entity. The tokenizer checks the
/// budgets as it goes and names the line and column of whatever stopped it.
public enum IBXMLReader {
    /// The root element of `data`, read from `file` (named in errors).
    ///
    /// - Throws: `IBError` with the file, the line, the column and what was wrong.
    public static func read(_ data: Data, file: String, limits: IBReadLimits = .default) throws(IBError) -> IBElement {
        do {
            var tokenizer = try XMLTokenizer(
                data, limits: limits.xml, doctype: .refuse, keepsWhitespaceText: false)
            return try tree(from: &tokenizer)
        } catch {
            throw IBError(file: file, line: error.line, column: error.column, problem: problem(of: error.problem))
        }
    }

    /// The element tree, built on a stack as the tokens come.
    private static func tree(from tokenizer: inout XMLTokenizer) throws(XMLSyntaxError) -> IBElement {
        var stack: [IBElement] = []
        var root: IBElement?
        while let token = try tokenizer.next() {
            switch token {
            case .start(let tag):
                stack.append(IBElement(name: tag.name, attributes: tag.attributes, line: tag.line))
            case .text(let text):
                let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
                guard !trimmed.isEmpty, !stack.isEmpty else { continue }
                stack[stack.count - 1].text += trimmed
            case .end:
                guard let element = stack.popLast() else { continue }
                if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
            }
        }
        // The tokenizer ends only after the root element's end tag.
        guard let root else { preconditionFailure("the tokenizer ended without a root element") }
        return root
    }

    /// The tokenizer's refusal as the problem an Interface Builder reader reports.
    private static func problem(of problem: XMLSyntaxError.Problem) -> IBError.Problem {
        switch problem {
        case .tooLarge(let bytes, let limit): .tooLarge(bytes: bytes, limit: limit)
        case .declaration: .documentTypeDeclaration
        case .notUTF8(let reason): .notUTF8(reason)
        case .tooManyElements(let limit): .tooManyElements(limit: limit)
        case .tooDeep(let limit): .tooDeep(limit: limit)
        case .valueTooLong(let name, let bytes, let limit): .attributeTooLong(name: name, bytes: bytes, limit: limit)
        case .malformed(let reason): .malformed(reason)
        }
    }
}

extension IBReadLimits {
    /// The same budgets, as the tokenizer takes them.
    var xml: XMLReadLimits {
        XMLReadLimits(bytes: bytes, elements: elements, depth: depth, valueLength: attributeLength)
    }
}
