import Layout
import Testing

/// I1, I2: text wraps at its spaces, but never before the marks that close what comes before
/// them (French puts a space before `:` `;` `!` `?` `»`) nor after those that open.
@Suite("Where a line may break")
struct LineBreaksTests {
    @Test func aFrenchColonOrExclamationStaysWithTheWordBeforeIt() {
        #expect(LineBreaks.pieces(of: "terminez une partie : vos chiffres") == ["terminez", "une", "partie :", "vos", "chiffres"])
        #expect(LineBreaks.pieces(of: "Set ! 5 s") == ["Set !", "5", "s"])
        #expect(LineBreaks.pieces(of: "Vouliez-vous dire « --seed » ?") == ["Vouliez-vous", "dire", "« --seed » ?"])
        #expect(LineBreaks.pieces(of: "Vert : le Set pris · autres couleurs") == ["Vert :", "le", "Set", "pris ·", "autres", "couleurs"])
    }

    @Test func englishSpanishAndGermanBreakAtEverySpace() {
        #expect(LineBreaks.pieces(of: "Not a Set: two are red") == ["Not", "a", "Set:", "two", "are", "red"])
        #expect(LineBreaks.pieces(of: "¿Otra partida? ¡Set!") == ["¿Otra", "partida?", "¡Set!"])
        #expect(LineBreaks.pieces(of: "Klick ändert eine Einstellung") == ["Klick", "ändert", "eine", "Einstellung"])
    }

    @Test(arguments: ["", " ", "a  b", " a", "a ", ": a", "« »", "a ( b ) c"])
    func thePiecesJoinedGiveTheTextAgain(text: String) {
        #expect(LineBreaks.pieces(of: text).joined(separator: " ") == text)
    }

    @Test func aLineMayBreakOnlyBetweenTwoWords() {
        #expect(LineBreaks.mayBreak(after: "une", before: "partie"))
        #expect(!LineBreaks.mayBreak(after: "partie", before: ": vos"))
        #expect(!LineBreaks.mayBreak(after: "«", before: "Set"))
        #expect(!LineBreaks.mayBreak(after: "", before: "Set") && !LineBreaks.mayBreak(after: "Set", before: ""))
    }
}

/// G2: the review's caption and footer on one line or two, whichever draws them larger.
@Suite("One line or two")
struct OneOrTwoLinesTests {
    /// Every character one point wide.
    static func lines(_ text: String, _ width: Double) -> [String] {
        LineBreaks.oneOrTwoLines(text, width: width) { Double($0.count) }
    }

    @Test func aTextThatFitsStaysOnOneLine() {
        #expect(Self.lines("Found in 0:05 · 2 other Sets", 40) == ["Found in 0:05 · 2 other Sets"])
    }

    @Test func twoLinesBreakAfterTheSeparatorWhenItCostsLittle() {
        #expect(Self.lines("Found in 0:01 at 0:01 · 3 other Sets were there", 30)
                    == ["Found in 0:01 at 0:01 ·", "3 other Sets were there"])
        // The separator's halves 34 and 12 wide in 25: drawn at 25/34; a break elsewhere at
        // full size is worth more than that.
        #expect(Self.lines("aaaa bbbb cccc dddd eeee ffff gg · hhhh iiii jj", 25)
                    == ["aaaa bbbb cccc dddd eeee", "ffff gg · hhhh iiii jj"])
    }

    @Test func withoutASeparatorTheLongerLineIsAsShortAsCanBe() {
        #expect(Self.lines("one two three four five six", 20) == ["one two three", "four five six"])
    }

    @Test func aFrenchColonStaysWithItsWordOnEitherLine() {
        let lines = Self.lines("Trouvé en 0:01 à 0:03 · 1 autre Set était là", 30)
        #expect(lines == ["Trouvé en 0:01 à 0:03 ·", "1 autre Set était là"])
        #expect(Self.lines("terminez une partie : vos chiffres", 22).allSatisfy { !$0.hasPrefix(":") })
    }
}
