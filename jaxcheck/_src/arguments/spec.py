"""The ``--args`` spec language: parsed with :mod:`ast`, never evaluated.

A spec reads like a call's argument list::

    f32[8,128], {'w': f32[128,128], 'b': f32[128]}, float, act='relu'

* ``DTYPE[DIMS]``: an array, e.g. ``f32[8,128]``, ``bf16[4]``, ``i32[]`` (0-d,
  strongly typed). A dimension may be a name (``f32[B,128]``) given values with
  ``--dim B=1,8,32``.
* ``float``, ``int``, ``bool``, ``complex``: a Python scalar (weakly typed in JAX).
* a literal, passed as is: ``0.1``, ``3``, ``True``, ``None``, ``'relu'``, ``(1, 2)``.
* tuples, lists and dicts of any of these.

This module imports neither JAX nor NumPy at import time.
"""

from __future__ import annotations

import ast
import io
import tokenize
import warnings
from dataclasses import dataclass
from typing import Any

DTYPES = ("bool", "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64",
          "f16", "bf16", "f32", "f64", "c64", "c128")
SCALARS = ("float", "int", "bool", "complex")

_NUMPY_NAMES = {
    "bool": "bool", "i8": "int8", "i16": "int16", "i32": "int32", "i64": "int64",
    "u8": "uint8", "u16": "uint16", "u32": "uint32", "u64": "uint64",
    "f16": "float16", "bf16": "bfloat16", "f32": "float32", "f64": "float64",
    "c64": "complex64", "c128": "complex128",
}


class SpecError(ValueError):
    """A spec that does not parse; ``column`` is 1-based, or None."""

    def __init__(self, message: str, column: int | None = None) -> None:
        self.message = message
        self.column = column
        where = f"column {column}: " if column is not None else ""
        super().__init__(f"{where}{message}")


@dataclass(frozen=True)
class ArraySpec:
    dtype: str
    dims: tuple[int | str, ...]

    def __str__(self) -> str:
        return f"{self.dtype}[{','.join(str(d) for d in self.dims)}]"


@dataclass(frozen=True)
class ScalarSpec:
    type: str

    def __str__(self) -> str:
        return self.type


@dataclass(frozen=True)
class LiteralSpec:
    value: Any

    def __str__(self) -> str:
        return repr(self.value)


@dataclass(frozen=True)
class ContainerSpec:
    kind: str  # "tuple" | "list" | "dict"
    items: tuple  # specs, or (key, spec) pairs for dicts

    def __str__(self) -> str:
        if self.kind == "dict":
            return "{" + ", ".join(f"{k!r}: {v}" for k, v in self.items) + "}"
        inner = ", ".join(str(i) for i in self.items)
        if self.kind == "tuple":
            return f"({inner},)" if len(self.items) == 1 else f"({inner})"
        return f"[{inner}]"


Spec = ArraySpec | ScalarSpec | LiteralSpec | ContainerSpec


@dataclass(frozen=True)
class CallSpec:
    args: tuple[Spec, ...]
    kwargs: tuple[tuple[str, Spec], ...]

    def __str__(self) -> str:
        parts = [str(a) for a in self.args] + [f"{k}={v}" for k, v in self.kwargs]
        return ", ".join(parts)

    def dim_names(self) -> set[str]:
        names: set[str] = set()
        for spec in [*self.args, *(v for _, v in self.kwargs)]:
            _collect_dims(spec, names)
        return names


def _collect_dims(spec: Spec, names: set[str]) -> None:
    if isinstance(spec, ArraySpec):
        names.update(d for d in spec.dims if isinstance(d, str))
    elif isinstance(spec, ContainerSpec):
        for item in spec.items:
            _collect_dims(item[1] if spec.kind == "dict" else item, names)


# --- parsing -------------------------------------------------------------------

_PREFIX = "_("


def _rewrite_empty_subscripts(text: str) -> str:
    """`i32[]` is not Python: rewrite it to the equally long call `i32()`, so that
    every column still points where the user typed it. Tokens, not a regex, so
    that `'a[]'` inside a string literal stays as it is."""
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(text).readline))
    except (tokenize.TokenError, SyntaxError):
        return text  # unbalanced: ast.parse reports it with a column
    starts = [0]
    for line in text.splitlines(keepends=True):
        starts.append(starts[-1] + len(line))
    chars = list(text)
    for name, opening, closing in zip(tokens, tokens[1:], tokens[2:], strict=False):
        if (name.type == tokenize.NAME and opening.string == "[" and closing.string == "]"
                and opening.start == name.end):
            for tok, ch in ((opening, "("), (closing, ")")):
                chars[starts[tok.start[0] - 1] + tok.start[1]] = ch
    return "".join(chars)


