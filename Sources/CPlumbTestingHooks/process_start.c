// XCTest tells observers which test case runs, but only observers registered before it starts; a library has no
// load-time code of its own in Swift. This constructor runs when a test process that links PlumbTesting loads,
// before XCTest starts, and lets PlumbTesting register its observer (CurrentXCTest.swift).
extern void plumb_testing_process_started(void);

__attribute__((constructor)) static void plumb_testing_on_load(void) { plumb_testing_process_started(); }
