import PlumbCore

extension MatrixOptions {
    /// The matrix of `source`: its own (or the default) with the flags applied, refused when it fits the width to
    /// the content of a root that has a fixed width.
    ///
    /// - Throws: `CLIFailure.badInput` for a bad flag value, or naming the root's `width:` at file:line:column.
    func matrix(for source: SpecSource) throws -> Matrix {
        let matrix = try matrix(over: source.matrix ?? .default)
        if matrix.fitsWidth, matrix.devices.isEmpty, let location = source.fixedRootWidth {
            throw CLIFailure.badInput(
                "\(location): the root has a fixed width, so --width fit cannot fit it to its content; "
                    + "drop the root's width, or render at fixed widths (--width 320,375)")
        }
        return matrix
    }
}
