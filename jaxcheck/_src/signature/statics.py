"""What differs between two static values, read from their structure.

JAX keys a static argument (and a pytree node's metadata) by its hash, its ``==`` and
its type. When two values differ, the cause should name the one field that changed
(``mesh.axis_names: ('data',) -> ('batch',)``), not two opaque object texts. This
module reads what an object exposes: dataclass and attrs fields, named tuples,
``jax.sharding.Mesh`` (axis names, shape, devices), ``NamedSharding`` (mesh, spec),
``functools.partial`` (function, arguments), enums, tuples, lists, dicts and flax nnx
graph definitions (each static attribute by its module path), down to the field that
changed. Nothing here imports JAX: objects are recognised by their type's name.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import inspect
from typing import Any, NamedTuple

from ..util.printable import without_addresses

_MAX_TEXT = 60
_MAX_DEPTH = 8
_MAX_CHANGES = 6


def same(b: Any, a: Any) -> bool:
    """Equal as JAX's cache sees statics: same type, equal hash and ``==``."""
    try:
        return b is a or (type(b) is type(a) and hash(b) == hash(a) and bool(b == a))
    except Exception:
        return False


def equal_but_typed_apart(b: Any, a: Any) -> bool:
    """``False`` vs ``np.False_``, ``3`` vs ``3.0``, ``1`` vs ``True``: equal values,
    equal hashes, other types. JAX keys statics by type too (measured: each pair
    compiles twice on 0.4.38, 0.6.2 and 0.10.2)."""
    if type(b) is type(a):
        return False
    try:
        return hash(b) == hash(a) and bool(b == a)
    except Exception:
        return False


def _short(text: str) -> str:
    text = " ".join(without_addresses(text).split())
    return text if len(text) <= _MAX_TEXT else text[: _MAX_TEXT - 1] + "…"


def _type_name(value: Any) -> str:
    t = type(value)
    module = t.__module__
    if module in ("builtins", "__main__") or not module:
        return t.__qualname__
    return f"{module.split('.')[0]}.{t.__qualname__}"


def text(value: Any) -> str:
    """A short readable text of one value (a function by its name)."""
    if isinstance(value, enum.Enum):
        return f"{type(value).__name__}.{value.name}"
    if inspect.isfunction(value) or inspect.ismethod(value) or inspect.isbuiltin(value):
        return f"function {getattr(value, '__qualname__', getattr(value, '__name__', '?'))}"
    if isinstance(value, type):
        return f"class {value.__qualname__}"
    try:
        shown = repr(value)
    except Exception:
        return type(value).__qualname__
    name = getattr(value, "__qualname__", None) if callable(value) else None
    if isinstance(name, str) and " at 0x" in shown:
        # a function wrapped in a callable object (`jax.nn.relu` is a `custom_jvp`,
        # `jax.nn.tanh` a jitted function): its name, not an address
        return f"function {name}"
    return _short(shown)


def typed_text(value: Any) -> str:
    """``False (numpy.bool_)``: the value and its type, for changes of type only."""
    return f"{text(value)} ({_type_name(value)})"


def _fields(value: Any) -> list[tuple[str, Any]] | None:
    """(key text, field value) of what ``value`` is made of, or None when it is atomic
    or unreadable. Key texts are ready to append to a path (``.name``, ``[0]``)."""
    if isinstance(value, enum.Enum) or isinstance(value, str | bytes | int | float | complex):
        return None
    t = type(value)
    name = t.__name__
    if name == "Mesh" and hasattr(value, "axis_names") and hasattr(value, "devices"):
        out: list[tuple[str, Any]] = [(".axis_names", tuple(value.axis_names))]
        try:
            devices = value.devices
            out.append((".shape", tuple(devices.shape)))
            out.append((".devices", tuple(getattr(d, "id", d) for d in devices.flat)))
        except Exception:
            pass
        axis_types = getattr(value, "axis_types", None)
        if axis_types is not None:
            out.append((".axis_types", tuple(str(x) for x in axis_types)))
        return out
    if name == "NamedSharding" and hasattr(value, "mesh") and hasattr(value, "spec"):
        return [(".mesh", value.mesh), (".spec", value.spec),
                (".memory_kind", getattr(value, "memory_kind", None))]
    if name == "PartitionSpec":
        return None  # its text says it all: P('data', None)
    if isinstance(value, functools.partial):
        return [(".func", value.func), (".args", tuple(value.args)),
                (".keywords", dict(value.keywords))]
    graph = _nnx_graph_statics(value)
    if graph is not None:
        return graph
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [(f".{f.name}", getattr(value, f.name, None)) for f in dataclasses.fields(value)]
    attrs_fields = getattr(t, "__attrs_attrs__", None)
    if attrs_fields is not None:
        return [(f".{f.name}", getattr(value, f.name, None)) for f in attrs_fields]
    if isinstance(value, tuple) and hasattr(value, "_fields"):  # a named tuple
        return [(f".{n}", getattr(value, n)) for n in value._fields]
    if isinstance(value, tuple | list):
        if all(_atomic(x) for x in value):
            return None  # ('data',) -> ('batch',) reads best whole
        if value and all(isinstance(x, tuple) and len(x) == 2 and isinstance(x[0], str)
                         for x in value):  # (name, value) pairs: a mapping by name
            return [(f".{k}", v) for k, v in value]
        return [(f"[{i}]", x) for i, x in enumerate(value)]
    if isinstance(value, dict):
        return [(f"[{k!r}]", v) for k, v in value.items()]
    if inspect.isfunction(value) or inspect.ismethod(value) or isinstance(value, type) or \
            inspect.ismodule(value):
        return None
    attributes = getattr(value, "__dict__", None)  # a plain object: its attributes
    if isinstance(attributes, dict) and attributes:
        return [(f".{k}", v) for k, v in attributes.items() if not k.startswith("__")]
    return None


