import PlumbCore

/// Solved constraint systems kept between layouts, so the next tree of the same shape updates one instead of
/// building and solving its own: the 100 rows of a feed differ only in their text.
///
/// A system is checked out (`take`) by one layout and given back (`give`) when that layout is done with it, so a
/// solver is only ever used by one thread at a time; layouts on other threads meanwhile build their own. Systems are
/// filed by the top container's id and item ids and whether its width and height are given; whether a system really
/// fits a build is decided by `ConstraintSystem.update`, constraint by constraint. Memory stays bounded: at most
/// `systemsPerKey` systems per key and `keys` keys, the least recently used key dropped first.
///
/// A `LayoutSession` owns one; the layouts given that session share it, and a layout without a session uses none.
final class ConstraintSystemPool: Sendable {

    struct Key: Hashable, Sendable {
        let ids: [String]
        let widthGiven: Bool
        let heightGiven: Bool
        /// The hash of the fields above, worked out once: a key is hashed several times per layout. It reads the
        /// number of ids and the first and last two only (equal keys still hash alike; equality compares them all),
        /// since hashing every id of a tree costs more than the rest of the pool's work for it.
        private let hash: Int

        init(_ tree: ConstraintTree, width: Double?, height: Double?) {
            ids = [tree.containers[0].id] + tree.items.map(\.id)
            widthGiven = width != nil
            heightGiven = height != nil
            var hasher = Hasher()
            hasher.combine(ids.count)
            for id in ids.prefix(2) { hasher.combine(id) }
            for id in ids.suffix(2) { hasher.combine(id) }
            hasher.combine(widthGiven)
            hasher.combine(heightGiven)
            hash = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    /// The systems of one key, all over the same variables (so one build can be compared with each of them). A
    /// class, so the cache moves one reference per lookup, and read and changed only in `entries.update`.
    private final class Entry: @unchecked Sendable {
        // Unchecked: an entry and its systems are reachable only through the pool's lock while they are here, and a
        // system only by the one layout that took it afterwards; the variables are immutable handles.
        let variables: [String: ItemVariables]
        /// `variables` of the key's items, in order.
        let itemVariables: [ItemVariables]
        var systems: [ConstraintSystem] = []
        /// The spec constraints of the system given back last, for the first build of the next layout.
        var declarations: ConstraintBuild.DeclarationSegment?
        /// Every constraint of the system given back last, whose implicit bounds that build may take.
        var constraints: [Constraint] = []
        init(variables: [String: ItemVariables], itemVariables: [ItemVariables]) {
            self.variables = variables
            self.itemVariables = itemVariables
        }
    }

    static let systemsPerKey = 4
    static let keys = 256

    private let entries = BoundedCache<Key, Entry>(capacity: keys)

    /// The number of keys the pool holds systems for (at most `keys`).
    var keyCount: Int { entries.count }

    /// The variables the systems of `key` are built over, if the pool has any — a build for `key` must use them
    /// for `take` to find a system that fits it — and the spec and all constraints of the last one given back.
    func variables(for key: Key) -> Pooled? {
        entries.update(key) { entry in
            entry.map {
                Pooled(
                    variables: $0.variables, itemVariables: $0.itemVariables, declarations: $0.declarations,
                    constraints: $0.constraints)
            }
        }
    }

    /// What a first build of a key takes from the pool: see `variables(for:)`.
    struct Pooled: Sendable {
        let variables: [String: ItemVariables]
        let itemVariables: [ItemVariables]
        let declarations: ConstraintBuild.DeclarationSegment?
        let constraints: [Constraint]
    }

    /// A system of `key` with the same constraints as `build` but for their constants, removed from the pool.
    func take(_ key: Key, fitting build: ConstraintBuild) -> ConstraintSystem? {
        take(key) { $0.hasShape(of: build) }
    }

    /// The system of `key` given back most recently for which `fits` holds, removed from the pool.
    func take(_ key: Key, where fits: (ConstraintSystem) -> Bool) -> ConstraintSystem? {
        let found = entries.update(key) { entry -> Found? in
            guard let entry, let index = entry.systems.lastIndex(where: fits) else { return nil }
            return Found(entry.systems.remove(at: index))
        }
        return found?.system
    }

    /// Carries a system out of the lock.
    private struct Found: @unchecked Sendable {
        let system: ConstraintSystem
        init(_ system: ConstraintSystem) { self.system = system }
    }

    /// Keeps `system` for the next layout of `key`: only systems that can be updated, over the key's variables.
    func give(_ system: ConstraintSystem, for key: Key) {
        guard system.isReusable else { return }
        entries.update(key) { kept in
            let entry = kept ?? Entry(variables: system.variables, itemVariables: system.itemVariables)
            kept = entry
            // Built over the entry's variables, not its own (made while another thread filed the first system of
            // this key): the same dictionary, so the same count and the same variable for the top container.
            let top = system.tree.containers[0].id
            guard system.variables.count == entry.variables.count,
                system.variables[top]?.left === entry.variables[top]?.left
            else { return }
            entry.systems.append(system)
            entry.declarations = system.declarations
            entry.constraints = system.constraints
            if entry.systems.count > Self.systemsPerKey { entry.systems.removeFirst() }
        }
    }
}
