"""The pytree structures a value can have: the lattice rule JC108 judges.

JAX compiles a jitted function once per pytree structure of its arguments: a batch dict
with a ``"mask"`` key on some calls and none on others, parameters given a new key between
stages, or ``None`` on the first call and an array after, each compiles again.
:func:`structures` reads which structures an expression can have, as far as the source
shows:

* a dict literal or ``dict(...)`` with its keys (``{**base, "k": v}``, ``dict(p, k=v)``
  add to the base's), ``None``, a tuple literal of its length, an array NumPy or JAX makes
  (a leaf), what a jitted function returns (not ``None``);
* every binding of a name, and the keys a function's body stores into it
  (``batch["mask"] = m``): under an ``if`` whose test changes from call to call (a random
  draw, a loop's value, a parameter a caller passes from a loop) the key is there on some
  calls and not on others; under a test that does not (``if cfg.use_mask``, a constant, a
  parameter every caller passes one setting) it is there on every call or on none, one
  structure per run, by design;
* what a function of the project returns, or a generator of the project yields (``for
  batch in packed_stream(...)``).

A store under a key the source does not show (``d[name] = v``) makes the structure unknown.
Unknown values make no claim.
"""

from __future__ import annotations

import ast

from ..flow import (
    attribute_bindings,
    function_bindings,
    returns_kept,
    shadowed,
    unpacking,
)
from ..scope import FunctionNode, statements
from . import modules
from .arguments import passed
from .callees import at_site
from .checker import Callee, Checker, Scope
from .instances import instance_of, resolve_callee
from .nodes import class_def, model_init
from .percall import changes_per_call
from .records import record
from .yields import generator_yields

NONE, LEAF, SOME = "None", "an array", "a value"
#: a plain dict whose keys the source does not show (what ``model.init(key, x)`` returns)
UNKNOWN_DICT = "a dict"
#: flax's immutable dict: another pytree node type than dict, with the same keys
FROZEN = "a FrozenDict"
FREEZERS = frozenset({"flax.core.freeze", "flax.core.frozen_dict.freeze",
                      "flax.core.FrozenDict", "flax.core.frozen_dict.FrozenDict"})
UNFREEZERS = frozenset({"flax.core.unfreeze", "flax.core.frozen_dict.unfreeze"})
ORDERED = "an OrderedDict"
#: a dict whose keys a comprehension's filter picks by the values: one set per call
DATA_KEYS = "a dict whose keys the data picks"
#: a list the loop appends to: a new length, so a new structure, on every pass
GROWING = "a growing list"


def structures(checker: Checker, node: ast.expr, scope: Scope) -> set[str]:
    """The pytree structures ``node`` can have (``dict(a, b)``, ``None``, ``tuple of 2``,
    ``an array``, or ``a value``: anything but None); empty when unknown."""
    return _tree(checker, node, scope, {}, 0)


def at(checker: Checker, name: str, values: list[ast.expr], scope: Scope) -> set[str]:
    """The structures of ``values``, the values of ``name`` that reach a call."""
    return _name(checker, name, scope, {}, 0, values)


def clash(found: set[str]) -> bool:
    """Structures that compile apart: ``None`` and anything else; two dicts of different
    keys; two tuples of different lengths; a dict, a tuple or an array against another of
    these (``a value`` may be any of them: no claim but against ``None``)."""
    if NONE in found and len(found) > 1 or DATA_KEYS in found:
        return True
    shaped = sorted(found - {NONE, SOME})
    for i, a in enumerate(shaped):
        for b in shaped[i + 1:]:
            (kind_a, known_a), (kind_b, known_b) = kind(a), kind(b)
            if kind_a != kind_b or known_a and known_b:
                return True  # (two shapes of one kind, both known, differ: they are two)
    return False


