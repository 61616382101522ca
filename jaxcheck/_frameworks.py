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
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

#: Packages whose frames sit between the user's call and JAX; skipped when
#: looking for the user's call site.
WRAPPER_PACKAGES = ("equinox", "flax")


@dataclass
class UserCall:
    """What the user called, behind a wrapper."""

    fun: Any
    args: tuple
    kwargs: dict
    static_leaf: Callable[[Any], bool] | None = None


def wrapper_dirs() -> tuple[str, ...]:
    dirs = []
    for name in WRAPPER_PACKAGES:
        module = sys.modules.get(name)
        if module is not None and getattr(module, "__file__", None):
            dirs.append(os.path.dirname(os.path.abspath(module.__file__)) + os.sep)
    return tuple(dirs)


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
                            dict(local.get("kwargs", {})), static_leaf=lambda x: not _is_array(x))
        frame = frame.f_back
    return None


def user_call(fun: Any, frame) -> UserCall | None:
    """The user's call behind ``fun`` when a known wrapper jitted it, else None."""
    try:
        return _equinox(fun, frame)
    except Exception:  # a framework's internals changed: fall back to what JAX sees
        return None
