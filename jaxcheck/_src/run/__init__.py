"""Running targets: in process, in an isolated worker, or as a program whose processes
each report their compiles."""
