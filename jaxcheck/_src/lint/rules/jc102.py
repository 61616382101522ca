"""JC102 unhashable-static: an unhashable or identity-hashed static argument.

Checked at each call of a jitted function of the module (:func:`static_passed`, for each
static argument), and for optax optimizers made in a loop (:func:`optimizer_passed`); a
value made once per call of a function is reported once the walk knows that the
function runs per step (:func:`finish`). The fix makes a list a tuple and a set a
frozenset (:func:`hashable_fix`).
"""

from __future__ import annotations

import ast

from ..flow import bindings, unpacking
from ..project import Ref
from ..scope import FunctionNode, JitInfo, names_in, optax_maker, statements
from ..summaries import holds_optimizer as model_holds
from .arguments import passed
from .checker import ONCE_PER_OBJECT, Checker, Scope
from .finding import Edit, Fix, Rule
from .hashing import project_class, unhashable
from .held import fresh_inside
from .jc103 import rebuilt
from .loops import Loop, assigned_in, loop_bindings
from .nodes import class_def, is_property, self_attr, short

RULE = Rule("JC102", "unhashable-static", "an unhashable or identity-hashed static argument",
            """\
Static arguments (static_argnums / static_argnames, and every non-array argument of
equinox.filter_jit) are part of the cache key, so they must be hashable, and they should
hash by value. Flagged at a call site of a jitted function of the module:

  * a list, dict or set (literal or comprehension), or an array: unhashable, an error;
  * a lambda, a functools.partial, or a new instance of a class of the module that defines
    neither __eq__ nor __hash__: hashed by identity, so every new object compiles again;
  * a new instance of a (non-frozen) dataclass: unhashable;
  * an optax optimizer or schedule made in the loop (optax.adam(lr), optax.chain(...)),
    passed itself or inside nnx.Optimizer(model, tx) / TrainState.create(..., tx=tx):
    its functions are new closures every iteration;
  * an object made per iteration that holds a new function where the jit keeps it
    static: a TrainState whose apply_fn is a new lambda, an equinox model with a lambda
    activation (filter_jit), a partial a factory makes for each call.

Fix: pass a tuple instead of a list; define functions once; make config classes
@dataclass(frozen=True) (or give them __eq__ and __hash__); or make the argument traced.

jaxcheck run reports this as cause `static_value` (hashed by identity).""",
            fix="a tuple for a list (--fix), a frozen dataclass, or one object made once")


