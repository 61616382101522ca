"""JC000 syntax-error: a file that does not parse, or cannot be read, is one finding, never
a traceback; the other files are still linted.

The engine parses and reads (:mod:`..engine`); the findings it makes of a failure are
these, so that the rule's words live with the rule.
"""

from __future__ import annotations

from .finding import Finding, Rule

RULE = Rule("JC000", "syntax-error", "the file does not parse, so it was not linted", """\
The file is not valid Python for this interpreter, so no other rule could look at it.
Every other file is still linted. Fix the syntax error, or exclude the file with
[tool.jaxcheck.lint] exclude = ["path/to/file.py"].""",
            fix="fix the syntax error, or exclude the file")


def syntax_error(path: str, error: SyntaxError) -> Finding:
    """The finding of a file ``ast.parse`` refuses, where the parser stopped."""
    line, col = error.lineno or 1, error.offset or 1
    return Finding(path, line, max(col, 1), "JC000",
                   f"syntax error: {error.msg}; this file was not linted: fix it, or add it "
                   "to [tool.jaxcheck.lint] exclude")


def unparsable(path: str, error: Exception) -> Finding:
    """The finding of a file the parser cannot take at all (null bytes, deep nesting)."""
    return Finding(path, 1, 1, "JC000", f"cannot parse: {error}; this file was not linted")


def unreadable(path: str, error: OSError) -> Finding:
    """The finding of a file that cannot be read (not a regular file, too large)."""
    return Finding(path, 1, 1, "JC000", f"cannot read the file: {error.strerror or error}")
