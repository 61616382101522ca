"""JC104 weak-type-flip: a traced argument that is a Python int on one call and a float
(or an array) on another.

Judged once per scope, when the walk has seen all its calls (:func:`scope_done`): each
traced argument's kinds (:func:`kinds`: int, float, array, as far as the source shows)
over the scope's calls of one jitted function. The fix gives every call one type
(:func:`one_type_fix`).
"""

from __future__ import annotations

import ast
from dataclasses import dataclass

from ..project import Project, Ref
from ..scope import (
    ARRAY_SCALARS,
    ARRAYS,
    WEAK_KEEPING,
    ClassInfo,
    FunctionNode,
    JitInfo,
    Module,
    statements,
)
from ..sites import View
from .checker import Checker, Scope
from .finding import Edit, Fix, Rule
from .loops import loop_names
from .nodes import self_attr, short

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
and the returns of the project's functions, read with the arguments a call passes.

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
        for expr, key in info.traced_args(call):
            found = kinds(checker, expr, scope, set())
            if not found:
                continue
            before, first = seen.get((id(info), key), (set(), call.lineno))
            union = before | found
            seen[(id(info), key)] = (union, first)
            if clash(union) and not clash(before):
                where = (f"line {first} and here" if not clash(found) else
                         f"`{short(expr, 20)}` is assigned both")
                both = ("a Python int and a Python float" if {"int", "float"} <= union
                        else "a weakly typed scalar (a Python number, or jnp.asarray "
                        "of one) and a typed array")
                checker.report(expr, "JC104", f"`{key}` of `{short(call.func)}` gets {both} "
                               f"({where}): each kind compiles separately; pass one type "
                               "every time, e.g. jnp.asarray(value, jnp.float32)",
                               one_type_fix(checker, info, key, union, scope))


def clash(found: set[str]) -> bool:
    """Kinds that compile apart: an int and a float, or a Python scalar and an array."""
    return {"int", "float"} <= found or ("array" in found and bool(found & {"int", "float"}))


def kinds(checker: Checker, node: ast.expr, scope: Scope, visiting: set[str]) -> set[str]:
    """What ``node`` is when traced, as far as the source shows: ``int`` or ``float`` (a
    weakly typed Python scalar), ``array`` (a typed one); empty when unknown."""
    if isinstance(node, ast.Constant):
        v = node.value
        if v is ARRAY:
            return {"array"}
        return {"int"} if type(v) is int else {"float"} if type(v) is float else set()
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
        return kinds(checker, node.operand, scope, visiting)
    if isinstance(node, ast.BinOp):
        left = kinds(checker, node.left, scope, visiting)
        right = kinds(checker, node.right, scope, visiting)
        if "array" in left | right:
            # a typed array (or NumPy scalar) with anything stays a typed array
            return {"array"} if not ("int" in left | right and isinstance(
                node.op, ast.Div | ast.FloorDiv | ast.Mod | ast.Pow)) else set()
        if isinstance(node.op, ast.Div) or "float" in left or "float" in right:
            return {"float"} if (left and right) or "float" in left | right else set()
        return {"int"} if left == {"int"} and right == {"int"} else set()
    if isinstance(node, ast.Call):
        name = checker.module.qualify(node.func)
        if name in WEAK_KEEPING and len(node.args) == 1 and not node.keywords:
            inner = kinds(checker, node.args[0], scope, visiting)
            if inner in ({"int"}, {"float"}):
                return inner  # jnp.asarray(0.5) keeps the Python scalar's weak type
        if name in ARRAY_SCALARS:
            return {"array"}
        builtin = node.func.id if isinstance(node.func, ast.Name) and \
            node.func.id not in checker.module.imports and \
            node.func.id not in checker.module.functions else None
        if builtin in ("float", "int"):
            return {builtin}
        if builtin in ("min", "max") and len(node.args) >= 2 and not node.keywords:
            # min(1, step / warmup): the int on one call, the float on another
            found = [kinds(checker, a, scope, visiting) for a in node.args]
            return set().union(*found) if all(found) else set()
        if builtin == "round":
            return {"int"} if len(node.args) == 1 else set()
        if builtin == "abs" and len(node.args) == 1:
            return kinds(checker, node.args[0], scope, visiting)
        if name is not None and name.startswith("numpy.") and not name.startswith(
                ("numpy.random.", "numpy.testing.")) and name not in WEAK_KEEPING:
            return {"array"}  # np.cos(...), np.float64(...): a typed NumPy scalar or array
        return returned(checker, node, scope, visiting)
    if isinstance(node, ast.Attribute) and self_attr(node) and scope.cls is not None \
            and f"self.{node.attr}" not in visiting:
        # self.baseline = 0 in __init__, self.baseline = 0.9 * self.baseline + ... in
        # update: every value the class's methods give the attribute
        return attribute_kinds(checker, scope.cls, node.attr,
                               visiting | {f"self.{node.attr}"})
    if isinstance(node, ast.Subscript) and not isinstance(node.slice, ast.Slice | ast.Tuple):
        return item_kinds(checker, node.value, scope, visiting)  # lrs[i] of a NumPy grid
    if isinstance(node, ast.Name) and node.id not in visiting:
        values = scope.assigns.get(node.id, [])
        if not values and node.id in scope.counters:
            return {"int"}  # for i in range(...)
        if not values and node.id in scope.items:  # for tol in np.geomspace(...)
            return item_kinds(checker, scope.items[node.id], scope, visiting | {node.id})
        if not values and isinstance(checker, Checker) and scope.func is not None and \
                node.id in parameters(scope.func):
            return param_kinds(checker, scope, node.id, visiting)  # what its callers pass
        if not values and scope.func is not None:
            values = checker.module.assigns.get(node.id, [])  # WARMUP = 3 at module level
        found: set[str] = set()
        for value in values:
            one = kinds(checker, value, scope, visiting | {node.id})
            if not one:
                return set()  # one assignment of unknown type: no claim at all
            found |= one
        return found
    return set()


