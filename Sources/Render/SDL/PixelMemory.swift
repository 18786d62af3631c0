#if canImport(Glibc)
import Glibc
#endif

/// How the C allocator treats the game's big pixel buffers (surfaces, supersampled faces
/// and panels, frames): from 128 KB up they are mapped on their own and handed back to the
/// system when freed. Left to itself, glibc raises that threshold to the largest block
/// freed so far, after which big buffers come from the heap and leave holes it never
/// returns: 10,000 window sizes took the resident memory from 52 MB to 91 MB that way,
/// with the caches inside their budgets (`CacheMemoryTests`) (Y2).
enum PixelMemory {
    static let mapThreshold: Int32 = 128 << 10
    /// `M_MMAP_THRESHOLD` of glibc's `<malloc.h>`, which Swift's Glibc module leaves out.
    static let mapThresholdOption: Int32 = -3

    /// Sets the allocator's policy, once per process; every surface's creation asks for it.
    static let returnedToTheSystem: Bool = {
        #if canImport(Glibc)
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return false }  // nil: RTLD_DEFAULT
        return unsafeBitCast(symbol, to: Mallopt.self)(mapThresholdOption, mapThreshold) == 1
        #else
        return false
        #endif
    }()

    /// Hands the free pages inside the allocator's heap back to the system (`malloc_trim`):
    /// freed blocks under the map threshold (faces of a small card, text) otherwise stay
    /// resident until reused. Takes a fraction of a millisecond; for after a burst of frees.
    static func returnFreePages() {
        #if canImport(Glibc)
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = trimFunction else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }

    #if canImport(Glibc)
    /// `malloc_trim` of glibc's `<malloc.h>`, which Swift's Glibc module leaves out.
    nonisolated(unsafe) private static let trimFunction = dlsym(nil, "malloc_trim")  // nil: RTLD_DEFAULT
    #endif
}