def static_passed(checker: Checker, expr: ast.expr, param: str, callee: str, info: JitInfo,
                  scope: Scope, loops: tuple[Loop, ...]) -> None:
    """One static argument ``expr`` (of parameter ``param``) of a call of ``callee``: an
    unhashable value, or one hashed by identity made anew where it runs repeatedly."""
    value, via = expr, ""
    if isinstance(expr, ast.Name) and not scope.assigns.get(expr.id) and \
            isinstance(scope.func, FunctionNode):
        handed = optimizer_handed(checker, scope, expr.id)
        if handed is not None:
            checker.report(expr, "JC102", f"`{expr.id}` is a new optax optimizer on each call "
                           f"of `{scope.func.name}` (made once per iteration: {handed}), "
                           f"passed to static `{param}` of `{callee}`: optax's functions are "
                           "hashed by identity, so each one compiles again; make the "
                           "optimizer once, outside the loop, and pass that")
            return
        handed = None if info.filter else identity_handed(checker, scope, expr.id)
        if handed is not None:
            checker.report(expr, "JC102", f"`{expr.id}` is a new `{handed[1]}` on each call "
                           f"of `{scope.func.name}` (made once per iteration: {handed[0]}), "
                           f"passed to static `{param}` of `{callee}`: it is hashed by "
                           "identity, so each one compiles again; make it a "
                           "@dataclass(frozen=True) (or give it __eq__ and __hash__), or "
                           "create it once")
            return
    if isinstance(expr, ast.Name):  # built before, by name: its one assignment
        values = scope.assigns.get(expr.id, [])
        if len(values) != 1 and not (values and all(isinstance(v, ast.Lambda)
                                                     for v in values)):
            return  # (post = lambda ... on each branch: a new lambda whichever runs)
        value, via = values[0], f"`{expr.id}` "
    elif self_attr(expr) and loops and _made_in(loops[-1], expr):
        # self.cfg = Config(...) in the loop: state on self
        made = _made_in(loops[-1], expr)
        if len(made) != 1 or unhashable(checker.module, made[0]) is not None:
            return
        value, via = made[0], ""
    elif self_attr(expr) and loops and scope.cls is not None and \
            is_property(checker.tree, scope.cls.name, expr.attr):
        made = _property_made(checker, scope.cls.name, expr.attr)
        if made is None:
            return
        value, via = made, f"`{short(expr)}` (a property that makes one on every read) "
    elif self_attr(expr):  # self.params = EnvParams() in a method run per iteration
        found = rebuilt(checker, expr)
        if found is None or unhashable(checker.module, found[0]) is not None:
            return
        value, via = found[0], f"`{short(expr)}` (made by `{found[1]}`, once per " \
            f"iteration: {found[2]}) "
    where = f"static `{param}` of `{callee}`"
    kind = None if info.filter else unhashable(checker.module, value)
    if kind is not None:
        fix = ("a tuple" if kind in ("list", "array") else
               "a tuple of pairs" if kind == "dict" else "a frozenset")
        checker.report(expr, "JC102", f"{via}an unhashable {kind} passed to {where}: pass "
                       f"{fix}, or make `{param}` a traced argument",
                       hashable_fix(value, safe=not via))
        return
    message = None
    inner = term_function(checker, value, scope) if info.filter else None
    if inner is not None:
        message = (f"{via}a new {inner} in the `{short(value.func, 30)}` passed to {where} "
                   "is compared by identity (equinox.filter_jit keeps it static), so every "
                   "new one compiles again: define the vector field once at module level "
                   "and pass what it closes over through `args`")
    elif isinstance(value, ast.Lambda):
        message = (f"{via}a lambda passed to {where} is hashed by identity, so every new "
                   "one compiles again: define the function once and pass that")
    elif isinstance(value, ast.Call) and checker.module.is_partial(value.func):
        message = (f"{via}a functools.partial passed to {where} is hashed by identity, "
                   "so every new one compiles again: create it once, or pass its "
                   "arguments separately")
    elif isinstance(value, ast.Call) and isinstance(value.func, ast.Name | ast.Attribute):
        cls = project_class(checker, value.func, factories=True)
        if cls is None or (isinstance(value.func, ast.Name)
                           and value.func.id in scope.local_defs):
            return
        if cls.hashing == "identity":
            message = (f"{via}a new `{cls.name}` passed to {where} is hashed by identity, "
                       f"so every new one compiles again: make `{cls.name}` a "
                       "@dataclass(frozen=True) (or give it __eq__ and __hash__), or "
                       "create it once")
        elif cls.hashing == "unhashable" and not info.filter:
            checker.report(expr, "JC102", f"{via}a `{cls.name}` passed to {where} is "
                           "unhashable (it has __eq__ but no __hash__, as a dataclass without "
                           f"frozen=True): make `{cls.name}` a @dataclass(frozen=True)")
            return
    if message is None:
        return
    if via and isinstance(expr, ast.Name) and not any(assigned_in(expr.id, lp.node)
                                                      for lp in loops[-1:]):
        # made once per run of this scope: one identity, unless the scope runs per step
        if not loops and isinstance(scope.func, FunctionNode):
            checker.pending_static.append((expr, message + " (each call of "
                                           f"`{scope.func.name}` makes a new one)",
                                           scope.func, checker.current_class))
        return
    checker.report(expr, "JC102", message)


#: diffrax's terms: the function they hold is a static part of the term
TERMS = frozenset(f"diffrax.{t}" for t in ("ODETerm", "ControlTerm", "WeaklyDiagonalControlTerm"))


