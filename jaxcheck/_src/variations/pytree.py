"""Variations over real arguments: models, optimizer states, batches, keys.

An example factory returns real objects (an ``eqx.Module``, a flax ``TrainState``,
optax state, a batch dict, a PRNG key). Here they are walked as JAX walks them
(``jax.tree_util`` key paths, rendered as :mod:`jaxcheck._src.signature.signature` names paths:
``state.params['Dense_0']['kernel']``, ``model.layers[0].weight``,
``opt_state[0].mu``), together with the *static fields* a pytree node keeps out of
its leaves (equinox ``field(static=True)``, flax ``struct.field(pytree_node=False)``,
attributes of an nnx module that are not state): changing one of those changes the
pytree structure, so the ``value`` axis finds them and they are reported as static.

A real state has thousands of leaves, so leaves are varied by *unit*:

* a **group**: the floating-point arrays of a subtree that share a role, varied as
  one (new values for all of them; another width for all of them). A subtree is a
  role when its key is one of :data:`ROLES` (``params``, ``mu``, ``nu``, ...) or,
  failing that, when it is an argument that is an object (a model, a train state)
  rather than a plain dict, list or tuple; ``group`` patterns name more;
* every other leaf (a batch entry, a key, a step counter, a learning rate, a
  static field) alone, along every axis that applies. Static fields inside a group
  are probed once per class and field name (``Linear.use_bias``), not per layer.

``vary`` patterns select units; a pattern that names a leaf inside a group takes
it out of the group. Patterns match the dotted form of a path
(``state.params.Dense_0.kernel``) or any tail of it (``params``, ``batch.*``).

Every variation is built from the base arguments by copying along one path
(:func:`replace`); nothing calls the factory again.
"""

from __future__ import annotations

import fnmatch
import re
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..util.errors import UsageError
from .plan import Variation, with_arg

#: subtree keys that name a role: all parameters, all optimizer moments, all statistics.
ROLES = frozenset({"params", "param", "parameters", "weights", "variables", "batch_stats",
                   "mu", "nu", "trace", "momentum", "ema", "ema_params", "stats"})

_PLAIN = (bool, int, float, str)
_SHORT = {"float16": "f16", "float32": "f32", "float64": "f64", "bfloat16": "bf16",
          "int8": "i8", "int16": "i16", "int32": "i32", "int64": "i64", "uint8": "u8",
          "uint16": "u16", "uint32": "u32", "uint64": "u64", "complex64": "c64",
          "complex128": "c128", "bool": "bool"}
_OTHER_WIDTH = {"f32": "f16", "f16": "f32", "bf16": "f32", "f64": "f32",
                "i32": "i16", "i8": "i32", "i16": "i32", "i64": "i32",
                "u32": "u8", "u8": "u32", "u16": "u32", "u64": "u32",
                "c64": "c128", "c128": "c64"}
_X64_ONLY = {"f64", "i64", "u64", "c128"}
_LONG = {v: k for k, v in _SHORT.items()}


@dataclass
class Leaf:
    """One leaf of the arguments (or a static field of a node)."""

    path: str
    #: how to reach it from (args, kwargs): ("arg", i | name), then ("key", text) per
    #: child, ("static", field name) for a static field.
    route: tuple
    value: Any
    static: bool = False
    #: the type and field a static field belongs to (``Linear.use_bias``).
    owner: str | None = None
    #: the argument it is in (its name).
    top: str = ""


@dataclass
class Unit:
    """What one set of variations changes: a group of leaves, or one leaf."""

    path: str
    route: tuple
    leaves: list[Leaf] = field(default_factory=list)
    group: bool = False
    #: for a static field probed once for many layers: how many more there are.
    more: int = 0
    #: a static field's path inside its group (``layers[0].use_bias``): the same field
    #: of a twin tree (the optimizer's moments mirror the model) changes with it.
    rel: str = ""


# --- walking ------------------------------------------------------------------


def _one_level(node: Any):
    import jax

    kids, treedef = jax.tree_util.tree_flatten_with_path(node, is_leaf=lambda y: y is not node)
    return kids, treedef


