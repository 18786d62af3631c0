import Foundation
import Render
import SetCore
import Testing

/// B7: the colour-blind palette's three colours stay distinct under protanopia, deuteranopia
/// and tritanopia, measured rather than eyeballed.
@Suite("B7 palettes under colour-vision deficiencies")
struct PaletteVisionTests {
    /// The smallest CIEDE2000 difference two card colours may show under any vision.
    ///
    /// A difference of 1 is just noticeable between two large patches side by side; colour
    /// on a card comes in small marks (thin outlines, stripes), for which the noticeable
    /// difference grows several times over (Stone, Szafir & Setlur 2014, "An engineering
    /// model for color difference as a function of size"), and the player must name the
    /// colour at a glance, not compare two patches. 20 asks for a difference of that kind,
    /// with room for the simulation's error and a poor monitor: the standard palette's red
    /// and green under deuteranopia (about 7), the confusion colour-blind players report,
    /// fall far below it.
    static let distinctAtAGlance = 20.0

    /// WCAG 2.1 (1.4.11) asks 3:1 for graphical objects: outlines and stripes on the face.
    static let visibleOnTheFace = 3.0

    static let cardFace = Theme.classic.cardFace

    /// The three pairs of card colours, named.
    static func pairs(_ palette: Palette) -> [(String, RGBA, RGBA)] {
        [("red/green", palette.red, palette.green), ("red/purple", palette.red, palette.purple),
         ("green/purple", palette.green, palette.purple)]
    }

    /// The CIEDE2000 difference of each pair of `palette` under `vision`.
    static func differences(_ palette: Palette, _ vision: ColorVision) -> [String: Double] {
        Dictionary(uniqueKeysWithValues: pairs(palette).map { name, one, other in
            (name, Lab(linear: vision.linear(one)).difference(to: Lab(linear: vision.linear(other))))
        })
    }

    /// Prints the figures, one line per vision.
    static func printTable(_ name: String, _ palette: Palette) {
        print("\(name) palette, CIEDE2000 between card colours:")
        print("  vision             red/green  red/purple  green/purple")
        for vision in ColorVision.allCases {
            let d = differences(palette, vision)
            let cells = ["red/green", "red/purple", "green/purple"].map { String(format: "%10.1f", d[$0]!) }
            print("  " + vision.rawValue.padding(toLength: 17, withPad: " ", startingAt: 0) + cells.joined(separator: "  "))
        }
    }

    // MARK: - The palettes

    @Test func theColourBlindPaletteStaysDistinctUnderEveryDeficiency() {
        Self.printTable("colorblind", .colorblind)
        for vision in ColorVision.allCases {
            for (pair, difference) in Self.differences(.colorblind, vision) {
                #expect(difference >= Self.distinctAtAGlance, "\(pair) under \(vision): \(difference)")
            }
        }
    }

    @Test func theStandardPaletteMixesUpRedAndGreenForRedGreenColourBlindPlayers() {
        Self.printTable("standard", .standard)
        #expect(Self.differences(.standard, .deuteranopia)["red/green"]! < 10)
        #expect(Self.differences(.standard, .protanopia)["red/green"]! < Self.distinctAtAGlance)
        for (pair, difference) in Self.differences(.standard, .typical) {
            #expect(difference >= Self.distinctAtAGlance, "\(pair): \(difference)")
        }
    }

    @Test(arguments: [("standard", Palette.standard), ("colorblind", Palette.colorblind)])
    func everyCardColourStandsOutOnTheCardFace(name: String, palette: Palette) {
        for color in [palette.red, palette.green, palette.purple] {
            let contrast = contrastRatio(color, Self.cardFace)
            print("\(name) \(color) on the card face: \(String(format: "%.2f", contrast)):1")
            #expect(contrast >= Self.visibleOnTheFace, "\(color): \(contrast)")
        }
    }

    @Test func everyThemeDrawsCardsInThePaletteItIsGiven() {
        #expect(Theme.classic.palette == .standard)
        for theme in [Theme.light(.colorblind), Theme.dark(.colorblind)] {
            #expect(theme.color(of: Card(.one, .oval, .solid, .red)) == Palette.colorblind.red)
        }
        #expect(Palette.colorblind != Palette.standard)
    }

    @Test func aCardTakesThePaletteColourOfItsColour() {
        for (color, expected) in [(Card.Color.red, Palette.colorblind.red), (.green, Palette.colorblind.green),
                                  (.purple, Palette.colorblind.purple)] {
            #expect(Palette.colorblind.color(of: Card(.two, .oval, .striped, color)) == expected)
        }
    }

    // MARK: - The measuring tools

