import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbLayout
@testable import PlumbSpec

/// A component used from an included file lays out exactly as the same tree written inline (spec format:
/// "Components"): same ids, same frames, in every environment, `when:` overrides inside the component included.
@Suite struct ComponentFramesTests {
    static let library = """
        colors: {brand: "#0A66FF"}
        tokens:
          space: {s: 8, m: 12, l: 16}
        components:
          list-row:
            params: [title, detail: "", accessory: ~]
            root:
              id: row
              layout: stack
              alignment: center
              spacing: $space.m
              padding: {top: 11, bottom: 11, leading: $space.l, trailing: $space.l}
              when: [{if: {category: ">= ax1"}, axis: vertical, alignment: leading}]
              children:
                - {id: title, kind: text, text: "${title}", lines: 0, hugging: [200, 750], color: brand}
                - {id: detail, kind: text, text: $detail, color: secondaryLabel}
                - $accessory
          badge:
            params: [label]
            root:
              id: badge
              layout: constraints
              constraints: ["H:|-8-[text]-8-|", "V:|-2-[text]-2-|"]
              children: [{id: text, kind: text, text: $label, style: caption1}]

        """

    static let screen = """
        include: lib/components.yaml
        root:
          id: list
          layout: stack
          axis: vertical
          spacing: $space.s
          children:
            - {id: wifi, use: list-row, args: {title: Wi-Fi, detail: Home}}
            - {id: airplane, use: list-row, args: {title: Airplane Mode, accessory: {id: toggle, kind: switch}}}
            - {id: vpn, use: list-row, args: {title: VPN with a title long enough to wrap, accessory: {kind: switch, on: true}}, spacingAfter: 20}
            - {id: new, use: badge, args: {label: New}}

        """

    /// The same tree with every component written out by hand.
    static let inline = """
        root:
          id: list
          layout: stack
          axis: vertical
          spacing: 8
          children:
            - id: wifi
              layout: stack
              alignment: center
              spacing: 12
              padding: {top: 11, bottom: 11, leading: 16, trailing: 16}
              when: [{if: {category: ">= ax1"}, axis: vertical, alignment: leading}]
              children:
                - {id: wifi.title, kind: text, text: Wi-Fi, lines: 0, hugging: [200, 750], color: "#0A66FF"}
                - {id: wifi.detail, kind: text, text: Home, color: secondaryLabel}
            - id: airplane
              layout: stack
              alignment: center
              spacing: 12
              padding: {top: 11, bottom: 11, leading: 16, trailing: 16}
              when: [{if: {category: ">= ax1"}, axis: vertical, alignment: leading}]
              children:
                - {id: airplane.title, kind: text, text: Airplane Mode, lines: 0, hugging: [200, 750], color: "#0A66FF"}
                - {id: airplane.detail, kind: text, text: "", color: secondaryLabel}
                - {id: airplane.toggle, kind: switch}
            - id: vpn
              layout: stack
              alignment: center
              spacing: 12
              padding: {top: 11, bottom: 11, leading: 16, trailing: 16}
              when: [{if: {category: ">= ax1"}, axis: vertical, alignment: leading}]
              spacingAfter: 20
              children:
                - {id: vpn.title, kind: text, text: VPN with a title long enough to wrap, lines: 0, hugging: [200, 750], color: "#0A66FF"}
                - {id: vpn.detail, kind: text, text: "", color: secondaryLabel}
                - {id: vpn.accessory, kind: switch, on: true}
            - id: new
              layout: constraints
              constraints: ["H:|-8-[text]-8-|", "V:|-2-[text]-2-|"]
              children: [{id: text, kind: text, text: New, style: caption1}]

        """

    @Test func anIncludedComponentGivesTheFramesOfTheSameTreeWrittenInline() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "plumb-component-frames-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("lib"), withIntermediateDirectories: true)
        try Self.library.write(
            to: folder.appendingPathComponent("lib/components.yaml"), atomically: true, encoding: .utf8)
        try Self.screen.write(to: folder.appendingPathComponent("screen.yaml"), atomically: true, encoding: .utf8)
        let used = try SpecLoader().load(path: folder.appendingPathComponent("screen.yaml").path)
        let written = try SpecLoader().parse(Self.inline, file: "inline.yaml")
        let measurer = FixedAdvanceMeasurer(advance: 0.5)
        let environments = [
            Environment(width: 320), Environment(width: 390, direction: .rtl),
            Environment(width: 320, category: .accessibilityExtraLarge),
            Environment(width: 200, category: .extraSmall),
        ]
        for environment in environments {
            let context = LayoutContext(environment: environment, measurer: measurer)
            let a = LayoutEngine.layout(used.root(for: environment), name: "s", context: context)
            let b = LayoutEngine.layout(written.root(for: environment), name: "s", context: context)
            // The badge's inner id differs (`new.text` against the inline `text`, which cannot be written as a
            // constraint item); everything else must match id for id.
            let ids = a.entries.map(\.node.id).map { $0 == "new.text" ? "text" : $0 }
            #expect(ids == b.entries.map(\.node.id), "\(environment)")
            #expect(a.entries.map(\.frame) == b.entries.map(\.frame), "\(environment)")
            #expect(a.entries.count == 14)
        }
    }
}
