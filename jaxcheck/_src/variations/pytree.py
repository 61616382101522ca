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

import enum
from collections.abc import Callable, Collection, Sequence
from typing import Any

from . import configs
from .leaves import Leaf, Unit, is_array, key_text, leaves, named_by, replace, units
from .plan import Variation

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


def _short(dtype: Any) -> str:
    return _SHORT.get(str(dtype), str(dtype))


def _text(x: Any) -> str:
    if is_array(x):
        weak = "weak " if getattr(x, "weak_type", False) else ""
        return f"{weak}{_short(x.dtype)}[{','.join(str(d) for d in x.shape)}]"
    return type(x).__name__


def _x64() -> bool:
    import jax

    return bool(jax.config.jax_enable_x64)


def standin(shape: tuple[int, ...], dtype: Any) -> Any:
    """A host array of ``shape`` and ``dtype`` that holds no data: every element is one
    zero (a broadcast view, a few bytes whatever its shape). What a trace needs of an
    array (trace mode reads only its shape and dtype), without a copy of the program's."""
    import numpy as np

    return np.broadcast_to(np.zeros((), dtype), tuple(shape))


class _Maker:
    """New array values like the old ones, on the host (trace mode) or where the old
    one lives (execute mode); ``abstract``: stand-ins that hold no data
    (:func:`standin`), for a trace that reads only shapes and dtypes."""

    def __init__(self, seed: int, host: bool, abstract: bool = False) -> None:
        import numpy as np

        self.rng = np.random.default_rng(seed)
        self.host = host
        self.abstract = abstract

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

        if self.abstract:
            return standin(like.shape if shape is None else shape,
                           like.dtype if dtype is None else np.dtype(dtype))
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
    """Another value of a plain leaf, as the spec path takes one (``variations/plan.py``)."""
    from .plan import other_literal

    return None if isinstance(value, complex) else other_literal(value)


def _at(route: tuple, fn: Callable[[Any], Any]):
    def apply(args: tuple, kwargs: dict) -> tuple[tuple, dict]:
        return replace(args, kwargs, route, fn)

    return apply