#: NumPy's and JAX's makers of arrays whose items are typed scalars (np.float64, a 0-d
#: float32 array): ``for tol in np.geomspace(1e-2, 1e-6, 4)`` passes no Python float
ITEM_ARRAYS = frozenset({"linspace", "geomspace", "logspace", "arange", "array", "asarray",
                         "ones", "zeros", "full"})


def item_kinds(checker: Checker, it: ast.expr, scope: Scope, visiting: set[str]) -> set[str]:
    """What each item of the iterable ``it`` is when traced: the kinds of a listed
    literal's elements, a NumPy or jax.numpy array's typed scalars; empty when unknown."""
    if isinstance(it, ast.List | ast.Tuple | ast.Set):
        found = [kinds(checker, e, scope, visiting) for e in it.elts]
        return set().union(*found) if found and all(found) else set()
    if isinstance(it, ast.BinOp) and isinstance(it.op, ast.Add):  # [first] + rest
        left, right = (item_kinds(checker, s, scope, visiting) for s in (it.left, it.right))
        return left | right if left and right else set()
    if isinstance(it, ast.Call):
        name = checker.module.qualify(it.func) or ""
        head, _, last = name.rpartition(".")
        if head in ("numpy", "jax.numpy") and last in ITEM_ARRAYS or \
                head in ("numpy.random", "jax.random") and any(
                    k.arg in ("size", "shape") for k in it.keywords):
            return {"array"}
        return set()
    if isinstance(it, ast.Name) and it.id not in visiting:
        values = scope.assigns.get(it.id, []) or (
            checker.module.assigns.get(it.id, []) if scope.func is not None else [])
        found = [item_kinds(checker, v, scope, visiting | {it.id}) for v in values]
        return set().union(*found) if found and all(found) else set()
    return set()


def parameters(func: FunctionNode) -> set[str]:
    """The names of ``func``'s parameters."""
    args = func.args
    return {a.arg for a in args.posonlyargs + args.args + args.kwonlyargs}