#: The most values (arrays, scalars, literals) one spec may name. Each one is varied on
#: each axis, and each variation calls a function of all of them: the run grows with
#: the square of this number (50 values take about half a minute, 10,000 would take
#: days and gigabytes), so a longer spec is a usage error at once, not a silent hour.
MAX_VALUES = 256


def _count(spec: Spec) -> int:
    if isinstance(spec, ContainerSpec):
        return sum(_count(item[1] if spec.kind == "dict" else item) for item in spec.items)
    return 1


def _missing_comma(source: str, error: SyntaxError) -> tuple[int, str] | None:
    """Where "Perhaps you forgot a comma?" means: the 1-based column of the first token
    that follows a complete argument at the top level, and the token, within the range
    Python's error spans."""
    if error.offset is None or error.lineno != 1:
        return None
    start = error.offset - 1 - len(_PREFIX)
    end = (error.end_offset or len(source) + len(_PREFIX) + 1) - 1 - len(_PREFIX)
    part = source[max(start, 0):end]
    try:
        tokens = [t for t in tokenize.generate_tokens(io.StringIO(part).readline)
                  if t.type not in (tokenize.NEWLINE, tokenize.NL, tokenize.ENDMARKER)]
    except (tokenize.TokenError, SyntaxError):
        return None
    depth, ends = 0, (tokenize.NAME, tokenize.NUMBER, tokenize.STRING)
    for a, b in zip(tokens, tokens[1:], strict=False):
        depth += a.string in "([{" if a.type == tokenize.OP else 0
        depth -= a.string in ")]}" if a.type == tokenize.OP else 0
        # a bracket after an argument is a call or subscript: only a word starts another
        if depth == 0 and (a.type in ends or a.string in (")", "]")) and b.type in ends:
            return max(start, 0) + b.start[1] + 1, b.string
    return None


def parse(text: str) -> CallSpec:
    """Parse a spec; raises :class:`SpecError` pointing at the offending column."""
    try:
        call = _parse(text)
        values = sum(_count(s) for s in [*call.args, *(v for _, v in call.kwargs)])
    except (RecursionError, MemoryError):
        # Python's parser and ast helpers recurse per operator: `-` x 100000 exhausts
        # them (MemoryError is how the parser reports its own stack running out)
        raise SpecError("the spec is nested too deeply") from None
    if values > MAX_VALUES:
        raise SpecError(f"the spec names {values:,} values; jaxcheck varies each one and "
                        f"takes at most {MAX_VALUES}: call the function from a workload "
                        "target (a function of no arguments that makes its own) instead")
    return call


def _first_unmatched_close(text: str) -> int | None:
    """The index in ``text`` of the first closing bracket with no opener before it;
    brackets inside string literals do not count. (``tokenize`` cannot tell: an unmatched
    closer makes it read the rest as one unfinished line.)"""
    depth, quote, escaped = 0, None, False
    for i, ch in enumerate(text):
        if quote:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
        elif ch == "#":
            return None  # a comment: nothing after it counts
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            if depth == 0:
                return i
            depth -= 1
    return None


