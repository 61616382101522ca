"""Recompiles that repeat, grouped: one group per function, causes and verdict.

A function recompiled 59 times for a static learning rate is one problem with one
fix, not 59: every renderer shows groups (``--verbose`` shows every event), and
the JSON report lists them beside the events.
"""

from __future__ import annotations

from ..model.report import CompileEvent, FunctionReport, RecompileGroup


def _key(e: CompileEvent) -> tuple:
    causes = tuple((c.kind, c.path) for c in e.causes)
    return causes, e.expected, e.expected_by, e.variation is not None, e.transform


def groups(fn: FunctionReport) -> list[RecompileGroup]:
    """The recompiles of ``fn`` grouped by (kind, path) of their causes, verdict and
    transformation (a vmap of ``fn`` is another program), in order of first recompile."""
    found: dict[tuple, RecompileGroup] = {}
    for index, e in enumerate(fn.events, start=1):
        if not e.recompile:
            continue
        key = _key(e)
        group = found.get(key)
        if group is None:
            group = found[key] = RecompileGroup(
                causes=list(key[0]), events=[], expected=e.expected,
                expected_by=e.expected_by, seconds=0.0, values=[],
                first_call_site=e.call_site, last_call_site=e.call_site,
                hint=e.hint, variation=e.variation is not None, transform=e.transform)
        group.events.append(index)
        group.seconds += e.seconds or 0.0
        group.last_call_site = e.call_site
        # the latest member's fix was chosen from every value seen up to it (_hints)
        group.hint = e.hint or group.hint
        if len(e.causes) == 1 and e.causes[0].after is not None:
            cause = e.causes[0]
            # every value seen, the first compile's (the first member's `before`) too
            for value in ((cause.before, cause.after) if not group.values
                          else (cause.after,)):
                if value is not None and value not in group.values:
                    group.values.append(value)
    for group in found.values():
        group.seconds = round(group.seconds, 6)
    return list(found.values())


def by_cost(functions: list[FunctionReport]) -> list[FunctionReport]:
    """Most compile seconds wasted on unexpected recompiles first; ties keep their order."""
    order = {id(f): i for i, f in enumerate(functions)}
    return sorted(functions, key=lambda f: (-f.unexpected_seconds, order[id(f)]))
