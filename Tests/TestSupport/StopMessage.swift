import Foundation

/// The message of the stop (`fatalError`) that ended an exit test's child process: the rest of the
/// line after "Fatal error: " in what the child wrote to standard error.
///
/// When the child wrote no such line, or a sanitizer reported a problem, it is everything the child
/// wrote, so that comparing it with the expected message fails and shows why.
public func stopMessage(inStandardError bytes: [UInt8]?) -> String {
    let text = String(decoding: bytes ?? [], as: UTF8.self)
    guard !text.contains("Sanitizer"), let range = text.range(of: "Fatal error: ") else { return text }
    return String(text[range.upperBound...].prefix { $0 != "\n" })
}

/// Where the stop that ended an exit test's child process points, as `fatalError` prints it
/// before "Fatal error: " (`TyphoonTests/Stops.swift:14`): what Xcode and CI annotations jump to.
///
/// When the child wrote no such line it is everything the child wrote, so that comparing it with
/// the expected location fails and shows why.
public func stopLocation(inStandardError bytes: [UInt8]?) -> String {
    let text = String(decoding: bytes ?? [], as: UTF8.self)
    guard let range = text.range(of: ": Fatal error: ") else { return text }
    let lineStart = text[..<range.lowerBound].lastIndex(of: "\n").map(text.index(after:)) ?? text.startIndex
    return String(text[lineStart..<range.lowerBound])
}
