import CSDL2
import CSDL2TTF
import Localization

extension FontFiles {
    /// A font file the game cannot use; `description` is one line naming it (Y3).
    public struct Unusable: Error, CustomStringConvertible {
        public let path: String
        public let description: String
    }

    /// Opens both fonts at a small size and measures a line of text in each, so that a file
    /// that is missing, empty, truncated or not a font at all is named at launch, in one line,
    /// instead of leaving the game without text (Y3).
    public func check() throws(Unusable) {
        for path in [regular, bold] { try Self.check(path) }
    }

    private static func check(_ path: String) throws(Unusable) {
        guard isReadable(path) else {
            throw Unusable(path: path, description: tr("{1} is missing or cannot be read", path))
        }
        // SDL_ttf itself rather than `Font`: this runs at launch, before any actor owns the fonts.
        if TTF_WasInit() == 0, TTF_Init() != 0 {
            throw Unusable(path: path, description: tr("cannot open font {1}: {2}", path, sdlReason()))
        }
        guard let font = TTF_OpenFont(path, 12) else {
            throw Unusable(path: path, description: tr("{1} is not a font ({2})", path, sdlReason()))
        }
        defer { TTF_CloseFont(font) }
        var width: Int32 = 0, height: Int32 = 0
        guard TTF_SizeUTF8(font, "Score 0123456789", &width, &height) == 0, width > 0, height > 0 else {
            throw Unusable(path: path, description: tr("{1} is not a font: its text cannot be set ({2})", path, sdlReason()))
        }
    }

    /// SDL's last error on one line.
    private static func sdlReason() -> String {
        String(cString: SDL_GetError()).split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
