import PlumbCore

extension LintFinding {
    /// The finding as one JSON object: `{"kind", "nodes", "environment", "rects", "message", "severity"}`.
    public var jsonText: String {
        let env = environment
        let environmentText =
            "{\"width\": \(formatNumber(env.width)), \"category\": \(jsonString(env.category.name)), "
            + "\"scale\": \(env.scale), \"direction\": \(jsonString(env.direction.rawValue)), \"label\": \(jsonString(env.label))}"
        let rectsText = rects.map {
            "{\"x\": \(formatNumber($0.x)), \"y\": \(formatNumber($0.y)), \"width\": \(formatNumber($0.width)), \"height\": \(formatNumber($0.height))}"
        }.joined(separator: ", ")
        return
            "{\"kind\": \(jsonString(kind.rawValue)), \"nodes\": [\(nodes.map(jsonString).joined(separator: ", "))], "
            + "\"environment\": \(environmentText), \"rects\": [\(rectsText)], \"message\": \(jsonString(message)), "
            + "\"severity\": \(jsonString(severity.rawValue))}"
    }

    /// One line for humans: `375w-l  unsatisfiable  a, b  message…` (the message may continue on indented lines).
    public var line: String {
        "\(environment.label)  \(kind.rawValue)\(severity == .error ? "" : " (\(severity.rawValue))")  \(nodes.joined(separator: ", "))  \(message)"
    }
}
