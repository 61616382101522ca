"""JC103 varying-static: a value that changes every iteration passed as static.

Checked at each call of a jitted function inside a loop, for each static argument
(:func:`static_in_loop`), against every loop around the call: the loop's per-iteration
values (:mod:`.loops`) and the static objects built from them (:func:`built_from`).
"""

from __future__ import annotations

import ast

from ..flow import attribute_bindings, unpacking
from ..project import Ref
from ..scope import FunctionNode, JitInfo, statements
from .advanced import advanced
from .arguments import passed
from .builds import builds, helper_build, made_array
from .checker import ONCE_PER_OBJECT, Checker, Scope
from .few import few_values
from .finding import Rule
from .hashing import project_class
from .inert import swept_inert
from .leaves import numbers_inside, yielded_numbers
from .loops import (
    Loop,
    arith_only,
    loop_bindings,
    numbers,
    product_column,
    propagate,
    varies,
)
from .nodes import class_def, self_attr, short
from .populations import listed_by_callers
from .reads import changes, computed_from, formatted, made_in_loop, pulled, reduced_operand
from .scalars import kinds
from .shapes import data_sized, sized_item
from .tables import measured_column, table_entry

RULE = Rule("JC103", "varying-static", "a value that changes every iteration passed as static",
            """\
A static argument is compiled into the code: each new value compiles again. Inside a loop,
the loop variable, an accumulator (x += ...), a decayed scalar (lr = lr * 0.9), an
expression of those, or len() of a per-iteration slice takes a new value (almost) every
iteration. With equinox.filter_jit every Python int or float is static, so a loop counter
passed to it compiles once per value, as does a name over listed numbers (for t1 in
(1.0, 2.0): ...). A sweep over flags (for mode in ("train", "eval"), or listed beside
each split's data: for training, batch in ((True, tr), (False, va))) compiles once per
mode by design, and is not reported. So does a static value built in the loop from such a value:
Config(lr=lr), dataclasses.replace(cfg, lr=lr), eqx.tree_at(lambda m: m.rate, model, r).
Library functions that are filter_jit themselves count too: diffrax.diffeqsolve,
optimistix.root_find / minimise / least_squares / fixed_point, lineax.linear_solve.
Also: a static read from each batch's values (int(labels.max()) + 1) or formatted with a
loop's value (f"eval/epoch_{epoch}"); under filter_jit, a Python number held inside an
argument (a dict of hyperparameters, a list of class weights, a record's int field); a
method jitted with self static whose object a loop replaces with its next version
(scaler = scaler.partial_fit(batch)); a static field of a pytree class
(struct.field(pytree_node=False), eqx.field(static=True), tree_flatten's auxiliary data)
given a new value per step (state.replace(step=state.step + 1), a date per day): it is
part of the tree's structure, so every jit given the object compiles again. A static
that takes one of a few values the source fixes (a constant a helper returns, a
NamedTuple of literals per phase, an object made once, two fields of a config a method
chooses between, a field replace() leaves alone, a flax linen module rebuilt with equal
fields, a field declared bool) is by design, and not reported; so is a static field of a
record whose arrays alone reach the jit. A sweep is still reported when the jitted
function makes nothing of the value: it only prints it or formats it into a label, or
only looks numbers up with it in a module table of three entries or more (KC[region]):
each value compiles the same program again. Listed values that repeat, with three
distinct ones or more (["M8", "M6", "M12", "M8"]), are a stream of data, not a sweep.
Values are followed into the functions a loop calls: a static a helper or method computes
from its caller's loop value (dt = stamp - self.t; decay=self.decay_at(step), its return
computed from step), a number an object's counter moves on (sched.get_last_lr() after
sched.step() adds to self.count, or a property read after it; next(ramp) whose __next__
doubles self.dt), a count read
back from a jitted function on each pass's data (k = int(count_above(x, t))), arithmetic
of a data-sized length (total - len(tokens)), and, under filter_jit, a model a helper or
callback rebuilds with a Python number (anneal.on_epoch_start(model, epoch) returning
eqx.tree_at(..., model, self.rate(epoch))).

JAX keys static arguments by type as well as value: 5 and np.int64(5), 3 and 3.0, True and
1 compile apart even where they are equal, so one static given len(LABELS) by one call
and labels.max() + 1 (a NumPy integer) by another compiles twice; so do calls in two
functions of one process. Under filter_jit, Python numbers listed in a project module's
table (for name, k in PRESETS), computed from a listed column (dt = dd / 56.0), read out
of a dict entry (for lr in SWEEP["lr"]) or handed down by a caller's loop (run(x, lr))
compile once each; so does an nnx module's attribute a helper function sets on each pass
(set_rate(model, rate)). A column of distinct floats read out of listed records
(site["lat"]) is measurements, not modes: passed static, each compiles.

Fix: pass the value as a traced argument (remove it from static_argnums /
static_argnames, or wrap it with jnp.asarray for filter_jit); if it takes only a few
values on purpose, silence the line with # noqa: JC103.

jaxcheck run reports this as cause `static_value`.""",
            fix="make the argument traced, or hoist its value out of the loop")


