"""Where a jitted call comes from: where its jitted object was made, where the user
called it, and whether its function is JAX's own.

Three questions the capture asks of every call, answered from frames and source
locations, never from the user's values:

* where the ``jax.jit`` that made the called object ran (:func:`made_at`): two objects
  made by one line run again in a loop are one function made again; two ``jax.jit``
  on one line are two functions;
* where the user's code called it (:func:`user_call_site`), through JAX and libraries;
* whether the function is one of JAX's own (``jnp.sin`` is jitted: one call per
  equation traced), remembered in :data:`JAX_OWN` so that the next call of it costs
  a lookup.
"""

from __future__ import annotations

import os
import weakref
from typing import Any

from .. import jaxcompat as compat

# -- where a jitted object was made ---------------------------------------------------

#: id(jit_info) of each jitted object made while a capture was active -> (a weak
#: reference to the object, the user's frames that made it). The object holds its
#: ``jit_info``, so while the reference lives the id is that object's; the entry
#: goes when the object does.
_MADE: dict[int, tuple[Any, tuple]] = {}
#: frames walked for where a jitted object was made.
_MADE_FRAMES = 96


def on_make(jit_info: Any, jitted: Any, frame: Any) -> None:
    """A jitted object was made: remember the user's frames that made it, each as
    (file, line, bytecode offset), so that two ``jax.jit`` calls on one line differ
    and the same call run again in a loop does not."""
    site = []
    for _ in range(_MADE_FRAMES):
        if frame is None:
            break
        code = frame.f_code
        if compat.frame_owner(code.co_filename) == "user":
            site.append((code.co_filename, frame.f_lineno, frame.f_lasti))
        frame = frame.f_back
    if not site:
        return
    key = id(jit_info)

    def gone(ref: Any, key: int = key) -> None:
        if _MADE.get(key, (None,))[0] is ref:
            _MADE.pop(key, None)

    try:
        _MADE[key] = (weakref.ref(jitted, gone), tuple(site))
    except TypeError:  # not weak-referenceable: where it was made stays unknown
        pass


def made_at(jit_info: Any) -> tuple | None:
    """The user's frames that made the jitted object of ``jit_info``, if known."""
    entry = _MADE.get(id(jit_info))
    return entry[1] if entry is not None and entry[0]() is not None else None


def made_object(jit_info: Any) -> Any:
    """The jitted object of ``jit_info`` (what the user calls), if made while a capture
    was active and still alive; else None."""
    entry = _MADE.get(id(jit_info))
    return entry[0]() if entry is not None else None


def made_by_library(fun: Any) -> bool:
    """The function JAX jits is a jit-wrapping framework's own (equinox's
    ``fun_wrapped``, flax nnx's), around the user's: the framework made the object and
    may keep it alive in its caches, so its being alive says nothing of the user's."""
    code = getattr(fun, "__code__", None)
    if code is None and not isinstance(fun, type):  # a callable object (nnx's JitFn)
        call = vars(type(fun)).get("__call__")
        code = getattr(call, "__code__", None)
    return code is not None and compat.frame_owner(code.co_filename) == "library"


# -- JAX's own functions --------------------------------------------------------------

#: id -> (weak reference, JAX's name, location, name) of functions of JAX's own (``jnp``
#: functions are jitted: one call per equation while a program is traced), so that a
#: call of one costs a lookup instead of reading its source location again. Never a
#: helper that may run a user's function (``lax.while_loop``): those are read each time.
#: The capture reads it directly, on its hottest path: an entry is the function's only
#: when ``entry[0]() is fun``.
JAX_OWN: dict[int, tuple] = {}
_JAX_OWN_MAX = 4096


def remember_own(fun: Any, jax_name: str, location: Any, name: str) -> None:
    """``fun`` is one of JAX's own functions: its next call is known by a lookup."""
    if len(JAX_OWN) >= _JAX_OWN_MAX:  # functions JAX makes per call: start afresh
        JAX_OWN.clear()
    key = id(fun)
    try:
        ref = weakref.ref(fun, lambda _, key=key, table=JAX_OWN: table.pop(key, None))
    except TypeError:  # not weak-referenceable: not remembered
        return
    JAX_OWN[key] = (ref, jax_name, location, name)


# -- where the user called it ---------------------------------------------------------


def relpath(filename: str) -> str:
    """``filename`` as the report shows it: relative to the working directory when it
    is under it, else as it is."""
    try:
        rel = os.path.relpath(filename)
    except ValueError:
        return filename
    return filename if rel.startswith("..") else rel


#: jaxcheck's own frames that sit inside a jitted call (the hooks: this package and
#: ``jaxcompat``): skipped, where any other frame of jaxcheck's means jaxcheck made the
#: call.
_HOOK_FILES = (os.path.dirname(os.path.abspath(__file__)) + os.sep,
               os.path.dirname(compat.__file__) + os.sep)


def user_call_site(start) -> str | None:
    """The innermost frame of the user's (``jaxcompat.frame_owner``): where the user
    called the function, through JAX and libraries (a framework's jit, optax).

    With no frame of the user's before one of jaxcheck's (a function target called
    by the runner) or the stack's end: the innermost library frame that is not a jit
    wrapper's own (equinox's ``filter_jit`` says nothing of where the call came from),
    else None.
    """
    frame = start
    library = None
    while frame is not None:
        filename = frame.f_code.co_filename
        owner = compat.frame_owner(filename)
        if owner == "user":
            return f"{relpath(filename)}:{frame.f_lineno}"
        if owner == "jaxcheck" and not filename.startswith(_HOOK_FILES):
            break
        if owner == "library" and library is None and not filename.startswith("<") \
                and not compat.in_wrapper(filename):
            library = f"{relpath(filename)}:{frame.f_lineno}"
        frame = frame.f_back
    return library


def same_file(a: str, b: str) -> bool:
    """Two paths of one file (a symlink, a relative path), or equal names."""
    if os.path.exists(a) and os.path.exists(b):
        return os.path.samefile(a, b)
    return a == b
