"""Standard-library leaves: errors and exit codes, the environment, streams and atomic
writes, bounded JSON reads, printable strings, stop signals, process trees, pyproject.toml."""
