extension GameLog {
    /// Checks what the log of any real game satisfies (G1, Reliability), so a damaged file
    /// never reaches the review: card indexes 0..<81, no card twice on a table, table
    /// positions on their table, every Set taken or missed a Set and the one taken not among
    /// the others, every mismatch three cards that are not a Set with the broken features they
    /// have, every hint 1–3 cards revealed, every needless deal onto a table holding a Set,
    /// every time finite and not negative.
    public func validate() throws(SavedDataError) {
        for set in sets { try Self.check(set) }
        for mismatch in mismatches { try Self.check(mismatch) }
        for hint in hints {
            try Self.checkCards([hint.card], named: "hint")
            try SavedDataError.require((1...3).contains(hint.revealed), "a hint revealing \(hint.revealed) cards")
            if let atMs = hint.atMs { try Self.checkTime(atMs, named: "hint") }
        }
        for deal in needlessDeals {
            try Self.checkTime(deal.atMs, named: "deal")
            try Self.checkCards(deal.table, named: "deal table")
            try SavedDataError.require(!deal.sets.isEmpty, "a needless deal onto a table without a Set")
        }
    }

    private static func check(_ set: SetTaken) throws(SavedDataError) {
        try checkTime(set.atMs, named: "Set")
        try checkTime(set.tookMs, named: "Set's duration")
        try checkCards(set.table, named: "Set table")
        let table = set.tableCards
        for trio in [set.taken] + set.others {
            try SavedDataError.require(trio.count == 3 && trio == trio.sorted() && Set(trio).count == 3,
                                       "table positions \(trio) are not three ascending positions")
            try SavedDataError.require(trio.allSatisfy(table.indices.contains),
                                       "table positions \(trio) on a table of \(table.count)")
            try SavedDataError.require(SetRule.isSet(trio.map { table[$0] }), "table positions \(trio) are not a Set")
        }
        try SavedDataError.require(!set.others.contains(set.taken), "the Set taken is among the others")
    }

    private static func check(_ mismatch: Mismatch) throws(SavedDataError) {
        try checkTime(mismatch.atMs, named: "mismatch")
        try checkCards(mismatch.cards, named: "mismatch")
        let cards = mismatch.cards.compactMap(Card.init(index:))
        try SavedDataError.require(cards.count == 3 && !SetRule.isSet(cards), "a mismatch of \(mismatch.cards)")
        try SavedDataError.require(mismatch.broken == SetRule.brokenFeatures(cards[0], cards[1], cards[2]),
                                   "a mismatch of \(mismatch.cards) broken on \(mismatch.broken)")
    }

    private static func checkTime(_ ms: Double, named name: String) throws(SavedDataError) {
        try SavedDataError.require(ms.isFinite && ms >= 0, "a \(name) at \(ms) ms")
    }

    private static func checkCards(_ indexes: [Int], named name: String) throws(SavedDataError) {
        try SavedDataError.require(indexes.allSatisfy(Card.all.indices.contains), "card indexes \(indexes) in a \(name)")
        try SavedDataError.require(allDifferent(indexes), "a card twice in a \(name)")
    }

    /// Whether no card index (0..<81) comes twice: every mismatch of the log is checked at
    /// each save, without building a set for it (P4).
    private static func allDifferent(_ indexes: [Int]) -> Bool {
        var seen: (low: UInt64, high: UInt64) = (0, 0)
        for index in indexes {
            let bit = UInt64(1) << UInt64(index & 63)
            if index < 64 {
                guard seen.low & bit == 0 else { return false }
                seen.low |= bit
            } else {
                guard seen.high & bit == 0 else { return false }
                seen.high |= bit
            }
        }
        return true
    }
}
