import PlumbCore

/// A bisect range or option that cannot run: the CLI reports it with exit 2 (`InputError`).
extension BisectError: InputError {}
