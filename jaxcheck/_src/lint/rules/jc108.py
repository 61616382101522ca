"""JC108 tree-flip: one traced argument whose pytree structure differs between calls of a
jitted function in a loop (a dict key on some batches only, parameters given new keys,
``None`` on the first call and a value after).

Judged where the call is (:func:`tree_flip`), over the values of the argument that reach
it from the loop around it, or the items a generator of the project yields to the loop's
name, each read for its structure (:mod:`.trees`).
"""

from __future__ import annotations

import ast

from ..scope import JitInfo
from .arguments import passed
from .callees import at_site
from .checker import Checker, Scope
from .finding import Rule
from .lengths import ragged_list
from .loops import Loop, reaching_values
from .nodes import short
from .percall import changes_per_call
from .sentinel import none_first
from .trees import (
    GROWING,
    NONE,
    SOME,
    at,
    clash,
    grows,
    kind,
    none_or_value,
    structures,
    yielded,
)
from .yields import loop_tuple_item, yielded_items

RULE = Rule("JC108", "tree-flip", "a traced argument whose pytree structure differs between "
            "calls", """\
JAX compiles a jitted function once per pytree structure of its arguments: the keys of
each dict, the length of each tuple, where None is. A batch dict that has a "mask" key on
some batches only, parameters given a new key between fitting stages, or a carry that is
None on the first call and an array after, each compiles again, every time the structure
changes.

The source is followed to where each value of the argument comes from: dict literals,
dict(base, k=v) and {**base, "k": v}, the keys a function stores into the dict
(batch["mask"] = m) under a test that changes from call to call (a random draw, a
loop's value, a parameter a caller passes from a loop), what a helper returns and what a
generator yields. A key stored under a test that does not change (if cfg.use_mask:) is
one structure per run, by design, and not reported. The container counts too: a
FrozenDict against a dict, a list against a tuple, a named tuple against a plain tuple,
a record whose field is None at first and set by the step. One function that passes a
dict and later a FrozenDict (a warm start's freeze) compiles twice too, as does a name
given None and then, under a test that changes per pass, a value; so do two modules that
run together and pass one argument two containers (a training loop's (x, y) and an
evaluation helper's [x, y]). The calls of a function may give its parameter two
containers (train(init_layers(...)), a tuple, then train(load_layers(sd)), a list); a
call before a loop counts against those in it (the whole panel's dict, then OrderedDict
resamples). An attribute None until a method sets it (a guard's reference loss, updated
after the jitted step; an accumulator that passes self.acc to the jit that fills it) is
None on the first call and a value after. Keyword arguments spread from dicts
(step(params, **example)) whose keys differ between calls are two call signatures.

Fix: give the argument one structure every time: always set the key, with a neutral
value (an all-true mask, zeros), and let the jitted function read it; start a carry as
zeros of its shape, not None; make the parameters whole before the first step.

A Python list is a pytree of one leaf per item: a list whose length moves with the loop
(a helper's comprehension over a moving range, one of a table's lists of different
lengths, a list a method appends to on each pass) compiles once per length. A parameter
the jitted function returns as it came keeps its structure, None too. A loader (a
generator, a class's __iter__) that yields None in one place of its tuple for some batches
and an array for others (yield xb, yb, None; yield xb, yb, mask) gives two structures.

jaxcheck run reports this as cause `pytree_structure`.""",
            fix="give the argument one structure on every call")


