"""`jaxcheck report PATH.json`: render a saved JSON report again, running nothing.

A CI job keeps ``--format json`` output as an artifact; this turns it into the terminal
report, GitHub annotations, JUnit XML or the HTML page later, anywhere, without JAX
(nothing here imports it). The exit code is the saved report's own (0, 1, 3 or 130), so a
rendered artifact still gates; a file that is not a jaxcheck report is a usage error.
"""

from __future__ import annotations

import re

from ...model.report import SCHEMA, Report
from ...report import outputs
from ...util.errors import UsageError
from ...util.version import __version__

#: the largest saved report read: parsed, a report takes some five times its size in
#: memory, so this bounds `report` near 350 MB however large the file (a report of
#: thousands of processes is a few MB)
MAX_BYTES = 64 * 1024 * 1024


def read_report(path: str) -> Report:
    """The report saved at ``path`` (``jaxcheck run --format json > PATH``); every way
    the file can be wrong is one :class:`UsageError` that says what to give instead."""
    give = "give a file written by `jaxcheck run --format json > report.json`"
    from ...util import jsonread

    try:
        data = jsonread.read(path, max_bytes=MAX_BYTES)
    except FileNotFoundError:
        raise UsageError(f"no report file {path!r}: {give}") from None
    except IsADirectoryError:
        raise UsageError(f"bad report {path!r}: it is a directory; {give}") from None
    except jsonread.BadJSON as e:
        if str(e).startswith("is larger than"):
            raise UsageError(
                f"report {path!r} {e}, more than `jaxcheck report` reads (a report of "
                "thousands of processes is a few MB): render what you need in the run "
                "that writes it (--html, --junit-xml, --trace-events)") from None
        what = "cannot read report" if str(e).startswith("is not UTF-8") else "bad report"
        raise UsageError(f"{what} {path!r}: it {e}; {give}") from None
    except OSError as e:
        raise UsageError(f"cannot read report {path!r}: {e.strerror or e}; {give}") from None
    newer = _newer(data)
    if newer is not None and (not isinstance(data, dict) or data.get("schema") != SCHEMA):
        raise UsageError(f"report {path!r} was written by a newer jaxcheck ({newer}; this "
                         f"is jaxcheck {__version__}, which reads {SCHEMA}): upgrade "
                         "jaxcheck, from where you installed it, to render it")
    if not isinstance(data, dict) or data.get("schema") != SCHEMA:
        found = data.get("schema") if isinstance(data, dict) else type(data).__name__
        raise UsageError(f"bad report {path!r}: schema {found!r}, expected {SCHEMA!r}; "
                         f"{give}")
    try:
        return outputs.read_json(data)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as e:
        what = f"missing field {e}" if isinstance(e, KeyError) else f"{type(e).__name__}: {e}"
        if newer is not None:  # same schema, a field this release does not know
            raise UsageError(f"report {path!r} was written by a newer jaxcheck ({newer}) "
                             f"and holds what jaxcheck {__version__} cannot read ({what}): "
                             "upgrade jaxcheck to render it") from None
        raise UsageError(f"bad report {path!r}: a {SCHEMA} document with a {what}; "
                         f"{give}") from None


def _release(text: object) -> tuple[int, ...] | None:
    """``"0.10.2"`` as ``(0, 10, 2)``; None when ``text`` is no release number."""
    match = re.match(r"(\d{1,9})\.(\d{1,9})(?:\.(\d{1,9}))?", text) if isinstance(
        text, str) else None
    return tuple(int(g or 0) for g in match.groups()) if match else None


def _newer(data: object) -> str | None:
    """What says ``data`` comes from a later jaxcheck than this one, in words: a later
    schema (``jaxcheck.report/2``) or a later ``jaxcheck_version``; None when neither."""
    if not isinstance(data, dict):
        return None
    said = []
    schema, mine = data.get("schema"), SCHEMA.rpartition("/")
    if isinstance(schema, str) and schema.startswith(mine[0] + "/"):
        number = schema.rpartition("/")[2]
        if number.isdigit() and len(number) < 10 and int(number) > int(mine[2]):
            said.append(f"schema {schema}")
    version, ours = _release(data.get("jaxcheck_version")), _release(__version__)
    if version is not None and ours is not None and version > ours:
        said.append(f"jaxcheck {data['jaxcheck_version']}")
    return ", ".join(said) or None


def report_command(path: str, output_format: str = "rich", verbose: bool = False,
                   junit_xml: str | None = None, html: str | None = None,
                   trace_events: str | None = None) -> int:
    if output_format not in outputs.SAVED_FORMATS:
        raise UsageError(f"unknown --format {output_format!r}: expected "
                         f"{', '.join(outputs.SAVED_FORMATS)}")
    files = {option: outputs.output_path(path, option) for option, path in (
        ("--junit-xml", junit_xml), ("--html", html), ("--trace-events", trace_events))}
    report = read_report(path)
    written, ours = _release(report.jaxcheck_version), _release(__version__)
    if written is not None and ours is not None and written > ours:
        import sys

        from ...util.printable import printable

        # the same schema reads, but what a later release added is not shown: never silent
        print(f"jaxcheck: note: {printable(path)} was written by jaxcheck "
              f"{printable(report.jaxcheck_version)}, newer than this {__version__}: what "
              "it added is left out here; upgrade jaxcheck to render all of it",
              file=sys.stderr)
    outputs.emit(report, output_format, files, verbose)
    return report.exit_code
