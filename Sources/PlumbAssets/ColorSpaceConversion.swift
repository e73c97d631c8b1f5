import Foundation

/// Converts a colour set's components to the sRGB Plumb draws in, as UIKit converts a catalog colour for an sRGB
/// context: through extended linear sRGB, then clamped to 0…1 per channel (no gamut mapping).
///
/// Display P3 and sRGB share the D65 white point and the sRGB transfer function (IEC 61966-2-1); they differ in their
/// primaries (SMPTE EG 432-1 for P3's). The linear P3 → linear sRGB matrix below is the product of P3's RGB → XYZ and
/// XYZ → sRGB matrices as CSS Color Module Level 4 gives them (§18 "Sample code for color conversions",
/// `lin_P3_to_XYZ` and `XYZ_to_lin_sRGB`, https://www.w3.org/TR/css-color-4/#color-conversion-code). Apple's WWDC 2016
/// session 712 "Working with Wide Color" gives P3 red (1, 0, 0) as (1.093, −0.227, −0.150) in extended sRGB, which
/// this conversion reproduces (AssetColorTests), before the clamp an sRGB surface applies.
enum ColorSpaceConversion {
    /// Linear Display P3 → linear sRGB (rows give sRGB red, green, blue).
    static let linearP3ToLinearSRGB: [[Double]] = [
        [1.2249401762805598, -0.22494017628055996, 0],
        [-0.04205695470968816, 1.042056954709688, 0],
        [-0.019637554590334432, -0.07863604555063189, 1.0982736001409663],
    ]

    /// The sRGB transfer function's inverse (encoded → linear), odd-extended for negative values as extended sRGB is.
    static func linear(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let value = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -value : value
    }

    /// The sRGB transfer function (linear → encoded), odd-extended.
    static func encoded(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let value = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -value : value
    }

    /// Encoded Display P3 components → encoded extended sRGB (may fall outside 0…1).
    static func extendedSRGB(fromDisplayP3 p3: (Double, Double, Double)) -> (Double, Double, Double) {
        let linearP3 = [linear(p3.0), linear(p3.1), linear(p3.2)]
        let rows = linearP3ToLinearSRGB.map { row in zip(row, linearP3).reduce(0) { $0 + $1.0 * $1.1 } }
        return (encoded(rows[0]), encoded(rows[1]), encoded(rows[2]))
    }

    /// Encoded extended sRGB from linear extended sRGB (the `extended-linear-srgb` colour space).
    static func extendedSRGB(fromLinear values: (Double, Double, Double)) -> (Double, Double, Double) {
        (encoded(values.0), encoded(values.1), encoded(values.2))
    }

    /// Gray with gamma 2.2 (`gray-gamma-22`, Xcode's "Generic Gray Gamma 2.2") → encoded sRGB gray: linearised with
    /// γ 2.2, re-encoded with the sRGB curve (both grays share the D65-adapted white, so only the curve changes).
    static func srgbGray(fromGamma22 white: Double) -> Double {
        encoded(white < 0 ? -pow(-white, 2.2) : pow(white, 2.2))
    }

    /// One 0…1 channel as 0…255, clamped first (an sRGB surface cannot show what is outside its gamut).
    static func byte(_ value: Double) -> UInt8 {
        guard value.isFinite else { return 0 }
        return UInt8((min(max(value, 0), 1) * 255).rounded())
    }
}
