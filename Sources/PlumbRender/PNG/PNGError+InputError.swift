import PlumbCore

// An image file that is not a PNG Plumb reads: the CLI reports it with exit 2 (`InputError`).
extension PNGError: InputError {}
extension PNGFileError: InputError {}
