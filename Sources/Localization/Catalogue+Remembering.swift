import Synchronization

extension Catalogue {
    /// This catalogue with its answers remembered: a message asked for again (a button's
    /// title, the status bar's labels, every frame) is not looked up again (P4: gettext's
    /// look-ups were a twentieth of the CPU while clicking). Past `limit` messages the list
    /// starts again. A catalogue answers a message the same way for the whole process.
    public func remembering(limit: Int = 2048) -> Catalogue {
        let memory = Memory()
        return Catalogue(
            text: { message in
                if let known = memory.texts.withLock({ $0[message] }) { return known }
                let answer = self.text(message)
                memory.texts.withLock { texts in
                    if texts.count >= limit { texts.removeAll(keepingCapacity: true) }
                    texts[message] = answer
                }
                return answer
            },
            plural: { singular, plural, count in
                let key = Memory.PluralKey(singular: singular, plural: plural, count: count)
                if let known = memory.plurals.withLock({ $0[key] }) { return known }
                let answer = self.plural(singular, plural, count)
                memory.plurals.withLock { plurals in
                    if plurals.count >= limit { plurals.removeAll(keepingCapacity: true) }
                    plurals[key] = answer
                }
                return answer
            })
    }

    /// What a remembering catalogue has answered so far.
    private final class Memory: Sendable {
        struct PluralKey: Hashable {
            var singular: String
            var plural: String
            var count: Int
        }

        let texts = Mutex<[String: String]>([:])
        let plurals = Mutex<[PluralKey: String]>([:])
    }
}
