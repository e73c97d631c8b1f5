import PlumbCore

/// A spec that does not read is bad input: the CLI reports it with exit 2 (`InputError`).
extension SpecError: InputError {}
