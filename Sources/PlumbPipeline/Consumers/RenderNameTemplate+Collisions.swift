import PlumbCore

extension RenderNameTemplate {
    /// One render to name: the spec's safe file name, where it came from (for messages) and its environment.
    public struct Render: Hashable, Sendable {
        public var spec: String
        public var source: String
        public var environment: Environment

        public init(spec: String, source: String, environment: Environment) {
            self.spec = spec
            self.source = source
            self.environment = environment
        }
    }

    /// The name of every render, in order, checked so that no two different renders get the same file.
    ///
    /// The same spec file in the same environment twice is one render, named once more. Names are compared as the
    /// file system sees them, so `A` and `a` differ.
    ///
    /// - Throws: `RenderNameError` naming the two renders that would share a file and the placeholders that tell
    ///   them apart.
    public func names(for renders: [Render]) throws(RenderNameError) -> [String] {
        var seen: [String: Render] = [:]
        var names: [String] = []
        names.reserveCapacity(renders.count)
        for subject in renders {
            let name = name(spec: subject.spec, environment: subject.environment)
            if let first = seen[name], first.source != subject.source || first.environment != subject.environment {
                let missing = Self.differences(first, subject).subtracting(placeholders)
                let hint =
                    missing.isEmpty
                    ? "give the specs different names (`name:`)"
                    : "add "
                        + Placeholder.allCases.filter(missing.contains).map { "{\($0.rawValue)}" }.joined(
                            separator: " or ")
                throw RenderNameError(
                    template: text,
                    problem:
                        "\(first.source) at \(first.environment.label) and \(subject.source) at \(subject.environment.label) "
                        + "would both be written to \(name).png; \(hint)")
            }
            seen[name] = subject
            names.append(name)
        }
        return names
    }

    /// The placeholders whose values differ between two renders (`label` whenever their environments differ).
    static func differences(_ a: Render, _ b: Render) -> Set<Placeholder> {
        var result = Set<Placeholder>()
        for placeholder in Placeholder.allCases
        where placeholder.value(spec: a.spec, environment: a.environment)
            != placeholder.value(spec: b.spec, environment: b.environment)
        {
            result.insert(placeholder)
        }
        return result
    }
}