def kind(shape: str) -> tuple[str, bool]:
    """The container a structure is (dict, list, tuple, a FrozenDict, a named tuple
    class, an array), and whether its keys or length are known."""
    if shape.startswith("dict("):
        return "dict", True
    for kind in ("a tuple", "a list"):
        if shape.startswith(kind + " of "):
            return kind, True
    if shape in (UNKNOWN_DICT, "a tuple", "a list"):
        return ("dict" if shape == UNKNOWN_DICT else shape), False
    return shape, True


def _dict(keys) -> str:
    return "dict(" + ", ".join(sorted(keys)) + ")"


def _keys(shape: str) -> set[str] | None:
    if not shape.startswith("dict("):
        return None
    inner = shape[5:-1]
    return set(inner.split(", ")) if inner else set()


def _add(found: set[str], added: set[str], removed: set[str] = frozenset()) -> set[str]:
    out = set()
    for shape in found:
        keys = _keys(shape)
        if keys is not None:  # (a key given a value is no longer None-valued)
            keys = {k for k in keys if k.removesuffix("=None") not in added | removed}
        out.add(_dict((keys | added) - removed) if keys is not None else shape)
    return out


def _tree(checker: Checker, node: ast.expr, scope: Scope, env: dict[str, set[str]],
          depth: int) -> set[str]:
    if depth > 10:
        return set()
    if isinstance(node, ast.Constant):
        return {NONE} if node.value is None else set()
    if isinstance(node, ast.Dict):
        keys: set[str] = set()
        bases: list[set[str]] = []
        forks: list[str] = []
        for k, v in zip(node.keys, node.values, strict=True):
            if k is None:  # {**base, ...}
                bases.append(_tree(checker, v, scope, env, depth + 1))
            elif isinstance(k, ast.Constant) and isinstance(k.value, str):
                # None is an empty subtree: {"mask": None} is another structure than
                # {"mask": m}; m if step > warmup else None, one then the other
                if isinstance(v, ast.Constant) and v.value is None:
                    keys.add(f"{k.value}=None")
                elif none_or_value(checker, v, scope):
                    forks.append(k.value)
                else:
                    keys.add(k.value)
            else:
                return set()
        found = {_dict(set())}
        for base in bases:
            if not base or any(_keys(b) is None for b in base):
                return set()
            found = {_dict(_keys(a) | _keys(b)) for a in found for b in base}
        found = _add(found, keys)
        for key in forks:
            found = _add(found, {key}) | _add(found, {f"{key}=None"})
        return found
    if isinstance(node, ast.DictComp) and len(node.generators) == 1 and _picked_by_data(
            node.generators[0]):
        return {DATA_KEYS}  # {k: v for k, v in batch.items() if v is not None}
    if isinstance(node, ast.Tuple | ast.List) and not any(
            isinstance(e, ast.Starred) for e in node.elts):
        kind = "a tuple" if isinstance(node, ast.Tuple) else "a list"
        return {f"{kind} of {len(node.elts)}"}
    if isinstance(node, ast.ListComp):
        return {"a list"}
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and \
            isinstance(node.slice.value, str) and unpacking(node) is None:
        # variables["params"]: the same kind of dict as the whole
        whole = _tree(checker, node.value, scope, env, depth + 1)
        return whole if whole in ({UNKNOWN_DICT}, {FROZEN}) else set()
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        return _attribute(checker, node, scope, env, depth)
    if isinstance(node, ast.IfExp):
        found = [_tree(checker, part, scope, env, depth + 1)
                 for part in (node.body, node.orelse)]
        if depth == 0 and (found[0] == {NONE}) != (found[1] == {NONE}) and \
                changes_per_call(checker, node.test, scope):
            # step(x, mask if step > warmup else None), as the call's own argument: None on
            # some calls, a value on others (through a name, a loop may end on the None:
            # next_state = obs if not done else None, then break when done)
            return {NONE} | (found[1] if found[0] == {NONE} else found[0]) | {SOME}
        if NONE in found[0] | found[1] or not all(found):
            return set()  # (rng if training else None: one of them per run, or unknown)
        if found[0] != found[1] and not changes_per_call(checker, node.test, scope):
            return set()  # ((x,) if cfg.single else (x, m): one of them per run)
        return found[0] | found[1]
    if isinstance(node, ast.Call):
        return _call(checker, node, scope, env, depth)
    if unpacking(node) is not None:
        value, index = unpacking(node)
        if isinstance(value, ast.Call):
            return _returned(checker, value, scope, env, depth, index)
        return set()
    if isinstance(node, ast.Name):
        return _name(checker, node.id, scope, env, depth)
    return set()


