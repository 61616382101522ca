"""`jaxcheck report PATH.json`: render a saved JSON report again, running nothing.

A CI job keeps ``--format json`` output as an artifact; this turns it into the terminal
report, GitHub annotations, JUnit XML or the HTML page later, anywhere, without JAX
(nothing here imports it). The exit code is the saved report's own (0, 1, 3 or 130), so a
rendered artifact still gates; a file that is not a jaxcheck report is a usage error.
"""

from __future__ import annotations

import io
import sys

from ...model.report import SCHEMA, Report
from ...util.errors import UsageError
from .. import session

#: what ``--format`` accepts here: the run's formats, and JUnit XML on stdout.
FORMATS = (*session.FORMATS, "junit")


def read_report(path: str) -> Report:
    """The report saved at ``path`` (``jaxcheck run --format json > PATH``); every way
    the file can be wrong is one :class:`UsageError` that says what to give instead."""
    from ...report import jsonreport as _render_json

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
        return _render_json.report_from(data)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as e:
        what = f"missing field {e}" if isinstance(e, KeyError) else f"{type(e).__name__}: {e}"
        raise UsageError(f"bad report {path!r}: a {SCHEMA} document with a {what}; "
                         f"{give}") from None


def report_command(path: str, output_format: str = "rich", verbose: bool = False,
                   junit_xml: str | None = None, html: str | None = None,
                   trace_events: str | None = None) -> int:
    if output_format not in FORMATS:
        raise UsageError(f"unknown --format {output_format!r}: expected {', '.join(FORMATS)}")
    junit = session.output_path(junit_xml)
    html = session.output_path(html, "--html")
    trace_events = session.output_path(trace_events, "--trace-events")
    report = read_report(path)
    if output_format == "junit":
        from ...report import junitxml as _render_junit
        from ...util.printable import sanitize

        sys.stdout.write(_render_junit.render(sanitize(report)))
        sys.stdout.flush()
        # stdout holds the XML alone: the rest as under json, its document dropped
        output_format, document = "json", io.StringIO()
    else:
        document = None
    session.render(report, output_format, verbose, junit, html=html,
                   trace_events=trace_events, document=document)
    return report.exit_code
