"""One file at a time: read, parse (a syntax error is finding JC000, never a traceback),
check, then drop what the config or a ``# noqa`` silences."""

from __future__ import annotations

import ast
import functools
import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from .config import LintConfig
from .files import read_source
from .flow import forget
from .index import Index, module_name
from .noqa import silenced
from .project import Project
from .rules import RULES, Finding, check, jc000
from .rules.fields import may_move_a_field, project_fields
from .rules.handed import handed_modules
from .rules.wrappers import wrapper_names
from .scope import LIBRARY_FILTER_JITS, Module

_LIBRARY_MODULES = tuple(sorted({name.split(".")[0] for name in LIBRARY_FILTER_JITS}))
_LIBRARY_BYTES = tuple(m.encode() for m in _LIBRARY_MODULES)


@dataclass
class Stats:
    files: int = 0
    lines: int = 0


def relative(path: Path, root: Path) -> str:
    """``path`` relative to the project root, with slashes: what config globs match."""
    try:
        found = os.path.relpath(os.path.realpath(path), _real(root))
    except ValueError:  # another drive
        return path.as_posix()
    return found.replace(os.sep, "/") if os.sep != "/" else found


@functools.lru_cache(maxsize=64)
def _real(root: Path) -> str:
    """The root with its links resolved, once per root (not once per file)."""
    return os.path.realpath(root)


def shown_path(path: Path) -> str:
    """A path as the user would type it: relative to the current folder when inside it."""
    if path.is_absolute():
        try:
            return path.relative_to(Path.cwd()).as_posix()
        except ValueError:
            pass
    return path.as_posix()


def _parse(source: str | bytes, path: str) -> ast.Module | Finding:
    try:
        return ast.parse(source, filename=path)
    except SyntaxError as e:
        return jc000.syntax_error(path, e)
    except (ValueError, RecursionError, MemoryError) as e:  # null bytes, nesting
        return jc000.unparsable(path, e)


def lint_source(source: str | bytes, path: str = "<string>",
                config: LintConfig | None = None, relpath: str | None = None,
                tree: ast.Module | None = None, index: Index | None = None,
                module: Module | None = None, project: Project | None = None,
                ) -> list[Finding]:
    """The findings in one module's source, in line order; ``tree`` if already parsed,
    ``index`` what the project's other modules offer, ``project`` the project model
    (holding this module under ``module_name(relpath)``)."""
    # the checks below read the text as it was given: bytes from a file (decoded only if
    # the module is walked), a str from a caller
    raw = source if isinstance(source, bytes) else source.encode("utf-8", "replace")
    if tree is None:
        parsed = _parse(source, path)
        if isinstance(parsed, Finding):
            return [parsed]
        tree = parsed
    # every rule needs a jit of some kind in the module, a library function that jits
    # (diffrax.diffeqsolve), or a name another module of the project offers (a jitted
    # step, a ragged loader); other files only need to parse
    rel = relpath if relpath is not None else path
    alone = project is None
    if alone:  # linted alone: a project of one module
        project = Project()
        project.add(module_name(rel), path, raw, tree, module)
    view = project.views.get(module_name(rel))
    if view is not None and view.parsed is None:
        view.parsed = tree  # parsed once, for the model too
    if b"jit" not in raw and not any(m in raw for m in _LIBRARY_BYTES) and \
            b".hyperparams[" not in raw and \
            not (b"Module" in raw and (b"nnx" in raw or b"eqx" in raw
                                       or b"equinox" in raw)) and \
            not (view is not None and may_move_a_field(raw, counters(project))) and \
            not (view is not None and _imports_a_wrapper(project, view)) and \
            not (index is not None and index.imported_by(tree)) and \
            not (view is not None and project.imported(view)) and \
            not (view is not None and view.name in handed_modules(project)):
        return []
    lines = module.lines if module is not None else (
        source.decode("utf-8", "replace") if isinstance(source, bytes) else source
    ).splitlines()
    enabled = None if config is None else frozenset(
        code for code in RULES if config.enabled(code, rel))  # asked before any rule runs
    if enabled is not None and not enabled - {"JC000"}:
        return []
    try:
        found = check(tree, path, lines, index, module, enabled, project, view)
    except RecursionError:  # a pathologically nested expression: skip, do not crash
        return []
    finally:
        if alone:
            forget()  # (in a project, lint_files forgets once every file is linted)
    return [f for f in found
            if not (0 < f.line <= len(lines) and silenced(lines[f.line - 1], f.code))]


def _imports_a_wrapper(project: Project, view) -> bool:
    """Whether the module imports one of the project's own jits (``timed_call(fn, x)``)."""
    names = wrapper_names(project)
    if not names or not any(name.encode() in view.data for name in names):
        return False
    scope = view.scope()
    return scope is not None and not names.isdisjoint(scope.imports)


def counters(project: Project) -> dict[str, tuple[str, str]]:
    """The int fields of the project's nnx and equinox Module classes and the static fields
    of its pytree classes (rule JC103 reads where the project moves them), read once per
    project."""
    return project_fields(project)


