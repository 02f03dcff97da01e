import Foundation
import NIOCore

/// The server could not start: its database cannot be opened, or its address cannot be listened on.
///
/// Use it at start-up, where the command line prints ``description`` and exits with
/// ``exitStatus`` instead of a crash report: the settings were right, but the machine is not.
public struct StartupFailure: Error, CustomStringConvertible, Equatable {
    /// The problem, what it concerns, and one sentence starting "To fix".
    public let description: String
    /// The process's exit status, from sysexits.h: 74 (EX_IOERR) for the database, 69
    /// (EX_UNAVAILABLE) for the address.
    public let exitStatus: Int32

    /// The database file could not be opened, created or migrated.
    ///
    /// - Parameters:
    ///   - settings: The settings that name the file.
    ///   - error: What SQLite said.
    /// - Returns: The failure, with exit status 74.
    public static func database(_ settings: Settings, _ error: any Error) -> StartupFailure {
        StartupFailure(
            description: """
                The database \(settings.database.path) (database.path in \(settings.databaseSource)) cannot be \
                opened: \(error). To fix, name a file that this process can write and that is a QuestServer \
                database or does not exist yet, with --database or database.path.
                """,
            exitStatus: 74)
    }

    /// The server could not listen on its address, or `nil` if `error` is not about that.
    ///
    /// - Parameters:
    ///   - settings: The settings that name the address.
    ///   - error: What the server threw when it started.
    /// - Returns: The failure, with exit status 69, or `nil`.
    public static func listening(_ settings: Settings, _ error: any Error) -> StartupFailure? {
        let reason: String
        switch error {
        case let error as IOError where error.errnoCode == EADDRINUSE:
            reason = "another program is listening on that port"
        case let error as IOError where [EADDRNOTAVAIL, EACCES].contains(error.errnoCode):
            reason = String(cString: strerror(error.errnoCode)).lowercased()
        case is SocketAddressError.UnknownHost, is SocketAddressError:
            reason = "\(settings.host) is not a name that resolves to an address"
        default:
            return nil
        }
        return StartupFailure(
            description: """
                The server cannot listen on \(settings.host):\(settings.port) (server.host, server.port): \(reason). \
                To fix, choose a free port of an address of this machine with --port and --host (or server.port and \
                server.host); --port 0 lets the system choose a free one.
                """,
            exitStatus: 69)
    }
}
