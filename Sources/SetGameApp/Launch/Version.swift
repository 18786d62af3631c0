/// The game's version, in one place: `set-game --version` prints it and `make deb`
/// reads it (the line below, with sed) for the package's version.
public enum Version {
    public static let version = "1.0.0"
}
