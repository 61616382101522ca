"""One module per subcommand; each returns an exit code and raises UsageError for bad input."""
