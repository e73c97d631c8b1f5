import Testing

@testable import PlumbCore
@testable import PlumbLayout
@testable import PlumbText

/// The differential test of issue #4: the direct stack engine against UIKit-parity mode (UIStackView's constraint
/// recipe on the solver) over the generated corpus of `StackParityCase` (the fake measurer everywhere, Pango for
/// the cases with text). Both must agree to 0.001 pt wherever the recipe is unambiguous; where UIKit's
/// recipe deliberately answers differently (docs/stack-parity.md), the test asserts UIKit's answer, worked out
/// from the recipe's rules, instead.
@Suite struct StackParityTests {
    static let tolerance = 0.001
    /// The measurer of `kind`: Pango, or the fake at 0.5 em.
    func measurer(_ kind: StackParityCase.Measurer) throws -> any TextMeasuring {
        kind == .pango ? try PangoTextMeasurer() : FixedAdvanceMeasurer(advance: 0.5)
    }

    func context(_ testCase: StackParityCase, _ measurer: any TextMeasuring) -> LayoutContext {
        LayoutContext(environment: Environment(width: 400, direction: testCase.direction), measurer: measurer)
    }

    @Test func corpusCoversEveryCombination() {
        // Horizontal: 5 distributions × 6 alignments; vertical: 5 × 4 (baselines apply to rows only); each × hidden
        // 2 × spacing 3 × direction 2 = 12, × room: 3 for boxes (fake), 3 for text (fake), 2 for text (Pango, not
        // tooNarrow).
        #expect(StackParityCase.all.count == (5 * 6 + 5 * 4) * 12 * (3 + 3 + 2))
        #expect(StackParityCase.all.filter { $0.measurer == .pango }.allSatisfy { $0.children == .text })
    }

