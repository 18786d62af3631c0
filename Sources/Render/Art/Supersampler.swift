import CSDL2

/// Draws at `factor`× the wanted pixel size with SDL's software renderer, then averages
/// each factor×factor block (premultiplied), so every edge is smooth, also the ones
/// SDL2_gfx cannot anti-alias. The result is the same on every machine.
enum Supersampler {
    static func render(width: Int, height: Int, factor: Int, background: RGBA,
                       draw: (OpaquePointer, Double) -> Void) throws -> Surface {
        let big = try SoftwareCanvas(width: width * factor, height: height * factor)
        big.surface.withPixels { pixels in
            let clear = UInt32(background.a) << 24 | UInt32(background.r) << 16 | UInt32(background.g) << 8 | UInt32(background.b)
            pixels.update(repeating: clear)
        }
        draw(big.renderer, Double(factor))
        SDL_RenderFlush(big.renderer)
        let small = try Surface(width: width, height: height)
        big.surface.withPixels { source in
            small.withPixels { target in
                downsample(source, width: width * factor, into: target, width: width, height: height, factor: factor)
            }
        }
        return small
    }

    private static func downsample(_ source: UnsafeMutableBufferPointer<UInt32>, width sourceWidth: Int,
                                   into target: UnsafeMutableBufferPointer<UInt32>,
                                   width: Int, height: Int, factor: Int) {
        let samples = UInt32(factor * factor)
        for y in 0..<height {
            for x in 0..<width {
                var a: UInt32 = 0, r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0
                for sy in 0..<factor {
                    let row = (y * factor + sy) * sourceWidth + x * factor
                    for sx in 0..<factor {
                        let p = source[row + sx]
                        let pa = p >> 24
                        a += pa
                        r += ((p >> 16) & 0xFF) * pa
                        g += ((p >> 8) & 0xFF) * pa
                        b += (p & 0xFF) * pa
                    }
                }
                if a == 0 { target[y * width + x] = 0; continue }
                let alpha = (a + samples / 2) / samples
                target[y * width + x] = alpha << 24 | ((r + a / 2) / a) << 16 | ((g + a / 2) / a) << 8 | ((b + a / 2) / a)
            }
        }
    }
}
