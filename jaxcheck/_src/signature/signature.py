"""The abstract signature of one call of a jitted function, built by jaxcheck itself.

A signature holds everything that can send a call to a new compile: per argument
path the shape, dtype, weak type and placement of each array; the value of each
static argument; the pytree structure of each argument; how each argument was
passed (positionally or by keyword); and JAX's tracing-context config values.
It is built from the user's own arguments, so it reads the same on every JAX
release, whatever JAX's log text says.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import inspect
import types
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import jax

from .. import jaxcompat as compat
from ..util.printable import without_addresses

_MAX_TEXT = 60


@dataclass(frozen=True)
class Leaf:
    """An array (or array-like) leaf as JAX abstracts it."""

    shape: tuple | None
    dtype: str | None
    weak_type: bool
    placement: str | None = None
    committed: bool | None = None
    pytype: str = ""

    def type_text(self) -> str:
        if self.dtype is None:
            return self.pytype
        dims = ",".join(str(d) for d in self.shape or ())
        return f"{self.dtype}[{dims}]" + (" (weak)" if self.weak_type else "")

    def placement_text(self) -> str:
        if self.placement is None:
            return "uncommitted (host value)"
        return f"{self.placement} ({'committed' if self.committed else 'uncommitted'})"


@dataclass(frozen=True)
class Node:
    """An inner pytree node: its container type, metadata and child keys."""

    type_name: str
    aux: str
    keys: tuple[str, ...]
    #: (field name, value text) of a dataclass node's static fields, when its
    #: metadata lines up with its fields (equinox Modules, flax structs).
    static_fields: tuple[tuple[str, str], ...] = ()
    #: the static fields' values (as ``static_fields``, where read from the object): two
    #: objects that read alike but are not equal (a new optimizer) still differ.
    static_values: tuple[Any, ...] = field(default=(), compare=False, repr=False)
    #: the metadata object itself, to compare by value and read field by field
    #: (``signature/statics.py``): its text may be cut, and two long texts then look alike.
    aux_value: Any = field(default=None, compare=False, repr=False)

    def text(self) -> str:
        return "None" if self.type_name == "NoneType" else self.type_name


@dataclass
class Static:
    value: Any
    text: str
    by_identity: bool
    #: a non-array leaf a jit wrapper keeps static (``eqx.filter_jit``'s rule), not a
    #: static argument the user named: an array there is traced, and the fix is
    #: ``jnp.asarray``, never ``static_argnums``.
    leaf: bool = False


@dataclass
class Signature:
    #: parameter name -> "positional" | "keyword", in the order passed.
    passing: dict[str, str] = field(default_factory=dict)
    nodes: dict[str, Node] = field(default_factory=dict)
    leaves: dict[str, Leaf] = field(default_factory=dict)
    statics: dict[str, Static] = field(default_factory=dict)
    context: tuple = ()
    #: an argument was batched by `jax.vmap` (its leaves show the batched shape).
    batched: bool = False
    #: readable paths of leaves JAX names by position (flax nnx: ``opt.states[0][9]``
    #: is ``opt.step``), for the causes ``analysis/diff.py`` words; the keys above stay JAX's.
    aliases: dict[str, str] = field(default_factory=dict)


# --- functions -----------------------------------------------------------------


#: how deep and how wide :func:`made_of` reads a function's make-up, and how many
#: objects in all: a jit of ``vmap(grad(partial(f, ...)))`` is five levels; a closure
#: rarely holds more cells. Past the budget, what is left reads as "...".
_MADE_DEPTH = 8
_MADE_WIDTH = 32
_MADE_BUDGET = 256


def made_of(fun: Any) -> tuple[tuple, tuple] | None:
    """What a function object is made of, as (recipe, data); None for a callable
    without Python code anywhere (a builtin).

    The recipe decides the program the object traces, beyond its arguments and its
    data: its code, and the recipe of every callable it holds (closure cells,
    default values, a ``partial``'s function and arguments, ``__wrapped__``, a callable
    object's attributes), read level by level; a class it holds by identity. A JAX
    transformation is a function of JAX's holding the user's (``grad_f`` holds ``f``),
    so ``jit(f)``, ``jit(grad(f))`` and ``jit(vmap(f))`` have three recipes, and each
    ``grad(f)`` made anew has the same one. A method is its function's recipe and its
    object's class.

    The data is everything else it holds, in the order read: a partial's bound
    values, closed-over numbers and arrays, default values, the object of a method.
    Numbers, strings and small tuples of them compare by value (``partial(f, 2.0)``
    beside ``partial(f, 3.0)``: data differs), anything else by identity (an array,
    a model). Two objects of one recipe and equal data trace the same program.
    """
    data: list = []
    found = [False, _MADE_BUDGET]  # any Python code read; objects left to read
    recipe = _recipe(fun, 0, set(), data, found)
    return (recipe, tuple(data)) if found[0] else None


def _recipe(obj: Any, depth: int, path: set, data: list, found: list) -> tuple:
    found[1] -= 1
    if id(obj) in path or depth > _MADE_DEPTH or found[1] < 0:
        return ("...",)
    if isinstance(obj, type):
        return ("class", id(obj))
    path = path | {id(obj)}

    def held(value: Any, label: str) -> Any:
        # a callable is read as a recipe (``partial(f, jax.nn.relu)`` beside
        # ``partial(f, jnp.tanh)``: other functions, JAX's jitted objects as any)
        if callable(value):
            return _recipe(value, depth + 1, path, data, found)
        data.append((label, _datum(value)))
        return "·"

    if isinstance(obj, functools.partial):
        keywords = sorted((obj.keywords or {}).items())[:_MADE_WIDTH]
        return ("partial", _recipe(obj.func, depth + 1, path, data, found),
                tuple(held(a, f"partial argument {i}")
                      for i, a in enumerate(obj.args[:_MADE_WIDTH])),
                tuple((k, held(v, f"partial argument {k}")) for k, v in keywords))
    if inspect.ismethod(obj):
        data.append(("self", _datum(obj.__self__)))
        return ("method", id(type(obj.__self__)),
                _recipe(obj.__func__, depth + 1, path, data, found))
    code = getattr(obj, "__code__", None)
    parts: list = []
    if inspect.isfunction(obj) and code is not None:
        found[0] = True
        parts.append(("code", id(code)))
        cells = obj.__closure__ or ()
        for name, cell in zip(code.co_freevars, cells[:_MADE_WIDTH], strict=False):
            try:
                value = cell.cell_contents
            except ValueError:  # an empty cell
                parts.append("∅")
                continue
            parts.append(held(value, name))
        defaults = obj.__defaults__ or ()
        names = code.co_varnames[code.co_argcount - len(defaults):code.co_argcount]
        parts.extend(held(d, f"default {n}")
                     for n, d in zip(names, defaults[:_MADE_WIDTH], strict=False))
        parts.extend((k, held(v, f"default {k}")) for k, v in
                     sorted((obj.__kwdefaults__ or {}).items())[:_MADE_WIDTH])
    elif isinstance(obj, types.BuiltinFunctionType):
        owner = getattr(obj, "__self__", None)
        if owner is None or inspect.ismodule(owner):
            return ("builtin", id(obj))
        # a method of a C type bound to an object: its name and class; the object is data
        data.append(("self", _datum(owner)))
        return ("builtin method", getattr(obj, "__name__", ""), id(type(owner)))
    else:
        # a callable object (``custom_vjp``, a framework's wrapper): its class, and
        # what its attributes hold
        parts.append(("object", id(type(obj))))
        try:
            attributes = sorted(vars(obj).items())[:_MADE_WIDTH]
        except TypeError:  # no __dict__ (JAX's jitted object, a C type)
            attributes = []
        parts.extend((k, held(v, k)) for k, v in attributes if k != "__wrapped__")
    wrapped = getattr(obj, "__wrapped__", None)
    if wrapped is not None and not isinstance(wrapped, (str, bytes, int)):
        parts.append(("wrapped", _recipe(wrapped, depth + 1, path, data, found)))
    return tuple(parts)


def _datum(value: Any, depth: int = 0) -> tuple:
    """One value a function object holds, as it compares: by value when a number,
    string or small tuple of them, else by identity (while the object lives, what it
    holds does too, so an identity cannot be reused meanwhile); the type's name last."""
    kind = type(value).__name__
    if value is None or type(value) in (bool, int, float, complex, str, bytes):
        return ("value", value, kind)
    if type(value) is tuple and len(value) <= 8 and depth < 3:
        return ("tuple", tuple(_datum(v, depth + 1) for v in value), kind)
    if type(value).__module__ == "numpy" and getattr(value, "ndim", None) == 0:
        return ("value", value.item(), kind)  # a numpy scalar
    if hasattr(value, "shape") and hasattr(value, "dtype"):
        leaf = describe_leaf(value)
        if leaf.dtype is not None:
            return ("id", id(value), f"{leaf.type_text()} array")
    return ("id", id(value), f"{type(value).__qualname__} object")


def datum_text(datum: tuple) -> str:
    """A value :func:`made_of` read, in words: ``2.0``, ``f32[3] array``,
    ``Model object``."""
    how, value, kind = datum
    if how == "value":
        return short(repr(value))
    if how == "tuple":
        return short("(" + ", ".join(datum_text(d) for d in value)
                     + ("," if len(value) == 1 else "") + ")")
    return kind


def unwrap(fun: Any) -> Any:
    """The user's own function behind partials, `functools.wraps` and transforms."""
    seen = set()
    while id(fun) not in seen:
        seen.add(id(fun))
        if isinstance(fun, functools.partial):
            fun = fun.func
            continue
        inner = getattr(fun, "__wrapped__", None)
        if inner is not None and callable(inner):
            fun = inner
            continue
        break
    return fun


def code_of(fun: Any):
    fun = unwrap(fun)
    code = getattr(fun, "__code__", None)
    if code is None:
        call = type(fun).__dict__.get("__call__") or getattr(type(fun), "__call__", None)  # noqa: B004
        code = getattr(unwrap(call), "__code__", None)
    return code


def behind_transform(fun: Any, depth: int = 3) -> tuple[str, Any] | None:
    """(transformation, the user's function) when ``fun`` is a JAX transformation's
    wrapper around a user function that keeps no ``__wrapped__`` (``checkify.checkify``:
    its ``checked_fun`` holds the user's function in its closure); else None.

    Only a wrapper whose closure holds exactly one function, followed through at most
    ``depth`` wrappers, so that JAX's own ops are never taken for the user's.
    """
    outer = unwrap(fun)
    where = fun_location(outer)
    if where is None or compat.frame_owner(where[0]) != "jax":
        return None  # jaxcheck's own trace-mode root holds the user's function too
    inner = outer
    for _ in range(depth):
        cells = getattr(inner, "__closure__", None) or ()
        found = []
        for cell in cells:
            try:
                value = cell.cell_contents
            except ValueError:  # an empty cell
                continue
            if inspect.isfunction(value) or isinstance(value, functools.partial):
                found.append(value)
        if len(found) != 1:
            return None
        inner = unwrap(found[0])
        if not is_internal(inner):
            qualname = getattr(outer, "__qualname__", "") or ""
            transform = qualname.split(".<locals>")[0] if ".<locals>" in qualname else None
            return (transform, inner) if transform else None
    return None


def fun_name(fun: Any) -> str:
    inner = unwrap(fun)
    name = getattr(inner, "__qualname__", None) or getattr(inner, "__name__", None)
    return name or type(inner).__name__


def fun_location(fun: Any) -> tuple[str, int] | None:
    code = code_of(fun)
    if code is None:
        return None
    return code.co_filename, code.co_firstlineno


def is_jax_defined(fun: Any) -> bool:
    """Defined inside JAX itself (not jaxcheck's own trace-mode roots and probes)."""
    loc = fun_location(fun)
    if loc is None:
        return (getattr(unwrap(fun), "__module__", "") or "").startswith("jax.")
    return compat.frame_owner(loc[0]) == "jax"


def is_internal(fun: Any) -> bool:
    """Functions defined inside JAX (eager ops) or jaxcheck (trace-mode roots): never
    the user's compiles."""
    loc = fun_location(fun)
    if loc is None:
        module = getattr(unwrap(fun), "__module__", "") or ""
        return module.startswith(("jax.", "jaxlib."))
    return compat.frame_owner(loc[0]) in ("jax", "jaxcheck")


def _parameters(fun: Any) -> tuple[list[str], str | None]:
    try:
        sig = inspect.signature(fun)
    except (TypeError, ValueError):
        return [], "args"
    positional = []
    var = None
    for p in sig.parameters.values():
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
            positional.append(p.name)
        elif p.kind is p.VAR_POSITIONAL:
            var = p.name
    return positional, var


def positional_names(fun: Any, n: int) -> list[str]:
    positional, var = _parameters(fun)  # not cached: a cache would keep `fun` alive
    names = positional[:n]
    for i in range(len(names), n):
        names.append(f"{var or 'args'}[{i - len(positional)}]")
    return names


# --- values --------------------------------------------------------------------


def short(text: str, limit: int = _MAX_TEXT) -> str:
    """``text`` on one line, without memory addresses, cut at ``limit``."""
    text = " ".join(without_addresses(text).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _hashes_by_identity(value: Any) -> bool:
    if isinstance(value, enum.Enum):  # members are singletons: identity is the value
        return False
    if type(value).__name__ in ("Mesh", "AbstractMesh") and \
            type(value).__module__.startswith("jax"):
        return False  # JAX interns meshes: equal ones are one object (measured)
    eq = getattr(type(value), "__eq__", None)
    return eq is object.__eq__ or inspect.isfunction(value) or inspect.ismethod(value)


class Identities:
    """Numbers identity-hashed objects in order of appearance, for readable diffs."""

    def __init__(self) -> None:
        self._ids: dict[int, tuple[Any, int]] = {}
        self._counts: dict[str, int] = {}

    def label(self, value: Any) -> str:
        entry = self._ids.get(id(value))
        if entry is None or entry[0] is not value:
            kind = type(value).__qualname__
            if inspect.isfunction(value):
                kind = f"function {value.__qualname__}"
            n = self._counts.get(kind, 0) + 1
            self._counts[kind] = n
            entry = (value, n)
            self._ids[id(value)] = entry
        kind = type(value).__qualname__
        if inspect.isfunction(value):
            return f"function {value.__qualname__} #{entry[1]}"
        return f"{kind} object #{entry[1]}"


def describe_static(value: Any, identities: Identities) -> Static:
    by_identity = _hashes_by_identity(value)
    if by_identity:
        text = identities.label(value)
    elif isinstance(value, enum.Enum):
        text = f"{type(value).__name__}.{value.name}"
    else:
        try:
            text = short(repr(value))
        except Exception:
            text = type(value).__qualname__
    return Static(value=value, text=text, by_identity=by_identity)


def describe_leaf(x: Any) -> Leaf:
    abstract = compat.abstractify(x)
    if abstract is None:
        return Leaf(shape=None, dtype=None, weak_type=False, pytype=type(x).__qualname__)
    shape, dtype, weak = abstract
    place = compat.placement(x)
    if place is None:
        return Leaf(shape, dtype, weak, pytype=type(x).__qualname__)
    return Leaf(shape, dtype, weak, place[0], place[1], type(x).__qualname__)


def _key_text(key: Any) -> str:
    return str(key)  # what jax.tree_util.keystr((key,)) joins (0.4.38 to 0.10.2), unwrapped


def _node_aux_text(aux: Any) -> str:
    if aux is None:
        return ""
    try:
        return short(repr(aux), 200)
    except Exception:
        return type(aux).__qualname__


def named_statics(aux: Any) -> tuple[tuple[str, str], ...] | None:
    """The static attributes of a node whose aux names them: flax nnx flattens a module
    as (its array attributes' names, its static attributes' names, their values) from
    0.12 on, and as (names, (name, value) pairs) in 0.11."""
    if not (isinstance(aux, tuple) and len(aux) in (2, 3)
            and all(isinstance(a, tuple) for a in aux)
            and all(isinstance(n, str) for n in aux[0])):
        return None
    if len(aux) == 3:
        if not aux[1] or len(aux[1]) != len(aux[2]) or \
                not all(isinstance(n, str) for n in aux[1]):
            return None
        pairs = list(zip(aux[1], aux[2], strict=True))
    else:
        if not aux[1] or not all(isinstance(p, tuple) and len(p) == 2 and isinstance(p[0], str)
                                 for p in aux[1]):
            return None
        pairs = list(aux[1])
    return tuple((name, short(repr(v))) for name, v in pairs if not name.startswith("_"))


def _static_fields(value: Any, aux: Any, children: list) -> tuple[tuple[str, str], ...]:
    """A dataclass node's static fields, by name: the fields that are not its children.

    Read from the object, not paired with the flattened aux by position: equinox puts
    its wrapper data before the static values there, flax structs their own layout."""
    named = named_statics(aux)
    if named is not None:
        return named
    if not dataclasses.is_dataclass(value):
        return ()
    import jax

    keys = [kp[0] for kp, _ in children]
    if keys and all(isinstance(k, jax.tree_util.GetAttrKey) for k in keys):
        dynamic = {k.name for k in keys}
        return tuple((f.name, short(repr(getattr(value, f.name))))
                     for f in dataclasses.fields(value)
                     if f.name not in dynamic and hasattr(value, f.name))
    if not isinstance(aux, tuple):
        return ()
    fields = dataclasses.fields(value)
    if len(fields) != len(aux):
        return ()
    out = []
    for f, item in zip(fields, aux, strict=True):
        if type(item).__name__ in ("_Missing", "Missing") or repr(item) == "Missing":
            continue  # equinox's placeholder for a dynamic field
        out.append((f.name, short(repr(item))))
    return tuple(out)


def _static_values(value: Any, aux: Any, fields: tuple[tuple[str, str], ...]
                   ) -> tuple[Any, ...]:
    """The values of ``fields`` read from a dataclass node (() for any other node)."""
    if not fields or named_statics(aux) is not None or not dataclasses.is_dataclass(value):
        return ()
    try:
        return tuple(getattr(value, name) for name, _ in fields)
    except Exception:
        return ()


def walk(value: Any, path: str, sig: Signature,
         static_leaf: Callable[[Any], bool] | None = None,
         identities: Identities | None = None) -> None:
    """Record the pytree below ``value`` in ``sig``.

    ``static_leaf`` picks leaves that a wrapper hashes as static instead of tracing
    (``equinox.filter_jit`` does so with every non-array leaf).
    """
    one_level = jax.tree_util.tree_flatten_with_path(value, is_leaf=lambda y: y is not value)
    children, treedef = one_level
    if treedef.num_nodes == 1 and treedef.num_leaves == 1:  # a leaf
        if static_leaf is not None and static_leaf(value):
            static = describe_static(value, identities or Identities())
            static.leaf = True
            sig.statics[path] = static
            return
        sig.leaves[path] = describe_leaf(value)
        if type(value).__name__ == "BatchTracer":
            sig.batched = True
        return
    node_data = treedef.node_data()
    node_type, aux = node_data if node_data is not None else (type(value), None)
    keys = tuple(_key_text(kp[0]) for kp, _ in children)
    if node_type in (dict,):
        aux_text = ""  # the keys already say it
    else:
        aux_text = _node_aux_text(aux)
    fields = _static_fields(value, aux, children)
    sig.nodes[path] = Node(type_name=getattr(node_type, "__qualname__", str(node_type)),
                           aux=aux_text, keys=keys, static_fields=fields,
                           static_values=_static_values(value, aux, fields),
                           aux_value=None if node_type is dict else aux)
    for (_, child), key in zip(children, keys, strict=True):
        walk(child, path + key, sig, static_leaf, identities)
    if node_type.__name__ == "NodeStates":
        _name_nnx_leaves(value, path, sig)


def _name_nnx_leaves(value: Any, path: str, sig: Signature) -> None:
    """Name the leaves of a flax nnx module that ``nnx.jit`` passed as (definition, flat
    leaves) by the module's own paths: ``opt.states[0][9]`` is ``opt.step``, as in the
    user's code (``statics.nnx_leaf_paths``). Nothing is named when the leaves come in
    several lists (filters) or the definition is not read. The leaves keep JAX's paths,
    so that a list that grew is still aligned element by element."""
    states = getattr(value, "states", None)
    if not (isinstance(states, tuple) and len(states) == 1 and isinstance(states[0], list)):
        return
    from . import statics as _statics

    names = _statics.nnx_leaf_paths(getattr(value, "_graphdef", None))
    if names is None or len(names) != len(states[0]):
        return
    prefix = f"{path}.states[0]"
    renamed = {f"{prefix}[{j}]": path + name for j, name in enumerate(names)}
    if len(set(renamed.values())) != len(renamed) or any(k not in sig.leaves for k in renamed):
        return
    sig.aliases.update(renamed)


def build(fun: Any, statics: tuple[tuple[int, ...], tuple[str, ...]], args: tuple,
          kwargs: dict, identities: Identities,
          static_leaf: Callable[[Any], bool] | None = None) -> Signature:
    """The signature of ``fun(*args, **kwargs)`` with ``statics`` = (argnums, argnames)."""
    static_argnums, static_argnames = statics
    n = len(args)
    statics_pos = {i if i >= 0 else i + n for i in static_argnums}
    sig = Signature(context=compat.trace_context())
    names = positional_names(fun, n)
    for i, (name, value) in enumerate(zip(names, args, strict=True)):
        sig.passing[name] = "positional"
        if i in statics_pos:
            sig.statics[name] = describe_static(value, identities)
        else:
            walk(value, name, sig, static_leaf, identities)
    for name, value in kwargs.items():
        sig.passing[name] = "keyword"
        if name in static_argnames:
            sig.statics[name] = describe_static(value, identities)
        else:
            walk(value, name, sig, static_leaf, identities)
    return sig




def build_named(values: dict[str, Any], identities: Identities) -> Signature:
    """The signature of arguments given by name (a JAX API's own parameters)."""
    sig = Signature(context=compat.trace_context())
    for name, value in values.items():
        sig.passing[name] = "keyword"
        walk(value, name, sig, None, identities)
    return sig