    @Test func ciede2000AgreesWithSharmaWuAndDalalsTestData() {
        // Pairs 1, 7, 17, 18, 19 and 20 of Sharma, Wu & Dalal (2005), table 1.
        let cases: [(Lab, Lab, Double)] = [
            (Lab(l: 50, a: 2.6772, b: -79.7751), Lab(l: 50, a: 0, b: -82.7485), 2.0425),
            (Lab(l: 50, a: 0, b: 0), Lab(l: 50, a: -1, b: 2), 2.3669),
            (Lab(l: 50, a: 2.5, b: 0), Lab(l: 73, a: 25, b: -18), 27.1492),
            (Lab(l: 50, a: 2.5, b: 0), Lab(l: 61, a: -5, b: 29), 22.8977),
            (Lab(l: 50, a: 2.5, b: 0), Lab(l: 56, a: -27, b: -3), 31.9030),
            (Lab(l: 50, a: 2.5, b: 0), Lab(l: 58, a: 24, b: 15), 19.4535),
        ]
        for (one, other, expected) in cases {
            #expect(abs(one.difference(to: other) - expected) < 0.0001, "\(one) \(other)")
            #expect(abs(other.difference(to: one) - expected) < 0.0001)
        }
    }

    @Test func everySimulationKeepsGreysGrey() {
        // Each simulation leaves white and greys alone: a typo in a matrix would not.
        for vision in ColorVision.allCases {
            for level: UInt8 in [0, 64, 128, 200, 255] {
                let grey = RGBA(level, level, level)
                let seen = Lab(linear: vision.linear(grey))
                #expect(Lab(linear: ColorVision.typical.linear(grey)).difference(to: seen) < 1, "\(vision) \(level)")
            }
        }
    }

    @Test func redAndGreenLookAlikeToADeuteranopeButNotToATritanope() {
        // The classic confusion pair: a red and a green of equal lightness.
        let (red, green) = (RGBA(190, 80, 60), RGBA(110, 130, 40))
        func difference(_ vision: ColorVision) -> Double {
            Lab(linear: vision.linear(red)).difference(to: Lab(linear: vision.linear(green)))
        }
        #expect(difference(.typical) > 30)
        #expect(difference(.deuteranopia) < 10)
        #expect(difference(.protanopia) < 15)
        #expect(difference(.tritanopia) > 20)
        #expect(difference(.tritanopiaBrettel) > 20)
    }

    @Test func contrastRatioRunsFromOneToTwentyOne() {
        #expect(abs(contrastRatio(RGBA(0, 0, 0), RGBA(255, 255, 255)) - 21) < 0.01)
        #expect(contrastRatio(RGBA(90, 90, 90), RGBA(90, 90, 90)) == 1)
        #expect(abs(RGBA(0, 0, 0).contrast(with: RGBA(255, 255, 255)) - 21) < 0.01)
        for color in [RGBA(70, 80, 210), RGBA(0, 146, 150), RGBA(240, 100, 200)] {
            #expect(abs(color.contrast(with: RGBA(16, 48, 38)) - contrastRatio(color, RGBA(16, 48, 38))) < 0.01)
        }
    }

    /// V5: a player's number on their badge reads at 3.5:1 or more (bold text the size of the
    /// badge's digit needs 3:1): the light theme's dark digits on blue were 2.3:1.
    @Test(arguments: [Theme.light(), Theme.dark()])
    func everyBadgesNumberReads(theme: Theme) {
        for number in 1...4 {
            let disc = theme.color(ofPlayer: number), digit = disc.clearer(of: theme.bar, theme.barText)
            #expect(contrastRatio(disc, digit) >= 3.5, "player \(number): \(contrastRatio(disc, digit))")
        }
    }

    /// A panel's buttons (the summary's, the help's Settings, the review's arrows) stand out
    /// from the panel as a control must, 3:1 (WCAG's non-text contrast), and their labels
    /// read at 4.5:1, lit or not: the dark theme's were the bars' near-black on a charcoal
    /// panel, 1.4:1.
    @Test(arguments: [Theme.light(), Theme.dark()])
    func aPanelsButtonsStandOutFromThePanel(theme: Theme) {
        for button in [theme.panelButton, theme.lit(theme.panelButton)] {
            #expect(contrastRatio(button, theme.panel) >= 3, "\(button) on \(theme.panel): \(contrastRatio(button, theme.panel))")
            #expect(contrastRatio(theme.panelButtonText, button) >= 4.5,
                    "\(theme.panelButtonText) on \(button): \(contrastRatio(theme.panelButtonText, button))")
        }
    }
}
