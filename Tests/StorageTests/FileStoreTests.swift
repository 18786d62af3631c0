import Foundation
import Storage
import TestSupport
import Testing

/// "Saved data" and Reliability: the files on disk, written atomically.
@Suite struct FileStoreTests {
    let store = FileStore()

    @Test func aWrittenFileReadsBackWhole() throws {
        let folder = try TemporaryFolder()
        try store.write(Array("first".utf8), to: folder.file("game.json"))
        try store.write(Array("second".utf8), to: folder.file("game.json"))
        #expect(try store.read(folder.file("game.json"), limit: 100) == Array("second".utf8))
        #expect(folder.names() == ["game.json"], "no temporary file is left behind")
    }

    @Test func noFileReadsAsNothing() throws {
        let folder = try TemporaryFolder()
        #expect(try store.read(folder.file("game.json"), limit: 100) == nil)
        #expect(try store.read(folder.file("absent/game.json"), limit: 100) == nil)
    }

    @Test func missingFoldersAreCreatedPrivateOnFirstWrite() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("state/set-game/game.json")
        try store.write(Array("{}".utf8), to: path)
        #expect(try store.read(path, limit: 100) == Array("{}".utf8))
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.file("state/set-game"))
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
    }

    @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() throws {
        let folder = try TemporaryFolder()
        // A sparse file of 2 GB: reading it whole would take seconds and the memory with it.
        let path = folder.file("game.json")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 2 << 30)
        try handle.close()
        #expect(throws: StoreError.tooLarge(bytes: 2 << 30)) { try store.read(path, limit: 1 << 20) }
        try store.write([UInt8](repeating: 0, count: 101), to: path)
        #expect(throws: StoreError.tooLarge(bytes: 101)) { try store.read(path, limit: 100) }
        #expect(try store.read(path, limit: 101)?.count == 101)
    }

    @Test func aFolderWhereTheFileShouldBeIsUnreadable() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("game.json"), withIntermediateDirectories: false)
        #expect(throws: StoreError.unreadable("it is a folder")) { try store.read(folder.file("game.json"), limit: 100) }
    }

    @Test func aPipeWhereTheFileShouldBeIsRefusedWithoutWaiting() throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.file("game.json"), 0o600) == 0)
        #expect(throws: StoreError.unreadable("not a regular file")) { try store.read(folder.file("game.json"), limit: 100) }
    }

    @Test func settingAsideReplacesAnOlderCorruptFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("older", to: "game.json.corrupt")
        try folder.write("damaged", to: "game.json")
        try store.setAside(folder.file("game.json"))
        #expect(folder.names() == ["game.json.corrupt"])
        #expect(folder.contents(of: "game.json.corrupt") == Data("damaged".utf8))
        try store.setAside(folder.file("game.json"))
        #expect(folder.names() == ["game.json.corrupt"], "nothing to set aside is not an error")
    }

    @Test func removingTakesTheFileAwayAndNoFileIsFine() throws {
        let folder = try TemporaryFolder()
        try folder.write("{}", to: "game.json")
        try store.remove(folder.file("game.json"))
        try store.remove(folder.file("game.json"))
        #expect(folder.names().isEmpty)
    }

    @Test func aFolderUnderARegularFileCannotBeWritten() throws {
        let folder = try TemporaryFolder()
        try folder.write("a file", to: "blocker")
        #expect(throws: StoreError.unwritable("cannot create \(folder.file("blocker/set-game")): Not a directory")) {
            try store.write(Array("{}".utf8), to: folder.file("blocker/set-game/game.json"))
        }
    }

    @Test func aFailedRenameLeavesNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        // A folder with a file in it where the file should be: the rename over it fails.
        try FileManager.default.createDirectory(atPath: folder.file("game.json/inside"), withIntermediateDirectories: true)
        #expect(throws: StoreError.self) { try store.write(Array("{}".utf8), to: folder.file("game.json")) }
        #expect(folder.names() == ["game.json"])
    }

    @Test func temporaryFilesOfAProcessThatIsGoneAreSweptByTheNextWrite() throws {
        let folder = try TemporaryFolder()
        // No process has an id this large (pid_max is at most 2^22).
        try folder.write("half a ga", to: ".game.json.99999999.3.tmp")
        try folder.write("someone else's", to: ".stats.json.99999999.1.tmp")
        try folder.write("this process's", to: ".game.json.\(getpid()).999999.tmp")
        try store.write(Array("{}".utf8), to: folder.file("game.json"))
        #expect(folder.names() == [".game.json.\(getpid()).999999.tmp", ".stats.json.99999999.1.tmp", "game.json"])
    }
}
