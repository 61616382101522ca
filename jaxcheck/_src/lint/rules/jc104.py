"""JC104 weak-type-flip: a traced argument that is a Python int on one call and a float
(or an array) on another.

Judged once per scope, when the walk has seen all its calls (:func:`scope_done`): each
traced argument's kinds (:func:`kinds`: int, float, array, as far as the source shows)
over the scope's calls of one jitted function. The fix gives every call one type
(:func:`one_type_fix`).
"""

from __future__ import annotations

import ast

from ..flow import function_bindings, kept, last_assigned
from ..project import Ref
from ..scope import ARRAY_SCALARS, ARRAYS, FunctionNode, JitInfo, statements
from .checker import Checker, Scope
from .dtypes import cast_of
from .finding import Edit, Fix, Rule
from .literal import listed_items
from .loops import Loop, reaching_values
from .nodes import on_lines, short
from .populations import table_reader
from .scalars import keyed, kinds
from .weak_leaves import weak_leaf

RULE = Rule("JC104", "weak-type-flip", "a traced argument that is a Python int on one call and "
            "a float (or an array) on another", """\
A Python scalar is weakly typed: 1 traces as weak int32 and 0.5 as weak float32, and a
jnp.float32 scalar is strongly typed. The same argument of a jitted function passed as
an int on one call and a float on another (lr = 1, later lr = lr * 0.5), or as a Python
float and then as an array scalar, compiles once per kind.

The source is followed through min/max (min(1, step / warmup) is a float, then min's
int), NumPy's typed results (np.maximum, np.float32), the items of a NumPy grid (for tol
in np.geomspace(...): np.float64 each), module constants, an attribute over every value
the class's methods give it (self.baseline = 0, later a float), a parameter with a number
for its default over every call of its function (evaluate(w), then evaluate(w, 0.5)),
and the returns of the project's functions, read with the arguments a call passes; what
a jitted function returns is typed unless it computes only from Python numbers (a weak
0.0 fed back through the jit flips). Calls of one module-level jit in two functions that
run in one process are compared too (a warm-up with 300.0, requests with np.float32).
A weak leaf inside a carry counts as well: parameters {"scale": 0.0} updated by optax,
totals {"m": 0} that the step adds a float32 mean to, fed back: typed after one call.
So does a Python number written into an optax state's count (adam_state._replace(count=0))
or its injected hyperparameters; and a NumPy Generator's rng.integers(...) is a typed
int64 against a Python int elsewhere. Tables of settings are read entry by entry: a
dict of dicts read through a helper (SENSORS[name]["threshold"]), a list of dicts
(cfg["gamma"] for cfg in SWEEP), a dict's .items() or .values(), a helper that returns
one of two dicts; an entry written 1 among floats, or 1 where another writes True (a
Python bool traces as a bool, not a weak int), compiles apart. So does a start made from
an average's .item() (a Python float) fed back through the jit.

Attributes are read over the objects a loop lists (for pol in POLICIES.values():
pol.daily_cap, with CapPolicy(daily_cap=6) beside CapPolicy(daily_cap=3.0); a subclass
overriding a class attribute 1.5 with 2; a property returning 1 or a ratio;
dataclasses.replace of a base case), also when a helper's parameter is handed them; a
dict passed whole is read key by key over listed dicts ({"l2": 0} beside {"l2": 1e-3});
a helper's default dict (table=RATES) is read; a comprehension's item is a loop's.

Fix: give the argument one type at the boundary: float(lr) or jnp.asarray(lr, jnp.float32)
every time; write literals as 1.0, not 1.

jaxcheck run reports this as cause `weak_type` (or `dtype`).""",
            fix="one type at every call; --fix gives Python scalars the arrays' type "
                "(float(...) with --unsafe-fixes)")


