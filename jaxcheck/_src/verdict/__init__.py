"""The one decision: which compiles and variations were expected, and the lock that
``check`` compares against."""
