"""The variation engine: which change of which argument makes a function recompile.

From a call spec and the values of the base call, :func:`plan` lists one
:class:`Variation` per argument path and axis:

* ``value``: same abstract type, new data (a recompile means the argument is
  value-sensitive: a static argument or an identity-hashed object);
* ``weak_type``: a Python scalar <-> a 0-d array of the same dtype;
* ``scalar_type``: a Python int <-> a float (``1 → 1.5``: another dtype, both weak);
* ``dtype``: another width of the same kind (f32 -> f16, i32 -> i16 ...);
* ``shape``: each dimension grown by one, and 0-d <-> one element;
* ``container``: tuple <-> list.

Each applicable variation is one call with the base arguments but that one leaf
changed. Variations that do not apply are listed as skipped, with the reason.
Some would apply to the type but cannot run here, and are *withheld* (shown as
n.a. with the reason) instead of being reported as errors: growing a named
dimension that another argument shares (``--dim`` varies it everywhere at once)
is not planned; the weak-type twin of a static argument (an array is not
hashable) and a shape that must agree with another argument's are withheld when
the call raises. A static
string has no obvious other value; one is taken from a ``Literal[...]``
annotation or the parameter's default when there is one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from ..arguments import spec as specmod
from ..arguments.spec import ArraySpec, CallSpec, ContainerSpec, LiteralSpec, ScalarSpec, Spec

_SCALAR_DTYPE = {"float": "f32", "int": "i32", "bool": "bool", "complex": "c64"}
_SCALAR_DTYPE_X64 = {"float": "f64", "int": "i64", "bool": "bool", "complex": "c128"}
# One other width of the same kind; x64 widths only when JAX has them on.
_OTHER_WIDTH = {"f32": "f16", "f16": "f32", "bf16": "f32", "f64": "f32",
                "i32": "i16", "i8": "i32", "i16": "i32", "i64": "i32",
                "u32": "u8", "u8": "u32", "u16": "u32", "u64": "u32",
                "c64": "c128", "c128": "c64"}
_X64_ONLY = {"f64", "i64", "u64", "c128"}


@dataclass
class Variation:
    axis: str
    path: str
    detail: str | None
    #: (args, kwargs) -> (args, kwargs); None when the variation does not apply.
    apply: Callable[[tuple, dict], tuple[tuple, dict]] | None
    #: applies to the type but cannot run here; ``detail`` says why.
    withheld: bool = False
    #: a static field of a pytree node (part of the structure): a recompile on a new
    #: value is by design, so the default policy is "any".
    static: bool = False
    #: a change that may not fit the rest of the arguments (a shape a model's weights
    #: must agree with): any exception the call raises makes it n.a., not an error.
    may_not_fit: bool = False
    #: a Python float where an int was (``scalar_type``): a TypeError (``range(n)``, an
    #: index) says the function needs an int there, not that it failed.
    int_to_float: bool = False
    #: a field of a config object (``cfg.causal``, ``variations/configs.py``): where the
    #: config is static, a recompile on a new value is by design.
    config: bool = False


@dataclass
class Known:
    """What is known of the function beyond the spec, to plan only what can run."""

    #: argument paths the function keeps static (from the base call's signature).
    static: set[str] = field(default_factory=set)
    #: parameter name -> other values it accepts (``Literal`` annotation, default).
    alternatives: dict[str, list[tuple[Any, str]]] = field(default_factory=dict)
    #: named dimension -> how many array dimensions of the spec use it.
    dim_uses: dict[str, int] = field(default_factory=dict)


def alternatives(fn: Any) -> dict[str, list[tuple[Any, str]]]:
    """Per parameter, (value, where from) of values declared for it: the members of a
    ``Literal[...]`` annotation, then its default."""
    import inspect
    import typing

    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError):
        return {}
    try:
        hints = typing.get_type_hints(inspect.unwrap(fn))
    except Exception:  # unresolvable annotations: use what the signature holds
        hints = {}
    out: dict[str, list[tuple[Any, str]]] = {}
    for name, param in sig.parameters.items():
        found: list[tuple[Any, str]] = []
        for value in _literal_values(hints.get(name, param.annotation)):
            found.append((value, "its Literal annotation"))
        if param.default is not param.empty:
            found.append((param.default, "its default"))
        if found:
            out[name] = found
    return out


def _literal_values(hint: Any) -> list[Any]:
    import typing

    origin = typing.get_origin(hint)
    if origin is typing.Literal:
        return list(typing.get_args(hint))
    if origin is not None:  # Optional[Literal[...]], Union[...]
        return [v for arg in typing.get_args(hint) for v in _literal_values(arg)]
    return []


def _dim_uses(spec: CallSpec) -> dict[str, int]:
    uses: dict[str, int] = {}

    def visit(node: Spec) -> None:
        if isinstance(node, ArraySpec):
            for d in node.dims:
                if isinstance(d, str):
                    uses[d] = uses.get(d, 0) + 1
        elif isinstance(node, ContainerSpec):
            for item in node.items:
                visit(item[1] if node.kind == "dict" else item)

    for top in [*spec.args, *(v for _, v in spec.kwargs)]:
        visit(top)
    return uses


def is_static(path: str, static: set[str]) -> bool:
    """Whether ``path`` is, or is inside, one of the ``static`` paths."""
    return any(path == p or (path.startswith(p) and path[len(p)] in "[.") for p in static)


def _x64() -> bool:
    import jax

    return bool(jax.config.jax_enable_x64)


def _walk(spec: Spec, path: str, keys: tuple) -> Iterator[tuple[tuple, str, Spec]]:
    yield keys, path, spec
    if isinstance(spec, ContainerSpec):
        if spec.kind == "dict":
            for k, v in spec.items:
                yield from _walk(v, f"{path}[{k!r}]", (*keys, k))
        else:
            for i, v in enumerate(spec.items):
                yield from _walk(v, f"{path}[{i}]", (*keys, i))


def _replace(value: Any, keys: tuple, fn: Callable[[Any], Any]) -> Any:
    if not keys:
        return fn(value)
    head, rest = keys[0], keys[1:]
    if isinstance(value, dict):
        out = dict(value)
        out[head] = _replace(value[head], rest, fn)
        return out
    items = list(value)
    items[head] = _replace(items[head], rest, fn)
    return type(value)(items) if isinstance(value, tuple) else items


def with_arg(args: tuple, kwargs: dict, arg: int | str, fn: Callable[[Any], Any]
             ) -> tuple[tuple, dict]:
    """A copy of the arguments with argument ``arg`` (a position or a keyword) replaced
    by ``fn(argument)``; the others shared."""
    if isinstance(arg, int):
        new = list(args)
        new[arg] = fn(args[arg])
        return tuple(new), kwargs
    new_kwargs = dict(kwargs)
    new_kwargs[arg] = fn(kwargs[arg])
    return args, new_kwargs


def _at(arg: int | str, keys: tuple, fn: Callable[[Any], Any]):
    def apply(args: tuple, kwargs: dict) -> tuple[tuple, dict]:
        return with_arg(args, kwargs, arg, lambda value: _replace(value, keys, fn))

    return apply


def other_literal(value: Any) -> Any:
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, float):
        return value * 2 + 1.0
    if isinstance(value, complex):
        return value + 1
    return None


def _declared_other(value: Any, path: str, known: Known) -> tuple[Any, str] | None:
    for other, source in known.alternatives.get(path, []):
        if type(other) is type(value) and other != value:
            return other, source
    return None


def _leaf_variations(arg, keys, path, spec, make: specmod.Materializer,
                     known: Known) -> list[Variation]:
    x64 = _x64()
    out: list[Variation] = []

    # value: same abstract type, new data
    if isinstance(spec, ArraySpec):
        out.append(Variation("value", path, "new random data",
                             _at(arg, keys, lambda _: make.value(spec))))
    elif isinstance(spec, ScalarSpec):
        def new_scalar(old, spec=spec):
            for _ in range(8):
                new = make.scalar(spec.type)
                if new != old:
                    return new
            return other_literal(old)
        out.append(Variation("value", path, f"another {spec.type}",
                             _at(arg, keys, new_scalar)))
    elif isinstance(spec, LiteralSpec) and other_literal(spec.value) is not None:
        other = other_literal(spec.value)
        out.append(Variation("value", path, f"{spec.value!r} → {other!r}",
                             _at(arg, keys, lambda _, o=other: o)))
    elif isinstance(spec, LiteralSpec) and _declared_other(spec.value, path, known):
        other, source = _declared_other(spec.value, path, known)
        out.append(Variation("value", path, f"{spec.value!r} → {other!r} (from {source})",
                             _at(arg, keys, lambda _, o=other: o)))
    else:
        out.append(Variation("value", path, "no other value of this literal is known", None))

    # weak_type: Python scalar <-> 0-d array of the same dtype
    scalar_type = None
    if isinstance(spec, ScalarSpec):
        scalar_type = spec.type
    elif isinstance(spec, LiteralSpec) and type(spec.value) in (bool, int, float, complex):
        scalar_type = type(spec.value).__name__
    if scalar_type is not None:
        dtype = (_SCALAR_DTYPE_X64 if x64 else _SCALAR_DTYPE)[scalar_type]
        target = ArraySpec(dtype, ())
        out.append(Variation("weak_type", path, f"{scalar_type} → {target}",
                             _at(arg, keys, lambda old, t=target: _strong_scalar(old, t))))
    elif isinstance(spec, ArraySpec) and spec.dims == ():
        types = {v: k for k, v in (_SCALAR_DTYPE_X64 if x64 else _SCALAR_DTYPE).items()}
        if spec.dtype in types:
            py = types[spec.dtype]
            out.append(Variation("weak_type", path, f"{spec} → {py}",
                                 _at(arg, keys, lambda old, py=py: _weak_scalar(old, py))))
        else:
            out.append(Variation("weak_type", path, f"no Python scalar has dtype {spec.dtype}",
                                 None))
    else:
        out.append(Variation("weak_type", path,
                             "only Python scalars and 0-d arrays have a weak twin", None))

    # scalar_type: a Python int <-> a float (``1`` where ``0.5`` was passed before)
    if scalar_type in ("int", "float"):
        out.append(Variation("scalar_type", path, f"{scalar_type} → "
                             f"{'float' if scalar_type == 'int' else 'int'}",
                             _at(arg, keys, _scalar_twin), int_to_float=scalar_type == "int"))

    # dtype: another width of the same kind
    if isinstance(spec, ArraySpec):
        other = _OTHER_WIDTH.get(spec.dtype)
        if other is not None and not x64 and {other, spec.dtype} & _X64_ONLY:
            other = None  # without x64, JAX narrows 64-bit types to 32-bit anyway
        if other is not None:
            changed = ArraySpec(other, spec.dims)
            out.append(Variation("dtype", path, f"{spec} → {changed}",
                                 _at(arg, keys, lambda _, c=changed: make.value(c))))
        else:
            out.append(Variation("dtype", path, f"no other width of {spec.dtype} here", None))
    else:
        out.append(Variation("dtype", path, "Python scalars and literals keep their type", None))

    # shape: each dimension grown; 0-d <-> one element
    if isinstance(spec, ArraySpec):
        shape = make.shape(spec)
        if not shape:
            changed = ArraySpec(spec.dtype, (1,))
            out.append(Variation("shape", path, "0-d → 1 element",
                                 _at(arg, keys, lambda _, c=changed: make.value(c))))
        else:
            for i, size in enumerate(shape):
                name = spec.dims[i]
                if isinstance(name, str) and known.dim_uses.get(name, 0) > 1:
                    out.append(Variation(
                        "shape", path, f"dim {i} is {name}, which other dimensions share: "
                        f"grown alone it cannot agree with them; --dim {name}=… varies it "
                        "everywhere", None, withheld=True))
                    continue
                dims = list(shape)
                dims[i] = size + 1
                changed = ArraySpec(spec.dtype, tuple(dims))
                detail = f"dim {i}: {size} → {size + 1}"
                if shape == (1,) and i == 0:
                    detail += " (and 1 element → 0-d below)"
                out.append(Variation("shape", path, detail,
                                     _at(arg, keys, lambda _, c=changed: make.value(c))))
            if shape == (1,):
                changed = ArraySpec(spec.dtype, ())
                out.append(Variation("shape", path, "1 element → 0-d",
                                     _at(arg, keys, lambda _, c=changed: make.value(c))))
    else:
        out.append(Variation("shape", path, "not an array", None))
    return out


def _scalar_twin(old: Any) -> Any:
    """The other Python number type of about the same value: ``1 → 1.5``, ``0.7 → 1``."""
    if isinstance(old, int):
        return old + 0.5
    return int(old) if int(old) != old else int(old) + 1


def _strong_scalar(old: Any, target: ArraySpec) -> Any:
    import numpy as np

    # a 0-d NumPy array is strongly typed, as a jax.Array is, and costs no device op
    return np.asarray(old, dtype=specmod.numpy_dtype(target.dtype))


def _weak_scalar(old: Any, py: str) -> Any:
    return {"float": float, "int": int, "bool": bool, "complex": complex}[py](old.item())


def plan(spec: CallSpec, names: list[str], make: specmod.Materializer,
         known: Known | None = None) -> list[Variation]:
    """Every variation of every argument path of ``spec`` (positional names ``names``)."""
    known = known or Known()
    if not known.dim_uses:
        known.dim_uses = _dim_uses(spec)
    out: list[Variation] = []
    tops: list[tuple[int | str, str, Spec]] = [
        (i, names[i], s) for i, s in enumerate(spec.args)
    ] + [(k, k, s) for k, s in spec.kwargs]
    for arg, name, top in tops:
        for keys, path, node in _walk(top, name, ()):
            if isinstance(node, ContainerSpec):
                if node.kind in ("tuple", "list"):
                    other = list if node.kind == "tuple" else tuple
                    out.append(Variation(
                        "container", path, f"{node.kind} → {other.__name__}",
                        _at(arg, keys, lambda v, o=other: o(v))))
                continue  # a dict has no twin container type
            out.extend(_leaf_variations(arg, keys, path, node, make, known))
    return out


def paths(spec: CallSpec, names: list[str]) -> list[str]:
    """Every argument path of ``spec``: what ``expect`` may name."""
    tops = [(names[i], s) for i, s in enumerate(spec.args)] + list(spec.kwargs)
    return [path for name, top in tops for _, path, _ in _walk(top, name, ())]
