"""typer's coercion of each command-line value, without pydantic for the plain types.

typer 0.2x coerces every value, defaults included, through a pydantic ``TypeAdapter``
built per parameter on first use: on ``jaxcheck run`` that is pydantic imported and some
twenty adapters built, about a tenth of a second of CPU before anything of the user's
runs. jaxcheck's options are plain ``str``, ``int``, ``float``, ``bool`` and
``list[str]``; :func:`lighten` gives each such parameter a coercion that returns what
typer's own would for the values that are surely valid (a string, ``"12"``, ``"2.5"``,
a list of strings, a default already of its type) and hands every other value to
typer's own coercion, built then, so that each error message is typer's word for word.

Older typers (without pydantic) and any typer whose internals differ are left as they
are: :func:`lighten` changes nothing it does not recognise. ``tests/architecture/test_startup.py``
checks that the values a command receives are the same with and without it.
"""

from __future__ import annotations

import re
from typing import Any

_INT = re.compile(r"-?(?:0|[1-9][0-9]{0,17})")
_FLOAT = re.compile(r"-?(?:0|[1-9][0-9]{0,14})(?:\.[0-9]{1,15})?")
_NOT_PLAIN = object()
_PLAIN_TYPES = (str, int, float, bool, list[str])


def _plain(annotation: Any, value: Any) -> Any:
    """``value`` as typer's coercion to ``annotation`` returns it, or ``_NOT_PLAIN``."""
    kind = type(value)
    if annotation is str:
        return value if kind is str else _NOT_PLAIN
    if annotation is bool:
        return value if kind is bool else _NOT_PLAIN
    if annotation is int:
        if kind is int:
            return value
        return int(value) if kind is str and _INT.fullmatch(value) else _NOT_PLAIN
    if annotation is float:
        if kind is float:
            return value
        return float(value) if kind is str and _FLOAT.fullmatch(value) else _NOT_PLAIN
    if annotation == list[str]:
        if isinstance(value, (list, tuple)) and all(type(v) is str for v in value):
            return list(value)
        return _NOT_PLAIN
    return _NOT_PLAIN


def lighten(command: Any) -> Any:
    """``command`` (the click command typer built), its plain parameters coerced
    without pydantic; returned unchanged when this typer is not one it knows."""
    try:
        from typer import _coercion
        from typer.core import _TyperParameter
    except ImportError:  # an older typer: no pydantic to avoid
        return command
    base = getattr(_coercion, "RuntimeParam", None)
    build = getattr(_coercion, "build_runtime_param", None)
    if base is None or build is None or not hasattr(_TyperParameter, "get_runtime_param"):
        return command

    class Plain(base):  # type: ignore[misc, valid-type]
        """Plain values at once; anything else through typer's own coercion."""

        def _coerce_value(self, value: Any, param: Any, ctx: Any) -> Any:
            done = _plain(self.annotation, value)
            if done is not _NOT_PLAIN:
                return done
            return build(param.type_descriptor)._coerce_value(value, param=param, ctx=ctx)

    def lighten_param(param: Any) -> None:
        desc = getattr(param, "type_descriptor", None)
        info = getattr(desc, "parameter_info", None)
        if (not isinstance(param, _TyperParameter) or desc is None
                or getattr(param, "_runtime_param", 0) is not None
                or getattr(desc, "file_annotation", None) is not None
                or desc.annotation not in _PLAIN_TYPES
                or any(getattr(info, name, None) not in (None, False)
                       for name in ("parser", "min", "max", "clamp", "formats"))):
            return
        param._runtime_param = Plain(parameter_info=info, annotation=desc.annotation)

    def lighten_help(sub: Any) -> None:
        made = sub.get_help_option  # the --help option is made on first use

        def get_help_option(ctx: Any) -> Any:
            option = made(ctx)
            if option is not None:
                lighten_param(option)
            return option

        sub.get_help_option = get_help_option

    try:
        for sub in (command, *getattr(command, "commands", {}).values()):
            for param in getattr(sub, "params", ()):
                lighten_param(param)
            if callable(getattr(sub, "get_help_option", None)):
                lighten_help(sub)
    except TypeError:  # RuntimeParam's fields differ in this typer: keep its own
        for sub in (command, *getattr(command, "commands", {}).values()):
            for param in getattr(sub, "params", ()):
                if isinstance(getattr(param, "_runtime_param", None), Plain):
                    param._runtime_param = None
            sub.__dict__.pop("get_help_option", None)
    return command
