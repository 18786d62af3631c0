#if canImport(Glibc)
import Glibc
#endif
import SetCore

extension PuzzleDate {
    /// The day it is at `now` on this machine's clock and time zone (the daily puzzle's date,
    /// G5): the C library's local time (`TZ`, else /etc/localtime), as `date` reads it.
    static func today(now seconds: Double = ProcessEnvironment.wallClockSeconds()) -> PuzzleDate {
        var clock = time_t(seconds.isFinite ? min(max(seconds, -1e15), 1e15).rounded(.down) : 0)
        var local = tm()
        let offset = localtime_r(&clock, &local) == nil ? 0 : local.tm_gmtoff
        return PuzzleDate(secondsSince1970: seconds, utcOffsetSeconds: offset)
    }
}
