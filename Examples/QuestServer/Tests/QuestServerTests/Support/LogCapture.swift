import Logging
import Synchronization

/// The lines logged through a logger made by ``logger()``, kept for a test to read.
final class LogCapture: Sendable {
    /// One logged line: its level, message and metadata.
    struct Line: Sendable {
        let level: Logger.Level
        let message: String
        let metadata: Logger.Metadata
    }

    private let storage = Mutex<[Line]>([])

    /// The lines logged so far.
    var lines: [Line] { storage.withLock { $0 } }

    /// A logger at level `trace` whose lines go here.
    func logger() -> Logger {
        Logger(label: "QuestServerTests") { _ in Handler(capture: self) }
    }

    fileprivate func append(_ line: Line) {
        storage.withLock { $0.append(line) }
    }

    private struct Handler: LogHandler {
        let capture: LogCapture
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let merged = metadata.merging(event.metadata ?? [:]) { _, new in new }
            capture.append(Line(level: event.level, message: "\(event.message)", metadata: merged))
        }
    }
}
