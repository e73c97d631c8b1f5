import PlumbCore

/// A tree naming a manual layout nobody registered: the CLI reports it with exit 2 (`InputError`).
extension UnregisteredManualLayout: InputError {}
