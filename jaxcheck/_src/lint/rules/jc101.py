"""JC101 jit-in-loop: a jitted function created anew where it runs repeatedly.

The walk calls :func:`jit_made` wherever a jit is made (a call of a jit, a jit decorator):
in a loop it is reported at once; inside a function it waits for :func:`finish`, which
knows by then whether that function runs more than once or is called from a loop.
:func:`factory_called` follows a loop's call of another module's factory of fresh jits.
The fix hoists the jit above its loop (:func:`hoist`), or the statement that makes the
function it wraps (:func:`move_up`).
"""

from __future__ import annotations

import ast
import re

from ..project import Ref
from ..scope import FRESH_JITS, FunctionNode, names_in, statements
from ..summaries import kept_by_key
from . import thrash
from .checker import ONCE_PER_OBJECT, Checker, Scope
from .few import few_values
from .finding import Edit, Fix, Rule
from .fresh import fresh
from .hashing import project_class
from .loops import Loop, loop_bindings, varies
from .nodes import WORD, class_def, short

RULE = Rule("JC101", "jit-in-loop", "a jitted function created anew where it runs repeatedly",
            """\
jax.jit (and pjit, partial(jax.jit, ...), equinox.filter_jit, nnx.jit) caches compiled
code on the jitted object and on the function it wraps. Creating it again, around a new
lambda, closure or functools.partial, starts with an empty cache: it traces and compiles
again every time. Flagged:

  * a jit created inside a loop body:        for x in xs: y = jax.jit(lambda v: v + 1)(x)
  * a jit of a fresh function created and called in one expression inside a function:
                                              def step(x): return jax.jit(lambda v: v * 2)(x)
  * a jit of a closure defined in a function that runs once per iteration anywhere in the
    project: called in a loop, called by a function that is, read as a property in a loop,
    handed on as a callback (scipy's jac=, a hook a trainer keeps), or the __call__ of
    an object called in a loop (lowpass = FIRFilter(...); for f in frames: lowpass(f));
  * a factory of another module that returns a new jit, called per iteration;
  * a factory memoized with a small cache (lru_cache(maxsize=1)) that each pass of a
    loop asks for more keys than it keeps (a listed order of keys, the constants a
    helper's callers pass in one loop, or keys one per-iteration run asks in turn): each
    call evicts the last and compiles again; a memoized factory keyed on a new object
    (also one that keeps its jits in a dict by key, by hand, when the loop passes a new
    key on each pass; with the same key every pass it makes one jit);
  * a jit of a closure a project function returns (jax.jit(make_step(model, tx)) per
    epoch), or of a linen Module's apply (jax.jit(model.apply)) made in a loop;
  * the project's own jit (a function that jits its first parameter: @timed_jit,
    timed_call(fn, x)) on a nested def or a new partial, per iteration;
  * jax.clear_caches() in a loop that calls a jit, or in a function or method of the
    project the loop calls (an epoch callback, a server's hot swap): every executable goes.

Fix: create the jitted function once (module level, __init__, or before the loop) and
call that; pass what the closure captured as arguments.

  step = jax.jit(lambda v: v + 1)
  for x in xs: y = step(x)

jaxcheck run reports this as cause `redefined_function`.""",
            fix="create the jitted function once (module level, __init__, before the loop); "
                "--fix hoists it")