def _picked_by_data(gen: ast.comprehension) -> bool:
    """A comprehension over a dict's items whose filter reads the value (``for k, v in
    batch.items() if v is not None``): the keys it keeps follow the data."""
    target = gen.target
    if not (isinstance(target, ast.Tuple) and len(target.elts) == 2 and
            isinstance(target.elts[1], ast.Name) and gen.ifs and
            isinstance(gen.iter, ast.Call) and isinstance(gen.iter.func, ast.Attribute) and
            gen.iter.func.attr == "items"):
        return False
    value = target.elts[1].id
    return any(isinstance(n, ast.Name) and n.id == value for t in gen.ifs for n in ast.walk(t))


def none_or_value(checker: Checker, node: ast.expr, scope: Scope) -> bool:
    """``m if step > warmup else None``: None on some calls, a value on others (the test
    changes from call to call)."""
    return isinstance(node, ast.IfExp) and any(
        isinstance(part, ast.Constant) and part.value is None
        for part in (node.body, node.orelse)) and not all(
        isinstance(part, ast.Constant) and part.value is None
        for part in (node.body, node.orelse)) and changes_per_call(checker, node.test, scope)


def _call(checker: Checker, node: ast.Call, scope: Scope, env: dict[str, set[str]],
          depth: int) -> set[str]:
    func = node.func
    if isinstance(func, ast.Name) and func.id == "dict" and "dict" not in \
            checker.module.imports and not any(k.arg is None for k in node.keywords):
        if len(node.args) > 1:
            return set()
        base = _tree(checker, node.args[0], scope, env, depth + 1) if node.args \
            else {_dict(set())}
        if not base or any(_keys(b) is None for b in base):
            return set()
        return _add(base, {k.arg for k in node.keywords})
    if isinstance(func, ast.Name) and func.id in ("list", "tuple") and \
            func.id not in checker.module.imports:
        return {f"a {func.id}"}
    name = checker.module.qualify(func) or ""
    if name.split(".")[0] in ("numpy", "jax") and name.rpartition(".")[0] in (
            "numpy", "jax.numpy", "jax.random", "numpy.random"):
        return {LEAF}
    if name in FREEZERS:
        return {FROZEN}
    if name == "collections.OrderedDict":
        return {ORDERED}  # a pytree node of its own, not a dict
    if name in UNFREEZERS:
        return {UNKNOWN_DICT}
    if model_init(node, checker.module.qualify):
        return {UNKNOWN_DICT}  # model.init(key, x): flax's and haiku's variables, a dict
    made = record(checker, node)  # StepState(t=t, y=y0, dt=dt): a record, its None fields
    if made is not None:
        return {made}
    return _returned(checker, node, scope, env, depth)


