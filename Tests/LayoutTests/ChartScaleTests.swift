import Foundation
@testable import Layout
import Testing

/// G3: the pace chart's axis ends on a round number just above the highest pace.
@Suite("The charts' axis (G3)")
struct ChartScaleTests {
    @Test func theTopIsTheNextRoundNumberAboveTheHighestValue() {
        #expect(ChartScale.top(above: 54.2) == 60)
        #expect(ChartScale.top(above: 2.1) == 2.5)
        #expect(ChartScale.top(above: 3.2) == 4)
        #expect(ChartScale.top(above: 0.95) == 1)
        #expect(abs(ChartScale.top(above: 0.3) - 0.4) < 1e-12)
        #expect(ChartScale.top(above: 1) == 1.2, "a twentieth of room above the highest point")
        #expect(ChartScale.top(above: 0) == 1 && ChartScale.top(above: .nan) == 1 && ChartScale.top(above: -3) == 1)
    }

    @Test func anyTopIsRoundAndClose() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let highest = exp(Double.random(in: -8...12, using: &random))
            let top = ChartScale.top(above: highest)
            #expect(top >= highest * 1.05 * (1 - 1e-9), "\(highest) → \(top)")
            #expect(top <= highest * 1.05 * 1.34, "\(highest) → \(top)")
            let mantissa = top / pow(10, floor(log10(top) + 1e-9))
            #expect(ChartScale.steps.contains { abs($0 - mantissa) < 1e-6 }, "\(highest) → \(top)")
        }
    }
}
