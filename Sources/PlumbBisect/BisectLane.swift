import PlumbCore

/// One line through the matrix along the width axis: a category, scale, direction and localisation (and the
/// screen's height and safe area), at every width of the range.
public struct BisectLane: Hashable, Sendable {
    /// The lane's environment at any width; `environment(width:)` sets the width.
    public var template: Environment

    public init(_ template: Environment) {
        self.template = template
    }

    /// The lane's environment at `width`.
    public func environment(width: Double) -> Environment {
        var environment = template
        environment.width = width
        return environment
    }

    /// The environment label without its width: `ax5`, `l@2x-rtl`, `xxl-pseudo`.
    public var label: String {
        let full = template.label
        guard let dash = full.range(of: "w-") else { return full }
        return String(full[dash.upperBound...])
    }

    /// The label without the category: `""` at 1× left to right, `@2x-rtl`; lanes that differ only in category share it.
    var variant: String {
        String(label.dropFirst(template.category.shortName.count))
    }

    /// Every lane of `matrix` (its widths are ignored), in matrix order: category, scale, direction, localisation.
    public static func lanes(of matrix: Matrix) -> [BisectLane] {
        var one = matrix
        one.widths = [1]
        one.fitsWidth = false
        return one.environments.map(BisectLane.init)
    }
}
