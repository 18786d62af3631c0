import CSDL2
import CSDL2TTF

/// Owns a TrueType font opened at one pixel size.
@MainActor
public final class Font {
    let pointer: OpaquePointer

    public init(path: String, pixelSize: Int) throws {
        if TTF_WasInit() == 0, TTF_Init() != 0 { throw SDLError("TTF_Init") }
        guard let font = TTF_OpenFont(path, Int32(pixelSize)) else { throw SDLError("cannot open font \(path)") }
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
        pointer = font
    }

    isolated deinit { TTF_CloseFont(pointer) }

    /// Width in pixels of `text` set in this font, without drawing it.
    public func width(of text: String) -> Int {
        var width: Int32 = 0, height: Int32 = 0
        TTF_SizeUTF8(pointer, text, &width, &height)
        return Int(width)
    }

    /// Renders `text` anti-aliased on a transparent surface.
    public func render(_ text: String, color: RGBA) throws -> Surface {
        let sdlColor = SDL_Color(r: color.r, g: color.g, b: color.b, a: color.a)
        guard let rendered = TTF_RenderUTF8_Blended(pointer, text, sdlColor) else { throw SDLError("TTF_RenderUTF8_Blended") }
        return Surface(owning: rendered)
    }
}
