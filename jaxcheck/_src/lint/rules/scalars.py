"""The scalar kinds a value takes when traced: the lattice rule JC104 judges.

A Python int traces as a weakly typed int32, a Python float as a weakly typed float32, and
a NumPy or JAX scalar or array as a typed array; one traced argument given two of these on
different calls compiles once per kind. :func:`kinds` reads which of ``int``, ``float``
and ``array`` an expression can be, as far as the source shows, following its values
wherever they come from: every binding of a name (:mod:`..flow`: plain, unpacking,
augmented), the items of what a loop iterates, a parameter over every call of its
function, an attribute over every value its class gives it, what a function of the
project returns (read with the arguments a call passes), what a jitted function returns
(an array, weakly typed when computed from weak scalars alone), and what a call of an
instance runs (its class's ``__call__``, with the attributes its constructor set).

Unknown values make no claim: a value is given the kinds known of it, and a rule claims
only when the known kinds clash.
"""

from __future__ import annotations

import ast

from ..flow import attribute_bindings, bindings, function_bindings, superseded, unpacking
from ..scope import ARRAY_SCALARS, WEAK_KEEPING, ClassInfo, FunctionNode, statements
from ..sites import View
from . import modules
from .arguments import defaults, passed
from .checker import Callee, Checker, Scope
from .dtype_tables import ARRAY_METHODS, ITEM_ARRAYS, REDUCTIONS
from .instances import instance_of, resolve_callee
from .nodes import class_def, is_property, lacks_key, self_attr
from .populations import caller_view, handed, lineage, listed_instances
from .standins import (
    ARRAY,
    RECUR,
    SEQ,
    STAND_INS,
    TRACED,
    TRACER,
    averaged,
    elsewhere,
    parameters,
    rebound,
    sets_every_field,
)
from .yields import tuple_target, yielded_items


def kinds(checker: Checker, node: ast.expr, scope: Scope, visiting: set[str]) -> set[str]:
    """What ``node`` is when traced, as far as the source shows: ``int`` or ``float`` (a
    weakly typed Python scalar), ``bool`` (a bool scalar), ``array`` (a typed one); empty
    when unknown."""
    return _kinds(checker, node, scope, visiting) - {RECUR, TRACED, SEQ}