def _is_leaf(node: Any, kids, treedef) -> bool:
    return node is None or (treedef.num_nodes == 1 and treedef.num_leaves == 1
                            and len(kids) == 1 and kids[0][1] is node)


def _key_text(key: Any) -> str:
    import jax

    return jax.tree_util.keystr((key,))


def _static_fields(node: Any, keys: list[Any]) -> list[tuple[str, Any]]:
    """Plain values (bool, int, float, str) a pytree node holds outside its leaves."""
    import dataclasses

    import jax

    if isinstance(node, dict | list | tuple) or not keys:
        return []
    if not all(isinstance(k, jax.tree_util.GetAttrKey) for k in keys):
        return []  # children not named by attribute: their fields cannot be told apart
    dynamic = {k.name for k in keys}
    if dataclasses.is_dataclass(node):
        names = [f.name for f in dataclasses.fields(node)]
    else:
        try:
            names = [n for n in vars(node) if not n.startswith("_")]
        except TypeError:
            return []
    out = []
    for name in names:
        if name in dynamic:
            continue
        try:
            value = getattr(node, name)
        except Exception:
            continue
        if type(value) in _PLAIN:
            out.append((name, value))
    return out


def leaves(args: tuple, kwargs: dict, names: Sequence[str],
           values: dict[str, Any] | None = None) -> tuple[list[Leaf], dict]:
    """Every leaf and static field of the arguments, and every node's path -> route
    (and, into ``values`` when given, path -> the node itself)."""
    found: list[Leaf] = []
    nodes: dict[str, tuple] = {}

    def walk(value: Any, path: str, route: tuple, depth: int) -> None:
        nodes[path] = route
        if values is not None:
            values[path] = value
        if depth > 200:
            found.append(Leaf(path, route, value))
            return
        kids, treedef = _one_level(value)
        if _is_leaf(value, kids, treedef):
            found.append(Leaf(path, route, value))
            return
        keys = [kp[0] for kp, _ in kids]
        for key, (_, child) in zip(keys, kids, strict=True):
            text = _key_text(key)
            walk(child, path + text, (*route, ("key", text)), depth + 1)
        for name, value_ in _static_fields(value, keys):
            found.append(Leaf(f"{path}.{name}", (*route, ("static", name)), value_,
                              static=True, owner=f"{type(value).__qualname__}.{name}"))

    for i, value in enumerate(args):
        walk(value, names[i] if i < len(names) else f"args[{i}]", (("arg", i),), 0)
    for name, value in kwargs.items():
        walk(value, name, (("arg", name),), 0)
    return found, nodes


def _set(node: Any, route: tuple, fn: Callable[[Any], Any]) -> Any:
    if not route:
        return fn(node)
    kind, key = route[0]
    kids, treedef = _one_level(node)
    if kind == "static":
        copy = treedef.unflatten([child for _, child in kids])
        object.__setattr__(copy, key, fn(getattr(node, key)))
        return copy
    if not any(_key_text(kp[0]) == key for kp, _ in kids):
        # the call before changed the structure it was given: say so, never pass the
        # base unchanged as if it were the variation
        raise LookupError(f"{key} is no longer in the arguments the base call left")
    children = [(_set(child, route[1:], fn) if _key_text(kp[0]) == key else child)
                for kp, child in kids]
    return treedef.unflatten(children)


def replace(args: tuple, kwargs: dict, route: tuple, fn: Callable[[Any], Any]
            ) -> tuple[tuple, dict]:
    """A copy of the arguments with the value at ``route`` replaced by ``fn(value)``;
    the nodes on the way are rebuilt (as ``tree_map`` does), the rest shared."""
    (_, where), rest = route[0], route[1:]
    return with_arg(args, kwargs, where, lambda value: _set(value, rest, fn))


# --- paths and patterns -------------------------------------------------------

_TOKEN = re.compile(r"\[\s*'((?:[^'\\]|\\.)*)'\s*\]|\[\s*\"((?:[^\"\\]|\\.)*)\"\s*\]"
                    r"|\[\s*([^\]]*)\s*\]|\.?([^.\[\]]+)")