def param_kinds(checker: Checker, scope: Scope, name: str, visiting: set[str]) -> set[str]:
    """What parameter ``name`` of the function being walked is, over every call of it in
    the project: the argument each call passes (read where the call is), or the default
    where a call leaves it out (``evaluate(w)``, then ``evaluate(w, 0.5)``, with ``scale=1``):
    asked of a parameter with a number for its default. Empty when one is unknown, or the
    function is handed on (a callback)."""
    project, view, func = checker.project, checker.view, scope.func
    if project is None or view is None or not isinstance(func, FunctionNode) or \
            len(visiting) > 8 or any(v.startswith("param ") for v in visiting):
        return set()  # one boundary deep: what the callers' own parameters are, no claim
    args = func.args
    positional = [a.arg for a in args.posonlyargs + args.args]
    defaults = dict(zip(positional[len(positional) - len(args.defaults):], args.defaults,
                        strict=True))
    defaults.update((a.arg, d) for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True)
                    if d is not None)
    default = defaults.get(name)
    if not (isinstance(default, ast.Constant) and type(default.value) in (int, float)):
        return set()  # asked only of a number's default (the callers' question costs)
    ref = project.ref_of(view, func, scope.cls.name if scope.cls else None)
    if ref is None:
        return set()
    bound = "." in ref.name and not any(isinstance(d, ast.Name) and d.id == "staticmethod"
                                        for d in func.decorator_list)
    sites = project.callers(ref)
    if not sites:
        return set()
    found: set[str] = set()
    for site in sites:
        call = site.outer
        if site.how != "call" or call is None or call.func is not site.node or any(
                isinstance(a, ast.Starred) for a in call.args) or any(
                k.arg is None for k in call.keywords):
            return set()
        index = positional.index(name) - (1 if bound else 0) if name in positional else -1
        arg = next((k.value for k in call.keywords if k.arg == name), None)
        if arg is None and 0 <= index < len(call.args):
            arg = call.args[index]
        one = _caller_kinds(checker, site, arg, visiting | {f"param {ref}:{name}"}) \
            if arg is not None else kinds(checker, defaults[name], scope, visiting) \
            if name in defaults else set()
        if not one:
            return set()
        found |= one
    return found


def _caller_kinds(checker: Checker, site, arg: ast.expr, visiting: set[str]) -> set[str]:
    """:func:`kinds` of ``arg``, read in the function (or module) of ``site``."""
    project = checker.project
    module = site.view.scope()
    if module is None or project is None:
        return set()
    assigns: dict[str, list[ast.expr]] = {}
    counters: set[str] = set()
    items: dict[str, ast.expr] = {}
    body = site.func.body if site.func is not None else site.view.tree().body
    for n in statements(body):
        if isinstance(n, ast.Assign) and len(n.targets) == 1 \
                and isinstance(n.targets[0], ast.Name):
            assigns.setdefault(n.targets[0].id, []).append(n.value)
        elif isinstance(n, ast.For):
            counted, itemised = loop_names(n, module)
            counters |= counted
            items.update(itemised)
    inner = Scope(site.func, None, {}, assigns, set(), counters=counters, items=items)
    return kinds(Callee(module, project, site.view, site.cls), arg, inner, visiting)


