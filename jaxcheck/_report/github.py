"""GitHub Actions: ``::error`` annotations and a Markdown job summary."""

from __future__ import annotations

import os
from collections.abc import Iterator

from .._model import Report
from .groups import by_cost, groups
from .text import causes_text, display_target, group_headline, group_sites, summary_text


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
    """One ``::error`` line per function and group of like unexpected recompiles, at the
    group's first call site (or the function's definition)."""
    for ep in report.entrypoints:
        target = display_target(ep.target)
        unit = "trace" if ep.mode == "trace" else "compile"
        for fn in by_cost(ep.functions):
            for group in groups(fn):
                if group.expected:
                    continue
                first = fn.events[group.events[0] - 1]
                loc = (_location(group.first_call_site, report.root)
                       or _location(fn.defined_at, report.root))
                kinds = list(dict.fromkeys(kind for kind, _ in group.causes)) or ["unknown"]
                times = f" {group.count} times" if group.count > 1 else ""
                title = f"jaxcheck: {fn.name} recompiled{times} ({', '.join(kinds)})"
                if group.count > 1:
                    message = f"{group_headline(group, unit)}; {group_sites(group)}"
                else:
                    message = causes_text(first.causes)
                message += f" — fix: {group.hint}" if group.hint else ""
                if first.variation:
                    message = f"[{target}, variation {first.variation}] " + message
                props = f"title={_escape_prop(title)}"
                if loc:
                    props = f"file={_escape_prop(loc[0])},line={loc[1]}," + props
                yield f"::error {props}::{_escape_data(message)}"
        for text in ep.regressions:
            yield f"::error title={_escape_prop('jaxcheck regression')}::" \
                  f"{_escape_data(f'{target}: {text}')}"
        if ep.error is not None:
            yield f"::error title={_escape_prop('jaxcheck: target raised')}::" \
                  f"{_escape_data(f'{target} raised {ep.error.type}: {ep.error.message}')}"
    yield from _divergence_annotations(report)


def _divergence_annotations(report: Report) -> Iterator[str]:
    from .._divergence import describe

    for d in report.divergences:
        loc = _location(d.call_site, report.root) or _location(d.defined_at, report.root)
        props = f"title={_escape_prop(f'jaxcheck: {d.function} differs between processes')}"
        if loc:
            props = f"file={_escape_prop(loc[0])},line={loc[1]}," + props
        yield f"::error {props}::{_escape_data(describe(d))}"


def summary(report: Report) -> str:
    lines = ["## jaxcheck", "", summary_text(report, width=10_000), "",
             "| entrypoint | status | compiles | unexpected recompiles |",
             "| --- | --- | --- | --- |"]
    for ep in report.entrypoints:
        lines.append(f"| `{display_target(ep.target)}` | {ep.status} | {ep.compiles} | "
                     f"{ep.unexpected_recompiles} |")
    details = []
    for ep in report.entrypoints:
        unit = "trace" if ep.mode == "trace" else "compile"
        for fn in by_cost(ep.functions):
            for group in groups(fn):
                if group.expected:
                    continue
                site = group.first_call_site or fn.defined_at
                details.append(f"- `{fn.name}`: {group_headline(group, unit)} at `{site}`"
                               + (f" — {group.hint}" if group.hint else ""))
        details += [f"- regression in `{display_target(ep.target)}`: {r}"
                    for r in ep.regressions]
    if details:
        lines += ["", "### Unexpected recompiles", "", *details]
    if report.divergences:
        from .._divergence import describe

        lines += ["", "### Processes that compiled different programs", "",
                  *(f"- {describe(d)}" for d in report.divergences)]
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
