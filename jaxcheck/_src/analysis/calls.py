"""The calls of a function target, as the analysis labels its events with them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass
class Call:
    """One call of a function target (``Observer.call``): the records it made, from
    position ``start`` to ``end`` (None while it runs), and what it was: a base call
    (``dims``: ``"B=8"``) or a variation (``variation``: its ``VariationResult``, at
    ``index`` in the target's variations)."""

    start: int
    end: int | None = None
    dims: str | None = None
    variation: Any = None
    index: int | None = None

    @property
    def label(self) -> str | None:
        """``"axis path"`` of a variation (``CompileEvent.variation``), else None."""
        v = self.variation
        return None if v is None else f"{v.axis} {v.path}"

    def holds(self, index: int) -> bool:
        return self.start <= index and (self.end is None or index < self.end)