    @Test(arguments: StackParityCase.all)
    func bothModesAgree(_ testCase: StackParityCase) throws {
        let measurer = try measurer(testCase.measurer)
        let context = context(testCase, measurer)
        let axis = testCase.axis
        // The content's natural length along the axis picks "too much" (+50) and "too little" (−25) room.
        let natural = axis.main(
            StackEngine().measure(
                testCase.stack(.direct), proposal: axis.proposal(main: nil, cross: testCase.cross), context: context))
        let main = testCase.room == .tooLittle ? natural - 25 : natural + 50
        let bounds = Rect(origin: .zero, size: axis.size(main: main, cross: testCase.cross))
        let direct = StackEngine().place(testCase.stack(.direct), in: bounds, context: context).map(\.frame)
        let uikitStack = testCase.stack(.uikit)
        let uikit = UIKitStackEngine().place(uikitStack, in: bounds, context: context).map(\.frame)
        let leading = { (frame: Rect) in LeadingFrame(frame, axis: axis, in: bounds, direction: testCase.direction) }

        let quirk = fillProportionallyQuirk(testCase, main: main, context: context)
        // A baseline group taller than a too-narrow row (25): the boxes' c (44), or the visible box b (30) among text
        // (two single-line texts alone, 22 each on the same baseline, fit).
        let squeezedBaselines =
            testCase.room == .tooNarrow && [.firstBaseline, .lastBaseline].contains(testCase.alignment)
            && (testCase.children == .boxes || !testCase.hidesMiddle)
        for index in 0..<3 {
            let name = ["a", "b", "c"][index]
            let d = leading(direct[index]), u = leading(uikit[index])
            if testCase.hidesMiddle, index == 1 {
                expectHidden(
                    testCase, direct: d, uikit: u, directBefore: leading(direct[0]), uikitBefore: leading(uikit[0]))
            } else if let quirk {
                // UIKit's fillProportionally-with-spacing quirk: main-axis frames from the multipliers.
                #expect(
                    abs(u.mainStart - quirk[index]!.start) < Self.tolerance,
                    "\(testCase) \(name) main start: \(u) vs \(quirk)")
                #expect(
                    abs(u.mainLength - quirk[index]!.length) < Self.tolerance,
                    "\(testCase) \(name) main length: \(u) vs \(quirk)")
                if squeezedBaselines {
                    #expect(
                        u.crossStart > -Self.tolerance && u.crossEnd < testCase.cross + Self.tolerance,
                        "\(testCase) \(name) inside: \(u)")
                } else if testCase.children == .boxes {
                    #expect(
                        abs(u.crossStart - d.crossStart) < Self.tolerance
                            && abs(u.crossLength - d.crossLength) < Self.tolerance, "\(testCase) \(name) cross")
                }
            } else if squeezedBaselines {
                // Baseline-aligned views taller than the canvas: same along the axis; across it UIKit's spanner
                // (required) keeps each view inside the canvas, compressing it, where the direct engine lets the
                // group overflow.
                #expect(
                    abs(u.mainStart - d.mainStart) < Self.tolerance
                        && abs(u.mainLength - d.mainLength) < Self.tolerance, "\(testCase) \(name)")
                #expect(
                    u.crossStart > -Self.tolerance && u.crossEnd < testCase.cross + Self.tolerance,
                    "\(testCase) \(name) inside: \(u)")
            } else {
                #expect(d.isClose(to: u), "\(testCase) \(name): direct \(direct[index]) uikit \(uikit[index])")
            }
        }
        if squeezedBaselines {
            let visible = (0..<3).filter { !(testCase.hidesMiddle && $0 == 1) }
            #expect(
                visible.contains { leading(direct[$0]).crossEnd > testCase.cross + 1 },
                "\(testCase): the direct group should overflow")
            if testCase.children == .boxes {
                // A box's baseline is its bottom: all visible bottoms line up, inside the canvas.
                let bottoms = visible.map { leading(uikit[$0]).crossEnd }
                #expect(bottoms.allSatisfy { abs($0 - bottoms[0]) < Self.tolerance }, "\(testCase) bottoms \(bottoms)")
            }
        }
        if quirk != nil {
            // The difference is real: the direct engine fills with corrected shares.
            let differs = (0..<3).contains {
                abs(leading(direct[$0]).mainLength - leading(uikit[$0]).mainLength) > Self.tolerance
            }
            #expect(differs, "\(testCase): the quirk should make UIKit's lengths differ from the direct engine's")
        } else {
            expectUnambiguous(uikitStack, testCase, main: main, measurer: measurer)
        }
        expectSameFittingSize(testCase, main: main, context: context)
    }

    /// A hidden child: zero length along the axis in both modes. UIKit keeps it in the spacing chain with half the
    /// spacing on each side (TZStackView), so in the fill distributions it sits half a gap after its visible
    /// predecessor `a`, where the direct engine puts it right at that edge; in the equal distributions its place is
    /// only bounded by `>=` spacing (ambiguous in UIKit too), so only its length is compared. Across the axis UIKit
    /// aligns it like any arranged view, with its intrinsic cross length 30; the direct engine gives it none.
    func expectHidden(
        _ testCase: StackParityCase, direct: LeadingFrame, uikit: LeadingFrame, directBefore: LeadingFrame,
        uikitBefore: LeadingFrame
    ) {
        #expect(
            direct.mainLength == 0 && abs(uikit.mainLength) < Self.tolerance,
            "\(testCase) hidden length: \(direct) \(uikit)")
        let gap = testCase.customAfterFirst ?? testCase.stackSpacing
        #expect(
            abs(direct.mainStart - directBefore.mainEnd) < Self.tolerance,
            "\(testCase) hidden position (direct): \(direct)")
        if [.fill, .fillEqually, .fillProportionally].contains(testCase.distribution) {
            #expect(
                abs(uikit.mainStart - (uikitBefore.mainEnd + gap / 2)) < Self.tolerance,
                "\(testCase) hidden position (uikit): \(uikit)")
        }
        #expect(direct.crossLength == 0 && direct.crossStart == 0, "\(testCase) hidden cross (direct): \(direct)")
        let cross = testCase.cross
        let expected: (start: Double, length: Double)? =
            switch testCase.alignment {
            case .fill: (0, cross)
            case .leading, .top: (0, 30)
            case .center: ((cross - 30) / 2, 30)
            case .trailing, .bottom: (cross - 30, 30)
            case .firstBaseline, .lastBaseline: nil
            }
        if let expected {
            #expect(
                abs(uikit.crossStart - expected.start) < Self.tolerance
                    && abs(uikit.crossLength - expected.length) < Self.tolerance,
                "\(testCase) hidden cross (uikit): \(uikit)")
        } else {
            #expect(abs(uikit.crossLength - 30) < Self.tolerance, "\(testCase) hidden cross (uikit): \(uikit)")
        }
    }

    /// UIKit's fillProportionally frames when the multipliers don't add up (docs/uikit-semantics.md §3, openradar 34595752):
    /// m_i = ICS_i / (ΣICS + spacing × (n − 1)) with the stack's `spacing`; every visible view but the last holds
    /// `m_i × L` (priorities 999, 998, …), and the last takes what the required chain leaves: L − gaps − Σ others.
    /// `nil` when the multipliers and the gaps add up exactly (spacing 0, no custom spacing), where both modes agree.
    func fillProportionallyQuirk(
        _ testCase: StackParityCase, main: Double, context: LayoutContext
    ) -> [Int: (start: Double, length: Double)]? {
        guard testCase.distribution == .fillProportionally, testCase.spacing != .zero else { return nil }
        let children = testCase.childNodes()
        let visible = [0, 1, 2].filter { !children[$0].hidden }
        let intrinsic = visible.map { intrinsicMain(of: children[$0], testCase, context: context) }
        let total = intrinsic.reduce(0, +) + testCase.stackSpacing * Double(visible.count - 1)
        // Gaps between visible neighbours: the custom spacing after `a`, else the stack's spacing.
        let gaps = visible.dropLast().map {
            $0 == 0 ? (testCase.customAfterFirst ?? testCase.stackSpacing) : testCase.stackSpacing
        }
        var frames: [Int: (start: Double, length: Double)] = [:]
        var position = 0.0, used = 0.0
        for (k, index) in visible.enumerated() {
            let length = k == visible.count - 1 ? main - gaps.reduce(0, +) - used : intrinsic[k] / total * main
            frames[index] = (position, length)
            used += length
            position += length + (k < gaps.count ? gaps[k] : 0)
        }
        return frames
    }

    /// A child's intrinsic length along the axis: its natural width in a row; in a column its height at the width
    /// it gets (150 for the wrapping title, whether it fills or is clamped to the column; single-line text and
    /// boxes have the same height at any width).
    func intrinsicMain(of child: Node, _ testCase: StackParityCase, context: LayoutContext) -> Double {
        let proposal = testCase.axis == .horizontal ? ProposedSize() : ProposedSize(width: testCase.cross)
        return testCase.axis.main(NodeSizing.size(of: child, proposal: proposal, context: context))
    }

    /// Where both modes agree, the recipe must pin every visible child down: no visible child's variable may take
    /// another value at the same cost (docs/uikit-semantics.md §2, "ambiguous layouts").
    func expectUnambiguous(_ stack: Node, _ testCase: StackParityCase, main: Double, measurer: any TextMeasuring) {
        guard case .stack(let parameters) = stack.layout else { return }
        var ltr = testCase
        ltr.direction = .ltr
        let recipe = UIKitStackEngine().solve(
            stack, parameters, main: main, cross: testCase.cross, context: context(ltr, measurer))
        for item in recipe.items where !item.isHidden {
            let loose = [item.mainStart, item.mainLength, item.crossStart, item.crossLength].filter {
                recipe.solver.isAmbiguous($0)
            }
            #expect(loose.isEmpty, "\(testCase): ambiguous \(loose)")
        }
        #expect(recipe.refusals.isEmpty, "\(testCase): broken constraints \(recipe.refusals.map(\.broken))")
    }

    /// The fitting size — a row given its width fits its height, a column given its width fits its height — is the
    /// same in both modes, except where UIKit's recipe gives another answer:
    /// - `fill` alignment with the hidden `b` (30 across): UIKit still pins a hidden view to both cross edges with
    ///   its compression resistance, so the row is at least 30 high;
    /// - a column in the fillProportionally quirk: the multipliers hold at 999, 998, … and the views resist
    ///   compression at 750 above the fitting level 50. All multipliers hold at once when Σ m_i × L + gaps = L,
    ///   L = gaps / (1 − Σ m_i), and there every view is at least its intrinsic length (m_i × L ≥ ICS_i since the
    ///   gaps are at least spacing × (n − 1)); with custom spacing that is taller than the direct engine's fit;
    /// - a row of text in the quirk: its heights follow the quirk's widths, already checked by the frames.
    func expectSameFittingSize(_ testCase: StackParityCase, main: Double, context: LayoutContext) {
        let axis = testCase.axis
        let proposal = axis == .horizontal ? ProposedSize(width: main) : ProposedSize(width: testCase.cross)
        let direct = StackEngine().measure(testCase.stack(.direct), proposal: proposal, context: context)
        let uikit = UIKitStackEngine().measure(testCase.stack(.uikit), proposal: proposal, context: context)
        var expected = direct
        let isQuirk = testCase.distribution == .fillProportionally && testCase.spacing != .zero
        if isQuirk, axis == .horizontal, testCase.children == .text { return }
        if testCase.hidesMiddle, testCase.alignment == .fill, axis == .horizontal {
            expected.height = max(expected.height, 30)
        }
        if isQuirk, axis == .vertical {
            let children = testCase.childNodes()
            let visible = [0, 1, 2].filter { !children[$0].hidden }
            let intrinsic = visible.map { intrinsicMain(of: children[$0], testCase, context: context) }
            let total = intrinsic.reduce(0, +) + testCase.stackSpacing * Double(visible.count - 1)
            let gaps =
                testCase.customAfterFirst.map { $0 + testCase.stackSpacing * Double(visible.count - 2) } ?? total
                - intrinsic.reduce(0, +)
            let multipliers = intrinsic.reduce(0, +) / total
            expected.height = gaps / (1 - multipliers)
        }
        #expect(
            abs(uikit.width - expected.width) < Self.tolerance && abs(uikit.height - expected.height) < Self.tolerance,
            "\(testCase) fitting size: direct \(direct) expected \(expected) uikit \(uikit)")
    }
}