def attribute_kinds(checker: Checker, info: ClassInfo, attr: str,
                    visiting: set[str]) -> set[str]:
    """What ``self.<attr>`` is, over every value the methods of class ``info`` (of this
    module) assign it, each read in its own method (where ``self.<other>`` is read the
    same way); empty when one is unknown."""
    cls = next((n for n in checker.tree.body if isinstance(n, ast.ClassDef)
                and n.name == info.name), None)
    if cls is None:
        return set()
    found: set[str] = set()
    for n in cls.body:  # a class-level default: baseline = 0
        if isinstance(n, ast.Assign | ast.AnnAssign) and n.value is not None and any(
                isinstance(t, ast.Name) and t.id == attr
                for t in (n.targets if isinstance(n, ast.Assign) else [n.target])):
            one = kinds(checker, n.value, Scope(None, None, {}, {}, set()), visiting)
            if not one:
                return set()
            found |= one
    for method in cls.body:
        if not isinstance(method, FunctionNode):
            continue
        assigns: dict[str, list[ast.expr]] = {}
        values: list[ast.expr] = []
        for n in statements(method.body):
            if not isinstance(n, ast.Assign | ast.AugAssign | ast.AnnAssign) or n.value is None:
                continue
            targets = n.targets if isinstance(n, ast.Assign) else [n.target]
            for t in targets:
                if isinstance(t, ast.Name):
                    assigns.setdefault(t.id, []).append(n.value)
                elif self_attr(t) and t.attr == attr:
                    values.append(n.value if not isinstance(n, ast.AugAssign)
                                  else ast.BinOp(t, n.op, n.value))
        # self.damping = damping: a parameter's default is one value it is given (a
        # caller may pass others: no claim unless the default's kind is known)
        args = method.args
        for param, default in zip(args.args[len(args.args) - len(args.defaults):],
                                  args.defaults, strict=True):
            if param.arg not in assigns and isinstance(default, ast.Constant) \
                    and default.value is not None:
                assigns[param.arg] = [default]
        inner = Scope(method, info, {}, assigns, set())
        for value in values:
            one = kinds(checker, value, inner, visiting)
            if not one:
                return set()
            found |= one
    return found


def returned(checker: Checker, call: ast.Call, scope: Scope, visiting: set[str]) -> set[str]:
    """What a function of the project returns when ``call`` calls it, as far as the
    source shows: its return expressions read with its parameters bound to what the call
    passes (``warmup_factor(step, 100)`` returns ``min(1, step / warmup)``: an int or a
    float); empty when unknown."""
    project, view = checker.project, checker.view
    if project is None or view is None or len(visiting) > 8:
        return set()
    ref = project.resolve(view, call.func, checker.current_class, guess=False)
    if not isinstance(ref, Ref) or "." in ref.name or f"call {ref}" in visiting:
        return set()
    func = project.node(ref)
    if not isinstance(func, FunctionNode) or func.decorator_list or any(
            isinstance(n, ast.Yield | ast.YieldFrom) for n in ast.walk(func)):
        return set()  # a jitted (or otherwise wrapped) function, a generator: no claim
    assigns: dict[str, list[ast.expr]] = {}
    params = [a.arg for a in func.args.posonlyargs + func.args.args]
    given = list(zip(params, call.args, strict=False)) + [
        (k.arg, k.value) for k in call.keywords if k.arg in params]
    for param, arg in given:
        found = kinds(checker, arg, scope, visiting)
        if len(found) == 1 or found == {"int", "float"}:  # stand-ins of the same kinds
            assigns[param] = [STAND_INS[k] for k in sorted(found)]
    for n in statements(func.body):
        if isinstance(n, ast.Assign) and len(n.targets) == 1 \
                and isinstance(n.targets[0], ast.Name):
            assigns.setdefault(n.targets[0].id, []).append(n.value)
    inner = Scope(func, None, {}, assigns, set())
    callee = Callee(project.views[ref.module].scope() or checker.module, project,
                    project.views[ref.module])
    found = set()
    for n in statements(func.body):
        if isinstance(n, ast.Return):
            one = kinds(callee, n.value, inner, visiting | {f"call {ref}"}) \
                if n.value is not None else set()
            if not one:
                return set()
            found |= one
    return found


#: a Python value of each kind, bound to a parameter to read a function's returns
ARRAY = object()  # the value of the array's stand-in
STAND_INS = {"int": ast.Constant(0), "float": ast.Constant(0.0), "array": ast.Constant(ARRAY)}


@dataclass
class Callee:
    """What :func:`kinds` needs of the module of a function being read (its names)."""

    module: Module
    project: Project
    view: View
    current_class: str | None = None


# --- the fix: one type at every call ------------------------------------------------------


def one_type_fix(checker: Checker, info: JitInfo, key: str, union: set[str],
                 scope: Scope) -> Fix | None:
    """Give every call one type: ``float(x)`` where ints and floats mix; where Python
    scalars meet arrays made by one dtype constructor (``jnp.float32(...)``), that
    constructor around each Python scalar. Applied at the calls."""
    wrap: str | None = None
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