def _kinds(checker: Checker, node: ast.expr, scope: Scope, visiting: set[str]) -> set[str]:
    """What ``node`` is when traced, as far as the source shows: ``int`` or ``float`` (a
    weakly typed Python scalar), ``array`` (a typed one); empty when unknown."""
    if isinstance(node, ast.Constant):
        v = node.value
        if v is ARRAY:
            return {"array"}
        if v is TRACER:
            return {TRACED}
        return {"int"} if type(v) is int else {"float"} if type(v) is float else \
            {"bool"} if type(v) is bool else set()
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
        return _kinds(checker, node.operand, scope, visiting)
    if isinstance(node, ast.List | ast.ListComp):
        return {SEQ}  # norms = []: what JAX makes of it is a typed array
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Tuple):
        # x[:, None], f[i, j]: only an array takes a tuple index; typed if x is
        found = _kinds(checker, node.value, scope, visiting)
        return {"array"} if "array" in found else {TRACED}
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice):
        found = _kinds(checker, node.value, scope, visiting)  # history[-3:]
        return found & {SEQ, "array", TRACED}
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and \
            isinstance(node.slice.value, str):  # CONFIG["clip_norm"], a dict's literal
        return _keyed(checker, node.value, node.slice.value, scope, visiting)
    if isinstance(node, ast.BinOp):
        left = _kinds(checker, node.left, scope, visiting)
        right = _kinds(checker, node.right, scope, visiting)
        both = left | right
        if "array" in both:
            return {"array"}  # a typed array (or NumPy scalar) with anything stays one
        if TRACED in both:
            return {TRACED}  # 1e-3 / jnp.maximum(peak, 0.5): an array of unknown typing
        left, right = left - {RECUR}, right - {RECUR}
        if isinstance(node.op, ast.Div) or "float" in both:
            # a Python float with a Python number (or with the name's own earlier
            # value: lr = lr * 0.5) is a float
            return {"float"} if (left and right) or "float" in both else set()
        return {"int"} if left == {"int"} and right == {"int"} else set()
    if isinstance(node, ast.Call):
        name = checker.module.qualify(node.func)
        if (name in WEAK_KEEPING and len(node.args) == 1 or name == "jax.numpy.full" and
                len(node.args) == 2) and not node.keywords:
            inner = _kinds(checker, node.args[-1], scope, visiting)
            if inner in ({"int"}, {"float"}):
                return inner  # jnp.asarray(0.5), jnp.full(n, 1.0) keep the weak type
        if name in ARRAY_SCALARS:
            return {"array"}
        builtin = node.func.id if isinstance(node.func, ast.Name) and \
            node.func.id not in checker.module.imports and \
            node.func.id not in checker.module.functions else None
        if builtin in ("float", "int"):
            return {builtin}
        if isinstance(node.func, ast.Name) and node.args and any(
                isinstance(v, ast.Call) and ast.unparse(v.func).startswith("optax.") and
                "schedule" in ast.unparse(v.func) for v in checker.module.assigns.get(
                    node.func.id, []) or (checker.project.constant(checker.view, node.func.id)
                                          if checker.project and checker.view else [])):
            # tf_schedule(opt_state[0].count), an optax schedule: jnp arithmetic on it
            return {"array"} if "array" in _kinds(checker, node.args[0], scope, visiting) \
                else {TRACED}
        if builtin in ("min", "max") and len(node.args) >= 2 and not node.keywords:
            # min(1, step / warmup): the int on one call, the float on another
            found = [_kinds(checker, a, scope, visiting) for a in node.args]
            return set().union(*found) if all(found) else set()
        if builtin == "len":
            return {"int"}
        if builtin == "round":
            return {"int"} if len(node.args) == 1 else set()
        if builtin == "abs" and len(node.args) == 1:
            return _kinds(checker, node.args[0], scope, visiting)
        if name is not None and name.startswith("numpy.") and not name.startswith(
                ("numpy.random.", "numpy.testing.")) and name not in WEAK_KEEPING:
            return {"array"}  # np.cos(...), np.float64(...): a typed NumPy scalar or array
        if name is not None and name.startswith(("jax.numpy.", "jax.lax.", "jax.nn.",
                                                 "jax.random.", "jax.scipy.")):
            # jnp.maximum(t * 0.7, 1.0): an array, weakly typed when every input is a
            # Python scalar (then as a float: most of these compute in floats)
            found = [_kinds(checker, a, scope, visiting) for a in node.args
                     if not isinstance(a, ast.Starred)]
            union = set().union(*found)
            if "array" in union or SEQ in union:
                return {"array"}  # of a typed array, or of a list (never weakly typed)
            if name.startswith("jax.random."):
                return {"array"}  # a random draw is never weakly typed
            if name.rpartition(".")[2] in REDUCTIONS:
                return {"array"}  # jnp.sum(x): a reduction is typed, even of a weak x
            return {"float"} if found and all(found) and "float" in union and \
                TRACED not in union else {TRACED}
        if isinstance(node.func, ast.Attribute) and node.func.attr == "item" and \
                not node.args and averaged(checker, node.func.value):
            return {"float"}  # image.mean().item(): a Python float
        if isinstance(node.func, ast.Attribute) and node.func.attr == "integers":
            return {"array"}  # rng.integers(0, n): a NumPy Generator's typed int64
        if isinstance(node.func, ast.Attribute) and node.func.attr in ARRAY_METHODS:
            # x.astype(np.float32) is typed; x.sum(), x.mean() of a typed array too
            owner = _kinds(checker, node.func.value, scope, visiting)
            if node.func.attr in ("astype", *REDUCTIONS) or "array" in owner:
                return {"array"}  # valid.sum(): a number has no .sum(), data does
            if TRACED in owner:
                return {TRACED}
        if isinstance(node.func, ast.Attribute) and node.func.attr == "get" and \
                len(node.args) == 2 and not node.keywords:  # TABLE.get(name, DEFAULT)
            # (of a mapping the source does not show, the default is one of its values)
            return item_kinds(checker, node.func.value, scope, visiting, values=True) | \
                _kinds(checker, node.args[1], scope, visiting)
        return returned(checker, node, scope, visiting)
    if isinstance(node, ast.Compare):  # a comparison of typed arrays is a (bool) array
        found = set().union(*(_kinds(checker, c, scope, visiting)
                              for c in [node.left, *node.comparators]))
        # (a comparison's bool is never weakly typed, whatever it compares)
        return {"array"} if found & {"array", TRACED} else set()
    if isinstance(node, ast.IfExp):  # a if cond else b: either
        return _kinds(checker, node.body, scope, visiting) | \
            _kinds(checker, node.orelse, scope, visiting)
    if unpacking(node) is not None:  # a, b = call(...): the call's returned item
        value, index = unpacking(node)
        root = value
        while unpacking(root) is not None:  # (m, p), ys = lax.scan(...): nested
            root = unpacking(root)[0]
        name = checker.module.qualify(root.func) if isinstance(root, ast.Call) else None
        if name is not None and name.startswith(("jax.", "numpy.")):
            # xx, yy = jnp.meshgrid(x, x): each item is what the call makes
            return _kinds(checker, root, scope, visiting) & {"array", TRACED}
        return returned(checker, value, scope, visiting, index) \
            if isinstance(value, ast.Call) else set()
    if isinstance(node, ast.Attribute) and self_attr(node) and scope.attrs is not None and (
            node.attr in scope.attrs or f"self.{node.attr}" not in visiting):
        return scope.attrs.get(node.attr, set())  # an instance read with its constructor
    if isinstance(node, ast.Attribute) and self_attr(node) and \
            f"self.{node.attr}" in visiting:
        # self.scale *= 0.5, read while reading self.scale: what its other values are,
        # when known (a typed array: self.eps = jnp.maximum(0.05, self.eps * d))
        base = next((v for v in visiting
                     if v.startswith(f"recurattr self.{node.attr}=")), None)
        return set(base.partition("=")[2].split(",")) if base else {RECUR}
    if isinstance(node, ast.Attribute) and self_attr(node) and scope.cls is not None and \
            is_property(checker.tree, scope.cls.name, node.attr):
        # self.weight, a @property returning min(1, self.tick / self.ramp): what it returns
        return returned(checker, ast.Call(func=node, args=[], keywords=[]), scope, visiting)
    if isinstance(node, ast.Attribute) and self_attr(node) and scope.cls is not None:
        # self.baseline = 0 in __init__, self.baseline = 0.9 * self.baseline + ... in
        # update: every value the class's methods give the attribute
        return attribute_kinds(checker, scope.cls, node.attr,
                               visiting | {f"self.{node.attr}"})
    if isinstance(node, ast.Attribute) and node.attr == "count" and _kinds(
            checker, node.value, scope, visiting) & {"array", TRACED}:
        return {"array"}  # opt_state[0].count: an optax state's step, an int32 array
    if isinstance(node, ast.Attribute) and not self_attr(node) and \
            f"attr {ast.unparse(node)}" not in visiting:
        # self.moments.mean, stats.mean: an attribute of an instance of a project class,
        # over every value its methods give it
        made = instance_of(checker, node.value, scope)
        marked = visiting | {f"attr {ast.unparse(node)}"}
        if made is not None:
            ctor, cls, owner = made
            return _instance_attrs(checker, ctor, cls, owner, scope, marked).get(
                node.attr, set())
        # for pol in POLICIES.values(), pol.daily_cap: over every listed object
        return set().union(*(_instance_attrs(reader, ctor, cls, owner, where, marked).get(
            node.attr, set()) for ctor, cls, owner, reader, where in listed_instances(
                checker, node.value, scope)))
    if isinstance(node, ast.Subscript) and not isinstance(node.slice, ast.Slice | ast.Tuple):
        # lrs[i] of a NumPy grid; opt_state[0] of a jitted function's output: traced too
        # (an item of a typed array, or of a jitted function's output, is typed too)
        return item_kinds(checker, node.value, scope, visiting, values=True) or (
            _kinds(checker, node.value, scope, visiting) & {TRACED, "array"})
    if isinstance(node, ast.Name) and node.id in visiting:
        # lr = lr * 0.5, read while reading lr: what lr's other values are
        base = next((v for v in visiting if v.startswith(f"recur {node.id}=")), None)
        # (none known: as unknown as they are, and no Python float with a float either)
        return set(base.partition("=")[2].split(",")) if base else {TRACED}
    if isinstance(node, ast.Name):
        # every value the name is given, each read as far as the source shows: the
        # known kinds, whatever the unknown ones are, reach the call
        values = scope.assigns.get(node.id, [])
        found: set[str] = set()
        if node.id in scope.counters:
            found.add("int")  # for i in range(...)
        if node.id in scope.items:  # for tol in np.geomspace(...)
            found |= item_kinds(checker, scope.items[node.id], scope, visiting | {node.id})
        if not values and not found and scope.func is not None and (
                isinstance(checker, Checker) or scope.func.name == "__init__") and \
                node.id in parameters(scope.func):
            # (read from another function, only a constructor's: self.w = w, over every
            # construction; other parameters there are the call's, bound by returned())
            return param_kinds(checker, scope, node.id, visiting)  # what its callers pass
        if values and isinstance(checker, Checker) and isinstance(scope.func, FunctionNode) \
                and node.id in parameters(scope.func) and not rebound(scope.func, node.id):
            # run(stock, days) with stock = step(stock, ...) in its loop: what the callers
            # pass comes first (jnp.full(n, 50.0), weakly typed)
            found |= param_kinds(checker, scope, node.id, visiting)
        if not values and not found and scope.func is not None:
            values = checker.module.assigns.get(node.id, [])  # WARMUP = 3 at module level
        if not values and not found and node.id in checker.module.imports and (
                scope.func is None or node.id not in parameters(scope.func)):
            # from config import LEVELS: what the project module that defines it gives it
            reader, top, given = modules.imported(checker, node.id)
            if reader is not None and f"import {node.id}" not in visiting:
                return set().union(*(_kinds(reader, v, top, elsewhere(visiting) | {
                    f"import {node.id}"}) for v in given)) - {RECUR}
        if not values and not found and tuple_target(scope, node.id) is not None:
            # for c, s in chunk_scales(chunks): what each yielded tuple gives second
            read = yielded_items(checker, *tuple_target(scope, node.id))
            given = [_kinds(read[0], v, read[1], elsewhere(visiting)) for v in read[2]] \
                if read is not None else []
            return set().union(*given) - {RECUR} if given and all(given) else set()
        # the values that do not read the name first; then those that do (n = n + 1,
        # w, n = update(w, n)), with the name read as those first ones
        again = [v for v in values if any(isinstance(n, ast.Name) and n.id == node.id
                                          for n in ast.walk(v))]
        for value in values:
            if value not in again:
                found |= _kinds(checker, value, scope, visiting | {node.id})
        base = found - {RECUR, TRACED, SEQ}
        inner = visiting | {node.id} | (
            {f"recur {node.id}={','.join(sorted(base))}"} if base else set())
        for value in again:
            found |= _kinds(checker, value, scope, inner)
        return found - {RECUR}
    return set()


