import JSONCoding
import SetCore
import Layout

/// A JSON object written field by field, in one place: a field with nothing to say is
/// written as `null`, never left out (the protocol's rule for `state`).
struct JSONObject: Encodable {
    private var fields: [(key: String, value: (any Encodable)?)] = []

    init(_ fields: KeyValuePairs<String, (any Encodable)?>) {
        self.fields = fields.map { ($0.key, $0.value) }
    }

    /// Adds fields after the literal ones.
    func adding(_ more: [(String, (any Encodable)?)]) -> JSONObject {
        var object = self
        object.fields += more.map { (key: $0.0, value: $0.1) }
        return object
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for (key, value) in fields {
            if let value { try container.encode(value, forKey: Key(stringValue: key)) }
            else { try container.encodeNil(forKey: Key(stringValue: key)) }
        }
    }
}

/// The `state` line of the headless protocol (docs/protocol.md): every field written once,
/// here, from the session's state.
extension SessionState {
    func stateReport(today: PuzzleDate) -> JSONObject {
        JSONObject([
            "window": [screen.window.width, screen.window.height],
            "deck": play.deckCount,
            "discarded": play.discardedCount,
            "score": play.score,
            "selection": selection.rawValue,
            "dealEnabled": play.canDeal && overlay.letsCardsBeChosen,
            "gameOver": isOver,
            "animating": isAnimating,
            "cards": cardEntries(),
            "buttons": buttonFrames(),
            "seed": seed,
            "time": (now * 1000).rounded() / 1000,
            "setsOnTable": play.setsOnTable.count,
            "setsFound": play.setsFound,
            "scroll": Self.rounded(scroll.offset),
            "overlay": overlay.rawValue,
            "fullscreen": fullscreen,
            "elapsedMs": shownElapsedMs,
            // Table indexes of the cards a hint revealed; null when none is showing.
            "hint": play.hint.isEmpty ? nil : play.hint.compactMap { play.table.firstIndex(of: $0) },
            "message": message,
            "stats": statistics.map { Self.statsEntry($0, playing: mode, today: today) },
            "mode": mode.rawValue,
            "review": shownReviewStep.map { JSONObject(["step": reviewStep, "steps": reviewSteps.count, "missed": $0.missed]) },
            "puzzle": puzzle.map {
                JSONObject(["date": $0.date.description, "found": $0.found, "total": DailyPuzzle.setCount,
                            "solved": $0.isSolved])
            },
            "players": contest.map(playerEntriesReport),
            "call": contest?.call.map { call in
                JSONObject(["player": call.player, "remainingMs": Int((call.remainingSeconds(at: gameTime) * 1000).rounded())])
            },
            "winner": contest?.winner,
            // The ring of the pad used last (C1): a card's table index or a key of `buttons`.
            "focus": pads.ringShows ? pads.last.flatMap { id in
                focusPlace(ofPad: id).map { place in
                    switch place {
                    case .card(let index): JSONObject(["pad": id, "card": index])
                    case .button(let name): JSONObject(["pad": id, "button": name])
                    }
                }
            } : nil,
        ]).adding(SettingsMenu.stateFields(of: settings))
    }

    /// `cards`: each card on the table in layout order, where it is drawn now, its key.
    private func cardEntries() -> [JSONObject] {
        let drawn = Dictionary(motion.tableStates(at: now).map { ($0.key.card, $0.state.frame) }, uniquingKeysWith: { a, _ in a })
        let selected = selectedCards
        return play.table.enumerated().map { index, card in
            JSONObject([
                "number": card.number.rawValue, "shape": card.shape.rawValue, "shading": card.shading.rawValue,
                "color": card.color.rawValue, "frame": Self.rounded(drawn[card] ?? .zero),
                "selected": selected.contains(card), "key": cardKeys.indices.contains(index) ? cardKeys[index] : nil,
            ])
        }
    }

    /// `buttons`: every button on screen by name, the open panel's too (a settings row, a
    /// review arrow, the summary's); one that is not on screen is absent, and so is one of
    /// the bar (or the pile) whose middle the open panel covers, as it does in a small
    /// window: a click there would land on the panel.
    private func buttonFrames() -> [String: [Double]] {
        var buttons: [String: [Double]] = [:]
        let panel = closingPanel?.frame
        func shown(_ frame: Rect) -> Bool { panel?.contains(frame.center) != true }
        for (id, frame) in screen.buttons where shown(frame) { buttons[id.rawValue] = Self.rounded(frame) }
        if game != nil, shown(screen.deckPile) { buttons["deckPile"] = Self.rounded(screen.deckPile) }
        for button in panelButtons { buttons[button.name] = Self.rounded(button.frame) }
        return buttons
    }

    /// `players` (V5): each player's name, kind (and a computer's level), score, Sets, lock,
    /// whether they are calling (the computer: marking its Set) and their entry's frame.
    private func playerEntriesReport(_ contest: Contest) -> [JSONObject] {
        zip(contest.players, playerEntries()).map { player, entry in
            let fields = JSONObject([
                "name": player.name, "kind": player.isComputer ? "computer" : "human", "score": player.score,
                "sets": player.sets, "locked": player.locked, "calling": entry.status.isCalling,
                "frame": Self.rounded(entry.frame),
            ])
            return player.kind.level.map { fields.adding([("level", $0.rawValue)]) } ?? fields
        }
    }

    /// `stats`: the player's statistics, live ("Saved data") in every mode: the counts of
    /// every solo mode, the bests of the mode played (`Statistics.reported(playing:)`); a best
    /// is `null` until a game of that mode is finished.
    private static func statsEntry(_ statistics: Statistics, playing mode: GameMode, today: PuzzleDate) -> JSONObject {
        let reported = statistics.reported(playing: mode)
        return JSONObject([
            "gamesStarted": reported.gamesStarted,
            "gamesFinished": reported.gamesFinished,
            "bestTimeMs": reported.bestTimeMs,
            "bestScore": reported.bestScore,
            "totalSets": reported.totalSets,
            "totalMismatches": reported.totalMismatches,
            "mismatchesByFeature": Dictionary(uniqueKeysWithValues: SetRule.Feature.allCases.map {
                ($0.rawValue, statistics.mismatchesByFeature[$0])
            }),
            "dailyStreak": statistics.dailyStreak(today: today),
            "versus": Dictionary(uniqueKeysWithValues: ComputerLevel.allCases.map { level in
                let record = statistics.versus(level)
                return (level.rawValue, ["won": record.won, "lost": record.lost, "tied": record.tied])
            }),
            "hotSeatGames": statistics.hotSeatGames,
        ])
    }

    /// Points rounded to 0.01, as `state` gives every coordinate and size.
    static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    static func rounded(_ r: Rect) -> [Double] { [r.x, r.y, r.width, r.height].map(rounded) }

    /// The state as one line of JSON.
    public func stateJSON(today: PuzzleDate) -> String {
        guard let data = try? JSON.encode(stateReport(today: today), escapesSlashes: false) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