def _property_made(checker: Checker, cls: str, name: str) -> ast.Call | None:
    """The construction a property of ``cls`` returns on every read (``return
    Grid1D(self.n, self.length)``), when it returns nothing else."""
    node = class_def(checker.tree, cls)
    prop = next((f for f in (node.body if node is not None else ()) if isinstance(
        f, FunctionNode) and f.name == name), None)
    returns = [n.value for n in statements(prop.body) if isinstance(n, ast.Return)] \
        if prop is not None else []
    return returns[0] if len(returns) == 1 and isinstance(returns[0], ast.Call) else None


def optimizer_handed(checker: Checker, scope: Scope, name: str) -> str | None:
    """Where a caller hands parameter ``name`` of the function around ``scope`` an optax
    optimizer it makes once per iteration of its own loop (``for fold in folds: tx =
    optax.adam(lr); fit(params, tx)``): ``path:line``, or None."""
    project = checker.project
    if project is None or not project.memo.setdefault("optax", any(
            b"optax" in view.data for view in project.views.values())):
        return None  # no module of the project makes an optax optimizer
    for site, module, made in _handed(checker, scope, name):
        if optax_maker(module.qualify(made.func)):
            return f"{site.view.path}:{made.lineno}"
    return None


def optimizer_handed_in(checker: Checker, node: ast.Call, callee: str, scope: Scope) -> bool:
    """A jitted call's argument that holds an optax optimizer a caller makes once per
    iteration of its own loop and hands in: the parameter itself (``fit(state, ...)``
    with ``state = make_state(...)`` per fold, made with ``tx=optax.adam(lr)``), or an
    object built here from such a parameter (``fit(model, optax.adam(lr), ...)`` then
    ``nnx.Optimizer(model, tx)``): each iteration of the caller compiles again."""
    func = scope.func
    project = checker.project
    if not isinstance(func, FunctionNode) or project is None or not project.memo.setdefault(
            "optax", any(b"optax" in view.data for view in project.views.values())):
        return False
    params = {a.arg for a in func.args.posonlyargs + func.args.args + func.args.kwonlyargs}
    stepped = _stepped(checker, node)
    if not stepped:
        return False
    for arg in [*node.args, *(k.value for k in node.keywords)]:
        if not isinstance(arg, ast.Name) or id(arg) not in stepped:
            continue
        values = scope.assigns.get(arg.id, [])
        # state, loss = train_step(state, ...): what the jit hands back keeps its optimizer
        carried = all(isinstance(c, ast.Call) and ast.unparse(c.func) == ast.unparse(
            node.func) for c in (unpacking(v)[0] if unpacking(v) is not None else v
                                 for v in values))
        names = [arg.id] if arg.id in params and carried else [
            n.id for v in values[:1] if len(values) == 1 and isinstance(v, ast.Call)
            for n in [*v.args, *(k.value for k in v.keywords)]
            if isinstance(n, ast.Name) and n.id in params and not scope.assigns.get(n.id)]
        for name in names:
            where = _optimizer_handed_to(checker, scope, name)
            if where is not None:
                subject = f"`{name}`" if name == arg.id else \
                    f"`{arg.id}` is built from `{name}`, which"
                checker.report(arg, "JC102", f"{subject} is handed a new optax optimizer "
                               f"on each call of `{func.name}` (made once per iteration: "
                               f"{where}) and reaches `{callee}`: its functions are new "
                               "closures, hashed by identity, so each one compiles again; "
                               "make the optimizer once, outside the loop, and pass that")
                return True
    return False


#: what a jitted step does with the object holding an optimizer (a TrainState, an
#: nnx.Optimizer, an optax state)
STEPS = frozenset({"apply_gradients", "update", "tx", "opt_state"})


def _stepped(checker: Checker, node: ast.Call) -> set[int]:
    """The arguments (ids) of a call of a jitted function of the project that its
    definition steps as an optimizer's holder (``state.apply_gradients(...)``,
    ``optimizer.update(model, grads)``); read only where the definition is known."""
    project, view = checker.project, checker.view
    ref = project.resolve(view, node.func, checker.current_class, guess=False) \
        if project is not None and view is not None else None
    func = project.node(ref) if isinstance(ref, Ref) else None
    if not isinstance(func, FunctionNode) or any(isinstance(a, ast.Starred) for a in node.args):
        return set()
    names = [a.arg for a in func.args.posonlyargs + func.args.args]
    key = f"stepped {ref.module}:{ref.name}"
    if key not in project.memo:
        project.memo[key] = {n.value.id for n in ast.walk(func) if isinstance(
            n, ast.Attribute) and n.attr in STEPS and isinstance(n.value, ast.Name)}
    used = project.memo[key]
    if not used:
        return set()
    given = [*zip(names, node.args, strict=False),
             *((k.arg, k.value) for k in node.keywords if k.arg is not None)]
    return {id(arg) for name, arg in given if name in used}


