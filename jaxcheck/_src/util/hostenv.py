"""The environment a run starts in, checked before anything runs, standard library only.

A variable set far from the command (a CI file, a shell profile) can break a run in ways
that read as something else: XLA ends the process on a flag in ``XLA_FLAGS`` it does not
know (a fatal log line and exit 1, which reads as "unexpected recompiles": a word that is
no flag, or a misspelt ``--xla_…`` name, looked up in jaxlib's own library), and
``JAX_PLATFORMS`` naming a backend the machine lacks fails JAX's first call. Each is an
:class:`EnvironmentProblem`: one line naming the variable and the fix, exit 2, as any bad
input. (The backend itself is asked in ``jaxcompat/environment.py``.)
"""

from __future__ import annotations

import difflib
import importlib.util
import mmap
import os
import re
from collections.abc import Iterable, Mapping
from pathlib import Path

from .errors import UsageError


class EnvironmentProblem(UsageError):
    """The environment jaxcheck runs in is wrong (a variable JAX or XLA reads): one line
    naming it and what to set instead, exit code 2."""


def xla_flags_problem(environ: Mapping[str, str] | None = None) -> str | None:
    """What in ``XLA_FLAGS`` XLA would end the process on, seen without starting XLA
    (None: nothing seen). XLA reads the variable as its backend starts
    (``xla/parse_flags_from_env.cc``), and ends the process:

    * where it does not start with ``-`` (leading blanks aside) and names no file it can
      open: it is then read as the name of a file of flags;
    * on an argument that is no flag it knows: one that starts with a single ``-``, a
      name that is not XLA's (every XLA flag is ``xla_…``), or an ``xla_`` name the
      installed jaxlib does not define (:func:`unknown_xla_flags`).

    Words after the first that does not start with ``-`` are never read (XLA stops there),
    so a common recipe such as ``--xla_cpu_multi_thread_eigen=false
    intra_op_parallelism_threads=1`` is left alone, as XLA leaves it. A value XLA cannot
    parse (``--xla_cpu_enable_fast_math=maybe``) is XLA's to judge, since only it knows
    each flag's type (:func:`xla_fatal_line` reads what it said in a worker)."""
    text = (os.environ if environ is None else environ).get("XLA_FLAGS", "")
    if not text:
        return None
    if not text.lstrip(_BLANKS).startswith("-"):
        try:
            with open(text, encoding="utf-8", errors="replace") as f:
                flags, where = f.read(), f" (the file of flags {text!r})"
        except OSError:
            return _said(text, "it does not start with '--', so XLA reads it as the name of "
                               "a file of flags, and there is no such file")
    else:
        flags, where = text, ""
    arguments = xla_arguments(flags)
    bad = [a for a in arguments
           if not a.startswith("--") or not _name(a).startswith("xla_")]
    if bad:
        what = ", ".join(repr(a[:80]) for a in bad[:3]) + (" …" if len(bad) > 3 else "")
        verb = "is not an XLA flag" if len(bad) == 1 else "are not XLA flags"
        return _said(text, f"{what}{where} {verb} (each is --xla_NAME or --xla_NAME=VALUE)")
    unknown = unknown_xla_flags(_name(a) for a in arguments)
    if not unknown:
        return None
    said = [f"--{name}" + (f" (did you mean --{near}?)" if near else "")
            for name, near in unknown[:3]]
    return _said(text, f"{', '.join(said)}{' …' if len(unknown) > 3 else ''}{where} "
                       f"{'is not a flag' if len(unknown) == 1 else 'are not flags'} of the "
                       f"installed jaxlib{_jaxlib_version()}")


_BLANKS = " \t\r\n"


def xla_arguments(text: str) -> list[str]:
    """The arguments XLA reads from a string of flags, split as it splits them: each
    starts with ``-``; its value runs to the next blank, or is quoted right after ``=``
    (``--xla_dump_to="a b"``, backslashes escaping in double quotes only); reading stops
    at the first word that does not start with ``-``."""
    arguments: list[str] = []
    at, end = _skip(text, 0), len(text)
    while at < end and text[at] == "-":
        stop = at
        while stop < end and text[stop].isascii() and (text[stop] in "-_" or text[stop].isalnum()):
            stop += 1
        if stop + 1 < end and text[stop] == "=" and text[stop + 1] in "'\"":
            name, quote, stop = text[at:stop + 1], text[stop + 1], stop + 2
            value = []
            while stop < end and text[stop] != quote:
                if quote == '"' and text[stop] == "\\" and stop + 1 < end:
                    stop += 1
                value.append(text[stop])
                stop += 1
            arguments.append(name + "".join(value))
            stop += stop < end  # past the closing quote
        else:
            while stop < end and text[stop] not in _BLANKS:
                stop += 1
            arguments.append(text[at:stop])
        at = _skip(text, stop)
    return arguments


