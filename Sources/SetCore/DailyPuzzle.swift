/// The daily puzzle (G5): the same twelve cards for everyone on a date, holding exactly six
/// Sets; the player finds all six. Cards never leave the table; a Set found is kept and the
/// selection clears at once; a Set found again is ignored; a wrong trio costs
/// `wrongTrioPenaltyMs` on the puzzle's time, never the puzzle.
///
/// The generator, from the date alone (works offline, the same on every machine):
/// 1. seed = 64-bit FNV-1a of the date's text "YYYY-MM-DD" (UTF-8), the generator
///    `SeededRandom(seed:)`;
/// 2. a deal: the 81 cards in `Card.all` (index) order, then for i = 0 ..< 12 the card at i
///    swaps with the card at i + `below(81 − i)` (the first twelve steps of a Fisher–Yates
///    shuffle); the first twelve cards, in that order, are the deal;
/// 3. deals follow one another on the same generator until one holds exactly six Sets: that
///    one is the table. Every date of 2024–2030 is found within 340 deals (43 on average).
///
/// A pure value without a clock: the caller keeps the running time and asks `timeMs(elapsedMs:)`.
public struct DailyPuzzle: Hashable, Sendable {
    /// The Sets every daily table holds, all to be found.
    public static let setCount = 6
    public static let tableSize = 12
    /// What a wrong trio adds to the puzzle's time.
    public static let wrongTrioPenaltyMs = 10_000.0
    /// The penalty as the player reads it: "+10 s".
    public static var penaltyText: String { "+\(Int(wrongTrioPenaltyMs / 1000)) s" }

    /// What a click did.
    public enum Move: Hashable, Sendable {
        /// The selection changed (a card picked or put back, or a wrong trio cleared).
        case picked
        /// The three picked are a Set not found before: it is listed, the selection clears.
        case found
        /// The three picked are a Set already found: nothing counts, the selection clears.
        case foundAgain
        /// The three picked are not a Set: they stay selected until the next click (as R7)
        /// and the puzzle's time grows by the penalty.
        case notASet
        /// Nothing happened (the puzzle is solved, or no card is there).
        case ignored
    }

    public let date: PuzzleDate
    /// The twelve cards, in layout order.
    public let table: [Card]
    /// The Sets found, each as ascending table positions, in the order found.
    public internal(set) var found: [[Int]] = []
    /// The table positions selected, in the order picked (at most 3).
    public internal(set) var selected: [Int] = []
    /// Trios picked that were not a Set.
    public internal(set) var wrongTrios = 0

    /// The puzzle of `date`, nothing found yet.
    public init(date: PuzzleDate) {
        self.date = date
        self.table = Self.deal(for: date).table
    }

    // MARK: - The generator

    /// The seed of `date`'s deals: 64-bit FNV-1a of its "YYYY-MM-DD".
    public static func seed(for date: PuzzleDate) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in date.description.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// `date`'s table and how many deals it took to find it. Works on card indexes
    /// (`Card.all` is in index order); a Set's third card is found digit by digit.
    public static func deal(for date: PuzzleDate) -> (table: [Card], attempts: Int) {
        var random = SeededRandom(seed: seed(for: date))
        var attempts = 0
        while true {
            attempts += 1
            var deck = cardIndexes
            for i in 0..<tableSize { deck.swapAt(i, i + random.below(deck.count - i)) }
            let table = Array(deck.prefix(tableSize))
            if countSets(amongIndexes: table) == setCount { return (table.compactMap(Card.init(index:)), attempts) }
        }
    }

    /// 0..<81: the deck in `Card.all` order, as card indexes.
    private static let cardIndexes = Array(Card.all.indices)

    /// How many Sets the cards with these indexes hold. (Plain loops: this runs some forty
    /// times a puzzle, and thousands of times in the generator's test.)
    private static func countSets(amongIndexes table: [Int]) -> Int {
        var position = Array(repeating: -1, count: Card.all.count)
        var count = 0
        var j = 0
        while j < table.count {
            let row = table[j] * Card.all.count
            var i = 0
            while i < j {
                if position[completions[row + table[i]]] > i { count += 1 }  // the third is between them
                i += 1
            }
            position[table[j]] = j
            j += 1
        }
        return count
    }

    /// The index of the card completing a Set with cards `a` and `b`, at `a * 81 + b`: in base 3
    /// a card index has one digit per feature, and a Set's three digits add up to a multiple of 3.
    private static let completions: [Int] = Card.all.indices.flatMap { a in
        Card.all.indices.map { b in
            var (a, b, place, third) = (a, b, 1, 0)
            for _ in 0..<4 {  // number, shape, shading, color
                third += (6 - a % 3 - b % 3) % 3 * place
                (a, b, place) = (a / 3, b / 3, place * 3)
            }
            return third
        }
    }

    // MARK: - Reading the state

    /// Every Set on the table, each as ascending table positions.
    public var sets: [[Int]] { SetRule.sets(in: table) }

    /// All six Sets are found.
    public var isSolved: Bool { found.count == Self.setCount }

    /// `none`, `partial` or `mismatch`; a Set never stays selected.
    public var selection: SelectionState {
        switch selected.count {
        case 0: .none
        case 1, 2: .partial
        default: .mismatch
        }
    }

    /// For a wrong trio, the features that are two of one and one of another (B5).
    public var mismatchReasons: [SetRule.Feature] {
        guard selected.count == 3 else { return [] }
        return SetRule.brokenFeatures(table[selected[0]], table[selected[1]], table[selected[2]])
    }

    public func isSelected(cardAt position: Int) -> Bool { selected.contains(position) }

    /// What the wrong trios have cost so far.
    public var penaltyMs: Double { Double(wrongTrios) * Self.wrongTrioPenaltyMs }

    /// The puzzle's time after `elapsedMs` of running time: the running time and the penalties.
    public func timeMs(elapsedMs: Double) -> Double { elapsedMs + penaltyMs }

    // MARK: - Actions

    /// A click on the card at `position` (R3, R4; R7 after a wrong trio).
    @discardableResult
    public mutating func select(cardAt position: Int) -> Move {
        guard !isSolved, table.indices.contains(position) else { return .ignored }
        if selected.count == 3 {
            selected = [position]
            return .picked
        }
        if let index = selected.firstIndex(of: position) {
            selected.remove(at: index)
            return .picked
        }
        selected.append(position)
        return selected.count == 3 ? judgeTrio() : .picked
    }

    /// Escape, as in the game: the selection is cleared, a wrong trio included.
    public mutating func deselectAll() {
        selected = []
    }

    private mutating func judgeTrio() -> Move {
        let trio = selected.sorted()
        guard SetRule.isSet(trio.map { table[$0] }) else {
            wrongTrios = wrongTrios == .max ? wrongTrios : wrongTrios + 1
            return .notASet
        }
        selected = []
        if found.contains(trio) { return .foundAgain }
        found.append(trio)
        return .found
    }
}