def jit_made(checker: Checker, node: ast.AST, wrapped: ast.AST, scope: Scope,
             loops: tuple[Loop, ...], is_fresh: bool, called: bool = False,
             kind: str = "jax.jit") -> None:
    """A place that makes a jitted function (a call of a jit, or a jit decorator):
    reported at once in a loop; inside a function, kept for :func:`finish` when the
    function it wraps is ``is_fresh``."""
    what = jit_name(node)
    if loops:
        # jax.jit(f) of one same f hits the cache of f (slow dispatch, no compile), and
        # jitting the loop variable is a different function each time, on purpose: only
        # a function made anew in the loop compiles again every iteration (and with
        # nnx.jit or linen's jit, every jit made anew: they keep no shared cache)
        made: ast.AST | None
        if isinstance(node, FunctionNode):
            made = node
        elif isinstance(wrapped, ast.Name) and wrapped.id in loops[-1].varying:
            made = None
        elif kind in FRESH_JITS or fresh(checker, wrapped, scope, kind,
                                         loop=loops[-1].node):
            made = wrapped
        else:
            made = None
        if made is None:
            return
        if id(node) in getattr(loops[-1].node, "_jaxcheck_stores", ()):
            # {k: jax.jit(partial(acc, k=k)) for k in topk}: a table of jits, one per item,
            # kept: judged as made where the comprehension is (in a loop around it, again)
            jit_made(checker, node, wrapped, scope, loops[:-1], is_fresh, called, kind)
            return
        # one function per listed configuration: a compile each, on purpose (unless a
        # loop inside the sweep makes it again on each of its passes)
        swept = set(loops[-1].varying) if loops[-1].sweep else set()
        once_each = (swept and swept & set(names_in(made)) and not loops[-1].floats) or \
            per_item_function(made, loops[-1])
        if once_each:
            # (listed floats bound into a partial could be traced instead); one per item,
            # unless the function around the loop runs per iteration: judged at the end
            if len(loops) == 1 and isinstance(scope.func, FunctionNode):
                checker.pending_items.append((node, what, scope.func,
                                              checker.current_class))
            return  # jax.jit(jax.vmap(pot)) for each potential of a table: one each
        checker.report(node, "JC101", f"{what} inside a loop makes a new jitted function "
                       "every iteration, and each one compiles again: create it once "
                       "before the loop and call that", hoist(checker, node, loops[-1]))
        return
    func = scope.func
    if is_fresh and isinstance(func, FunctionNode):
        checker.pending.append((node, what, func, called, checker.current_class))


def factory_called(checker: Checker, node: ast.Call, body: ast.AST,
                   through: bool = False) -> None:
    """JC101 across functions and modules: ``make_step()(x)`` in a loop, or
    ``step = make_step()`` in the loop and ``step(x)``, where ``make_step`` returns a
    jit of a function it makes anew on every call (not memoized); ``body`` is the loop
    (or, ``through``, a function: reported when it runs once per iteration)."""
    made = node.func if isinstance(node.func, ast.Call) else node  # make_step()(x)
    offer = checker.offer(made.func)
    if offer is None or offer.kind != "factory" or offer.module == "this module":
        return  # a factory of this module: reported where it jits (see finish)
    if isinstance(body, ast.For | ast.AsyncFor) and checker.per_item(made, body):
        return  # for act in ACTIVATIONS.values(): build(act): one function per item
    if thrash.kept_per_key(checker, made, body):
        return  # get_scorer("sheep"), which keeps its jits in a dict by key: made once
    if made is node and offer.read and isinstance(node.func, ast.Attribute):
        made = node.func  # obj.step_fn(x): the property made a new jit for this call
    elif made is node:  # step = make_step(), and step(x) further on in the loop
        named = [t.id for n in statements(body.body) if isinstance(n, ast.Assign)
                 and n.value is node for t in n.targets if isinstance(t, ast.Name)]
        if not (named and any(isinstance(c, ast.Call) and isinstance(c.func, ast.Name)
                              and c.func.id == named[0] for c in ast.walk(body))):
            return
    hot = checker.hot(body, checker.current_class) if through else None
    if through and hot is None:
        return
    what = (f"the property `{short(made, 30)}` (in {offer.module}) returns a new jitted "
            "function at every read" if offer.read else f"`{short(made.func, 30)}` (in "
            f"{offer.module}) returns a new jitted function on every call")
    if hot is not None:
        checker.report(made, "JC101", f"{what}, and `{body.name}` calls it each time it "
                       f"runs, once per iteration ({hot}): each one compiles again; make it "
                       "once, outside the loop, and pass it in (or memoize the factory with "
                       "functools.cache)")
        return
    checker.report(made, "JC101", f"{what}, and it is {'read' if offer.read else 'called'} "
                   "in this loop: each iteration compiles again; make it once before the loop "
                   "(or memoize it with functools.cache)")