def _group_variations(unit: Unit, make: _Maker) -> list[Variation]:
    import jax

    start = len(unit.route)
    chosen = [leaf for leaf in unit.leaves if is_array(leaf.value)
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
                if is_array(x) and tuple(key_text(k) for k in kp) in members:
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


def _array_variations(leaf: Leaf, make: _Maker, joint: dict[int, str] | None = None
                      ) -> list[Variation]:
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
        if joint and i in joint:
            out.append(Variation("shape", path, f"dim {i} moves with the other leaves of "
                                 f"its batch: see {joint[i]}", None))
            continue
        shape = tuple(size + 1 if j == i else d for j, d in enumerate(x.shape))
        out.append(Variation("shape", path, f"dim {i}: {size} → {size + 1}",
                             _at(route, lambda v, s=shape: grow(v, s)), may_not_fit=True))
    return out


def _batch_dims(data: list[Leaf]) -> dict[tuple[int, int, str], list[Leaf]]:
    """Sizes shared by several data arrays, each ``(axis, size, where)`` -> the arrays:
    a leading size (a batch dimension, across the arguments), and within one argument a
    second size its arrays of that batch share (a sequence length: ``tokens``, ``mask``
    and ``labels`` all ``[8, 5]``). Each grows in all of them at once: grown in one
    alone, it cannot agree with the others."""
    by_size: dict[tuple[int, int, str], list[Leaf]] = {}
    for leaf in data:
        x = leaf.value
        if is_array(x) and x.shape and not _is_key(x):
            by_size.setdefault((0, x.shape[0], ""), []).append(leaf)
    for (_, size, _), found in list(by_size.items()):
        if len(found) < 2:
            continue
        for leaf in found:
            if leaf.value.ndim >= 2:
                key = (1, leaf.value.shape[1], f"{size}:{leaf.top}")
                by_size.setdefault(key, []).append(leaf)
    return {key: found for key, found in by_size.items() if len(found) > 1}


def _joint_name(found: list[Leaf]) -> str:
    tops = list(dict.fromkeys(leaf.top for leaf in found))
    return tops[0] if len(tops) == 1 else " + ".join(tops)


def _joint_variation(axis: int, size: int, found: list[Leaf], make: _Maker) -> Variation:
    routes = [leaf.route for leaf in found]

    def grown(v: Any) -> Any:
        return make.data(v, tuple(d + 1 if j == axis else d for j, d in enumerate(v.shape)))

    def apply(args: tuple, kwargs: dict) -> tuple[tuple, dict]:
        for route in routes:
            args, kwargs = replace(args, kwargs, route, grown)
        return args, kwargs

    names = ", ".join(leaf.path for leaf in found)
    return Variation("shape", _joint_name(found),
                     f"dim {axis}: {size} → {size + 1} in {names} together", apply,
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
    if other is None or leaf.hint is not None:  # a Literal member, an enum's
        found = configs.other_value(value, leaf.hint)
        other = found[0] if found is not None else other
    if leaf.static:
        if other is None:
            return [Variation("value", path, f"static field: no other {type(value).__name__} "
                              "is known", None, static=True)]
        also = f" (with {', '.join(t.path for t in twins)})" if twins else ""
        return [Variation("value", path, f"static field {configs.text(value)} → "
                          f"{configs.text(other)}{also}",
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
    kind = "array" if is_array(value) else type(value).__name__
    return Variation("container", path, f"{kind} → None (its default)",
                     _at(route, lambda _: None))


#: at most this many leaves varied one by one (each is a few calls of the target, and
#: each call is compared with every earlier one: the time grows faster than the count):
#: a list of 100,000 scalars would otherwise be days of calls and gigabytes of plans
MAX_ALONE = 256


def _check_bounded(planned: list[Unit]) -> None:
    """More leaves to vary one by one than :data:`MAX_ALONE` is a usage error (exit 2),
    before anything is built: the line names the argument holding most of them and the
    two ways to bound the work (``group`` it, or ``vary`` some)."""
    alone = [u for u in planned if not u.group]
    if len(alone) <= MAX_ALONE:
        return
    from collections import Counter

    from ..util.errors import UsageError

    top, count = Counter(u.leaves[0].top for u in alone).most_common(1)[0]
    raise UsageError(
        f"the example's arguments have {len(alone):,} leaves to vary one by one "
        f"({count:,} of them in {top}), over the limit of {MAX_ALONE:,} (each is a few "
        f"calls of the target): vary them as one with group = [\"{top}\"] (--group {top}), "
        "or choose the leaves to vary with vary = [...] (--vary)")


def plan(args: tuple, kwargs: dict, names: Sequence[str], vary: Sequence[str] = (),
         group: Sequence[str] = (), seed: int = 1, host: bool = False,
         optional: Collection[str] = (), abstract: bool = False) -> list[Variation]:
    """Every variation of real arguments: groups as one, other leaves one by one;
    ``optional``: the parameters whose default is None; ``abstract``: new arrays are
    stand-ins holding no data (:func:`standin`; a trace's variations, ``run/probe.py``)."""
    node_values: dict[str, Any] = {}
    found, nodes = leaves(args, kwargs, names, node_values)
    tops = {}
    for i, value in enumerate(args):
        tops[names[i] if i < len(names) else f"args[{i}]"] = value
    tops.update(kwargs)
    for leaf in found:
        leaf.top = next(n for n in tops if leaf.path == n or leaf.path.startswith(
            (n + ".", n + "[")))
    make = _Maker(seed, host, abstract)
    out: list[Variation] = []
    grouped: list[str] = []
    planned_units = units(found, nodes, tops, vary, group)
    _check_bounded(planned_units)
    data = [u.leaves[0] for u in planned_units if not u.group and not u.leaves[0].static]
    batches = _batch_dims(data)
    joint_of: dict[int, dict[int, str]] = {}  # leaf -> {axis: the joint row's name}
    for (axis, _, _), leaves_ in batches.items():
        for leaf in leaves_:
            joint_of.setdefault(id(leaf), {})[axis] = _joint_name(leaves_)
    for unit in planned_units:
        if unit.group:
            grouped.append(unit.path)
            out.extend(_group_variations(unit, make))
            continue
        leaf = unit.leaves[0]
        if is_array(leaf.value):
            out.extend(_array_variations(leaf, make, joint_of.get(id(leaf))))
        elif isinstance(leaf.value, bool | int | float | complex | str | enum.Enum):
            planned = _scalar_variations(leaf, unit.leaves[1:])
            if unit.more:
                for v in planned:
                    v.detail = f"{v.detail} (and {unit.more} more {leaf.owner})"
            out.extend(planned)
        elif leaf.value is None:
            continue  # an optional argument left out: nothing to vary
        elif configs.is_config(leaf.value):  # a static config: an equal one, each field
            out.extend(configs.variations(leaf.path, leaf.value,
                                          lambda fn, r=leaf.route: _at(r, fn)))
        elif configs.is_plain_object(leaf.value):  # a hand-written config: a copy
            out.extend(configs.object_variations(leaf.path, leaf.value,
                                                 lambda fn, r=leaf.route: _at(r, fn)))
        else:
            out.append(Variation("value", leaf.path,
                                 f"no other {type(leaf.value).__name__} is known", None))
    for path, route in nodes.items():
        value = node_values[path]
        inside = any(path == g or path.startswith((g + ".", g + "[")) for g in grouped)
        plain = all(is_array(v) or isinstance(v, bool | int | float) for v in value) \
            if type(value) in (tuple, list) else False
        if plain and value and not inside and (not vary or named_by(path, vary)):
            # a tuple of data (x, y); not an optimizer's chain of states
            out.append(_container_variations(path, route, value)[0])
    for (axis, size, _), found_ in batches.items():
        out.append(_joint_variation(axis, size, found_, make))
    for top, value in tops.items():
        if top in optional and (not vary or named_by(top, vary)):
            out.append(_optional_variation(top, nodes[top], value))
    return out


def paths(args: tuple, kwargs: dict, names: Sequence[str]) -> list[str]:
    """Every node and leaf path of the arguments: what ``expect`` and patterns may name."""
    found, nodes = leaves(args, kwargs, names)
    return list(dict.fromkeys([*nodes, *(leaf.path for leaf in found)]))