def dotted(path: str) -> str:
    """``state.params['Dense_0']['kernel']`` -> ``state.params.Dense_0.kernel``."""
    parts = []
    for m in _TOKEN.finditer(path):
        parts.append(next(g for g in m.groups() if g is not None).strip())
    return ".".join(parts)


def matches(path: str, pattern: str) -> bool:
    """Whether ``pattern`` names ``path``: the whole dotted path or a tail of it."""
    parts, pat = dotted(path).split("."), dotted(pattern)
    return any(fnmatch.fnmatchcase(".".join(parts[i:]), pat) for i in range(len(parts)))


def _named(path: str, patterns: Sequence[str]) -> bool:
    """``path`` or one of its ancestors is named by a pattern."""
    parts = dotted(path).split(".")
    return any(matches(".".join(parts[:n]), p) for n in range(1, len(parts) + 1)
               for p in patterns)


# --- grouping -----------------------------------------------------------------


def _is_array(x: Any) -> bool:
    import numpy as np

    return hasattr(x, "shape") and hasattr(x, "dtype") and isinstance(
        getattr(x, "shape", None), tuple) and not isinstance(x, type) and (
        isinstance(x, np.ndarray | np.generic) or type(x).__module__.startswith("jax"))


def _is_float(x: Any) -> bool:
    import numpy as np

    try:
        return np.issubdtype(np.dtype(x.dtype), np.floating) or str(x.dtype) == "bfloat16"
    except TypeError:  # a typed PRNG key dtype
        return False


def _groupable(leaf: Leaf) -> bool:
    return not leaf.static and _is_array(leaf.value) and _is_float(leaf.value) and bool(
        leaf.value.shape)


def units(found: list[Leaf], nodes: dict[str, tuple], top_values: dict[str, Any],
          vary: Sequence[str] = (), group: Sequence[str] = ()) -> list[Unit]:
    """The units to vary: role groups, then every other leaf, in argument order."""
    check_patterns(vary, "vary", nodes, found)
    check_patterns(group, "group", nodes, found)
    out: list[Unit] = []
    groups: dict[str, Unit] = {}
    statics_seen: dict[str | None, Unit] = {}
    for leaf in found:
        top = leaf.top
        gpath = None
        named = [p for p in group if _named(leaf.path, [p])]
        if named:
            gpath = _outermost(leaf.path, named)
        elif _groupable(leaf) or leaf.static:
            gpath = _role(leaf, top, top_values[top])
        if gpath is not None and vary and _named_below(leaf.path, gpath, vary):
            gpath = None  # named by a vary pattern inside its group: varied alone
        if gpath is not None and leaf.static:
            rel = leaf.path[len(gpath):]
            unit = statics_seen.get(leaf.owner)
            if unit is not None and unit.rel == rel:
                unit.leaves.append(leaf)  # a twin tree's field: changed together
                continue
            if unit is not None:
                unit.more += 1  # the same field of another layer: probed once
                continue
            unit = statics_seen[leaf.owner] = Unit(leaf.path, leaf.route, [leaf], rel=rel)
            if not vary or _named(leaf.path, vary) or _named(gpath, vary):
                out.append(unit)
            continue
        if gpath is not None and (_groupable(leaf) or named):
            unit = groups.get(gpath)
            if unit is None:
                unit = groups[gpath] = Unit(gpath, nodes[gpath], group=True)
                if not vary or _named(gpath, vary):
                    out.append(unit)
            unit.leaves.append(leaf)
            continue
        if not vary or _named(leaf.path, vary):
            out.append(Unit(leaf.path, leaf.route, [leaf]))
    return out


def _outermost(path: str, patterns: list[str]) -> str:
    """The shortest ancestor of ``path`` (or itself) a group pattern names."""
    prefix = ""
    for m in _TOKEN.finditer(path):
        prefix += m.group(0)
        if any(matches(prefix, p) for p in patterns):
            return prefix
    return path


