/// How wide a line of text is in the buttons' font (DejaVu Sans Bold), in ems, worked out
/// without the font: the layout is pure, and the frames it gives the buttons are part of
/// the protocol (I3), so they must not wait for the fonts to load.
public enum LabelWidth {
    /// The width of `text` in ems of the bold font: each character's advance, without
    /// kerning (which narrows a pair by a point at most at the buttons' size).
    public static func ems(_ text: String) -> Double {
        text.unicodeScalars.reduce(0) { $0 + advance(of: $1) } / unitsPerEm
    }

    /// An advance in the font's units: the font's own for printable ASCII; for any other
    /// character that of the widest common shapes (`+`, `↻`), a little over a letter's, so a
    /// label of accented letters gets a little too much room rather than too little.
    static func advance(of scalar: Unicode.Scalar) -> Double {
        let index = Int(scalar.value) - 0x20
        return ascii.indices.contains(index) ? Double(ascii[index]) : Double(otherAdvance)
    }

    static let unitsPerEm = 2048.0
    static let otherAdvance = 1716

    /// DejaVu Sans Bold's advances for U+0020 (space) to U+007E (`~`), read from its `hmtx`
    /// table (`Assets/fonts/DejaVuSans-Bold.ttf`; `RenderTests` checks them against the
    /// font as the renderer measures it).
    static let ascii: [Int16] = [
        713, 934, 1067, 1716, 1425, 2052, 1786, 627, 936, 936, 1071, 1716, 778, 850, 778, 748,   // space to /
        1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425,                           // 0 to 9
        819, 819, 1716, 1716, 1716, 1188, 2048,                                               // : to @
        1585, 1561, 1503, 1700, 1399, 1399, 1681, 1714, 762, 762, 1587, 1305, 2038,           // A to M
        1714, 1741, 1501, 1741, 1577, 1475, 1397, 1663, 1585, 2259, 1579, 1483, 1485,         // N to Z
        936, 748, 936, 1716, 1024, 1024,                                                      // [ to `
        1382, 1466, 1214, 1466, 1389, 891, 1466, 1458, 702, 702, 1362, 702, 2134,             // a to m
        1458, 1407, 1466, 1466, 1010, 1219, 979, 1458, 1335, 1892, 1321, 1335, 1192,          // n to z
        1458, 748, 1458, 1716,                                                                // { to ~
    ]
}
