"""Every number jaxcheck reads from the environment, through one function with its range.

An environment variable is set far from the command that reads it (a CI file, a
shell profile), so a bad value never stops a run: it falls back to the default, as
an unset one does. ``inf``, ``nan``, ``1e308`` and words are bad values; so is any
number outside the variable's range (a wait of ``1e308`` seconds would overflow the
timers that use it).
"""

from __future__ import annotations

import math
import os
from collections.abc import Mapping


def number(name: str, default: float, *, low: float, high: float,
           environ: Mapping[str, str] | None = None) -> float:
    """``name`` from the environment as a finite number in ``[low, high]``; ``default``
    when it is unset, empty, not a number, or out of range."""
    text = (os.environ if environ is None else environ).get(name, "").strip()
    if not text:
        return default
    try:
        value = float(text)
    except ValueError:
        return default
    if not math.isfinite(value) or not low <= value <= high:
        return default
    return value
