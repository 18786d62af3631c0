@testable import Render

extension Surface {
    /// The pixels row by row, without the padding SDL leaves at each row's end.
    var rowBytes: [UInt8] {
        let s = pointer.pointee
        let rows = UnsafeRawBufferPointer(start: s.pixels, count: Int(s.pitch) * Int(s.h))
        return (0..<Int(s.h)).flatMap { rows[($0 * Int(s.pitch))..<($0 * Int(s.pitch) + Int(s.w) * 4)] }
    }
}