def static_in_loop(checker: Checker, expr: ast.expr, param: str, callee: str, info: JitInfo,
                   loops: tuple[Loop, ...], scope: Scope | None = None,
                   call: ast.Call | None = None) -> None:
    """One static argument ``expr`` (of parameter ``param``) of a call of ``callee`` made
    inside ``loops``: reported when some loop around the call changes it. A few values by
    design are still reported when ``call``'s def makes nothing of them (:mod:`.inert`)."""
    if flag(expr, loops[-1]):
        return  # is_last = i == n - 1: two values at most, one compile each by design
    if checker.reported(expr, "JC102"):
        return  # a new object hashed by identity (JC102): new whatever it is built from
    if table_entry(checker, expr, scope):
        return  # SPECS[lang]: one of a table's entries, one compile each, by design
    mute = (lambda: varies(expr, loop) and swept_inert(checker, expr, param, callee, call))
    data = reduced_operand(checker, expr)
    if data is None and isinstance(expr, ast.Name):  # k = int(yb.max()) + 1, then k
        given = {id(v): v for loop in loops for v in loop_bindings(loop).get(expr.id, [])}
        data = reduced_operand(checker, *given.values()) if len(given) == 1 else None
    for loop in loops:
        if data is not None and any(isinstance(n, ast.Name) and changes(n.id, loop)
                                    for n in ast.walk(data)):
            checker.report(expr, "JC103", f"`{short(expr)}` is read from the values of "
                           f"`{short(data, 20)}`, which change every iteration, and is passed "
                           f"to static `{param}` of `{callee}`: each new value compiles again; "
                           "fix it once for the whole run (the number of classes from the "
                           "config or the whole dataset), or pass it as a traced argument")
            return
        source = pulled(checker, expr, loop, scope) if scope is not None else None
        if source is not None:
            checker.report(expr, "JC103", f"`{short(expr)}` is read back from "
                           f"`{short(source, 30)}`, a jitted function's result on each "
                           f"iteration's data, and is passed to static `{param}` of "
                           f"`{callee}`: each new value compiles again; keep it on the "
                           f"device and make `{param}` a traced argument (pad or mask to a "
                           "bound it can reach)")
            return
        if scope is not None and not info.filter and sized_length(checker, expr, loop, scope):
            what = "is" if isinstance(expr, ast.Call) else "is computed from"
            checker.report(expr, "JC103", f"`{short(expr)}` {what} the length of a batch "
                           "whose size follows the data, and is passed to static "
                           f"`{param}` of `{callee}`: each new length compiles again; pad to "
                           f"a fixed size and pass the count as a traced argument")
            return
        if isinstance(expr, ast.Name) and expr.id in loop.tabled:
            if mute():
                return
            continue  # for reward in STAGE_REWARDS: the table's few objects, one compile each
        if loop.flags or (isinstance(expr, ast.Name) and expr.id in loop.flagged):
            # for mode in ("train", "eval"), for training, batch in ((True, tr), (False,
            # va)): one compile per mode, by design
            if mute():
                return
            continue
        why = advanced(checker, expr, loop, scope) if scope is not None else None
        if why is not None:
            checker.report(expr, "JC103", f"{why}: a new value on each pass, passed to "
                           f"static `{param}` of `{callee}`, so each value compiles again; "
                           f"make `{param}` a traced argument")
            return
        if info.filter:
            # filter_jit: every non-array is static, but only a value the source shows
            # is a Python one is reported: a counter, or a name over listed constants
            if isinstance(expr, ast.Name) and expr.id in loop.literals:
                checker.report(expr, "JC103", f"`{expr.id}` takes each listed value in turn "
                               f"and `{callee}` (equinox.filter_jit) treats Python values as "
                               "static: one compile per value; pass "
                               f"jnp.asarray({expr.id}) for a number, or, for a deliberate "
                               "sweep, add `# noqa: JC103`")
                return
            handed = listed_by_callers(checker, scope, expr.id) if scope is not None and \
                isinstance(expr, ast.Name) else []
            if len({(type(c.value), c.value) for c in handed
                    if type(c.value) in (int, float)}) > 1:
                checker.report(expr, "JC103", f"`{expr.id}` is each Python number its callers' "
                               f"loops list ({', '.join(repr(c.value) for c in handed[:3])}"
                               f"{', ...' if len(handed) > 3 else ''}), and `{callee}` "
                               "(equinox.filter_jit) treats Python numbers as static: one "
                               f"compile per value; pass jnp.asarray({expr.id})")
                return
            given = loop_bindings(loop).get(expr.id, []) if isinstance(expr, ast.Name) else []
            if arith_only(expr, loop.counters) or len(given) == 1 and loop.numerals and \
                    arith_only(given[0], loop.numerals | loop.counters):  # dt = dd / 56.0
                checker.report(expr, "JC103", f"`{short(expr)}` is a Python number that "
                               f"changes every iteration, and `{callee}` (equinox.filter_jit) "
                               "treats Python numbers as static, so each value compiles "
                               f"again: pass jnp.asarray({short(expr, 20)})")
                return
            if scope is not None and not loop.sweep and varies(expr, loop) and \
                    python_number(checker, expr, scope, loop):
                checker.report(expr, "JC103", f"`{short(expr)}` is a Python number that "
                               f"changes every iteration, and `{callee}` (equinox.filter_jit) "
                               "treats Python numbers as static, so each value compiles "
                               f"again: pass jnp.asarray({short(expr, 20)})")
                return
            number = _held_number(checker, expr, loop, scope)
            if number is not None:
                checker.report(expr, "JC103", f"`{short(expr)}` holds a Python number "
                               f"(`{short(number, 30)}`) made anew on every iteration, and "
                               f"`{callee}` (equinox.filter_jit) keeps every non-array leaf "
                               "static, in dicts and lists too: each new value compiles again;"
                               f" store it as an array (jnp.asarray({short(number, 20)}))")
                return
            source = built_from(checker, expr, loop, python_only=True, scope=scope)
            if source is not None:
                checker.report(expr, "JC103", f"`{short(expr)}` is built from `{source}`, a "
                               "Python value that changes every iteration, and "
                               f"`{callee}` (equinox.filter_jit) keeps Python values static, "
                               "in fields too: each value compiles again; store it as an "
                               f"array (jnp.asarray({source}))"
                               + (", or, for a deliberate sweep, add `# noqa: JC103`"
                                  if loop.sweep else ""))
                return
            continue
        source = None if varies(expr, loop) else \
            built_from(checker, expr, loop, python_only=False)
        if source is not None:
            checker.report(expr, "JC103", f"`{short(expr)}` is built from `{source}`, which "
                           f"changes every iteration, and is passed to static `{param}` of "
                           f"`{callee}`: each new value compiles again; keep what varies out "
                           f"of `{param}` (pass it as a traced argument)"
                           + (", or, for a deliberate sweep, add `# noqa: JC103`"
                              if loop.sweep else ""))
            return
        column = product_column(checker, loop, expr.id, scope) if isinstance(
            expr, ast.Name) and scope is not None and loop.sweep else None
        if column and all(type(v) is int for v in column):
            continue  # for e, n in product(ECCENTRICITIES, SUBSTEPS): n, a listed int
        if varies(expr, loop) and loop.sweep and (not loop.numbers or loop.ints) and \
                not measured_column(checker, expr, loop, scope):
            # for order, loss in itertools.product(ORDERS, LOSSES), for n in (32, 128):
            # one compile per listed value, bounded by the list and by design (a static
            # int sets a shape or a count; a mode); listed floats could be traced
            if mute():
                return
            continue
        if varies(expr, loop) and loop.sweep and not few_values(
                checker, expr, loop, func=scope.func if scope else None):
            checker.report(expr, "JC103", f"`{short(expr)}` takes each listed value in turn "
                           f"and is passed to static `{param}` of `{callee}`: one compile per "
                           f"value; make `{param}` a traced argument, or, for a deliberate "
                           "sweep, add `# noqa: JC103`")
            return
        if varies(expr, loop) and few_values(checker, expr, loop,
                                             func=scope.func if scope else None):
            if mute():
                return
            continue  # PulsedInflow(pulse_amplitude(t)): one of two settings, by design
        if varies(expr, loop):
            checker.report(expr, "JC103", f"`{short(expr)}` changes every iteration and "
                           f"is passed to static `{param}` of `{callee}`, so each value "
                           f"compiles again: make `{param}` a traced argument (drop it from "
                           "static_argnums/static_argnames) or hoist it out of the loop")
            return