def _parse(text: str) -> CallSpec:
    if not text.strip():
        return CallSpec((), ())
    source = _rewrite_empty_subscripts(text)
    try:
        with warnings.catch_warnings():  # e.g. "invalid decimal literal": the error says it
            warnings.simplefilter("ignore")
            tree = ast.parse(_PREFIX + source + ")", mode="eval")
    except SyntaxError as e:
        col = (e.offset or 1) - len(_PREFIX)
        col = min(max(col, 1), len(text) + 1)
        msg = e.msg
        if "')'" in msg and ")" not in text:  # the `)` is jaxcheck's own wrapper
            msg = "a bracket is not closed"
        missing = _missing_comma(source, e) if "comma" in msg else None
        if missing is not None:  # Python points at the start of the pair: point between
            col, word = missing
            raise SpecError(f"a comma is missing before {word!r}", col) from None
        raise SpecError(f"invalid syntax ({msg})", col) from None
    call = tree.body
    wrapped = (_PREFIX + source + ")").split("\n")
    if not (isinstance(call, ast.Call) and call.end_lineno == len(wrapped)
            and call.end_col_offset == len(wrapped[-1])):
        # a `)` of the spec closed jaxcheck's own wrapper: `f32[3]), x` or `f32[3]) # ...`
        closing = _first_unmatched_close(text)
        raise SpecError("a ')' closes a bracket that was never opened",
                        closing + 1 if closing is not None else len(text)) from None
    args = []
    for node in call.args:
        if isinstance(node, ast.Starred):
            raise SpecError("*args is not supported", _col(node))
        args.append(_node(node))
    kwargs = []
    for kw in call.keywords:
        if kw.arg is None:
            raise SpecError("**kwargs is not supported", _col(kw.value) - 2)
        if any(name == kw.arg for name, _ in kwargs):
            raise SpecError(f"keyword argument {kw.arg!r} repeated", _col(kw))
        kwargs.append((kw.arg, _node(kw.value)))
    return CallSpec(tuple(args), tuple(kwargs))


def _col(node: ast.AST) -> int:
    return getattr(node, "col_offset", 0) - len(_PREFIX) + 1


def _literal(node: ast.AST) -> Any:
    try:
        return ast.literal_eval(node)  # constants only; never evaluates code
    except (ValueError, SyntaxError, TypeError):
        raise SpecError(f"unsupported expression {ast.unparse(node)!r}", _col(node)) from None


def _dims(node: ast.AST) -> tuple[int | str, ...]:
    elts = node.elts if isinstance(node, ast.Tuple) else [node]
    dims: list[int | str] = []
    for elt in elts:
        if isinstance(elt, ast.Name):
            dims.append(elt.id)
        elif isinstance(elt, ast.Constant) and type(elt.value) is int and elt.value >= 0:
            dims.append(elt.value)
        else:
            raise SpecError(
                f"dimension must be a non-negative integer or a name, got {ast.unparse(elt)!r}",
                _col(elt),
            )
    return tuple(dims)


def _dtype(name: str, node: ast.AST) -> str:
    if name not in DTYPES:
        raise SpecError(f"unknown dtype {name!r} (expected one of {', '.join(DTYPES)})",
                        _col(node))
    return name


def _node(node: ast.AST) -> Spec:
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
        return ArraySpec(_dtype(node.value.id, node.value), _dims(node.slice))
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        if node.args or node.keywords:  # only the rewritten `dtype[]` is a call
            raise SpecError(f"calls are not allowed: {ast.unparse(node)!r}", _col(node))
        return ArraySpec(_dtype(node.func.id, node.func), ())
    if isinstance(node, ast.Name):
        if node.id in SCALARS:
            return ScalarSpec(node.id)
        if node.id in DTYPES:
            raise SpecError(f"{node.id!r} needs dimensions, e.g. {node.id}[3] or {node.id}[]",
                            _col(node))
        raise SpecError(
            f"unknown name {node.id!r} (expected an array like f32[3], one of "
            f"{', '.join(SCALARS)}, or a literal)",
            _col(node),
        )
    if isinstance(node, ast.Tuple):
        return ContainerSpec("tuple", tuple(_node(e) for e in node.elts))
    if isinstance(node, ast.List):
        return ContainerSpec("list", tuple(_node(e) for e in node.elts))
    if isinstance(node, ast.Dict):
        items = []
        for key, value in zip(node.keys, node.values, strict=True):
            if key is None:
                raise SpecError("** in a dict is not supported", _col(value) - 2)
            items.append((_literal(key), _node(value)))
        return ContainerSpec("dict", tuple(items))
    return LiteralSpec(_literal(node))


# --- size ----------------------------------------------------------------------

#: The most array data one call may need. A typo such as f32[100000000000] must be a
#: usage error, not an out-of-memory crash (of the machine, on a CI runner).
MAX_BYTES = 1 << 30
_ITEMSIZE = {"bool": 1, "i8": 1, "u8": 1, "i16": 2, "u16": 2, "f16": 2, "bf16": 2,
             "i32": 4, "u32": 4, "f32": 4, "i64": 8, "u64": 8, "f64": 8, "c64": 8, "c128": 16}


