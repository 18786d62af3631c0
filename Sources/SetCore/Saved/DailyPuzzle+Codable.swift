/// A daily puzzle in a saved file (G5): its date, the Sets found, the selection and the wrong
/// trios. The twelve cards are not written: they come from the date. Decoding checks what
/// any real puzzle satisfies, so a damaged file never becomes a puzzle.
extension DailyPuzzle: Codable {
    private enum CodingKeys: String, CodingKey {
        case date, found, selected, wrongTrios
    }

    public init(from decoder: any Decoder) throws {
        let keys = try decoder.container(keyedBy: CodingKeys.self)
        self.init(date: try keys.decode(PuzzleDate.self, forKey: .date))
        found = try keys.decodeIfPresent([[Int]].self, forKey: .found) ?? []
        selected = try keys.decodeIfPresent([Int].self, forKey: .selected) ?? []
        wrongTrios = try keys.decodeIfPresent(Int.self, forKey: .wrongTrios) ?? 0
        try validate()
    }

    public func encode(to encoder: any Encoder) throws {
        var keys = encoder.container(keyedBy: CodingKeys.self)
        try keys.encode(date, forKey: .date)
        try keys.encode(found, forKey: .found)
        try keys.encode(selected, forKey: .selected)
        try keys.encode(wrongTrios, forKey: .wrongTrios)
    }

    /// Every Set found is one of the table's Sets, written ascending, found once; at most 3
    /// selected, distinct and on the table, three only when they are a wrong trio (a Set
    /// never stays selected) and never once the puzzle is solved; wrong trios not negative.
    public func validate() throws(SavedDataError) {
        let sets = self.sets
        try SavedDataError.require(found.allSatisfy(sets.contains), "a found Set that is not on the table: \(found)")
        try SavedDataError.require(Set(found).count == found.count, "a Set found twice: \(found)")
        try SavedDataError.require(selected.count <= 3 && Set(selected).count == selected.count,
                                   "selected \(selected)")
        try SavedDataError.require(selected.allSatisfy(table.indices.contains), "selected \(selected) off the table")
        try SavedDataError.require(selected.count < 3 || !SetRule.isSet(selected.map { table[$0] }),
                                   "a Set left selected: \(selected)")
        try SavedDataError.require(!isSolved || selected.isEmpty, "a selection in a solved puzzle")
        try SavedDataError.require(wrongTrios >= 0, "wrongTrios is \(wrongTrios)")
    }
}