def scope_done(checker: Checker, scope: Scope) -> None:
    """One traced argument, Python int on one call and float on another (in one scope)."""
    seen: dict[tuple[int, str], tuple[set[str], int]] = {}
    for info, call in scope.calls:
        if info.filter:
            continue
        spreads = [(kw.value, key, found) for kw in call.keywords if kw.arg is None
                   for key, found in spread(checker, kw.value, scope).items()] + [
            (e, f"{k}[{key!r}]", found) for e, k in info.traced_args(call)
            if isinstance(e, ast.Name) and e.id in scope.items
            for key, found in spread(checker, e, scope).items()]  # step(w, hp) over GRID
        bodies = _loop_bodies(checker, scope, call)
        given = [(e, k, _given(checker, scope, bodies, call, e))
                 for e, k in info.traced_args(call)]
        for expr, key, found in [(e, k, kinds(checker, v, scope, set())) for e, k, v in given] \
                + spreads:
            if not found or key in set(info.names):
                continue
            before, first = seen.get((id(info), key), (set(), call.lineno))
            union = before | found
            seen[(id(info), key)] = (union, first)
            if clash(union) and not clash(before):
                where = (f"line {first} and here" if not clash(found) else
                         f"`{short(expr, 20)}` can be either")
                checker.report(expr, "JC104", _message(key, call, union, where),
                               one_type_fix(checker, info, key, union, scope))
            elif not clash(union) and found <= {"int", "float", "array"} and \
                    isinstance(call.func, ast.Name) and call.func.id not in scope.assigns \
                    and (call.func.id in checker.module.imports or
                         call.func.id in checker.module.functions or
                         call.func.id in checker.module.assigns):
                # (a jit of the module or imported, the same object wherever it is called;
                # not a local `step = jax.jit(...)` that each function makes its own)
                elsewhere(checker, info, key, found, expr, call)


def elsewhere(checker: Checker, info: JitInfo, key: str, found: set[str], expr: ast.expr,
              call: ast.Call, rule: str = "JC104", apart=None, message=None) -> None:
    """One traced argument given one kind here and a clashing one by a call in another
    function that runs in the same process (``warmup()`` passes 300.0, ``handle()`` an
    ``np.float32`` element of the request): JAX's one cache entry is not reused. Asked
    for static arguments too (:mod:`.statictypes`: ``rule``, its ``apart`` and
    ``message``), whose types JAX keys apart."""
    from .jc106 import together, where

    apart, message = apart or clash, message or _message
    project = checker.project
    memo = project.memo.setdefault(f"kinds {rule}", {}) if project is not None and \
        len(project.views) > 1 else checker.memo.setdefault(f"kinds {rule}", {})
    module = checker.view.name if checker.view is not None else checker.path
    here = (checker.path, call.lineno)
    folder = checker.path.rpartition("/")[0]
    records = memo.setdefault((id(info), key), [])
    for kinds_before, there, other, reported in records:
        if reported or there == here or not apart(kinds_before | found) or \
                not together(checker, (None, there, other), module, folder):
            continue
        checker.report(expr, rule, message(key, call, kinds_before | found,
                                           f"{where(checker, there)} and here, in one process"))
        records.append((found, here, module, True))
        return
    if len(records) < 32:
        records.append((found, here, module, False))


def _loop_bodies(checker: Checker, scope: Scope, call: ast.Call) -> list[list[ast.stmt]]:
    """The bodies of the loops of the scope's function (or the module's own code) around
    ``call``, innermost first; the function's loops are found once."""
    if scope.func is not None and not isinstance(scope.func, FunctionNode):
        return []
    body = scope.func.body if scope.func is not None else checker.tree.body  # a script's
    key = f"loops {id(body)}"
    if key not in checker.memo:
        checker.memo[key] = [n for n in statements(body) if isinstance(n, ast.For | ast.While)]
    loops = sorted((n for n in checker.memo[key]
                    if n.lineno <= call.lineno <= (n.end_lineno or n.lineno)),
                   key=lambda n: (n.end_lineno or n.lineno) - n.lineno)
    return [n.body for n in loops]