def cached_factory_called(checker: Checker, node: ast.Call, loop: Loop) -> None:
    """``make_step(0.97, lr_at(it))`` in a loop, where ``make_step`` is memoized
    (``functools.lru_cache``) and returns a new jit: the cache is keyed on the arguments,
    and one that takes a new value on every pass misses it each time (a sweep over
    listed values is a few entries, by design)."""
    made = node.func if isinstance(node.func, ast.Call) else node
    project, view = checker.project, checker.view
    if project is None or view is None:
        return
    if _thrashed(checker, made, loop):
        return
    if loop.sweep or loop.flags:
        return
    # a value computed from the loop's counter (lr_at(it), 0.9 ** it): new on every pass;
    # an item of a collection (for name, batch in queue) is one of its few keys
    def counted(value: ast.expr) -> bool:
        return not isinstance(value, ast.Name | ast.Attribute) and any(
            isinstance(n, ast.Name) and n.id in loop.counters for n in ast.walk(value))

    # an object hashed by identity made on each pass (cfg = AdapterConfig(...), a dataclass
    # with eq=False): a key no earlier call had
    def fresh_object(value: ast.expr) -> bool:
        if not isinstance(value, ast.Call):
            return False
        made = project_class(checker, value.func)
        return made is not None and made.hashing == "identity"

    args = [*made.args, *(k.value for k in made.keywords)]
    moving = next((a for a in args
                   if varies(a, loop) and (counted(a) or isinstance(a, ast.Name) and any(
                       counted(v) for v in loop_bindings(loop).get(a.id, [])))), None)
    if moving is not None and few_values(checker, moving, loop):
        moving = None  # variant = assign_variant(user_id): one of two keys, however many
    how = "takes a new value on every pass of this loop"
    if moving is None:
        how = "is a new object, hashed by identity, on every pass of this loop"
        moving = next((a for a in args if fresh_object(a) or isinstance(a, ast.Name) and any(
            fresh_object(v) for v in loop_bindings(loop).get(a.id, []))), None)
    if moving is None:
        return
    ref = project.resolve(view, made.func, checker.current_class, guess=False)
    if not (isinstance(ref, Ref) and project.cached_factory(ref)):
        return
    checker.report(made, "JC101", f"`{short(made.func, 30)}` is memoized and returns a new "
                   f"jitted function for each new key, and `{short(moving, 30)}` {how}: "
                   "each call misses the cache and "
                   "compiles again; pass the changing value to the jitted function as an "
                   "argument, and key the factory only on what stays fixed")


def _thrashed(checker: Checker, made: ast.Call, loop: Loop) -> bool:
    """A factory memoized with a small ``lru_cache(maxsize=k)`` that one pass of the loop
    asks for more than ``k`` keys: several calls with different arguments
    (``spectrogram_fn(**TRAIN_STFT)``, then ``spectrogram_fn(**EVAL_STFT)``), or one call
    over the items of a loop nested in another. Each key evicts the one before, so every
    call misses: one compile per call. Reported; True when it was."""
    found = thrash.lru_size(checker, made)
    if found is None:
        return False
    size = found[1]
    name = ast.unparse(made.func)
    keys = {ast.dump(ast.Tuple([*made.args, *(k.value for k in made.keywords)], ast.Load()))
            for n in ast.walk(loop.node) if isinstance(n, ast.Call) and
            ast.unparse(n.func) == name for made in [n]}
    outer = any(isinstance(n, ast.For | ast.While) and n is not loop.node and any(
        m is loop.node for m in ast.walk(n)) for n in ast.walk(checker.tree))
    if len(keys) <= size and not (outer and thrash.varies_any(made, loop) and
                                  _items(checker, loop) > size) and \
            not thrash.listed_order(checker, made, loop, size):
        return False
    _report_thrash(checker, made, size, "each pass of this loop asks it for more keys "
                   "than it keeps")
    return True


