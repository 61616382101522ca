"""What an object of the project gathers across calls of its methods: a list that only
grows (a history: :func:`only_appended`), an array joined to its own value on every call
(:func:`accrued`); what rule JC105 reads of an argument a loop hands a jit from such an
object, ``store.table`` or what ``session.push(x)`` returns of ``self.history``."""

from __future__ import annotations

import ast

from ..flow import bindings, kept, remember, unpacking
from ..scope import FunctionNode, statements
from ..summaries import returns
from .checker import ONCE_PER_OBJECT, Checker, Scope
from .fixedsize import MAKERS
from .growth import joined
from .instances import instance_of
from .loops import Loop, loop_bindings, one_value
from .nodes import self_attr

#: builtins whose result is a number, not a sequence as long as what they are given
NUMBERS = frozenset({"len", "sum", "max", "min", "float", "int", "bool", "any", "all"})
def accrued(checker: Checker, arg: ast.expr, loop: Loop, scope: Scope) -> str | None:
    """Why ``arg`` is longer on each pass of ``loop``: it is read from an attribute of an
    object of a project class (``store.table``; ``history`` given ``session.push(x)``,
    a method that returns ``self.history``, or ``np.stack(self.hours)``) that a method the
    loop calls on that object makes longer: joins it to its own value
    (``self.table = np.concatenate([self.table, rows])``; capped, ``[-cap:]``, when it
    starts empty) or appends to it while no method but ``__init__`` shortens or resets
    it."""
    held = _held(checker, arg, loop)
    if held is None:
        return None
    obj, attrs = held
    if obj.id in loop_bindings(loop):
        return None  # made anew on each pass: it holds what one pass gave it
    made = instance_of(checker, obj, scope)
    if made is None:
        return None
    _, cls, owner = made
    module = owner.scope()
    methods = {m.name: m for m in cls.body if isinstance(m, FunctionNode)}
    called = {n.func.attr for n in ast.walk(loop.node) if isinstance(n, ast.Call)
              and isinstance(n.func, ast.Attribute) and isinstance(n.func.value, ast.Name)
              and n.func.value.id == obj.id and n.func.attr in methods} - set(ONCE_PER_OBJECT)
    if module is None or not called:
        return None
    if isinstance(attrs, tuple):  # obj.method(...): the attributes its returns read
        attrs = _returned(methods.get(attrs[0]), attrs[1])
    elif len(attrs) == 1 and attrs[0] in methods:  # obj.history, a property: its returns
        attrs = _returned(methods[attrs[0]], None)
    for attr in attrs:
        appender = only_appended(cls, attr)
        if appender in called:
            return f"`{appender}` appends to `{obj.id}.{attr}` on each call, and nothing " \
                "empties it: one item longer each time"
        line = _joined_on_every_call(module, cls, methods, called, attr)
        if line is not None:
            return f"`{line[0]}` joins `{obj.id}.{attr}` to its own value (line {line[1]}): " \
                "longer on each call"
    return None


def _held(checker: Checker, arg: ast.expr, loop: Loop):
    """``(object name, [attribute])`` ``arg`` is read from: ``obj.attr`` itself, or through
    a call that keeps its length (``np.asarray(obj.attr)``); or ``(object name, method)``
    for a name the loop gives ``obj.method(...)`` (its returns say which attributes)."""
    while isinstance(arg, ast.Call) and arg.args and (
            checker.module.qualify(arg.func) or "") in MAKERS:
        arg = arg.args[0]
    index = None
    if isinstance(arg, ast.Name):
        arg = one_value(arg, loop)
        if arg is None:
            return None
        if unpacking(arg) is not None:  # xs, ys = buf.training_set()
            arg, index = unpacking(arg)
    if isinstance(arg, ast.Attribute) and isinstance(arg.value, ast.Name) and \
            arg.value.id != "self":
        return arg.value, [arg.attr]
    if isinstance(arg, ast.Call) and isinstance(arg.func, ast.Attribute) and isinstance(
            arg.func.value, ast.Name) and arg.func.value.id != "self":
        return arg.func.value, (arg.func.attr, index)  # read from what the method returns
    return None


def _returned(method: FunctionNode | None, index: int | None) -> list[str]:
    """The attributes of ``self`` whose length ``method``'s returns carry (at ``index`` of
    a returned tuple, when the caller unpacks it): ``np.stack(self.hours)``,
    ``self.X[idx]`` with ``idx = np.asarray(self.labeled)``; not through a window
    (``self.buf[-64:]``) or a reduction (``len(self.items)``)."""
    found: list[str] = []
    local = bindings(statements(method.body)) if method is not None else {}

    def read(node: ast.AST, depth: int) -> None:
        if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice):
            return  # a window of it: as long as the window
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
                node.func.id in NUMBERS:
            return
        if self_attr(node):
            found.append(node.attr)
        elif isinstance(node, ast.Name) and depth < 2 and len(local.get(node.id, ())) == 1:
            read(local[node.id][0], depth + 1)
        for child in ast.iter_child_nodes(node):
            read(child, depth)

    for value in returns(method) if method is not None else ():
        if index is not None:
            if not isinstance(value, ast.Tuple) or index >= len(value.elts):
                return []
            value = value.elts[index]
        read(value, 0)
    return list(dict.fromkeys(found))


