@testable import Render
import SceneModel
import SetCore
import Testing

/// P3: a software renderer's card faces are kept only in their compact form, which holds
/// every pixel of the face (the frames drawn from it are SDL's, `HandCopyTests`) in a small
/// part of the pixels' bytes, and the cache counts those bytes.
@MainActor @Suite(.serialized) struct CompactFaceTests {
    @Test(arguments: [(64, 89), (102, 147), (300, 420)])
    func everyFaceInEveryLookIsKeptWholeInAFractionOfItsBytes(width: Int, height: Int) throws {
        let cache = CardFaceCache(renderer: try Renderer(width: 10, height: 10), byteBudget: 1 << 30)
        #expect(cache.keepsCompact)
        let composer = FaceComposer(painter: cache.painter)
        for look in CardLook.allCases {
            var pixelBytes = 0, kept = 0
            var byShading: [String: (pixels: Int, kept: Int)] = [:]
            for card in look == .back ? [Card.all[0]] : Card.all {
                let face = try cache.face(card, look: look, width: width, height: height)
                let compact = try #require(face.compact)
                let made = look == .back
                    ? try CardFaceCache.rasterize(card, look: look, width: width, height: height)
                    : try composer.face(card, look: look, width: width, height: height)
                var decoded = [UInt32](repeating: 0, count: face.width * face.height)
                decoded.withUnsafeMutableBufferPointer { compact.decode(into: $0) }
                #expect(made.withPixels { Array($0) } == decoded, "\(card) \(look)")
                pixelBytes += face.width * face.height * 4
                kept += face.bytes
                byShading["\(card.shading)", default: (0, 0)].pixels += face.width * face.height * 4
                byShading["\(card.shading)", default: (0, 0)].kept += face.bytes
            }
            let ratio = Double(pixelBytes) / Double(kept)
            let shadings = byShading.sorted { $0.key < $1.key }.map { "\($0.key) \((Double($0.value.pixels) / Double($0.value.kept) * 10).rounded() / 10)×" }
            print("compact faces \(width)×\(height) \(look): \(pixelBytes) → \(kept) bytes, \((ratio * 10).rounded() / 10)× (\(shadings.joined(separator: ", ")))")
            #expect(ratio > (look == .back ? 2 : 5), "\(look) at \(width)×\(height): \(ratio)×")
        }
    }

    /// The cache counts what a face keeps: its compact form's bytes, not its pixels'.
    @Test func theCacheCountsTheCompactBytes() throws {
        let cache = CardFaceCache(renderer: try Renderer(width: 10, height: 10))
        let face = try cache.face(Card.all[5], look: .plain, width: 90, height: 126)
        #expect(cache.usage.bytes == face.bytes)
        #expect(face.bytes < face.width * face.height * 4 / 4)
        cache.keepsCompact = false
        #expect(cache.count == 0, "faces of the other form are dropped")
        let texture = try cache.face(Card.all[5], look: .plain, width: 90, height: 126)
        #expect(texture.compact == nil && cache.usage.bytes == texture.width * texture.height * 4)
    }
}
