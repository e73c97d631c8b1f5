/// Formats a number the way frames JSON prints it: at most 4 decimals, no trailing zeros, no `-0`.
///
/// Rounding to 4 decimals first hides floating-point noise such as `0.30000000000000004`, so the same layout
/// always prints the same text.
public func formatNumber(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let scaled = (value * 10_000).rounded()
    if scaled == 0 { return "0" }
    let negative = scaled < 0
    let magnitude = abs(scaled)
    guard magnitude < 9e18 else { return String(value) }
    let units = Int64(magnitude)
    let whole = units / 10_000
    var fraction = units % 10_000
    var text = String(whole)
    if fraction != 0 {
        var digits = 4
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionText = String(fraction)
        text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }
    return negative ? "-" + text : text
}
