/// Typhoon's `NSMutableArray` of `AssemblyWithDefinitionConfiguration.definitionWithCircularDescription`: a
/// list of pointers.
final class PointerList {
    private(set) var items: [Pointer] = []
    func add(_ item: Pointer) { items.append(item) }
}

/// Typhoon's `NSValue valueWithPointer:`: points at a list without holding it.
final class Pointer {
    weak var pointee: PointerList?
    init(pointee: PointerList) { self.pointee = pointee }
}