def cached_through(checker: Checker, node: ast.Call, scope: Scope) -> None:
    """A small memoized factory called in a function whose callers, in one loop, pass its
    key more values than the cache keeps (:func:`.thrash.through_callers`)."""
    made = node.func if isinstance(node.func, ast.Call) else node
    if not thrash.maybe_memoized(checker, made):
        return  # (a name no memoized function of the project has: most calls)
    found = thrash.lru_size(checker, made) if scope.func is not None and any(
        isinstance(a, ast.Name) for a in made.args) else None
    why = thrash.in_turn(checker, made, scope, found[1]) if found is not None else None
    if why is not None:
        _report_thrash(checker, made, found[1], why)
        return
    # make_controller(ControllerConfig()): a key hashed by identity, new on every call
    def identity(a: ast.expr) -> bool:  # Cfg(2.0), or cfg = Cfg(2.0) in the function
        given = scope.assigns.get(a.id, []) if isinstance(a, ast.Name) else [a]
        return len(given) == 1 and isinstance(given[0], ast.Call) and getattr(
            project_class(checker, given[0].func), "hashing", None) == "identity"

    fresh_key = next((a for a in [*made.args, *(k.value for k in made.keywords)]
                      if identity(a)), None)
    if fresh_key is None or checker.project is None or checker.view is None:
        return
    ref = checker.project.resolve(checker.view, made.func, checker.current_class,
                                  guess=False)
    hot = checker.hot(scope.func, checker.current_class) if isinstance(ref, Ref) and \
        checker.project.cached_factory(ref) else None
    if hot is not None:
        checker.report(made, "JC101", f"`{short(made.func, 30)}` is memoized and returns a "
                       f"new jitted function for each new key, and `{short(fresh_key, 30)}`"
                       f" is a new object, hashed by identity, on every call of "
                       f"`{scope.func.name}`, which runs once per iteration ({hot}): each "
                       "call misses the cache and compiles again; make the key once, or "
                       "give its class value equality (a frozen dataclass)")


def _report_thrash(checker: Checker, made: ast.Call, size: int, how: str) -> None:
    checker.report(made, "JC101", f"`{short(made.func, 30)}` is memoized with "
                   f"lru_cache(maxsize={size}) and returns a new jitted function per key, "
                   f"and {how}: each call evicts the last and compiles again; raise maxsize "
                   "to the number of settings (or make one jitted function take them as "
                   "arguments)")


def _items(checker: Checker, loop: Loop) -> int:
    """How many items the loop iterates, when it is a literal collection (or a name given
    one at module level, or its ``.items()``); 0 when unknown."""
    it = loop.node.iter if isinstance(loop.node, ast.For) else None
    if isinstance(it, ast.Call) and isinstance(it.func, ast.Attribute) and \
            it.func.attr in ("items", "keys", "values") and not it.args:
        it = it.func.value
    if isinstance(it, ast.Name) and len(checker.module.assigns.get(it.id, [])) == 1:
        it = checker.module.assigns[it.id][0]
    if isinstance(it, ast.Dict):
        return len(it.keys)
    return len(it.elts) if isinstance(it, ast.List | ast.Tuple) else 0


