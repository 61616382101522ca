"""One actionable line per cause: what to change so the function stops recompiling.

A hint is chosen by the cause's kind and structured ``reason``, never by the words
of its note, so rewording a note cannot change a hint.
"""

from __future__ import annotations

from ._frameworks import library_name
from ._model import Cause

#: (kind, reason) -> template; (kind, None) is the kind's default.
_HINTS: dict[tuple[str, str | None], str | None] = {
    ("new_function", None): None,
    ("redefined_function", None): (
        "a new function object is jitted on every pass: hoist `jax.jit(...)` (and any lambda "
        "or functools.partial it wraps) out of the loop or function body, and reuse it"
    ),
    ("redefined_function", "helper"): (
        "a new function object is passed to `{path}` on every call outside jit, and JAX "
        "compiles the loop again for each: define the function once (hoist it out of the "
        "loop or function body) and reuse it, or call the loop inside a jitted function"
    ),
    ("redefined_function", "transform"): (
        "`{path}(f)` builds a new function every time it is called, and each new function "
        "is jitted and compiled anew: build `jax.jit({path}(f))` once (outside the loop or "
        "at module level) and reuse it"
    ),
    ("redefined_function", "helper_every_call"): (
        "`{path}` outside jit compiles its loop on every call: call it inside a jitted "
        "function (put `@jax.jit` on the function that runs the loop), which compiles once "
        "per shape"
    ),
    ("shape", None): (
        "pad or bucket `{path}` to a few fixed sizes (e.g. pad the last batch to the full "
        "batch size and mask it)"
    ),
    ("dtype", None): (
        "cast `{path}` to one dtype at the boundary, e.g. `jnp.asarray({leaf}, jnp.float32)`"
    ),
    ("weak_type", None): (
        "normalise `{path}` at the boundary with `jnp.asarray({leaf}, dtype)`: a Python scalar "
        "is weakly typed and an array is not, so mixing them compiles twice"
    ),
    ("static_value", None): (
        "`{path}` is static: every new value compiles again; pass it as a traced array "
        "instead, or keep the set of values small"
    ),
    ("static_value", "literal"): (
        "`{path}` is static: each new value compiles once more; make it a field of a static "
        "config, or expect it (`expect value:{root}=recompile`, or max_compiles)"
    ),
    ("static_value", "static_field"): (
        "`{path}` is a static field: each new value compiles once more; keep its set of "
        "values small, or make it a traced leaf if it is numeric and varies"
    ),
    ("static_value", "graph_attribute"): (
        "`{path}` is static metadata of the argument's tree (in a flax nnx model, what "
        "`model.eval()` / `model.train()` set): each value compiles once more; jit a "
        "separate function per setting (a train step and an eval step) so each keeps one "
        "value, or expect one compile per value"
    ),
    ("static_value", "type_only"): (
        "`{path}` got an equal value of another type (a NumPy scalar for a Python one, "
        "`3.0` for `3`, `True` for `1`), and JAX keys static values by type too: convert "
        "it at the boundary (`bool(...)`, `int(...)`, `float(...)`) so it always has one type"
    ),
    ("static_value", "identity"): (
        "`{path}` is static and hashed by identity: give its class `__eq__`/`__hash__` on its "
        "fields (or make it a frozen dataclass), or create it once and reuse the object"
    ),
    ("pytree_structure", 'none'): (
        "`{path}` is None on some calls and an array on others, two structures: pass a "
        "placeholder (e.g. zeros and a mask) instead of None"
    ),
    ("pytree_structure", 'static_metadata'): (
        "a static field of `{path}` changed value: like a static argument, every new value "
        "compiles again; make it a traced leaf if it varies"
    ),
    ("arg_signature", 'left_out'): (
        "`{path}` is passed on some calls and left to its default on others: pass it every "
        "time, in one style"
    ),
    ("pytree_structure", "resized"): (
        "the structure at `{path}` changed (a layer added or removed): each architecture "
        "is a program of its own and compiles once; expect it if intended "
        "(`max_compiles`), else keep the same structure on every call"
    ),
    ("pytree_structure", None): (
        "keep the container of `{path}` the same on every call (same type, keys and length; "
        "tuple vs list counts)"
    ),
    ("arg_signature", None): (
        "call with one consistent style: `{path}` was passed positionally once and by keyword "
        "another time, and JAX caches the two separately"
    ),
    ("tracing_context", None): (
        "`{path}` differs between calls: set it once at start-up instead of toggling it "
        "(config update or context manager) around calls"
    ),
    ("sharding", None): (
        "`{path}` arrived with a different placement: `jax.device_put` it to the same device "
        "or sharding every time, or pass `in_shardings` to `jax.jit`"
    ),
    ("compiler_options", None): (
        "`{path}` differs from the earlier compile's: pass the same compiler options on "
        "every jit (or `.compile(...)`) of this function, or compile each set once and "
        "keep the compiled executables"
    ),
    ("compiler_options", "jit_argument"): (
        "this function is jitted again with another `{path}`: call `jax.jit` once per "
        "setting you need (at module level) and reuse each jitted function, instead of "
        "re-jitting with other arguments"
    ),
    ("cache_cleared", None): (
        "`jax.clear_caches()` drops every compiled executable: call it only where a "
        "recompile is intended (e.g. between benchmarks), not inside a loop"
    ),
    ("unknown", None): (
        "jaxcheck cannot tell what changed: compare the call's arguments with the earlier "
        "call's (JAX's explanation, if any, is attached); the cache may also have been "
        "cleared, or the function re-jitted with other options"
    ),
}


