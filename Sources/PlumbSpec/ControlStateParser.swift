import PlumbCore

/// `state: normal | highlighted | disabled | selected` on buttons, switches, segmented controls and text fields
/// (spec format: "Control states").
struct ControlStateParser {
    let file: String

    func parse(_ reader: YAMLReader, kind: NodeKind) throws(SpecError) -> ControlState {
        guard let node = reader.node("state") else { return .normal }
        guard ControlState.kinds.contains(kind) else {
            let kinds = NodeKind.allCases.filter { ControlState.kinds.contains($0) }.map { "`kind: \($0.rawValue)`" }
                .joined(separator: ", ")
            throw .unsupported(
                file: file, line: node.line, column: node.column, feature: "`state`",
                reason: "it belongs to controls (\(kinds)), and this node is a \(kind.rawValue)")
        }
        return try reader.choice(
            "state", { name in ControlState(rawValue: name.lowercased()) },
            expected: NodeParser.oneOf(ControlState.allCases.map(\.rawValue))) ?? .normal
    }
}
