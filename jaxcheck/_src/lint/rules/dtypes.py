"""The dtypes an array can have when traced: the lattice rule JC107 judges.

JAX compiles a jitted function once per dtype of each argument, so one argument that is an
``int32`` array on some calls and a ``bool`` (or ``float32``, ``bfloat16``) one on others
compiles once per dtype. :func:`dtypes` reads which dtypes an expression can have, as far
as the source shows, following its values the way the scalar lattice does
(:mod:`.scalars`): every binding of a name, the items of an unpacking, what a function of
the project returns on each of its paths (read with the dtypes a call passes), and what a
jitted function returns (its inputs promoted as JAX promotes them: ``int32 + float32`` is
``float32``).

Dtypes are named as JAX sees them with 64-bit types off (its default): NumPy's ``float64``
is traced as ``float32`` and ``int64`` as ``int32``, so ``np.zeros(n)`` and
``jnp.zeros(n)`` are one dtype. A Python number is weakly typed (:data:`WEAK_INT`,
:data:`WEAK_FLOAT`): it takes the array's dtype in arithmetic, and is rule JC104's to judge,
never a dtype of its own here. Unknown values make no claim.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass

from ..flow import attribute_bindings, function_bindings, kept, returns_kept, shadowed, unpacking
from ..scope import FunctionNode, statements
from .checker import Callee, Checker, Scope
from .dtype_tables import (
    BOOLS,
    DTYPE_AT,
    FLOAT_DRAWS,
    FLOAT_MAKERS,
    FLOATING,
    INDEXES,
    INT_DRAWS,
    KEEP_METHODS,
    SAME,
)
from .instances import dispatched, resolve_callee
from .literal import listed_dtype, listed_items
from .nodes import class_def, model_init, self_attr

#: a Python int and a Python float: weakly typed, they take the other operand's dtype
WEAK_INT, WEAK_FLOAT = "weak int", "weak float"
WEAK = frozenset({WEAK_INT, WEAK_FLOAT})

#: dtype names, ordered within each category by width (promotion takes the wider)
_ORDER = ["bool", "uint8", "int8", "uint16", "int16", "uint32", "int32", "uint64", "int64",
          "bfloat16", "float16", "float32", "float64", "complex64", "complex128"]
_NAMES = {n: n for n in _ORDER} | {
    "bool_": "bool", "int_": "int64", "float_": "float64", "double": "float64",
    "single": "float32", "half": "float16", "intp": "int64", "cfloat": "complex128"}
#: with 64-bit types off, JAX traces these as the 32-bit ones
_X32 = {"float64": "float32", "int64": "int32", "uint64": "uint32", "complex128": "complex64"}
#: the builtins a dtype may be written as: ``astype(bool)``, ``dtype=float``
_BUILTINS = {"bool": "bool", "int": "int64", "float": "float64", "complex": "complex128"}

@dataclass(frozen=True)
class DType:
    """The stand-in value of an array of a known dtype, bound to a parameter to read what
    a function returns."""

    name: str


def dtypes(checker: Checker, node: ast.expr, scope: Scope) -> set[str]:
    """The dtypes ``node`` can have when traced, as far as the source shows (with
    :data:`WEAK_INT` / :data:`WEAK_FLOAT` for Python numbers); empty when unknown."""
    return _dt(checker, node, scope, {}, 0)


def strong(found: set[str]) -> set[str]:
    """The dtypes of ``found`` that are not a Python number's."""
    return found - WEAK


