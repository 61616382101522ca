"""Targets: ``package.module:attr`` or ``path/to/file.py:attr``, resolved to callables.

Importing is the only thing done here; nothing is called. Every failure is a
:class:`UsageError` (exit code 2) with one line that names the problem.
"""

from __future__ import annotations

import difflib
import importlib
import importlib.util
import inspect
import os
import pkgutil
import re
import shlex
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from ..util import exits
from ..util.errors import UsageError


@dataclass
class Target:
    text: str
    module: ModuleType
    attr: str | None
    obj: Any = None


def required_parameters(fn: Any) -> list[str]:
    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError):
        return []
    return [
        p.name
        for p in sig.parameters.values()
        if p.default is p.empty and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)
    ]


#: first words of a command line, not targets: ``jaxcheck run python train.py``.
_COMMANDS = re.compile(r"(python[0-9.]*|pypy[0-9.]*|py|uv|poetry|pdm|hatch|bash|sh|zsh|"
                       r"torchrun|accelerate|deepspeed|mpirun|srun|pytest)(\.exe)?")


def is_command(word: str, base: str | None = None) -> bool:
    """``python``, ``torchrun``, ``run.sh``: the start of a command line, unless the
    user's project has a module of that name."""
    return bool((_COMMANDS.fullmatch(os.path.basename(word)) or word.endswith(".sh"))
                and ":" not in word and module_file(word, base or os.getcwd()) is None)


def check_spellings(texts: Sequence[str], base: str | None = None) -> None:
    """Spellings that are no target, told before anything is imported.

    ``run python train.py`` is a program (its command goes after ``--``); the other
    misspellings (``train.main``, ``train.py::main``, ``train.py:main()``) are told by
    :func:`respelled` where the import fails, so every path that loads a target says so.
    """
    if not texts:
        return
    first, base = texts[0], base or os.getcwd()
    if is_command(first, base):
        raise UsageError(f"{first!r} is a command, not a target: a program goes after `--`: "
                         f"jaxcheck run -- {shlex.join(texts)}")
    for text in texts:
        fixed = respelled(text, base)
        if fixed:
            raise UsageError(f"bad target {text!r}: {fixed}")


def respelled(text: str, base: str | None = None) -> str:
    """What the user meant, for a target spelled another tool's way ("write 'a:b' ..."),
    or "" when the spelling is a target's. Found without importing."""
    base = base or os.getcwd()
    if "::" in text:  # pytest's node ids
        return (f"write {text.replace('::', ':')!r} (one colon between the module or "
                "file and the function)")
    module, sep, attr = text.rpartition(":")
    if sep and attr.endswith(")") and "(" in attr:
        return f"write {module + ':' + attr[:attr.index('(')]!r} (the function, not a call)"
    if not sep and "." in text and not text.endswith(".py") and module_file(text, base) is None:
        parent, _, leaf = text.rpartition(".")
        while parent:
            if module_file(parent, base) is not None:
                rest = text[len(parent) + 1:]
                return f"write {parent + ':' + rest!r} (a colon before the function)"
            parent, _, leaf = parent.rpartition(".")
    return ""


def split(text: str) -> tuple[str, str | None]:
    module, sep, attr = text.rpartition(":")
    if not sep:
        return text, None
    if not module or not attr or module.endswith(":"):
        fixed = respelled(text)
        raise UsageError(f"bad target {text!r}: "
                         f"{fixed or 'expected module:attr or path/to/file.py:attr'}")
    return module, attr


def _is_path(module: str) -> bool:
    return module.endswith(".py") or os.sep in module or "/" in module


def project_root(start: str | None = None) -> str | None:
    """The folder of the nearest pyproject.toml at or above ``start`` (the cwd), or None."""
    from ..config.table import find_pyproject

    found = find_pyproject(start)
    return str(found.parent) if found else None


def _unlisted(folders) -> str | None:
    """Why the first of ``folders`` that cannot be listed cannot be (None: all can)."""
    for folder in folders:
        if folder is None:
            continue
        try:
            os.listdir(folder)
        except PermissionError as e:
            return f"{folder} cannot be listed ({e.strerror})"
        except OSError:
            continue
    return None


