"""One module per subcommand; each returns an exit code and raises UsageError for bad input.

``_project`` holds what the project commands share, ``_output`` how every command reports.
"""