def _given(checker: Checker, scope: Scope, bodies: list[list[ast.stmt]], call: ast.Call,
           expr: ast.expr) -> ast.expr:
    """What a name passed to ``call`` holds there: the value a statement of the innermost
    loop's body around the call gives it, on every pass, before the call's statement (``s
    = jnp.sum(w) / 4.0`` then ``scale(w, s)``: not the ``s = 1.0`` before the loop), or a
    statement of an outer loop's body before the inner loop that holds the call, when the
    inner loop gives it nothing (``eps = jnp.asarray(eps, jnp.float32)`` for each listed
    step size, then the steps); else the name, read over all its values."""
    if not isinstance(expr, ast.Name):
        return expr
    for depth, body in enumerate(bodies):
        last, at = last_assigned(body, call.lineno, expr.id)
        if last is None:
            if expr.id in _stored(body):
                return expr  # (given in this loop after the call, or in a nested block)
            continue
        if not (len(last.targets) == 1 and isinstance(last.targets[0], ast.Name)):
            return expr  # (a, s = step(...): an item of a call, read over all values)
        if any(isinstance(n, ast.Name) and n.id == expr.id for n in ast.walk(last.value)) \
                and (depth == 0 or cast_of(checker, last.value, scope) is None):
            return expr  # (x = x * 0.5 reads its own earlier values: all of them)
        return last.value
    return expr


def _stored(body: list[ast.stmt]) -> set[str]:
    """The names a loop body stores to anywhere (kept per body)."""
    known = _STORED.get(id(body))
    if known is None or known[0] is not body:
        if len(_STORED) > 1024:
            _STORED.clear()
        known = _STORED[id(body)] = (body, {n.id for st in body for n in ast.walk(st)
                                            if isinstance(n, ast.Name)
                                            and isinstance(n.ctx, ast.Store)})
    return known[1]


#: per loop body (kept alive beside its answer, so its id is not reused): :func:`_stored`
_STORED: dict[int, tuple[list[ast.stmt], set[str]]] = kept({})


def _message(key: str, call: ast.Call, union: set[str], where: str) -> str:
    both = ("a Python int and a Python float" if {"int", "float"} <= union else
            "a Python bool and a Python number" if "bool" in union else
            "a weakly typed scalar (a Python number, or jnp.asarray of one) and a typed array")
    example = "bool(value)" if "bool" in union else "jnp.asarray(value, jnp.float32)"
    return (f"`{key}` of `{short(call.func)}` gets {both} ({where}): each kind compiles "
            f"separately; pass one type every time, e.g. {example}")


def clash(found: set[str]) -> bool:
    """Kinds that compile apart: an int and a float, a bool and a number (a bool scalar
    against a weakly typed one), or a Python number and an array."""
    return {"int", "float"} <= found or ("array" in found and bool(found & {"int", "float"})) \
        or ("bool" in found and bool(found & {"int", "float"}))


# --- the fix: one type at every call ------------------------------------------------------


def one_type_fix(checker: Checker, info: JitInfo, key: str, union: set[str],
                 scope: Scope) -> Fix | None:
    """Give every call one type: ``float(x)`` where ints and floats mix; where Python
    scalars meet arrays made by one dtype constructor (``jnp.float32(...)``), that
    constructor around each Python scalar. Applied at the calls."""
    wrap: str | None = None
    if "bool" in union:
        return None  # True against 1: which the function means is the author's to say
    if "array" not in union:
        if "float" in checker.module.imports or "float" in checker.module.functions:
            return None
        wrap = "float"
    else:
        ctors = {array_ctor(checker, expr, scope, set()) for i, call in scope.calls
                 if i is info for expr, k in info.traced_args(call) if k == key}
        ctors.discard(None)
        if len(ctors) != 1:
            return None
        wrap = ctors.pop()
    edits = []
    for i, call in scope.calls:
        if i is not info:
            continue
        for expr, k in info.traced_args(call):
            found = kinds(checker, expr, scope, set())
            if k != key or not found or "array" in found:
                continue
            if wrap == "float" and found == {"float"}:
                continue
            text = ast.get_source_segment("\n".join(checker.module.lines), expr)
            if text is None:
                return None
            edits.append(Edit(expr.lineno, expr.col_offset, expr.end_lineno,
                              expr.end_col_offset, f"{wrap}({text})"))
    if not edits:
        return None
    # float(1) makes the int call's results floats too: only suggested (--unsafe-fixes);
    # an array where the other calls pass that same array type is what they compute
    return Fix(f"pass `{key}` as {wrap}(...) every time", tuple(edits),
               safe=wrap != "float")


