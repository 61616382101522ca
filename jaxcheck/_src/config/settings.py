"""Run settings given on the command line or in ``[tool.jaxcheck]``: one validator each.

``--seed 5`` and ``seed = 5`` are the same setting, so one rule checks both and the two
messages differ only in where the value came from.
"""

from __future__ import annotations

from typing import Any

from ..util.errors import UsageError

#: Longer than any sane target, short enough for the OS timers (which overflow near 1e10 s).
MAX_TIMEOUT = 1_000_000
#: how a target's calls are made: traced with abstract arrays, or compiled and run.
MODES = ("trace", "execute")


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


RULES: dict[str, tuple[Any, str]] = {
    "seed": (lambda v: _is_int(v) and v >= 0, "a non-negative integer"),
    "jobs": (lambda v: _is_int(v) and v >= 1, "a positive integer (worker processes)"),
    # nan and inf fail the comparison
    "timeout": (lambda v: (_is_int(v) or isinstance(v, float)) and 0 < v <= MAX_TIMEOUT,
                f"a positive number of seconds, at most {MAX_TIMEOUT}"),
    "mode": (lambda v: v in MODES, '"trace" or "execute"'),
}


def _shown(value: Any) -> str:
    return repr(value)


def check(key: str, value: Any, source: str = "") -> Any:
    """``value`` if it is a valid ``key``, else a :class:`UsageError`.

    ``source`` is ``""`` for the command line (the message says ``--key``), or the
    pyproject.toml path (the message says ``[tool.jaxcheck] key =``).
    """
    ok, what = RULES[key]
    if not ok(value):
        where = f"{source}: bad [tool.jaxcheck] {key} =" if source else f"bad --{key}"
        raise UsageError(f"{where} {_shown(value)}: give {what}")
    return value