def _held_number(checker: Checker, expr: ast.expr, loop: Loop, scope: Scope | None
                 ) -> ast.expr | None:
    """A computed Python number held inside ``expr`` (:mod:`.leaves`), when the loop gives
    ``expr`` a new value on each pass: a literal written in the loop, a name its body
    assigns, or its item from a generator of the project."""
    if scope is None:
        return None
    if isinstance(expr, ast.Dict | ast.List | ast.Tuple | ast.Call):
        return numbers_inside(checker, expr, scope)  # (made on this pass)
    if not isinstance(expr, ast.Name):
        return None
    if expr.id in loop_bindings(loop):
        inner = Scope(scope.func, scope.cls, scope.jits,
                      {expr.id: loop_bindings(loop)[expr.id]}, scope.local_defs)
        return numbers_inside(checker, expr, inner)
    node = loop.node
    if isinstance(node, ast.For | ast.AsyncFor) and isinstance(node.target, ast.Name) and \
            node.target.id == expr.id:
        return yielded_numbers(checker, node.iter)
    return None


def built_from(checker: Checker, expr: ast.expr, loop: Loop, python_only: bool,
               depth: int = 0, scope: Scope | None = None) -> str | None:
    """The per-iteration value a static object is built from in this loop, if any: a
    constructor (``Config(lr=lr)``), ``dataclasses.replace(cfg, lr=lr)``, a
    ``.replace``/``._replace``, or ``eqx.tree_at(where, model, r)``, called in the
    loop (or its result bound to a name there) with an argument that changes every
    iteration. ``python_only``: the argument must surely be a Python value (a counter,
    arithmetic of counters, a name over listed constants): under equinox.filter_jit an
    array there would be traced."""
    if depth > 3:
        return None
    if isinstance(expr, ast.Name):
        for n in statements(loop.node.body):
            if isinstance(n, ast.Assign) and len(n.targets) == 1 \
                    and isinstance(n.targets[0], ast.Name) and n.targets[0].id == expr.id:
                return built_from(checker, n.value, loop, python_only, depth + 1, scope)
        return None
    if self_attr(expr):  # self.cfg = replace(self.cfg, lr=...) in the loop: state on self
        want = ast.unparse(expr)
        for n in statements(loop.node.body):
            if isinstance(n, ast.Assign) and len(n.targets) == 1 \
                    and ast.unparse(n.targets[0]) == want:
                if not python_only and isinstance(n.value, ast.Call) and builds(
                        checker, n.value.func) and any(
                        ast.unparse(sub) == want for a in [*n.value.args, *(
                            k.value for k in n.value.keywords)]
                        for sub in ast.walk(a) if isinstance(sub, ast.BinOp | ast.Call)
                        for sub in ast.walk(sub)):
                    return short(expr, 30)  # rebuilt from its own last value: it drifts
                return built_from(checker, n.value, loop, python_only, depth + 1, scope)
        return None
    if isinstance(expr, ast.Call) and not builds(checker, expr.func):
        expr = helper_build(checker, expr, scope)  # set_dropout(model, p): tree_at(.., p)
    if not isinstance(expr, ast.Call):
        return None
    for arg in [*expr.args, *(k.value for k in expr.keywords)]:
        if python_only and made_array(checker, expr, arg):
            continue  # self.margin = jnp.asarray(margin) in __init__: a traced leaf
        if python_only:
            if (isinstance(arg, ast.Name) and arg.id in loop.literals) or \
                    arith_only(arg, loop.counters, numbers(checker.module)) or (
                    scope is not None and isinstance(arg, ast.Call) and varies(arg, loop)
                    and python_number(checker, arg, scope, loop)):
                return short(arg, 30)  # (also dropout_schedule(epoch), float(beta))
        elif varies(arg, loop):
            return short(arg, 30)
        inner = built_from(checker, arg, loop, python_only, depth + 1, scope) \
            if isinstance(arg, ast.Call) else None
        if inner is not None:
            return inner
    return None


