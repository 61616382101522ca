"""The walk: one module's AST, once, scope by scope, with the loops around each node.

A :class:`Walker` is the :class:`~.checker.Checker` the rules' checks are given; as it
goes it calls each enabled rule where that rule has something to judge:

* a jit made (a decorator, a call of a jit): JC101 (:func:`.jc101.jit_made`);
* a call in a loop: JC101's factories of fresh jits (:func:`.jc101.factory_called`);
* a call of a jitted function: JC102 for each static argument and for optimizers made in
  the loop, JC103 for each static argument in a loop, JC105 for each traced one;
* a scope done: JC104 and JC106, over the calls of that scope;
* the module done: JC101 and JC102 for what was kept until every call was known.

Most of a module names no jit at all: a statement that mentions neither jit nor a name
that matters (:meth:`Walker.mentions`) is skipped unread, which is most of what keeps
lint fast.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from ..flow import Comprehended, bindings, loop_names
from ..index import Index, asserted_multiples
from ..project import Project, Ref, View
from ..scope import (
    FILTER_JITS,
    FRESH_JITS,
    JITS,
    LIBRARY_FILTER_JITS,
    LOOPS,
    ClassInfo,
    FunctionNode,
    JitInfo,
    Module,
    names_in,
    statements,
)
from . import evolving, fields, jc101, jc102, jc103, jc104, jc105, jc106, jc107, jc108, statictypes
from .checker import Checker, Scope, statics
from .cleared import cleared
from .containers import across
from .finding import Finding
from .forwards import forwarded
from .fresh import fresh
from .handed import handed_jit, handed_modules
from .loops import Loop, read_loop
from .nodes import class_def, self_attr, short
from .wrappers import jits_its_argument, wrapper_names

#: calls that bind a function's first arguments and keywords, called later with the rest
BINDERS = frozenset({"functools.partial", "jax.tree_util.Partial"})
#: nodes with nothing under them that the walk acts on (names, constants, operators)
LEAVES = (ast.Name, ast.Constant, ast.expr_context, ast.operator, ast.unaryop, ast.cmpop,
          ast.boolop, ast.alias)
#: ASCII characters that end a word, made spaces: a line's words are then its split()
NONWORD = {c: " " for c in range(128) if not (chr(c).isalnum() or chr(c) == "_")}

COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp)


def as_loop(node: ast.ListComp | ast.SetComp | ast.GeneratorExp | ast.DictComp) -> ast.For:
    """The for statements a comprehension stands for, its filters as ifs around the item
    (the same nodes: findings keep their lines)."""
    item: ast.expr = ast.copy_location(ast.Tuple([node.key, node.value], ast.Load()), node) \
        if isinstance(node, ast.DictComp) else node.elt
    body: list[ast.stmt] = [ast.copy_location(ast.Expr(item), node)]
    for gen in reversed(node.generators):
        for test in reversed(gen.ifs):
            body = [ast.copy_location(ast.If(test, body, []), test)]
        body = [ast.copy_location(ast.For(gen.target, gen.iter, body, [], None), node)]
    # what the comprehension keeps (its items, a dict's values): a jit made there is
    # stored, one per item, not called and dropped (rule JC101)
    setattr(body[0], STORES, {id(node.value if isinstance(node, ast.DictComp) else node.elt)})
    return body[0]


#: set on the loop a comprehension stands for: the ids of the expressions it keeps
STORES = "_jaxcheck_stores"



class Walker(Checker):
    """Lint one parsed module; :attr:`findings` after :meth:`run`."""

    def __init__(self, tree: ast.Module, path: str, lines: list[str],
                 index: Index | None = None, module: Module | None = None,
                 enabled: frozenset[str] | None = None, project: Project | None = None,
                 view: View | None = None) -> None:
        super().__init__(tree, path, lines, index, module, enabled, project, view)
        self._library_jits: dict[str, JitInfo] = {}
        self._factories: dict[int, JitInfo | None] = {}  # a factory's returned jit, by def
        # the names a piece of code must mention (or "jit") to hold a finding: jitted
        # functions, jit's aliases, functions that jit something (rule JC101 follows calls)
        words = set(self.module.jits) | {
            name for name, known in self.module.imports.items()
            if known in JITS or known in FILTER_JITS or known in LIBRARY_FILTER_JITS
            or any(lib.startswith(f"{known}.") for lib in LIBRARY_FILTER_JITS)}
        for cls in self.module.classes.values():
            words |= set(cls.methods)
        jitted = set(self.module.jits)
        for node in _top_level_defs(tree.body):
            # a function that jits, or calls a jitted function (its static values made
            # per call matter when it runs per step): its calls are followed
            if self.names(node, jitted):
                words.add(node.name)
        for node in tree.body:  # a class that jits: its instances' calls are followed
            if isinstance(node, ast.ClassDef) and self.names(node, jitted):
                words.add(node.name)
        words |= set(self.local)
        if index is not None:
            words |= {name for name, known in self.module.imports.items()
                      if index.get(known) is not None or known in index.modules}
        #: what this module imports from the project that a rule may follow (factories,
        #: loaders, classes whose instances hold them): names made from them count too
        self.imported = project.imported(view) if project is not None and view else set()
        words |= self.imported
        if project is not None and view is not None:  # ValidationHook(nll, ...) elsewhere
            words |= handed_modules(project).get(view.name, frozenset())
        if project is not None:  # timed_call(fn, x) of utils.py: the project's own jits
            words |= set(self.module.imports) & wrapper_names(project)
        text = "".join(lines)
        if "clear_caches" in text:  # jax.clear_caches() in a loop (rule JC101, .cleared)
            words |= {"clear_caches"} | {local for local, known in self.module.imports.items()
                                         if known == "jax.clear_caches"}  # its aliases
        if "artial" in text:  # step = partial(jitted, ...): calls of step matter
            words |= {name for name, values in self.module.assigns.items()
                      if self.binds(values, words)}
            for node in tree.body:
                if isinstance(node, ast.ClassDef) and "artial" in self.module.text(node):
                    words |= {name for name, values in self._on_self(node.name).items()
                              if self.binds(values, words)}
        self.words = words

    def binds(self, values: list[ast.expr], words: set[str]) -> bool:
        """Whether ``values`` (a name's) hold a partial of a function named in ``words``."""
        return any(isinstance(v, ast.Call) and v.args and self.module.qualify(v.func)
                   in BINDERS and set(names_in(v.args[0])) & words for v in values)

    def run(self) -> list[Finding]:
        self._scope(self.tree.body, None, None, {})
        if self.on("JC103"):
            fields.counted_fields(self)
        if self.on("JC104"):
            jc104.hyperparams_set(self)
        jc101.finish(self)
        jc102.finish(self)
        return self.findings

    # --- scopes ----------------------------------------------------------------------

    def _scope(self, body: list[ast.stmt], func: FunctionNode | None,
               cls: ClassInfo | None, outer: dict[str, JitInfo], traced: bool = False,
               ) -> None:
        jits = dict(outer or self.module.jits)
        local_defs: set[str] = set()
        defs: dict[str, FunctionNode] = {}
        counters: set[str] = set()
        items: dict[str, ast.expr] = {}
        nodes = list(statements(body))
        assigns = bindings(nodes)
        local_defs |= {name for name, values in assigns.items()
                       if any(isinstance(v, ast.Lambda) for v in values)}
        for node in nodes:
            if isinstance(node, FunctionNode):
                local_defs.add(node.name)
                defs[node.name] = node
            elif isinstance(node, ast.For):
                counted, itemised = loop_names(node, self.module)
                counters |= counted
                items.update(itemised)
        # [roll(c, f) for f in np.arange(n)]: f is an item as a for loop's would be (read
        # when a rule first asks after a name the loops do not bind: most scopes never ask)
        items = Comprehended(items, counters, nodes, assigns, self.module)
        counters = items.counters
        if func is not None:
            jits.update(self.module.jit_table(nodes, {**self.module.functions, **defs}))
        else:
            local_defs = set()  # module level runs once
        scope = Scope(func, cls, jits, assigns, local_defs, traced=traced,
                      whole=asserted_multiples(nodes), counters=counters, items=items)
        scope.words = self.words | set(jits) | (set(defs) if func is not None else set())
        # step = make_step(...), a function that jits: what it returns may be a jit
        scope.words |= {name for name, values in assigns.items() if any(
            isinstance(v, ast.Call) and isinstance(v.func, ast.Name) and v.func.id in self.words
            for v in values)}
        scope.words |= {name for name, values in assigns.items()
                        if self.binds(values, scope.words)}  # step = partial(jitted, ...)
        if self.imported:  # loader = Loader(...), model = Model(...): their uses matter
            scope.words |= {name for name, values in assigns.items() if any(
                isinstance(v, ast.Call) and isinstance(v.func, ast.Name)
                and v.func.id in self.imported for v in values)}
        saved, self.current_class = self.current_class, cls.name if cls else None
        for stmt in body:
            self._visit(stmt, scope, ())
        self.current_class = saved
        if self.on("JC104"):
            jc104.scope_done(self, scope)
        if self.on("JC103"):
            statictypes.scope_done(self, scope)
        if self.on("JC106"):
            jc106.scope_done(self, scope)

    def _visit(self, node: ast.AST, scope: Scope, loops: tuple[Loop, ...]) -> None:
        if isinstance(node, ast.expr):  # most nodes: only calls matter in them
            if isinstance(node, ast.Lambda):
                return  # runs later; jitted lambdas are judged where they are jitted
            if isinstance(node, COMPREHENSIONS):
                # a comprehension is a loop written inline: [f(b) for b in batches(x)]
                # calls f once per item just as the for statement does, and is judged as one
                self._visit(as_loop(node), scope, loops)
                return
            if isinstance(node, ast.Call):
                self._call(node, scope, loops)
            self._children(node, scope, loops)
            return
        if isinstance(node, ast.Import | ast.ImportFrom):
            self.module.add_import(node)  # a local import: in force from here on
            return
        if isinstance(node, ast.stmt) and (not hasattr(node, "body") or isinstance(
                node, FunctionNode | ast.ClassDef)) and not self.mentions(node, scope):
            return
        if isinstance(node, FunctionNode):
            jitted = False
            for dec in node.decorator_list:
                self._visit(dec, scope, loops)
                if self.module.decorator(dec) is not None:
                    jitted = True
                    if (scope.func is not None or loops) and not scope.traced:
                        jc101.jit_made(self, node, dec, scope, loops, is_fresh=True)
                elif (scope.func is not None or loops) and not scope.traced and \
                        jits_its_argument(self, dec):  # @timed_jit, the project's own jit
                    jc101.jit_made(self, node, dec, scope, loops, is_fresh=True)
            nested = scope.func is not None
            if nested and self.one_shot(scope.func):
                self.in_tests.add(id(node))  # code of a test runs once per test
            traced = scope.traced or jitted or any(
                info.wrapped == node.name for info in scope.jits.values())
            self._scope(node.body, node, scope.cls if nested else None,
                        scope.jits if nested else {}, traced)
            return
        if isinstance(node, ast.ClassDef):
            for dec in node.decorator_list:
                self._visit(dec, scope, loops)
            if scope.func is not None or node.name not in self.module.classes:
                self.module.add_class(node)
            info = self.module.classes.get(node.name)
            in_test = scope.func is not None and self.one_shot(scope.func)
            for item in node.body:
                if isinstance(item, FunctionNode) and in_test:
                    self.in_tests.add(id(item))
                if isinstance(item, FunctionNode):
                    if not self.mentions(item, scope):
                        continue
                    for dec in item.decorator_list:
                        self._visit(dec, scope, ())
                        jc102.static_self(self, item, dec, info)
                        if self.on("JC103"):
                            evolving.self_replaced(self, node, item, dec)
                    methods = info.methods.values() if info else ()
                    traced = any(self.module.decorator(d) for d in item.decorator_list) or any(
                        m.wrapped == item.name for m in methods)
                    self._scope(item.body, item, info, {}, bool(traced))
                else:
                    self._visit(item, scope, ())
            return
        if isinstance(node, ast.Lambda):
            return  # runs later; jitted lambdas are judged where they are jitted
        if isinstance(node, LOOPS):
            for part in ([node.iter] if not isinstance(node, ast.While) else [node.test]):
                self._visit(part, scope, loops)
            inner = loops + (read_loop(self, node, scope),)
            for stmt in node.body:
                self._visit(stmt, scope, inner)
            for stmt in node.orelse:
                self._visit(stmt, scope, loops)
            return
        self._children(node, scope, loops)

    def _children(self, node: ast.AST, scope: Scope, loops: tuple[Loop, ...]) -> None:
        """Visit what is under ``node`` (``ast.iter_child_nodes``, without the leaves)."""
        for name in node._fields:
            value = getattr(node, name, None)
            if isinstance(value, list):
                for item in value:
                    if isinstance(item, ast.AST) and not isinstance(item, LEAVES):
                        self._visit(item, scope, loops)
            elif isinstance(value, ast.AST) and not isinstance(value, LEAVES):
                self._visit(value, scope, loops)

    def mentions(self, node: ast.stmt, scope: Scope) -> bool:
        """Whether a function, class or simple statement names jit, a jitted function or a
        function that jits. One that does not holds nothing to check (assignments were read
        with the scope), and is skipped unread: most of what keeps lint fast."""
        return self.names(node, scope.words)

    def names(self, node: ast.stmt, wanted: set[str]) -> bool:
        """Whether the lines of ``node`` (with its decorators) say "jit" or name one of
        ``wanted``: the text's words split at the speed of C (no regex)."""
        text = self.module.text(node)
        return "jit" in text or (bool(wanted) and not wanted.isdisjoint(
            text.translate(NONWORD).split()))

    # --- calls -----------------------------------------------------------------------

    def _call(self, node: ast.Call, scope: Scope, loops: tuple[Loop, ...]) -> None:
        if scope.traced:
            return  # inside a jitted function everything runs once per trace of it
        name = (node.func.id if isinstance(node.func, ast.Name) else
                node.func.attr if self_attr(node.func) else None)
        if name is not None:
            if loops:
                self.loop_calls.setdefault(name, node.lineno)
                self.loop_sites.setdefault(name, []).append((node, loops[-1].node))
            self.sites.setdefault(name, []).append(scope.func is None and not loops)
        made = self.module.jit_call(node)
        if made is None and node.args and (loops or scope.func is not None) and \
                jits_its_argument(self, node.func):  # timed_call(fn, x): jits fn
            made = (JitInfo(short(node.func), node.lineno), node.args[0])
        if made is not None and (loops or scope.func is not None):
            kind = made[0].kind
            jc101.jit_made(self, node, made[1], scope, loops, called=False, kind=kind,
                           is_fresh=kind in FRESH_JITS or fresh(self, made[1], scope, kind))
        inner = self.module.jit_call(node.func)
        if inner is not None and not loops and scope.func is not None \
                and fresh(self, _made_here(inner[1], scope), scope, inner[0].kind) and (
                    _made_here(inner[1], scope) is inner[1] or self.hot(
                        scope.func, scope.cls.name if scope.cls else None) is not None):
            # (a name given a partial, then jitted and called at once: one compile per
            # run of this function, which matters where it runs per iteration)
            jc101.jit_made(self, node.func, inner[1], scope, loops, is_fresh=True,
                           called=True, kind=inner[0].kind)
        if loops and self.on("JC101"):
            cleared(self, node, loops[-1], scope, self._callee)
            jc101.factory_called(self, node, loops[-1].node)
            jc101.cached_factory_called(self, node, loops[-1])
        elif self.on("JC101") and scope.func is not None and self.project is not None \
                and not self.one_shot(scope.func):
            jc101.factory_called(self, node, scope.func, through=True)
            jc101.cached_through(self, node, scope)
        info = self._callee(node.func, scope)
        if info is None:
            through = self._partial(node.func, scope)
            if through is not None:  # step = partial(jitted, dt=dt); step(s, damping=d)
                scope.through.append((through[0], node, through[1]))
            relayed = self._relayed(node, scope)
            if relayed is not None:  # tracker.call(score, u, table=t): score(u, table=t)
                scope.through.append(relayed)
            if loops and self.on("JC105"):  # encoder(batch): a wrapper that hands it on
                passed_on = forwarded(self, node, scope)
                if passed_on:
                    jc105.ragged(self, node, None, short(node.func), loops[-1], scope,
                                 only=passed_on)
            return
        scope.calls.append((info, node))
        callee = short(node.func)
        if self.on("JC108"):
            across(self, node, info, callee, scope)
        passed = list(statics(info, node))
        if self.on("JC102"):
            for expr, param in passed:
                jc102.static_passed(self, expr, param, callee, info, scope, loops)
            if not (loops and jc102.optimizer_passed(self, node, callee, loops)) and \
                    not jc102.optimizer_handed_in(self, node, callee, scope):
                jc102.optimizer_per_call(self, node, callee, scope)
                jc102.optimizer_on_object(self, node, callee, scope)
        if self.on("JC103") and self.project is not None:
            for expr, param in passed:
                jc103.static_rebuilt(self, expr, param, callee, info)
        if self.on("JC107") and self.project is not None:
            jc107.key_flip(self, node, info, callee, scope)
            jc107.dtype_across(self, node, info, callee, scope)
        if loops:
            if self.on("JC103"):
                for expr, param in passed:
                    jc103.static_in_loop(self, expr, param, callee, info, loops, scope,
                                        call=node)
                    if scope.func is not None and self.project is not None and \
                            not self.reported(expr, "JC103"):
                        jc103.static_from_callers(self, expr, param, callee, info, scope)
                fields.set_in_loop(self, node, info, callee, loops, scope)
            if self.on("JC105"):
                jc105.ragged(self, node, info, callee, loops[-1], scope, outer=loops[:-1])
            if self.on("JC102"):
                jc102.fresh_held(self, node, info, callee, loops, scope)
            if self.on("JC104"):
                jc104.weak_leaf_fed_back(self, node, info, callee, loops, scope)
            if self.on("JC107"):
                jc107.dtype_flip(self, node, info, callee, loops, scope)
            if self.on("JC108"):
                jc108.tree_flip(self, node, info, callee, loops, scope)
            return
        if self.on("JC103") and scope.cls is not None:
            for expr, param in passed:
                jc103.static_state(self, expr, param, callee, scope)
        if self.on("JC103") and scope.func is not None and self.project is not None:
            for expr, param in passed:
                if not self.reported(expr, "JC103"):
                    jc103.static_from_callers(self, expr, param, callee, info, scope)
        if self.on("JC105") and scope.func is not None:
            jc105.ragged_per_call(self, node, info, callee, scope)
        if scope.func is not None and self.project is not None and (
                self.on("JC107") or self.on("JC108")) and node.args and \
                self.hot(scope.func, scope.cls.name if scope.cls else None) is not None:
            # in a function that runs once per iteration: its body is the loop's
            if self.on("JC107"):
                jc107.dtype_flip(self, node, info, callee, (), scope)
            if self.on("JC108"):
                jc108.tree_flip(self, node, info, callee, (), scope)
        elif self.on("JC108"):  # once, before a loop that passes another container
            jc108.in_turn_once(self, node, info, callee, scope)

    def _callee(self, func: ast.expr, scope: Scope) -> JitInfo | None:
        """The jitted function a call of ``func`` runs, if the source shows one: of this
        scope, a method of this class, another module's, or a library's that jits."""
        if isinstance(func, ast.Name) and func.id in scope.jits:
            return scope.jits[func.id]
        if isinstance(func, ast.Name) and len(scope.assigns.get(func.id, [])) == 1 \
                and isinstance(scope.assigns[func.id][0], ast.Call):
            # step = make_step(model): the jitted def a factory returns (each call of the
            # factory makes a new one; this name holds the one it made)
            made = self._factory_jit(scope.assigns[func.id][0].func)
            if made is not None:
                return made
        if self_attr(func) and scope.cls is not None and func.attr not in scope.cls.methods:
            return handed_jit(self, func, scope)  # self.loss_fn = loss_fn, given nll
        if isinstance(func, ast.Name) and func.id not in scope.assigns and isinstance(
                scope.func, FunctionNode) and func.id in {
                a.arg for a in scope.func.args.posonlyargs + scope.func.args.args}:
            return handed_jit(self, func, scope)  # def evaluate(loss_fn, ...), given nll
        if self_attr(func) and scope.cls is not None:
            info = scope.cls.methods.get(func.attr)
            if info is not None and info.params is None and info.imported is not None \
                    and self.project is not None and self.view is not None:
                # self.forward = jax.jit(predict), predict from another project module
                ref = self.project.resolve(self.view, ast.Name(info.imported), guess=False)
                node = self.project.node(ref) if isinstance(ref, Ref) else None
                if isinstance(node, FunctionNode):
                    info.take_signature(node)
                info.imported = None  # asked once
            return info
        offer = self.offer(func)  # a jitted function of another module of the project
        if offer is not None and offer.kind == "jit":
            return offer.jit
        qualified = self.module.qualify(func)
        params = LIBRARY_FILTER_JITS.get(qualified) if qualified else None
        if params is None:
            return None
        if qualified not in self._library_jits:  # one per function: findings key on it
            self._library_jits[qualified] = JitInfo(
                qualified, 0, filter=True, params=list(params), kind="equinox.filter_jit")
        return self._library_jits[qualified]  # diffrax.diffeqsolve and the like

    def _relayed(self, call: ast.Call, scope: Scope
                 ) -> tuple[JitInfo, ast.Call, ast.Call] | None:
        """A jitted function handed to a function of the project that calls it with the
        rest of its arguments (``def call(self, fn, *args, **kwargs): return fn(*args,
        **kwargs)``): JAX receives ``tracker.call(score, u, table=t)`` as ``score(u,
        table=t)``; that call, with a partial of nothing bound (read by JC106)."""
        if self.project is None or self.view is None or not call.args:
            return None
        ref = self.project.resolve(self.view, call.func, self.current_class)
        func = self.project.node(ref) if isinstance(ref, Ref) else None
        if not isinstance(func, FunctionNode) or func.args.vararg is None \
                or func.args.kwarg is None or func.args.kwonlyargs:
            return None
        names = [a.arg for a in func.args.posonlyargs + func.args.args]
        names = names[1:] if "." in ref.name and names[:1] == ["self"] else names
        if not names or len(call.args) < len(names) or any(
                isinstance(a, ast.Starred) for a in call.args) or any(
                k.arg is None or k.arg in names for k in call.keywords):
            return None
        relay = ast.Call(ast.Name(names[-1], ast.Load()), [ast.Starred(ast.Name(
            func.args.vararg.arg, ast.Load()), ast.Load())], [ast.keyword(None, ast.Name(
                func.args.kwarg.arg, ast.Load()))])
        if not any(isinstance(n, ast.Call) and ast.dump(n) == ast.dump(relay)
                   for n in ast.walk(func)):
            return None  # the last named parameter, called with all the rest
        handed = call.args[len(names) - 1]
        info = self._callee(handed, scope)
        if info is None:
            return None
        made = ast.copy_location(ast.Call(handed, call.args[len(names):], call.keywords), call)
        return info, made, ast.Call(ast.Name("partial", ast.Load()), [handed], [])

    def _partial(self, func: ast.expr, scope: Scope) -> tuple[JitInfo, ast.Call] | None:
        """The jitted function a call of ``func`` runs through a ``functools.partial``
        (or ``jax.tree_util.Partial``) of it, and that partial: made at the call
        (``partial(step, dt=dt)(s)``), or given to a name once, in this scope or at module
        level (``step = partial(pendulum_step, dt=dt)``), or to ``self.step`` by a method of
        this class."""
        made: ast.expr | None = func
        if isinstance(func, ast.Name):
            values = scope.assigns.get(func.id) if scope.func is not None else None
            if values is None:
                values = self.module.assigns.get(func.id, [])
            made = values[0] if len(values) == 1 else None
        elif self_attr(func) and scope.cls is not None:
            values = self._on_self(scope.cls.name).get(func.attr, [])
            made = values[0] if len(values) == 1 else None
        if not (isinstance(made, ast.Call) and made.args and not isinstance(
                made.args[0], ast.Starred) and self.module.qualify(made.func) in BINDERS):
            return None
        info = self._callee(made.args[0], scope)
        return (info, made) if info is not None else None

    def _on_self(self, cls: str) -> dict[str, list[ast.expr]]:
        """What the methods of class ``cls`` of this module assign to ``self.<name>``."""
        key = f"self:{cls}"
        if key not in self.memo:
            found: dict[str, list[ast.expr]] = {}
            node = class_def(self.tree, cls)
            for method in node.body if node is not None else ():
                if isinstance(method, FunctionNode):
                    for n in statements(method.body):
                        if isinstance(n, ast.Assign) and len(n.targets) == 1 \
                                and self_attr(n.targets[0]):
                            found.setdefault(n.targets[0].attr, []).append(n.value)
            self.memo[key] = found
        return self.memo[key]  # type: ignore[return-value]

    def _factory_jit(self, func: ast.expr) -> JitInfo | None:
        """The jitted function a call of ``func`` returns, when ``func`` is a function of
        this module or the project that returns a jitted def of its own by name."""
        if isinstance(func, ast.Name) and func.id in self.module.functions \
                and func.id not in self.module.imports:
            node, module = self.module.functions[func.id], self.module
        elif self.project is not None and self.view is not None:
            ref = self.project.resolve(self.view, func, self.current_class, guess=False)
            node = self.project.node(ref) if isinstance(ref, Ref) and "." not in ref.name \
                else None
            module = self.project.views[ref.module].scope() if node is not None else None
        else:
            return None
        if not isinstance(node, FunctionNode) or module is None:
            return None
        if id(node) not in self._factories:
            self._factories[id(node)] = returned_jit(node, module)
        return self._factories[id(node)]


def returned_jit(func: FunctionNode, module: Module) -> JitInfo | None:
    """The jitted def ``func`` defines in its body and returns by name, as its decorator
    shows it (a new one on each call of ``func``)."""
    nodes = list(statements(func.body))
    returned = {n.value.id for n in nodes if isinstance(n, ast.Return)
                and isinstance(n.value, ast.Name)}
    for n in nodes:
        if isinstance(n, FunctionNode) and n.name in returned:
            info = module.decorated(n)
            if info is not None:
                return info
    return None


def _top_level_defs(body: list[ast.stmt]) -> Iterator[FunctionNode]:
    """Module functions and the methods of module classes."""
    for node in body:
        if isinstance(node, FunctionNode):
            yield node
        elif isinstance(node, ast.ClassDef):
            yield from (n for n in node.body if isinstance(n, FunctionNode))


def check(tree: ast.Module, path: str, lines: list[str],
          index: Index | None = None, module: Module | None = None,
          enabled: frozenset[str] | None = None, project: Project | None = None,
          view: View | None = None) -> list[Finding]:
    """Every finding of every enabled rule (None: all) in one parsed module, in source
    order; ``index``: what the project's other modules offer (:mod:`..index`);
    ``module``: its names, if built; ``project``: the project model (:mod:`..project`)
    and ``view`` this module in it."""
    return sorted(Walker(tree, path, lines, index, module, enabled, project, view).run())


def _made_here(wrapped: ast.expr, scope: Scope) -> ast.expr:
    """What a name a jit wraps and calls at once holds, when this function gives it one
    call (``fn = partial(handler, params=p)``, then ``jax.jit(fn)(x)``): the jit lives
    for one call only, so a function made on each run of this one compiles on each."""
    if not isinstance(wrapped, ast.Name) or wrapped.id in scope.local_defs:
        return wrapped  # a def here (rebound later or not) is a new function on each run
    values = scope.assigns.get(wrapped.id, [])
    return values[0] if len(values) == 1 and isinstance(values[0], ast.Call) else wrapped
