import Typhoon

extension QuestDatabase {
    /// Opens, creates or migrates the database the settings name, or says why it cannot.
    ///
    /// Use it at start-up of the server wired by hand, which opens its database itself.
    ///
    /// - Parameter settings: The checked settings.
    /// - Returns: The open database.
    /// - Throws: ``StartupFailure/database(_:_:)`` with SQLite's error.
    public static func opening(_ settings: Settings) async throws(StartupFailure) -> QuestDatabase {
        do {
            return try await QuestDatabase.open(location: settings.database)
        } catch {
            throw .database(settings, error)
        }
    }

    /// Activates `factory`, which opens the database (an eager async singleton), or says why it
    /// cannot.
    ///
    /// Use it at start-up of the server wired by Typhoon, before it takes connections.
    ///
    /// - Parameters:
    ///   - factory: The application's factory.
    ///   - settings: The checked settings.
    /// - Throws: ``StartupFailure/database(_:_:)`` with SQLite's error.
    public static func activating(_ factory: ComponentFactory, _ settings: Settings) async throws(StartupFailure) {
        do {
            try await factory.activate()
        } catch {
            throw .database(settings, error)
        }
    }
}