def config_fields(value: Any) -> list[tuple[str, Any]]:
    """The named fields of a config-like object (``.num_steps``), [] for anything else
    (containers, arrays, functions)."""
    if isinstance(value, tuple | list | dict) and not hasattr(value, "_fields"):
        return []
    fields = _fields(value) or []
    return [(k, v) for k, v in fields if k.startswith(".") and not k.startswith("._")]


def _atomic(value: Any) -> bool:
    return value is None or isinstance(value, str | bytes | int | float | complex | enum.Enum)


def _nnx_graph_statics(value: Any) -> list[tuple[str, Any]] | None:
    """A flax nnx ``GraphDef``'s static attributes and submodules by module path
    (``.bn.use_running_average``), from :func:`_graph_walk`."""
    found = _graph_walk(value)
    return None if found is None else [(path, v) for kind, path, v in found if kind != "leaf"]


def nnx_leaf_paths(graphdef: Any) -> list[str] | None:
    """The path of each leaf of a flax nnx graph definition, in the order of its flat
    state: ``['.opt_state[0].count', '.opt_state[0].mu.l1.bias', ..., '.step']``.

    ``nnx.jit`` hands JAX each module or optimizer as (definition, a flat list of
    leaves), so JAX's key paths read ``opt.states[0][9]``. None when the definition is
    not one read here or does not add up to its ``num_leaves``."""
    found = _graph_walk(graphdef)
    if found is None:
        return None
    out = [path for kind, path, _ in found if kind == "leaf"]
    expected = getattr(graphdef, "num_leaves", None)
    return out if expected is None or len(out) == expected else None


def _graph_walk(graphdef: Any) -> list[tuple[str, str, Any]] | None:
    """Every attribute of a flax nnx graph definition, depth-first in flax's own order,
    as (kind, path, value): ``("module", ".bn", Module)``, ``("static", ".bn.
    use_running_average", False)``, ``("leaf", ".bn.scale", None)``; private names
    (``_pytree__state``) are walked for their leaves but not listed. None when it is not
    a definition read here.

    From flax 0.11 on the definition is flat: ``nodes`` in depth-first order, each
    ``NodeDef`` owning the next ``num_attributes`` entries of ``attributes``; under a
    ``NodeAttr`` the next node is a variable (``VariableDef``, a leaf), a mutable array
    (``ArrayRefDef``, a leaf), a reference to a node seen before (no leaf) or a node;
    an array attribute is a leaf with no node, a ``MutableArrayAttr`` (0.11) a leaf with
    one. In flax 0.10 each ``NodeDef`` holds its own ``(key, definition)`` pairs."""
    t = type(graphdef)
    if t.__name__ not in ("GraphDef", "NodeDef") or not t.__module__.startswith("flax."):
        return None
    nodes, attributes = getattr(graphdef, "nodes", None), getattr(graphdef, "attributes", None)
    out: list[tuple[str, str, Any]] = []
    try:
        if nodes is None and isinstance(attributes, list | tuple):  # flax 0.10: nested
            _nested(graphdef, "", out, 0)
            return out
        if not (isinstance(nodes, list | tuple) and isinstance(attributes, list | tuple)) \
                or not nodes:
            return None
        node_iter, attr_iter = iter(nodes), iter(attributes)
        root = next(node_iter)
        if type(root).__name__ in ("VariableDef", "ArrayRefDef"):
            out.append(("leaf", "", None))  # a variable passed by itself
        else:
            _flat(root, node_iter, attr_iter, "", out, 0)
    except (StopIteration, TypeError, ValueError, RecursionError):
        return None
    return out


def _where(prefix: str, key: Any) -> str:
    return f"{prefix}[{key}]" if isinstance(key, int) else f"{prefix}.{key}"


