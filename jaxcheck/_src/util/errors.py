"""How jaxcheck fails: its exit codes, its two error types, and the one place that words
an error line.

Every failure the user can cause or meet ends in one line on stderr and a documented exit
code, never a traceback (``--verbose`` adds it). A failure jaxcheck did not foresee is its
own bug: exit 4 and a line that asks for a report, so that it can never pass for a finding
(exit 1) or for the user's mistake (exit 2).
"""

from __future__ import annotations

from .printable import one_line

OK = 0
#: unexpected recompiles found (or a regression against jaxcheck.lock), or a function
#: target that compiled nothing: a finding about the code, as a recompile is
RECOMPILES = 1
#: bad input: command line, pyproject.toml, jaxcheck.lock, a target that does not import
USAGE = 2
#: a target raised, timed out or crashed its worker
TARGET_ERROR = 3
#: a bug in jaxcheck: an exception none of the above accounts for
INTERNAL = 4
#: a file could not be read or written (jaxcheck.lock, --junit-xml, $GITHUB_STEP_SUMMARY)
IO = 5
#: stopped by Ctrl-C or SIGTERM (128 + SIGINT, as a shell reports it)
INTERRUPTED = 130
#: a worker's child that failed inside jaxcheck: seen by the parent only, which reports
#: the target as crashed (never the command's exit code)
WORKER_FAILED = 70

PREFIX = "jaxcheck: error: "


class UsageError(Exception):
    """Bad input from the user: reported in one line, exit code 2."""


class IOFailure(Exception):
    """A file jaxcheck must read or write could not be: one line, exit code 5.

    Raised only after everything else was written, so the report is never lost
    with the file.
    """


#: the longest error line: a message built from a huge input (a 100,000-character
#: target, a list of thousands of names) is cut in its middle, keeping its start (what
#: failed) and its end (what to do)
MAX_LINE = 1000


def error_line(message: str) -> str:
    """The one line every error is reported with: printable, with no line breaks, at
    most :data:`MAX_LINE` characters."""
    line = one_line(message)
    if len(line) > MAX_LINE:
        cut = f" … ({len(line) - MAX_LINE:,} characters left out) … "
        head = (MAX_LINE - len(cut)) * 2 // 3
        line = line[:head] + cut + line[len(line) - (MAX_LINE - len(cut) - head):]
    return PREFIX + line


def internal_line(error: BaseException) -> str:
    """The line for a bug in jaxcheck: what escaped, and how to report it."""
    what = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
    return ("jaxcheck: internal error: " + one_line(what, limit=300)
            + " (a bug in jaxcheck, not in your code: please report it with the output of "
              "the same command run with --verbose)")
