import PlumbCore

/// The trees `Run.preflight` built, kept until the run lays the same jobs out, so each job's tree is built once
/// rather than twice (issue 33: a gallery screen parses its constraints and a spec resolves its variants on every
/// build, and the pre-flight had doubled that work in every verb).
///
/// A tree is a function of its subject and environment, so a job's layout takes the tree its pre-flight made, and
/// the output is the same as building it again. Each tree is handed out once (`take`) and then dropped, so a run
/// holds at most the trees of the jobs it has checked and not yet laid out; a job laid out a second time builds its
/// tree again. One lock per job, never per node.
///
/// At most `capacity` trees are kept, so a run's memory does not grow with its matrix (issue 31.7: a run of
/// thousands of environments held every tree from the pre-flight until its layout); the jobs past it build their
/// tree again, which costs far less than laying it out and drawing it.
final class RunTrees: Sendable {
    /// The most trees kept at once.
    static let capacity = 512

    /// A job's subject (its name is unique in a run: `spec/story` for a story) and environment.
    struct Key: Hashable {
        let name: String
        let source: String
        let environment: Environment
    }

    private let trees = Locked<[Key: Node]>([:])

    /// The tree of `subject` in `environment`: the kept one (no longer kept), else built now.
    func take(_ subject: Subject, _ environment: Environment) -> Node {
        let key = Key(name: subject.name, source: subject.source, environment: environment)
        if let tree = trees.withLock({ $0.removeValue(forKey: key) }) { return tree }
        return subject.tree(for: environment)
    }

    /// The tree of `subject` in `environment`, built and kept for `take`.
    func keep(_ subject: Subject, _ environment: Environment) -> Node {
        let tree = subject.tree(for: environment)
        let key = Key(name: subject.name, source: subject.source, environment: environment)
        trees.withLock { if $0.count < Self.capacity { $0[key] = tree } }
        return tree
    }
}