def tree_flip(checker: Checker, call: ast.Call, info: JitInfo, callee: str,
              loops: tuple[Loop, ...], scope: Scope) -> None:
    """One traced argument of a jitted call in a loop whose values reaching it have
    different pytree structures, or a list the loop appends to; with no ``loops``, a call
    in a function that runs once per iteration, over all its body's values."""
    for kw in call.keywords:  # step(params, **example): the keys name the arguments
        if kw.arg is None and loops:
            found = {s for s in _reaching(checker, kw.value, loops, scope) if s != SOME}
            if len({s for s in found if s.startswith("dict(")}) > 1:
                checker.report(kw.value, "JC108", (
                    f"`**{short(kw.value, 24)}` passes {' or '.join(sorted(found))} to "
                    f"`{callee}` on different calls: each set of keyword arguments is a "
                    "call signature of its own, and compiles separately; give every "
                    "call the same keys (None, or a neutral value, where one is missing)"))
    for expr, key in info.traced_args(call):
        setter = none_first(checker, expr, scope, loops)
        if setter is not None:
            checker.report(expr, "JC108", (
                f"`{key}` of `{callee}` is `{short(expr, 24)}`, None until `{setter}` "
                "gives it a value: None and a value are two pytree structures, and each "
                f"compiles separately; start `{short(expr, 24)}` as a value of its final "
                "structure (zeros), or pass it only once it is set"))
            continue
        why = ragged_list(checker, expr, loops, scope) if loops else None
        if why is not None and not checker.reported(expr, "JC105"):  # one finding a list
            checker.report(expr, "JC108", (
                f"`{key}` of `{callee}` is {why} (`{short(expr, 24)}`): a list is a pytree "
                "of one leaf per item, so each new length compiles again; pass one array "
                "padded to a fixed length (with a mask), or stack the items"))
            continue
        found = _reaching(checker, expr, loops, scope)
        if not clash(found):
            _in_turn(checker, info, key, found, expr, callee, scope)
            given = _from_callers(checker, expr, scope)
            if len(given) > 1 and not checker.reported(expr, "JC108"):
                func = scope.func.name if scope.func is not None else ""
                shown = " and as ".join(sorted("a dict" if g == "dict" else g for g in given))
                checker.report(expr, "JC108", (
                    f"`{key}` of `{callee}` is `{expr.id}`, which the calls of `{func}` "
                    f"give as {shown}: each container type is a "
                    "pytree structure of its own, and compiles separately; make it one "
                    "container type where each value is made (`tuple(...)`, `dict(...)`)"))
            continue
        if GROWING in found:
            checker.report(expr, "JC108", (
                f"`{key}` of `{callee}` is a list the loop appends to "
                f"(`{short(expr, 24)}`): each new length is a new pytree structure and "
                "compiles again; pass one array of a fixed size (preallocate it, or stack "
                "into a padded buffer) instead of the growing list"))
            continue
        shaped = found - {SOME}
        shown = sorted(shaped) if len(shaped) > 1 else sorted(shaped) + [SOME]
        if NONE in found:
            advice = "start it as a value of its final structure (zeros), not None"
        elif len({kind(shape)[0] for shape in shaped}) > 1:
            advice = ("make it one container type where each value is made (`tuple(...)`, "
                      "`flax.core.unfreeze(...)`, the same named tuple)")
        else:
            advice = "always set every key (a neutral value where it does not apply)"
        checker.report(expr, "JC108", (
            f"`{key}` of `{callee}` is {' or '.join(shown)} on different calls "
            f"(`{short(expr, 24)}`): each pytree structure compiles separately; "
            f"give it one structure: {advice}"))


def _from_callers(checker: Checker, expr: ast.expr, scope: Scope) -> set[str]:
    """The container types the project's calls of this function give ``expr``, one of
    its parameters (``train(init_mlp(...))``, a tuple, and ``train(load_state_dict(sd))``,
    a list); calls in tests are left out."""
    func = scope.func
    if func is None or not isinstance(expr, ast.Name) or expr.id in scope.assigns and \
            any(isinstance(v, ast.Call) and checker._callee(v.func, scope) is None
                for v in scope.assigns[expr.id]):
        return set()  # (given again from a jitted call's output: the same container)
    if expr.id not in {a.arg for a in func.args.posonlyargs + func.args.args}:
        return set()
    kinds: set[str] = set()
    for site, arg in passed(checker, func, scope.cls.name if scope.cls else None,
                            expr.id) or ():
        there = at_site(checker, site) if arg is not None else None
        if there is None or site.func is not None and site.func.name.startswith("test"):
            continue
        kinds |= {kind(shape)[0] for shape in structures(there[0], arg, there[1])
                  - {SOME, NONE}}
    return kinds


def in_turn_once(checker: Checker, call: ast.Call, info: JitInfo, callee: str,
                 scope: Scope) -> None:
    """A call of a jitted function outside any loop (``full = did_estimate(panel)`` on
    the whole panel, before the bootstrap loop passes resampled ones): its containers,
    for :func:`_in_turn` to compare the calls after it with."""
    for expr, key in info.traced_args(call):
        _in_turn(checker, info, key, structures(checker, expr, scope), expr, callee, scope)