def keyed(checker: Checker, holder: ast.expr, key: str, scope: Scope) -> set[str]:
    """What ``holder[key]`` is when traced (see :func:`_keyed`), as :func:`kinds` says."""
    return _keyed(checker, holder, key, scope, set()) - {RECUR, TRACED, SEQ}


def _keyed(checker: Checker, holder: ast.expr, key: str, scope: Scope,
           visiting: set[str]) -> set[str]:
    """``holder[key]`` where ``holder`` is a dict literal, or a name given dict literals
    (every value given under ``key``), or a call of the project that returns one."""
    if isinstance(holder, ast.Dict):
        return set().union(*(_kinds(checker, v, scope, visiting) for k, v in zip(
            holder.keys, holder.values, strict=True)
            if isinstance(k, ast.Constant) and k.value == key))
    if isinstance(holder, ast.Name) and holder.id in scope.items and \
            holder.id not in scope.assigns and holder.id not in visiting:
        # for cfg in SWEEP: cfg["gamma"], under that key in each of SWEEP's dicts
        return item_kinds(checker, scope.items[holder.id], scope, visiting | {holder.id},
                          key=key)
    if isinstance(holder, ast.Name) and holder.id in (scope.bound or {}) and f"param {holder.id}" \
            not in visiting and not function_bindings(scope.func).get(holder.id):  # for one call
        reader, outer, arg = scope.bound[holder.id]
        return _keyed(reader, arg, key, outer, visiting | {f"param {holder.id}"})
    if isinstance(holder, ast.Name) and holder.id not in visiting and \
            holder.id not in scope.assigns and isinstance(scope.func, FunctionNode) and \
            holder.id in parameters(scope.func) and isinstance(checker, Checker):
        # detailed(trace, settings): settings["window_s"] over what every caller passes
        return set().union(*(_keyed(reader, arg, key, inner, elsewhere(visiting) | {
            f"param {holder.id}"}) for reader, inner, arg in handed(checker, scope, holder.id)))
    if isinstance(holder, ast.Name) and holder.id not in visiting:
        values = scope.assigns.get(holder.id) or checker.module.assigns.get(holder.id, [])
        return set().union(*(_keyed(checker, v, key, scope, visiting | {holder.id})
                             for v in values)) if values else set()
    if isinstance(holder, ast.IfExp):  # RAIN if weather == "rain" else DEFAULTS
        return _keyed(checker, holder.body, key, scope, visiting) | \
            _keyed(checker, holder.orelse, key, scope, visiting)
    if isinstance(holder, ast.Subscript) and not isinstance(holder.slice, ast.Slice):
        # SENSORS[sensor]["threshold"]: under that key in each of the table's dicts
        return item_kinds(checker, holder.value, scope, visiting, values=True, key=key)
    if isinstance(holder, ast.Call):
        return returned(checker, holder, scope, visiting, key)
    return set()