def dtype_named(checker: Checker, node: ast.expr, scope: Scope | None = None,
                depth: int = 0) -> str | None:
    """The dtype an expression names (``jnp.bfloat16``, ``np.float32``, ``"int32"``,
    ``bool``, ``x.dtype`` of an array of one known dtype), as JAX traces it."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return _canon(checker, _NAMES.get(node.value))
    if isinstance(node, ast.Name) and node.id in _BUILTINS and \
            node.id not in checker.module.imports:
        return _canon(checker, _BUILTINS[node.id])
    if isinstance(node, ast.Attribute) and node.attr == "dtype" and scope is not None:
        found = strong(_dt(checker, node.value, scope, {}, depth + 1))
        return found.pop() if len(found) == 1 else None
    name = checker.module.qualify(node)
    if name is None:
        return None
    head, _, last = name.rpartition(".")
    if head in ("numpy", "jax.numpy", "ml_dtypes"):
        return _canon(checker, _NAMES.get(last))
    return None


def _canon(checker: Checker, name: str | None) -> str | None:
    if name is None:
        return None
    return name if _x64(checker) else _X32.get(name, name)


def _x64(checker: Checker) -> bool:
    """Whether the module turns on 64-bit types (then ``float64`` is its own dtype)."""
    key = id(checker.module)
    if key not in _X64_SEEN:
        if len(_X64_SEEN) > 256:
            _X64_SEEN.clear()
        _X64_SEEN[key] = (checker.module, any(
            "enable_x64" in line or "ENABLE_X64" in line for line in checker.module.lines))
    return _X64_SEEN[key][1]


#: per module (kept alive beside its answer, so its id is not reused): 64-bit types on
_X64_SEEN: dict[int, tuple[object, bool]] = kept({})


def promote(checker: Checker, a: set[str], b: set[str]) -> set[str]:
    """What arithmetic of a value of dtypes ``a`` with one of ``b`` gives, as JAX promotes
    (empty when either is unknown)."""
    if not a or not b:
        return set()
    return {_join(checker, x, y) for x in a for y in b}


def _join(checker: Checker, x: str, y: str) -> str:
    if x in WEAK and y in WEAK:
        return WEAK_FLOAT if WEAK_FLOAT in (x, y) else WEAK_INT
    if x in WEAK:
        x, y = y, x
    if y == WEAK_INT:  # a Python int takes the array's dtype (a bool array's: int32)
        return _canon(checker, "int64") if x == "bool" else x
    if y == WEAK_FLOAT:  # a Python float: an int or bool array becomes the default float
        return x if _category(x) >= 2 else _canon(checker, "float64")
    if x == y:
        return x
    cx, cy = _category(x), _category(y)
    if cx != cy:
        return x if cx > cy else y
    if {x, y} == {"bfloat16", "float16"}:
        return "float32"
    if cx == 1 and x.startswith("u") != y.startswith("u"):
        return _canon(checker, "int64") if max(_width(x), _width(y)) >= 32 else "int32"
    return max(x, y, key=_ORDER.index)


def _category(name: str) -> int:
    return 0 if name == "bool" else 1 if "int" in name else 3 if "complex" in name else 2


def _width(name: str) -> int:
    digits = "".join(c for c in name if c.isdigit())
    return int(digits) if digits else 8


def _dt(checker: Checker, node: ast.expr, scope: Scope, env: dict[str, set[str]],
        depth: int) -> set[str]:
    if depth > 12:
        return set()
    if isinstance(node, ast.Constant):
        v = node.value
        if isinstance(v, DType):
            return {v.name}
        if type(v) is int:
            return {WEAK_INT}
        if type(v) is float:
            return {WEAK_FLOAT}
        return set()
    if isinstance(node, ast.UnaryOp):
        inner = _dt(checker, node.operand, scope, env, depth + 1)
        if isinstance(node.op, ast.Not):
            return set()
        return inner
    if isinstance(node, ast.BinOp):
        left = _dt(checker, node.left, scope, env, depth + 1)
        right = _dt(checker, node.right, scope, env, depth + 1)
        if left and not right or right and not left:
            # an operand of unknown dtype: a Python number makes no dtype of its own
            weak = _weak(checker, node.right if left else node.left, scope, 0)
            if weak:
                return promote(checker, left or right, {weak})
            # (the default float with any real array stays the default float: pos + noise)
            top = _canon(checker, "float64")
            return {top} if (left or right) == {top} else set()
        found = promote(checker, left, right)
        if isinstance(node.op, ast.Div):  # true division of ints is floating
            found = {d if d in WEAK or _category(d) >= 2 else _canon(checker, "float64")
                     for d in found}
        return found
    if isinstance(node, ast.Compare):
        operands = [node.left, *node.comparators]
        if any(isinstance(o, ast.Constant) and o.value is None for o in operands) or \
                any(isinstance(op, ast.In | ast.NotIn | ast.Is | ast.IsNot) for op in node.ops):
            return set()
        return {"bool"}  # an array's comparison, and a Python bool passed, are bool
    if isinstance(node, ast.IfExp):
        return _dt(checker, node.body, scope, env, depth + 1) | \
            _dt(checker, node.orelse, scope, env, depth + 1)
    if isinstance(node, ast.Call):
        return _call(checker, node, scope, env, depth)
    if unpacking(node) is not None:  # ids, mask = tok.encode_batch(texts)
        value, index = unpacking(node)
        if isinstance(value, ast.Call):
            return _returned(checker, value, scope, env, depth, index)
        return set()
    if isinstance(node, ast.Subscript):
        if self_attr(node.value) and scope.cls is not None:
            stored = _stored_items(checker, node.value.attr, scope, env, depth)
            if stored:  # self.store[batch_id]: what the class's methods store there
                return stored
        if isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str):
            # batch["mask"]: an item of a dict (no claim); model.init(k, x)["params"]: the
            # subtree of a tree whose every leaf has one dtype
            return {"float32"} if model_init(node.value, checker.module.qualify) else set()
        return strong(_dt(checker, node.value, scope, env, depth + 1))  # x[i], x[:, 1:]
    if isinstance(node, ast.Attribute) and node.attr in ("T", "mT", "real"):
        return _dt(checker, node.value, scope, env, depth + 1)
    if self_attr(node) and scope.cls is not None:
        return _attribute(checker, node.attr, scope, env, depth)
    if isinstance(node, ast.Name):
        return _name(checker, node.id, scope, env, depth)
    return set()


def at(checker: Checker, name: str, values: list[ast.expr], scope: Scope) -> set[str]:
    """The dtypes of ``values``, the values of ``name`` that reach a call."""
    return _name(checker, name, scope, {}, 0, values)


def _name(checker: Checker, name: str, scope: Scope, env: dict[str, set[str]],
          depth: int, values: list[ast.expr] | None = None) -> set[str]:
    """Every dtype a name's values have: first those that do not read the name, then those
    that do (``pos = drift(pos, ...)``), with the name read as the first ones."""
    if name in env:
        return env[name]
    if values is None:
        values = scope.assigns.get(name, [])
        if not values and name in scope.items:  # for masses in TABLE.values(): each item
            values = listed_items(checker, scope.items[name], scope)
        if not values and scope.func is not None and name not in _parameters(scope.func):
            values = checker.module.assigns.get(name, [])
    again = [v for v in values if any(isinstance(n, ast.Name) and n.id == name
                                      for n in ast.walk(v))]
    hidden = shadowed(scope.func.body if scope.func is not None else checker.tree.body) \
        if len(values) > 1 else set()
    found: set[str] = set()
    base: set[str] = set()
    inner = {**env, name: set()}
    for value in values:
        if value not in again:
            one = _dt(checker, value, scope, inner, depth + 1)
            base |= one
            if id(value) not in hidden:
                found |= one
    if again:
        inner = {**env, name: base}  # (none known: read with the name unknown)
        for value in again:
            if id(value) not in hidden:
                found |= _dt(checker, value, scope, inner, depth + 1)
    return found


def _weak(checker: Checker, node: ast.expr, scope: Scope, depth: int) -> str | None:
    """:data:`WEAK_INT` or :data:`WEAK_FLOAT` when ``node`` is a Python number the scope
    shows (a literal, a loop's counter, ``len(...)``, ``float(...)``, a name given only
    such numbers, arithmetic of them); asks no caller, so it costs no question of the
    project's call graph."""
    if depth > 4:
        return None
    if isinstance(node, ast.Constant) and type(node.value) in (int, float):
        return WEAK_INT if type(node.value) is int else WEAK_FLOAT
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
        return _weak(checker, node.operand, scope, depth + 1)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
            node.func.id in ("len", "int", "float", "round") and \
            node.func.id not in checker.module.imports:
        return WEAK_FLOAT if node.func.id == "float" else WEAK_INT
    if isinstance(node, ast.BinOp):
        left = _weak(checker, node.left, scope, depth + 1)
        right = _weak(checker, node.right, scope, depth + 1)
        if left is None or right is None:
            return None
        return WEAK_FLOAT if WEAK_FLOAT in (left, right) or isinstance(node.op, ast.Div) \
            else WEAK_INT
    if isinstance(node, ast.Name):
        if node.id in scope.counters:
            return WEAK_INT
        values = scope.assigns.get(node.id, []) or (  # SEQ = 12 at module level
            checker.module.assigns.get(node.id, []) if scope.func is not None and
            node.id not in _parameters(scope.func) else [])
        found = {_weak(checker, v, scope, depth + 1) for v in values}
        return found.pop() if len(found) == 1 and None not in found else None
    return None