def rebuilt(checker: Checker, expr: ast.expr) -> tuple[ast.Call, str, str] | None:
    """``self.X`` (a static argument) given a new object by a method of this class that
    runs once per iteration somewhere in the project (``self.cfg =
    dataclasses.replace(self.cfg, dt=dt)`` in ``step``, ``self.params = EnvParams()``
    in ``reset``): the call that makes it, the method, and where that runs per iteration."""
    if not self_attr(expr) or checker.current_class is None:
        return None
    cls = class_def(checker.tree, checker.current_class)
    if cls is None:
        return None
    want = ast.unparse(expr)
    for method in cls.body:
        if not isinstance(method, FunctionNode) or method.name in ONCE_PER_OBJECT:
            continue
        for n in statements(method.body):
            if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(
                    n.value, ast.Call) and ast.unparse(n.targets[0]) == want:
                where = checker.hot(method, cls.name)
                if where is not None:
                    return n.value, method.name, where
    return None


def static_rebuilt(checker: Checker, expr: ast.expr, param: str, callee: str,
                   info: JitInfo) -> None:
    """A static ``self.X`` rebuilt, by a method that runs per iteration, from a value
    that is not constant (``dataclasses.replace(self.cfg, dt=new_dt)``): each new value
    compiles again."""
    found = rebuilt(checker, expr)
    if found is None or info.filter:
        return
    made, method, where = found
    if not builds(checker, made.func) or not any(
            not isinstance(a, ast.Constant) and not (self_attr(a) and ast.unparse(a) ==
                                                     ast.unparse(expr))
            for a in [*(made.args[1:] if _replaces(checker, made) else made.args),
                      *(k.value for k in made.keywords)]):
        return
    checker.report(expr, "JC103", f"`{short(expr)}` is rebuilt by `{method}` "
                   f"(`{short(made, 40)}`), which runs once per iteration ({where}), and is "
                   f"passed to static `{param}` of `{callee}`: each new value compiles "
                   f"again; keep what varies out of `{param}` (pass it as a traced argument)")


