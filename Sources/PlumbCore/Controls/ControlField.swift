/// A piece of `ControlContent` that a control kind declares for itself, where none of `ControlContent`'s own fields
/// fits: `static let selectedColor = ControlField<Color?>("selectedColor", default: nil)` in the kind's description.
///
/// The content is read and written as `content[field]`. A `ControlKey`'s destination is a key path to a property that
/// reads and writes it, declared in an extension of `ControlContent` in the kind's own file (`var selectedColor:
/// Color? { get { self[Kind.selectedColor] } set { … } }`), so a new control keeps its content in its own description
/// file and `ControlContent`'s own declaration does not grow a field per control. (A key path through the subscript,
/// `\.[Kind.selectedColor]`, would work too, but its argument buffer in a static key table reads as a leak to
/// LeakSanitizer in the fuzz targets.)
public struct ControlField<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The field's name, unique among the fields of every control kind (the kind's spec key is a good one).
    public let name: String
    /// The value a content that was never given one reads.
    public let defaultValue: Value

    public init(_ name: String, default defaultValue: Value) {
        self.name = name
        self.defaultValue = defaultValue
    }
}

extension ControlContent {
    /// The value of a field a control kind declared (`ControlField`); its default until it is set.
    ///
    /// A field set to its default is not stored, so content equals content that never set it, as a spec that writes a
    /// key's default equals one that leaves it out.
    public subscript<Value>(field: ControlField<Value>) -> Value {
        get { (fields[field.name]?.value as? Value) ?? field.defaultValue }
        set {
            fields[field.name] = newValue == field.defaultValue ? nil : ControlFieldValue(value: AnyHashable(newValue))
        }
    }
}

/// A `ControlField`'s value in `ControlContent.fields`.
///
/// Unchecked `Sendable`: only the `ControlContent` subscript stores one, and its value is of a `Sendable` type.
struct ControlFieldValue: Hashable, @unchecked Sendable {
    let value: AnyHashable
}
