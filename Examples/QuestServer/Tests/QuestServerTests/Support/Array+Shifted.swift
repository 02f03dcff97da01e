extension Array {
    /// The array rotated left by `count`, so that connections start at different elements.
    func shifted(by count: Int) -> [Element] {
        guard !isEmpty else { return self }
        let start = count % self.count
        return Array(self[start...] + self[..<start])
    }
}
