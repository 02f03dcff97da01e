/// The configuration in place a thread named, as ``ResolutionContext/inPlaceWords`` hold it: the
/// address of its definition (0 until one is chosen) and its ``InjectionTarget``, as words.
struct InPlaceFrame {
    let definition: Int
    let instance: Int
    let core: Int
    let record: Int
    let autoInjected: Int
    let assembly: Int

    init(definition: Int, instance: Int, core: Int, record: Int, autoInjected: Int, assembly: Int) {
        self.definition = definition
        self.instance = instance
        self.core = core
        self.record = record
        self.autoInjected = autoInjected
        self.assembly = assembly
    }

    /// `target` as words, with the definition at `definition`.
    init(definition: Int, _ target: InjectionTarget) {
        self.init(
            definition: definition, instance: target.instance.bits, core: target.core.bits,
            record: target.record.bits, autoInjected: target.autoInjected ? 1 : 0, assembly: target.assembly)
    }
}