def _attribute(checker: Checker, node: ast.Attribute, scope: Scope,
               env: dict[str, set[str]], depth: int) -> set[str]:
    """``obj.attr`` of the one instance of a project class (``ckpt = BestKeeper()``), or
    ``self.attr`` in its methods: every value the class's methods give the attribute, each
    read in its method (a parameter stored as it came is unknown)."""
    key = f"{ast.unparse(node)}"
    if key in env or depth > 6:
        return env.get(key, set())
    if node.value.id == "self":
        if scope.cls is None and checker.current_class is None:
            return set()
        reader, cls = checker, class_def(checker.tree, scope.cls.name if scope.cls
                                         is not None else checker.current_class)
    else:
        given = modules.values(checker, node)
        if given:  # config.BOUNDS
            reader, top = modules.reader(checker, node)
            return set().union(*(_tree(reader, value, top, {**env, key: set()}, depth + 1)
                                 for value in given))
        made = instance_of(checker, node.value, scope) if checker.project else None
        if made is None:
            return set()
        _, info, owner = made
        reader = Callee(owner.scope() or checker.module, checker.project, owner, info.name)
        cls = class_def(owner.tree(), info.name)
    if cls is None:
        return set()
    found: set[str] = set()
    for method in cls.body:
        if isinstance(method, FunctionNode):
            inner = Scope(method, None, {}, function_bindings(method), set())
            for value in attribute_bindings(statements(method.body)).get(node.attr, []):
                if method.name == "__init__" and isinstance(value, ast.Name) and \
                        value.id not in inner.assigns:
                    found |= _constructed(reader, method, cls.name, value.id, depth)
                else:
                    found |= _tree(reader, value, inner, {**env, key: set()}, depth + 1)
    # (an attribute that starts as None is a sentinel the class tests for, like a
    # helper's None: what reaches a jit is what it holds otherwise)
    return found - {NONE}


def _constructed(reader: Checker, init: FunctionNode, cls: str, param: str,
                 depth: int) -> set[str]:
    """What every construction of ``cls`` in the project passes ``__init__``'s
    ``param``, each read where it is made."""
    given = passed(reader, init, cls, param)
    if not given or reader.project is None:
        return set()
    found: set[str] = set()
    for site, arg in given:
        there = at_site(reader, site) if arg is not None else None
        if there is None:
            return set()
        one = _tree(there[0], arg, there[1], {}, depth + 1)
        if not one:
            return set()
        found |= one
    return found


def _name(checker: Checker, name: str, scope: Scope, env: dict[str, set[str]],
          depth: int, values: list[ast.expr] | None = None) -> set[str]:
    """Every structure a name's values have, with the keys its scope stores into it."""
    if name in env:
        return env[name]
    if values is None:
        values = scope.assigns.get(name, [])
        if not values and scope.func is not None:
            args = scope.func.args
            if name in {a.arg for a in args.posonlyargs + args.args + args.kwonlyargs}:
                return set()
            values = checker.module.assigns.get(name, [])
    if not values:
        return set()
    body = scope.func.body if scope.func is not None else checker.tree.body
    hidden = shadowed(body) if len(values) > 1 else set()
    again = [v for v in values if any(isinstance(n, ast.Name) and n.id == name
                                      for n in ast.walk(v))]
    found: set[str] = set()
    base: set[str] = set()
    for value in values:
        if value not in again:
            one = _tree(checker, value, scope, {**env, name: set()}, depth + 1)
            base |= one
            if id(value) not in hidden:
                found |= one
    if again:  # (none known: read with the name unknown)
        for value in again:
            if id(value) not in hidden:
                found |= _tree(checker, value, scope, {**env, name: base}, depth + 1)
    if not found:
        return found
    stores = _stores(checker, body, name, scope)
    if stores is None:  # a key not shown: a dict of keys unknown, its container known
        return {UNKNOWN_DICT if kind(shape)[0] == "dict" else shape for shape in found}
    for key, varies, removed in stores:
        changed = _add(found, set(), {key}) if removed else _add(found, {key})
        found = found | changed if varies else changed
    return found