def _named_below(path: str, gpath: str, vary: Sequence[str]) -> bool:
    """A vary pattern names ``path`` or an ancestor strictly inside the group ``gpath``."""
    prefix = gpath
    rest = path[len(gpath):]
    for m in _TOKEN.finditer(rest):
        prefix += m.group(0)
        if any(matches(prefix, p) for p in vary):
            return True
    return False


def _role(leaf: Leaf, top: str, top_value: Any) -> str | None:
    prefix = ""
    for m in _TOKEN.finditer(leaf.path):
        prefix += m.group(0)
        token = next(g for g in m.groups() if g is not None).strip()
        if token in ROLES and prefix != leaf.path:
            return prefix
    if not isinstance(top_value, dict | list | tuple) and not _is_array(top_value):
        return top  # a model or a train state: its float arrays are its parameters
    return None


def check_patterns(patterns: Sequence[str], what: str, nodes: dict[str, tuple],
                   found: list[Leaf]) -> None:
    """A pattern that names no path is a typo: exit 2 with the closest real path."""
    from ..target.locate import did_you_mean

    paths = list(nodes) + [leaf.path for leaf in found if leaf.static]
    for pattern in patterns:
        if not any(matches(p, pattern) for p in paths):
            near = did_you_mean(pattern, paths) or did_you_mean(
                dotted(pattern), [dotted(p) for p in paths])
            shown = ", ".join(paths[:8]) + (", …" if len(paths) > 8 else "")
            raise UsageError(f"{what} pattern {pattern!r} names no argument path"
                             f"{near}; the paths: {shown}")


# --- variations ---------------------------------------------------------------


def _short(dtype: Any) -> str:
    return _SHORT.get(str(dtype), str(dtype))


def _text(x: Any) -> str:
    if _is_array(x):
        weak = "weak " if getattr(x, "weak_type", False) else ""
        return f"{weak}{_short(x.dtype)}[{','.join(str(d) for d in x.shape)}]"
    return type(x).__name__


def _x64() -> bool:
    import jax

    return bool(jax.config.jax_enable_x64)


class _Maker:
    """New array values like the old ones, on the host (trace mode) or where the old
    one lives (execute mode)."""

    def __init__(self, seed: int, host: bool) -> None:
        import numpy as np

        self.rng = np.random.default_rng(seed)
        self.host = host

    def place(self, data: Any, like: Any) -> Any:
        import numpy as np

        if self.host or isinstance(like, np.ndarray | np.generic):
            return data
        import jax

        # same placement: committed to its sharding, or uncommitted as it came
        sharding = getattr(like, "sharding", None)
        if sharding is not None and getattr(like, "committed", False):
            return jax.device_put(data, sharding)
        return jax.device_put(data)

    def data(self, like: Any, shape: tuple[int, ...] | None = None, dtype: Any = None) -> Any:
        """Values of ``like``'s kind (in its range, for integers: token ids stay ids)."""
        import numpy as np

        old = np.asarray(like)
        shape = old.shape if shape is None else shape
        dtype = old.dtype if dtype is None else np.dtype(dtype)
        kind = old.dtype.kind
        if kind == "b":
            new = self.rng.random(shape) < 0.5
        elif kind in "iu":
            low, high = (int(old.min()), int(old.max())) if old.size else (0, 1)
            new = self.rng.integers(low, max(high, low + 1) + 1, size=shape)
        elif kind == "c":
            new = self.rng.standard_normal(shape) + 1j * self.rng.standard_normal(shape)
        else:
            new = self.rng.standard_normal(shape)
        return self.place(np.asarray(new).astype(dtype), like)

    def key(self, like: Any, shape: tuple[int, ...] | None = None) -> Any:
        """A typed PRNG key array with other bits (and, if asked, another shape)."""
        import jax
        import numpy as np

        bits = np.asarray(jax.random.key_data(like))
        tail = bits.shape[len(like.shape):]
        shape = like.shape if shape is None else shape
        new = self.rng.integers(0, 2**31, size=(*shape, *tail)).astype(bits.dtype)
        return jax.random.wrap_key_data(new, impl=jax.random.key_impl(like))


