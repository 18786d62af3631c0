import Foundation
import Testing

/// The X display that window tests open their windows on. `make test` runs them under a
/// private Xvfb server (Tests/with-xvfb.sh); a plain `swift test` without one skips them,
/// saying why, and runs everything else.
public enum Display {
    /// `DISPLAY`, when it names one.
    public static var name: String? {
        guard let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty else { return nil }
        return display
    }

    /// Why a window test did not run.
    public static let skipReason: Comment =
        "needs an X display (DISPLAY is not set): make test runs it under Xvfb (Tests/with-xvfb.sh swift test)"

    /// For the window case of a test that runs both headless and in a window: skips that
    /// case without a display (the headless cases still run).
    public static func requireForThisCase(sourceLocation: SourceLocation = #_sourceLocation) throws {
        if name == nil { try Test.cancel(skipReason, sourceLocation: sourceLocation) }
    }
}

extension Trait where Self == ConditionTrait {
    /// A suite or test that opens a real window: skipped, with the reason, without a display.
    public static var needsDisplay: Self { .enabled(if: Display.name != nil, Display.skipReason) }
}