def _optimizer_handed_to(checker: Checker, scope: Scope, name: str) -> str | None:
    """Where a caller makes, once per iteration, what it hands parameter ``name``: an
    optax optimizer, or an object holding one (``make_state(key, model)``, a function of
    the project that makes one), as ``path:line``."""
    from .scalars import Callee

    for site, module, made in _handed(checker, scope, name):
        reader = Callee(module, checker.project, site.view, None)
        if holds_optimizer(reader, made, {}) is not None:
            return f"{site.view.path}:{made.lineno}"
    return None


def identity_handed(checker: Checker, scope: Scope, name: str) -> tuple[str, str] | None:
    """Where a caller hands parameter ``name`` of the function around ``scope`` a new
    object of a class hashed by identity, made once per iteration of its own loop (``for
    ep in range(n): env_params = EnvParams.randomized(rng); run_episode(w, env_params)``):
    ``(path:line, class name)``, or None."""
    from .scalars import Callee

    for site, module, made in _handed(checker, scope, name):
        reader = Callee(module, checker.project, site.view, None)
        cls = project_class(reader, made.func, factories=True)
        if cls is not None and cls.hashing == "identity":
            return f"{site.view.path}:{made.lineno}", cls.name
    return None


def _handed(checker: Checker, scope: Scope, name: str) -> list:
    """The calls that make what each caller hands parameter ``name`` once per iteration of
    its own loop: ``(site, its module, the call)``; read once per function and name."""
    project = checker.project
    key = f"handed {checker.path}:{scope.func.lineno}:{name}"
    if project is not None and key in project.memo:
        return project.memo[key]
    found = list(_handed_calls(checker, scope, name))
    if project is not None:
        project.memo[key] = found
    return found


def _handed_calls(checker: Checker, scope: Scope, name: str):
    sites = passed(checker, scope.func, checker.current_class, name)
    for site, arg in sites or ():
        module = site.view.scope()
        if module is None or arg is None:
            continue
        made = arg
        if isinstance(arg, ast.Name):
            body = site.func.body if site.func is not None else site.view.tree().body
            loops = [n for n in statements(body) if isinstance(n, ast.For | ast.While)
                     and any(m is site.outer for m in ast.walk(n))]
            values = [n.value for lp in loops[-1:] for n in statements(lp.body)
                      if isinstance(n, ast.Assign) and len(n.targets) == 1
                      and isinstance(n.targets[0], ast.Name) and n.targets[0].id == arg.id]
            made = values[0] if len(values) == 1 else None
        elif not site.in_loop:
            continue
        if isinstance(made, ast.Call):
            yield site, module, made


def _made_in(loop: Loop, expr: ast.expr) -> list[ast.expr]:
    """The values ``loop``'s body gives ``self.<attr>`` (``expr``)."""
    return [n.value for n in statements(loop.node.body) if isinstance(n, ast.Assign)
            and len(n.targets) == 1 and ast.unparse(n.targets[0]) == ast.unparse(expr)]


