import Foundation
import Testing

/// P3: the game's own modules import neither Foundation nor FoundationEssentials. Either
/// one links into the release binary with its ICU data: `import Foundation` in one file of
/// `Layout`, for `pow` and `log10`, grew the binary's read-only data from a few MB to 37 MB
/// and its peak memory by 4.3 MB at 1920×1080 and at 1000×720 (past P3's 32 and 25 MB).
/// Glibc has the mathematics; `JSONCoding` the JSON. The tools beside the game (the
/// benchmark, the save and sound checks) may import what they like.
@Suite("P3 the game's modules")
struct GameModulesTests {
    static let sources = InstallTests.repository.appendingPathComponent("Sources")
    static let tools: Set<String> = ["set-bench", "save-torture", "sound-check"]

    @Test func noModuleOfTheGameImportsFoundation() throws {
        let files = FileManager.default
        let modules = try files.contentsOfDirectory(atPath: Self.sources.path).filter { !Self.tools.contains($0) }
        #expect(modules.contains("Layout") && modules.contains("SetGameApp"), "\(modules)")
        var importing: [String] = []
        for module in modules {
            let folder = Self.sources.appendingPathComponent(module)
            let paths = (files.enumerator(atPath: folder.path)?.allObjects as? [String]) ?? []
            for path in paths where path.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                // `import Foundation`, `@preconcurrency import Foundation.Data`, ...; not a comment.
                let imports = text.split(separator: "\n").contains { line in
                    let words = (line.split(separator: "/").first ?? "").split(separator: " ")
                    guard let at = words.firstIndex(of: "import"), at + 1 < words.count else { return false }
                    let module = words[at + 1].split(separator: ".").first ?? ""
                    return module == "Foundation" || module == "FoundationEssentials"
                }
                if imports { importing.append("\(module)/\(path)") }
            }
        }
        #expect(importing.isEmpty, "imports Foundation: \(importing)")
    }
}