def _attribute(checker: Checker, attr: str, scope: Scope, env: dict[str, set[str]],
               depth: int) -> set[str]:
    """Every dtype the methods of the scope's class give ``self.<attr>``, each value read in
    its own method: ``self.pos = jnp.zeros((n, 2), jnp.int32)`` in ``__init__``, then
    ``self.pos = drift(self.pos, key)`` in ``step`` (read with ``self.pos`` as the first)."""
    key = f"self.{attr}"
    if key in env:
        return env[key]
    cls = class_def(checker.tree, scope.cls.name)
    if cls is None:
        return set()
    read: list[tuple[ast.expr, Scope]] = []
    for method in cls.body:
        if isinstance(method, FunctionNode):
            inner = Scope(method, scope.cls, {}, function_bindings(method), set())
            read.extend((v, inner) for v in attribute_bindings(
                statements(method.body)).get(attr, []))
    again = {id(v) for v, _ in read if any(self_attr(n) and n.attr == attr
                                           for n in ast.walk(v))}
    base: set[str] = set()
    for value, inner in read:
        if id(value) not in again:
            base |= _dt(checker, value, inner, {**env, key: set()}, depth + 1)
    found = set(base)
    for value, inner in read:
        if id(value) in again:
            found |= _dt(checker, value, inner, {**env, key: base}, depth + 1)
    return found


