import PlumbCore

/// Refuses a first argument that is no verb, with the closest verb: `plumb chek` says "did you mean `check`?".
///
/// Without this, an unknown verb would reach the default verb (`demo`) as a stray argument and be reported as
/// "Unexpected argument", which names neither the mistake nor the fix.
enum UnknownVerb {
    static func check(_ arguments: [String], verbs: [String]) throws {
        guard let first = arguments.first, !first.hasPrefix("-"), !verbs.contains(first), first != "help" else {
            return
        }
        throw UsageError.unknownVerb(first, verbs: verbs)
    }
}