def item_kinds(checker: Checker, it: ast.expr, scope: Scope, visiting: set[str],
               values: bool = False, key: str | None = None) -> set[str]:
    """What each item of the iterable ``it`` is when traced: the kinds of a listed
    literal's elements, a NumPy or jax.numpy array's typed scalars; empty when unknown.
    ``values``: of a dict literal, its values (what ``TABLE[name]`` gives), not its keys
    (``TABLE.values()``, and the second name of ``TABLE.items()``, give those too).
    ``key``: what each item holds under that key (``cfg["gamma"]`` for ``cfg`` in a
    list of dicts)."""
    if isinstance(it, ast.List | ast.Tuple | ast.Set) or values and isinstance(it, ast.Dict):
        # (a dict written without the key never reaches a read of it: it would raise)
        found = [_keyed(checker, e, key, scope, visiting) if key is not None else
                 _kinds(checker, e, scope, visiting) for e in (
                     it.values if isinstance(it, ast.Dict) else it.elts)
                 if key is None or not lacks_key(e, key)]
        return set().union(*found) if found and all(found) else set()
    if isinstance(it, ast.BinOp) and isinstance(it.op, ast.Add):  # [first] + rest
        left, right = (item_kinds(checker, s, scope, visiting, key=key)
                       for s in (it.left, it.right))
        return left | right if left and right else set()
    if isinstance(it, ast.Call) and isinstance(it.func, ast.Attribute) and \
            it.func.attr == "values" and not it.args and not it.keywords:
        return item_kinds(checker, it.func.value, scope, visiting, values=True, key=key)
    if isinstance(it, ast.Call) and key is not None:  # a record array's field: NumPy's
        return {"array"} if checker.module.qualify(it.func) in ARRAY_SCALARS else set()
    if isinstance(it, ast.Call):
        name = checker.module.qualify(it.func) or ""
        head, _, last = name.rpartition(".")
        if head in ("numpy", "jax.numpy") and last in ITEM_ARRAYS or \
                head in ("numpy.random", "jax.random") and any(
                    k.arg in ("size", "shape") for k in it.keywords):
            return {"array"}
        # what a function of the project returns, when it is an array (times =
        # observation_times(...): np.concatenate(...); times[i] is a typed scalar)
        return {"array"} if _kinds(checker, it, scope, visiting) == {"array"} else set()
    if isinstance(it, ast.Name) and it.id not in visiting:
        given = scope.assigns.get(it.id, []) or (
            checker.module.assigns.get(it.id, []) if scope.func is not None else []) or (
            checker.project.constant(checker.view, it.id)  # from config import SCHEDULE
            if checker.project is not None and checker.view is not None else [])
        found = [item_kinds(checker, v, scope, visiting | {it.id}, values, key)
                 for v in given]
        return set().union(*found) if found and all(found) else set()
    if modules.values(checker, it):  # for T in config.TEMPERATURES
        reader, top = modules.reader(checker, it)
        found = [item_kinds(reader, v, top, visiting, values, key) for v in modules.values(
            checker, it)]
        return set().union(*found) if all(found) else set()
    return set()


