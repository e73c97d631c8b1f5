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

    /// The environment label without its width: `ax5`, `l@2x-rtl`, `xxl-pseudo`; a device's lane names the device
    /// after it (`l@2x on iphone-se-3`), since the device's name stands where an environment label has the width.
    public var label: String {
        template.category.shortName + variant
    }

    /// The label without the category: `""` at 1× left to right, `@2x-rtl`, ` on iphone-se-3`; lanes that differ
    /// only in category share it.
    var variant: String {
        // The column label is the size label (`375w`, a device's name) and then the variant suffix.
        let suffix = String(template.columnLabel.dropFirst(template.sizeLabel.count))
        return suffix + (template.device.map { " on " + $0.name } ?? "")
    }

    /// Every lane of `matrix` (its widths are ignored), in matrix order: category, scale, direction, localisation.
    public static func lanes(of matrix: Matrix) -> [BisectLane] {
        var one = matrix
        one.widths = [1]
        one.fitsWidth = false
        return one.environments.map(BisectLane.init)
    }
}