def _in_turn(checker: Checker, info: JitInfo, key: str, found: set[str], expr: ast.expr,
             callee: str, scope: Scope) -> None:
    """One container here and another at an earlier call of the same jitted function in
    this function (or script): the parameters ``model.init`` gave, trained, then the
    ``FrozenDict`` a warm start returns, trained again. Each call alone passes one
    structure; the function passes two, one after the other."""
    kinds = {kind(shape)[0] for shape in found - {SOME, NONE}}
    if len(kinds) != 1 or NONE in found or scope.func is not None and \
            scope.func.name.startswith("test"):
        return  # (a test passes each container it tests, on purpose)
    seen = checker.memo.setdefault(("containers", id(scope.func or checker.tree)), {})
    before = seen.setdefault((id(info), key), set())
    if before and not before & kinds and not checker.reported(expr, "JC108"):
        shown = " and then ".join(_article(k) for k in sorted(before) + sorted(kinds))
        checker.report(expr, "JC108", (
            f"`{key}` of `{callee}` is {shown} on the calls of this function, in turn "
            f"(`{short(expr, 24)}`): each container type is a pytree structure of its own, "
            "and compiles separately; make it one container type where each value is made "
            "(`dict(...)`, `flax.core.unfreeze(...)`, `tuple(...)`)"))
    before |= kinds


def _reaching(checker: Checker, expr: ast.expr, loops: tuple[Loop, ...],
              scope: Scope) -> set[str]:
    if not isinstance(expr, ast.Name):
        return structures(checker, expr, scope)
    if expr.id in scope.items and loops:  # for batch in packed_stream(...): its yields
        return yielded(checker, scope.items[expr.id], scope)
    position = loop_tuple_item(expr.id, loops) if expr.id not in scope.assigns else None
    if position is not None and _none_on_some_yields(checker, *position):
        return {NONE, SOME}  # for x, y, mask in loader: None on some batches, an array on others
    if loops and grows(loops[0].node, expr.id, scope.assigns.get(expr.id, [])):
        return {GROWING, "a list"}
    values = reaching_values(checker, expr, loops, scope)
    found = at(checker, expr.id, values, scope) if values else set()
    if loops and _set_on_some_passes(checker, values, loops[-1], scope):
        found |= {NONE, SOME}  # promo = None, then `if sku in PROMO: promo = draw(...)`
    if loops and any(none_or_value(checker, v, scope) for v in values) and \
            not any(isinstance(n, ast.Break) for n in ast.walk(loops[-1].node)):
        # ema_in = ema.state() if ema.ready(step) else None, then step(..., ema_in): None
        # on the passes before the test holds (with no break, the None is passed too)
        found |= {NONE, SOME}
    return found


def _none_on_some_yields(checker: Checker, it: ast.expr, position: int) -> bool:
    """The item at ``position`` of what the generator ``it`` calls yields is None in one
    ``yield`` and a value in another (``yield xb, yb, None`` for whole batches, ``yield
    xb, yb, mask`` for the padded last one)."""
    read = yielded_items(checker, it, position)
    if read is None:
        return False
    nones = [isinstance(v, ast.Constant) and v.value is None for v in read[2]]
    return any(nones) and not all(nones)


def _set_on_some_passes(checker: Checker, values: list[ast.expr], loop: Loop,
                        scope: Scope) -> bool:
    """``None`` and a value of something else reach the call, the value given under an
    ``if`` of the loop whose test changes from pass to pass (a draw, the loop's item)."""
    nones = [v for v in values if isinstance(v, ast.Constant) and v.value is None]
    given = [v for v in values if not isinstance(v, ast.Constant)]
    ifs = [n for n in ast.walk(loop.node) if isinstance(n, ast.If)
           and any(n.lineno < v.lineno <= (n.end_lineno or n.lineno) for v in given)]
    # (the None given first, kept when the test fails: not one branch of an if/else)
    return any(not any(n.lineno <= v.lineno <= (n.end_lineno or n.lineno) for n in ifs)
               for v in nones) and any(changes_per_call(checker, n.test, scope) for n in ifs)


def _article(container: str) -> str:
    """``dict`` and a named tuple class read with their article, as the others are."""
    return container if container.startswith(("a ", "an ")) else f"a {container}"
