import Foundation

/// Finds a key that an object of a JSON document has twice, such as `name` in
/// `{"name": "Lancelot", "name": "Galahad"}`.
///
/// Use it on a request body that `JSONDecoder` read: the decoder takes one of the values and drops
/// the other without a word, so a client would not learn that the service read another name than
/// the one it meant. The scan walks the bytes once, at every depth, keeping the keys of each open
/// object; keys are compared as JSON reads them, so `"n\u0061me"` is `name`.
enum DuplicateJSONKey {
    /// The first key that an object of `json` has twice, or `nil`.
    ///
    /// `json` should be valid JSON (the decoder has read it); on anything else the answer means
    /// nothing, but the scan ends.
    static func first(in json: Data) -> String? {
        var scan = Scan(bytes: [UInt8](json))
        return scan.firstDuplicate()
    }

    /// One walk through the document.
    private struct Scan {
        /// One open object (whether a key comes next) or array.
        enum Container {
            case object(expectsKey: Bool)
            case array
        }

        let bytes: [UInt8]
        var index = 0
        var open: [Container] = []
        /// The keys of each open object so far, innermost last; changed in place, never copied.
        var keys: [Set<String>] = []

        mutating func firstDuplicate() -> String? {
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "{"):
                    open.append(.object(expectsKey: true))
                    keys.append([])
                case UInt8(ascii: "["): open.append(.array)
                case UInt8(ascii: "}"), UInt8(ascii: "]"): close()
                case UInt8(ascii: ","): expectKeyIfInObject()
                case UInt8(ascii: "\""):
                    let start = index - 1
                    skipString()
                    if let duplicate = note(bytes[start..<index]) { return duplicate }
                default: break
                }
            }
            return nil
        }

        /// Moves past the string whose opening quote was just read, escapes included.
        mutating func skipString() {
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    return
                }
            }
            // An escape as the last byte of a string that does not end.
            index = min(index, bytes.count)
        }

        mutating func close() {
            if case .object = open.popLast() { keys.removeLast() }
        }

        mutating func expectKeyIfInObject() {
            if case .object = open.last { open[open.count - 1] = .object(expectsKey: true) }
        }

        /// Notes `token` (a string with its quotes) if it is a key; returns the key if its object
        /// already has it.
        mutating func note(_ token: ArraySlice<UInt8>) -> String? {
            guard case .object(expectsKey: true) = open.last else { return nil }
            open[open.count - 1] = .object(expectsKey: false)
            let key = Self.decode(token)
            return keys[keys.count - 1].insert(key).inserted ? nil : key
        }

        /// The string a JSON string token stands for; only a token with escapes needs the decoder.
        static func decode(_ token: ArraySlice<UInt8>) -> String {
            let inner = token.dropFirst().dropLast()
            guard inner.contains(UInt8(ascii: "\\")) else { return String(decoding: inner, as: UTF8.self) }
            return (try? JSONDecoder().decode(String.self, from: Data(token))) ?? String(decoding: inner, as: UTF8.self)
        }
    }
}
