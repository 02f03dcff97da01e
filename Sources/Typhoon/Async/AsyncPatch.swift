/// A patch of an async definition: until ``detach()``, every build of the definition runs the
/// replacement instead of its initializer and configuration.
///
/// Made by ``ComponentFactory/patch(_:with:)->AsyncPatch``. As with a plain definition's ``Patch``, the
/// shared instances built before are forgotten when it goes in and when it comes out, so that a
/// singleton is the stand-in while the patch is installed and the original afterwards.
public final class AsyncPatch: Sendable {
    private let record: AsyncRecord
    private let replacement: AsyncReplacement

    init(record: AsyncRecord, replacement: AsyncReplacement) {
        self.record = record
        self.replacement = replacement
    }

    /// Removes the patch, if it is still the definition's, and forgets what it built.
    public func detach() {
        record.removePatch(replacement)
    }
}

/// What a patch builds instead of the definition.
final class AsyncReplacement: Sendable {
    let make: @Sendable () async throws -> AnyObject

    init(make: @escaping @Sendable () async throws -> AnyObject) {
        self.make = make
    }
}

/// A patch looking for the definition it replaces: the first async definition call its method
/// makes (``AsyncEngine``) installs it there.
final class AsyncPatchRequest: Sendable {
    @TaskLocal static var current: AsyncPatchRequest?

    /// How many patches are looking for their definition, in any task: while none is, a call does
    /// not read ``current`` (a task-local value is found by walking the task's bindings, one per
    /// call being built).
    static let pending = PendingCount()

    /// The request of this task, if any patch is looking for its definition.
    static var ofThisTask: AsyncPatchRequest? {
        pending.words[0].loadAcquiring() == 0 ? nil : current
    }

    let replacement: AsyncReplacement
    private let installed = Protected<AsyncRecord?>(nil)

    init(_ replacement: AsyncReplacement) {
        self.replacement = replacement
    }

    /// The definition it went in on, once it has.
    var record: AsyncRecord? {
        installed.withLock { $0 }
    }

    /// Installs the replacement on `record`, if this is the first definition call of the patched
    /// method.
    func installIfFirst(on record: AsyncRecord) {
        let isFirst = installed.withLock { installed in
            guard installed == nil else { return false }
            installed = record
            return true
        }
        if isFirst { record.install(replacement) }
    }
}

/// A count shared by every task, read without a lock: its words are atomic (`AtomicWords`).
final class PendingCount: @unchecked Sendable {
    let words = AtomicWords(count: 1)
}

extension AsyncRecord {
    /// The build of a call: the patch's replacement (with no injections) while one is installed,
    /// otherwise the definition's own; both go through the factory's instance post-processors.
    ///
    /// - Throws: ``TyphoonError/unpatchedInTest(definition:declaredAt:test:path:)`` for a
    ///   definition marked ``AsyncDefinition/mustBePatchedInTests()`` built without a patch in a
    ///   test run with `TyphoonTesting`, or in `try await verify()`: nothing is built.
    func build(_ prepare: () -> AsyncBuild, postProcess: AsyncPostProcess?) throws -> AsyncBuild {
        var build: AsyncBuild
        if let patch = patch.withLock({ $0 }) {
            build = AsyncBuild(make: patch.make, steps: AsyncSteps(), builtBy: patch)
        } else {
            if mustBePatchedInTests, ActiveTest.current != nil || AsyncVerification.isVerifying {
                throw TyphoonError.unpatchedInTest(
                    definition: name, declaredAt: site.location, test: ActiveTest.current?.name ?? "verify()",
                    path: AsyncFrame.current.map { $0.pathFromRoot(to: self) } ?? [name])
            }
            build = prepare()
        }
        build.postProcess = postProcess
        return build
    }

    /// Installs a patch and forgets the shared instances built before it.
    func install(_ replacement: AsyncReplacement) {
        patch.withLock { $0 = replacement }
        withExtendedLifetime(shared.forgetAll()) {}
    }

    /// Removes a patch if it is still installed, and forgets what it built.
    func removePatch(_ replacement: AsyncReplacement) {
        let removed = patch.withLock { current in
            guard current === replacement, replacement !== processedReplacement else { return false }
            // A definition post-processor's stand-in is the definition's again.
            current = processedReplacement
            return true
        }
        if removed { withExtendedLifetime(shared.forgetAll()) {} }
    }

    /// Whether an instance built by `builtBy` (`nil`: the definition's own initializer) may be
    /// kept: the definition's patch has not changed since its build began.
    func isStillBuiltBy(_ builtBy: AsyncReplacement?) -> Bool {
        patch.withLock { $0 } === builtBy
    }
}

extension ComponentFactory {
    /// Replaces an async definition with a stand-in, for a test: every build of the definition
    /// runs `replacement` instead, until the returned patch is detached.
    ///
    /// ```swift
    /// let patch = try await factory.patch(assembly.database) { AsyncDatabase.inMemory() }
    /// defer { patch.detach() }
    /// ```
    ///
    /// The stand-in gets none of the definition's injections, and keeps its scope: a patched
    /// singleton is one stand-in. The method is called once, to find the definition (its first
    /// async definition call), and builds the first stand-in.
    ///
    /// - Parameters:
    ///   - method: The async definition method, as `assembly.database`.
    ///   - replacement: Builds the stand-in.
    /// - Returns: The patch, to detach.
    /// - Throws: ``TyphoonError/notADefinition(type:)`` when `method` calls no async definition;
    ///   what the stand-in's build throws.
    @discardableResult
    public func patch<T>(
        _ method: @escaping () async throws -> T, with replacement: @escaping @Sendable () async throws -> T
    ) async throws -> AsyncPatch {
        let request = AsyncPatchRequest(AsyncReplacement { AsyncInstance.wrap(try await replacement()) })
        AsyncPatchRequest.pending.words[0].add(1)
        defer { AsyncPatchRequest.pending.words[0].add(-1) }
        _ = try await AsyncPatchRequest.$current.withValue(request) { try await method() }
        guard let record = request.record else { throw TyphoonError.notADefinition(type: typeName(T.self)) }
        return AsyncPatch(record: record, replacement: request.replacement)
    }
}