def _replaces(checker: Checker, call: ast.Call) -> bool:
    """``dataclasses.replace(obj, ...)``: its first argument is the old object."""
    return checker.module.qualify(call.func) == "dataclasses.replace"


def flag(expr: ast.expr, loop: Loop) -> bool:
    """A bool made in the loop (a comparison, ``bool(...)``, ``not``, ``and``/``or``, or a
    name given only those): a mode with two values, compiled once each by design."""
    if isinstance(expr, ast.Name):
        values = loop_bindings(loop).get(expr.id, [])
        return bool(values) and all(flag(v, loop) for v in values)
    return isinstance(expr, ast.Compare | ast.BoolOp) or (
        isinstance(expr, ast.UnaryOp) and isinstance(expr.op, ast.Not)) or (
        isinstance(expr, ast.Call) and isinstance(expr.func, ast.Name)
        and expr.func.id == "bool")


def sized_length(checker: Checker, expr: ast.expr, loop: Loop, scope: Scope,
                 depth: int = 0) -> bool:
    """``len(group)`` of a batch whose size follows the data (an ``islice`` chunk, a
    ragged loader's item, a filtered list), or arithmetic of it (``total - len(prompt)``,
    through a name the loop assigns): as many values as there are sizes."""
    if depth > 3:
        return False
    if isinstance(expr, ast.Name):  # remaining = total - len(prompt), then remaining
        given = loop_bindings(loop).get(expr.id, [])
        return len(given) == 1 and sized_length(checker, given[0], loop, scope, depth + 1)
    if isinstance(expr, ast.BinOp) and not isinstance(expr.op, ast.Mod):
        return sized_length(checker, expr.left, loop, scope, depth + 1) or \
            sized_length(checker, expr.right, loop, scope, depth + 1)
    if not (isinstance(expr, ast.Call) and isinstance(expr.func, ast.Name)
            and expr.func.id == "len" and len(expr.args) == 1):
        return False
    arg = expr.args[0]
    if isinstance(arg, ast.Name) and arg.id in loop.ragged:
        return True
    return data_sized(checker, arg, loop, scope) is not None or (
        isinstance(arg, ast.Name) and sized_item(checker, arg.id, loop) is not None)


