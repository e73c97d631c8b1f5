import PlumbSnapshot
import Testing

@Suite struct RecordModeTests {
    @Test func theFlagWinsOverTheEnvironmentVariable() throws {
        #expect(try RecordMode.resolve(flag: "never", environment: ["PLUMB_RECORD": "all"]).get() == .never)
        #expect(try RecordMode.resolve(flag: nil, environment: ["PLUMB_RECORD": "FAILED"]).get() == .failed)
        #expect(try RecordMode.resolve(flag: nil, environment: [:]).get() == .missing)
        #expect(try RecordMode.resolve(flag: nil, environment: ["PLUMB_RECORD": ""]).get() == .missing)
    }

    @Test func anUnknownNameSaysWhereItCameFromAndWhatIsExpected() {
        let error = RecordModeError(source: "PLUMB_RECORD", value: "sometimes")
        #expect(RecordMode.resolve(flag: nil, environment: ["PLUMB_RECORD": "sometimes"]) == .failure(error))
        #expect(
            error.description
                == "PLUMB_RECORD \"sometimes\" is not a record mode (expected one of: missing, all, failed, never)")
    }

    @Test func eachModeWritesWhatItsNameSays() {
        #expect(RecordMode.missing.recordsMissing && !RecordMode.missing.recordsFailures)
        #expect(
            RecordMode.failed.recordsMissing && RecordMode.failed.recordsFailures
                && !RecordMode.failed.recordsEverything)
        #expect(RecordMode.all.recordsEverything)
        #expect(
            !RecordMode.never.recordsMissing && !RecordMode.never.recordsFailures && !RecordMode.never.recordsEverything
        )
    }
}

@Suite struct ShardTests {
    @Test func shardsPartitionTheListRoundRobin() throws {
        let items = Array(0..<10)
        let shards = try (1...3).map { try Shard(parsing: "\($0)/3").select(items) }
        #expect(shards == [[0, 3, 6, 9], [1, 4, 7], [2, 5, 8]])
        #expect(shards.flatMap { $0 }.sorted() == items)
    }

    @Test func badShardsNameTheTextAndTheRule() {
        for (text, reason) in [
            ("0/3", "expected 1 ≤ INDEX ≤ COUNT"), ("4/3", "expected 1 ≤ INDEX ≤ COUNT"),
            ("1-3", "expected INDEX/COUNT, e.g. 1/3"), ("1/0", "expected 1 ≤ INDEX ≤ COUNT"),
        ] {
            #expect(throws: ShardError(text: text, reason: reason)) { try Shard(parsing: text) }
        }
    }
}
