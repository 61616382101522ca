"""What of a call enters JAX's cache keys: the tracing context, and each leaf as JAX
abstracts it (shape, dtype, weak type, placement), read as JAX reads it.

* ``jax._src.config.trace_context()`` and its entries' names;
* the tracers of vmap and autodiff (``BatchTracer.val``, ``JVPTracer.primal``,
  ``LinearizeTracer.primal``), by class name: what is compiled is one level out;
* a sharding's device assignment (``_device_assignment``) and an array's
  ``committed`` flag.
"""

from __future__ import annotations

import ast
import functools
import inspect
import textwrap
from typing import Any

import jax
import numpy as np


@functools.cache
def trace_context_names() -> tuple[str, ...] | None:
    """Names of the entries of ``config.trace_context()``, or None if unknown."""
    from jax._src import config

    names_fn = getattr(config, "trace_context_names", None)
    if names_fn is not None:  # 0.10.2
        try:
            return tuple(str(n) for n in names_fn())
        except Exception:  # older jaxlib behind a newer jax
            pass
    # 0.4.38 and 0.6.2: before the names were exported, trace_context was a Python
    # function returning a literal tuple of `<state>.value` expressions: read its source.
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


#: dtype -> its short text: asked once per leaf of every signature (a few microseconds
#: each through JAX and NumPy), for a handful of distinct dtypes.
_SHORT_OF: dict[Any, str] = {}


def dtype_short(dtype: Any) -> str:
    try:
        return _SHORT_OF[dtype]
    except (KeyError, TypeError):  # new, or unhashable
        pass
    # Typed PRNG keys (`key<fry>`) and other extended dtypes are not numpy dtypes.
    if jax.dtypes.issubdtype(dtype, jax.dtypes.extended):
        text = str(dtype)
    else:
        name = np.dtype(dtype).name
        text = _DTYPE_SHORT.get(name, name)
    if len(_SHORT_OF) < 256 and type(dtype) is not str:
        try:
            _SHORT_OF[dtype] = text
        except TypeError:
            pass
    return text


def is_extended(dtype_text: str | None) -> bool:
    """Whether a short dtype text names an extended dtype (a typed PRNG key)."""
    return bool(dtype_text) and "<" in dtype_text


#: tracers whose value (what is actually compiled when the transformation runs
#: outside jit) is one attribute down: vmap's batched value, autodiff's primal.
_UNWRAP = {"BatchTracer": "val", "JVPTracer": "primal", "LinearizeTracer": "primal"}


def outer_value(x: Any) -> Any:
    """The value a transformation passes on to the compiled program.

    Under ``jax.vmap`` a jitted function sees the per-example view of its
    argument, but JAX compiles the batched program: ``f32[3]`` per example is a
    ``f32[4,3]`` executable. Autodiff tracers carry their primal.
    """
    for _ in range(64):
        attr = _UNWRAP.get(type(x).__name__)
        if attr is None:
            break
        inner = getattr(x, attr, None)
        if inner is None:
            break
        x = inner
    return x


def abstractify(x: Any) -> tuple[tuple[int, ...], str, bool] | None:
    """(shape, dtype, weak_type) as JAX will compile the leaf, or None if not an array."""
    x = outer_value(x)
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
    """(sharding description, committed) of a concrete jax.Array; for a tracer, the
    sharding its type carries over a mesh (0.10 keeps a ``NamedSharding``'s spec and
    mesh axes in the type, and retraces when they change: ``f32[4]({Auto: ('i',)})``);
    else None."""
    if isinstance(x, jax.core.Tracer):
        sharding = getattr(getattr(x, "aval", None), "sharding", None)
        mesh = getattr(sharding, "mesh", None)
        if mesh is None or getattr(mesh, "empty", True) or not hasattr(sharding, "spec"):
            return None
        spec = sharding.spec
        if all(part is None for part in spec):  # the mesh only (its axes are Auto)
            return f"mesh {mesh.axis_names}", True
        return f"{spec} on mesh {mesh.axis_names}", True
    if not isinstance(x, jax.Array):
        return None
    try:
        sharding = x.sharding
    except Exception:
        return None
    committed = bool(getattr(x, "committed", False))
    return describe_sharding(sharding), committed


def describe_sharding(sharding: Any) -> str:
    # the ordered device list on 0.4.38, 0.6.2 and 0.10.2; the public (unordered) device
    # set only for a sharding type without one (no supported release's own).
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


def key_shape(dtype: Any) -> tuple[int, ...]:
    """The trailing shape of a typed PRNG key dtype's data (``(2,)`` for threefry): the
    key implementation's ``key_shape``, on the dtype's ``_impl`` (0.4.38, 0.6.2, 0.10.2)."""
    impl = getattr(dtype, "_impl", None)
    return tuple(getattr(impl, "key_shape", ()) or ())