def import_module(module: str, text: str) -> ModuleType:
    if "" not in sys.path and os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())  # like pytest: the current directory is importable
    root = project_root()
    if (root and not _is_path(module) and root not in sys.path
            and module_file(module, os.getcwd()) is None and module_file(module, root)):
        # run from a subdirectory: the project's modules import from its root, as in `check`
        sys.path.insert(1, root)
    pid = os.getpid()
    try:
        if _is_path(module):
            found = _import_file(module, text)
        else:
            found = importlib.import_module(module)
        exits.returned(pid)  # a module that forks: its child never goes on as jaxcheck
        return found
    except UsageError as e:
        exits.returned(pid, e)
        raise
    except SyntaxError as e:
        where = f"{e.filename}:{e.lineno}" if e.filename else module
        raise UsageError(f"syntax error in {where}: {e.msg} (target {text!r})") from e
    except ModuleNotFoundError as e:
        unlisted = _unlisted((os.getcwd(), root)) if e.name and "." not in e.name else None
        if unlisted is not None:
            raise UsageError(
                f"cannot import {module!r} for target {text!r}: {unlisted}, and Python finds "
                "a module by listing its folder: give this user read permission on it "
                "(chmod +r), or run from a folder it can list") from None
        fixed = respelled(text)
        if fixed:
            raise UsageError(f"cannot import {module!r} for target {text!r}: {fixed}") from e
        hint = _missing_module_hint(module, e.name) if e.name else ""
        raise UsageError(f"cannot import {module!r} for target {text!r}: {e}{hint}") from e
    except (Exception, SystemExit) as e:
        exits.returned(pid, e)
        environment = _backend_problem()
        if environment is not None:  # the module ran JAX as it was imported: say why it failed
            from ..util.hostenv import EnvironmentProblem

            raise EnvironmentProblem(environment) from e
        raise UsageError(
            f"importing {module!r} for target {text!r} raised {type(e).__name__}: {e}"
        ) from e


def _backend_problem() -> str | None:
    """Why JAX cannot start a backend, when the module just imported had imported JAX
    (else None, and JAX is not imported here): a module that runs JAX at import fails
    before the capture's own probe could say so (``JAX_PLATFORMS`` naming a backend the
    machine lacks raises a bare ``AssertionError`` on 0.10.2)."""
    if "jax" not in sys.modules:
        return None
    from .. import jaxcompat

    return jaxcompat.backend_problem()


def _import_file(path: str, text: str) -> ModuleType:
    full = os.path.abspath(path)
    root = project_root()
    if not os.path.isfile(full) and root and os.path.isfile(os.path.join(root, path)):
        full = os.path.join(root, path)  # run from a subdirectory: the project root's file
    if not os.path.isfile(full):
        folder = os.path.dirname(full)
        files = sorted(f for f in _listdir(folder) if f.endswith(".py"))
        near = did_you_mean(os.path.basename(full), files)
        raise UsageError(f"no such file {path!r} (target {text!r}){near}")
    for mod in list(sys.modules.values()):
        if getattr(mod, "__file__", None) and os.path.abspath(mod.__file__) == full:
            return mod
    directory = os.path.dirname(full)
    packaged = _in_package(full)
    if packaged is not None and _importable_from(packaged[1]):
        # `clf/train.py` of a package: imported as `clf.train`, as `python -m` and the
        # package's own code would, so that its relative imports work
        if directory not in sys.path:
            sys.path.insert(0, directory)  # as when running the file: siblings import
        if packaged[1] not in sys.path:
            sys.path.insert(0, packaged[1])
        mod = importlib.import_module(packaged[0])
        if os.path.realpath(getattr(mod, "__file__", None) or "") == os.path.realpath(full):
            return mod  # else another package of that name came first: the file itself
    try:
        return _exec_file(full, directory)
    except ImportError as e:
        if "relative import" not in str(e):
            raise
        dotted = _dotted_from_cwd(full) or (packaged[0] if packaged else None)
        attr = text.rpartition(":")[2] if ":" in text else ""
        fix = f": write {dotted + (':' + attr if attr else '')!r}" if dotted else ""
        raise UsageError(f"{path} uses relative imports ({e}), so it must be imported as a "
                         f"module of its package, not as a file{fix}") from None


