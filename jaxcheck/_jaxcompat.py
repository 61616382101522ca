"""Everything that touches JAX internals, in one place, for jax 0.4.38 .. newest.

jaxcheck reads JAX at four points that have no public API:

* ``jax._src.pjit._infer_params(fun, jit_info, args, kwargs)``: every call of a
  jitted function that misses JAX's C++ fast path goes through it, with the
  user's own arguments, on every supported release.
* ``jax._src.pjit._pjit_call_impl_python``: where a traced call is lowered and
  compiled; compile events inside it belong to the call that entered it.
* the tuple of config values that JAX puts in its tracing cache key, and its names.
* the module-level ``logger`` objects of ``jax._src.*``, swapped for a private
  one while jaxcheck runs so that the user's logging configuration can neither
  hide JAX's records from jaxcheck nor be flooded by them.

If a future release moves these, this is the only file to change.
"""

from __future__ import annotations

import ast
import functools
import inspect
import logging
import os
import sys
import textwrap
from collections.abc import Callable
from typing import Any

import jax
import numpy as np

JAX_DIR = os.path.dirname(jax.__file__)
JAXLIB_DIR = os.path.dirname(os.path.dirname(np.__file__))  # site-packages, for frame filtering

COMPILE_EVENT = "/jax/core/compile/backend_compile_duration"
LOWER_EVENT = "/jax/core/compile/jaxpr_to_mlir_module_duration"
TRACE_EVENT = "/jax/core/compile/jaxpr_trace_duration"
CACHE_HIT_EVENT = "/jax/compilation_cache/cache_hits"


def version_tuple() -> tuple[int, ...]:
    parts = []
    for p in jax.__version__.split(".")[:3]:
        digits = "".join(ch for ch in p if ch.isdigit())
        parts.append(int(digits or 0))
    return tuple(parts)


# --- the call hook ---------------------------------------------------------------


def pjit_module():
    from jax._src import pjit

    if not hasattr(pjit, "_infer_params"):
        raise RuntimeError(
            f"jax {jax.__version__} has no jax._src.pjit._infer_params; "
            "this JAX release is not supported by jaxcheck"
        )
    return pjit


def jit_statics(jit_info: Any) -> tuple[tuple[int, ...], tuple[str, ...]]:
    return tuple(jit_info.static_argnums or ()), tuple(jit_info.static_argnames or ())


# --- tracing context -----------------------------------------------------------


@functools.cache
def trace_context_names() -> tuple[str, ...] | None:
    """Names of the entries of ``config.trace_context()``, or None if unknown."""
    from jax._src import config

    names_fn = getattr(config, "trace_context_names", None)
    if names_fn is not None:
        try:
            return tuple(str(n) for n in names_fn())
        except Exception:  # older jaxlib behind a newer jax
            pass
    # Before the names were exported, trace_context was a Python function
    # returning a literal tuple of `<state>.value` expressions: read its source.
    try:
        src = textwrap.dedent(inspect.getsource(config.trace_context))
    except (OSError, TypeError):
        return None
    names: list[str] = []
    for node in ast.walk(ast.parse(src)):
        if isinstance(node, ast.Return) and isinstance(node.value, ast.Tuple):
            for elt in node.value.elts:
                base = elt.value if isinstance(elt, ast.Attribute) else elt
                ident = base.id if isinstance(base, ast.Name) else ast.unparse(elt)
                state = getattr(config, ident, None)
                name = getattr(state, "name", None) or getattr(state, "_name", None) or ident
                names.append(str(name))
            break
    return tuple(names) or None


def trace_context() -> tuple:
    from jax._src import config

    return tuple(config.trace_context())


# --- leaves --------------------------------------------------------------------

_DTYPE_SHORT = {
    "float16": "f16",
    "bfloat16": "bf16",
    "float32": "f32",
    "float64": "f64",
    "int8": "i8",
    "int16": "i16",
    "int32": "i32",
    "int64": "i64",
    "uint8": "u8",
    "uint16": "u16",
    "uint32": "u32",
    "uint64": "u64",
    "complex64": "c64",
    "complex128": "c128",
    "bool": "bool",
}


def dtype_short(dtype: Any) -> str:
    name = np.dtype(dtype).name
    return _DTYPE_SHORT.get(name, name)