def array_ctor(checker: Checker, node: ast.expr, scope: Scope,
               visiting: set[str]) -> str | None:
    """The source text of the dtype constructor (``jnp.float32``) that makes ``node``
    an array scalar, if one does."""
    if isinstance(node, ast.Call) and checker.module.qualify(node.func) in ARRAY_SCALARS \
            and checker.module.qualify(node.func) not in ARRAYS:
        return ast.unparse(node.func)
    if isinstance(node, ast.Name) and node.id not in visiting:
        ctors = {array_ctor(checker, v, scope, visiting | {node.id})
                 for v in scope.assigns.get(node.id, [])}
        return ctors.pop() if len(ctors) == 1 else None
    return None


def spread(checker: Checker, expr: ast.expr, scope: Scope) -> dict[str, set[str]]:
    """The keywords ``f(**expr)`` passes, with their kinds: ``expr`` a dict literal, a
    name given dict literals, or a call of the project that returns one
    (``fraud_step(params, **class_balance(y))``)."""
    keys: set[str] = set()
    holders = [expr]
    if isinstance(expr, ast.Name) and expr.id in scope.items and expr.id not in scope.assigns:
        # for hp in GRID: the dicts GRID lists ({"l2": 0}, then {"l2": 1e-3})
        reader, inner = table_reader(checker, scope.items[expr.id], scope)
        holders = listed_items(reader, scope.items[expr.id], inner)
    elif isinstance(expr, ast.Name):
        holders = scope.assigns.get(expr.id) or checker.module.assigns.get(expr.id, [])
    elif isinstance(expr, ast.Call) and checker.project is not None and \
            checker.view is not None:
        ref = checker.project.resolve(checker.view, expr.func, checker.current_class,
                                      guess=False)
        func = checker.project.node(ref) if isinstance(ref, Ref) else None
        holders = [n.value for n in ast.walk(func) if isinstance(n, ast.Return)
                   and n.value is not None] if isinstance(func, FunctionNode) else []
    for holder in holders:
        if isinstance(holder, ast.Dict):
            keys |= {k.value for k in holder.keys
                     if isinstance(k, ast.Constant) and isinstance(k.value, str)}
    return {key: keyed(checker, expr, key, scope) for key in sorted(keys)}


