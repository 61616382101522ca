"""The rules of `jaxcheck lint`: recompile pitfalls visible in the source.

Each rule has a stable code, a one-line message that names the fix, and a longer
explanation (``jaxcheck lint --explain CODE``). The checker walks one module's AST once,
scope by scope, with the loops around each node; :mod:`._scope` says what the names mean.

Precision comes before recall: a rule fires only when the source shows the whole story
(the jitted function, its static positions and the argument are all visible in the
module). Anything unresolved is silence, never a guess.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from .index import Index, Offer, offers
from .index import asserted_multiples as _asserted_multiples
from .index import batch_slice as _batch_slice
from .index import first_slice as _first_slice
from .scope import (
    ARRAY_SCALARS,
    ARRAYS,
    FILTER_JITS,
    FRESH_JITS,
    JITS,
    LIBRARY_FILTER_JITS,
    LOOPS,
    MEMOIZERS,
    VALUE_WRAPPERS,
    WEAK_KEEPING,
    WRAPPERS,
    ClassInfo,
    FunctionNode,
    JitInfo,
    Module,
    names_in,
    optax_maker,
    statements,
)


@dataclass(frozen=True)
class Rule:
    """One rule: its stable code and name, the one-line summary, the explanation that
    `--explain` prints, and the fix it suggests (``--fix`` applies it where safe).

    Whether a rule runs at all is asked before it runs (:meth:`Checker.on`, from the
    config's select/ignore/per-file-ignores), so a disabled rule costs nothing."""

    code: str
    name: str
    summary: str
    explanation: str
    fix: str = ""


@dataclass(frozen=True)
class Edit:
    """Replace the source from (line, col) to (end_line, end_col) with ``text``: lines
    1-based, columns 0-based in UTF-8 bytes (as ``ast`` gives them); equal ends insert."""

    line: int
    col: int
    end_line: int
    end_col: int
    text: str


@dataclass(frozen=True)
class Fix:
    """Edits that remove one finding. ``safe``: cannot change what the program computes
    (applied by ``--fix``); otherwise only with ``--unsafe-fixes``."""

    title: str
    edits: tuple[Edit, ...]
    safe: bool = True


@dataclass(frozen=True, order=True)
class Finding:
    """One problem: where (1-based line and column), which rule, and what to do."""

    path: str
    line: int
    col: int
    code: str
    message: str
    fix: Fix | None = field(default=None, compare=False)


RULES: dict[str, Rule] = {r.code: r for r in sorted([
    Rule("JC000", "syntax-error", "the file does not parse, so it was not linted", """\
The file is not valid Python for this interpreter, so no other rule could look at it.
Every other file is still linted. Fix the syntax error, or exclude the file with
[tool.jaxcheck.lint] exclude = ["path/to/file.py"].""",
         fix="fix the syntax error, or exclude the file"),
    Rule("JC101", "jit-in-loop", "a jitted function created anew where it runs repeatedly",
         """\
jax.jit (and pjit, partial(jax.jit, ...), equinox.filter_jit, nnx.jit) caches compiled
code on the jitted object and on the function it wraps. Creating it again, around a new
lambda, closure or functools.partial, starts with an empty cache: it traces and compiles
again every time. Flagged:

  * a jit created inside a loop body:        for x in xs: y = jax.jit(lambda v: v + 1)(x)
  * a jit of a fresh function created and called in one expression inside a function:
                                              def step(x): return jax.jit(lambda v: v * 2)(x)
  * a jit of a closure defined in a function that the module calls from a loop.

Fix: create the jitted function once (module level, __init__, or before the loop) and
call that; pass what the closure captured as arguments.

  step = jax.jit(lambda v: v + 1)
  for x in xs: y = step(x)

jaxcheck run reports this as cause `redefined_function`.""",
         fix="create the jitted function once (module level, __init__, before the loop); "
             "--fix hoists it"),
    Rule("JC102", "unhashable-static", "an unhashable or identity-hashed static argument",
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
    its functions are new closures every iteration.

Fix: pass a tuple instead of a list; define functions once; make config classes
@dataclass(frozen=True) (or give them __eq__ and __hash__); or make the argument traced.

jaxcheck run reports this as cause `static_value` (hashed by identity).""",
         fix="a tuple for a list (--fix), a frozen dataclass, or one object made once"),
    Rule("JC103", "varying-static", "a value that changes every iteration passed as static",
         """\
A static argument is compiled into the code: each new value compiles again. Inside a loop,
the loop variable, an accumulator (x += ...), a decayed scalar (lr = lr * 0.9), an
expression of those, or len() of a per-iteration slice takes a new value (almost) every
iteration. With equinox.filter_jit every Python int or float is static, so a loop counter
passed to it compiles once per value, as does a name over listed values (for t1 in
(1.0, 2.0): ...). So does a static value built in the loop from such a value:
Config(lr=lr), dataclasses.replace(cfg, lr=lr), eqx.tree_at(lambda m: m.rate, model, r).
Library functions that are filter_jit themselves count too: diffrax.diffeqsolve,
optimistix.root_find / minimise / least_squares / fixed_point, lineax.linear_solve.

Fix: pass the value as a traced argument (remove it from static_argnums /
static_argnames, or wrap it with jnp.asarray for filter_jit); if it takes only a few
values on purpose, silence the line with # noqa: JC103.

jaxcheck run reports this as cause `static_value`.""",
         fix="make the argument traced, or hoist its value out of the loop"),
    Rule("JC104", "weak-type-flip", "a traced argument that is a Python int on one call and a "
         "float (or an array) on another", """\
A Python scalar is weakly typed: 1 traces as weak int32 and 0.5 as weak float32, and a
jnp.float32 scalar is strongly typed. The same argument of a jitted function passed as
an int on one call and a float on another (lr = 1, later lr = lr * 0.5), or as a Python
float and then as an array scalar, compiles once per kind.

Fix: give the argument one type at the boundary: float(lr) or jnp.asarray(lr, jnp.float32)
every time; write literals as 1.0, not 1.

jaxcheck run reports this as cause `weak_type` (or `dtype`).""",
         fix="one type at every call; --fix gives Python scalars the arrays' type "
             "(float(...) with --unsafe-fixes)"),
    Rule("JC106", "positional-and-keyword", "one argument of a jitted function passed by "
         "position on one call and by keyword on another", """\
JAX keys its cache on how each argument was passed: f(x, s) and f(x, scale=s) are two
entries, so the second compiles again even with equal values. Flagged when the module calls
one of its jitted functions both ways for the same parameter, in one function or in two
(both run in one process: a training and an evaluation loop, two tests). A call through
*args or **kwargs is not judged: which parameters it fills is not in the source, nor is
equinox.filter_jit, which binds each call to the signature (one key either way).

Fix: pass the argument one way everywhere (by keyword is the clearer).

jaxcheck run reports this as cause `arg_signature`.""",
         fix="pass the argument one way everywhere"),
    Rule("JC105", "ragged-batch", "a batch sliced in a loop whose last one is shorter", """\
for i in range(0, n, bs): f(x[i:i + bs]) gives a shorter last batch whenever n is not a
multiple of bs, and a jitted f compiles again for the new shape. Reported only when the
loop is range(start, stop, step), the slice is [i:i + step] and nothing shows that stop is
a multiple of step.

Fix: pad the last batch to bs (and mask the padding), or drop it with
range(0, n - bs + 1, bs).

jaxcheck run reports this as cause `shape`.""",
         fix="pad the last batch (and mask it), or drop it"),
], key=lambda r: r.code)}


def _short(node: ast.AST, limit: int = 40) -> str:
    text = ast.unparse(node)
    return text if len(text) <= limit else text[:limit - 3] + "..."


_WORD = re.compile(r"\w+")
#: methods that run once per object (a loop that makes objects is not a training loop)
_ONCE_PER_OBJECT = ("__init__", "__post_init__", "setup")


@dataclass
class _Loop:
    node: ast.For | ast.AsyncFor | ast.While
    varying: set[str] = field(default_factory=set)
    counters: set[str] = field(default_factory=set)  # Python ints: range/enumerate indexes
    #: names bound to listed constants (``for t1 in (1.0, 2.0)``): a Python value each time
    literals: set[str] = field(default_factory=set)
    sliced: dict[str, ast.expr] = field(default_factory=dict)  # name -> per-iteration slice
    range_var: str | None = None
    range_stop: ast.expr | None = None
    range_step: ast.expr | None = None
    sweep: bool = False  # over listed constants (a config sweep): a compile each, on purpose
    #: names bound to a ragged loader's items, with the loader (call text, offer)
    ragged: dict[str, tuple[str, Offer]] = field(default_factory=dict)
    #: names the body binds to an optax optimizer it makes (or an object holding one)
    optimizers: dict[str, str] | None = None


@dataclass
class _Scope:
    func: FunctionNode | None
    cls: ClassInfo | None
    jits: dict[str, JitInfo]
    assigns: dict[str, list[ast.expr]]
    local_defs: set[str]  # functions and lambdas made in this scope (fresh on each run)
    calls: list[tuple[JitInfo, ast.Call]] = field(default_factory=list)
    words: set[str] = field(default_factory=set)  # names a statement must mention to matter
    traced: bool = False  # the body of a jitted function: runs once per trace, not per call
    #: texts of lengths this scope asserts to be multiples (``assert n % bs == 0``)
    whole: set[str] = field(default_factory=set)


class Checker:
    """Lint one parsed module; :attr:`findings` after :meth:`run`."""

    def __init__(self, tree: ast.Module, path: str, lines: list[str],
                 index: Index | None = None, module: Module | None = None,
                 enabled: frozenset[str] | None = None) -> None:
        self.enabled = enabled  # None: every rule
        self.tree = tree
        self.path = path
        self.module = module or Module(tree, lines)
        self.index = index
        #: this module's own ragged generators (its jit factories: see run)
        self.local = {name: o for name, o in offers(tree, lines, "this module").items()
                      } if any("yield" in line for line in lines) else {}
        self.findings: list[Finding] = []
        self._seen: set[tuple[int, int, str]] = set()
        # calls of plain names and self.<name>: [at module level outside loops?], and the
        # line of one call made in a loop; rule JC101 reads them once the walk is done
        self.sites: dict[str, list[bool]] = {}
        self.loop_calls: dict[str, int] = {}
        self._pending: list[tuple[ast.AST, str, FunctionNode, bool]] = []
        self._pending_static: list[tuple[ast.expr, str, FunctionNode]] = []
        self._tests: set[int] = set()  # ids of functions defined inside test functions
        self._names_made: set[str] = set()  # names the fixes introduce
        # rule JC106, module-wide: how each jitted function's parameters were passed so far
        # (two functions of one module that call it both ways recompile once both have run),
        # keyed by the function's id, with the function itself kept alive beside: the info
        # of a nested scope's jit dies with its scope, and a later one could take its id
        self._passed: dict[tuple[int, str], tuple[str, int, JitInfo]] = {}
        self._library_jits: dict[str, JitInfo] = {}
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
            text = self.module.text(node)
            # a function that jits, or calls a jitted function (its static values made
            # per call matter when it runs per step): its calls are followed
            if "jit" in text or (jitted and not jitted.isdisjoint(_WORD.findall(text))):
                words.add(node.name)
        words |= set(self.local)
        if index is not None:
            words |= {name for name, known in self.module.imports.items()
                      if index.get(known) is not None or known in index.modules}
        self.words = words

    def run(self) -> list[Finding]:
        self._scope(self.tree.body, None, None, {})
        once = {name for name, top in self.sites.items() if top == [True]} | {"main"}
        for node, what, func, called in self._pending:
            if self._memoized(func):
                continue  # functools.cache and friends: one jit per arguments, made once
            # main() and test functions run once: jitting inside them is one-shot
            if called and func.name not in once and not self._one_shot(func):
                self.report(node, "JC101", f"{what} of a new function, called at once: every "
                            f"call of `{func.name}` jits and compiles again; jit it once "
                            "(module level or __init__) and call that")
            line = self.loop_calls.get(func.name)
            if not called and line is not None and func.name not in _ONCE_PER_OBJECT:
                self.report(node, "JC101", f"{what} of a closure made in `{func.name}`, which "
                            f"is called in a loop (line {line}): each call jits and compiles "
                            "again; create the jitted function once and pass what it captures "
                            "as arguments")
        for expr, message, func in self._pending_static:
            if func.name in self.loop_calls and func.name not in _ONCE_PER_OBJECT \
                    and not self._memoized(func):
                self.report(expr, "JC102", message)
        return self.findings

    def _instance_of(self, node: ast.expr, scope: _Scope) -> ClassInfo | None:
        """The module class whose instance ``node`` names (``m = Model(...)``), if one."""
        if not isinstance(node, ast.Name):
            return None
        values = scope.assigns.get(node.id) or self.module.assigns.get(node.id, [])
        if len(values) != 1 or not isinstance(values[0], ast.Call) \
                or not isinstance(values[0].func, ast.Name):
            return None
        return self.module.classes.get(values[0].func.id)

    def _hoist(self, node: ast.AST, loop: _Loop) -> Fix | None:
        """Move a jit expression made in a loop body above the loop, when nothing it reads
        is assigned in the loop (so it is the same function every iteration)."""
        lp = loop.node
        if not isinstance(node, ast.Call) or not _in_body(node, lp):
            return None
        changing = set(names_in(lp.target)) if isinstance(lp, ast.For | ast.AsyncFor) \
            else set()
        for n in statements(lp.body):
            for t in _targets(n):
                changing |= set(names_in(t))
        own = {a.arg for lam in ast.walk(node) if isinstance(lam, ast.Lambda)
               for a in ast.walk(lam.args) if isinstance(a, ast.arg)}
        if (set(names_in(node)) - own) & changing:
            # `b = jax.vmap(f)` in the loop, then `jax.jit(b)`: move that one statement up
            # when it reads nothing the loop changes (the jit then finds JAX's cache)
            wrapped = node.args[0] if node.args else None
            if isinstance(wrapped, ast.Name) and (set(names_in(node)) - own) & changing \
                    == {wrapped.id}:
                return self._move_up(wrapped.id, lp, changing)
            return None
        segment = ast.get_source_segment("\n".join(self.module.lines), node)
        if segment is None or any(isinstance(n, ast.NamedExpr | ast.Await | ast.Yield
                                             | ast.YieldFrom) for n in ast.walk(node)):
            return None
        indent = " " * lp.col_offset
        line = self.module.lines[lp.lineno - 1] if lp.lineno <= len(self.module.lines) else ""
        if line[:lp.col_offset].strip():
            return None  # the loop shares its line with other code: no clean insertion
        # `step = jax.jit(...)` as a statement of the body: move the statement itself
        for stmt in lp.body:
            if isinstance(stmt, ast.Assign) and stmt.value is node \
                    and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
                own = self.module.lines[stmt.lineno - 1]
                end = self.module.lines[stmt.end_lineno - 1] if stmt.end_lineno else ""
                if own[:stmt.col_offset].strip() or end.encode()[stmt.end_col_offset:].strip():
                    return None  # shares a line: no clean move
                text = ast.get_source_segment("\n".join(self.module.lines), stmt)
                if text is None or sum(1 for n in statements(lp.body) if stmt.targets[0].id
                                       in {t.id for t in _targets(n)
                                           if isinstance(t, ast.Name)}) != 1:
                    return None
                return Fix(f"create `{stmt.targets[0].id}` once, above the loop", (
                    Edit(lp.lineno, 0, lp.lineno, 0, f"{indent}{text}\n"),
                    Edit(stmt.lineno, 0, stmt.end_lineno + 1, 0, "")))
        name = self._fresh_name(node)
        return Fix(f"create `{name}` once, above the loop", (
            Edit(lp.lineno, 0, lp.lineno, 0, f"{indent}{name} = {segment}\n"),
            Edit(node.lineno, node.col_offset, node.end_lineno, node.end_col_offset, name)))

    def _move_up(self, name: str, lp: ast.AST, changing: set[str]) -> Fix | None:
        """Move ``name = <call>``, a statement of the loop's own body and the only
        assignment of ``name`` in the loop, above the loop, when it reads nothing else the
        loop changes."""
        stmts = [n for n in lp.body if isinstance(n, ast.Assign) and len(n.targets) == 1
                 and isinstance(n.targets[0], ast.Name) and n.targets[0].id == name]
        assigned = sum(1 for n in statements(lp.body) for t in _targets(n)
                       if isinstance(t, ast.Name) and t.id == name)
        if len(stmts) != 1 or assigned != 1 or not isinstance(stmts[0].value, ast.Call):
            return None
        stmt = stmts[0]
        if (set(names_in(stmt.value)) & changing) or any(
                isinstance(n, ast.NamedExpr | ast.Await | ast.Yield | ast.YieldFrom)
                for n in ast.walk(stmt.value)):
            return None
        own = self.module.lines[stmt.lineno - 1]
        end = self.module.lines[stmt.end_lineno - 1] if stmt.end_lineno else ""
        tail = end.encode()[stmt.end_col_offset:].strip()
        if own[:stmt.col_offset].strip() or (tail and not tail.startswith(b"#")):
            return None  # shares a line: no clean move
        text = ast.get_source_segment("\n".join(self.module.lines), stmt)
        if text is None:
            return None
        comment = tail.decode("utf-8", "replace")
        indent = " " * lp.col_offset
        return Fix(f"create `{name}` once, above the loop", (
            Edit(lp.lineno, 0, lp.lineno, 0,
                 f"{indent}{text}{'  ' + comment if comment else ''}\n"),
            Edit(stmt.lineno, 0, stmt.end_lineno + 1, 0, "")))

    def _fresh_name(self, node: ast.Call) -> str:
        """``grad_loss_jit`` for ``jax.jit(jax.grad(loss))``: a name the module does not use."""
        inner = node.args[0] if node.args else node
        words = ["fn"] if isinstance(inner, ast.Lambda) else [
            w for w in _WORD.findall(ast.unparse(inner))
            if w not in ("jax", "jnp", "functools", "self", "nnx", "eqx", "tree_util")]
        base = "_".join(words[:3])[:30] or "step"
        base = re.sub(r"^\d", "_", base) + "_jit"
        used = set(_WORD.findall("\n".join(self.module.lines))) | self._names_made
        name, n = base, 1
        while name in used:
            n += 1
            name = f"{base}{n}"
        self._names_made.add(name)
        return name

    def _one_shot(self, func: FunctionNode) -> bool:
        """A test function, or code defined inside one: it runs once per test."""
        return func.name.startswith("test") or id(func) in self._tests

    def _memoized(self, func: FunctionNode) -> bool:
        return any(self.module.qualify(d.func if isinstance(d, ast.Call) else d) in MEMOIZERS
                   for d in func.decorator_list)

    def on(self, code: str) -> bool:
        """Whether rule ``code`` runs on this file (asked before the rule's work)."""
        return self.enabled is None or code in self.enabled

    def report(self, node: ast.AST, code: str, message: str, fix: Fix | None = None) -> None:
        if not self.on(code):
            return
        key = (node.lineno, node.col_offset, code)
        if key in self._seen:
            return
        self._seen.add(key)
        col = node.col_offset  # in UTF-8 bytes; users (and SARIF) count characters
        lines = self.module.lines
        if 0 < node.lineno <= len(lines) and not lines[node.lineno - 1].isascii():
            col = len(lines[node.lineno - 1].encode()[:col].decode("utf-8", "replace"))
        self.findings.append(Finding(self.path, node.lineno, col + 1, code, message, fix))

    # --- scopes ----------------------------------------------------------------------

    def _scope(self, body: list[ast.stmt], func: FunctionNode | None,
               cls: ClassInfo | None, outer: dict[str, JitInfo], traced: bool = False,
               ) -> None:
        jits = dict(outer or self.module.jits)
        assigns: dict[str, list[ast.expr]] = {}
        local_defs: set[str] = set()
        defs: dict[str, FunctionNode] = {}
        nodes = list(statements(body))
        for node in nodes:
            if isinstance(node, ast.Assign | ast.AnnAssign | ast.AugAssign) \
                    and node.value is not None:
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                value = node.value if not isinstance(node, ast.AugAssign) else ast.BinOp(
                    node.target, node.op, node.value)
                for t in targets:
                    if isinstance(t, ast.Name):
                        assigns.setdefault(t.id, []).append(value)
                        if isinstance(node.value, ast.Lambda):
                            local_defs.add(t.id)
            elif isinstance(node, FunctionNode):
                local_defs.add(node.name)
                defs[node.name] = node
        if func is not None:
            jits.update(self.module.jit_table(nodes, {**self.module.functions, **defs}))
        else:
            local_defs = set()  # module level runs once
        scope = _Scope(func, cls, jits, assigns, local_defs, traced=traced,
                       whole=_asserted_multiples(nodes))
        scope.words = self.words | set(jits) | (set(defs) if func is not None else set())
        for stmt in body:
            self._visit(stmt, scope, ())
        if self.on("JC104"):
            self._weak_types(scope)
        if self.on("JC106"):
            self._styles(scope)

    def _visit(self, node: ast.AST, scope: _Scope, loops: tuple[_Loop, ...]) -> None:
        if isinstance(node, ast.Import | ast.ImportFrom):
            self.module.add_import(node)  # a local import: in force from here on
            return
        if isinstance(node, ast.stmt) and (not hasattr(node, "body") or isinstance(
                node, FunctionNode | ast.ClassDef)) and not self._mentions(node, scope):
            return
        if isinstance(node, FunctionNode):
            jitted = False
            for dec in node.decorator_list:
                self._visit(dec, scope, loops)
                if self.module.decorator(dec) is not None:
                    jitted = True
                    if (scope.func is not None or loops) and not scope.traced:
                        self._created(node, dec, scope, loops, fresh=True)
            nested = scope.func is not None
            if nested and self._one_shot(scope.func):
                self._tests.add(id(node))  # code of a test runs once per test
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
            in_test = scope.func is not None and self._one_shot(scope.func)
            for item in node.body:
                if isinstance(item, FunctionNode) and in_test:
                    self._tests.add(id(item))
                if isinstance(item, FunctionNode):
                    if not self._mentions(item, scope):
                        continue
                    for dec in item.decorator_list:
                        self._visit(dec, scope, ())
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
            inner = loops + (self._loop(node, scope),)
            for stmt in node.body:
                self._visit(stmt, scope, inner)
            for stmt in node.orelse:
                self._visit(stmt, scope, loops)
            return
        if isinstance(node, ast.Call):
            self._call(node, scope, loops)
        for child in ast.iter_child_nodes(node):
            self._visit(child, scope, loops)

    def _mentions(self, node: ast.stmt, scope: _Scope) -> bool:
        """Whether a function, class or simple statement names jit, a jitted function or a
        function that jits. One that does not holds nothing to check (assignments were read
        with the scope), and is skipped unread: most of what keeps lint fast."""
        text = self.module.text(node)
        return "jit" in text or not scope.words.isdisjoint(_WORD.findall(text))

    # --- loops -----------------------------------------------------------------------

    def _loop(self, node: ast.For | ast.AsyncFor | ast.While, scope: _Scope) -> _Loop:
        loop = _Loop(node)
        if not isinstance(node, ast.While):
            loop.varying |= set(names_in(node.target))
            it = node.iter
            loop.sweep = self._listed(it, scope)
            if isinstance(it, ast.Tuple | ast.List | ast.Set) and \
                    isinstance(node.target, ast.Name) and \
                    all(isinstance(e, ast.Constant) for e in it.elts) and \
                    len({(type(e.value), e.value) for e in it.elts}) > 1:
                loop.literals.add(node.target.id)  # two values at least: two compiles
            offer = self._offer(it.func) if isinstance(it, ast.Call) else None
            if offer is not None and offer.kind == "loader":
                for name in names_in(node.target):
                    loop.ragged[name] = (_short(it.func, 30), offer)
            if isinstance(it, ast.Call) and isinstance(it.func, ast.Name):
                if it.func.id == "range" and isinstance(node.target, ast.Name):
                    loop.counters.add(node.target.id)
                    if len(it.args) == 3:
                        loop.range_var = node.target.id
                        loop.range_stop, loop.range_step = it.args[1], it.args[2]
                elif it.func.id == "enumerate" and isinstance(node.target, ast.Tuple) \
                        and node.target.elts and isinstance(node.target.elts[0], ast.Name):
                    loop.counters.add(node.target.elts[0].id)
        body = list(statements(node.body))
        assigns = []
        for n in body:
            if isinstance(n, ast.AugAssign) and isinstance(n.target, ast.Name):
                loop.varying.add(n.target.id)
            elif isinstance(n, ast.Assign) and len(n.targets) == 1 \
                    and isinstance(n.targets[0], ast.Name):
                name = n.targets[0].id
                if name in set(names_in(n.value)) and isinstance(n.value, ast.BinOp):
                    loop.varying.add(name)  # an accumulator: lr = lr * 0.9
                assigns.append((name, n.value))
        for _ in range(2):
            for name, value in assigns:
                if self._varies(value, loop):
                    loop.varying.add(name)
                    if _arith_only(value, loop.counters):
                        loop.counters.add(name)
                if _slices(value, loop.varying):
                    loop.sliced[name] = value
        return loop

    def _listed(self, node: ast.expr, scope: _Scope, depth: int = 0) -> bool:
        """Constants listed in the source: (1, 2), [("a", 1)], itertools.product of them,
        or a name given only such values in this scope (in both branches of an if)."""
        if depth > 3:
            return False
        if isinstance(node, ast.Tuple | ast.List | ast.Set):
            return all(isinstance(e, ast.Constant) or self._listed(e, scope, depth + 1)
                       for e in node.elts)
        if isinstance(node, ast.Call) and node.args and not node.keywords:
            name = self.module.qualify(node.func) or (
                node.func.id if isinstance(node.func, ast.Name) else None)
            if name in ("itertools.product", "zip", "enumerate"):
                return all(self._listed(a, scope, depth + 1) for a in node.args)
        if isinstance(node, ast.Name):
            values = scope.assigns.get(node.id, [])
            return bool(values) and all(self._listed(v, scope, depth + 1) for v in values)
        return False

    def _varies(self, node: ast.expr, loop: _Loop) -> bool:
        """An expression whose value changes from one iteration to the next."""
        if isinstance(node, ast.Name):
            return node.id in loop.varying
        if isinstance(node, ast.BinOp):
            return self._varies(node.left, loop) or self._varies(node.right, loop)
        if isinstance(node, ast.UnaryOp):
            return self._varies(node.operand, loop)
        if isinstance(node, ast.JoinedStr):
            return any(self._varies(v.value, loop) for v in node.values
                       if isinstance(v, ast.FormattedValue))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.args:
            if node.func.id == "len":
                arg = node.args[0]
                return (isinstance(arg, ast.Name) and arg.id in loop.sliced) or \
                    _slices(arg, loop.varying)
            if node.func.id in ("int", "float", "round", "abs", "min", "max", "str"):
                return any(self._varies(a, loop) for a in node.args)
        return False

    # --- calls -----------------------------------------------------------------------

    def _callee(self, func: ast.expr, scope: _Scope) -> JitInfo | None:
        if isinstance(func, ast.Name) and func.id in scope.jits:
            return scope.jits[func.id]
        if _self_attr(func) and scope.cls is not None:
            return scope.cls.methods.get(func.attr)
        offer = self._offer(func)  # a jitted function of another module of the project
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

    def _offer(self, func: ast.expr) -> Offer | None:
        """What the project index (or this module) says ``func`` names, if anything."""
        if isinstance(func, ast.Name) and func.id in self.local \
                and func.id not in self.module.imports:
            return self.local[func.id]
        if self.index is None:
            return None
        return self.index.get(self.module.qualify(func))

    def _call(self, node: ast.Call, scope: _Scope, loops: tuple[_Loop, ...]) -> None:
        if scope.traced:
            return  # inside a jitted function everything runs once per trace of it
        name = (node.func.id if isinstance(node.func, ast.Name) else
                node.func.attr if _self_attr(node.func) else None)
        if name is not None:
            if loops:
                self.loop_calls.setdefault(name, node.lineno)
            self.sites.setdefault(name, []).append(scope.func is None and not loops)
        made = self.module.jit_call(node)
        if made is not None and (loops or scope.func is not None):
            kind = made[0].kind
            self._created(node, made[1], scope, loops, called=False, kind=kind,
                          fresh=kind in FRESH_JITS or self._fresh(made[1], scope, kind))
        inner = self.module.jit_call(node.func)
        if inner is not None and not loops and scope.func is not None \
                and self._fresh(inner[1], scope, inner[0].kind):
            self._created(node.func, inner[1], scope, loops, fresh=True, called=True,
                          kind=inner[0].kind)
        if loops and self.on("JC101"):
            self._factory_call(node, loops[-1])
        info = self._callee(node.func, scope)
        if info is None:
            return
        scope.calls.append((info, node))
        callee = _short(node.func)
        statics = list(self._statics(info, node))
        if self.on("JC102"):
            for expr, param in statics:
                self._unhashable(expr, param, callee, info, scope, loops)
            if loops:
                self._fresh_optimizer(node, callee, loops[-1])
        if loops:
            if self.on("JC103"):
                for expr, param in statics:
                    self._per_iteration(expr, param, callee, info, loops)
            if self.on("JC105"):
                self._ragged(node, info, callee, loops[-1], scope)

    def _fresh_optimizer(self, node: ast.Call, callee: str, loop: _Loop) -> None:
        """Rule JC102: an optax optimizer (or schedule) made in this loop and passed to a
        jitted function, as an argument or inside an object built from it (``nnx.Optimizer(
        model, optax.adam(lr))``, ``TrainState.create(..., tx=optax.sgd(lr))``). Its
        functions are new closures each iteration; wherever the jit keeps them static (a
        TrainState's ``tx``, nnx.jit's graph definition, equinox.filter_jit) they are hashed
        by identity, so every iteration compiles again. State it initialises
        (``optax.adam(lr).init(params)``) is arrays, and fine."""
        if loop.optimizers is None:
            loop.optimizers = {}
            for n in statements(loop.node.body):
                if isinstance(n, ast.Assign) and len(n.targets) == 1 \
                        and isinstance(n.targets[0], ast.Name):
                    made = self._holds_optimizer(n.value, loop.optimizers)
                    if made is not None:
                        loop.optimizers[n.targets[0].id] = made
        for arg in [*node.args, *(k.value for k in node.keywords)]:
            made = self._holds_optimizer(arg, loop.optimizers)
            if made is not None:
                held = "" if isinstance(arg, ast.Call) and _short(arg) == made else \
                    f"`{_short(arg)}` holds "
                self.report(arg, "JC102", f"{held}`{made}`, made anew every iteration and "
                            f"passed to `{callee}`: its functions are new closures, hashed by "
                            "identity, so each iteration compiles again: make the optimizer "
                            "once, before the loop, and reuse it")
                return

    def _holds_optimizer(self, expr: ast.expr, made: dict[str, str],
                         depth: int = 0) -> str | None:
        """The optax call ``expr`` is or holds (through calls' arguments), if any."""
        if isinstance(expr, ast.Name):
            return made.get(expr.id)
        if not isinstance(expr, ast.Call) or depth > 4:
            return None
        func = expr.func
        while isinstance(func, ast.Call):  # optax.inject_hyperparams(optax.adam)(lr=...)
            func = func.func
        if optax_maker(self.module.qualify(func)):
            return _short(expr, 30)
        for arg in [*expr.args, *(k.value for k in expr.keywords)]:
            found = self._holds_optimizer(arg, made, depth + 1)
            if found is not None:
                return found
        return None

    def _factory_call(self, node: ast.Call, loop: _Loop) -> None:
        """Rule JC101 across functions and modules: ``make_step()(x)`` in a loop, or
        ``step = make_step()`` in the loop and ``step(x)``, where ``make_step`` returns a
        jit of a function it makes anew on every call (not memoized)."""
        made: ast.expr | None = None
        if isinstance(node.func, ast.Call):
            made = node.func  # make_step()(x)
        else:  # step = make_step(), and step(x) further on in the loop
            named = [t.id for n in statements(loop.node.body) if isinstance(n, ast.Assign)
                     and n.value is node for t in n.targets if isinstance(t, ast.Name)]
            if named and any(isinstance(c, ast.Call) and isinstance(c.func, ast.Name)
                             and c.func.id == named[0] for c in ast.walk(loop.node)):
                made = node
        if made is None:
            return
        offer = self._offer(made.func)
        if offer is None or offer.kind != "factory" or offer.module == "this module":
            return  # a factory of this module: reported where it jits (see run)
        where = f" (in {offer.module})"
        self.report(made, "JC101", f"`{_short(made.func, 30)}`{where} returns a new jitted "
                    "function on every call, and it is called in this loop: each iteration "
                    "compiles again; call it once before the loop (or memoize it with "
                    "functools.cache)")

    def _statics(self, info: JitInfo, node: ast.Call) -> Iterator[tuple[ast.expr, str]]:
        if not info.filter:
            yield from info.static_args(node)
            return
        params = info.params or []
        offset = 1 if info.bound else 0
        for i, arg in enumerate(node.args):
            if not isinstance(arg, ast.Starred):
                pos = i + offset
                yield arg, params[pos] if pos < len(params) else f"argument {pos}"
        for kw in node.keywords:
            if kw.arg is not None:
                yield kw.value, kw.arg

    def _fresh(self, wrapped: ast.expr, scope: _Scope, kind: str = "jax.jit",
               loop: ast.AST | None = None) -> bool:
        """Whether the function a jit of ``kind`` wraps is a new object, unequal to the last,
        each time this code runs (in ``loop``: each iteration), so the jit's cache misses.

        Lambdas, nested defs, partials, JAX's transformations (grad, vmap ...) and bound
        methods are; equinox's jit compares by value, so its own wrappers and bound methods
        are not new to it (measured)."""
        if isinstance(wrapped, ast.Lambda):
            return True
        if isinstance(wrapped, ast.Call):
            made = self.module.qualify(wrapped.func)
            if kind in FILTER_JITS and made in VALUE_WRAPPERS:
                return False
            return self.module.is_partial(wrapped.func) or made in WRAPPERS
        if isinstance(wrapped, ast.Attribute) and kind not in FILTER_JITS:
            # obj.method: a new bound method each access, and jax.jit's cache dies with it
            if _self_attr(wrapped):
                return scope.cls is not None and wrapped.attr in scope.cls.defs
            cls = self._instance_of(wrapped.value, scope)
            return cls is not None and wrapped.attr in cls.defs
        if not isinstance(wrapped, ast.Name):
            return False
        if loop is not None:
            made = _defines(wrapped.id, loop, self.module)
            return made is not None and (not isinstance(made, ast.Call) or self._fresh(
                made, scope, kind))
        # outside a loop, a name made fresh by a call is not followed: a setup function
        # that jits a partial once per run is the common case (precision first)
        return wrapped.id in scope.local_defs

    def _created(self, node: ast.AST, wrapped: ast.AST, scope: _Scope,
                 loops: tuple[_Loop, ...], fresh: bool, called: bool = False,
                 kind: str = "jax.jit") -> None:
        """Rule JC101 at a place that makes a jitted function."""
        what = _jit_name(node)
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
            elif kind in FRESH_JITS or self._fresh(wrapped, scope, kind,
                                                   loop=loops[-1].node):
                made = wrapped
            else:
                made = None
            if made is None:
                return
            swept = {n for lp in loops if lp.sweep for n in lp.varying}
            if swept and swept & set(names_in(made)):
                return  # one function per listed configuration: a compile each, on purpose
            self.report(node, "JC101", f"{what} inside a loop makes a new jitted function "
                        "every iteration, and each one compiles again: create it once "
                        "before the loop and call that", self._hoist(node, loops[-1]))
            return
        func = scope.func
        if fresh and isinstance(func, FunctionNode):
            self._pending.append((node, what, func, called))  # judged when all calls are known

    def _unhashable(self, expr: ast.expr, param: str, callee: str, info: JitInfo,
                    scope: _Scope, loops: tuple[_Loop, ...]) -> None:
        """Rule JC102."""
        value, via = expr, ""
        if isinstance(expr, ast.Name):  # built before, by name: its one assignment
            values = scope.assigns.get(expr.id, [])
            if len(values) != 1:
                return
            value, via = values[0], f"`{expr.id}` "
        where = f"static `{param}` of `{callee}`"
        kind = None
        if not info.filter:
            if isinstance(value, ast.List | ast.ListComp):
                kind = "list"
            elif isinstance(value, ast.Dict | ast.DictComp):
                kind = "dict"
            elif isinstance(value, ast.Set | ast.SetComp):
                kind = "set"
            elif isinstance(value, ast.Call) and self.module.qualify(value.func) in ARRAYS:
                kind = "array"
            elif isinstance(value, ast.Call) and isinstance(value.func, ast.Name) \
                    and value.func.id in ("list", "dict", "set", "bytearray") \
                    and value.func.id not in self.module.imports \
                    and value.func.id not in self.module.functions:
                kind = "set" if value.func.id == "set" else (
                    "list" if value.func.id in ("list", "bytearray") else "dict")
            elif isinstance(value, ast.Call) and isinstance(value.func, ast.Name) \
                    and value.func.id in self.module.functions:
                kind = _returns_unhashable(self.module.functions[value.func.id])
        if kind is not None:
            fix = ("a tuple" if kind in ("list", "array") else
                   "a tuple of pairs" if kind == "dict" else "a frozenset")
            self.report(expr, "JC102", f"{via}an unhashable {kind} passed to {where}: pass "
                        f"{fix}, or make `{param}` a traced argument",
                        _hashable_fix(value, safe=not via))
            return
        message = None
        if isinstance(value, ast.Lambda):
            message = (f"{via}a lambda passed to {where} is hashed by identity, so every new "
                       "one compiles again: define the function once and pass that")
        elif isinstance(value, ast.Call) and self.module.is_partial(value.func):
            message = (f"{via}a functools.partial passed to {where} is hashed by identity, "
                       "so every new one compiles again: create it once, or pass its "
                       "arguments separately")
        elif isinstance(value, ast.Call) and isinstance(value.func, ast.Name):
            cls = self.module.classes.get(value.func.id)
            if cls is None or value.func.id in scope.local_defs:
                return
            if cls.hashing == "identity":
                message = (f"{via}a new `{cls.name}` passed to {where} is hashed by identity, "
                           f"so every new one compiles again: make `{cls.name}` a "
                           "@dataclass(frozen=True) (or give it __eq__ and __hash__), or "
                           "create it once")
            elif cls.hashing == "unhashable" and not info.filter:
                self.report(expr, "JC102", f"{via}a `{cls.name}` passed to {where} is "
                            "unhashable (it has __eq__ but no __hash__, as a dataclass without "
                            f"frozen=True): make `{cls.name}` a @dataclass(frozen=True)")
                return
        if message is None:
            return
        if via and not any(_assigned_in(expr.id, lp.node) for lp in loops[-1:]):
            # made once per run of this scope: one identity, unless the scope runs per step
            if not loops and isinstance(scope.func, FunctionNode):
                self._pending_static.append((expr, message + " (each call of "
                                             f"`{scope.func.name}` makes a new one)",
                                             scope.func))
            return
        self.report(expr, "JC102", message)

    def _per_iteration(self, expr: ast.expr, param: str, callee: str, info: JitInfo,
                       loops: tuple[_Loop, ...]) -> None:
        """Rule JC103."""
        for loop in loops:
            if info.filter:
                # filter_jit: every non-array is static, but only a value the source shows
                # is a Python one is reported: a counter, or a name over listed constants
                if isinstance(expr, ast.Name) and expr.id in loop.literals:
                    self.report(expr, "JC103", f"`{expr.id}` takes each listed value in turn "
                                f"and `{callee}` (equinox.filter_jit) treats Python values as "
                                "static: one compile per value; pass "
                                f"jnp.asarray({expr.id}) for a number, or, for a deliberate "
                                "sweep, add `# noqa: JC103`")
                    return
                if _arith_only(expr, loop.counters):
                    self.report(expr, "JC103", f"`{_short(expr)}` is a Python number that "
                                f"changes every iteration, and `{callee}` (equinox.filter_jit) "
                                "treats Python numbers as static, so each value compiles "
                                f"again: pass jnp.asarray({_short(expr, 20)})")
                    return
                source = self._built_from(expr, loop, python_only=True)
                if source is not None:
                    self.report(expr, "JC103", f"`{_short(expr)}` is built from `{source}`, a "
                                "Python value that changes every iteration, and "
                                f"`{callee}` (equinox.filter_jit) keeps Python values static, "
                                "in fields too: each value compiles again; store it as an "
                                f"array (jnp.asarray({source}))"
                                + (", or, for a deliberate sweep, add `# noqa: JC103`"
                                   if loop.sweep else ""))
                    return
                continue
            source = None if self._varies(expr, loop) else \
                self._built_from(expr, loop, python_only=False)
            if source is not None:
                self.report(expr, "JC103", f"`{_short(expr)}` is built from `{source}`, which "
                            f"changes every iteration, and is passed to static `{param}` of "
                            f"`{callee}`: each new value compiles again; keep what varies out "
                            f"of `{param}` (pass it as a traced argument)"
                            + (", or, for a deliberate sweep, add `# noqa: JC103`"
                               if loop.sweep else ""))
                return
            if self._varies(expr, loop) and loop.sweep:
                self.report(expr, "JC103", f"`{_short(expr)}` takes each listed value in turn "
                            f"and is passed to static `{param}` of `{callee}`: one compile per "
                            f"value; make `{param}` a traced argument, or, for a deliberate "
                            "sweep, add `# noqa: JC103`")
                return
            if self._varies(expr, loop):
                self.report(expr, "JC103", f"`{_short(expr)}` changes every iteration and "
                            f"is passed to static `{param}` of `{callee}`, so each value "
                            f"compiles again: make `{param}` a traced argument (drop it from "
                            "static_argnums/static_argnames) or hoist it out of the loop")
                return

    def _built_from(self, expr: ast.expr, loop: _Loop, python_only: bool,
                    depth: int = 0) -> str | None:
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
                    return self._built_from(n.value, loop, python_only, depth + 1)
            return None
        if not isinstance(expr, ast.Call) or not self._builds(expr.func):
            return None
        for arg in [*expr.args, *(k.value for k in expr.keywords)]:
            if python_only:
                if (isinstance(arg, ast.Name) and arg.id in loop.literals) or \
                        _arith_only(arg, loop.counters):
                    return _short(arg, 30)
            elif self._varies(arg, loop):
                return _short(arg, 30)
            inner = self._built_from(arg, loop, python_only, depth + 1) \
                if isinstance(arg, ast.Call) else None
            if inner is not None:
                return inner
        return None

    def _builds(self, func: ast.expr) -> bool:
        """``func`` makes a value object from its arguments: a class (a capitalised name, or
        a class of this module; not JAX's or NumPy's, which make arrays),
        ``dataclasses.replace``, ``eqx.tree_at``, a ``.replace`` or ``._replace`` method."""
        qualified = self.module.qualify(func)
        if qualified in ("dataclasses.replace", "equinox.tree_at"):
            return True
        if qualified is not None and qualified.startswith(("jax.", "numpy.")):
            return False  # jax.random.PRNGKey(i), np.float32(x): arrays, traced
        if isinstance(func, ast.Attribute):
            return func.attr in ("replace", "_replace") or func.attr[:1].isupper()
        if isinstance(func, ast.Name):
            return func.id in self.module.classes or func.id[:1].isupper()
        return False

    def _ragged(self, node: ast.Call, info: JitInfo, callee: str, loop: _Loop,
                scope: _Scope) -> None:
        """Rule JC105: a batch that is shorter on the last iteration, however the loop makes
        it (a range with a step, index arithmetic over a rounded-up count, a cursor, numpy's
        array_split), unless the source shows the length is a multiple of the batch size."""
        static = {id(e) for e, _ in self._statics(info, node)} if not info.filter else set()
        args = [a for a in list(node.args) + [k.value for k in node.keywords]
                if id(a) not in static]
        for arg in args:
            if isinstance(arg, ast.Name) and arg.id in loop.ragged:
                loader, offer = loop.ragged[arg.id]
                where = "" if offer.module == "this module" else f" (in {offer.module})"
                self.report(arg, "JC105", f"`{arg.id}` comes from `{loader}`{where}, whose "
                            f"last batch is shorter unless the length is a multiple of "
                            f"{offer.size}, and `{callee}` compiles again for the new shape: "
                            f"pad the last batch to {offer.size} (and mask it), or drop it")
                return
            sliced = arg
            if isinstance(arg, ast.Name) and arg.id in loop.sliced:
                sliced = loop.sliced[arg.id]
            size = self._short_batch(sliced, loop, scope)
            if size is not None and size.startswith("its "):
                parts = size[len("its "):-len(" parts")]
                self.report(arg, "JC105", f"`{_short(sliced)}` comes from array_split into "
                            f"{parts} parts, whose lengths differ unless the length is a "
                            f"multiple of {parts}, and `{callee}` compiles again for each "
                            "length: split into equal batches (pad, or drop the remainder)")
                return
            if size is not None and size.startswith("window "):
                self.report(arg, "JC105", f"`{_short(sliced)}` is a window of "
                            f"{size[len('window '):]} moved by less than its width, so the "
                            f"last windows run past the end and are shorter, and `{callee}` "
                            "compiles again for each new shape: stop the range where a whole "
                            "window still fits, or pad the data")
                return
            if size is not None:
                self.report(arg, "JC105", f"`{_short(sliced)}` is shorter on the last "
                            f"iteration unless the length is a multiple of {size}, and "
                            f"`{callee}` compiles again for the new shape: pad the last batch "
                            f"to {size} (and mask it), or drop it")
                return

    def _short_batch(self, sliced: ast.expr, loop: _Loop, scope: _Scope) -> str | None:
        """The batch size (as written) when ``sliced`` is a ragged last batch of ``loop``."""
        node = loop.node
        # numpy's array_split: chunks differ by one whenever the length does not divide
        if isinstance(sliced, ast.Name) and isinstance(node, ast.For | ast.AsyncFor) \
                and isinstance(node.target, ast.Name) and node.target.id == sliced.id \
                and isinstance(node.iter, ast.Call) and len(node.iter.args) >= 2 \
                and self.module.qualify(node.iter.func) in _SPLITTERS:
            length, parts = node.iter.args[0], node.iter.args[1]
            if isinstance(parts, ast.List | ast.Tuple) or self._whole(length, parts, scope):
                return None  # split points given, or shown to divide evenly
            return f"its {_short(parts, 20)} parts"
        # x[i:i + step] over range(start, stop, step)
        if loop.range_var is not None and loop.range_step is not None \
                and _batch_slice(sliced, loop.range_var, loop.range_step):
            return None if self._whole(loop.range_stop, loop.range_step, scope) else _short(
                loop.range_step, 20)
        # x[i:i + k * step] over range(start, stop, step): windows of several steps run past
        # the end on the last k - 1 iterations, however long the data (unless the stop
        # leaves room: range(0, n - k * bs + 1, bs))
        if loop.range_var is not None and loop.range_step is not None \
                and _window_slice(sliced, loop.range_var, loop.range_step) is not None \
                and not any(isinstance(n, ast.BinOp) and isinstance(n.op, ast.Sub)
                            for n in ast.walk(loop.range_stop or ast.Constant(0))):
            return "window " + _short(_window_slice(sliced, loop.range_var, loop.range_step), 20)
        # x[i * bs:(i + 1) * bs] over range(ceil(n / bs)) (or -(-n // bs), (n + bs - 1) // bs)
        if isinstance(node, ast.For | ast.AsyncFor) and isinstance(node.target, ast.Name) \
                and isinstance(node.iter, ast.Call) and isinstance(node.iter.func, ast.Name) \
                and node.iter.func.id == "range" and len(node.iter.args) == 1:
            size = _index_slice(sliced, node.target.id)
            count = node.iter.args[0]
            if size is not None and self._rounds_up(count, scope):
                return _short(size, 20)
        # a cursor: while c < n: f(x[c:c + bs]); c += bs
        if isinstance(node, ast.While) and isinstance(node.test, ast.Compare) \
                and len(node.test.ops) == 1 and isinstance(node.test.ops[0], ast.Lt) \
                and isinstance(node.test.left, ast.Name):
            cursor, stop = node.test.left.id, node.test.comparators[0]
            step = _stepped_by(cursor, node)
            if step is not None and _batch_slice(sliced, cursor, step):
                return None if self._whole(stop, step, scope) else _short(step, 20)
        return None

    def _rounds_up(self, count: ast.expr, scope: _Scope, depth: int = 0) -> bool:
        """A count of batches rounded up: math.ceil(...), -(-n // bs), (n + bs - 1) // bs."""
        if isinstance(count, ast.Name) and depth < 3:
            values = scope.assigns.get(count.id, [])
            return len(values) == 1 and self._rounds_up(values[0], scope, depth + 1)
        if isinstance(count, ast.Call):
            name = self.module.qualify(count.func) or ""
            return name.endswith(".ceil") or (isinstance(count.func, ast.Name)
                                              and count.func.id == "int" and bool(count.args)
                                              and self._rounds_up(count.args[0], scope, depth))
        if isinstance(count, ast.UnaryOp) and isinstance(count.op, ast.USub):
            inner = count.operand
            return isinstance(inner, ast.BinOp) and isinstance(inner.op, ast.FloorDiv) and \
                isinstance(inner.left, ast.UnaryOp) and isinstance(inner.left.op, ast.USub)
        if isinstance(count, ast.BinOp) and isinstance(count.op, ast.FloorDiv):
            left = count.left
            return isinstance(left, ast.BinOp) and isinstance(left.op, ast.Sub) and \
                isinstance(left.left, ast.BinOp) and isinstance(left.left.op, ast.Add)
        return False

    def _whole(self, stop: ast.expr | None, step: ast.expr, scope: _Scope,
               depth: int = 0) -> bool:
        """Evidence that ``stop`` is a multiple of ``step``: constants that divide, a value
        computed from the step (``n // bs * bs``, ``k * bs``, ``n - n % bs``), or an
        ``assert stop % step == 0`` in the scope."""
        if stop is None:
            return False
        if isinstance(stop, ast.Constant) and isinstance(step, ast.Constant) \
                and isinstance(stop.value, int) and isinstance(step.value, int) \
                and step.value and stop.value % step.value == 0:
            return True
        if isinstance(step, ast.Name) and isinstance(stop, ast.Constant) and depth < 3:
            values = scope.assigns.get(step.id) or self.module.assigns.get(step.id, [])
            if len(values) == 1:
                return self._whole(stop, values[0], scope, depth + 1)
        if ast.unparse(stop) in scope.whole:
            return True
        if any(isinstance(n, ast.BinOp) and isinstance(n.op, ast.FloorDiv | ast.Mod
                                                       | ast.Sub | ast.Mult)
               for n in ast.walk(stop)):
            return True  # stop computed from the batch size: probably whole batches
        if isinstance(stop, ast.Name) and depth < 3:
            values = scope.assigns.get(stop.id, [])
            return len(values) == 1 and self._whole(values[0], step, scope, depth + 1)
        return False

    # --- weak types (per scope) ---------------------------------------------------------

    def _weak_types(self, scope: _Scope) -> None:
        """Rule JC104: one traced argument, Python int on one call and float on another."""
        seen: dict[tuple[int, str], tuple[set[str], int]] = {}
        for info, call in scope.calls:
            if info.filter:
                continue
            for expr, key in info.traced_args(call):
                kinds = self._kinds(expr, scope, set())
                if not kinds:
                    continue
                before, first = seen.get((id(info), key), (set(), call.lineno))
                union = before | kinds
                seen[(id(info), key)] = (union, first)
                if _clash(union) and not _clash(before):
                    where = (f"line {first} and here" if not _clash(kinds) else
                             f"`{_short(expr, 20)}` is assigned both")
                    both = ("a Python int and a Python float" if {"int", "float"} <= union
                            else "a weakly typed scalar (a Python number, or jnp.asarray "
                            "of one) and a typed array")
                    self.report(expr, "JC104", f"`{key}` of `{_short(call.func)}` gets {both} "
                                f"({where}): each kind compiles separately; pass one type "
                                "every time, e.g. jnp.asarray(value, jnp.float32)",
                                self._one_type_fix(info, key, union, scope))

    def _one_type_fix(self, info: JitInfo, key: str, kinds: set[str],
                      scope: _Scope) -> Fix | None:
        """Give every call one type: ``float(x)`` where ints and floats mix; where Python
        scalars meet arrays made by one dtype constructor (``jnp.float32(...)``), that
        constructor around each Python scalar. Applied at the calls."""
        wrap: str | None = None
        if "array" not in kinds:
            if "float" in self.module.imports or "float" in self.module.functions:
                return None
            wrap = "float"
        else:
            ctors = {self._array_ctor(expr, scope, set()) for i, call in scope.calls
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
                found = self._kinds(expr, scope, set())
                if k != key or not found or "array" in found:
                    continue
                if wrap == "float" and found == {"float"}:
                    continue
                text = ast.get_source_segment("\n".join(self.module.lines), expr)
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

    def _array_ctor(self, node: ast.expr, scope: _Scope, visiting: set[str]) -> str | None:
        """The source text of the dtype constructor (``jnp.float32``) that makes ``node``
        an array scalar, if one does."""
        if isinstance(node, ast.Call) and self.module.qualify(node.func) in ARRAY_SCALARS \
                and self.module.qualify(node.func) not in ARRAYS:
            return ast.unparse(node.func)
        if isinstance(node, ast.Name) and node.id not in visiting:
            ctors = {self._array_ctor(v, scope, visiting | {node.id})
                     for v in scope.assigns.get(node.id, [])}
            return ctors.pop() if len(ctors) == 1 else None
        return None

    def _styles(self, scope: _Scope) -> None:
        """Rule JC106: a parameter passed by position on one call, by keyword on another
        (anywhere in the module)."""
        seen = self._passed
        for info, call in scope.calls:
            if info.filter:
                # equinox.filter_jit binds the arguments to the signature first: one cache
                # key either way (measured with equinox 0.13 on jax 0.4.38 to 0.10.2)
                continue
            if not info.params or any(isinstance(a, ast.Starred) for a in call.args) \
                    or any(k.arg is None for k in call.keywords):
                continue
            offset = 1 if info.bound else 0
            passed = [(info.params[i + offset], "by position", a) for i, a in enumerate(
                call.args) if i + offset < len(info.params)]
            passed += [(k.arg, "by keyword", k.value) for k in call.keywords
                       if k.arg in info.params]
            for param, style, expr in passed:
                before = seen.setdefault((id(info), param), (style, call.lineno, info))
                if before[0] != style:
                    seen[(id(info), param)] = (style, call.lineno, info)
                    self.report(expr, "JC106", f"`{param}` of `{_short(call.func)}` is passed "
                                f"{style} here and {before[0]} on line {before[1]}: JAX caches "
                                "the two apart and compiles again; pass it one way everywhere")

    def _kinds(self, node: ast.expr, scope: _Scope, visiting: set[str]) -> set[str]:
        if isinstance(node, ast.Constant):
            v = node.value
            return {"int"} if type(v) is int else {"float"} if type(v) is float else set()
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
            return self._kinds(node.operand, scope, visiting)
        if isinstance(node, ast.BinOp):
            left = self._kinds(node.left, scope, visiting)
            right = self._kinds(node.right, scope, visiting)
            if "array" in left | right:
                return set()
            if isinstance(node.op, ast.Div) or "float" in left or "float" in right:
                return {"float"} if (left and right) or "float" in left | right else set()
            return {"int"} if left == {"int"} and right == {"int"} else set()
        if isinstance(node, ast.Call):
            name = self.module.qualify(node.func)
            if name in WEAK_KEEPING and len(node.args) == 1 and not node.keywords:
                inner = self._kinds(node.args[0], scope, visiting)
                if inner in ({"int"}, {"float"}):
                    return inner  # jnp.asarray(0.5) keeps the Python scalar's weak type
            if name in ARRAY_SCALARS:
                return {"array"}
            if isinstance(node.func, ast.Name) and node.func.id in ("float", "int") \
                    and node.func.id not in self.module.imports:
                return {node.func.id}
            return set()
        if isinstance(node, ast.Name) and node.id not in visiting:
            values = scope.assigns.get(node.id, [])
            kinds: set[str] = set()
            for value in values:
                found = self._kinds(value, scope, visiting | {node.id})
                if not found:
                    return set()  # one assignment of unknown type: no claim at all
                kinds |= found
            return kinds
        return set()


def _window_slice(node: ast.expr, var: str, step: ast.expr) -> ast.expr | None:
    """The width of ``x[var:var + k * step]`` (``k`` an int constant of 2 or more, on either
    side of the product, the sum either way round)."""
    first = _first_slice(node)
    if first is None or not (isinstance(first.lower, ast.Name) and first.lower.id == var):
        return None
    upper = first.upper
    if not (isinstance(upper, ast.BinOp) and isinstance(upper.op, ast.Add)):
        return None
    width = upper.right if isinstance(upper.left, ast.Name) and upper.left.id == var else \
        upper.left if isinstance(upper.right, ast.Name) and upper.right.id == var else None
    if not (isinstance(width, ast.BinOp) and isinstance(width.op, ast.Mult)):
        return None
    want = ast.dump(step)
    for k, other in ((width.left, width.right), (width.right, width.left)):
        if isinstance(k, ast.Constant) and type(k.value) is int and k.value >= 2 \
                and ast.dump(other) == want:
            return width
    return None


def _top_level_defs(body: list[ast.stmt]) -> Iterator[FunctionNode]:
    """Module functions and the methods of module classes."""
    for node in body:
        if isinstance(node, FunctionNode):
            yield node
        elif isinstance(node, ast.ClassDef):
            yield from (n for n in node.body if isinstance(n, FunctionNode))


def _clash(kinds: set[str]) -> bool:
    return {"int", "float"} <= kinds or ("array" in kinds and bool(kinds & {"int", "float"}))


def _self_attr(node: ast.AST) -> bool:
    return (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
            and node.value.id == "self")


def _jit_name(node: ast.AST) -> str:
    if isinstance(node, FunctionNode):
        return f"@{_short(node.decorator_list[0], 30)} on `{node.name}`"
    if isinstance(node, ast.Call):
        func = node.func
        while isinstance(func, ast.Call):
            func = func.func
        return f"`{_short(func, 30)}(...)`"
    return "jit"


def _arith_only(node: ast.expr, counters: set[str]) -> bool:
    """An arithmetic expression of loop counters (a Python int every iteration)."""
    if isinstance(node, ast.Name):
        return node.id in counters
    if isinstance(node, ast.BinOp):
        sides = (node.left, node.right)
        return any(_arith_only(s, counters) for s in sides) and all(
            _arith_only(s, counters) or isinstance(s, ast.Constant) for s in sides)
    return False


def _slices(node: ast.expr, varying: set[str]) -> bool:
    """``x[i:i + bs]`` and the like: a slice whose bounds change every iteration."""
    if not isinstance(node, ast.Subscript):
        return False
    parts = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
    return any(isinstance(p, ast.Slice) and set(names_in(p)) & varying for p in parts)


def _defines(name: str, loop: ast.AST, module: Module) -> ast.AST | None:
    """Where the loop body makes function ``name`` anew (a def or lambda) or assigns it a
    call's result (a partial, a transformation: :meth:`Checker._fresh` judges), if it does."""
    for n in statements(loop.body):
        if isinstance(n, FunctionNode) and n.name == name:
            return n
        if isinstance(n, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name
                                             for t in n.targets):
            value = n.value
            if isinstance(value, ast.Lambda | ast.Call):  # a call: the caller judges it
                return value
    return None


#: splitters whose chunks differ in length when the length does not divide evenly
_SPLITTERS = frozenset({"numpy.array_split", "jax.numpy.array_split"})


def _hashable_fix(value: ast.expr, safe: bool) -> Fix | None:
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


def _targets(node: ast.stmt) -> list[ast.expr]:
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


def _in_body(node: ast.AST, loop: ast.AST) -> bool:
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


def _returns_unhashable(func: FunctionNode) -> str | None:
    """``list``/``dict``/``set`` when every ``return`` of ``func`` gives that literal."""
    kinds = set()
    for n in ast.walk(func):
        if isinstance(n, FunctionNode | ast.Lambda | ast.ClassDef) and n is not func:
            return None  # nested code: its returns are not this function's; no claim
        if isinstance(n, ast.Return):
            v = n.value
            kinds.add("list" if isinstance(v, ast.List | ast.ListComp) else
                      "dict" if isinstance(v, ast.Dict | ast.DictComp) else
                      "set" if isinstance(v, ast.Set | ast.SetComp) else None)
    return kinds.pop() if len(kinds) == 1 else None


def _index_slice(node: ast.expr, var: str) -> ast.expr | None:
    """The size ``bs`` of ``x[i * bs:(i + 1) * bs]`` or ``x[i * bs:i * bs + bs]``."""
    first = _first_slice(node)
    if first is None:
        return None
    lower, upper = first.lower, first.upper

    def times(e: ast.expr | None, name: str) -> ast.expr | None:
        if isinstance(e, ast.BinOp) and isinstance(e.op, ast.Mult):
            if isinstance(e.left, ast.Name) and e.left.id == name:
                return e.right
            if isinstance(e.right, ast.Name) and e.right.id == name:
                return e.left
        return None

    size = times(lower, var)
    if size is None or upper is None:
        return None
    want = ast.dump(size)
    if isinstance(upper, ast.BinOp) and isinstance(upper.op, ast.Mult):
        plus = upper.left if ast.dump(upper.right) == want else (
            upper.right if ast.dump(upper.left) == want else None)
        if isinstance(plus, ast.BinOp) and isinstance(plus.op, ast.Add) \
                and isinstance(plus.left, ast.Name) and plus.left.id == var:
            return size
    if isinstance(upper, ast.BinOp) and isinstance(upper.op, ast.Add) \
            and ast.dump(upper.left) == ast.dump(lower) and ast.dump(upper.right) == want:
        return size
    return None


def _stepped_by(cursor: str, loop: ast.While) -> ast.expr | None:
    """The step of ``cursor += step`` in a while loop's body (only one such update)."""
    steps = [n.value for n in statements(loop.body) if isinstance(n, ast.AugAssign)
             and isinstance(n.op, ast.Add) and isinstance(n.target, ast.Name)
             and n.target.id == cursor]
    return steps[0] if len(steps) == 1 else None


def _assigned_in(name: str, loop: ast.AST) -> bool:
    body = loop.body if isinstance(loop, LOOPS) else []
    return any(isinstance(n, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name
                                                 for t in n.targets)
               for n in statements(body))


def check(tree: ast.Module, path: str, lines: list[str],
          index: Index | None = None, module: Module | None = None,
          enabled: frozenset[str] | None = None) -> list[Finding]:
    """Every finding of every enabled rule (None: all) in one parsed module, in source
    order; ``index``: what the project's other modules offer (:mod:`._index`);
    ``module``: its names, if built."""
    return sorted(Checker(tree, path, lines, index, module, enabled).run())
