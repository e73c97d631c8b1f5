import PlumbCore
import PlumbLayout
import Synchronization
import Testing

/// A team's own container engine, attached to a node through the registry, with its own per-pass cache slot — all
/// through public API (this file does not use `@testable`), as docs/swift.md shows it.
@Suite struct OwnEngineTests {
    /// Counts the caches made, to show each layout pass gets a fresh one.
    static let cachesMade = Mutex(0)

    /// What `FlowEngine.measure` works out and `place` reuses: the rows at a width, by container id.
    final class FlowCache: EngineCache {
        var rows: [String: (width: Double, rows: [[Int]])] = [:]
        init() { OwnEngineTests.cachesMade.withLock { $0 += 1 } }
    }

    /// Children left to right in rows that wrap at the width, `spacing` apart each way (a tag cloud).
    struct FlowEngine: ContainerEngine, Sendable {
        var spacing: Double

        func measure(_ node: Node, proposal: ProposedSize, context: LayoutContext) -> Size {
            let width = proposal.width ?? .infinity
            let rows = self.rows(node, width: width, context: context)
            let sizes = node.children.map { NodeSizing.size(of: $0, proposal: ProposedSize(), context: context) }
            var height = spacing * Double(max(0, rows.count - 1)), used = 0.0
            for row in rows {
                let heights: [Double] = row.map { sizes[$0].height }
                let widths: [Double] = row.map { sizes[$0].width }
                height += heights.max() ?? 0
                used = max(used, widths.reduce(0, +) + spacing * Double(row.count - 1))
            }
            return Size(width: proposal.width ?? used, height: height)
        }

        func place(_ node: Node, in frame: Rect, context: LayoutContext) -> [Placement] {
            let sizes = node.children.map { NodeSizing.size(of: $0, proposal: ProposedSize(), context: context) }
            var placements: [Placement] = []
            var y = frame.y
            for row in rows(node, width: frame.width, context: context) {
                var x = frame.x
                for index in row {
                    placements.append(
                        Placement(
                            node: node.children[index],
                            frame: Rect(x: x, y: y, width: sizes[index].width, height: sizes[index].height)))
                    x += sizes[index].width + spacing
                }
                y += (row.map { sizes[$0].height }.max() ?? 0) + spacing
            }
            return placements
        }

        /// The children's indices by row, from the pass's cache when `measure` already worked them out.
        func rows(_ node: Node, width: Double, context: LayoutContext) -> [[Int]] {
            let cache = context.sizeCache?.engineCache(FlowCache.self)
            if let known = cache?.rows[node.id], known.width == width { return known.rows }
            var rows: [[Int]] = [[]], x = 0.0
            for (index, child) in node.children.enumerated() {
                let size = NodeSizing.size(of: child, proposal: ProposedSize(), context: context)
                if !rows[rows.count - 1].isEmpty && x + spacing + size.width > width {
                    rows.append([])
                    x = 0
                }
                x += (rows[rows.count - 1].isEmpty ? 0 : spacing) + size.width
                rows[rows.count - 1].append(index)
            }
            cache?.rows[node.id] = (width, rows)
            return rows
        }
    }

    static func tags(_ widths: [Double]) -> Node {
        Node(
            id: "tags", layout: .manual("flow"),
            children: widths.enumerated().map { Node(id: "tag\($0.offset)", fixedWidth: $0.element, fixedHeight: 20) })
    }

    @Test func aRegisteredEngineLaysOutTheNodesThatNameIt() throws {
        var registry = ManualLayoutRegistry()
        registry.register(engine: FlowEngine(spacing: 8), named: "flow")
        #expect(registry.names == ["flow"] && registry.unregistered(in: Self.tags([10])).isEmpty)
        let root = Node(
            id: "root", layout: .stack(StackParameters(axis: .vertical)), children: [Self.tags([100, 120, 90, 60])])
        let before = Self.cachesMade.withLock { $0 }
        let context = LayoutContext(
            environment: Environment(width: 240), measurer: FixedAdvanceMeasurer(), manualLayouts: registry)
        let result = LayoutEngine.layout(root, name: "tags", context: context)
        // Row 1: 100 + 8 + 120 = 228 ≤ 240; 90 would pass 240. Row 2 at y 28: 90, then 60 at 98.
        #expect(result.frame(of: "tag0") == Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(result.frame(of: "tag1") == Rect(x: 108, y: 0, width: 120, height: 20))
        #expect(result.frame(of: "tag2") == Rect(x: 0, y: 28, width: 90, height: 20))
        #expect(result.frame(of: "tag3") == Rect(x: 98, y: 28, width: 60, height: 20))
        #expect(result.frame(of: "tags") == Rect(x: 0, y: 0, width: 240, height: 48))
        _ = LayoutEngine.layout(root, name: "tags", context: context)
        #expect(Self.cachesMade.withLock { $0 } - before == 2, "one cache per layout pass, never one left from another")
    }

    @Test func withoutTheEngineTheNameIsUnregistered() {
        let missing = ManualLayoutRegistry().unregistered(in: Self.tags([10]))
        #expect(missing.map(\.name) == ["flow"] && missing.map(\.node) == ["tags"])
    }
}