def _stores(checker: Checker, body: list[ast.stmt], name: str, scope: Scope
            ) -> list[tuple[str, bool, bool]] | None:
    """The keys the statements of ``body`` store into (or delete from) ``name``: ``(key,
    under a test that changes from call to call, deleted)``; None when one key is not
    shown. A key stored under a test that does not change is left out: there on every
    call or on none."""
    found: list[tuple[str, bool, bool]] = []
    both = _on_both_branches(body, name)
    for st, tests in _walk(body, ()):
        targets: list[tuple[ast.expr, bool]] = []
        if isinstance(st, ast.Assign):
            targets = [(t, False) for t in st.targets]
        elif isinstance(st, ast.Delete):
            targets = [(t, True) for t in st.targets]
        elif isinstance(st, ast.Expr) and isinstance(st.value, ast.Call) and \
                isinstance(st.value.func, ast.Attribute) and \
                isinstance(st.value.func.value, ast.Name) and \
                st.value.func.value.id == name and st.value.func.attr in (
                    "update", "pop", "setdefault", "clear", "popitem"):
            call = st.value
            if call.func.attr in ("pop", "setdefault") and call.args and \
                    isinstance(call.args[0], ast.Constant) and \
                    isinstance(call.args[0].value, str):
                targets = [(ast.Subscript(ast.Name(name), call.args[0]),
                            call.func.attr == "pop")]
            elif call.func.attr == "update" and not call.args and \
                    all(k.arg is not None for k in call.keywords):
                targets = [(ast.Subscript(ast.Name(name), ast.Constant(k.arg)), False)
                           for k in call.keywords]
            else:
                return None
        for target, removed in targets:
            inner = target.value if isinstance(target, ast.Subscript) else None
            if isinstance(inner, ast.Call) and isinstance(inner.func, ast.Attribute) and \
                    inner.func.attr == "setdefault" and isinstance(inner.func.value, ast.Name) \
                    and inner.func.value.id == name and inner.args:
                # out.setdefault(layer, {})[k] = v: a store of key `layer` into out
                target = ast.Subscript(ast.Name(name), inner.args[0])
            if not (isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name)
                    and target.value.id == name):
                continue
            if not (isinstance(target.slice, ast.Constant) and
                    isinstance(target.slice.value, str)):
                return None  # d[name] = v: which key is not shown
            # (a key an if and its else both store is there whatever that test gives)
            varies = any(changes_per_call(checker, t, scope) for t in tests
                         if id(t) not in both.get(target.slice.value, ()))
            fixed = tests and not varies
            if not fixed:
                found.append((target.slice.value, varies, removed))
    return found


def _on_both_branches(body: list[ast.stmt], name: str) -> dict[str, set[int]]:
    """The keys of ``name`` that both branches of an ``if``/``else`` of ``body`` store
    (``batch["weights"] = w`` under ``if beta > 0:``, ``np.ones(n)`` under ``else:``), each
    with the tests (their ids) of the ``if`` statements that store it either way."""
    def stored(part: list[ast.stmt]) -> set[str]:
        return {t.slice.value for st, _ in _walk(part, ()) if isinstance(st, ast.Assign)
                for t in st.targets if isinstance(t, ast.Subscript)
                and isinstance(t.value, ast.Name) and t.value.id == name
                and isinstance(t.slice, ast.Constant) and isinstance(t.slice.value, str)}

    both: dict[str, set[int]] = {}
    for st, _ in _walk(body, ()):
        if isinstance(st, ast.If) and st.orelse:
            for key in stored(st.body) & stored(st.orelse):
                both.setdefault(key, set()).add(id(st.test))
    return both


def _walk(body: list[ast.stmt], tests: tuple[ast.expr, ...]):
    """The statements of ``body`` (not in nested functions), each with the ``if`` tests
    it is under."""
    for st in body:
        yield st, tests
        if isinstance(st, ast.If):
            yield from _walk(st.body, (*tests, st.test))
            yield from _walk(st.orelse, (*tests, st.test))
        elif isinstance(st, ast.For | ast.AsyncFor | ast.While):
            # (a loop is taken to run: a key it stores is there after it, not on some calls)
            yield from _walk(st.body, tests)
        elif isinstance(st, ast.With | ast.AsyncWith):
            yield from _walk(st.body, tests)
        elif isinstance(st, ast.Try):
            for part in (st.body, st.orelse, st.finalbody, *(h.body for h in st.handlers)):
                yield from _walk(part, tests)


