"""One actionable line per cause: what to change so the function stops recompiling.

A hint is chosen by the cause's kind and structured ``reason``, never by the words
of its note, so rewording a note cannot change a hint; and by the *shape of the values
seen* at the cause's path (:func:`pattern`): one short last batch is padded, many
lengths are bucketed, a sweep of float values for a static argument is traced instead.
The table of advice is ``_HINTS`` (kind, reason) and ``_BY_PATTERN`` (kind, pattern).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..capture.frameworks import library_name
from ..model.report import Cause

#: (kind, reason) -> template; (kind, None) is the kind's default.
_HINTS: dict[tuple[str, str | None], str | None] = {
    ("new_function", None): None,
    ("redefined_function", None): (
        "a new function object is jitted on every pass: hoist `jax.jit(...)` (and any lambda "
        "or functools.partial it wraps) out of the loop or function body, and reuse it"
    ),
    ("redefined_function", "rebound"): (
        "the function is made anew with another value bound ({path}), and JAX compiles "
        "every new function object: jit one function once, outside the loop or function "
        "body, and pass that value as an argument (traced, or with `static_argnums` if it "
        "must be static)"
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
        "`{path}` outside jit compiles anew on every call: call it inside a jitted "
        "function (put `@jax.jit` on the function that calls `{path}`), which compiles once "
        "per shape"
    ),
    ("shape", None): (
        "pad or bucket `{path}` to a few fixed sizes and mask the padding"
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
    ("static_value", "static_leaf"): (
        "`{path}` is a Python value, which the jit wrapper (`eqx.filter_jit`, `nnx.jit`) "
        "keeps static while it traces an array: each new value, and an array in its "
        "place, compiles again; if it varies, pass it as an array (`jnp.asarray(...)`) "
        "on every call"
    ),
    ("static_value", "function"): (
        "`{path}` is a function, and a function is static: each different one compiles "
        "once more, as expected when you switch it on purpose (say so: `max_compiles`, or "
        "`expect value:{root}=recompile`); one made anew per call (a lambda or `partial`) "
        "compiles every time: make it once and reuse it"
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
    ("static_value", "optimizer"): (
        "`{path}` is an optimizer made again (`optax.adam(...)` called per fold or per "
        "learning rate), and a new one is a new cache key: create the optimizer once and "
        "reuse it, or make its learning rate a traced value with "
        "`optax.inject_hyperparams(optax.adam)(learning_rate=lr)`"
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
    ("arg_signature", "static_vs_traced"): (
        "`{path}` is static in one `jax.jit` of this function and traced in another (jitted "
        "again with other `static_argnums`/`static_argnames`): jit it once and reuse it"
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
    ("cache_cleared", "clear_cache"): (
        "`.clear_cache()` on this jitted function drops its compiled executables and "
        "traces: call it only where a recompile is intended, not between calls that "
        "should reuse the compile"
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


#: (kind, pattern of the values seen) -> template; beats ``_HINTS`` when the pattern is
#: found (see :func:`pattern`). ``{sizes}``, ``{full}``, ``{short}``, ``{buckets}``,
#: ``{count}`` and ``{values}`` come from the values.
_BY_PATTERN: dict[tuple[str, str], str] = {
    ("shape", "short_last"): (
        "only the last batch of `{path}` is shorter ({short} instead of {full}): pad it to "
        "{full} and mask the padding, or drop it (drop_remainder)"
    ),
    ("shape", "many_lengths"): (
        "`{path}` comes in {count} lengths ({sizes}): bucket by length, padding each to the "
        "next of a few sizes ({buckets}), and mask the padding"
    ),
    ("shape", "rank"): (
        "`{path}` changes rank ({values}): give it the same number of axes on every call "
        "(e.g. always keep the batch axis)"
    ),
    ("static_value", "float_sweep"): (
        "`{path}` is static and takes a new float each time ({count} so far): pass it "
        "as a traced argument (drop it from static_argnums/static_argnames)"
    ),
    ("static_value", "flag"): (
        "`{path}` is a static flag: each of its two values compiles once, which is "
        "expected; say so (`max_compiles = 2`, or `expect value:{root}=recompile`)"
    ),
    ("dtype", "many_dtypes"): (
        "`{path}` arrives in {count} dtypes ({values}): cast it to one dtype at the boundary, "
        "e.g. `jnp.asarray({leaf}, jnp.float32)`"
    ),
}

_SHAPE = re.compile(r"^([a-z]+[0-9]*)\[([0-9, ]*)\]")


def _shape(text: str) -> tuple[str, tuple[int, ...]] | None:
    match = _SHAPE.match(text.strip())
    if match is None:
        return None
    inner = match.group(2).strip()
    return match.group(1), tuple(int(d) for d in inner.split(",")) if inner else ()


def _number(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None


def pattern(kind: str, values: Sequence[str]) -> tuple[str, dict[str, str]] | None:
    """The shape of the values one path had (in order of compile, the first compile's
    value first): ``(pattern, words for the template)``, or None for no known pattern.

    - ``short_last``: two sizes, the later one smaller on one axis: a short last batch;
    - ``many_lengths``: three sizes or more along one axis (sentence lengths);
    - ``rank``: the number of axes changes;
    - ``float_sweep``: a static value that is a new float each time;
    - ``flag``: a static value that is True or False;
    - ``many_dtypes``: three dtypes or more.
    """
    values = list(dict.fromkeys(v for v in values if v is not None))
    if len(values) < 2:
        return None
    shown = ", ".join(values if len(values) <= 6 else [*values[:5], "…", values[-1]])
    words = {"values": shown, "count": str(len(values))}
    if kind == "shape":
        shapes = [_shape(v) for v in values]
        if any(s is None for s in shapes):
            return None
        dims = [s[1] for s in shapes if s is not None]
        if len({len(d) for d in dims}) > 1:
            return "rank", words
        axes = [i for i in range(len(dims[0])) if len({d[i] for d in dims}) > 1]
        if len(axes) != 1:
            return None
        sizes = [d[axes[0]] for d in dims]
        words["sizes"] = ", ".join(map(str, sizes))
        if len(sizes) == 2 and sizes[1] < sizes[0]:
            return "short_last", {**words, "full": str(sizes[0]), "short": str(sizes[1])}
        if len(sizes) >= 3:
            from .buckets import options, suggest

            best = suggest(options(sizes))
            assert best is not None
            words["buckets"] = (f"{best.name}: {', '.join(map(str, best.buckets[:6]))}"
                                f"{', …' if len(best.buckets) > 6 else ''}")
            return "many_lengths", words
        return None
    if kind == "static_value":
        if set(values) <= {"True", "False"}:
            return "flag", words
        numbers = [_number(v) for v in values]
        if all(n is not None for n in numbers) and any(
                "." in v or "e" in v.lower() for v in values):
            return "float_sweep", words
        return None
    # weak_type: Python and array scalars alternating compile twice, then JAX has both;
    # the kind's own fix (normalise at the boundary) is the one
    if kind == "dtype" and len(values) >= 3:
        return "many_dtypes", words
    return None


def seen_values(events: Sequence, cause: Cause) -> list[str]:
    """The values ``cause``'s path had over ``events`` (a function's compiles so far) and
    ``cause`` itself: the first compile's value (the earliest ``before``), then every
    ``after``, in order, each once."""
    same = [c for event in events for c in getattr(event, "causes", [])
            if c.kind == cause.kind and c.path == cause.path]
    values: list[str] = []
    for c in (*same, cause):
        for v in ((c.before, c.after) if not values else (c.after,)):
            if v is not None and v not in values:
                values.append(v)
    return values


#: (kind, reason) -> the `jaxcheck lint` rule that finds the cause in the source, before
#: anything runs; the hint names it, so users learn what to add to pre-commit.
_LINT_RULES: dict[tuple[str, str | None], str] = {
    ("redefined_function", None): "JC101",
    ("redefined_function", "rebound"): "JC101",
    ("static_value", "identity"): "JC102",
    ("static_value", None): "JC103",
    ("static_value", "literal"): "JC103",
    ("static_value", "static_leaf"): "JC103",  # a Python number filter_jit keeps static
    ("weak_type", None): "JC104",
    ("shape", None): "JC105",
    ("arg_signature", None): "JC106",
    ("dtype", None): "JC107",
    ("dtype", "many_dtypes"): "JC107",
    ("pytree_structure", None): "JC108",
    ("pytree_structure", "none"): "JC108",
}


def hint(causes: list[Cause], call_site: str | None = None,
         seen: Sequence[str] | None = None) -> str | None:
    """The hint for the first cause that has one. ``seen``: the values the first cause's
    path had so far (:func:`seen_values`), which pick the advice that fits them; the
    `jaxcheck lint` rule of the cause is named only when lint reports that rule on
    ``call_site`` (``file:line``)."""
    for n, cause in enumerate(causes):
        template = _HINTS.get((cause.kind, cause.reason), _HINTS.get((cause.kind, None)))
        if template is None:
            continue
        words: dict[str, str] = {}
        # the values seen pick the advice only where the reason has no fix of its own
        # (an nnx train/eval flag, a type-only change, a donation change ... keep theirs)
        generic = cause.reason in (None, "literal", "number") or \
            (cause.kind, cause.reason) not in _HINTS
        found = pattern(cause.kind, seen) if seen and n == 0 and generic else None
        if found is not None and (cause.kind, found[0]) in _BY_PATTERN:
            template, words = _BY_PATTERN[cause.kind, found[0]], found[1]
        path = cause.path or "the argument"
        leaf = path
        if cause.kind == "tracing_context" and cause.path is None:
            path = "a jax config value"
        root = path.split("[")[0].split(".")[0]
        text = template.format(path=path, leaf=leaf, root=root, **words)
        rule = _LINT_RULES.get((cause.kind, cause.reason))
        if rule is not None and _lint_flags(call_site, rule):
            text += f" (`jaxcheck lint` finds this in the source: rule {rule})"
        return text
    return None


def _lint_flags(call_site: str | None, rule: str) -> bool:
    from ..lint.engine import flags  # standard library only, and only when a rule could fit
    return flags(call_site, rule)


#: (exception type or None for any, words of JAX's message) -> the fix. JAX's message is
#: the only witness of these mistakes: the call never compiled.
_ERRORS: list[tuple[str | None, str, str]] = [
    (None, "Non-hashable static arguments", (
        "a static argument got an unhashable value (a list, dict or array): pass a tuple "
        "(`tuple(values)`) or a frozen dataclass, or drop the argument from "
        "static_argnums/static_argnames to trace it")),
    ("TracerBoolConversionError", "", (
        "Python `if`/`while`/`bool()` on a traced value: use `jnp.where` or `jax.lax.cond`, "
        "or mark that argument static (static_argnames) if it takes a few values")),
    ("ConcretizationTypeError", "", (
        "a traced value is used where Python needs a concrete one (a shape, a Python `int`, "
        "an `if`): mark that argument static (static_argnames), or compute the shape "
        "outside jit")),
]


def error_hint(type_name: str, message: str) -> str | None:
    """The fix for an exception a target raised, when JAX raised it for a known mistake."""
    for kind, words, fix in _ERRORS:
        if (kind is None or kind == type_name) and words in message:
            return fix
    return None


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
