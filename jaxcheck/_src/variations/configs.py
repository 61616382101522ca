"""Config objects varied field by field.

A config (``attention(q, k, cfg)`` with ``static_argnames=("cfg",)``, a frozen dataclass;
an attrs class; a flax struct's static fields) is keyed by JAX on its hash and ``==``:
an equal new config must hit the cache, and a config with one field changed compiles
again. The config as a whole has no obvious "other value", but each of its fields has
one: a bool flipped, an int's successor, a float doubled, another member of an enum or
of the field's ``Literal[...]`` annotation. :func:`other_value` picks it;
:func:`variations` plans one call with an equal new object and one per field, each with
that field alone changed (nested configs down to :data:`_DEPTH`).
"""

from __future__ import annotations

import copy
import dataclasses
import enum
import functools
import typing
from collections.abc import Callable
from typing import Any

from .plan import Variation, other_literal

#: at most this many fields of one config are varied (each is a compile); the others
#: are named in the detail of the equal-config row.
_MOST = 16
#: nested configs are read this deep (``cfg.attention.causal``).
_DEPTH = 3


def is_config(value: Any) -> bool:
    """A dataclass or attrs instance: an object made of named fields."""
    if isinstance(value, type):
        return False
    return dataclasses.is_dataclass(value) or hasattr(type(value), "__attrs_attrs__")


def is_plain_object(value: Any) -> bool:
    """An object of the user's class holding plain attributes (numbers, strings, enums,
    tuples of them), as a hand-written config is: not callable, not JAX's or NumPy's."""
    if isinstance(value, type) or callable(value) or is_config(value):
        return False
    if type(value).__module__.split(".")[0] in ("jax", "jaxlib", "numpy", "builtins"):
        return False
    attributes = getattr(value, "__dict__", None)
    return isinstance(attributes, dict) and bool(attributes) and all(
        _plain(v) for v in attributes.values())


def _plain(value: Any) -> bool:
    if isinstance(value, tuple):
        return all(_plain(v) for v in value)
    return value is None or isinstance(value, bool | int | float | str | enum.Enum)


def object_variations(path: str, value: Any, at: Callable[[Callable[[Any], Any]], Any]
                      ) -> list[Variation]:
    """A plain object's one probe: an equal copy (must hit). A class without ``__eq__``
    and ``__hash__`` of its own is hashed by identity, and every new object, equal or
    not, compiles again: that recompile is the finding."""
    return [Variation("value", path, f"an equal new {type(value).__name__} (a copy)",
                      at(copy.copy))]


@functools.lru_cache(maxsize=512)
def annotations(cls: type) -> dict[str, Any]:
    """The resolved annotations of ``cls`` (its fields' types), {} when unresolvable."""
    try:
        return typing.get_type_hints(cls)
    except Exception:  # a forward reference the module cannot resolve
        return dict(getattr(cls, "__annotations__", {}) or {})


def fields_of(value: Any) -> list[tuple[str, Any, Any]]:
    """(name, value, annotation) of each field a config is built from (``__init__``'s)."""
    hints = annotations(type(value))
    if dataclasses.is_dataclass(value):
        names = [f.name for f in dataclasses.fields(value) if f.init]
    else:
        names = [a.name for a in type(value).__attrs_attrs__ if getattr(a, "init", True)]
    out = []
    for name in names:
        try:
            out.append((name, getattr(value, name), hints.get(name)))
        except AttributeError:
            continue
    return out


def _literal_members(hint: Any) -> list[Any]:
    origin = typing.get_origin(hint)
    if origin is typing.Literal:
        return list(typing.get_args(hint))
    if origin is not None:  # Optional[Literal[...]]
        return [v for arg in typing.get_args(hint) for v in _literal_members(arg)]
    return []