def term_function(checker: Checker, value: ast.expr, scope: Scope) -> str | None:
    """``diffrax.ODETerm(lambda t, y, args: f(t, y, beta))`` (or of a ``partial``) over a
    parameter of the function that makes it: what new function the term holds. A lambda
    that closes over nothing the caller changes is left alone (diffrax's own tests make
    such terms in loops over solvers, each compiled for its solver anyway)."""
    if not (isinstance(value, ast.Call) and checker.module.qualify(value.func) in TERMS):
        return None
    held = value.args[0] if value.args else next(
        (k.value for k in value.keywords if k.arg == "vector_field"), None)
    # what it closes over from the function that makes it: a parameter (beta, damping)
    func = scope.func
    params = {a.arg for a in func.args.posonlyargs + func.args.args + func.args.kwonlyargs} \
        if isinstance(func, FunctionNode) else set()
    if isinstance(held, ast.Lambda):
        own = {a.arg for a in held.args.args + held.args.posonlyargs + held.args.kwonlyargs}
        return "lambda" if params & (set(names_in(held.body)) - own) else None
    if isinstance(held, ast.Call) and checker.module.is_partial(held.func):
        return "functools.partial" if params & set(names_in(held)) else None
    return None


def static_self(checker: Checker, method: FunctionNode, dec: ast.expr, info) -> None:
    """A method jitted with ``self`` static (``@partial(jax.jit, static_argnums=0)``) in a
    class hashed by identity: each new object is a new static value, so the method
    compiles again for it; reported when the class is made once per iteration."""
    jit = checker.module.decorator(dec)
    if jit is None or jit.filter or info is None or info.hashing != "identity" or \
            0 not in jit.nums or any(isinstance(d, ast.Name) and d.id in (
                "staticmethod", "classmethod") for d in method.decorator_list):
        return
    checker.pending_objects.append((dec, (
        f"`{method.name}` is jitted with `self` static, and `{info.name}` is hashed by "
        "identity: every new object compiles it again; give the class __eq__ and "
        "__hash__ over its settings (or a frozen dataclass), or make one object and "
        "reuse it"), info.name))


def finish(checker: Checker) -> None:
    """The identity-hashed statics made once per call of a function: reported when the
    module calls that function from a loop (and it is neither memoized nor run once per
    object); the optimizers made once per object, when the class is made per iteration."""
    for expr, message, cls in checker.pending_objects:
        site = checker.project.hot(Ref(checker.view.name, cls)) \
            if checker.project is not None and checker.view is not None else None
        if site is not None:
            checker.report(expr, "JC102", f"{message} (a new `{cls}` each iteration: "
                           f"{site.where})")
    for expr, message, func, cls in checker.pending_static:
        if func.name not in ONCE_PER_OBJECT and not checker.memoized(func) and (
                func.name in checker.loop_calls or checker.hot(func, cls) is not None):
            checker.report(expr, "JC102", message)


def optimizer_passed(checker: Checker, node: ast.Call, callee: str,
                     loops: tuple[Loop, ...]) -> bool:
    """:func:`optimizer_made` for each loop around the call, the innermost first (a
    ``TrainState`` made per fold, stepped in an inner loop over epochs): whether one was."""
    return any(optimizer_made(checker, node, callee, loop) for loop in reversed(loops))


def optimizer_per_call(checker: Checker, node: ast.Call, callee: str, scope: Scope) -> None:
    """An optax optimizer made in a function's body and passed to a jitted function there
    (``run_trial`` makes ``TrainState.create(..., tx=optax.adamw(lr))``, then steps it):
    one new optimizer per call of that function, reported once the walk knows the
    function runs per iteration (a sweep, a fold, an epoch calls it: :func:`finish`)."""
    func = scope.func
    if not isinstance(func, FunctionNode) or checker.one_shot(func):
        return
    if scope.optimizers is None:
        scope.optimizers = {}
        for n in statements(func.body):
            if isinstance(n, ast.Assign) and len(n.targets) == 1 \
                    and isinstance(n.targets[0], ast.Name):
                made = holds_optimizer(checker, n.value, scope.optimizers)
                if made is not None:
                    scope.optimizers[n.targets[0].id] = made
    for arg in [*node.args, *(k.value for k in node.keywords)]:
        made = holds_optimizer(checker, arg, scope.optimizers)
        if made is not None:
            held = "" if isinstance(arg, ast.Call) and short(arg) == made else \
                f"`{short(arg)}` holds "
            checker.pending_static.append((arg, (
                f"{held}`{made}`, made on each call of `{func.name}` and passed to "
                f"`{callee}`: its functions are new closures, hashed by identity, so each "
                "call compiles again: make the optimizer once and pass it in"),
                func, checker.current_class))
            return


