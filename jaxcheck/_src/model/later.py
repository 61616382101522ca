"""Fields computed the first time a view reads them (a large program's diff, an
executable's memory analysis): what a report may never show costs nothing until asked."""

from __future__ import annotations

import threading
from typing import Any


class Later:
    """A field's value computed the first time it is read, once (see ``OnRead``): what a
    report may never show (a large program's diff) costs nothing until a view asks.

    ``compute`` takes no arguments; should it raise, the value is None (not known). A
    deep copy of the report copies the value, computed then. Read from two threads at
    once (a process's snapshot writer and its main thread), both get the value: one
    computes it while the other waits.
    """

    __slots__ = ("_compute", "_value", "__weakref__")
    #: one for all: a value may be computed from another (an event's memory from its
    #: compile's), hence re-entrant.
    _computing = threading.RLock()

    def __init__(self, compute: Any) -> None:
        self._compute = compute
        self._value: Any = None

    def __call__(self) -> Any:
        if self._compute is not None:
            with Later._computing:
                compute = self._compute
                if compute is not None:
                    try:
                        value = compute()
                    except Exception:
                        value = None
                    self._value = value
                    self._compute = None  # last: whoever sees it gone sees the value
        return self._value

    def __deepcopy__(self, memo: dict) -> Any:
        return self()


class OnRead:
    """A dataclass field that may be given a :class:`Later`: reading the field computes
    it, once; every other value is kept as given. Its default is None."""

    def __set_name__(self, owner: type, name: str) -> None:
        self._key = f"_{name}_value"

    def __get__(self, obj: Any, objtype: type | None = None) -> Any:
        if obj is None:
            return None  # the dataclass's default
        value = obj.__dict__.get(self._key)
        if type(value) is Later:
            value = obj.__dict__[self._key] = value()
        return value

    def __set__(self, obj: Any, value: Any) -> None:
        obj.__dict__[self._key] = value
