import PlumbCore

/// Image sizes read from file headers, so a spec knows each image's intrinsic size without decoding it.
enum ImageHeaders {
    /// From a PNG's first 24 bytes: signature, then IHDR's width and height.
    static func png(_ header: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard header.count == 24, Array(header[0..<8]) == signature, Array(header[12..<16]) == Array("IHDR".utf8) else {
            return nil
        }
        func be32(_ offset: Int) -> Int { header[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }

    /// From a JPEG's first start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC), skipping the segments before it;
    /// width and height swapped when the EXIF orientation turns the photo a quarter (5–8), as it is drawn.
    static func jpeg(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard let stored = storedJPEGSize(bytes) else { return nil }
        return (5...8).contains(ExifOrientation.read(bytes)) ? (stored.height, stored.width) : stored
    }

    static func storedJPEGSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        while offset + 9 < bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6])
                let width = Int(bytes[offset + 7]) << 8 | Int(bytes[offset + 8])
                return (width, height)
            }
            guard length >= 2 else { return nil }
            offset += 2 + length
        }
        return nil
    }

    /// From the root `<svg>` element: `width` and `height` in pixels (plain numbers or `px`), else the `viewBox`'s
    /// size, rounded up. Units other than px and percentages count as no size. A side larger than
    /// `ImageContent.maxSVGSide` (or not finite) comes back as `maxSVGSide + 1`, so that callers refuse it by that
    /// limit without converting a huge `Double` to `Int`, which traps.
    static func svg(_ text: String) -> (width: Int, height: Int)? {
        guard let start = text.range(of: "<svg"), let end = text[start.upperBound...].firstIndex(of: ">") else {
            return nil
        }
        let tag = String(text[start.upperBound..<end])
        func attribute(_ name: String) -> String? {
            for quote in ["\"", "'"] {
                guard
                    let range = tag.range(of: " \(name)=\(quote)") ?? tag.range(of: "\n\(name)=\(quote)")
                        ?? tag.range(of: "\t\(name)=\(quote)")
                else { continue }
                guard let close = tag[range.upperBound...].firstIndex(of: Character(quote)) else { return nil }
                return String(tag[range.upperBound..<close])
            }
            return nil
        }
        func pixels(_ value: String?) -> Double? {
            guard var text = value?.trimmingSpaces else { return nil }
            if text.hasSuffix("px") { text.removeLast(2) }
            return Double(text).flatMap { $0 > 0 ? $0 : nil }
        }
        if let width = pixels(attribute("width")), let height = pixels(attribute("height")) {
            return (wholePixels(width), wholePixels(height))
        }
        let box = (attribute("viewBox") ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).compactMap {
            Double($0)
        }
        guard box.count == 4, box[2] > 0, box[3] > 0 else { return nil }
        return (wholePixels(box[2]), wholePixels(box[3]))
    }

    /// `value` rounded up to whole pixels, or `ImageContent.maxSVGSide + 1` when it is larger or not a number.
    static func wholePixels(_ value: Double) -> Int {
        let over = ImageContent.maxSVGSide + 1
        guard value.isFinite, value < Double(over) else { return over }
        return Int(value.rounded(.up))
    }

    /// Whether a header's size is over a side limit of `ImageContent.maxSVGSide` (SVG) or over `maxPixels` in all,
    /// computed without overflow (a PNG header may say 4,294,967,295 × 4,294,967,295).
    static func exceeds(width: Int, height: Int, maxPixels: Int) -> Bool {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow || pixels > maxPixels
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