def abstractify(x: Any) -> tuple[tuple[int, ...], str, bool] | None:
    """(shape, dtype, weak_type) as JAX will see the leaf, or None if not an array."""
    aval = getattr(x, "aval", None)  # tracers and jax.Array
    if aval is None or not hasattr(aval, "shape"):
        try:
            from jax import api_util

            aval = api_util.shaped_abstractify(x)
        except Exception:
            return None
    try:
        shape = tuple(int(d) for d in aval.shape)
    except TypeError:  # symbolic dimensions
        shape = tuple(aval.shape)
    return shape, dtype_short(aval.dtype), bool(getattr(aval, "weak_type", False))


def placement(x: Any) -> tuple[str, bool] | None:
    """(sharding description, committed) of a concrete jax.Array, else None."""
    if not isinstance(x, jax.Array) or isinstance(x, jax.core.Tracer):
        return None
    try:
        sharding = x.sharding
    except Exception:
        return None
    committed = bool(getattr(x, "committed", getattr(x, "_committed", False)))
    return describe_sharding(sharding), committed


def describe_sharding(sharding: Any) -> str:
    devices = getattr(sharding, "_device_assignment", None) or tuple(
        getattr(sharding, "device_set", ())
    )
    kind = type(sharding).__name__
    if kind == "SingleDeviceSharding" and devices:
        d = next(iter(devices))
        return f"{d.platform}:{d.id}"
    spec = getattr(sharding, "spec", None)
    devs = ",".join(f"{d.platform}:{d.id}" for d in list(devices)[:8])
    return f"{kind}({spec}, devices=[{devs}])" if spec is not None else f"{kind}([{devs}])"


def is_tracer(x: Any) -> bool:
    return isinstance(x, jax.core.Tracer)


# --- source info exclusion -------------------------------------------------------


def exclude_from_source_info(path: str) -> Callable[[], None]:
    """Make JAX's "TRACING CACHE MISS at <file>" skip jaxcheck's own frames."""
    from jax._src import source_info_util as siu

    before = list(siu._exclude_paths)
    siu.register_exclusion(path)

    def restore() -> None:
        siu._exclude_paths[:] = before
        if hasattr(siu, "_exclude_path_regex"):
            try:
                siu._exclude_path_regex.cache_clear()
            except AttributeError:
                pass

    return restore


# --- loggers -------------------------------------------------------------------


def jax_module_loggers() -> list[tuple[Any, str, logging.Logger]]:
    """(module, attribute, logger) for every module-level logger inside jax."""
    found = []
    for name, mod in list(sys.modules.items()):
        if mod is None or not (name == "jax" or name.startswith("jax.")):
            continue
        try:
            attrs = vars(mod)
        except TypeError:
            continue
        for attr, value in list(attrs.items()):
            if isinstance(value, logging.Logger) and value.name.startswith("jax"):
                found.append((mod, attr, value))
    return found


# --- monitoring ------------------------------------------------------------------


def register_duration_listener(cb: Callable[..., None]) -> Callable[[], None]:
    from jax._src import monitoring

    monitoring.register_event_duration_secs_listener(cb)

    def remove() -> None:
        for name in ("unregister_event_duration_listener",
                     "_unregister_event_duration_listener_by_callback"):
            fn = getattr(monitoring, name, None)
            if fn is not None:
                try:
                    fn(cb)
                    return
                except (AssertionError, ValueError):
                    return
        monitoring._event_duration_secs_listeners[:] = [
            x for x in monitoring._event_duration_secs_listeners if x is not cb
        ]

    return remove


def register_event_listener(cb: Callable[..., None]) -> Callable[[], None]:
    from jax._src import monitoring

    monitoring.register_event_listener(cb)

    def remove() -> None:
        for name in ("unregister_event_listener", "_unregister_event_listener_by_callback"):
            fn = getattr(monitoring, name, None)
            if fn is not None:
                try:
                    fn(cb)
                    return
                except (AssertionError, ValueError):
                    return
        monitoring._event_listeners[:] = [x for x in monitoring._event_listeners if x is not cb]

    return remove


def clear_caches() -> None:
    """Forget every compiled function, so one target's warm cache hides nothing."""
    try:
        jax.clear_caches()
    except Exception:
        pass
