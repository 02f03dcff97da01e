import Foundation

/// The encoding of configuration bytes, checked before they are read as text.
///
/// JSON configurations are UTF-8 (as RFC 8259 asks of JSON exchanged between systems).
/// Properties configurations are UTF-8 by today's convention, or ISO 8859-1: Java's older files
/// are still read rather than rejected, as Java's own resource bundles do. Data in UTF-16 or
/// UTF-32 would otherwise be misread, JSON as "the top level must be an object" and properties as
/// keys full of stray characters, so it is named by its encoding instead. A property list names
/// its own encoding, and `PropertyListSerialization` reads it as it is.
enum ConfigEncoding {
    /// Byte-order marks of the wide encodings, longest first (UTF-32's little-endian mark begins
    /// with UTF-16's).
    private static let byteOrderMarks: [(bytes: [UInt8], name: String)] = [
        ([0xFF, 0xFE, 0x00, 0x00], "UTF-32 (little-endian)"), ([0x00, 0x00, 0xFE, 0xFF], "UTF-32 (big-endian)"),
        ([0xFF, 0xFE], "UTF-16 (little-endian)"), ([0xFE, 0xFF], "UTF-16 (big-endian)"),
    ]

    /// The UTF-16 or UTF-32 encoding the data is evidently in, or `nil`.
    ///
    /// The evidence is a byte-order mark or, without one, the zero bytes that a first character
    /// from ASCII has in those encodings (how RFC 4627 tells JSON's encodings apart). Text in
    /// UTF-8 or ISO 8859-1 has no zero byte.
    static func wideEncoding(of data: Data) -> String? {
        let head = Array(data.prefix(4))
        if let mark = byteOrderMarks.first(where: { head.starts(with: $0.bytes) }) { return mark.name }
        guard head.count >= 2 else { return nil }
        // Bytes past the end count as not zero, so that two bytes can still be UTF-16.
        let zero = (0..<4).map { $0 < head.count && head[$0] == 0 }
        switch (zero[0], zero[1], zero[2], zero[3]) {
        case (true, true, true, false): return "UTF-32 (big-endian)"
        case (false, true, true, true): return "UTF-32 (little-endian)"
        case (true, false, _, _): return "UTF-16 (big-endian)"
        case (false, true, _, _): return "UTF-16 (little-endian)"
        default: return nil
        }
    }

    /// Throws when JSON data is not in UTF-8.
    static func checkJSON(_ data: Data, source: String) throws(TyphoonError) {
        if let encoding = wideEncoding(of: data) {
            throw .unsupportedEncoding(source: source, encoding: encoding, format: "json")
        }
    }

    /// Properties data as text: UTF-8 (a leading byte-order mark dropped), else ISO 8859-1, which
    /// any bytes are; UTF-16 and UTF-32 throw.
    static func propertiesText(_ data: Data, source: String) throws(TyphoonError) -> String {
        if let encoding = wideEncoding(of: data) {
            throw .unsupportedEncoding(source: source, encoding: encoding, format: "properties")
        }
        let bytes = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        return String(bytes: bytes, encoding: .utf8)
            ?? String(decoding: bytes.map { UInt16($0) }, as: UTF16.self)
    }
}