def _arrays(spec: Spec):
    if isinstance(spec, ArraySpec):
        yield spec
    elif isinstance(spec, ContainerSpec):
        for item in spec.items:
            yield from _arrays(item[1] if spec.kind == "dict" else item)


def _gib(n: int) -> str:
    return f"{n / 2**30 if n < 2**1000 else float('inf'):.3g} GiB"


def check_size(spec: CallSpec, dims: dict[str, Any]) -> None:
    """Raise :class:`SpecError` when one call's arrays would exceed :data:`MAX_BYTES`.

    ``dims`` maps names to their sizes; the largest of each is what a call can need.
    """
    largest = {name: max(sizes, default=0) if isinstance(sizes, list | tuple) else sizes
               for name, sizes in dims.items()}
    total, biggest = 0, None
    for array in (a for s in [*spec.args, *(v for _, v in spec.kwargs)] for a in _arrays(s)):
        size = _ITEMSIZE[array.dtype]
        for d in array.dims:
            size *= largest.get(d, 0) if isinstance(d, str) else d
        total += size
        if biggest is None or size > biggest[1]:
            biggest = (array, size)
    if total > MAX_BYTES:
        assert biggest is not None
        array, size = biggest
        shape = ",".join(str(largest.get(d, d)) for d in array.dims)
        raise SpecError(f"one call needs {_gib(total)} of array data "
                        f"({array.dtype}[{shape}] alone is {_gib(size)}); jaxcheck makes at "
                        f"most {_gib(MAX_BYTES)} per call: use smaller sizes")


# --- values --------------------------------------------------------------------


def numpy_dtype(name: str):
    import numpy as np

    if name == "bf16":
        import ml_dtypes

        return np.dtype(ml_dtypes.bfloat16)
    return np.dtype(_NUMPY_NAMES[name])


class Materializer:
    """Turns specs into values: seeded random arrays and scalars, literals as is."""

    def __init__(self, seed: int = 0, dims: dict[str, int] | None = None,
                 host: bool = False) -> None:
        import numpy as np

        self.rng = np.random.default_rng(seed)
        self.dims = dict(dims or {})
        #: NumPy arrays instead of jax.Arrays (trace mode: nothing goes to a device)
        self.host = host

    def shape(self, spec: ArraySpec) -> tuple[int, ...]:
        shape = []
        for d in spec.dims:
            if isinstance(d, str):
                if d not in self.dims:
                    raise SpecError(f"dimension {d!r} has no value: pass --dim {d}=N")
                shape.append(self.dims[d])
            else:
                shape.append(d)
        return tuple(shape)

    def host_array(self, spec: ArraySpec):
        import numpy as np

        shape = self.shape(spec)
        dtype = numpy_dtype(spec.dtype)
        kind = np.dtype(dtype).kind
        if kind == "b":
            data = self.rng.random(shape) < 0.5
        elif kind in "iu":
            data = self.rng.integers(0, 10, size=shape)
        elif kind == "c":
            data = self.rng.standard_normal(shape) + 1j * self.rng.standard_normal(shape)
        else:
            data = self.rng.standard_normal(shape)
        return np.asarray(data).astype(dtype)

    def scalar(self, type_name: str) -> Any:
        if type_name == "float":
            return float(round(self.rng.uniform(0.5, 2.0), 4))
        if type_name == "int":
            return int(self.rng.integers(1, 10))
        if type_name == "bool":
            return bool(self.rng.random() < 0.5)
        return complex(round(self.rng.uniform(0.5, 2.0), 4), round(self.rng.uniform(0.5, 2.0), 4))

    def value(self, spec: Spec) -> Any:
        if isinstance(spec, ArraySpec):
            if self.host:
                return self.host_array(spec)
            import jax.numpy as jnp

            return jnp.asarray(self.host_array(spec))
        if isinstance(spec, ScalarSpec):
            return self.scalar(spec.type)
        if isinstance(spec, LiteralSpec):
            return spec.value
        if spec.kind == "dict":
            return {k: self.value(v) for k, v in spec.items}
        values = [self.value(v) for v in spec.items]
        return tuple(values) if spec.kind == "tuple" else values

    def call(self, spec: CallSpec) -> tuple[tuple, dict]:
        args = tuple(self.value(a) for a in spec.args)
        kwargs = {k: self.value(v) for k, v in spec.kwargs}
        return args, kwargs
