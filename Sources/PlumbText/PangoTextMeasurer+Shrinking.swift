import CCairoPango
import PlumbCore

extension PangoTextMeasurer {
    /// Steps of the search for the largest scale that fits: the scale is found to within 2^-12 of the best.
    static let shrinkSteps = 12

    /// `UILabel.adjustsFontSizeToFitWidth`: the layout of `request` at the largest font scale between its
    /// `minimumScaleFactor` and 1 at which the text fits its width within its line limit (no ellipsis, no cut, no
    /// word wider than the line), or at the minimum scale when none fits (then truncated as its `lineBreakMode` says).
    ///
    /// The whole text scales: every run's size, the line heights, letter and line spacing. The measured box keeps
    /// the height the full-size text asks for, as a `UILabel`'s does (its intrinsic size is the full font's, so
    /// shrinking never moves its neighbours), and the shrunk glyphs sit in it as `UILabel` draws them: one line on
    /// the full-size text's baseline (`baselineAdjustment` `.alignBaselines`, UIKit's default, which "is effective
    /// only when the numberOfLines property is set to 1"), several lines centred. Measured without a width (the
    /// intrinsic size) the text is full size, as `UILabel.intrinsicContentSize` is.
    func shrunkToFit(_ request: TextRequest) -> Measured {
        let full = layOut(request)
        guard full.measurement.isTruncated else { return full }
        g_object_unref(UnsafeMutableRawPointer(full.layout))
        func fits(_ scale: Double) -> Bool {
            let trial = layOut(Self.scaled(request, by: scale))
            g_object_unref(UnsafeMutableRawPointer(trial.layout))
            return !trial.measurement.isTruncated
        }
        var low = request.styling.minimumScaleFactor, high = 1.0
        if fits(low) {
            for _ in 0..<Self.shrinkSteps {
                let middle = (low + high) / 2
                if fits(middle) { low = middle } else { high = middle }
            }
        }
        let shrunk = layOut(Self.scaled(request, by: low))
        var measurement = shrunk.measurement
        let height = max(full.measurement.size.height, measurement.size.height)
        let offset =
            request.maxLines == 1
            ? full.measurement.firstBaseline - measurement.firstBaseline
            : (height - measurement.size.height) / 2
        measurement.size.height = height
        measurement.firstBaseline += offset
        measurement.lastBaseline += offset
        measurement.glyphOffset += offset
        measurement.scaleFactor = low
        return Measured(layout: shrunk.layout, measurement: measurement)
    }

    /// `request` with its font, line height and styling sizes multiplied by `scale`, not shrinking again.
    static func scaled(_ request: TextRequest, by scale: Double) -> TextRequest {
        var scaled = request
        scaled.fontSize *= scale
        scaled.lineHeight *= scale
        scaled.styling = request.styling.scaled(by: scale)
        scaled.styling.minimumScaleFactor = 1
        return scaled
    }
}
