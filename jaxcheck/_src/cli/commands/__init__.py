"""One module per subcommand; each returns an exit code and raises UsageError for bad input.

``cli/project.py`` holds what the project commands share, ``cli/session.py`` how every
command reports.
"""
