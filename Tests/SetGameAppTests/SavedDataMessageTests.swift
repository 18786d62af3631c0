import Foundation
import ProtocolSupport
import SetCore
import Session
import SetGameApp
import Storage
import Layout
import Testing

/// "Saved data": a damaged file is told on the launch that found it and never again; a
/// folder that cannot be written is told once while play goes on; a resumed game is
/// welcomed back. None of it hides why a trio is not a Set (B5).
@Suite("Messages about the saved data")
struct SavedDataMessageTests {
    static let damagedGame =
        "Your saved game was damaged and has been set aside as game.json.corrupt; a new game has started"
    static let damagedStats =
        "Your statistics were damaged and have been set aside as stats.json.corrupt; they start again from zero"

    @Test func aDamagedFileIsToldOnTheLaunchThatFoundItOnly() throws {
        let folder = DataFolder(files: [.game: #"{"version":1,"table":[1,2"#])
        let session = folder.session(seed: 7)
        #expect(try session.savedData.message == Self.damagedGame)
        #expect(session.game.deck.count == 69, "a new game")
        session.saveNow()
        #expect(folder.store["/data/game.json.corrupt"] == Array(#"{"version":1,"table":[1,2"#.utf8))
        let next = try folder.session(seed: 7).savedData.message
        #expect(next == "Welcome back", "the next launch resumes the new game and says nothing of the damage")
    }

    @Test func withNewADamagedGameIsStillSetAsideAndTold() throws {
        let folder = DataFolder(files: [.game: "garbage"])
        #expect(try folder.session(seed: 7, resume: false).savedData.message == Self.damagedGame)
        #expect(folder.store["/data/game.json.corrupt"] == Array("garbage".utf8))
    }

    @Test func twoDamagedFilesAreToldTogether() throws {
        let folder = DataFolder(files: [.game: "garbage", .stats: "{}"])
        #expect(try folder.session(seed: 7).savedData.message == Self.damagedGame + ". " + Self.damagedStats)
    }

    /// "A fresh one is started": damaged statistics and settings set aside under a resumed game
    /// are written fresh with the first save, though nothing in them changed (they were not).
    @Test func freshStatisticsAndSettingsAreWrittenInPlaceOfDamagedOnes() throws {
        let folder = DataFolder()
        folder.session(seed: 7).saveNow()
        folder.flush()
        let game = try #require(folder.contents(of: .game))
        folder.store["/data/stats.json"] = Array("junk".utf8)
        folder.store["/data/settings.json"] = Array("junk".utf8)
        let resumed = folder.session(seed: 7)
        #expect(try resumed.savedData.message?.hasPrefix("Your statistics were damaged") == true)
        resumed.saveNow()
        folder.flush()
        #expect(folder.contents(of: .game) == game, "the resumed game, untouched")
        #expect(folder.savedStatistics == resumed.state.record.statistics && folder.savedSettings != nil)
        #expect(folder.contents(of: .stats).map { String(decoding: $0, as: UTF8.self) } != "junk")
    }

    @Test func theNoteStaysUntilThePlayerHasSeenItAndPlayedOn() throws {
        let folder = DataFolder(files: [.stats: "[]"])
        let session = folder.session(seed: 7)
        session.settle()
        session.send(.toggleHelp)
        session.send(.toggleHelp)
        session.send(.toggleTheme)
        #expect(try session.savedData.message == Self.damagedStats, "nothing in the game changed yet")
        session.pick([0])
        #expect(try session.savedData.message == nil)
    }

    /// A game quit with a wrong trio picked comes back with it, and a damaged statistics file
    /// is found on that launch: the explanation shows first, the note once the trio is gone.
    @Test func B5_aNoteAboutSavedDataNeverHidesWhyATrioIsNotASet() throws {
        let folder = DataFolder()
        let first = folder.session(seed: 7)
        first.settle()
        first.pick(first.firstNonSet)
        first.saveNow()
        folder.store["/data/stats.json"] = Array("[]".utf8)

        let session = folder.session(seed: 7)
        #expect(try session.savedData.message?.hasPrefix("Not a Set: ") == true)
        session.settle()
        session.pick([0])
        #expect(try session.savedData.message == Self.damagedStats, "shown once the trio is gone")
        session.pick([1])
        #expect(try session.savedData.message == nil)
    }

    @Test func anUnwritableFolderIsToldOnceAndPlayGoesOn() throws {
        let folder = DataFolder()
        for file in SaveFile.allCases {
            folder.store.fail("/data/\(file.fileName)", .write, .remove,
                              with: .unwritable("cannot create a file in /data: Permission denied"))
        }
        let session = folder.session(seed: 7)
        session.settle()
        session.saveNow()
        #expect(try session.savedData.message == "Cannot create a file in /data: Permission denied; nothing will be saved")
        session.pick([0])
        #expect(session.game.selected.count == 1)
        #expect(try session.savedData.message == nil, "seen, and play went on")
        session.send(.toggleTheme)
        session.send(.dealThree)
        session.saveNow()
        #expect(try session.savedData.message == nil, "said once")
        #expect(folder.store.contents.isEmpty)
    }

    @Test func aResumedGameIsWelcomedBackUntilTheNextAction() throws {
        let folder = DataFolder()
        folder.session(seed: 7).saveNow()
        let resumed = folder.session(seed: 7)
        #expect(try resumed.savedData.message == "Welcome back")
        resumed.send(.toggleHelp)
        #expect(try resumed.savedData.message == nil)
    }

    @Test func withoutAHomeFolderTheNoteSaysNothingWillBeSaved() throws {
        let session = SessionStore(seed: 7, window: DataFolder.landscape)
        session.send(.savedDataNews("No home folder to keep the game in; nothing will be saved"))
        #expect(try session.savedData.message == "No home folder to keep the game in; nothing will be saved")
    }
}
