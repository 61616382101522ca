"""A user's module that shadows the standard library (``colorsys.py``, ``shlex.py``,
``json.py`` in a folder on ``PYTHONPATH``), met by the `jaxcheck` command.

Python finds ``import colorsys`` in the first folder of ``sys.path`` that has it, and
``PYTHONPATH`` comes before the standard library: every importer then gets the user's
file, rich's ``from colorsys import rgb_to_hls`` included, and jaxcheck failed with an
internal error before anything ran. The user's own code, though, must still find their
module, as it does without jaxcheck.

So each import of a shadowed name is answered by who asks: a module of the standard
library, of an installed package or of jaxcheck gets the standard library's module
(imported once, out of the shadowing folder's reach); any other module (the user's
targets, their tests) gets what Python finds, their file. This holds in the command's
own processes only (the `jaxcheck` command, ``python -m jaxcheck``, its isolation
worker), never in a user's program or notebook that imports jaxcheck; one note line on
stderr names each shadowing file. Only names not yet imported can be shadowed, and none
is looked for unless a folder before the standard library holds a file of that name,
so a command without shadowing pays one listing of each such folder.

Standard library only, and only modules every Python process has imported already:
this runs before jaxcheck's first import of anything else.
"""

from __future__ import annotations

import builtins
import os
import sys
from typing import Any

#: {name: the standard library's module} for each shadowed name, once guarded
REAL: dict[str, Any] = {}
#: folders whose modules count as not the user's (the standard library, installed
#: packages, jaxcheck): each import from them gets :data:`REAL`'s module
_OURS: tuple[str, ...] = ()
_ORIGINAL_IMPORT = builtins.__import__

#: module runs that are the `jaxcheck` command (``python -m NAME``)
_COMMAND_MODULES = ("jaxcheck", "jaxcheck.__main__", "jaxcheck._src.run.worker")


def is_command() -> bool:
    """Whether this process is the `jaxcheck` command or its worker (not a user's program,
    test session or notebook that imported jaxcheck)."""
    argv = list(getattr(sys, "orig_argv", ()))
    if "-m" in argv[:-1] and argv[argv.index("-m") + 1] in _COMMAND_MODULES:
        return True
    return bool(sys.argv) and os.path.basename(sys.argv[0]) in ("jaxcheck", "jaxcheck.exe")


def _stdlib() -> str:
    return os.path.dirname(os.path.realpath(os.__file__))


def shadowed(path: list[str] | None = None) -> dict[str, str]:
    """``{module name: file}``: the standard library's modules not yet imported that a
    folder before the standard library on ``path`` (``sys.path``) holds a file or
    package of the same name for."""
    stdlib, names = _stdlib(), getattr(sys, "stdlib_module_names", frozenset())
    found: dict[str, str] = {}
    for entry in sys.path if path is None else path:
        folder = os.path.realpath(entry or os.getcwd())
        if folder == stdlib or folder.startswith(stdlib + os.sep):
            break  # the standard library itself: what follows cannot shadow it
        try:
            listed = os.listdir(folder)
        except OSError:
            continue
        for item in listed:
            name = item.partition(".")[0]
            if (name in names and name not in sys.modules and name not in found
                    and (item == name + ".py" or item.startswith(name + ".cpython-")
                         or os.path.isfile(os.path.join(folder, item, "__init__.py")))):
                found[name] = os.path.join(folder, item)
    return found


def guard() -> dict[str, str]:
    """In the command's own processes, answer each shadowed name by who imports it (see
    the module's docstring); returns what shadows what (empty: nothing)."""
    global _OURS
    if REAL or not is_command():
        return {}
    found = shadowed()
    if not found:
        return {}
    folders = {os.path.dirname(f) for f in found.values()}
    saved = list(sys.path)
    sys.path[:] = [p for p in sys.path if os.path.realpath(p or os.getcwd()) not in folders]
    try:
        for name in found:
            try:
                REAL[name] = _ORIGINAL_IMPORT(name)  # kept in sys.modules: C code reads it
            except Exception:  # noqa: BLE001 (one the platform lacks: left as Python finds it)
                continue
    finally:
        sys.path[:] = saved
    if not REAL:
        return found
    here = os.path.dirname(os.path.dirname(os.path.dirname(os.path.realpath(__file__))))
    installed = [os.path.realpath(p) for p in _installed()]
    _OURS = tuple(os.path.join(p, "") for p in (_stdlib(), here, *installed))
    builtins.__import__ = _import
    for name, file in found.items():
        if name in REAL:
            sys.stderr.write(f"jaxcheck: note: {file} shadows the standard library's "
                             f"{name}: jaxcheck and the libraries use the standard "
                             "library's, your code imports yours\n")
    return found


def _installed() -> list[str]:
    """The folders installed packages live in, as ``site`` knows them (imported at
    start-up; with ``python -S`` none, and every importer outside the standard library
    and jaxcheck counts as the user's)."""
    site = sys.modules.get("site")
    if site is None:
        return []
    folders = list(getattr(site, "getsitepackages", list)())
    user = getattr(site, "getusersitepackages", lambda: None)()
    return folders + ([user] if isinstance(user, str) else [])


#: {name: the user's module} for each shadowed name their code has imported
USERS: dict[str, Any] = {}


def _ours(globals: Any) -> bool:
    """Whether the module of ``globals`` is the standard library's, an installed
    package's or jaxcheck's (code with no file counts as ours)."""
    file = globals.get("__file__") if isinstance(globals, dict) else None
    return not isinstance(file, str) or os.path.realpath(file).startswith(_OURS)


def _import(name: str, globals: Any = None, locals: Any = None, fromlist: Any = (),
            level: int = 0) -> Any:
    if globals is None:
        return _ORIGINAL_IMPORT(name, globals, locals, fromlist, level)
    package = name if level == 0 else str(globals.get("__package__") or "")
    top = package.partition(".")[0]
    if top not in REAL or _ours(globals):
        return _ORIGINAL_IMPORT(name, globals, locals, fromlist, level)
    # the user's code: for this one import, the name is their module (found on the path
    # the first time), then the standard library's again for everyone else
    if top in USERS:
        sys.modules[top] = USERS[top]
    else:
        sys.modules.pop(top, None)
    try:
        return _ORIGINAL_IMPORT(name, globals, locals, fromlist, level)
    finally:
        mine = sys.modules.get(top)
        if mine is not None and mine is not REAL[top]:
            USERS[top] = mine
        sys.modules[top] = REAL[top]


# at the first import (the first line of ``jaxcheck/__init__.py``): before anything else
guard()
