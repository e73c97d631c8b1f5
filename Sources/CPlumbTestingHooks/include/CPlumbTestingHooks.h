// Nothing to call: this target only runs plumb_testing_process_started() when the test process loads
// (see process_start.c).
