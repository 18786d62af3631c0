import SetCore

/// Finding three cards on a table: a Set, a trio that is not one, or any trio a test asks for.
public enum Trios {
    /// The first three positions `i < j < k` below `count` (in that order of search) that
    /// `accepts`; nil when none does.
    public static func first(among count: Int, where accepts: (Int, Int, Int) -> Bool) -> [Int]? {
        for i in 0..<count {
            for j in i + 1 ..< count {
                for k in j + 1 ..< count where accepts(i, j, k) { return [i, j, k] }
            }
        }
        return nil
    }

    /// Positions of the first Set on `table`.
    public static func firstSet(in table: [Card]) -> [Int]? {
        first(among: table.count) { SetRule.isSet(table[$0], table[$1], table[$2]) }
    }

    /// Positions of the first three cards on `table` that are not a Set.
    public static func firstNonSet(in table: [Card]) -> [Int]? {
        first(among: table.count) { !SetRule.isSet(table[$0], table[$1], table[$2]) }
    }
}