#: (kind, reason) -> the `jaxcheck lint` rule that finds the cause in the source, before
#: anything runs; the hint names it, so users learn what to add to pre-commit.
_LINT_RULES: dict[tuple[str, str | None], str] = {
    ("redefined_function", None): "JC101",
    ("static_value", "identity"): "JC102",
    ("static_value", None): "JC103",
    ("static_value", "literal"): "JC103",
    ("weak_type", None): "JC104",
    ("shape", None): "JC105",
    ("arg_signature", None): "JC106",
}


def hint(causes: list[Cause], call_site: str | None = None) -> str | None:
    """The hint for the first cause that has one; it names the `jaxcheck lint` rule of the
    cause only when lint reports that rule on ``call_site`` (``file:line``)."""
    for cause in causes:
        template = _HINTS.get((cause.kind, cause.reason), _HINTS.get((cause.kind, None)))
        if template is None:
            continue
        path = cause.path or "the argument"
        leaf = path
        if cause.kind == "tracing_context" and cause.path is None:
            path = "a jax config value"
        root = path.split("[")[0].split(".")[0]
        text = template.format(path=path, leaf=leaf, root=root)
        rule = _LINT_RULES.get((cause.kind, cause.reason))
        if rule is not None and _lint_flags(call_site, rule):
            text += f" (`jaxcheck lint` finds this in the source: rule {rule})"
        return text
    return None


def _lint_flags(call_site: str | None, rule: str) -> bool:
    from ._lint._engine import flags  # standard library only, and only when a rule could fit
    return flags(call_site, rule)


def library_hint(function: str, site: str, entry: str,
                 changes: list[tuple[str, str, str]], causes: list[Cause]) -> str:
    """The fix for a recompile inside a library, in terms of what the user passed it.

    ``numpyro``'s ``_fori_collect_loop`` is not the user's to change: name the
    library and where it compiled, what the user's line passed that changed
    (``num_samples`` 10 → 12), and whether the library builds a new function object
    on every call (a closure per ``MCMC.run``), which no argument of the user's avoids.
    """
    library = library_name(site)
    call = entry
    parts = [f"`{function}` is {library}'s (compiled at {site}, reached from `{entry}` on "
             "this line)"]
    if changes:
        said = ", ".join(f"`{k}` {a} → {b}" for k, a, b in changes[:4])
        parts.append(f"you passed a different {said}: each new value compiles it again, so "
                     "keep it the same across calls (or expect these compiles: "
                     "`--max-compiles`)")
    fresh = [c.path for c in causes
             if c.kind == "redefined_function"
             or (c.kind == "static_value" and c.reason == "identity")]
    if fresh:
        what = f"`{fresh[0]}`" if fresh[0] else "the function it jits"
        parts.append(f"{library} builds a new {what} on every `{call}` (a new closure each "
                     f"time), so each `{call}` compiles again whatever you pass: call it "
                     "fewer times (one run that does more), or expect these compiles")
    if not changes and not fresh:
        parts.append(f"what `{entry}` passed it changed ({', '.join(c.kind for c in causes)}); "
                     "keep the sizes and settings you give it the same across calls, or "
                     "expect these compiles")
    return "; ".join(parts)
