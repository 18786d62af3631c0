/// The statistics file: the version, the classic game's record at the top level (the keys the
/// file always had), then `junior`, `dailyPuzzles`, `recentGames`, `mismatchesByFeature`,
/// `setTimes`, `dailyResults`, `versusComputer`, `hotSeatGames` and `rivalFactor`. A missing field takes its starting value; a negative count
/// or a time that is not a time is inconsistent.
extension Statistics: Codable {
    private enum CodingKeys: String, CodingKey {
        case version, junior, dailyPuzzles, recentGames, mismatchesByFeature, setTimes, dailyResults
        case versusComputer, hotSeatGames, rivalFactor
    }

    public init(from decoder: any Decoder) throws {
        let keys = try decoder.container(keyedBy: CodingKeys.self)
        try SavedDataError.check(version: keys.decode(Int.self, forKey: .version), expected: Self.version)
        normal = try Record(from: decoder)
        junior = try keys.decodeIfPresent(Record.self, forKey: .junior) ?? Record()
        dailyPuzzles = try keys.decodeIfPresent(Record.self, forKey: .dailyPuzzles) ?? Record()
        recentGames = try keys.decodeIfPresent([FinishedGame].self, forKey: .recentGames) ?? []
        mismatchesByFeature = try keys.decodeIfPresent(FeatureCounts.self, forKey: .mismatchesByFeature) ?? .init()
        setTimes = try keys.decodeIfPresent(SetTimes.self, forKey: .setTimes) ?? SetTimes()
        dailyResults = try keys.decodeIfPresent([PuzzleDate: DailyResult].self, forKey: .dailyResults) ?? [:]
        versusComputer = try keys.decodeIfPresent([ComputerLevel: ContestRecord].self, forKey: .versusComputer) ?? [:]
        hotSeatGames = try keys.decodeIfPresent(Int.self, forKey: .hotSeatGames) ?? 0
        rivalFactor = try keys.decodeIfPresent(Double.self, forKey: .rivalFactor) ?? 1
        try checkFigures()
    }

    public func encode(to encoder: any Encoder) throws {
        var keys = encoder.container(keyedBy: CodingKeys.self)
        try keys.encode(Self.version, forKey: .version)
        try normal.encode(to: encoder)
        try keys.encode(junior, forKey: .junior)
        try keys.encode(dailyPuzzles, forKey: .dailyPuzzles)
        try keys.encode(recentGames, forKey: .recentGames)
        try keys.encode(mismatchesByFeature, forKey: .mismatchesByFeature)
        try keys.encode(setTimes, forKey: .setTimes)
        try keys.encode(dailyResults, forKey: .dailyResults)
        try keys.encode(versusComputer, forKey: .versusComputer)
        try keys.encode(hotSeatGames, forKey: .hotSeatGames)
        try keys.encode(rivalFactor, forKey: .rivalFactor)
    }

    /// The figures beyond the records: counts and times not negative, durations finite,
    /// at most `recentGameLimit` recent games, a rival factor within its bounds.
    private func checkFigures() throws(SavedDataError) {
        try SavedDataError.require(recentGames.count <= Self.recentGameLimit, "\(recentGames.count) recent games")
        for game in recentGames {
            try SavedDataError.require(game.durationMs >= 0 && game.sets >= 0 && game.endedAt.isFinite,
                                       "a recent game of \(game.durationMs) ms, \(game.sets) Sets")
        }
        for feature in SetRule.Feature.allCases {
            try SavedDataError.require(mismatchesByFeature[feature] >= 0,
                                       "\(mismatchesByFeature[feature]) mismatches on \(feature.rawValue)")
        }
        for result in dailyResults.values {
            try SavedDataError.require(result.bestMs >= 0, "a daily best of \(result.bestMs) ms")
        }
        for (level, record) in versusComputer {
            try SavedDataError.require([record.won, record.lost, record.tied].allSatisfy { $0 >= 0 },
                                       "\(record.won) won, \(record.lost) lost, \(record.tied) tied against \(level)")
        }
        try SavedDataError.require(hotSeatGames >= 0, "hotSeatGames is \(hotSeatGames)")
        try SavedDataError.require(ComputerPace.rivalFactorRange.contains(rivalFactor), "rivalFactor is \(rivalFactor)")
    }
}