def _skip(text: str, at: int) -> int:
    while at < len(text) and text[at] in _BLANKS:
        at += 1
    return at


def _name(argument: str) -> str:
    return argument.lstrip("-").split("=", 1)[0]


#: a flag every XLA release defines: where it is missing, the library read is not the one
#: that parses ``XLA_FLAGS`` (another layout of jaxlib), so no name is judged
_ANCHOR = b"xla_dump_to\0"
#: a flag name as the library holds it, a C string (a longer name may end with a shorter
#: one: the linker shares their bytes, so a name is looked up as the end of a string)
_NAME = re.compile(rb"xla_[a-z0-9_]{2,120}\0")


def unknown_xla_flags(names: Iterable[str]) -> list[tuple[str, str | None]]:
    """Each of ``names`` (``xla_…``) that the installed jaxlib does not define, with the
    closest name it does define (or None); empty when every name is known or jaxlib's
    library cannot be read or recognised, since only XLA may then judge them.

    XLA reads ``XLA_FLAGS`` as its backend starts and ends the process on a name it does
    not know; every name it knows is a C string in jaxlib's largest shared library. A known
    name is usually found in milliseconds; an unknown one costs a read of the whole library
    (about 0.3 s, and as much again for the names to suggest from), paid only by the run
    that was about to end."""
    binary = _jaxlib_library()
    if binary is None:
        return []
    try:
        with open(binary, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as m:
            missing = [n for n in dict.fromkeys(names) if m.find(n.encode() + b"\0") == -1]
            if not missing or m.find(_ANCHOR) == -1:
                return []
            known = _defined_names(m)
    except (OSError, ValueError):
        return []
    return [(n, next(iter(difflib.get_close_matches(n, known, 1, 0.8)), None))
            for n in missing]


def _defined_names(m: mmap.mmap) -> list[str]:
    """Every ``xla_…`` C string in the library (about 0.25 s: found by ``find``, which is
    far faster than a regular expression over a few hundred megabytes)."""
    found: set[str] = set()
    at = m.find(b"xla_")
    while at != -1:
        name = _NAME.match(m, at)
        if name is not None:
            found.add(name.group()[:-1].decode())
        at = m.find(b"xla_", at + 4)
    return sorted(found)


def _jaxlib_library() -> Path | None:
    """jaxlib's largest shared library (``libjax_common.so``; ``xla_extension.so`` on
    0.4.38), found without importing jaxlib; None where there is none."""
    try:
        spec = importlib.util.find_spec("jaxlib")
    except (ImportError, ValueError):
        return None
    folders = list(spec.submodule_search_locations or []) if spec is not None else []
    libraries = [p for folder in folders for p in Path(folder).glob("*")
                 if p.suffix in (".so", ".pyd", ".dylib") and p.is_file()]
    return max(libraries, key=lambda p: p.stat().st_size, default=None)


def _jaxlib_version() -> str:
    from importlib import metadata

    try:
        return f" ({metadata.version('jaxlib')})"
    except metadata.PackageNotFoundError:
        return ""


def _said(text: str, why: str) -> str:
    return (f"XLA_FLAGS={text[:200]!r} would end the run as XLA starts: {why}; fix or unset "
            "XLA_FLAGS (`env -u XLA_FLAGS jaxcheck ...`)")


#: what XLA prints as it ends a process on ``XLA_FLAGS`` (0.4.38: "Unknown flags in
#: XLA_FLAGS: ...", 0.10.2: "Unknown flag in XLA_FLAGS: ..."; a value it cannot parse:
#: "Couldn't interpret value maybe for flag xla_…." before a failed check that names no
#: variable), after its log prefix
_FATAL = re.compile(r"\] ((?:Unknown|Illegal|Invalid|Couldn't|Could not|Failed)[^\n]*"
                    r"XLA_FLAGS[^\n]*|Couldn't interpret value [^\n]* for flag xla_\w+)")


def xla_fatal_line(output: str) -> str | None:
    """The message of an environment problem when ``output`` (what a process that ended
    printed) holds XLA's fatal line about ``XLA_FLAGS``; None otherwise."""
    found = _FATAL.search(output)
    if found is None:
        return None
    return (f"XLA ended the process on XLA_FLAGS: {found.group(1).strip()[:300]}; fix or "
            "unset XLA_FLAGS (in the environment, or where the target's module sets it)")
