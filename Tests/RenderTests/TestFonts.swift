import Foundation
import Render

enum TestFonts {
    /// The game's own fonts, in the repository's Assets folder.
    static let files = FontFiles(assets: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets").path)
}