def _in_package(full: str) -> tuple[str, str] | None:
    """(the dotted name, the folder its top package sits in) of a file inside a package
    (its folder has ``__init__.py``), or None."""
    folder = os.path.dirname(full)
    parts = [os.path.splitext(os.path.basename(full))[0]]
    while os.path.isfile(os.path.join(folder, "__init__.py")):
        parts.insert(0, os.path.basename(folder))
        parent = os.path.dirname(folder)
        if parent == folder:
            break
        folder = parent
    if len(parts) == 1 or not all(p.isidentifier() for p in parts):
        return None
    return ".".join(parts), folder


def _importable_from(folder: str) -> bool:
    """Whether modules under ``folder`` belong to the user's project: it is on
    ``sys.path``, or in the current directory or the project's root."""
    real = os.path.realpath(folder)
    roots = [os.path.realpath(r) for r in (os.getcwd(), project_root()) if r]
    on_path = {os.path.realpath(p or os.getcwd()) for p in sys.path}
    return real in on_path or any(real == r or real.startswith(r + os.sep) for r in roots)


def _dotted_from_cwd(full: str) -> str | None:
    """``clf.train`` for ``clf/train.py`` below the current directory, or None."""
    rel = os.path.relpath(full)
    if rel.startswith(".."):
        return None
    parts = os.path.splitext(rel)[0].split(os.sep)
    return ".".join(parts) if all(p.isidentifier() for p in parts) else None


def _exec_file(full: str, directory: str) -> ModuleType:
    """The file imported as a module of its own name (the way ``python file.py`` sees
    it, its folder importable)."""
    name = os.path.splitext(os.path.basename(full))[0]
    # `xml.py` must not become the `xml` that jaxcheck (or anything) imports later
    if name in sys.modules or name in sys.stdlib_module_names or not name.isidentifier():
        name = "jaxcheck_target_" + "".join(c if c.isalnum() else "_" for c in name)
    if directory not in sys.path:
        sys.path.insert(0, directory)  # as when running the file: siblings import
    spec = importlib.util.spec_from_file_location(name, full)
    if spec is None or spec.loader is None:
        raise UsageError(f"cannot import {full!r}")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    try:
        spec.loader.exec_module(mod)
    except BaseException:
        sys.modules.pop(name, None)
        raise
    return mod


def resolve_attr(module: ModuleType, attr: str, text: str) -> Any:
    obj: Any = module
    owner: Any = None
    for part in attr.split("."):
        where = _name(obj)
        try:
            # a module's or class's __getattr__ is the user's code: it may raise anything
            owner, obj = obj, getattr(obj, part)
        except AttributeError:
            names = [n for n in _dir(obj) if not n.startswith("_")]
            raise UsageError(f"{where!r} has no attribute {part!r} (target {text!r})"
                             f"{did_you_mean(part, names)}") from None
        except Exception as e:
            raise UsageError(f"getting {part!r} from {where!r} for target {text!r} raised "
                             f"{type(e).__name__}: {e}") from e
    if inspect.isclass(owner) and not inspect.ismethod(obj) and _first_param(obj) == "self":
        # `Class.method`: call it on a fresh instance, as the user's code would.
        try:
            obj = getattr(owner(), attr.split(".")[-1])
        except Exception as e:
            raise UsageError(
                f"target {text!r} is a method; creating {owner.__name__}() to call it "
                f"raised {type(e).__name__}: {e}"
            ) from e
    if not callable(obj):
        kind = type(obj).__name__
        article = "an" if kind[:1].lower() in "aeiou" else "a"
        raise UsageError(f"target {text!r} is not callable (it is {article} {kind})")
    return obj