def _is_key(x: Any) -> bool:
    import jax

    try:
        return jax.dtypes.issubdtype(x.dtype, jax.dtypes.prng_key)
    except Exception:
        return False


def _other_plain(value: Any) -> Any:
    """Another value of a plain leaf, as the spec path takes one (``_variations``)."""
    from .plan import _other_literal

    return None if isinstance(value, complex) else _other_literal(value)


def _at(route: tuple, fn: Callable[[Any], Any]):
    def apply(args: tuple, kwargs: dict) -> tuple[tuple, dict]:
        return replace(args, kwargs, route, fn)

    return apply


def _group_variations(unit: Unit, make: _Maker) -> list[Variation]:
    import jax

    start = len(unit.route)
    chosen = [leaf for leaf in unit.leaves if _is_array(leaf.value)
              and not _is_key(leaf.value) and leaf.route[:start] == unit.route]
    arrays = [leaf.value for leaf in chosen]
    # the members by where they are below the group, never by identity: a call that
    # writes its results back into the arguments (nnx.jit, a donated buffer) leaves new
    # array objects there before the variation is built
    members = {tuple(key for _, key in leaf.route[start:]) for leaf in chosen}
    n = len(unit.leaves)
    dtypes = sorted({_short(x.dtype) for x in arrays})
    what = f"all {n} leaves" if n != 1 else "its 1 leaf"

    def each(fn):
        def change(sub):
            changed = [0]

            def one(kp, x):
                if _is_array(x) and tuple(_key_text(k) for k in kp) in members:
                    changed[0] += 1
                    return fn(x)
                return x

            out = jax.tree_util.tree_map_with_path(one, sub)
            if members and not changed[0]:  # never the base passed as the variation
                raise LookupError("none of the group's leaves is where the base call had it")
            return out
        return change

    out = [Variation("value", unit.path, f"new data, {what}",
                     _at(unit.route, each(lambda x: make.data(x))))]
    x64 = _x64()
    widths = {d: _OTHER_WIDTH.get(d) for d in dtypes}
    widths = {d: o for d, o in widths.items()
              if o is not None and (x64 or not ({d, o} & _X64_ONLY))}
    if widths and len(widths) == len(dtypes):
        shown = ", ".join(f"{d} → {o}" for d, o in widths.items())
        out.append(Variation("dtype", unit.path, f"{shown}, {what}", _at(unit.route, each(
            lambda x: make.data(x, dtype=_numpy_dtype(widths[_short(x.dtype)]))))))
    else:
        out.append(Variation("dtype", unit.path, f"no other width of {', '.join(dtypes)} here",
                             None))
    out.append(Variation("shape", unit.path, "a group's shapes must agree with each other "
                         "(an architecture change): vary a leaf of it with `vary`", None))
    return out


def _numpy_dtype(short: str):
    from ..arguments.spec import numpy_dtype

    return numpy_dtype(short)


def _array_variations(leaf: Leaf, make: _Maker, joint: str | None = None) -> list[Variation]:
    import numpy as np

    x, path, route = leaf.value, leaf.path, leaf.route
    out: list[Variation] = []
    key = _is_key(x)
    if key:
        out.append(Variation("value", path, "other key bits", _at(route, make.key)))
    else:
        out.append(Variation("value", path, "new data", _at(route, make.data)))
    short = _short(x.dtype)
    if not x.shape and not key and short in ("f32", "f64", "i32", "i64", "bool", "c64", "c128"):
        py = {"f": float, "i": int, "b": bool, "c": complex}[short[0]]
        if getattr(x, "weak_type", False) or isinstance(x, np.generic):
            out.append(Variation("weak_type", path, f"{_text(x)} → {_short(x.dtype)}[]",
                                 _at(route, lambda v: np.asarray(v, dtype=v.dtype))))
        else:
            out.append(Variation("weak_type", path, f"{_text(x)} → {py.__name__}",
                                 _at(route, lambda v, py=py: py(np.asarray(v).item()))))
    other = None if key else _OTHER_WIDTH.get(short)
    if other is not None and not _x64() and {other, short} & _X64_ONLY:
        other = None
    if other is not None:
        out.append(Variation("dtype", path, f"{_text(x)} → {other}", _at(
            route, lambda v, o=other: make.data(v, dtype=_numpy_dtype(o)))))
    grow = (lambda v, s: make.key(v, s)) if key else (lambda v, s: make.data(v, s))
    if not x.shape:
        out.append(Variation("shape", path, "0-d → 1 element",
                             _at(route, lambda v: grow(v, (1,))), may_not_fit=True))
    for i, size in enumerate(x.shape):
        if i == 0 and joint is not None:
            out.append(Variation("shape", path, f"dim 0 moves with the other leaves of "
                                 f"its batch: see {joint}", None))
            continue
        shape = tuple(size + 1 if j == i else d for j, d in enumerate(x.shape))
        out.append(Variation("shape", path, f"dim {i}: {size} → {size + 1}",
                             _at(route, lambda v, s=shape: grow(v, s)), may_not_fit=True))
    return out