def param_kinds(checker: Checker, scope: Scope, name: str, visiting: set[str]) -> set[str]:
    """What parameter ``name`` of the function being walked is, over every call of it in
    the project: the argument each call passes (read where the call is), or the default
    where a call leaves it out (``evaluate(w)``, then ``evaluate(w, 0.5)``, with ``scale=1``):
    the kinds known of each. Empty when none is known, or the function is handed on (a
    callback)."""
    project, view, func = checker.project, checker.view, scope.func
    if project is None or view is None or not isinstance(func, FunctionNode) or \
            len(visiting) > 8 or any(v.startswith("param ") for v in visiting):
        return set()  # one boundary deep: what the callers' own parameters are, no claim
    given = passed(checker, func, scope.cls.name if scope.cls else None, name)
    if not given:
        return set()
    fallback = defaults(func).get(name)
    found: set[str] = set()
    for site, arg in given:
        found |= _caller_kinds(checker, site, arg, visiting | {f"param {func.name}:{name}"}) \
            if arg is not None else _kinds(checker, fallback, scope, visiting) \
            if fallback is not None else set()
    return found - {RECUR}


def _caller_kinds(checker: Checker, site, arg: ast.expr, visiting: set[str]) -> set[str]:
    """:func:`kinds` of ``arg``, read in the function (or module) of ``site``."""
    reader, inner = caller_view(checker, site)
    return _kinds(reader, arg, inner, elsewhere(visiting)) if reader is not None else set()