def did_you_mean(word: str, known: Sequence[str]) -> str:
    """`` (did you mean 'x'?)`` for the closest of ``known``, or nothing."""
    close = difflib.get_close_matches(word, list(known), n=1, cutoff=0.6)
    if not close and len(word) >= 3:  # an abbreviation: `temp` for `temperature`
        close = [k for k in dict.fromkeys(known) if k.startswith(word)]
        close = close if len(close) == 1 else []
    return f" (did you mean {close[0]!r}?)" if close else ""


def _dir(obj: Any) -> list[str]:
    try:
        return dir(obj)
    except Exception:  # a __dir__ of the user's that raises
        return []


def _listdir(folder: str) -> list[str]:
    try:
        return os.listdir(folder or ".")
    except OSError:
        return []


def _missing_module_hint(module: str, missing: str) -> str:
    """A typo in the target's own module name (not in a module it imports): the closest
    module that could be imported instead, from the current directory and ``sys.path``
    (or the parent package's folder for a dotted name)."""
    if not (module == missing or module.startswith(missing + ".")):
        return ""  # the target imports, and one of its own imports is missing
    parent, _, leaf = missing.rpartition(".")
    if parent:
        path = getattr(sys.modules.get(parent), "__path__", None) or []
        names = [f"{parent}.{m.name}" for m in pkgutil.iter_modules(list(path))]
        leaf = missing
    else:
        names = [m.name for m in pkgutil.iter_modules(project_folders())]
    return did_you_mean(leaf, sorted(set(names)))


def project_folders() -> list[str]:
    """Where the user's own modules are: the cwd, the project root, and the folders of
    ``sys.path`` inside them (``src/``). Never the standard library or installed packages,
    so a typo is never answered with 'string' or 'IPython'."""
    import site
    import sysconfig

    here = os.path.realpath(os.getcwd())
    roots = [here] + [os.path.realpath(r) for r in [project_root()] if r]
    installed = {os.path.realpath(p) for p in [*sysconfig.get_paths().values(),
                                               *site.getsitepackages()]}
    folders = list(dict.fromkeys(roots))
    for entry in sys.path:
        full = os.path.realpath(entry or here)
        if any(full == r or full.startswith(r + os.sep) for r in roots) \
                and full not in installed and full not in folders:
            folders.append(full)
    return folders


def module_file(module: str, base: str) -> str | None:
    """The file that a target's module part names, found from ``base`` without importing.

    ``train``, ``train.py``, ``./train.py`` and ``pkg/train.py`` (from ``pkg/``'s parent)
    all name one file: targets are compared by the file they name, however spelled.
    """
    if _is_path(module):
        full = os.path.join(base, module)
        return os.path.realpath(full) if os.path.isfile(full) else None
    parts = module.split(".")
    if not all(p.isidentifier() for p in parts):
        return None
    for root in (base, *sys.path):
        stem = os.path.join(root or os.getcwd(), *parts)
        for candidate in (stem + ".py", os.path.join(stem, "__init__.py")):
            if os.path.isfile(candidate):
                return os.path.realpath(candidate)
    return None


def identity(text: str, base: str) -> tuple[str, str | None] | None:
    """``(the module's file, attr)`` of a target, or None when its file is not found."""
    try:
        module, attr = split(text)
    except UsageError:
        return None
    found = module_file(module, base)
    return (found, attr) if found else None


def _name(obj: Any) -> str:
    try:
        return str(getattr(obj, "__name__", None) or type(obj).__name__)
    except Exception:  # a __getattr__ of the user's that raises
        return type(obj).__name__


def _first_param(fn: Any) -> str | None:
    try:
        params = list(inspect.signature(fn).parameters)
    except (TypeError, ValueError):
        return None
    return params[0] if params else None


def load(text: str) -> Target:
    module_name, attr = split(text)
    module = import_module(module_name, text)
    obj = resolve_attr(module, attr, text) if attr else None
    return Target(text=text, module=module, attr=attr, obj=obj)