def _batch_dims(data: list[Leaf]) -> dict[int, list[Leaf]]:
    """Leading sizes shared by several data arrays: a batch dimension, which grows in
    all of them at once (grown in one alone, it cannot agree with the others)."""
    by_size: dict[int, list[Leaf]] = {}
    for leaf in data:
        x = leaf.value
        if _is_array(x) and x.shape and not _is_key(x):
            by_size.setdefault(x.shape[0], []).append(leaf)
    return {n: found for n, found in by_size.items() if len(found) > 1}


def _joint_name(found: list[Leaf]) -> str:
    tops = list(dict.fromkeys(leaf.top for leaf in found))
    return tops[0] if len(tops) == 1 else " + ".join(tops)


def _joint_variation(size: int, found: list[Leaf], make: _Maker) -> Variation:
    routes = [leaf.route for leaf in found]

    def apply(args: tuple, kwargs: dict) -> tuple[tuple, dict]:
        for route in routes:
            args, kwargs = replace(args, kwargs, route, lambda v: make.data(
                v, (v.shape[0] + 1, *v.shape[1:])))
        return args, kwargs

    names = ", ".join(leaf.path for leaf in found)
    return Variation("shape", _joint_name(found),
                     f"dim 0: {size} → {size + 1} in {names} together", apply,
                     may_not_fit=True)


def _everywhere(routes: list[tuple], fn: Callable[[Any], Any]):
    def apply(args: tuple, kwargs: dict) -> tuple[tuple, dict]:
        for route in routes:
            args, kwargs = replace(args, kwargs, route, fn)
        return args, kwargs

    return apply


def _scalar_variations(leaf: Leaf, twins: Sequence[Leaf] = ()) -> list[Variation]:
    import numpy as np

    value, path, route = leaf.value, leaf.path, leaf.route
    other = _other_plain(value)
    if leaf.static:
        if other is None:
            return [Variation("value", path, f"static field: no other {type(value).__name__} "
                              "is known", None, static=True)]
        also = f" (with {', '.join(t.path for t in twins)})" if twins else ""
        return [Variation("value", path, f"static field {value!r} → {other!r}{also}",
                          _everywhere([route, *(t.route for t in twins)],
                                      lambda _, o=other: o), static=True)]
    if other is None:  # a string or another object held as a leaf
        return [Variation("value", path, f"no other {type(value).__name__} is known", None)]
    out = [Variation("value", path, f"{value!r} → {other!r}", _at(route, lambda _, o=other: o))]
    if isinstance(value, bool | int | float) and not isinstance(value, bool):
        x64 = _x64()
        dtype = {int: "i64" if x64 else "i32", float: "f64" if x64 else "f32"}[type(value)]
        out.append(Variation("weak_type", path, f"{type(value).__name__} → {dtype}[]", _at(
            route, lambda v, d=dtype: np.asarray(v, dtype=_numpy_dtype(d)))))
        if isinstance(value, int):
            twin = value + 0.5
        else:
            twin = int(value) if int(value) != value else int(value) + 1
        out.append(Variation("scalar_type", path, f"{value!r} → {twin!r}",
                             _at(route, lambda _, t=twin: t),
                             int_to_float=isinstance(value, int)))
    return out