def _parameters(func: FunctionNode) -> set[str]:
    args = func.args
    return {a.arg for a in args.posonlyargs + args.args + args.kwonlyargs}


def _call(checker: Checker, node: ast.Call, scope: Scope, env: dict[str, set[str]],
          depth: int) -> set[str]:
    name = checker.module.qualify(node.func) or ""
    head, _, last = name.rpartition(".")
    if not name and isinstance(node.func, ast.Attribute):
        last = node.func.attr  # rng.normal(...): a method, named by its attribute
    given = next((k.value for k in node.keywords if k.arg == "dtype"), None)
    at_position = DTYPE_AT.get(last) if head in ("numpy", "jax.numpy") else None
    if given is None and at_position is not None and len(node.args) > at_position:
        given = node.args[at_position]  # np.ones(shape, bool), np.full(shape, v, np.int8)
    if head in ("numpy", "jax.numpy", "ml_dtypes") and last in _NAMES:
        return {_canon(checker, _NAMES[last])}  # jnp.float32(x), np.int32(3)
    if isinstance(node.func, ast.Attribute) and node.func.attr == "astype" and node.args:
        named = dtype_named(checker, node.args[0], scope, depth)
        return {named} if named else set()
    library = head.split(".")[0] in ("numpy", "jax") and head not in ("jax.tree_util",) or \
        _generator(checker, node.func, scope) or given is not None and isinstance(
            node.func, ast.Attribute) and node.func.attr in INT_DRAWS | FLOAT_DRAWS
    # (rng.integers(0, 256, size, dtype=np.uint8) of a generator handed in: its dtype)
    if library and given is not None:
        named = dtype_named(checker, given, scope, depth)
        return {named} if named else set()
    if library:
        return _library(checker, node, name, last, scope, env, depth)
    if isinstance(node.func, ast.Attribute) and node.func.attr in KEEP_METHODS | {
            "sum", "mean", "argmax", "argmin", "any", "all", "cumsum", "std", "var"}:
        owner = strong(_dt(checker, node.func.value, scope, env, depth + 1))
        if not owner:
            return set()
        method = node.func.attr
        if method in ("argmax", "argmin"):
            return {"int32"}
        if method in ("any", "all"):
            return {"bool"}
        if method in ("mean", "std", "var"):
            return {d if _category(d) >= 2 else _canon(checker, "float64") for d in owner}
        if method in ("sum", "cumsum"):
            return {_canon(checker, "int64") if _category(d) < 2 else d for d in owner}
        return owner
    if model_init(node, checker.module.qualify):
        return {"float32"}  # model.init(key, x): flax's and haiku's float32 parameters
    return _returned(checker, node, scope, env, depth)