def optimizer_on_object(checker: Checker, node: ast.Call, callee: str, scope: Scope) -> None:
    """An optax optimizer an object makes once (in ``__init__`` or ``setup``) and a method
    of it passes to a jitted function (``self.state``, made with ``tx=optax.adam(lr)``):
    one new optimizer per object, reported once the walk knows the class is made per
    iteration (``for lr in lrs: Trainer(lr).fit()``: :func:`finish`)."""
    if scope.cls is None or not isinstance(scope.func, FunctionNode) or \
            checker.project is None or checker.view is None:
        return
    made = _object_optimizers(checker, scope.cls.name)
    for arg in [*node.args, *(k.value for k in node.keywords)]:
        held = _held(arg, made)
        if held is not None:
            checker.pending_objects.append((arg, (
                f"`{short(arg)}` holds `{held}`, made once per `{scope.cls.name}` and passed "
                f"to `{callee}`: its functions are new closures, hashed by identity, so each "
                f"new `{scope.cls.name}` compiles again: make the optimizer once and pass it "
                "in"), scope.cls.name))
            return


def _object_optimizers(checker: Checker, cls_name: str) -> dict[str, str]:
    """``self.<name>`` -> the optax call it holds, for what the class's ``__init__`` (or
    ``setup``) puts on the object; read once per class."""
    key = f"object optimizers {cls_name}"
    memo = checker.memo
    if key not in memo:
        made: dict[str, str] = {}
        cls = class_def(checker.tree, cls_name)
        for method in cls.body if cls is not None else ():
            if not isinstance(method, FunctionNode) or method.name not in ONCE_PER_OBJECT:
                continue
            names: dict[str, str] = {}
            for n in statements(method.body):
                if not (isinstance(n, ast.Assign) and len(n.targets) == 1):
                    continue
                held = _held(n.value, made) or holds_optimizer(checker, n.value, names)
                if held is None:
                    continue
                target = n.targets[0]
                if isinstance(target, ast.Name):
                    names[target.id] = held
                elif self_attr(target):
                    made[f"self.{target.attr}"] = held
        memo[key] = made
    return memo[key]


def _held(expr: ast.expr, made: dict[str, str], depth: int = 0) -> str | None:
    """The optimizer ``expr`` holds through ``self.<name>`` (itself, or an argument of a
    call that builds from it: ``TrainState.create(..., tx=self.tx)``; not what a method of
    it returns, such as ``self.tx.init(p)``, which is arrays)."""
    if self_attr(expr):
        return made.get(f"self.{expr.attr}")
    if isinstance(expr, ast.Call) and depth < 4:
        return next((h for h in (_held(a, made, depth + 1) for a in [
            *expr.args, *(k.value for k in expr.keywords)]) if h is not None), None)
    return None


def optimizer_made(checker: Checker, node: ast.Call, callee: str, loop: Loop) -> bool:
    """An optax optimizer (or schedule) made in this loop and passed to a jitted function,
    as an argument or inside an object built from it (``nnx.Optimizer(model,
    optax.adam(lr))``, ``TrainState.create(..., tx=optax.sgd(lr))``). Its functions are
    new closures each iteration; wherever the jit keeps them static (a TrainState's
    ``tx``, nnx.jit's graph definition, equinox.filter_jit) they are hashed by identity,
    so every iteration compiles again. State it initialises
    (``optax.adam(lr).init(params)``) is arrays, and fine."""
    if loop.optimizers is None:
        loop.optimizers = {}
        for n in statements(loop.node.body):
            if isinstance(n, ast.Assign) and len(n.targets) == 1 \
                    and isinstance(n.targets[0], ast.Name | ast.Tuple):
                # (model, optimizer = build(lr): each name with its own item)
                for name, values in bindings([n]).items():
                    made = holds_optimizer(checker, values[-1], loop.optimizers)
                    if made is not None:
                        loop.optimizers[name] = made
    for arg in [*node.args, *(k.value for k in node.keywords)]:
        made = holds_optimizer(checker, arg, loop.optimizers)
        if made is not None:
            held = "" if isinstance(arg, ast.Call) and short(arg) == made else \
                f"`{short(arg)}` holds "
            checker.report(arg, "JC102", f"{held}`{made}`, made anew every iteration and "
                           f"passed to `{callee}`: its functions are new closures, hashed by "
                           "identity, so each iteration compiles again: make the optimizer "
                           "once, before the loop, and reuse it")
            return True
    return False