def _container_variations(path: str, route: tuple, value: Any) -> list[Variation]:
    other = list if type(value) is tuple else tuple
    return [Variation("container", path, f"{type(value).__name__} → {other.__name__}",
                      _at(route, lambda v, o=other: o(v)))]


def _optional_variation(path: str, route: tuple, value: Any) -> Variation:
    """An optional argument (its default is None) given a value: called with None too,
    as callers do (``mask=None``, then ``mask=array``); None is an empty pytree, so JAX
    sees another structure. Left at None, no array of a known shape can stand in."""
    if value is None:
        return Variation("container", path, "None → a value: no value of a known shape "
                         "here; give one in the example to vary it", None)
    kind = "array" if _is_array(value) else type(value).__name__
    return Variation("container", path, f"{kind} → None (its default)",
                     _at(route, lambda _: None))


def plan(args: tuple, kwargs: dict, names: Sequence[str], vary: Sequence[str] = (),
         group: Sequence[str] = (), seed: int = 1, host: bool = False,
         optional: Collection[str] = ()) -> list[Variation]:
    """Every variation of real arguments: groups as one, other leaves one by one;
    ``optional``: the parameters whose default is None."""
    node_values: dict[str, Any] = {}
    found, nodes = leaves(args, kwargs, names, node_values)
    tops = {}
    for i, value in enumerate(args):
        tops[names[i] if i < len(names) else f"args[{i}]"] = value
    tops.update(kwargs)
    for leaf in found:
        leaf.top = next(n for n in tops if leaf.path == n or leaf.path.startswith(
            (n + ".", n + "[")))
    make = _Maker(seed, host)
    out: list[Variation] = []
    grouped: list[str] = []
    planned_units = units(found, nodes, tops, vary, group)
    data = [u.leaves[0] for u in planned_units if not u.group and not u.leaves[0].static]
    batches = _batch_dims(data)
    joint_of = {id(leaf): _joint_name(leaves_) for leaves_ in batches.values()
                for leaf in leaves_}
    for unit in planned_units:
        if unit.group:
            grouped.append(unit.path)
            out.extend(_group_variations(unit, make))
            continue
        leaf = unit.leaves[0]
        if _is_array(leaf.value):
            out.extend(_array_variations(leaf, make, joint_of.get(id(leaf))))
        elif isinstance(leaf.value, bool | int | float | complex | str):
            planned = _scalar_variations(leaf, unit.leaves[1:])
            if unit.more:
                for v in planned:
                    v.detail = f"{v.detail} (and {unit.more} more {leaf.owner})"
            out.extend(planned)
        elif leaf.value is None:
            continue  # an optional argument left out: nothing to vary
        else:
            out.append(Variation("value", leaf.path,
                                 f"no other {type(leaf.value).__name__} is known", None))
    for path, route in nodes.items():
        value = node_values[path]
        inside = any(path == g or path.startswith((g + ".", g + "[")) for g in grouped)
        plain = all(_is_array(v) or isinstance(v, bool | int | float) for v in value) \
            if type(value) in (tuple, list) else False
        if plain and value and not inside and (not vary or _named(path, vary)):
            # a tuple of data (x, y); not an optimizer's chain of states
            out.append(_container_variations(path, route, value)[0])
    for size, found_ in batches.items():
        out.append(_joint_variation(size, found_, make))
    for top, value in tops.items():
        if top in optional and (not vary or _named(top, vary)):
            out.append(_optional_variation(top, nodes[top], value))
    return out


def paths(args: tuple, kwargs: dict, names: Sequence[str]) -> list[str]:
    """Every node and leaf path of the arguments: what ``expect`` and patterns may name."""
    found, nodes = leaves(args, kwargs, names)
    return list(dict.fromkeys([*nodes, *(leaf.path for leaf in found)]))
