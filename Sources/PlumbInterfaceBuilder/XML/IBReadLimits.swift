/// The budgets the XML reader enforces before and while parsing, so a hostile file (a bomb, a huge attribute, a
/// deep nesting) is refused with a message instead of exhausting memory or the stack.
///
/// The defaults are far above real documents: the largest storyboard among 62 public files is under 1 MB with
/// nesting under 60 elements deep and no attribute value over 4 KB.
public struct IBReadLimits: Hashable, Sendable {
    /// The largest file read, in bytes: 32 MiB.
    public var bytes: Int
    /// The most elements in one document: 500,000.
    public var elements: Int
    /// The deepest element nesting: 256.
    public var depth: Int
    /// The longest attribute value or character data run, in UTF-8 bytes: 64 KiB.
    public var attributeLength: Int

    public init(bytes: Int = 32 << 20, elements: Int = 500_000, depth: Int = 256, attributeLength: Int = 64 << 10) {
        self.bytes = bytes
        self.elements = elements
        self.depth = depth
        self.attributeLength = attributeLength
    }

    public static let `default` = IBReadLimits()
}
