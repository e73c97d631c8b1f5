/// The version of Plumb: `plumb --version` prints it and every report records it.
public enum PlumbVersion {
    public static let current = "0.15.0"
}
