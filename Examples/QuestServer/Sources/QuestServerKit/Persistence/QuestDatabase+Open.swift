import Foundation

extension QuestDatabase {
    /// Opens the database, or stops the program with a message that says how to fix it.
    ///
    /// A definition's initializer cannot throw (`define { try … }` does not compile), so the
    /// eager singleton of ``PersistenceAssembly`` opens the file through this. The command line
    /// checks the folder before it activates the factory, so a bad `--database` is reported as
    /// a usage error instead.
    ///
    /// - Parameter location: A `file:` URL.
    /// - Returns: The open, migrated database.
    static func openOrStop(at location: URL) -> QuestDatabase {
        do {
            return try QuestDatabase(location: location)
        } catch {
            fatalError(
                "Cannot open the quest database at \(location.path): \(error). To fix, name a file in a folder that "
                    + "exists and is writable, with --database or the key database.path of the configuration file.")
        }
    }
}
