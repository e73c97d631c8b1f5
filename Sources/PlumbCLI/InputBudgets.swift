import PlumbAssets
import PlumbCore
import PlumbInterfaceBuilder
import PlumbRender
import PlumbServe
import PlumbSnapshot
import PlumbSpec
import PlumbText

/// Every budget every reader of untrusted input keeps, from the constants the readers use: what `plumb --limits`
/// prints, and what `InputBudgetsCLITests` holds to the code (a reader's limit missing here fails it).
///
/// docs/fuzzing.md ("Budgets for untrusted input") says where each is checked and which bad-input case shows it.
enum InputBudgets {
    static let all: [InputBudget] = [
        InputBudget(.specs, "bytes of a spec file", .bytes, SpecLimits.maximumFileBytes),
        InputBudget(
            .specs, "levels of nested nodes", .nesting, SpecLimits.default.depth, limitName: "depth",
            maximum: SpecLimits.maximumDepth),
        InputBudget(
            .specs, "nodes in the whole tree", .elements, SpecLimits.default.nodes, limitName: "nodes",
            maximum: SpecLimits.maximumNodes),
        InputBudget(
            .specs, "YAML nodes per node of the tree, aliases expanded (moves with nodes)", .expandedNodes,
            SpecLimits.expandedNodesPerNode),
        InputBudget(
            .specs, "characters in one text", .characters, SpecLimits.default.textLength, limitName: "text",
            maximum: SpecLimits.maximumTextLength),
        InputBudget(
            .specs, "constraints in the whole spec", .elements, SpecLimits.default.constraints,
            limitName: "constraints", maximum: SpecLimits.maximumConstraints),
        InputBudget(.specs, "characters of a shape's SVG path data", .characters, PathData.maximumLength),
        InputBudget(.specs, "commands of a shape's SVG path data", .elements, PathData.maximumCommands),
        InputBudget(.includes, "bytes of an included file", .bytes, SpecLimits.maximumFileBytes),
        InputBudget(.includes, "files a previewed spec names, watched", .elements, SpecFileReferences.limit),
        InputBudget(
            .includes, "bytes of a YAML file a previewed spec names, read", .bytes,
            SpecFileReferences.maximumReferencedFileBytes),
        InputBudget(
            .components, "levels of nested components (the depth limit)", .nesting, SpecLimits.default.depth,
            limitName: "depth", maximum: SpecLimits.maximumDepth),
        InputBudget(
            .tokens, "YAML nodes one substitution makes, per node of the tree", .expandedNodes,
            SpecLimits.expandedNodesPerNode),
        InputBudget(.tokens, "tokens naming tokens, one reference", .nesting, SpecLimits.maximumTokenDepth),
        InputBudget(.jsonBaselines, "bytes of a baseline file", .bytes, ContainedFolder.maximumFileBytes),
        InputBudget(
            .png, "pixels of a baseline or diffed PNG (plumb diff: --max-image-pixels N)", .pixels,
            PNGDecoder.defaultMaxPixels),
        InputBudget(
            .png, "pixels of an image file, from its header", .pixels, ImageContent.maxPixels,
            limitName: "pixels", maximum: SpecLimits.maximumImagePixels),
        InputBudget(
            .png, "pixels of an image file, decoded, whatever its header said",
            .pixels, ImageContent.maxRaisedPixels),
        InputBudget(.jpeg, "marker segments", .elements, JPEGSegments.maxSegments),
        InputBudget(
            .jpeg, "pixels of an image file, from its header", .pixels, ImageContent.maxPixels,
            limitName: "pixels", maximum: SpecLimits.maximumImagePixels),
        InputBudget(.svg, "pixels a side (width, height, viewBox)", .pixels, ImageContent.maxSVGSide),
        InputBudget(
            .svg, "pixels of an image file, from its header", .pixels, ImageContent.maxPixels,
            limitName: "pixels", maximum: SpecLimits.maximumImagePixels),
        InputBudget(.fonts, "bytes of a font file", .bytes, FontFileKind.maximumBytes),
        InputBudget(.stringCatalogs, "bytes of a strings file", .bytes, StringsLoader.maximumFileSize),
        InputBudget(
            .stringCatalogs, "characters of a value, filled in (the text limit)", .characters,
            SpecLimits.default.textLength, limitName: "text", maximum: SpecLimits.maximumTextLength),
        InputBudget(
            .stringCatalogs, "characters of a format's field width or precision", .characters,
            SpecLimits.maximumTextLength),
        InputBudget(.stringsFiles, "bytes of a strings file", .bytes, StringsLoader.maximumFileSize),
        InputBudget(.stringsFiles, "levels of nesting in a .stringsdict", .nesting, SpecLimits.maximumPlistDepth),
        InputBudget(.assetCatalogs, "folder entries looked at", .elements, AssetLimits.default.files),
        InputBudget(.assetCatalogs, "bytes of one Contents.json", .bytes, AssetLimits.default.jsonBytes),
        InputBudget(.assetCatalogs, "levels of folders", .nesting, AssetLimits.default.depth),
        InputBudget(.interfaceBuilder, "bytes of a document", .bytes, IBReadLimits.default.bytes),
        InputBudget(.interfaceBuilder, "elements of a document", .elements, IBReadLimits.default.elements),
        InputBudget(.interfaceBuilder, "levels of nested elements", .nesting, IBReadLimits.default.depth),
        InputBudget(
            .interfaceBuilder, "bytes of one attribute value or text run", .bytes,
            IBReadLimits.default.attributeLength),
        InputBudget(.httpHeads, "bytes of a request head", .bytes, HTTPRequestReader.maximumHead),
        InputBudget(
            .httpHeads, "seconds for a whole request, from connecting", .seconds, LoopbackServer.requestSeconds),
        InputBudget(.httpHeads, "connections open at once", .connections, LoopbackServer.maximumConnections),
        InputBudget(.httpBodies, "bytes of a request body", .bytes, HTTPRequestReader.maximumBody),
        InputBudget(.reports, "bytes of one artifact or report file", .bytes, ContainedFolder.maximumFileBytes),
        InputBudget(.reports, "bytes of a shard timings file", .bytes, ShardTimings.maximumFileBytes),
        InputBudget(.reports, "entries of a shard timings file", .elements, ShardTimings.maximumEntries),
        InputBudget(
            .reports, "seconds one environment of a shard timings file may say", .seconds, ShardTimings.maximumSeconds),
        InputBudget(
            .reports, "seconds waiting for a baselines folder's lock", .seconds, BaselineLock.maximumWaitSeconds),
        InputBudget(.renders, "pixels a side of a render", .pixels, Renderer.maximumSide),
        InputBudget(.renders, "pixels of a render", .pixels, Renderer.maximumPixels),
        InputBudget(.renders, "pixels of a contact sheet", .pixels, ContactSheet.maximumPixels),
    ]

    /// The lines `plumb --limits` prints: a header, then one line a budget, grouped by reader in `InputReader` order.
    static var listing: [String] {
        var lines = [
            "Budgets for untrusted input (docs/fuzzing.md). Raise a spec limit with --limits NAME=N,… on the verbs that read specs."
        ]
        for reader in InputReader.allCases {
            lines.append("\(reader.rawValue):")
            for budget in all where budget.reader == reader {
                let raise =
                    budget.limitName.map { name in
                        "--limits \(name)=N, at most \(budget.maximum.map(grouped) ?? "-")"
                    } ?? "fixed"
                lines.append("  \(budget.counted): \(grouped(budget.value))  [\(budget.measure.rawValue); \(raise)]")
            }
        }
        return lines
    }

    /// `1234567` as `1,234,567`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }
}