def python_number(checker: Checker, expr: ast.expr, scope: Scope, loop: Loop) -> bool:
    """A Python int or float, as far as the source shows (not ``jnp.asarray(t)``, which
    is an array, however weakly typed)."""
    if isinstance(expr, ast.Name):
        values = loop_bindings(loop).get(expr.id) or scope.assigns.get(expr.id, [])
        if any(isinstance(v, ast.Call) and (checker.module.qualify(v.func) or "").startswith(
                ("jax.", "numpy.")) for v in values):
            return False
    elif isinstance(expr, ast.Call) and (checker.module.qualify(expr.func) or "").startswith(
            ("jax.", "numpy.")):
        return False
    return kinds(checker, expr, scope, set()) in ({"int"}, {"float"}, {"int", "float"})


def static_state(checker: Checker, expr: ast.expr, param: str, callee: str,
                 scope: Scope) -> None:
    """A static ``self.<attr>`` passed in a method that runs once per iteration (called
    from a loop anywhere in the project), where a method of the class that runs
    repeatedly gives the attribute a value computed from what it is handed
    (``self.cur_len = lengths.max().item()``): a new value, and a compile, per call."""
    if scope.func is None or scope.cls is None:
        return
    # self.cfg, or a value built from the object's state: tuple(sorted(self.opts.items()))
    attrs = {expr.attr} if self_attr(expr) else {  # type: ignore[attr-defined]
        n.attr for n in ast.walk(expr) if self_attr(n)} if isinstance(expr, ast.Call) else set()
    if not attrs:
        return
    cls = class_def(checker.tree, scope.cls.name)
    for method in cls.body if cls is not None else []:
        if not isinstance(method, FunctionNode) or method.name in ONCE_PER_OBJECT:
            continue
        given = attribute_bindings(statements(method.body))
        values = [v for a in sorted(attrs) for v in given.get(a, [])] + [
            n.value for n in statements(method.body) if isinstance(n, ast.Assign)
            and len(n.targets) == 1 and isinstance(n.targets[0], ast.Subscript)
            and self_attr(n.targets[0].value) and n.targets[0].value.attr in attrs]
        if not values:
            continue
        body = Loop(method, varying={a.arg for a in method.args.args[1:]
                                     + method.args.kwonlyargs})
        propagate(body)
        for value in values:
            if settings(checker, value):
                continue  # Options.from_request(req): compared by value, a compile a setting
            if not isinstance(value, ast.Name) and not flag(value, body) and \
                    varies(value, body) and checker.hot(scope.func, scope.cls.name):
                checker.report(expr, "JC103", f"`{short(expr)}` is given a new value from "
                               f"what `{method.name}` is handed on each call (line "
                               f"{value.lineno}), and is passed to static `{param}` of "
                               f"`{callee}`: each new value compiles again; pass it as a "
                               "traced argument, or round it to a few fixed values")
                return