def attribute_kinds(checker: Checker, info: ClassInfo, attr: str,
                    visiting: set[str]) -> set[str]:
    """What ``self.<attr>`` is, over every value the methods of class ``info`` (of this
    module) assign it, each read in its own method (where ``self.<other>`` is read the
    same way); empty when one is unknown."""
    cls = class_def(checker.tree, info.name)
    if cls is None:
        return set()
    found: set[str] = set()
    read: list[tuple[ast.expr, Scope]] = []
    for n in cls.body:  # a class-level default: baseline = 0
        if isinstance(n, ast.Assign | ast.AnnAssign) and n.value is not None and any(
                isinstance(t, ast.Name) and t.id == attr
                for t in (n.targets if isinstance(n, ast.Assign) else [n.target])):
            found |= _kinds(checker, n.value, Scope(None, None, {}, {}, set()), visiting)
    for method in cls.body:
        if not isinstance(method, FunctionNode):
            continue
        nodes = list(statements(method.body))
        assigns = bindings(nodes)
        gone = superseded(method.body, attr)
        values = attribute_bindings(n for n in nodes if id(n) not in gone).get(attr, [])
        # self.damping = damping: a parameter's default is one value it is given (a
        # caller may pass others: no claim unless the default's kind is known)
        args = method.args
        for param, default in zip(args.args[len(args.args) - len(args.defaults):],
                                  args.defaults, strict=True):
            if param.arg not in assigns and isinstance(default, ast.Constant) \
                    and default.value is not None:
                assigns[param.arg] = [default]
        inner = Scope(method, info, {}, assigns, set())
        read.extend((value, inner) for value in values)
    # the values that do not read self.<attr> first; then those that do (self.eps =
    # jnp.maximum(0.05, self.eps * decay)), with self.<attr> read as those first ones
    again = [(v, sc) for v, sc in read if any(
        self_attr(n) and n.attr == attr for n in ast.walk(v))]
    for value, inner in read:
        if (value, inner) not in again:
            found |= _kinds(checker, value, inner, elsewhere(visiting))
    base = found - {RECUR, TRACED, SEQ}
    marked = elsewhere(visiting) | (
        {f"recurattr self.{attr}={','.join(sorted(base))}"} if base else set())
    for value, inner in again:
        found |= _kinds(checker, value, inner, marked)
    return found - {RECUR}


