/// Where a definition is: the `define` call's source location and the type it returns.
///
/// The call site tells definitions apart without strings, including two methods that differ
/// only in parameter types and an override that calls `super`; the return type separates the
/// uses of a generic helper that calls `define` for several types.
///
/// Identity is the location's contents, not the address of its `#fileID` literal: code inlined
/// or specialized into another image carries its own copy of the literal, and the same source
/// location must still name the same definition (Docs/Behaviour.md, Platforms and identity).
@usableFromInline
struct DefinitionSite: Equatable, @unchecked Sendable {
    /// The `#fileID` literal, NUL-terminated; compared by address first, then by contents.
    @usableFromInline let file: UnsafePointer<UInt8>
    /// The same literal as `fatalError` takes it, so that a stop points at the definition: kept
    /// as it came (no string is made), read only when the program stops.
    @usableFromInline let fileID: StaticString
    @usableFromInline let line: UInt
    @usableFromInline let column: UInt
    @usableFromInline let type: ObjectIdentifier

    @inlinable @inline(__always)
    init<R>(fileID: StaticString, line: UInt, column: UInt, type: R.Type) {
        self.init(fileID: fileID, storedAt: fileID.utf8Start, line: line, column: column, type: ObjectIdentifier(type))
    }

    /// A site whose file name is read at `file`, wherever it is stored (a copy of the `fileID`
    /// literal in another image).
    @inlinable
    init(fileID: StaticString, storedAt file: UnsafePointer<UInt8>, line: UInt, column: UInt, type: ObjectIdentifier) {
        self.file = file
        self.fileID = fileID
        self.line = line
        self.column = column
        self.type = type
    }

    /// `Module/File.swift:12`, for messages.
    var location: String {
        "\(String(cString: file)):\(line)"
    }

    /// A hash of the line, the column and the type: the file is left out so that two copies of
    /// one literal hash alike; sites that differ only by file share a bucket and are told apart
    /// by ``==``.
    @inlinable
    var hash: Int {
        var value = line &* 0x9E37_79B9
        value = (value ^ (column &* 0x85EB_CA6B)) &* 0xC2B2_AE35
        value ^= UInt(bitPattern: Int(bitPattern: type)) >> 4
        return Int(bitPattern: value ^ (value >> 15))
    }

    @inlinable
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.line == rhs.line && lhs.column == rhs.column && lhs.type == rhs.type
            && (lhs.file == rhs.file || sameText(lhs.file, rhs.file))
    }

    /// Whether two NUL-terminated strings hold the same bytes.
    @usableFromInline
    static func sameText(_ lhs: UnsafePointer<UInt8>, _ rhs: UnsafePointer<UInt8>) -> Bool {
        var index = 0
        while lhs[index] == rhs[index] {
            if lhs[index] == 0 { return true }
            index += 1
        }
        return false
    }
}
