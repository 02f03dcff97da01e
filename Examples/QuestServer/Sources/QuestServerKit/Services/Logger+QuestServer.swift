import Logging

extension Logger {
    /// The server's logger, at `level`: every line says `QuestServer`.
    ///
    /// - Parameter level: The lowest level logged.
    /// - Returns: The logger.
    public static func questServer(level: Logger.Level) -> Logger {
        var logger = Logger(label: "QuestServer")
        logger.logLevel = level
        return logger
    }
}
