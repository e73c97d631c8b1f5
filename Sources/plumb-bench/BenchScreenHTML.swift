import Foundation
import PlumbCore
import PlumbLayout
import PlumbRender
import PlumbText

/// The render row's peer input: `BenchScreen` at 375×812 pt written as one self-contained HTML page for Chromium.
///
/// The screen is laid out by Plumb with the real Pango measurer, then every visible node becomes an absolutely
/// positioned element at its frame, in tree order, drawn as `Painter` draws it: background, corner radius and
/// inside border; text in the same font size, weight, line height and colour, wrapped at the frame's width and
/// centred vertically when the frame is taller; switches as a capsule track with a shadowed round knob; image
/// placeholders crossed corner to corner; separators as hairlines one device pixel thick (`--hairline` follows the
/// device scale through a resolution media query). Fonts come from `@font-face` rules over the pinned files of
/// `PinnedFonts` (file:// URLs, under family names no installed font has), so Chromium shapes the same fonts.
/// The page is the same content at the same sizes, not a pixel copy: Blink and Pango place glyphs and break lines
/// their own way. Clipping containers are not reproduced (the bench screen has none). No network is touched.
enum BenchScreenHTML {
    /// The screen's size in points, as the render row's.
    static let width = 375.0, height = 812.0

    static func run(_ arguments: BenchArguments) throws {
        let folder = URL(fileURLWithPath: try arguments.string("out"), isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fonts = try PinnedFonts.standard.get()
        let measurer = PangoTextMeasurer(fonts: fonts)
        let environment = Environment(width: width, height: height, scale: 1)
        let context = LayoutContext(environment: environment, measurer: measurer)
        let result = LayoutEngine.layout(BenchScreen.root(), name: "screen-375x812", context: context)
        let page = document(result, fonts: fonts.files, measurer: measurer)
        let file = folder.appendingPathComponent("screen.html")
        try Data(page.utf8).write(to: file)
        // Plumb's own renders beside it, to look at side by side with Chromium's screenshots.
        let renderer = Renderer(measurer: measurer)
        for scale in Environment.supportedScales {
            let scaled = LayoutContext(
                environment: Environment(width: width, height: height, scale: scale), measurer: measurer)
            let image = renderer.render(
                LayoutEngine.layout(BenchScreen.root(), name: "screen-375x812", context: scaled))
            try Data(try PNGEncoder().encode(image)).write(to: folder.appendingPathComponent("plumb@\(scale)x.png"))
        }
        let count = result.visibleIndices.count
        FileHandle.standardError.write(
            Data("plumb-bench: wrote \(file.path) (\(count) nodes) and plumb@1x/2x/3x.png\n".utf8))
    }

    /// The whole page: the font faces, the hairline width per device scale, then one element per visible node.
    static func document(_ result: LayoutResult, fonts: [URL], measurer: PangoTextMeasurer) -> String {
        var body = ""
        for index in result.visibleIndices {
            body += element(result.entries[index], environment: result.environment, measurer: measurer)
        }
        return """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>\(result.name)</title>
            <style>
            \(fonts.map(fontFace).joined(separator: "\n"))
            :root { --hairline: 1px; }
            @media (min-resolution: 2dppx) { :root { --hairline: 0.5px; } }
            @media (min-resolution: 3dppx) { :root { --hairline: 0.33334px; } }
            html, body { margin: 0; padding: 0; background: #FFFFFF; overflow: hidden; }
            body { position: relative; width: \(px(result.size.width)); height: \(px(result.size.height)); }
            div, svg { position: absolute; box-sizing: border-box; margin: 0; }
            .t { font-family: "\(interFamily)", "\(dejaVuFamily)"; font-kerning: normal; font-synthesis: none; }
            </style></head><body>
            \(body)</body></html>

            """
    }

    static let interFamily = "Plumb Inter", dejaVuFamily = "Plumb DejaVu Sans"

    /// An `@font-face` rule for one pinned file: its family and weight read from Debian's file names.
    static func fontFace(_ file: URL) -> String {
        let name = file.deletingPathExtension().lastPathComponent
        let family = name.hasPrefix("DejaVu") ? dejaVuFamily : interFamily
        let weights = [
            "Thin": 100, "Light": 300, "Medium": 500, "SemiBold": 600, "ExtraBold": 800, "Bold": 700,
            "Black": 900,
        ]
        let suffix = name.split(separator: "-").last.map(String.init) ?? ""
        let weight = name.contains("-") ? weights[suffix] ?? 400 : 400
        let format = file.pathExtension == "otf" ? "opentype" : "truetype"
        return "@font-face { font-family: \"\(family)\"; font-weight: \(weight); font-display: block; "
            + "src: url(\"\(file.absoluteString)\") format(\"\(format)\"); }"
    }

    /// One node: its own style, then what its kind shows (`Painter.draw`).
    static func element(_ entry: LayoutResult.Entry, environment: Environment, measurer: PangoTextMeasurer) -> String {
        let node = entry.node, frame = entry.frame
        // A separator's frame is one device pixel high at the layout's scale, so its own fill is the hairline
        // Plumb draws; this page is laid out once for every scale, so it draws only the scale-aware hairline.
        var html = node.kind == .separator ? "" : style(node.style, in: frame)
        switch node.kind {
        case .box: break
        case .text:
            if let text = node.text { html += self.text(text, in: frame, environment: environment, measurer: measurer) }
        case .switch: html += toggle(isOn: node.isOn, in: frame, rtl: environment.direction == .rtl)
        case .image: html += placeholder(in: frame, hasBackground: node.style.background != nil)
        case .button:
            if let title = node.text {
                let layout = ButtonTitle(title, in: frame, environment: environment, measurer: measurer)
                var shown = layout.text
                if shown.color == .label { shown.color = .systemBlue }
                html += text(shown, in: layout.box, environment: environment, measurer: measurer)
            }
        case .separator:
            let color = node.style.background ?? .separator
            html +=
                frame.width >= frame.height
                ? "<div style=\"\(box(Rect(x: frame.x, y: frame.midY, width: frame.width, height: 0)))"
                    + "height:var(--hairline);transform:translateY(-50%);background:\(css(color))\"></div>\n"
                : "<div style=\"\(box(Rect(x: frame.midX, y: frame.y, width: 0, height: frame.height)))"
                    + "width:var(--hairline);transform:translateX(-50%);background:\(css(color))\"></div>\n"
        default: break  // a system control: the benchmark screen has none
        }
        return html
    }

    /// Background and inside border following the corner radius (`Painter.drawStyle`); nothing when both are unset.
    static func style(_ style: NodeStyle, in frame: Rect) -> String {
        let border = style.borderColor.flatMap { style.borderWidth > 0 ? $0 : nil }
        guard style.background != nil || border != nil else { return "" }
        var css = box(frame) + radius(style.cornerRadius, frame)
        if let background = style.background { css += "background:\(self.css(background));" }
        if let border { css += "border:\(px(style.borderWidth)) solid \(self.css(border));" }
        return "<div style=\"\(css)\"></div>\n"
    }

    /// Text at Pango's origin: wrapped at the frame's width, centred vertically as `UILabel` (`Painter.drawText`).
    static func text(
        _ content: TextContent, in frame: Rect, environment: Environment, measurer: PangoTextMeasurer
    ) -> String {
        let request = TextRequest(content: content, environment: environment, width: frame.width)
        let measurement = measurer.measure(request)
        let top = frame.y + measurement.top(inHeight: frame.height)
        let origin = Rect(
            x: frame.x + measurement.overhang.left, y: top + measurement.overhang.top, width: frame.width, height: 0)
        let align =
            switch content.alignment {
            case .natural: environment.direction == .rtl ? "right" : "left"
            case .left: "left"
            case .center: "center"
            case .right: "right"
            case .justified: "justify"
            }
        var css = box(origin).replacingOccurrences(of: "height:0px;", with: "")
        css += "font-size:\(px(request.fontSize));line-height:\(px(request.lineHeight));"
        css += "font-weight:\(request.weight.value);color:\(self.css(content.color));text-align:\(align);"
        // Blink's advances differ from Pango's by a fraction of a point, so a line Pango fitted may not quite fit:
        // text is truncated only where Plumb truncated it, and otherwise may run a little past its frame.
        if !measurement.isEllipsized {
            css += request.maxLines == 1 ? "white-space:pre;" : "white-space:pre-wrap;"
        } else if request.maxLines == 1 {
            css += "white-space:pre;overflow:hidden;text-overflow:ellipsis;"
        } else {
            css +=
                "display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:\(request.maxLines);overflow:hidden;"
        }
        // Each paragraph's direction as Pango's: from its first strong character unless forced; a word wider than
        // the line breaks between characters.
        let direction =
            switch content.writingDirection {
            case .natural: "unicode-bidi:plaintext;"
            case .ltr: "direction:ltr;"
            case .rtl: "direction:rtl;"
            }
        css += direction + "overflow-wrap:anywhere;"
        return "<div class=\"t\" lang=\"\(request.language)\" style=\"\(css)\">\(escaped(request.string))</div>\n"
    }

    /// UISwitch: a capsule track and a white knob 2 pt inside it with a soft shadow (`Painter.drawSwitch`).
    static func toggle(isOn: Bool, in frame: Rect, rtl: Bool) -> String {
        let track = isOn ? Color.systemGreen : Color(red: 233, green: 233, blue: 235)
        let inset = 2.0, diameter = max(0, frame.height - 2 * inset)
        let x = isOn != rtl ? frame.maxX - inset - diameter : frame.minX + inset
        let knob = Rect(x: x, y: frame.minY + inset, width: diameter, height: diameter)
        return "<div style=\"\(box(frame))\(radius(frame.height / 2, frame))background:\(css(track))\"></div>\n"
            + "<div style=\"\(box(knob))border-radius:50%;background:#FFFFFF;"
            + "box-shadow:0 1.5px 0 0.5px rgba(0,0,0,0.12)\"></div>\n"
    }

    /// An image placeholder: a grey fill unless the node has a background, crossed by two hairlines.
    static func placeholder(in frame: Rect, hasBackground: Bool) -> String {
        let fill = hasBackground ? "" : "<div style=\"\(box(frame))background:\(css(.systemFill))\"></div>\n"
        let w = px(frame.width).dropLast(2), h = px(frame.height).dropLast(2)
        return fill + "<svg style=\"\(box(frame))overflow:visible\" viewBox=\"0 0 \(w) \(h)\">"
            + "<path d=\"M0 0L\(w) \(h)M\(w) 0L0 \(h)\" fill=\"none\" stroke=\"#AEAEB2\" "
            + "style=\"stroke-width:var(--hairline)\"/></svg>\n"
    }

    /// `left`, `top`, `width` and `height` of an absolutely positioned element.
    static func box(_ frame: Rect) -> String {
        "left:\(px(frame.x));top:\(px(frame.y));width:\(px(frame.width));height:\(px(frame.height));"
    }

    /// `border-radius`, clamped to half the shorter side as `Painter.roundedRect` clamps it.
    static func radius(_ radius: Double, _ frame: Rect) -> String {
        let r = max(0, min(radius, frame.width / 2, frame.height / 2))
        return r > 0 ? "border-radius:\(px(r));" : ""
    }

    static func px(_ value: Double) -> String { formatNumber(value) + "px" }

    /// A colour as CSS `rgba()` with straight alpha.
    static func css(_ color: Color) -> String {
        color.alpha == 255
            ? color.hex : "rgba(\(color.red),\(color.green),\(color.blue),\(formatNumber(Double(color.alpha) / 255)))"
    }

    static func escaped(_ string: String) -> String {
        string.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
