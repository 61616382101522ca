"""One actionable line per cause: what to change so the function stops recompiling."""

from __future__ import annotations

from ._model import Cause

_HINTS = {
    "new_function": None,
    "redefined_function": (
        "a new function object is jitted on every pass: hoist `jax.jit(...)` (and any lambda "
        "or functools.partial it wraps) out of the loop or function body, and reuse it"
    ),
    "redefined_helper": (
        "a new function object is passed to `{path}` on every call outside jit, and JAX "
        "compiles the loop again for each: define the function once (hoist it out of the "
        "loop or function body) and reuse it, or call the loop inside a jitted function"
    ),
    "shape": (
        "pad or bucket `{path}` to a few fixed sizes (e.g. pad the last batch to the full "
        "batch size and mask it)"
    ),
    "dtype": (
        "cast `{path}` to one dtype at the boundary, e.g. `jnp.asarray({leaf}, jnp.float32)`"
    ),
    "weak_type": (
        "normalise `{path}` at the boundary with `jnp.asarray({leaf}, dtype)`: a Python scalar "
        "is weakly typed and an array is not, so mixing them compiles twice"
    ),
    "static_value": (
        "`{path}` is static: every new value compiles again; pass it as a traced array "
        "instead, or keep the set of values small"
    ),
    "static_identity": (
        "`{path}` is static and hashed by identity: give its class `__eq__`/`__hash__` on its "
        "fields (or make it a frozen dataclass), or create it once and reuse the object"
    ),
    "pytree_none": (
        "`{path}` is None on some calls and an array on others, two structures: pass a "
        "placeholder (e.g. zeros and a mask) instead of None"
    ),
    "pytree_metadata": (
        "a static field of `{path}` changed value: like a static argument, every new value "
        "compiles again; make it a traced leaf if it varies"
    ),
    "arg_left_out": (
        "`{path}` is passed on some calls and left to its default on others: pass it every "
        "time, in one style"
    ),
    "pytree_structure": (
        "keep the container of `{path}` the same on every call (same type, keys and length; "
        "tuple vs list counts)"
    ),
    "arg_signature": (
        "call with one consistent style: `{path}` was passed positionally once and by keyword "
        "another time, and JAX caches the two separately"
    ),
    "tracing_context": (
        "`{path}` differs between calls: set it once at start-up instead of toggling it "
        "(config update or context manager) around calls"
    ),
    "sharding": (
        "`{path}` arrived with a different placement: `jax.device_put` it to the same device "
        "or sharding every time, or pass `in_shardings` to `jax.jit`"
    ),
    "unknown": (
        "jaxcheck cannot tell what changed: compare the call's arguments with the earlier "
        "call's (JAX's explanation, if any, is attached); the cache may also have been "
        "cleared, or the function re-jitted with other options"
    ),
}


def hint(causes: list[Cause]) -> str | None:
    """The hint for the first cause that has one."""
    for cause in causes:
        key = cause.kind
        if key == "redefined_function" and cause.note and "passed to" in cause.note:
            key = "redefined_helper"
            path = cause.note.rsplit("passed to ", 1)[1]
            return _HINTS[key].format(path=path)
        if key == "static_value" and cause.note and "identity" in cause.note:
            key = "static_identity"
        elif key == "pytree_structure" and "None" in (cause.before, cause.after):
            key = "pytree_none"
        elif key == "pytree_structure" and cause.note and "static field" in cause.note:
            key = "pytree_metadata"
        elif key == "arg_signature" and "not passed" in (cause.before, cause.after):
            key = "arg_left_out"
        template = _HINTS.get(key)
        if template is None:
            continue
        path = cause.path or "the argument"
        leaf = path
        if key == "tracing_context" and cause.path is None:
            path = "a jax config value"
        return template.format(path=path, leaf=leaf)
    return None