def hyperparams_set(checker: Checker) -> None:
    """``opt_state.hyperparams["learning_rate"] = lr`` with ``lr`` a Python number (a
    plateau callback, a schedule written by hand), anywhere in the module:
    ``optax.inject_hyperparams`` keeps each hyperparameter as a float32 array, and the
    jitted step that is handed the state next sees a weakly typed scalar in its place and
    compiles again. Read once per module (the walk skips functions that name no jit)."""
    text = "\n".join(checker.module.lines)
    hyper = ".hyperparams[" in text
    counts_set = "count=" in text and ("_replace(" in text or "State(" in text)
    if not hyper and not counts_set:
        return
    marked = [i for i, line in enumerate(checker.module.lines, 1)
              if ".hyperparams[" in line or "count=" in line]
    for func in on_lines(checker.tree, marked, FunctionNode, statements_only=True):
        if any(checker.module.decorator(d) for d in func.decorator_list):
            continue  # (inside a jitted function the state is traced, and stays typed)
        stores = _hyperparams_stores(func.body) if hyper else []
        # (a test sets what it checks)
        counts = [] if not counts_set or checker.one_shot(func) else [
            k.value for c in ast.walk(func)
            if isinstance(c, ast.Call) for k in c.keywords if k.arg == "count" and (
                isinstance(c.func, ast.Attribute) and c.func.attr == "_replace" or (
                    checker.module.qualify(c.func) or "").startswith("optax."))]
        if not stores and not counts:
            continue
        scope = Scope(func, None, {}, function_bindings(func), set())
        for value in counts:  # adam_state._replace(count=0): optax counts in int32 arrays
            found = kinds(checker, value, scope, set())
            if found and found <= {"int", "float"}:
                checker.report(value, "JC104", (
                    f"`{short(value, 24)}` is a Python number written into an optax "
                    "state's `count`, which optax keeps as an int32 array and the jitted "
                    "update returns so: the state handed on next holds a weakly typed "
                    "scalar there, and the jitted step compiles again; write "
                    "jnp.asarray(value, jnp.int32)"))
        _python_numbers_stored(checker, stores, scope)
    top = _hyperparams_stores(checker.tree.body) if hyper else []
    if top:  # a script's own loop, at module level
        _python_numbers_stored(checker, top, Scope(None, None, {}, checker.module.assigns,
                                                   set()))


def _hyperparams_stores(body: list[ast.stmt]) -> list[ast.Assign]:
    """``<state>.hyperparams[...] = value`` among the statements of one scope."""
    return [st for st in statements(body) if isinstance(st, ast.Assign)
            and len(st.targets) == 1 and isinstance(st.targets[0], ast.Subscript)
            and isinstance(st.targets[0].value, ast.Attribute)
            and st.targets[0].value.attr == "hyperparams"]


def _python_numbers_stored(checker: Checker, stores: list[ast.Assign], scope: Scope) -> None:
    for st in stores:
        if _state_read(st.value):
            continue  # hyperparams["lr"] * 0.5: a float32 array times a number stays one
        found = kinds(checker, st.value, scope, set())
        if found and found <= {"int", "float"}:
            checker.report(st.value, "JC104", (
                f"`{short(st.value, 24)}` is a Python number written into "
                f"`{short(st.targets[0], 40)}`: optax's inject_hyperparams keeps it as "
                "a float32 array, and the jitted step handed this state next sees a "
                "weakly typed scalar there and compiles again; write "
                "jnp.asarray(value, jnp.float32)"))


def _state_read(value: ast.expr) -> bool:
    """``value`` is arithmetic on a hyperparameter read back from the state (a float32
    array), not on ``float(...)`` of one."""
    if isinstance(value, ast.BinOp):
        return _state_read(value.left) or _state_read(value.right)
    if isinstance(value, ast.UnaryOp):
        return _state_read(value.operand)
    return isinstance(value, ast.Subscript) and isinstance(value.value, ast.Attribute) and \
        value.value.attr == "hyperparams"


def weak_leaf_fed_back(checker: Checker, call: ast.Call, info: JitInfo, callee: str,
                       loops: tuple[Loop, ...], scope: Scope) -> None:
    """A traced argument of a jitted call in a loop, fed back from the call, whose start
    holds a weakly typed leaf the call returns typed (:mod:`.weak_leaves`): parameters
    ``{"log_scale": 0.0}`` updated by optax, totals ``{"m": 0}``."""
    for expr, _key in info.traced_args(call):
        if not isinstance(expr, ast.Name) or checker.reported(expr, "JC104"):
            continue
        found = weak_leaf(checker, call, expr.id, reaching_values(checker, expr, loops, scope),
                          scope)
        if found is None:
            continue
        item, start = found
        checker.report(expr, "JC104", (
            f"`{expr.id}[{item!r}]` starts as a weakly typed scalar (`{short(start, 20)}`) "
            f"and comes back from `{callee}` a typed array, so `{callee}` compiles again "
            "after its first call (an optimizer's moments follow the parameters); start it "
            f"typed, e.g. `jnp.asarray({short(start, 12)}, jnp.float32)`"))