def finish(checker: Checker) -> None:
    """The jits of fresh functions made inside functions, judged once the walk knows every
    call: made and called at once in a function that runs more than once, or a closure
    jitted in a function the module calls from a loop."""
    once = {name for name, top in checker.sites.items() if top == [True]} | {"main"}
    for node, what, func, cls in checker.pending_items:
        if func.name in once or func.name in ONCE_PER_OBJECT or checker.memoized(func, cls) \
                or checker.one_shot(func):
            continue
        where = checker.hot(func, cls)
        if where is not None:
            checker.report(node, "JC101", f"{what} is made for each item of a loop in "
                           f"`{func.name}`, which runs once per iteration ({where}): every "
                           "call jits each item again, and each compiles again; make the "
                           "jitted functions once (in __init__, or where they are "
                           "registered) and reuse them")
    for node, what, func, called, cls in checker.pending:
        # a cached_property keeps its jit on the object: once per object, as __init__
        per_object = func.name in ONCE_PER_OBJECT or (cls is not None and any(
            checker.module.qualify(d) == "functools.cached_property"
            for d in func.decorator_list))
        if checker.memoized(func, cls) and not per_object or kept_by_key(func, node, class_def(
                checker.tree, cls) if cls is not None else None):
            continue  # functools.cache and friends: one jit per arguments, made once
        # main() and test functions run once: jitting inside them is one-shot
        if not called and used_once(func, node):  # grad_fn = jax.jit(...); grad_fn(x)
            called = handed(checker, func) or checker.hot(func, cls) is not None
        if called and func.name not in once and not checker.one_shot(func):
            checker.report(node, "JC101", f"{what} of a new function, called at once: every "
                           f"call of `{func.name}` jits and compiles again; jit it once "
                           "(module level or __init__) and call that")
        if per_object and not called and cls is not None and \
                checker.project is not None and checker.view is not None:
            # self._solve = jax.jit(self.solve) in __init__: one jit per object, and a
            # new object each iteration compiles its own
            site = checker.project.hot(Ref(checker.view.name, cls))
            # for name, ds in eval_sets.items(): Dataset(ds): an object per item of a
            # collection, each with its own jit, by design
            per_item = site is not None and site.outer is not None and any(
                isinstance(a, ast.Name) and a.id in site.items
                for a in [*site.outer.args, *(k.value for k in site.outer.keywords)])
            if site is not None and not per_item:
                checker.report(node, "JC101", f"{what} made in `{cls}.{func.name}`: each "
                               f"new `{cls}` jits and compiles its own, and one is made "
                               f"each iteration ({site.where}); make the object once and "
                               "reuse it, or jit at module level and pass what the object "
                               "holds as arguments")
            continue
        if called or per_object or memo_on_self(checker, func, cls):
            continue
        # one call per item of a list, handing the item on to be called: one closure per
        # distinct function, by design (as a factory's per-item calls, above)
        line = next((call.lineno for call, loop in checker.loop_sites.get(func.name, [])
                     if not (isinstance(loop, ast.For | ast.AsyncFor)
                             and checker.per_item(call, loop))), None)
        where = f"line {line}" if line is not None else checker.hot(func, cls)
        if where is not None:
            checker.report(node, "JC101", f"{what} of a closure made in `{func.name}`, which "
                           f"runs once per iteration (called in a loop: {where}): each call "
                           "jits and compiles again; create the jitted function once and "
                           "pass what it captures as arguments")


def used_once(func: FunctionNode, made: ast.expr) -> bool:
    """``grad_fn = jax.jit(...)`` and then ``grad_fn(x)``, outside any loop of ``func``,
    the name neither returned nor kept: made and called once per call of ``func``, as
    ``jax.jit(...)(x)`` is (a jac= callback that does so compiles on every evaluation)."""
    name = next((n.targets[0].id for n in statements(func.body) if isinstance(n, ast.Assign)
                 and n.value is made and len(n.targets) == 1
                 and isinstance(n.targets[0], ast.Name)), None)
    if name is None:
        return False
    nodes = list(ast.walk(func))
    # called in a loop, or in a nested def or lambda: called many times
    looped = [n for n in nodes if isinstance(n, ast.For | ast.While | ast.Lambda)
              or isinstance(n, FunctionNode) and n is not func]
    calls = [c for c in nodes if isinstance(c, ast.Call)
             and isinstance(c.func, ast.Name) and c.func.id == name]
    other = [n for n in nodes if isinstance(n, ast.Name) and n.id == name
             and isinstance(n.ctx, ast.Load) and not any(c.func is n for c in calls)]
    return bool(calls) and not other and not any(
        loop.lineno <= c.lineno <= (loop.end_lineno or 0) for c in calls for loop in looped)


