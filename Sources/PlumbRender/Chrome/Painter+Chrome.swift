import CCairoPango
import Foundation
import PlumbCore

extension Painter {
    /// Draws the status bar and the home indicator over the finished tree, as the system draws them over an app.
    ///
    /// Vector shapes only (no Apple artwork), in the content colour `DeviceChrome.StatusBarStyle` picks: the time
    /// 9:41 in the system font, full cellular signal, full Wi-Fi, a full battery; then the home indicator. Nothing is
    /// laid out: they draw into the safe area the root already has (`StatusBarGeometry`).
    func drawChrome(_ chrome: DeviceChrome, size: Size) {
        let bars = chrome.resolvedBars(in: environment, size: size)
        guard bars != .none else { return }
        let content: Color = chrome.hasLightContent(in: environment) ? .white : .black
        let insets = environment.safeAreaInsets
        if let bar = StatusBarGeometry(width: size.width, top: insets.top, direction: environment.direction) {
            drawStatusBar(bar, color: content)
        }
        guard bars == .all else { return }
        let isPad = StatusBarGeometry.family(top: insets.top) == .pad
        if let capsule = HomeIndicatorGeometry.capsule(size: size, bottom: insets.bottom, isPad: isPad) {
            setColor(content)
            roundedRect(capsule, radius: capsule.height / 2)
            cairo_fill(cr)
        }
    }

    /// The time, then the signal bars, the Wi-Fi fan and the battery, in `color`.
    private func drawStatusBar(_ bar: StatusBarGeometry, color: Color) {
        var time = TextContent("9:41", style: .body, weight: .semibold, alignment: .center, color: color)
        time.fontSize = bar.timeSize
        time.maxCategory = .large
        // The time is never translated: the status bar is the system's, not the app's strings.
        var plain = environment
        plain.localization = .base
        Painter(cr: cr, scale: scale, environment: plain, measurer: measurer).drawText(time, in: bar.timeBox)
        setColor(color)
        if let signal = bar.signal { drawSignal(in: signal) }
        drawWiFi(in: bar.wifi)
        drawBattery(in: bar.battery, color: color)
    }

    /// Four bars rising left to right, bottom-aligned, all filled (full signal).
    private func drawSignal(in box: Rect) {
        let barWidth = box.width * 3 / 17, gap = (box.width - 4 * barWidth) / 3
        for index in 0..<4 {
            let height = box.height * [0.36, 0.55, 0.77, 1][index]
            let x = box.minX + Double(index) * (barWidth + gap)
            roundedRect(Rect(x: x, y: box.maxY - height, width: barWidth, height: height), radius: barWidth / 3)
        }
        cairo_fill(cr)
    }

    /// Three bands of a quarter circle opening upwards from the bottom centre (full Wi-Fi): a wedge and two arcs.
    private func drawWiFi(in box: Rect) {
        let center = (x: box.midX, y: box.maxY)
        let radius = box.height
        let bands: [(inner: Double, outer: Double)] = [(0, 0.33), (0.47, 0.70), (0.84, 1.08)]
        let start = -0.75 * Double.pi, end = -0.25 * Double.pi
        for band in bands {
            cairo_new_sub_path(cr)
            cairo_arc(cr, center.x, center.y, band.outer * radius, start, end)
            if band.inner > 0 {
                cairo_arc_negative(cr, center.x, center.y, band.inner * radius, end, start)
            } else {
                cairo_line_to(cr, center.x, center.y)
            }
            cairo_close_path(cr)
        }
        cairo_fill(cr)
    }

    /// iOS 16's battery: a rounded outline at 35 % opacity, filled inside (full charge), and its cap at 40 %.
    private func drawBattery(in box: Rect, color: Color) {
        let capWidth = box.width * 1.5 / 27
        let body = Rect(x: box.minX, y: box.minY, width: box.width - capWidth - 1, height: box.height)
        let radius = box.height * 0.33
        cairo_save(cr)
        cairo_set_line_width(cr, 1)
        let translucent = { (alpha: Double) in
            var faded = color
            faded.alpha = UInt8((alpha * 255).rounded())
            return faded
        }
        setColor(translucent(0.35))
        roundedRect(body.insetBy(0.5), radius: radius)
        cairo_stroke(cr)
        setColor(color)
        roundedRect(body.insetBy(2), radius: radius - 1.5)
        cairo_fill(cr)
        setColor(translucent(0.4))
        let cap = Rect(x: body.maxX + 1, y: box.midY - box.height / 6, width: capWidth, height: box.height / 3)
        cairo_new_sub_path(cr)
        cairo_arc(cr, cap.minX, cap.midY, cap.height / 2, -Double.pi / 2, Double.pi / 2)
        cairo_close_path(cr)
        cairo_fill(cr)
        cairo_restore(cr)
    }
}

extension Rect {
    /// The rectangle shrunk by `inset` on every side (never below zero size).
    fileprivate func insetBy(_ inset: Double) -> Rect {
        Rect(x: x + inset, y: y + inset, width: max(0, width - 2 * inset), height: max(0, height - 2 * inset))
    }
}
