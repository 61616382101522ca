"""The rules of `jaxcheck lint`: recompile pitfalls visible in the source, one module per
rule (``jc101.py`` ...), as ruff lays out its rules.

Each rule module holds the rule's :class:`Rule` (a stable code, a name, a one-line summary,
the longer explanation ``jaxcheck lint --explain CODE`` prints, the fix it suggests), the
checks the walk calls for it, with their messages, and the fixes they attach. What several
rules share sits beside them, each module named for what it does:

* :mod:`.walk` walks one module's AST once, scope by scope, with the loops around each
  node, and calls each enabled rule where it has something to judge;
* :mod:`.checker` is what a check is given: the module's names, the findings so far;
* :mod:`.loops` (per-iteration values), :mod:`.fresh` (fresh callables),
  :mod:`.hashing` (unhashable values), :mod:`.batches` (ragged batches) and
  :mod:`.multiples` (evidence of even splits) follow values through the source;
* :mod:`.finding` is what a rule reports; :mod:`.nodes` small readings of syntax.

Precision comes before recall: a rule fires only when the source shows the whole story
(the jitted function, its static positions and the argument are all visible in the
module). Anything unresolved is silence, never a guess.
"""

from . import jc000, jc101, jc102, jc103, jc104, jc105, jc106, jc107, jc108
from .finding import Edit, Finding, Fix, Rule
from .walk import check

#: every rule by its code, in code order (the order of SARIF's rule list and of the help)
RULES: dict[str, Rule] = {r.code: r for r in sorted(
    (m.RULE for m in (jc000, jc101, jc102, jc103, jc104, jc105, jc106, jc107, jc108)),
    key=lambda r: r.code)}

__all__ = ["RULES", "Edit", "Finding", "Fix", "Rule", "check"]
