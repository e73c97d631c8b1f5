/// A layout attribute of an item, as `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: String, CaseIterable, Hashable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, lastBaseline

    /// Whether the attribute lies on the horizontal axis.
    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: true
        default: false
        }
    }
}

/// `==`, `<=` or `>=`.
public enum LayoutRelation: String, Hashable, Sendable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// What a constraint refers to: a child by id, the container itself, or one of its layout guides.
public enum ConstraintItem: Hashable, Sendable, CustomStringConvertible {
    case node(String)
    /// The container's own edges.
    case superview
    /// The container's layout-margins guide.
    case margins
    /// The container's safe-area guide.
    case safeArea

    public var description: String {
        switch self {
        case .node(let id): id
        case .superview: "superview"
        case .margins: "margins"
        case .safeArea: "safeArea"
        }
    }
}

/// One constraint as written: `item1.attr1 (==|<=|>=) multiplier × item2.attr2 + constant @priority`.
///
/// A value of PlumbCore so specs can be parsed (and their errors located) without the layout engine. `item2` is
/// `nil` for a constant constraint (`title.width >= 44`).
public struct ConstraintDeclaration: Hashable, Sendable, CustomStringConvertible {
    public var item1: ConstraintItem
    public var attribute1: LayoutAttribute
    public var relation: LayoutRelation
    public var multiplier: Double
    public var item2: ConstraintItem?
    public var attribute2: LayoutAttribute?
    public var constant: Double
    /// 1…1000; 1000 is required.
    public var priority: Double
    /// Where it was written (file, line and the column of the string), when it came from a spec.
    public var source: SpecLocation?
    /// The text it was parsed from (a VFL string yields several declarations with the same text).
    public var text: String

    public init(
        item1: ConstraintItem, attribute1: LayoutAttribute, relation: LayoutRelation, multiplier: Double = 1,
        item2: ConstraintItem? = nil, attribute2: LayoutAttribute? = nil, constant: Double = 0, priority: Double = 1000,
        source: SpecLocation? = nil, text: String = ""
    ) {
        self.item1 = item1
        self.attribute1 = attribute1
        self.relation = relation
        self.multiplier = multiplier
        self.item2 = item2
        self.attribute2 = attribute2
        self.constant = constant
        self.priority = priority
        self.source = source
        self.text = text
    }

    /// The canonical linear form, e.g. `title.leading == superview.leading + 16 @750`.
    public var description: String {
        var text = "\(item1).\(attribute1.rawValue) \(relation.rawValue) "
        if let item2, let attribute2 {
            if multiplier != 1 { text += formatNumber(multiplier) + " * " }
            text += "\(item2).\(attribute2.rawValue)"
            if constant != 0 { text += (constant < 0 ? " - " : " + ") + formatNumber(abs(constant)) }
        } else {
            text += formatNumber(constant)
        }
        if priority != 1000 { text += " @" + formatNumber(priority) }
        return text
    }
}

/// The settings of a `constraints` container: its constraints, in the order written.
public struct ConstraintParameters: Hashable, Sendable {
    public var declarations: [ConstraintDeclaration]

    public init(declarations: [ConstraintDeclaration] = []) {
        self.declarations = declarations
    }
}