def _library(checker: Checker, node: ast.Call, name: str, last: str, scope: Scope,
             env: dict[str, set[str]], depth: int) -> set[str]:
    """A NumPy or JAX function (or a NumPy Generator's draw) without ``dtype=``."""
    args = [a for a in node.args if not isinstance(a, ast.Starred)]
    if name in ("jax.tree.map", "jax.tree_util.tree_map") and len(args) >= 2 and \
            isinstance(args[0], ast.Lambda):  # tree.map(lambda p: p.astype(bf16), params)
        return strong(_dt(checker, args[0].body, scope, env, depth + 1))
    random = ".random" in name or _generator(checker, node.func, scope)
    if random and last in FLOAT_DRAWS:
        return {_canon(checker, "float64")}
    if random and last in INT_DRAWS:
        return {_canon(checker, "int64")}
    if random and last in ("permutation", "choice") and args:
        # permutation(key, n) of a count is an index; of an array, that array's dtype
        pool = args[-1] if name.startswith("jax.") else args[0]
        if _weak(checker, pool, scope, 0) == WEAK_INT:
            return {_canon(checker, "int64")}
        return strong(_dt(checker, pool, scope, env, depth + 1))
    if last in BOOLS:
        return {"bool"}
    if last in INDEXES:
        return {_canon(checker, "int64")}
    if last in FLOAT_MAKERS and not random:
        return {_canon(checker, "float64")}
    if last == "arange" and args:
        found = [_weak(checker, a, scope, 0) for a in args]
        if all(f == WEAK_INT for f in found):
            return {_canon(checker, "int64")}
        return {_canon(checker, "float64")} if WEAK_FLOAT in found else set()
    if last in ("full", "full_like") and len(args) >= 2:
        fill = _dt(checker, args[1], scope, env, depth + 1)
        if last == "full_like" and not fill - WEAK:
            return strong(_dt(checker, args[0], scope, env, depth + 1))
        return {_canon(checker, "int64") if d == WEAK_INT else _canon(checker, "float64")
                if d == WEAK_FLOAT else d for d in fill}
    if last in ("ones_like", "zeros_like", "empty_like") and args:
        return strong(_dt(checker, args[0], scope, env, depth + 1))
    if not args:
        return set()
    if last in ("array", "asarray") and len(args) >= 2:
        named = dtype_named(checker, args[1], scope, depth)
        return {named} if named else set()
    if last in ("array", "asarray"):
        # np.array([1, 2]): int32 as traced; [0.5, 1]: float32; [True]: bool; a name over
        # such lists (for masses in TABLE.values()): each list's
        lists = [args[0]] if isinstance(args[0], ast.List | ast.Tuple) else \
            scope.assigns.get(args[0].id) or listed_items(
                checker, scope.items.get(args[0].id), scope) if isinstance(
                args[0], ast.Name) else []
        found = {listed_dtype(lst) for lst in lists or [None]}
        if None not in found:
            return {_canon(checker, d) for d in found}
    first = args[0]
    if last in ("concatenate", "stack", "hstack", "vstack") and \
            isinstance(first, ast.List | ast.Tuple) and first.elts:
        found = [_dt(checker, e, scope, env, depth + 1) for e in first.elts]
        out = found[0]
        for more in found[1:]:
            out = promote(checker, out, more)
        return strong(out)
    if last in FLOATING:
        found = strong(_dt(checker, first, scope, env, depth + 1))
        return {d if _category(d) >= 2 else _canon(checker, "float64") for d in found}
    if last in ("sum", "cumsum", "prod", "nansum"):
        found = strong(_dt(checker, first, scope, env, depth + 1))
        return {_canon(checker, "int64") if _category(d) < 2 else d for d in found}
    if last in SAME:
        arrays = args[1:] if last == "where" and len(args) == 3 else args
        arrays = arrays[:2] if last not in (  # (roll(x, -1): a shift, not data)
            "reshape", "pad", "take", "tile", "repeat", "broadcast_to", "roll", "transpose",
            "squeeze", "expand_dims", "flip", "moveaxis", "swapaxes") else arrays[:1]
        found = [_dt(checker, a, scope, env, depth + 1) for a in arrays]
        out = found[0]
        for more in found[1:]:
            out = promote(checker, out, more) if out and more else set()
        return strong(out)
    return set()


