"""`jaxcheck report PATH.json`: render a saved JSON report again, running nothing.

A CI job keeps ``--format json`` output as an artifact; this turns it into the terminal
report, GitHub annotations, JUnit XML or the HTML page later, anywhere, without JAX
(nothing here imports it). The exit code is the saved report's own (0, 1, 3 or 130), so a
rendered artifact still gates; a file that is not a jaxcheck report is a usage error.
"""

from __future__ import annotations

from ...model.report import SCHEMA, Report
from ...report import outputs
from ...util.errors import UsageError


def read_report(path: str) -> Report:
    """The report saved at ``path`` (``jaxcheck run --format json > PATH``); every way
    the file can be wrong is one :class:`UsageError` that says what to give instead."""
    give = "give a file written by `jaxcheck run --format json > report.json`"
    from ...util import jsonread

    try:
        data = jsonread.read(path)
    except FileNotFoundError:
        raise UsageError(f"no report file {path!r}: {give}") from None
    except IsADirectoryError:
        raise UsageError(f"bad report {path!r}: it is a directory; {give}") from None
    except jsonread.BadJSON as e:
        what = "cannot read report" if str(e).startswith("is not UTF-8") else "bad report"
        raise UsageError(f"{what} {path!r}: it {e}; {give}") from None
    except OSError as e:
        raise UsageError(f"cannot read report {path!r}: {e.strerror or e}; {give}") from None
    if not isinstance(data, dict) or data.get("schema") != SCHEMA:
        found = data.get("schema") if isinstance(data, dict) else type(data).__name__
        raise UsageError(f"bad report {path!r}: schema {found!r}, expected {SCHEMA!r}; "
                         f"{give}")
    try:
        return outputs.read_json(data)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as e:
        what = f"missing field {e}" if isinstance(e, KeyError) else f"{type(e).__name__}: {e}"
        raise UsageError(f"bad report {path!r}: a {SCHEMA} document with a {what}; "
                         f"{give}") from None


def report_command(path: str, output_format: str = "rich", verbose: bool = False,
                   junit_xml: str | None = None, html: str | None = None,
                   trace_events: str | None = None) -> int:
    if output_format not in outputs.SAVED_FORMATS:
        raise UsageError(f"unknown --format {output_format!r}: expected "
                         f"{', '.join(outputs.SAVED_FORMATS)}")
    files = {option: outputs.output_path(path, option) for option, path in (
        ("--junit-xml", junit_xml), ("--html", html), ("--trace-events", trace_events))}
    report = read_report(path)
    outputs.emit(report, output_format, files, verbose)
    return report.exit_code
