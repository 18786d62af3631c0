/// An image as the caches keep it (a card's face, a rounded shape, P3): drawn by hand into
/// a software renderer's pixels, only its compact form is kept (a tenth or less of its
/// pixels' bytes); for any other renderer, or when SDL draws them, its texture.
@MainActor
public final class KeptImage {
    public let width: Int, height: Int
    /// The pixels as runs, drawn by hand (`CompactImage`); nil when the texture is kept.
    let compact: CompactImage?
    private let kept: Texture?
    private let renderer: Renderer

    /// The image whose pixels `draw` writes, `width` × `height`: kept compact or as a texture.
    init(renderer: Renderer, width: Int, height: Int, compact: Bool,
         draw: (UnsafeMutableBufferPointer<UInt32>) throws -> Void) throws {
        self.renderer = renderer
        self.width = width
        self.height = height
        if compact {
            // The whole pixels only while the image is made: big ones are mapped on their own
            // and handed back to the system when freed (`PixelMemory`).
            _ = PixelMemory.returnedToTheSystem
            let pixels = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: width * height)
            defer { pixels.deallocate() }
            try draw(pixels)
            self.compact = CompactImage(UnsafeBufferPointer(pixels), width: width, height: height)
            kept = nil
        } else {
            kept = try Self.texture(renderer, width: width, height: height, draw: draw)
            self.compact = nil
        }
    }

    private static func texture(_ renderer: Renderer, width: Int, height: Int,
                                draw: (UnsafeMutableBufferPointer<UInt32>) throws -> Void) throws -> Texture {
        let texture = try Texture(renderer: renderer, width: width, height: height, draw: draw)
        texture.setLinearFiltering(true)
        return texture
    }

    /// Bytes the image holds: its compact form, or its texture's pixels.
    var bytes: Int { compact?.bytes ?? width * height * 4 }

    /// The image as a texture, for SDL to draw it (a card fading or spinning): the one kept,
    /// or one made now from the compact form and not kept (a few cards, a few frames).
    public func texture() throws -> Texture {
        if let kept { return kept }
        return try Self.texture(renderer, width: width, height: height) { compact!.decode(into: $0) }
    }
}