/// A frame read along and across a stack's axis, from the leading edge (right-to-left rows mirrored back).
struct LeadingFrame: CustomStringConvertible {
    var mainStart, mainLength, crossStart, crossLength: Double

    init(_ frame: Rect, axis: Axis, in bounds: Rect, direction: LayoutDirection) {
        var frame = frame
        if direction == .rtl {
            frame = Rect(x: bounds.maxX - frame.maxX, y: frame.y, width: frame.width, height: frame.height)
        }
        if axis == .horizontal {
            (mainStart, mainLength, crossStart, crossLength) = (frame.x, frame.width, frame.y, frame.height)
        } else {
            // A column's cross axis mirrors under right-to-left; leading is measured from the right edge.
            (mainStart, mainLength, crossStart, crossLength) = (frame.y, frame.height, frame.x, frame.width)
        }
    }

    func isClose(to other: LeadingFrame) -> Bool {
        [
            abs(mainStart - other.mainStart), abs(mainLength - other.mainLength), abs(crossStart - other.crossStart),
            abs(crossLength - other.crossLength),
        ]
        .allSatisfy { $0 < StackParityTests.tolerance }
    }

    var mainEnd: Double { mainStart + mainLength }
    var crossEnd: Double { crossStart + crossLength }

    var description: String { "main \(mainStart)+\(mainLength) cross \(crossStart)+\(crossLength)" }
}

extension Axis {
    /// The proposal with `main` along this axis and `cross` across it.
    func proposal(main: Double?, cross: Double?) -> ProposedSize {
        self == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }
}