def handed(checker: Checker, func: FunctionNode) -> bool:
    """Whether ``func`` is handed to a call by name (``minimize(f, x0, jac=gradient)``):
    a callback, which the library calls as often as it likes."""
    if checker.handed_names is None:  # (read from the text: a walk of a long module costs)
        checker.handed_names = set(re.findall(r"[(,=]\s*([A-Za-z_]\w*)\s*(?=[,)])",
                                              "\n".join(checker.module.lines)))
    return func.name in checker.handed_names


def memo_on_self(checker: Checker, func: FunctionNode, cls: str | None) -> bool:
    """Every call of method ``func`` keeps what it returns on the object, and only when
    the object has none yet (``if self._step is None: self._step = self._build()``): it
    runs once per object, whatever loop reads the result."""
    if cls is None or cls not in checker.module.classes:
        return False
    # most methods are not kept so: read the lines first (`= self.<name>(`), once a module
    if checker.kept_by_self is None:
        checker.kept_by_self = set(re.findall(r"= self\.(\w+)\(",
                                              "\n".join(checker.module.lines)))
    if func.name not in checker.kept_by_self:
        return False
    tree = class_def(checker.tree, cls)
    if tree is None:
        return False
    calls, guarded = 0, 0
    for test in ast.walk(tree):
        if not isinstance(test, ast.If):
            continue
        guard = test.test
        attr = guard.left if isinstance(guard, ast.Compare) and len(guard.ops) == 1 and \
            isinstance(guard.ops[0], ast.Is) and isinstance(guard.comparators[0], ast.Constant) \
            and guard.comparators[0].value is None else guard.operand if isinstance(
                guard, ast.UnaryOp) and isinstance(guard.op, ast.Not) else None
        for n in test.body:
            if isinstance(n, ast.Assign) and len(n.targets) == 1 and attr is not None and \
                    ast.unparse(n.targets[0]) == ast.unparse(attr) and isinstance(
                    n.value, ast.Call) and ast.unparse(n.value.func) == f"self.{func.name}":
                guarded += 1
        # if key not in self._compiled: model = self._build(...); self._compiled[key] =
        # model: one build per key, kept in the object's table
        table = ast.unparse(guard.comparators[0]) if isinstance(guard, ast.Compare) and \
            len(guard.ops) == 1 and isinstance(guard.ops[0], ast.NotIn) else None
        if table is not None and any(
                isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(
                    n.targets[0], ast.Subscript) and ast.unparse(n.targets[0].value) == table
                for n in test.body):
            guarded += sum(isinstance(c, ast.Call) and ast.unparse(c.func) ==
                           f"self.{func.name}" for n in test.body for c in ast.walk(n))
    for n in ast.walk(tree):
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and \
                n.func.attr == func.name and isinstance(n.func.value, ast.Name) and \
                n.func.value.id == "self":
            calls += 1
    return calls > 0 and calls == guarded


def jit_name(node: ast.AST) -> str:
    """How a message names the jit: ``@jax.jit on `step``` or ```jax.jit(...)```."""
    if isinstance(node, FunctionNode):
        return f"@{short(node.decorator_list[0], 30)} on `{node.name}`"
    if isinstance(node, ast.Call):
        func = node.func
        while isinstance(func, ast.Call):
            func = func.func
        return f"`{short(func, 30)}(...)`"
    return "jit"


# --- the fix: hoist the jit above its loop ----------------------------------------------