def settings(checker: Checker, value: ast.expr) -> bool:
    """A new object of a class hashed by value (a frozen dataclass, a NamedTuple) made
    from what a request holds (``Options.from_request(req)``, ``Options(top_k=req["k"])``):
    equal settings hit the cache, so it compiles once per distinct setting, by design.
    Made from a number computed per call (``len(batch)``, ``x.max().item()``), it is not;
    ``int(req["top_k"])`` only reads a setting."""
    if not isinstance(value, ast.Call):
        return False
    func = value.func
    cls = project_class(checker, func)
    if cls is None and isinstance(func, ast.Attribute):  # a classmethod that makes one
        cls = project_class(checker, func.value)
    if cls is None or cls.hashing != "value":
        return False
    calls = [value]
    if isinstance(func, ast.Attribute) and checker.project is not None and \
            checker.view is not None:  # Options.from_request(req): what it makes, and of what
        ref = checker.project.resolve(checker.view, func, checker.current_class, guess=False)
        method = checker.project.node(ref) if isinstance(ref, Ref) else None
        calls += [n.value for n in statements(method.body) if isinstance(n, ast.Return)
                  and isinstance(n.value, ast.Call)] if isinstance(method, FunctionNode) else []
    return not any(isinstance(n, ast.BinOp) or (isinstance(n, ast.Call) and (
        isinstance(n.func, ast.Name) and n.func.id in ("len", "round")
        or isinstance(n.func, ast.Attribute) and n.func.attr in ("item", "max", "sum")))
        for c in calls for a in [*c.args, *(k.value for k in c.keywords)] for n in ast.walk(a))


