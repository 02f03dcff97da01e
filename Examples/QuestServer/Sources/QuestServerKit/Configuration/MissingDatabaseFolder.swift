/// The database file is named in a folder that does not exist, so SQLite cannot create it.
public struct MissingDatabaseFolder: Error, CustomStringConvertible, Equatable {
    /// The folder that does not exist.
    public let folder: String
    /// The database file, as configured.
    public let database: String
    /// The configuration that names it.
    public let source: String

    /// The problem, where it was configured, and how to fix it.
    public var description: String {
        "The folder \(folder) of the database \(database) (database.path in \(source)) does not exist. To fix, "
            + "create it, or name a file in a folder that exists with --database or database.path."
    }
}