def holds_optimizer(checker: Checker, expr: ast.expr, made: dict[str, str],
                    depth: int = 0) -> str | None:
    """The optax call ``expr`` is or holds (through calls' arguments), if any, also
    through a function of the project that makes one on each call and returns it
    (``state = create_train_state(rng, lr)``)."""
    found = model_holds(checker.module, expr, made, depth)
    index = None
    if unpacking(expr) is not None and isinstance(unpacking(expr)[0], ast.Call):
        expr, index = unpacking(expr)  # model, optimizer = build(lr): its second item
    if found is None and isinstance(expr, ast.Call) and checker.project is not None \
            and checker.view is not None:
        ref = checker.project.resolve(checker.view, expr.func, checker.current_class)
        if isinstance(ref, Ref):
            inner = checker.project.optimizer(ref, index if isinstance(index, int) else None)
            if inner is not None:
                return f"{short(expr.func, 30)}(...)` makes `{inner}"
        if index is None and depth < 3:  # create_state(model, make_optimizer(), key)
            for arg in [*expr.args, *(k.value for k in expr.keywords)]:
                if isinstance(arg, ast.Call):
                    inner = holds_optimizer(checker, arg, made, depth + 1)
                    if inner is not None:
                        return inner
    return found


def hashable_fix(value: ast.expr, safe: bool) -> Fix | None:
    """A list literal as a tuple, a set literal as a frozenset: the hashable equivalent
    (JAX refuses the unhashable one, so nothing that ran before can change)."""
    if isinstance(value, ast.List) and not any(isinstance(e, ast.Starred) for e in value.elts):
        text = ast.unparse(ast.Tuple(value.elts, ast.Load()))
        if not text.startswith("("):
            text = f"({text})"
        title = "a tuple"
    elif isinstance(value, ast.Set):
        text, title = f"frozenset({ast.unparse(value)})", "a frozenset"
    else:
        return None
    return Fix(f"pass {title}", (Edit(value.lineno, value.col_offset, value.end_lineno,
                                      value.end_col_offset, text),), safe=safe)


def fresh_held(checker: Checker, node: ast.Call, info: JitInfo, callee: str,
               loops: tuple[Loop, ...], scope: Scope) -> None:
    """An argument made on each pass of a loop that holds a new function where the jit
    keeps it static (:mod:`.held`): a TrainState whose ``apply_fn`` is a new lambda, an
    equinox model built with a new lambda activation, a partial made per step."""
    if scope.func is not None and checker.one_shot(scope.func):
        return  # (a test that loops over what it tests: each pass compiles by design)
    args = [(e, True) for e in [*node.args, *(k.value for k in node.keywords)]] \
        if info.filter else [(e, False) for e, _ in info.traced_args(node)] + [
            (e, True) for e, _ in info.static_args(node)]  # (a static: all of it is kept)
    for expr, whole in args:
        if checker.reported(expr, "JC102") or isinstance(expr, ast.Starred):
            continue
        found = None
        if isinstance(expr, ast.Call):
            found = fresh_inside(checker, expr, scope, whole,
                                 made=set(loop_bindings(loops[-1])))
        elif isinstance(expr, ast.Name):
            for loop in loops:
                made = loop_bindings(loop).get(expr.id)
                if made:
                    inner = Scope(scope.func, scope.cls, scope.jits,
                                  {**scope.assigns, expr.id: made},
                                  scope.local_defs)
                    found = fresh_inside(checker, expr, inner, whole,
                                         made=set(loop_bindings(loop)))
                    break
        if found is not None:
            checker.report(expr, "JC102", (
                f"`{short(expr, 24)}` holds {found}, made on each pass, and `{callee}` keeps "
                "it static (hashed by identity): every pass compiles again; define the "
                "function once, outside the loop, and build the object from it"))
            return
