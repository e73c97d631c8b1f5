import Foundation
import PlumbCore

/// An iOS Interface Builder document (`.xib` or `.storyboard`) read and checked: its canvas device, its roots and
/// the colours and images its `<resources>` record.
public struct IBDocument: Sendable {
    /// The path it was read from, as named.
    public var file: String
    public var root: IBElement
    /// The canvas device, or `nil` when the document names none Plumb knows.
    public var device: IBDevice?
    public var deviceID: String?
    public var landscape: Bool
    public var dark: Bool
    public var isStoryboard: Bool
    public var roots: [IBRoot]
    /// `<namedColor name="…">` values of `<resources>`: the colour Interface Builder last saw for each name.
    public var namedColors: [String: Color]
    /// `<image name="…" width="…" height="…">` sizes of `<resources>`, in points.
    public var imageSizes: [String: Size]

    /// The size classes of the canvas: regular width on an iPad or a large phone in landscape, compact height on a
    /// phone in landscape (Apple's Human Interface Guidelines, "Layout": size classes by device).
    public var canvasTraits: IBTraits {
        let isPad = deviceID?.hasPrefix("ipad") ?? false
        let largePhone = (device?.width ?? 0) >= 414
        return IBTraits(
            widthClass: isPad || (landscape && largePhone) ? .regular : .compact,
            heightClass: landscape && !isPad ? .compact : .regular)
    }

    /// Reads and checks the document at `path`.
    ///
    /// - Throws: `IBError` with the file and line for a malformed, hostile or non-iOS document.
    public static func load(path: String, limits: IBReadLimits = .default) throws(IBError) -> IBDocument {
        let data: Data
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            if let size = attributes[.size] as? Int, size > limits.bytes {
                throw IBError(file: path, line: nil, problem: .tooLarge(bytes: size, limit: limits.bytes))
            }
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch let error as IBError {
            throw error
        } catch {
            throw IBError(file: path, line: nil, problem: .unreadable((error as NSError).localizedDescription))
        }
        return try parse(data, file: path, limits: limits)
    }

    /// Reads and checks a document's bytes; `file` names it in errors.
    public static func parse(_ data: Data, file: String, limits: IBReadLimits = .default) throws(IBError) -> IBDocument
    {
        let root = try IBXMLReader.read(data, file: file, limits: limits)
        guard root.name == "document", root["type"]?.hasPrefix("com.apple.InterfaceBuilder3") == true else {
            throw IBError(file: file, line: root.line, problem: .notInterfaceBuilder(root: root.name))
        }
        let runtime = root["targetRuntime"] ?? ""
        guard runtime.hasPrefix("iOS") else {
            throw IBError(file: file, line: root.line, problem: .notIOS(runtime: runtime))
        }
        try checkUniqueIDs(root, file: file)
        let device = root.child("device")
        var document = IBDocument(
            file: file, root: root, device: device?["id"].flatMap(IBDevice.named), deviceID: device?["id"],
            landscape: device?["orientation"] == "landscape", dark: device?["appearance"] == "dark",
            isStoryboard: root["type"]?.hasSuffix("Storyboard.XIB") == true, roots: [], namedColors: [:],
            imageSizes: [:])
        document.readResources()
        document.roots = try IBRoots.find(in: root, file: file)
        return document
    }

    /// Refuses two elements with one `id` (Xcode never writes them; a reference would be ambiguous).
    private static func checkUniqueIDs(_ root: IBElement, file: String) throws(IBError) {
        var seen = Set<String>()
        var stack = [root]
        while let element = stack.popLast() {
            // Connections, segues and constraints have ids of their own in the same space.
            if let id = element["id"], !seen.insert(id).inserted {
                throw IBError(file: file, line: element.line, problem: .duplicateID(id))
            }
            stack += element.children
        }
    }

    private mutating func readResources() {
        guard let resources = root.child("resources") else { return }
        for named in resources.children("namedColor") {
            if let name = named["name"], let color = named.child("color").flatMap({ IBColors.literal($0) }) {
                namedColors[name] = color
            }
        }
        for image in resources.children("image") {
            if let name = image["name"], let width = image.number("width"), let height = image.number("height") {
                imageSizes[name] = Size(width: width, height: height)
            }
        }
    }
}
