"""Seeing through framework wrappers to the user's own function and arguments.

``equinox.filter_jit`` jits an internal ``fun_wrapped(dynamic_donate,
dynamic_nodonate, static)``: JAX (and a naive hook) would report paths like
``dynamic_nodonate['rest'][0]`` in ``equinox/_jit.py``. The wrapper's Python
frame, still on the stack when JAX is called, holds what the user passed;
jaxcheck reads it from there and applies the wrapper's own rule for what is
static (every non-array leaf, hashed by value).

Neither equinox nor flax is imported here: an adapter only recognises their
frames by file.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

# The frameworks whose frames sit between the user's call and JAX (equinox, flax) are
# listed in ``jaxcompat.frames`` (``WRAPPER_PACKAGES``): which file is whose is decided
# there, once.

@dataclass
class UserCall:
    """What the user called, behind a wrapper."""

    fun: Any
    args: tuple
    kwargs: dict
    static_leaf: Callable[[Any], bool] | None = None
    #: the wrapper object the user called (equinox's ``_JitWrapper``): what a probe calls.
    wrapper: Any = None


def _is_array(x: Any) -> bool:
    """equinox.is_array: what filter_jit traces; everything else is static."""
    import jax

    return isinstance(x, jax.Array | np.ndarray | np.generic)


def _equinox(fun: Any, frame) -> UserCall | None:
    code = getattr(fun, "__code__", None)
    if code is None or code.co_name != "fun_wrapped" or not code.co_filename.endswith(
            os.path.join("equinox", "_jit.py")):
        return None
    while frame is not None:
        if frame.f_code.co_name == "_call" and frame.f_code.co_filename == code.co_filename:
            local = frame.f_locals
            wrapper = local.get("jit_wrapper")
            if wrapper is None:
                return None
            return UserCall(wrapper.__wrapped__, tuple(local.get("args", ())),
                            dict(local.get("kwargs", {})), static_leaf=lambda x: not _is_array(x),
                            wrapper=wrapper)
        frame = frame.f_back
    return None


def user_call(fun: Any, frame) -> UserCall | None:
    """The user's call behind ``fun`` when a known wrapper jitted it, else None."""
    try:
        return _equinox(fun, frame)
    except Exception:  # a framework's internals changed: fall back to what JAX sees
        return None


# --- calls made by a library on the user's behalf ---------------------------------


def is_library_file(filename: str) -> bool:
    """An installed package or the standard library (an editable install is the user's)."""
    from .. import jaxcompat as compat

    return compat.frame_owner(filename) == "library"


def library_path(filename: str) -> str:
    """A library file as its package spells it: ``numpyro/util.py``."""
    from .. import jaxcompat as compat

    return compat.library_path(filename)


def library_name(where: str) -> str:
    """The package of a ``library_path`` site: ``numpyro`` for ``numpyro/util.py:416``."""
    return where.split(os.sep, 1)[0].split(":")[0].removesuffix(".py")


#: scalars read from a library entry's arguments (and ``self``'s attributes), at most.
_ENTRY_VALUES = 40


@dataclass
class LibraryCall:
    """A jitted call made inside a library, reached from a line of the user's code."""

    #: ``package/file.py:line`` in the library where the jitted function was called.
    site: str
    #: the user's line that led there (the ``mcmc.run(...)`` line).
    user_site: str
    #: the library function that line called (``MCMC.run``), and the plain values
    #: (numbers, strings, booleans, None) it was given, by name (``self.num_samples``).
    entry: str
    values: dict[str, str]


def _plain(value: Any) -> str | None:
    if value is None or isinstance(value, bool | int | float | str):
        text = repr(value)
        return text if len(text) <= 60 else None
    return None


def _entry_values(frame) -> dict[str, str]:
    code = frame.f_code
    names = code.co_varnames[:code.co_argcount + code.co_kwonlyargcount]
    local = frame.f_locals
    values: dict[str, str] = {}
    for name in names:
        value = local.get(name)
        if name == "self" and value is not None:
            attrs = getattr(value, "__dict__", {})
            for attr, v in list(attrs.items())[:_ENTRY_VALUES]:
                if not attr.startswith("_"):
                    _add_value(values, attr, v, 1)
            continue
        _add_value(values, name, value, 0)
    return dict(list(values.items())[:_ENTRY_VALUES])


def _add_value(values: dict[str, str], name: str, value: Any, depth: int) -> None:
    """A plain value by name; a config object (dataclass, attrs, named tuple, plain
    object) by its plain fields (``cfg.num_steps``), two levels deep at most."""
    if len(values) >= _ENTRY_VALUES:
        return
    text = _plain(value)
    if text is not None:
        values[name] = text
        return
    if depth >= 2 or value is None or callable(value):
        return
    from ..signature import statics

    try:
        fields = statics.config_fields(value)
    except Exception:  # reading a user's object must never break their call
        return
    for key, field_value in fields:
        _add_value(values, name + key, field_value, depth + 1)


def library_call(frame, relpath: Callable[[str], str]) -> LibraryCall | None:
    """When the first frame outside JAX (and a jit wrapper) is a library's, the user's
    line that led there; None for a call from the user's own code, or when no frame of
    the user's is on the stack (a library calling itself at import, or jaxcheck)."""
    from .. import jaxcompat as compat

    try:
        while frame is not None and compat.passes_through(frame.f_code.co_filename):
            frame = frame.f_back
        if frame is None or not is_library_file(frame.f_code.co_filename):
            return None
        where = f"{library_path(frame.f_code.co_filename)}:{frame.f_lineno}"
        entry = frame
        frame = frame.f_back
        while frame is not None and (is_library_file(frame.f_code.co_filename)
                                     or compat.passes_through(frame.f_code.co_filename)):
            entry = frame
            frame = frame.f_back
        if frame is None or compat.frame_owner(frame.f_code.co_filename) == "jaxcheck":
            return None
        qualname = getattr(entry.f_code, "co_qualname", entry.f_code.co_name)
        return LibraryCall(where, f"{relpath(frame.f_code.co_filename)}:{frame.f_lineno}",
                           qualname, _entry_values(entry))
    except Exception:  # reading frames must never break the user's call
        return None