def _generator(checker: Checker, func: ast.expr, scope: Scope) -> bool:
    """Whether ``func`` is a method of a NumPy random Generator (``rng.normal``), the
    generator made by ``np.random.default_rng`` or ``RandomState`` in this scope or module."""
    if not isinstance(func, ast.Attribute) or not isinstance(func.value, ast.Name):
        return False
    values = scope.assigns.get(func.value.id) or checker.module.assigns.get(func.value.id, [])
    return any(isinstance(v, ast.Call) and (checker.module.qualify(v.func) or "") in (
        "numpy.random.default_rng", "numpy.random.RandomState", "numpy.random.Generator")
        for v in values)


def _read_returned(checker: Checker, call: ast.Call, scope: Scope, env: dict[str, set[str]],
                   depth: int, index: int | None = None) -> set[str]:
    """The dtypes a call of a function of the project returns, on each of its paths (or the
    ``index``-th item of the tuple it returns), its parameters bound to what the call
    passes: ``read_window(i)`` returns ``np.arange(8, dtype=np.int32) + i`` on one path
    and ``np.linspace(0, 1, 8).astype(np.float32) * i`` on another."""
    project, view = checker.project, checker.view
    if project is None or view is None or depth > 8:
        return set()
    target = resolve_callee(checker, call, scope)
    found: set[str] = set()
    for one in [target] if target is not None else dispatched(checker, call, scope):
        found |= _read_target(checker, call, scope, env, depth, index, one)
    return found


def _read_target(checker: Checker, call: ast.Call, scope: Scope, env: dict[str, set[str]],
                 depth: int, index: int | None, target) -> set[str]:
    """:func:`_read_returned` of the one function ``target`` (:func:`.resolve_callee`)."""
    project = checker.project
    ref, func, jitted, _, cls = target
    owner = project.views[ref.module]
    module = owner.scope() or checker.module
    params = [a.arg for a in func.args.posonlyargs + func.args.args]
    if cls is not None or "." in ref.name:
        params = params[1:]  # self
    if any(isinstance(a, ast.Starred) for a in call.args):
        return set()
    assigns = bound(checker, call, params, scope, env, depth)
    for name, values in function_bindings(func).items():
        assigns.setdefault(name, []).extend(values)
    owner_class = cls.name if cls is not None else \
        ref.name.partition(".")[0] if "." in ref.name else None
    inner = Scope(func, module.classes.get(owner_class) if owner_class else None, {},
                  assigns, set())  # (its class: self.store[k] is read over what it keeps)
    reader = Callee(module, project, owner, cls.name if cls is not None else None)
    found: set[str] = set()
    cast = _cast_and_kept(reader, func, inner)
    for n in statements(func.body):
        if not isinstance(n, ast.Return) or n.value is None:
            continue
        value = n.value
        if index is not None and isinstance(value, ast.Call):
            found |= _returned(reader, value, inner, {}, depth + 1, index)
            continue
        if index is not None:
            if not isinstance(value, ast.Tuple | ast.List) or index >= len(value.elts):
                continue
            value = value.elts[index]
        one = _dt(reader, value, inner, {}, depth + 1)
        if not strong(one) and isinstance(value, ast.Name) and value.id in cast:
            # a cache: the value returned as it came on a miss, its cast copy kept and
            # returned on a hit (self.store[k] = np.asarray(logits, np.float16))
            one = {UNCAST}
        found |= one
    if UNCAST in found and not strong(found) - {UNCAST}:
        found.discard(UNCAST)  # (no cast copy reaches the caller: no claim)
    return strong(found) if jitted else found


