/// What a baselines folder weighs: files and bytes in all, per spec, per kind of file, and per value of each matrix
/// axis, with what recording a single value of each axis would save (`plumb stats`).
///
/// A team's baselines grow as the product of its axes (widths × categories × appearances × …), so the question a
/// repository's size raises is which axis costs the most; the answer is read from the files alone, nothing rendered.
/// Files whose name is no environment label (`fingerprint.json`, a README) count in the totals and per spec only.
public struct BaselineStats: Hashable, Sendable {
    /// Files and their bytes.
    public struct Tally: Hashable, Sendable {
        public var files = 0
        public var bytes = 0

        mutating func add(_ size: Int) {
            files += 1
            bytes += size
        }
    }

    /// An axis of the matrix, as environment labels name it.
    public enum Axis: String, CaseIterable, Hashable, Sendable {
        case width, device, category, scale, direction, appearance, contrast, locale

        /// The value a matrix has when the axis is not asked for; `nil` for width and device, which have none.
        var defaultValue: String? {
            switch self {
            case .width, .device: nil
            case .category: "l"
            case .scale: "@1x"
            case .direction: "ltr"
            case .appearance: "light"
            case .contrast: "normal"
            case .locale: "base"
            }
        }
    }

    /// A named share of the folder: a spec, a kind of file, or one value of an axis.
    public struct Share: Hashable, Sendable {
        public var name: String
        public var tally: Tally
        /// Environments (spec × label) with a file in this share.
        public var environments: Int
    }

    /// One axis: its values by weight, and the bytes gone if only `kept` were recorded.
    public struct AxisWeight: Hashable, Sendable {
        public var axis: Axis
        /// Every value recorded, heaviest first.
        public var values: [Share]
        /// The value a one-value matrix would keep: the default when recorded, else the heaviest.
        public var kept: String
        /// The bytes of every environment whose value is not `kept` (for width, among the environments given by
        /// width; for device, among those named by a device).
        public var savedBytes: Int
    }

    /// The folder measured, as given.
    public var root: String
    public var total = Tally()
    /// Spec × environment labels with at least one file.
    public var environments = 0
    /// Spec folders, heaviest first.
    public var specs: [Share] = []
    /// `png`, `frames.json`, `lints.json`, `accessibility.json`, `other`: heaviest first.
    public var kinds: [Share] = []
    /// Axes with more than one value recorded, costliest first (an axis with one value costs nothing to drop).
    public var axes: [AxisWeight] = []
}