def returned(checker: Checker, call: ast.Call, scope: Scope, visiting: set[str],
             index: int | str | None = None) -> set[str]:
    """What ``call`` gives, when it calls a function of the project, a jitted one, or an
    instance of a project class (its ``__call__``): the return expressions read with the
    parameters bound to what the call passes (``warmup_factor(step, 100)`` returns ``min(1,
    step / warmup)``: an int or a float); with ``index``, the item of a returned tuple
    that ``a, b = call`` gives the ``index``-th name. Empty when unknown."""
    project, view = checker.project, checker.view
    if project is None or view is None or len(visiting) > 10:
        return set()
    target = resolve_callee(checker, call, scope)
    if target is None or f"call {target[0]}" in visiting:
        return set()
    ref, func, jitted, ctor, cls = target
    owner = project.views[ref.module]
    module = owner.scope() or checker.module
    assigns: dict[str, list[ast.expr]] = {}
    params = [a.arg for a in func.args.posonlyargs + func.args.args]
    if cls is not None or "." in ref.name:
        params = params[1:]  # self
    given = list(zip(params, call.args, strict=False)) + [
        (k.arg, k.value) for k in call.keywords if k.arg in params]
    if any(isinstance(a, ast.Starred) for a in call.args):
        given = []
    for param, arg in given:
        found = _kinds(checker, arg, scope, visiting) - {RECUR, TRACED}
        if found:  # stand-ins of the same kinds
            assigns[param] = [STAND_INS[k] for k in sorted(found)]
    # warmup=5, cfg=CONFIG (a module's dict): left to its default
    positional = func.args.posonlyargs + func.args.args
    for a, d in zip(positional[len(positional) - len(func.args.defaults):],
                    func.args.defaults, strict=True):
        if not jitted and a.arg in params and a.arg not in dict(given) and (isinstance(
                d, ast.Constant) or isinstance(d, ast.Name) and d.id in module.assigns) and \
                not any(isinstance(x, ast.Starred) for x in call.args) and \
                all(k.arg is not None for k in call.keywords):
            assigns[a.arg] = [d]
    if jitted:
        # what the call leaves unknown is traced all the same, and typed: a weakly typed
        # array comes only from a Python number (read above as one); the data a jitted
        # function is handed (a batch, a state, its own earlier output) is typed, so what
        # it computes from them is too (kalman_chunk(level, var, obs): a float32 level)
        for param in params:
            assigns.setdefault(param, [ast.Constant(ARRAY)])
    for name, values in function_bindings(func).items():
        assigns.setdefault(name, []).extend(values)
    attrs = _instance_attrs(checker, ctor, cls, owner, scope, visiting) \
        if cls is not None else None
    # self.strength(step) in a method of the same class: its ``self.<attr>`` are this
    # object's, read over every value the class's methods give them
    own = scope.cls if cls is None and self_attr(call.func) and scope.cls is not None \
        and ref.module == view.name and ref.name.partition(".")[0] == scope.cls.name \
        else None
    inner = Scope(func, own, {}, assigns, set(), attrs=attrs,
                  bound={param: (checker, scope, arg) for param, arg in given})
    callee = Callee(module, project, owner, cls.name if cls is not None else None)
    found = set()
    away = elsewhere(visiting)
    for n in statements(func.body):
        if isinstance(n, ast.Return) and n.value is not None:
            value = n.value
            if isinstance(index, str):  # return {"pos_weight": ...}: under that key
                found |= _keyed(callee, value, index, inner, away | {f"call {ref}"})
                continue
            if index is not None and isinstance(value, ast.Call):  # return update(w, n)
                found |= returned(callee, value, inner, away | {f"call {ref}"}, index)
                continue
            if index is not None:
                if not isinstance(value, ast.Tuple | ast.List) or index >= len(value.elts):
                    continue
                value = value.elts[index]
            found |= _kinds(callee, value, inner, away | {f"call {ref}"})
    if jitted and "array" in found:
        return {"array"}  # what a jit returns is an array: typed unless all weak
    return found