def _flat(node: Any, nodes, attrs, prefix: str, out: list, depth: int) -> None:
    count = getattr(node, "num_attributes", None)
    if count is None:  # a reference to a node already seen: owns nothing
        return
    if depth > 64:
        raise ValueError("too deep")
    for _ in range(count):
        key, attr = next(attrs)
        where, public = _where(prefix, key), not str(key).startswith("_")
        kind = type(attr).__name__
        if kind == "NodeAttr":
            child = next(nodes)
            if type(child).__name__ in ("VariableDef", "ArrayRefDef"):
                out.append(("leaf", where, None))
                continue
            if getattr(child, "num_attributes", None) is not None and public:
                out.append(("module", where, _module(child)))
            _flat(child, nodes, attrs, where, out, depth + 1)
        elif kind in ("LeafAttr", "ArrayAttr"):
            out.append(("leaf", where, None))
        elif kind == "MutableArrayAttr":  # flax 0.11: the leaf, and its node
            next(nodes)
            out.append(("leaf", where, None))
        elif kind == "Static" and public:
            out.append(("static", where, getattr(attr, "value", attr)))


def _nested(node: Any, prefix: str, out: list, depth: int) -> None:
    if depth > 64:
        raise ValueError("too deep")
    for item in getattr(node, "attributes", ()) or ():
        if not (isinstance(item, tuple) and len(item) == 2):
            continue
        key, attr = item
        where, public = _where(prefix, key), not str(key).startswith("_")
        kind = type(attr).__name__
        if kind == "VariableDef":
            out.append(("leaf", where, None))
        elif kind in ("NodeDef", "GraphDef"):
            if public:
                out.append(("module", where, _module(attr)))
            _nested(attr, where, out, depth + 1)
        elif kind == "Static" and public:
            out.append(("static", where, getattr(attr, "value", attr)))


class Module(NamedTuple):
    """A submodule of an nnx graph definition, by its type's name: what was added or
    removed when a model's structure changed."""

    type_name: str

    def __repr__(self) -> str:
        return self.type_name


def _module(node: Any) -> Module:
    kind = getattr(node, "type", None)
    return Module(getattr(kind, "__name__", None) or str(kind))


class Change(NamedTuple):
    """One differing field: its path below the value, the texts, and the values."""

    path: str
    before: str
    after: str
    before_value: Any
    after_value: Any


def changes(before: Any, after: Any) -> list[Change]:
    """What differs, field by field (``path`` is below the value: ``.axis_names``).

    ``[]`` when nothing readable differs (the two look alike: identity, or unreadable).
    A change of type only reads ``False (bool) -> False (numpy.bool_)``.
    """
    out: list[Change] = []
    _walk(before, after, "", out, 0)
    return out[:_MAX_CHANGES]


def _walk(b: Any, a: Any, path: str, out: list, depth: int) -> None:
    if len(out) >= _MAX_CHANGES or same(b, a):
        return
    if equal_but_typed_apart(b, a):
        out.append(Change(path, typed_text(b), typed_text(a), b, a))
        return
    fb = _fields(b) if depth < _MAX_DEPTH else None
    fa = _fields(a) if fb is not None and type(a) is type(b) else None
    if fb is not None and fa is not None:
        kb, ka = dict(fb), dict(fa)
        if list(kb) == list(ka) or _is_mapping(b, fb):
            before_len = len(out)
            for key in [*kb, *(k for k in ka if k not in kb)]:
                if key not in ka:
                    out.append(Change(path + key, text(kb[key]), "absent", kb[key], None))
                elif key not in kb:
                    out.append(Change(path + key, "absent", text(ka[key]), None, ka[key]))
                else:
                    _walk(kb[key], ka[key], path + key, out, depth + 1)
            if len(out) > before_len or not path:
                return  # at the top, equal fields: nothing readable differs (identity)
        elif isinstance(b, tuple | list):
            out.append(Change(path, f"{type(b).__name__} of {len(b)}",
                              f"{type(a).__name__} of {len(a)}", b, a))
            return
    if not path and type(b) is type(a) and fb is None:
        return  # one opaque value: the caller words it (identity, hash, its text)
    tb, ta = text(b), text(a)
    if tb == ta:
        if type(b) is not type(a):
            tb, ta = typed_text(b), typed_text(a)
        else:
            return  # nothing readable tells them apart: the caller words identity
    out.append(Change(path, tb, ta, b, a))


def identity_changes(before: Any, after: Any) -> list[Change]:
    """The static attributes of two flax nnx graph definitions that read alike but are
    not equal: objects hashed by identity, such as the functions of an optax
    transformation, new with every ``optax.adam(...)`` (``nnx.Optimizer`` keeps it as
    ``.tx``). ``[]`` for anything else, where :func:`changes` found nothing."""
    b, a = _nnx_graph_statics(before), _nnx_graph_statics(after)
    if not b or not a:
        return []
    was = dict(b)
    out = [Change(path, text(was[path]), text(value), was[path], value)
           for path, value in a if path in was and not isinstance(value, Module)
           and not same(was[path], value)]
    return out[:_MAX_CHANGES]


def _is_mapping(value: Any, fields: list[tuple[str, Any]]) -> bool:
    return isinstance(value, dict) or type(value).__name__ in ("GraphDef", "NodeDef") or (
        isinstance(value, tuple | list) and bool(fields) and fields[0][0].startswith("."))
