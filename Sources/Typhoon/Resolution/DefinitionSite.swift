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
    ///
    /// A record table masks its low bits, and is kept three quarters empty: the line alone, in the
    /// low bits, puts an assembly's definitions (one to a line, most in one file) in slots of
    /// their own; the column and the type (its metadata's address, without the bits its
    /// alignment clears) separate what shares a line, such as a generic helper's uses. No
    /// multiplication: every definition call computes it.
    @inlinable
    var hash: Int {
        Int(bitPattern: line ^ (column &<< 5) ^ (UInt(bitPattern: Int(bitPattern: type)) &>> 4))
    }

    @inlinable
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.line == rhs.line && lhs.column == rhs.column && lhs.type == rhs.type
            && (lhs.file == rhs.file || sameText(lhs.file, rhs.file))
    }

    /// Whether both are the same site, written with the same copy of the `#fileID` literal: the
    /// common case of ``==``, without its loop (a site whose literal is another copy is the same
    /// site only if ``==`` says so).
    @inlinable
    func isSameLiteral(as other: Self) -> Bool {
        line == other.line && column == other.column && type == other.type && file == other.file
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