def _instance_attrs(checker: Checker, ctor: ast.Call | None, cls: ast.ClassDef,
                    owner: View, scope: Scope, visiting: set[str]) -> dict[str, set[str]]:
    """The kinds of each ``self.<attr>`` of an instance made by ``ctor``: every value the
    class's methods give it, ``__init__``'s parameters bound to what ``ctor`` passes
    (``CosineLR(base_lr=0.1)`` then ``self.base_lr = base_lr``: a float)."""
    init = next((n for n in cls.body if isinstance(n, FunctionNode)
                 and n.name == "__init__"), None)
    given: dict[str, list[ast.expr]] = {}
    if init is not None and ctor is not None and not any(
            isinstance(a, ast.Starred) for a in ctor.args):
        params = [a.arg for a in init.args.posonlyargs + init.args.args][1:]
        pairs = list(zip(params, ctor.args, strict=False)) + [
            (k.arg, k.value) for k in ctor.keywords if k.arg in params]
        for param, arg in pairs:
            found = kinds(checker, arg, scope, visiting)
            if found:
                given[param] = [STAND_INS[k] for k in sorted(found)]
    found: dict[str, set[str]] = {}
    module = owner.scope() or checker.module
    callee = Callee(module, checker.project, owner, cls.name)
    for klass in reversed(lineage(owner, cls)):  # a subclass's class attribute overrides
        here: dict[str, set[str]] = {}
        for n in klass.body:  # end: float = 0, a dataclass's field: its default, unless given
            if isinstance(n, ast.AnnAssign | ast.Assign) and n.value is not None:
                for t in n.targets if isinstance(n, ast.Assign) else [n.target]:
                    if isinstance(t, ast.Name) and t.id not in given:
                        here.setdefault(t.id, set()).update(_kinds(
                            callee, n.value, Scope(None, None, {}, {}, set()), visiting))
        found.update(here)
    if init is None and ctor is not None:  # a dataclass made with its fields
        fields = [t.id for n in cls.body if isinstance(n, ast.AnnAssign)
                  for t in [n.target] if isinstance(t, ast.Name)]
        for name, arg in list(zip(fields, ctor.args, strict=False)) + [
                (k.arg, k.value) for k in ctor.keywords if k.arg in fields]:
            found[name] = kinds(checker, arg, scope, visiting)
    # twice: then ``self.value * self.rate`` in ``step`` reads what the first pass knew of
    # ``self.value`` and ``self.rate`` (a float times a NumPy scalar: a typed one)
    for known in ({}, None):
        if known is None:
            known = {attr: one - {RECUR} for attr, one in found.items() if one - {RECUR}}
        # (__post_init__ first: what it gives a field outright, float(self.cap), is the
        # field's value whatever the construction passed)
        for method in sorted(cls.body, key=lambda n: getattr(n, "name", "") != "__post_init__"):
            if not isinstance(method, FunctionNode):
                continue
            nodes = list(statements(method.body))
            outright = {t.attr for n in method.body if isinstance(n, ast.Assign)
                        for t in n.targets if self_attr(t)} \
                if method.name == "__post_init__" else set()
            for attr in list(found) if method.name == "__post_init__" and sets_every_field(
                    method) else outright:  # (setattr(self, f.name, float(...)) by fields)
                found.pop(attr, None)
            assigns = dict(given) if method is init else {}
            if method is init:  # a parameter left out takes its default
                args = method.args
                for param, default in zip(args.args[len(args.args) - len(args.defaults):],
                                          args.defaults, strict=True):
                    assigns.setdefault(param.arg, [default])
            for name, values in bindings(nodes).items():
                assigns.setdefault(name, []).extend(values)
            inner = Scope(method, None, {}, assigns, set(), attrs=known)
            for attr, values in attribute_bindings(nodes).items():
                for value in values:
                    # self.p = clip(self.p + d): self.p read as what it was given before
                    base = ",".join(sorted(found.get(attr, set()) - {RECUR, TRACED, SEQ}))
                    marked = {f"recurattr self.{attr}={base}"} if base else set()
                    found.setdefault(attr, set()).update(_kinds(
                        callee, value, inner, elsewhere(visiting) | {f"self.{attr}"} | marked))
    # speed, a @property returning 1 or target / source: its returns, with those attributes
    for prop in (n for klass in lineage(owner, cls) for n in klass.body
                 if isinstance(n, FunctionNode) and any(
                     isinstance(d, ast.Name) and d.id == "property" for d in n.decorator_list)):
        inner = Scope(prop, None, {}, function_bindings(prop), set(), attrs=found)
        found.setdefault(prop.name, set().union(*(
            _kinds(callee, n.value, inner, elsewhere(visiting)) for n in statements(prop.body)
            if isinstance(n, ast.Return) and n.value is not None)))
    return {attr: one - {RECUR} for attr, one in found.items()}