def other_value(value: Any, hint: Any = None) -> tuple[Any, str] | None:
    """Another value of a field, and where it comes from: a member of its ``Literal``
    annotation or enum, a flipped bool, an int's successor, a float doubled (plus one);
    None when nothing is known (a string with no ``Literal``, an object)."""
    for member in _literal_members(hint):
        if type(member) is type(value) and member != value:
            return member, "its Literal annotation"
    if isinstance(value, enum.Enum):
        members = list(type(value))
        if len(members) > 1:
            return members[(members.index(value) + 1) % len(members)], "its enum"
        return None
    if isinstance(value, bool | int | float):
        return other_literal(value), ""
    return None


def rebuilt(obj: Any, name: str, new: Any) -> Any:
    """A new ``obj`` with field ``name`` set to ``new``, made as the user makes one
    (through ``__init__``: its checks and ``__post_init__`` run)."""
    if dataclasses.is_dataclass(obj):
        return dataclasses.replace(obj, **{name: new})
    import attr  # an attrs instance: attrs is installed (`attr` in every release)

    return attr.evolve(obj, **{name: new})


def equal_copy(obj: Any) -> Any:
    """A new object equal to ``obj``, built through its ``__init__``."""
    if dataclasses.is_dataclass(obj):
        return dataclasses.replace(obj)
    try:
        import attr

        return attr.evolve(obj)
    except Exception:  # not an attrs class after all
        return copy.copy(obj)


def text(value: Any) -> str:
    """A value as a detail shows it: an enum member by name, anything else by repr."""
    if isinstance(value, enum.Enum):
        return f"{type(value).__name__}.{value.name}"
    return repr(value)


def _changes(value: Any, depth: int) -> list[tuple[str, Callable[[Any], Any], str]]:
    """(relative path, change of the object, detail) for each field with another value."""
    out: list[tuple[str, Callable[[Any], Any], str]] = []
    for name, field_value, hint in fields_of(value):
        if is_config(field_value) and depth < _DEPTH:
            for rel, change, detail in _changes(field_value, depth + 1):
                out.append((f".{name}{rel}", lambda obj, n=name, c=change:
                            rebuilt(obj, n, c(getattr(obj, n))), detail))
            continue
        found = other_value(field_value, hint)
        if found is None:
            continue
        other, source = found
        detail = f"{text(field_value)} → {text(other)}" + (f" (from {source})" if source
                                                              else "")
        out.append((f".{name}", lambda obj, n=name, o=other: rebuilt(obj, n, o), detail))
    return out


def variations(path: str, value: Any, at: Callable[[Callable[[Any], Any]], Any]
               ) -> list[Variation]:
    """An equal new ``value`` (must hit), then each field changed alone (``config``: a
    recompile is by design where the config is static). ``at(fn)`` applies ``fn`` to the
    config where it sits in the arguments."""
    kind = type(value).__name__
    changes = _changes(value, 1)
    detail = f"an equal new {kind}"
    if not changes:
        detail += ("; no field has another known value (a bool, a number, an enum or a "
                   "Literal)")
    elif len(changes) > _MOST:
        rest = ", ".join(rel.lstrip(".") for rel, _, _ in changes[_MOST:][:4])
        detail += f"; {len(changes) - _MOST} more fields not varied ({rest}, …)"
    out = [_checked(path, detail, value, equal_copy, at)]
    out += [_checked(path + rel, shown, value, change, at)
            for rel, change, shown in changes[:_MOST]]
    return out


def _checked(path: str, detail: str, value: Any, change: Callable[[Any], Any],
             at: Callable[[Callable[[Any], Any]], Any]) -> Variation:
    """The variation of ``change``, built once now: a value the config's own checks
    refuse (``__post_init__``, an attrs validator) is skipped with its error, never run."""
    try:
        change(value)
    except Exception as e:
        said = f"{type(e).__name__}: {e}"
        said = said if len(said) <= 90 else said[:89] + "…"
        return Variation("value", path, f"{detail}: the config refuses it ({said})", None)
    return Variation("value", path, detail, at(change), config=True)
