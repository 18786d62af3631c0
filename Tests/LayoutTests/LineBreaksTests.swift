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
