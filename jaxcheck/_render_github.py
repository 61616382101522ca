"""GitHub Actions: ``::error`` annotations and a Markdown job summary."""

from __future__ import annotations

import os
from collections.abc import Iterator

from ._model import Report
from ._render_text import cause_line


def _escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_prop(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def _location(where: str | None, root: str | None) -> tuple[str, str] | None:
    """(file relative to the repository, line): GitHub places annotations by those."""
    if not where or ":" not in where:
        return None
    file, _, line = where.rpartition(":")
    if not line.isdigit():
        return None
    full = os.path.join(root or os.getcwd(), file)
    base = os.environ.get("GITHUB_WORKSPACE") or os.getcwd()
    rel = os.path.relpath(full, base)
    return (file if rel.startswith("..") else rel), line


def annotations(report: Report) -> Iterator[str]:
    """One ``::error`` line per unexpected recompile, at its call site or definition."""
    for ep in report.entrypoints:
        for fn in ep.functions:
            for e in fn.events:
                if not e.recompile or e.expected:
                    continue
                loc = (_location(e.call_site, report.root)
                       or _location(fn.defined_at, report.root))
                title = f"jaxcheck: {fn.name} recompiled ({', '.join(c.kind for c in e.causes)})"
                message = cause_line(e) + (f" — fix: {e.hint}" if e.hint else "")
                if e.variation:
                    message = f"[{ep.target}, variation {e.variation}] " + message
                props = f"title={_escape_prop(title)}"
                if loc:
                    props = f"file={_escape_prop(loc[0])},line={loc[1]}," + props
                yield f"::error {props}::{_escape_data(message)}"
        for text in ep.regressions:
            yield f"::error title={_escape_prop('jaxcheck regression')}::" \
                  f"{_escape_data(f'{ep.target}: {text}')}"
        if ep.error is not None:
            yield f"::error title={_escape_prop('jaxcheck: target raised')}::" \
                  f"{_escape_data(f'{ep.target} raised {ep.error.type}: {ep.error.message}')}"


def summary(report: Report) -> str:
    lines = ["## jaxcheck", "",
             f"jax {report.jax_version} on {report.backend}: {report.compiles} compiles, "
             f"{report.recompiles} recompiles, **{report.unexpected} unexpected**, "
             f"{report.errors} errors", "",
             "| entrypoint | status | compiles | unexpected |", "| --- | --- | --- | --- |"]
    for ep in report.entrypoints:
        compiles = sum(f.compiles for f in ep.functions)
        lines.append(f"| `{ep.target}` | {ep.status} | {compiles} | {ep.unexpected} |")
    details = []
    for ep in report.entrypoints:
        for fn in ep.functions:
            for i, e in enumerate(fn.events, start=1):
                if e.recompile and not e.expected:
                    details.append(f"- `{fn.name}` #{i} at `{e.call_site or fn.defined_at}`: "
                                   f"{cause_line(e)}" + (f" — {e.hint}" if e.hint else ""))
        details += [f"- regression in `{ep.target}`: {r}" for r in ep.regressions]
    if details:
        lines += ["", "### Unexpected recompiles", "", *details]
    return "\n".join(lines) + "\n"


def emit(report: Report, write, failed: list[str] | None = None) -> None:
    """Print the annotations; append the summary to $GITHUB_STEP_SUMMARY when set.

    A summary that cannot be written is added to ``failed`` (or raised without it).
    """
    for line in annotations(report):
        write(line + "\n")
    path = os.environ.get("GITHUB_STEP_SUMMARY")
    if path:
        try:
            with open(path, "a", encoding="utf-8") as f:
                f.write(summary(report))
        except OSError as e:
            if failed is None:
                raise
            failed.append(f"cannot append to $GITHUB_STEP_SUMMARY {path}: {e.strerror or e}")