extension Statistics.Record: Codable {
    private enum CodingKeys: String, CodingKey {
        case gamesStarted, gamesFinished, bestTimeMs, bestScore, totalSets, totalMismatches
    }

    public init(from decoder: any Decoder) throws {
        let keys = try decoder.container(keyedBy: CodingKeys.self)
        gamesStarted = try keys.decodeIfPresent(Int.self, forKey: .gamesStarted) ?? 0
        gamesFinished = try keys.decodeIfPresent(Int.self, forKey: .gamesFinished) ?? 0
        bestTimeMs = try keys.decodeIfPresent(Int.self, forKey: .bestTimeMs)
        bestScore = try keys.decodeIfPresent(Int.self, forKey: .bestScore)
        totalSets = try keys.decodeIfPresent(Int.self, forKey: .totalSets) ?? 0
        totalMismatches = try keys.decodeIfPresent(Int.self, forKey: .totalMismatches) ?? 0
        for (name, count) in [("gamesStarted", gamesStarted), ("gamesFinished", gamesFinished),
                              ("bestTimeMs", bestTimeMs ?? 0), ("totalSets", totalSets),
                              ("totalMismatches", totalMismatches)] {
            try SavedDataError.require(count >= 0, "\(name) is \(count)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var keys = encoder.container(keyedBy: CodingKeys.self)
        try keys.encode(gamesStarted, forKey: .gamesStarted)
        try keys.encode(gamesFinished, forKey: .gamesFinished)
        try keys.encodeIfPresent(bestTimeMs, forKey: .bestTimeMs)
        try keys.encodeIfPresent(bestScore, forKey: .bestScore)
        try keys.encode(totalSets, forKey: .totalSets)
        try keys.encode(totalMismatches, forKey: .totalMismatches)
    }
}

extension Statistics.FeatureCounts: Codable {
    private enum CodingKeys: String, CodingKey { case number, shape, shading, color }

    /// `{"number":1,"shape":0,"shading":2,"color":1}`; a missing feature counts 0.
    public init(from decoder: any Decoder) throws {
        let keys = try decoder.container(keyedBy: CodingKeys.self)
        number = try keys.decodeIfPresent(Int.self, forKey: .number) ?? 0
        shape = try keys.decodeIfPresent(Int.self, forKey: .shape) ?? 0
        shading = try keys.decodeIfPresent(Int.self, forKey: .shading) ?? 0
        color = try keys.decodeIfPresent(Int.self, forKey: .color) ?? 0
    }

    public func encode(to encoder: any Encoder) throws {
        var keys = encoder.container(keyedBy: CodingKeys.self)
        for (key, count) in [(CodingKeys.number, number), (.shape, shape), (.shading, shading), (.color, color)] {
            try keys.encode(count, forKey: key)
        }
    }
}

extension Statistics.SetTimes: Codable {
    /// Written as the four buckets, 1 to 4 differing features: `[{"sets":3,"totalMs":12000}, ...]`.
    public init(from decoder: any Decoder) throws {
        let buckets = try decoder.singleValueContainer().decode([Bucket].self)
        try SavedDataError.require(buckets.count == 4, "\(buckets.count) buckets of Set times, expected 4")
        for bucket in buckets {
            try SavedDataError.require(bucket.sets >= 0 && bucket.totalMs.isFinite && bucket.totalMs >= 0,
                                       "\(bucket.sets) Sets taking \(bucket.totalMs) ms")
        }
        self.buckets = buckets
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(buckets)
    }
}
