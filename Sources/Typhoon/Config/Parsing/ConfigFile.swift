import Foundation

/// Reading a configuration file from disk: which format it is and what bytes it holds.
enum ConfigFile {
    /// The formats a configuration file can have, named by their extensions.
    enum Format: String {
        case properties, json, plist
    }

    /// The format named by the URL's extension, compared without regard to case.
    static func format(of url: URL, file: String) throws(TyphoonError) -> Format {
        guard let format = Format(rawValue: url.pathExtension.lowercased()) else {
            throw .unknownConfigFormat(file: file)
        }
        return format
    }

    /// The file's bytes, or an error that says why the system could not read them.
    static func read(_ url: URL, file: String) throws(TyphoonError) -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .unreadableConfig(file: file, reason: reason(for: error, reading: url))
        }
    }

    /// Properties files are UTF-8 by today's convention (the parser skips a byte-order mark); a
    /// file that starts with a UTF-16 byte-order mark, as some Windows editors save text, is
    /// UTF-16 in that byte order; Java's older ISO 8859-1 files are still read rather than
    /// rejected, as Java's own resource bundles do.
    static func text(of data: Data, file: String) throws(TyphoonError) -> String {
        switch (data.first, data.dropFirst().first) {
        case (0xFF, 0xFE): return try utf16(data.dropFirst(2), bigEndian: false, file: file)
        case (0xFE, 0xFF): return try utf16(data.dropFirst(2), bigEndian: true, file: file)
        default:
            return String(bytes: data, encoding: .utf8) ?? String(decoding: data.map { UInt16($0) }, as: UTF16.self)
        }
    }

    /// Decodes UTF-16 code units, refusing half a surrogate pair or half a code unit, which no
    /// text holds, with the line where it is.
    private static func utf16(_ bytes: Data, bigEndian: Bool, file: String) throws(TyphoonError) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        var text = String.UnicodeScalarView()
        var line = 1
        var previous: Unicode.Scalar = "\0"
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                // Lines end as the parser counts them: at \n, \r or \r\n.
                if scalar == "\r" || (scalar == "\n" && previous != "\r") { line += 1 }
                previous = scalar
                text.append(scalar)
            case .emptyInput:
                guard index == bytes.endIndex else {
                    throw .malformedConfig(
                        file: file, line: line,
                        reason:
                            "the file starts with a UTF-16 byte-order mark, but ends with half a UTF-16 code unit (one byte)"
                    )
                }
                return String(text)
            case .error:
                throw .malformedConfig(
                    file: file, line: line,
                    reason:
                        "the file starts with a UTF-16 byte-order mark, but this line holds half of a UTF-16 surrogate pair without its other half"
                )
            }
        }
    }

    /// Short, stable words ("no such file") rather than Foundation's wrapper text ("The
    /// operation could not be completed …"), which differs between platforms and says less.
    private static func reason(for error: any Error, reading url: URL) -> String {
        if url.isFileURL {
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
                return "no such file"
            }
            if isDirectory.boolValue {
                return "it is a directory"
            }
            if !FileManager.default.isReadableFile(atPath: url.path) {
                return "permission denied"
            }
        }
        return (error as NSError).localizedDescription
    }
}