def _read_returned(checker: Checker, call: ast.Call, scope: Scope, env: dict[str, set[str]],
                   depth: int, index: int | None = None) -> set[str]:
    """What a call of a function of the project returns (the ``index``-th item of its
    tuple), read in that function; a jitted function's result is never None."""
    project, view = checker.project, checker.view
    if project is None or view is None or depth > 8:
        return set()
    target = resolve_callee(checker, call, scope)
    if target is None:
        return set()
    ref, func, jitted, _, cls = target
    owner = project.views[ref.module]
    reader = Callee(owner.scope() or checker.module, project, owner,
                    cls.name if cls is not None else ref.name.partition(".")[0]
                    if "." in ref.name else None)
    inner = Scope(func, None, {}, function_bindings(func), set())
    found: set[str] = set()
    for n in statements(func.body):
        if not isinstance(n, ast.Return) or n.value is None:
            continue
        value = n.value
        if index is not None:
            if not isinstance(value, ast.Tuple | ast.List) or index >= len(value.elts):
                return {SOME} if jitted else set()
            value = value.elts[index]
        given = _argument(call, func, value, ref.name)
        # (a parameter returned as it came is what this call passes it; through a jit
        # too, None and all: `return params, opt_state, loss` with opt_state None)
        one = _tree(checker, given, scope, env, depth + 1) if given is not None else \
            _tree(reader, value, inner, {}, depth + 1)
        if jitted and given is None:  # its leaves are arrays; its containers, returned
            one = {LEAF if shape == NONE else shape for shape in one} or {SOME}
        if not one:
            return set()  # one path unknown: the paths known say nothing of it
        found |= one
    # a helper's None is a sentinel ("nothing this time") that callers test for: what
    # reaches a jit is what it returns otherwise
    return found - {NONE}


def _argument(call: ast.Call, func: FunctionNode, value: ast.expr, name: str
              ) -> ast.expr | None:
    """What ``call`` passes to the parameter ``value`` names, when ``func`` never gives
    that parameter another value."""
    if not isinstance(value, ast.Name) or value.id in function_bindings(func):
        return None
    positional = [a.arg for a in func.args.posonlyargs + func.args.args]
    if "." in name and positional:
        positional = positional[1:]  # self
    given = next((k.value for k in call.keywords if k.arg == value.id), None)
    if given is None and value.id in positional:
        i = positional.index(value.id)
        if i < len(call.args) and not any(isinstance(a, ast.Starred) for a in call.args):
            given = call.args[i]
    return given


#: :func:`_read_returned`, its answers kept per call while a lint runs
_returned = returns_kept(_read_returned)


def yielded(checker: Checker, it: ast.expr, scope: Scope) -> set[str]:
    """What each item of ``it`` is, when it calls a generator of the project (``for batch
    in packed_stream(...)``): every value it yields, read in it."""
    found = generator_yields(checker, it, scope)
    if found is None:
        return set()
    reader, inner, values = found
    shapes: set[str] = set()
    for value in values:
        one = _tree(reader, value, inner, {}, 1)
        if not one:
            return set()
        shapes |= one
    return shapes


def grows(loop: ast.stmt, name: str, values: list[ast.expr]) -> bool:
    """Whether ``name`` is a list that ``loop`` appends to (``history.append(x)``,
    ``history += [x]``) and never gives a new value: passed as it is, its length, so its
    pytree structure, is new on every pass."""
    if not values or not all(isinstance(v, ast.List | ast.ListComp) or isinstance(
            v, ast.BinOp) and isinstance(v.left, ast.Name) and v.left.id == name
            for v in values):
        return False
    start, end = loop.lineno, loop.end_lineno or loop.lineno
    if any(isinstance(v, ast.List | ast.ListComp) and start <= v.lineno <= end
           for v in values):
        return False  # made anew in the loop
    grown = False
    for node in ast.walk(loop):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                isinstance(node.func.value, ast.Name) and node.func.value.id == name:
            if node.func.attr in ("clear", "pop", "remove", "popleft"):
                return False  # a window kept at a size: no claim
            grown = grown or node.func.attr in ("append", "extend", "insert")
        if isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name) and \
                node.target.id == name:
            grown = True
        if isinstance(node, ast.Delete) and any(
                isinstance(n, ast.Name) and n.id == name for t in node.targets
                for n in ast.walk(t)):
            return False
    return grown