#: a value returned as it came, whose cast copy another path of the function returns
UNCAST = "its own dtype"


def _cast_and_kept(checker: Checker, func: FunctionNode, scope: Scope) -> set[str]:
    """The names whose cast copy ``func`` keeps on its object (``self.store[k] =
    logits.astype(jnp.bfloat16)``, ``np.asarray(logits, dtype=np.float16)``)."""
    found: set[str] = set()
    for st in statements(func.body):
        if isinstance(st, ast.Assign) and len(st.targets) == 1 and isinstance(
                st.targets[0], ast.Subscript) and self_attr(st.targets[0].value):
            cast = cast_of(checker, st.value, scope)
            if cast is not None:
                found.add(cast[0])
    return found


def cast_of(checker: Checker, value: ast.expr, scope: Scope) -> tuple[str, str] | None:
    """``(name, dtype)`` when ``value`` casts a name to one known dtype: ``x.astype(D)``,
    ``np.asarray(x, dtype=D)``, ``jnp.float32(x)`` (the dtype as JAX traces it)."""
    if not isinstance(value, ast.Call):
        return None
    source = value.func.value if isinstance(value.func, ast.Attribute) and \
        value.func.attr == "astype" else value.args[0] if value.args else None
    if not isinstance(source, ast.Name):
        return None
    found = strong(_dt(checker, value, scope, {}, 1))
    return (source.id, found.pop()) if len(found) == 1 else None


def _stored_items(checker: Checker, attr: str, scope: Scope, env: dict[str, set[str]],
                  depth: int) -> set[str]:
    """The dtypes of what the methods of the scope's class store into ``self.<attr>[...]``,
    each read in its own method."""
    cls = class_def(checker.tree, scope.cls.name)
    found: set[str] = set()
    for method in cls.body if cls is not None else []:
        if not isinstance(method, FunctionNode):
            continue
        inner = Scope(method, scope.cls, {}, function_bindings(method), set())
        for st in statements(method.body):
            if isinstance(st, ast.Assign) and len(st.targets) == 1 and isinstance(
                    st.targets[0], ast.Subscript) and self_attr(st.targets[0].value) and \
                    st.targets[0].value.attr == attr:
                found |= strong(_dt(checker, st.value, inner, env, depth + 1))
    return found


def bound(checker: Checker, call: ast.Call, params: list[str], scope: Scope,
           env: dict[str, set[str]], depth: int) -> dict[str, list[ast.expr]]:
    """Each parameter of ``params`` that ``call`` gives an argument of known dtypes, bound
    to stand-ins of those dtypes."""
    assigns: dict[str, list[ast.expr]] = {}
    for param, arg in list(zip(params, call.args, strict=False)) + [
            (k.arg, k.value) for k in call.keywords if k.arg in params]:
        found = _dt(checker, arg, scope, env, depth + 1)
        if not found:
            weak = _weak(checker, arg, scope, 0)
            found = {weak} if weak else set()
        if found:
            assigns[param] = [ast.Constant(DType(d)) if d not in WEAK else
                              ast.Constant(0 if d == WEAK_INT else 0.0) for d in sorted(found)]
    return assigns


#: :func:`_read_returned`, its answers kept per call while a lint runs
_returned = returns_kept(_read_returned)
