extension QuestDatabase {
    /// Opens, creates or migrates the database the settings name, or says why it cannot.
    ///
    /// Use it at start-up before the factory is made: the assemblies open the database in a
    /// definition, which cannot throw, so a file this process cannot write would stop the program
    /// with a crash report instead of a ``StartupFailure``.
    ///
    /// - Parameter settings: The checked settings.
    /// - Returns: The open database.
    /// - Throws: ``StartupFailure/database(_:_:)`` with SQLite's error.
    public static func opening(_ settings: Settings) throws(StartupFailure) -> QuestDatabase {
        do {
            return try QuestDatabase(location: settings.database)
        } catch {
            throw .database(settings, error)
        }
    }
}
