"""Real arguments read as JAX reads them, and grouped into the units that are varied.

An example factory's arguments (a model, an optimizer state, a batch, a key) are walked
by ``jax.tree_util`` key path (named as ``signature/signature.py`` names paths:
``state.params['Dense_0']['kernel']``), with the static fields a pytree node keeps out
of its leaves; the leaves are grouped into units (a role subtree's float arrays as one;
every other leaf alone); :func:`replace` copies the arguments along one path. What each
unit's variations are is ``pytree.py``'s.
"""

from __future__ import annotations

import enum
import fnmatch
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..util.errors import UsageError
from .configs import annotations
from .plan import with_arg

#: subtree keys that name a role: all parameters, all optimizer moments, all statistics.
ROLES = frozenset({"params", "param", "parameters", "weights", "variables", "batch_stats",
                   "mu", "nu", "trace", "momentum", "ema", "ema_params", "stats"})

_PLAIN = (bool, int, float, str)


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
    #: a static field's annotation (a ``Literal[...]`` names its other values).
    hint: Any = None


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


def key_text(key: Any) -> str:
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
        if type(value) in _PLAIN or isinstance(value, enum.Enum):
            out.append((name, value))
    return out


def leaves(args: tuple, kwargs: dict, names: Sequence[str],
           values: dict[str, Any] | None = None) -> tuple[list[Leaf], dict]:
    """Every leaf and static field of the arguments, and every node's path -> route
    (and, into ``values`` when given, path -> the node itself)."""
    found: list[Leaf] = []
    nodes: dict[str, tuple] = {}

    def walk(value: Any, path: str, route: tuple, depth: int, hint: Any = None) -> None:
        nodes[path] = route
        if values is not None:
            values[path] = value
        if depth > 200:
            found.append(Leaf(path, route, value))
            return
        kids, treedef = _one_level(value)
        if _is_leaf(value, kids, treedef):
            found.append(Leaf(path, route, value, hint=hint))
            return
        keys = [kp[0] for kp, _ in kids]
        # a named field's annotation (a named tuple's `kind: Literal["dot", "add"]`)
        hints = annotations(type(value)) if keys and not isinstance(value, dict | list) \
            else {}
        for key, (_, child) in zip(keys, kids, strict=True):
            text = key_text(key)
            walk(child, path + text, (*route, ("key", text)), depth + 1,
                 hints.get(getattr(key, "name", None)))
        for name, value_ in _static_fields(value, keys):
            found.append(Leaf(f"{path}.{name}", (*route, ("static", name)), value_,
                              static=True, owner=f"{type(value).__qualname__}.{name}",
                              hint=hints.get(name)))

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
    if not any(key_text(kp[0]) == key for kp, _ in kids):
        # the call before changed the structure it was given: say so, never pass the
        # base unchanged as if it were the variation
        raise LookupError(f"{key} is no longer in the arguments the base call left")
    children = [(_set(child, route[1:], fn) if key_text(kp[0]) == key else child)
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


def named_by(path: str, patterns: Sequence[str]) -> bool:
    """``path`` or one of its ancestors is named by a pattern."""
    parts = dotted(path).split(".")
    return any(matches(".".join(parts[:n]), p) for n in range(1, len(parts) + 1)
               for p in patterns)


# --- grouping -----------------------------------------------------------------


def is_array(x: Any) -> bool:
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
    return not leaf.static and is_array(leaf.value) and _is_float(leaf.value) and bool(
        leaf.value.shape)


def units(found: list[Leaf], nodes: dict[str, tuple], top_values: dict[str, Any],
          vary: Sequence[str] = (), group: Sequence[str] = ()) -> list[Unit]:
    """The units to vary: role groups, then every other leaf, in argument order."""
    check_patterns(vary, "vary", nodes, found)
    check_patterns(group, "group", nodes, found)
    out: list[Unit] = []
    groups: dict[str, Unit] = {}
    statics_seen: dict[str | None, Unit] = {}
    batches = {top: batch_like(value) for top, value in top_values.items()}
    for leaf in found:
        top = leaf.top
        gpath = None
        named = [p for p in group if named_by(leaf.path, [p])]
        if named:
            gpath = _outermost(leaf.path, named)
        elif (_groupable(leaf) or leaf.static) and not batches[top]:
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
            if not vary or named_by(leaf.path, vary) or named_by(gpath, vary):
                out.append(unit)
            continue
        if gpath is not None and (_groupable(leaf) or named):
            unit = groups.get(gpath)
            if unit is None:
                unit = groups[gpath] = Unit(gpath, nodes[gpath], group=True)
                if not vary or named_by(gpath, vary):
                    out.append(unit)
            unit.leaves.append(leaf)
            continue
        if not vary or named_by(leaf.path, vary):
            out.append(Unit(leaf.path, leaf.route, [leaf]))
    return out


def batch_like(value: Any) -> bool:
    """An object whose arrays are all fields of its own and share a leading size: a batch
    (a rollout's ``obs``, ``actions``, ``rewards``, ``dones`` in a registered dataclass or
    a flax struct), data that grows together, not a model's parameters to vary as one
    group. A callable object is a model (a layer's weight and bias share their output
    size); a dict, list or tuple is never a group anyway."""
    import jax

    if isinstance(value, dict | list | tuple) or is_array(value) or callable(value):
        return False
    try:
        kids, _ = _one_level(value)
        every = [x for x in jax.tree_util.tree_leaves(value) if is_array(x)]
    except Exception:
        return False
    own = [child for _, child in kids if is_array(child) and child.shape]
    return len(own) >= 2 and len(own) == len(every) and len({x.shape[0] for x in own}) == 1


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
    if not isinstance(top_value, dict | list | tuple) and not is_array(top_value):
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
