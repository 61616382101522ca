"""`jaxcheck lint`: recompile pitfalls found in the source, without importing or running it.

Pure standard library (``ast``, ``tomllib``): the lint path never imports JAX, NumPy or
the user's code, so it runs at the cost of parsing and wherever Python 3.11 runs.

* :func:`lint_source` lints one module's text, :func:`lint_files` many files;
* :data:`RULES` maps each stable code (``JC101`` ...) to its :class:`Rule`;
* :class:`Finding` is one problem (path, 1-based line and column, code, message).
"""

from .config import LintConfig
from .engine import Stats, lint_files, lint_source
from .rules import RULES, Finding, Rule

__all__ = ["RULES", "Finding", "LintConfig", "Rule", "Stats", "lint_files", "lint_source"]
