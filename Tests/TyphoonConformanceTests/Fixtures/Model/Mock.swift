/// An object holding an object, a class and a closure given at run time.
final class Mock {
    let object: Any?
    let clazz: AnyClass?
    let block: (() -> String)?

    init(object: Any?, clazz: AnyClass?, block: (() -> String)?) {
        self.object = object
        self.clazz = clazz
        self.block = block
    }
}
