/// A knight that records the steps of its build in a journal.
final class RecordingKnight: Knight {
    var journal: [String] = []

    override var damselsRescued: Int {
        didSet { journal.append("damselsRescued = \(damselsRescued)") }
    }
}

/// A class of which a weak singleton is made, with text that shows whether an instance is new.
final class Scroll {
    var text = ""
}

/// Records which components were built, in order.
final class BuildLog {
    private(set) var built: [String] = []

    func record(_ name: String) {
        built.append(name)
    }
}