def lint_files(files: Iterable[Path], config: LintConfig, stats: Stats | None = None,
               ) -> list[Finding]:
    """Lint every file; a file that cannot be read is one JC000 finding too.

    Two passes: the first reads every file and adds what the ones that mention a jit or
    a generator offer to the project index (:mod:`.index`), keeping their trees; the
    second lints each file against that index, parsing the others only then.
    """
    import gc

    # the trees kept between the passes are millions of objects with no cycles to free:
    # the cyclic collector would walk them over and over (measured: most of lint's time)
    enabled = gc.isenabled()
    gc.disable()
    try:
        return _lint_files(files, config, stats)
    finally:
        forget()  # the answers kept per node: no tree outlives its run
        if enabled:
            gc.enable()


def _lint_files(files: Iterable[Path], config: LintConfig, stats: Stats | None,
                ) -> list[Finding]:
    index = Index()
    project = Project()
    read: list[tuple[Path, str, str, bytes | Finding, tuple]] = []
    for path in files:
        shown = shown_path(path)
        rel = relative(path, config.root)
        try:
            data = read_source(path)
        except OSError as e:
            read.append((path, shown, rel, jc000.unreadable(shown, e), (None, None)))
            continue
        if stats is not None:
            stats.files += 1
            stats.lines += data.count(b"\n")
        tree = scope = None
        if b"jit" in data or b"yield" in data:
            parsed = _parse(data, shown)
            if isinstance(parsed, ast.Module):
                tree = parsed
                lines = data.decode("utf-8", "replace").splitlines()
                try:
                    # the names of a module that jits are built once, for both passes
                    scope = Module(tree, lines) if b"jit" in data else None
                    index.add(module_name(rel), tree, lines, scope)
                except RecursionError:
                    scope = None
        project.add(module_name(rel), shown, data, tree, scope)
        read.append((path, shown, rel, data, (tree, scope)))
    findings: list[Finding] = []
    for i, (_path, shown, rel, data, (tree, scope)) in enumerate(read):
        read[i] = (_path, shown, rel, b"", (None, None))  # let each tree go once linted
        if isinstance(data, Finding):
            findings.append(data)
            continue
        view = project.views.get(module_name(rel))
        if tree is None and view is not None:
            tree = view.parsed  # parsed already by a question of the model
        findings.extend(lint_source(data, shown, config, rel, tree=tree, index=index,
                                    module=scope, project=project))
    return findings


_FLAGGED: dict[tuple[str, int, int], frozenset[tuple[int, str]]] = {}


def _sibling_index(path: Path, limit: int = 200, names: set[str] | None = None) -> Index:
    """The project index of the files beside ``path`` (a loader in data.py for the step in
    train.py), named from the project root (the nearest folder with pyproject.toml or
    .git): what `jaxcheck lint` of the project sees of them, at the cost of one folder.

    ``names``: the words of ``path``'s own imports (:func:`_import_words`). The index is
    read only through imports, so a sibling none of them names (``data`` for data.py, the
    folder's name for its ``__init__.py``) changes nothing and is not parsed: a folder of
    200 modules costs what its imported few cost.
    """
    folder = path.resolve().parent
    root = next((p for p in (folder, *folder.parents)
                 if (p / "pyproject.toml").exists() or (p / ".git").exists()), folder)
    index = Index()
    for sibling in sorted(folder.glob("*.py"))[:limit]:
        stem = folder.name if sibling.stem == "__init__" else sibling.stem
        if names is not None and stem not in names:
            continue
        try:
            data = read_source(sibling)
            if b"jit" in data or b"yield" in data:
                text = data.decode("utf-8", "replace")
                tree, lines = ast.parse(data), text.splitlines()
                index.add(module_name(relative(sibling, root)), tree, lines,
                          Module(tree, lines) if b"jit" in data else None)
        except (OSError, SyntaxError, ValueError, RecursionError):
            continue
    return index


def _import_words(tree: ast.Module) -> set[str]:
    """Every dotted part of every module and name imported anywhere in ``tree``
    (``from pkg.data import batches``: pkg, data, batches), local imports included."""
    words: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                words.update(a.name.split("."))
        elif isinstance(node, ast.ImportFrom):
            words.update((node.module or "").split("."))
            words.update(a.name for a in node.names)
    return words


def flags(site: str | None, code: str) -> bool:
    """Whether lint reports rule ``code`` on the line of ``site`` (``file:line``, a call
    site of the run report): the report names a rule only when lint would show it there.

    One lint of the file, kept while the file is unchanged (path, mtime, size); a file
    that cannot be read, or a site that names none, is False.
    """
    if not site:
        return False
    name, _, number = site.rpartition(":")
    if not name.endswith(".py") or not number.isdigit():
        return False
    try:
        info = os.stat(name)
        key = (os.path.abspath(name), info.st_mtime_ns, info.st_size)
        found = _FLAGGED.get(key)
        if found is None:
            data = read_source(Path(name))
            tree = _parse(data, name)
            index = (_sibling_index(Path(name), names=_import_words(tree))
                     if isinstance(tree, ast.Module) else None)
            found = frozenset((f.line, f.code) for f in lint_source(
                data, name, tree=tree if isinstance(tree, ast.Module) else None,
                index=index))
            if len(_FLAGGED) > 256:  # a long run over many files: keep it bounded
                _FLAGGED.clear()
            _FLAGGED[key] = found
    except (OSError, ValueError):
        return False
    return (int(number), code) in found
