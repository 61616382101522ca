"""The environment a run starts in, checked before anything runs, standard library only.

A variable set far from the command (a CI file, a shell profile) can break a run in ways
that read as something else: XLA ends the process on a flag in ``XLA_FLAGS`` it does not
know (a fatal log line and exit 1, which reads as "unexpected recompiles"), and
``JAX_PLATFORMS`` naming a backend the machine lacks fails JAX's first call. Each is an
:class:`EnvironmentProblem`: one line naming the variable and the fix, exit 2, as any bad
input. (The backend itself is asked in ``jaxcompat/environment.py``.)
"""

from __future__ import annotations

import os
import re
import shlex
from collections.abc import Mapping

from .errors import UsageError


class EnvironmentProblem(UsageError):
    """The environment jaxcheck runs in is wrong (a variable JAX or XLA reads): one line
    naming it and what to set instead, exit code 2."""


#: one flag as XLA reads it: ``--name`` or ``--name=value``; every XLA flag is ``xla_*``
_FLAG = re.compile(r"--?(xla_[A-Za-z0-9_]+)(=.*)?", re.S)


def xla_flags_problem(environ: Mapping[str, str] | None = None) -> str | None:
    """What is wrong with ``XLA_FLAGS`` that XLA would end the process on, seen without
    starting XLA (None: nothing seen): a word that is no flag (``hello``), or a flag
    that is not XLA's (``--garbage``: every XLA flag starts with ``xla_``). A misspelt
    ``--xla_…`` flag is XLA's to judge (:func:`xla_fatal_line` reads what it said)."""
    text = (os.environ if environ is None else environ).get("XLA_FLAGS", "")
    if not text.strip():
        return None
    try:
        words = shlex.split(text)
    except ValueError as e:
        return _said(text, f"it does not split into flags ({e})")
    bad = [w for w in words if not _FLAG.fullmatch(w)]
    if not bad:
        return None
    what = ", ".join(repr(w[:80]) for w in bad[:3]) + (" …" if len(bad) > 3 else "")
    return _said(text, f"{what} {'is not an XLA flag' if len(bad) == 1 else 'are not XLA flags'}"
                       " (each is --xla_NAME or --xla_NAME=VALUE)")


def _said(text: str, why: str) -> str:
    return (f"XLA_FLAGS={text[:200]!r} would end the run as XLA starts: {why}; fix or unset "
            "XLA_FLAGS (`env -u XLA_FLAGS jaxcheck ...`)")


#: what XLA prints as it ends a process on ``XLA_FLAGS`` (0.4.38: "Unknown flags in
#: XLA_FLAGS: ...", 0.10.2: "Unknown flag in XLA_FLAGS: ..."), after its log prefix
_FATAL = re.compile(r"\] ((?:Unknown|Illegal|Invalid|Couldn't|Could not|Failed)[^\n]*"
                    r"XLA_FLAGS[^\n]*)")


def xla_fatal_line(output: str) -> str | None:
    """The message of an environment problem when ``output`` (what a process that ended
    printed) holds XLA's fatal line about ``XLA_FLAGS``; None otherwise."""
    found = _FATAL.search(output)
    if found is None:
        return None
    return (f"XLA ended the process on XLA_FLAGS: {found.group(1).strip()[:300]}; fix or "
            "unset XLA_FLAGS (in the environment, or where the target's module sets it)")