def hoist(checker: Checker, node: ast.AST, loop: Loop) -> Fix | None:
    """Move a jit expression made in a loop body above the loop, when nothing it reads
    is assigned in the loop (so it is the same function every iteration)."""
    lp = loop.node
    lines = checker.module.lines
    if not isinstance(node, ast.Call) or not in_body(node, lp):
        return None
    changing = set(names_in(lp.target)) if isinstance(lp, ast.For | ast.AsyncFor) \
        else set()
    for n in statements(lp.body):
        for t in targets(n):
            changing |= set(names_in(t))
    own = {a.arg for lam in ast.walk(node) if isinstance(lam, ast.Lambda)
           for a in ast.walk(lam.args) if isinstance(a, ast.arg)}
    if (set(names_in(node)) - own) & changing:
        # `b = jax.vmap(f)` in the loop, then `jax.jit(b)`: move that one statement up
        # when it reads nothing the loop changes (the jit then finds JAX's cache)
        wrapped = node.args[0] if node.args else None
        if isinstance(wrapped, ast.Name) and (set(names_in(node)) - own) & changing \
                == {wrapped.id}:
            return move_up(checker, wrapped.id, lp, changing)
        return None
    segment = ast.get_source_segment("\n".join(lines), node)
    if segment is None or any(isinstance(n, ast.NamedExpr | ast.Await | ast.Yield
                                         | ast.YieldFrom) for n in ast.walk(node)):
        return None
    indent = " " * lp.col_offset
    line = lines[lp.lineno - 1] if lp.lineno <= len(lines) else ""
    if line[:lp.col_offset].strip():
        return None  # the loop shares its line with other code: no clean insertion
    # `step = jax.jit(...)` as a statement of the body: move the statement itself
    for stmt in lp.body:
        if isinstance(stmt, ast.Assign) and stmt.value is node \
                and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
            own = lines[stmt.lineno - 1]
            end = lines[stmt.end_lineno - 1] if stmt.end_lineno else ""
            if own[:stmt.col_offset].strip() or end.encode()[stmt.end_col_offset:].strip():
                return None  # shares a line: no clean move
            text = ast.get_source_segment("\n".join(lines), stmt)
            if text is None or sum(1 for n in statements(lp.body) if stmt.targets[0].id
                                   in {t.id for t in targets(n)
                                       if isinstance(t, ast.Name)}) != 1:
                return None
            return Fix(f"create `{stmt.targets[0].id}` once, above the loop", (
                Edit(lp.lineno, 0, lp.lineno, 0, f"{indent}{text}\n"),
                Edit(stmt.lineno, 0, stmt.end_lineno + 1, 0, "")))
    name = fresh_name(checker, node)
    return Fix(f"create `{name}` once, above the loop", (
        Edit(lp.lineno, 0, lp.lineno, 0, f"{indent}{name} = {segment}\n"),
        Edit(node.lineno, node.col_offset, node.end_lineno, node.end_col_offset, name)))


def move_up(checker: Checker, name: str, lp: ast.AST, changing: set[str]) -> Fix | None:
    """Move ``name = <call>``, a statement of the loop's own body and the only
    assignment of ``name`` in the loop, above the loop, when it reads nothing else the
    loop changes."""
    lines = checker.module.lines
    stmts = [n for n in lp.body if isinstance(n, ast.Assign) and len(n.targets) == 1
             and isinstance(n.targets[0], ast.Name) and n.targets[0].id == name]
    assigned = sum(1 for n in statements(lp.body) for t in targets(n)
                   if isinstance(t, ast.Name) and t.id == name)
    if len(stmts) != 1 or assigned != 1 or not isinstance(stmts[0].value, ast.Call):
        return None
    stmt = stmts[0]
    if (set(names_in(stmt.value)) & changing) or any(
            isinstance(n, ast.NamedExpr | ast.Await | ast.Yield | ast.YieldFrom)
            for n in ast.walk(stmt.value)):
        return None
    own = lines[stmt.lineno - 1]
    end = lines[stmt.end_lineno - 1] if stmt.end_lineno else ""
    tail = end.encode()[stmt.end_col_offset:].strip()
    if own[:stmt.col_offset].strip() or (tail and not tail.startswith(b"#")):
        return None  # shares a line: no clean move
    text = ast.get_source_segment("\n".join(lines), stmt)
    if text is None:
        return None
    comment = tail.decode("utf-8", "replace")
    indent = " " * lp.col_offset
    return Fix(f"create `{name}` once, above the loop", (
        Edit(lp.lineno, 0, lp.lineno, 0,
             f"{indent}{text}{'  ' + comment if comment else ''}\n"),
        Edit(stmt.lineno, 0, stmt.end_lineno + 1, 0, "")))