def _joined_on_every_call(module, cls: ast.ClassDef, methods: dict, called: set[str],
                          attr: str) -> tuple[str, int] | None:
    """The method of ``called`` and line that joins ``self.<attr>`` to its own value, when
    every other value a method gives it outside ``__init__`` is such a join too (a reset
    to empty makes each call's length its own count, not a growth)."""
    found = None
    name = f"self.{attr}"
    for method in methods.values():
        if method.name in ONCE_PER_OBJECT:
            continue
        local = None
        for n in statements(method.body):
            if not isinstance(n, ast.Assign) or not any(
                    self_attr(t) and t.attr == attr for t in n.targets):
                continue
            value = n.value
            if isinstance(value, ast.Name):
                local = local if local is not None else bindings(statements(method.body))
                given = local.get(value.id, [])
                value = given[0] if len(given) == 1 else value
            capped = isinstance(value, ast.Subscript) and isinstance(value.slice, ast.Slice)
            inner = value.value if capped else value
            if not (isinstance(inner, ast.Call) and joined(
                    module.qualify(inner.func) or "", inner, name)):
                return None  # given another value: a reset, a window
            if capped and not _starts_empty(cls, attr):
                return None
            if method.name in called and found is None:
                found = (method.name, n.lineno)
    return found


def _starts_empty(cls: ast.ClassDef, attr: str) -> bool:
    """``__init__`` gives ``self.<attr>`` an empty array (``np.zeros((0, dim))``) or list."""
    for method in cls.body:
        if isinstance(method, FunctionNode) and method.name in ONCE_PER_OBJECT:
            for n in statements(method.body):
                if isinstance(n, ast.Assign) and any(self_attr(t) and t.attr == attr
                                                     for t in n.targets):
                    v = n.value
                    if isinstance(v, ast.List) and not v.elts:
                        return True
                    shape = v.args[0] if isinstance(v, ast.Call) and v.args else None
                    return isinstance(shape, ast.Tuple) and bool(shape.elts) and \
                        isinstance(shape.elts[0], ast.Constant) and shape.elts[0].value == 0
    return False


def only_appended(cls: ast.ClassDef, attr: str) -> str | None:
    """The method that appends to list ``self.<attr>``, when no method but ``__init__``
    gives it a new value, empties or shortens it (the history of every call so far)."""
    uses = list_uses(cls)
    if uses["shortened"].get(attr) or uses["reset"].get(attr):
        return None
    appended = uses["appended"].get(attr)
    return min(appended, key=uses["order"].index) if appended else None


def list_uses(cls: ast.ClassDef) -> dict:
    """What the class's methods do to each list on ``self``, read once per class while a
    lint runs: who appends to it, empties it (``.clear()``, ``= []``), shortens it (``pop``,
    ``remove``, ``del``) or gives it a new value outside ``__init__``."""
    def compute() -> dict:
        uses: dict = {"appended": {}, "emptied": {}, "shortened": {}, "reset": {},
                      "order": []}
        for method in cls.body:
            if not isinstance(method, FunctionNode):
                continue
            uses["order"].append(method.name)
            for n in ast.walk(method):
                if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and \
                        self_attr(n.func.value):
                    attr, verb = n.func.value.attr, n.func.attr
                    if verb in ("append", "extend", "appendleft"):
                        uses["appended"].setdefault(attr, set()).add(method.name)
                    elif verb in ("pop", "popleft", "clear", "remove"):
                        uses["shortened"].setdefault(attr, set()).add(method.name)
                        if verb == "clear":
                            uses["emptied"].setdefault(attr, set()).add(method.name)
                elif isinstance(n, ast.Assign | ast.AugAssign | ast.Delete):
                    targets = n.targets if not isinstance(n, ast.AugAssign) else [n.target]
                    for t in targets:
                        whole = self_attr(t)
                        if whole and isinstance(n, ast.Assign) and isinstance(
                                n.value, ast.List) and not n.value.elts:
                            uses["emptied"].setdefault(t.attr, set()).add(method.name)
                        if whole and isinstance(n, ast.Assign) and isinstance(
                                n.value, ast.Call) and any(
                                    k.arg == "maxlen" for k in n.value.keywords):
                            # deque(maxlen=5): it drops its oldest item, a bounded window
                            uses["shortened"].setdefault(t.attr, set()).add(method.name)
                        if method.name in ONCE_PER_OBJECT:
                            continue
                        if whole:
                            uses["reset"].setdefault(t.attr, set()).add(method.name)
                        elif isinstance(t, ast.Subscript) and self_attr(t.value):
                            uses["reset"].setdefault(t.value.attr, set()).add(method.name)
        return uses

    return remember(_USES, cls, id(cls), compute)


#: :func:`list_uses`, per class, kept while a lint runs
_USES: dict = kept({})