def static_from_callers(checker: Checker, expr: ast.expr, param: str, callee: str,
                        info: JitInfo, scope: Scope) -> None:
    """A static argument of a jitted call (not in a loop of its own function) read from a
    parameter of that function (``request["max_tokens"]``, ``cfg.steps``, ``lr``), where a
    caller passes the parameter the item of a loop: a new value per iteration (a request,
    a batch, a counter), or each of a listed sweep's floats. A sweep over listed ints,
    strings or flags is a few configurations, one compile each, by design. Not for
    ``equinox.filter_jit``, where an array in any position is traced."""
    func = scope.func
    if info.filter:
        return
    if func is None:
        return
    value = expr
    if isinstance(expr, ast.Name) and len(scope.assigns.get(expr.id, [])) == 1:
        value = scope.assigns[expr.id][0]  # num_classes = int(np.max(labels)) + 1
    held = value.args[0] if isinstance(value, ast.Call) and ast.unparse(value.func) == "len" \
        and len(value.args) == 1 and isinstance(value.args[0], ast.Name) else None
    if held is not None and len(scope.assigns.get(held.id, [])) == 1:  # users, inv =
        made = scope.assigns[held.id][0]  # np.unique(ids, return_inverse=True); len(users)
        value = ast.Call(value.func, [(unpacking(made) or (made,))[0]], [])
    params = {a.arg for a in func.args.posonlyargs + func.args.args + func.args.kwonlyargs}
    params -= {"self", "cls"}
    reduced = reduced_operand(checker, value)
    roots = []
    for root in [reduced] if reduced is not None else formatted(value) or [value]:
        while isinstance(root, ast.Subscript | ast.Attribute):
            root = root.value
        if isinstance(root, ast.Call) and isinstance(root.func, ast.Name) and \
                root.func.id in ("int", "float", "len", "str") and len(root.args) == 1:
            root = root.args[0]
        if isinstance(root, ast.Name) and root.id in params:
            roots.append(root.id)
    if not roots and reduced is None:  # dt = stamp - self.t; decay=self.decay_at(step)
        roots = sorted(computed_from(checker, expr, params, scope.assigns, scope))
    for root in roots:
        given = passed(checker, func, scope.cls.name if scope.cls else None, root)
        for site, arg in given or ():
            if arg is None or not site.in_loop:
                continue
            why = _looped_value(site, arg)
            if why is None and reduced is not None and made_in_loop(site, arg):
                why = "a new batch on each pass of a loop"
            if why is not None:
                read = "the values of " if reduced is not None else ""
                checker.report(expr, "JC103", f"`{short(expr)}` is read from {read}"
                               f"`{root}`, which the call at {site.where} passes {why}, "
                               f"and is passed to static `{param}` of `{callee}`: each new "
                               f"value compiles again; make `{param}` a traced argument (or "
                               "fix it once for the whole run)")
                return


def _looped_value(site, arg: ast.expr) -> str | None:
    """How ``arg``, passed at ``site``, changes per iteration of a loop around the site:
    the item of a loop over data or a range, or each of listed floats; None for a sweep
    over listed ints, strings or flags, or a value no loop there binds."""
    body = site.func.body if site.func is not None else site.view.tree().body
    names = {n.id for n in ast.walk(arg) if isinstance(n, ast.Name)}
    line = getattr(site.node, "lineno", 0)
    loops: list[tuple[ast.expr, ast.expr]] = []
    for top in body:
        for n in ast.walk(top):
            if isinstance(n, ast.For | ast.AsyncFor) and \
                    n.lineno <= line <= (n.end_lineno or n.lineno):
                loops.append((n.target, n.iter))
            elif isinstance(n, ast.ListComp | ast.SetComp | ast.DictComp | ast.GeneratorExp) \
                    and n.lineno <= line <= (n.end_lineno or n.lineno):
                loops.extend((g.target, g.iter) for g in n.generators)
    for target, it in loops:
        if not names & {t.id for t in ast.walk(target) if isinstance(t, ast.Name)}:
            continue
        listed = _listed(site, it)
        if listed is None:
            return "the item of a loop, a new value each time"
        if listed and all(type(v) is float for v in listed):
            return "each of the listed floats in turn"
        return None  # a few listed ints, strings or flags: by design
    return None


def _listed(site, it: ast.expr) -> list | None:
    """The constants a loop's iterable lists (a literal, or a name given one in the module
    or function), or None when it is not a list of constants."""
    if isinstance(it, ast.Name):
        tree = site.view.tree()
        values = [n.value for n in ast.walk(tree) if isinstance(n, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == it.id for t in n.targets)]
        if len(values) != 1:
            return None
        it = values[0]
    if isinstance(it, ast.List | ast.Tuple | ast.Set) and it.elts and \
            all(isinstance(e, ast.Constant) for e in it.elts):
        return [e.value for e in it.elts]
    return None