def fresh_name(checker: Checker, node: ast.Call) -> str:
    """``grad_loss_jit`` for ``jax.jit(jax.grad(loss))``: a name the module does not use."""
    inner = node.args[0] if node.args else node
    words = ["fn"] if isinstance(inner, ast.Lambda) else [
        w for w in WORD.findall(ast.unparse(inner))
        if w not in ("jax", "jnp", "functools", "self", "nnx", "eqx", "tree_util")]
    base = "_".join(words[:3])[:30] or "step"
    base = re.sub(r"^\d", "_", base) + "_jit"
    used = set(WORD.findall("\n".join(checker.module.lines))) | checker.names_made
    name, n = base, 1
    while name in used:
        n += 1
        name = f"{base}{n}"
    checker.names_made.add(name)
    return name


def targets(node: ast.stmt) -> list[ast.expr]:
    """What a statement assigns (for, with, augmented and annotated assignments too)."""
    if isinstance(node, ast.Assign):
        return list(node.targets)
    if isinstance(node, ast.AugAssign | ast.AnnAssign):
        return [node.target]
    if isinstance(node, ast.For | ast.AsyncFor):
        return [node.target]
    if isinstance(node, ast.With | ast.AsyncWith):
        return [i.optional_vars for i in node.items if i.optional_vars is not None]
    if isinstance(node, FunctionNode | ast.ClassDef):
        return [ast.Name(node.name)]
    if isinstance(node, ast.Import | ast.ImportFrom):
        return [ast.Name((a.asname or a.name).split(".")[0]) for a in node.names]
    return [n.target for n in ast.walk(node) if isinstance(n, ast.NamedExpr)]


def in_body(node: ast.AST, loop: ast.AST) -> bool:
    """``node`` runs as part of the loop body's own statements: not in a nested function,
    lambda or comprehension, whose code runs at another time or in another scope."""
    stack: list[ast.AST] = list(loop.body)
    while stack:
        n = stack.pop()
        if n is node:
            return True
        if isinstance(n, FunctionNode | ast.ClassDef | ast.Lambda | ast.ListComp
                      | ast.SetComp | ast.DictComp | ast.GeneratorExp):
            continue
        stack.extend(ast.iter_child_nodes(n))
    return False


def per_item_function(made: ast.AST, loop: Loop) -> bool:
    """A transformation or partial of the loop's own item, in a loop over the items of
    a collection (``for name, pot in POTENTIALS.items(): jax.jit(jax.vmap(pot))``): each
    item is a function of its own, compiled once, by design; not a function made in
    the body (``f = lambda ...``), nor a fixed function given a new value each time."""
    node = loop.node
    if not isinstance(node, ast.For | ast.AsyncFor) or not isinstance(made, ast.Call) \
            or not made.args:
        return False
    it = node.iter
    if isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == "range":
        return False  # a counter is no function
    first = made.args[0]
    while isinstance(first, ast.Call) and first.args:  # jax.jit(jax.vmap(jax.grad(pot)))
        first = first.args[0]
    targets = set(names_in(node.target))
    if isinstance(first, ast.Subscript) and isinstance(first.value, ast.Name) and \
            isinstance(first.slice, ast.Name) and first.slice.id in targets and \
            first.value.id not in loop_bindings(loop) and first.slice.id not in loop_bindings(loop):
        return True  # partial(REGISTRY[name], k=K) for each name: a table's functions
    return isinstance(first, ast.Name) and first.id in targets and \
        first.id not in loop_bindings(loop)

