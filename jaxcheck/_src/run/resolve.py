"""Targets to entrypoints: import each target, find its declaration, check it fits.

``resolve`` runs before anything is called, so that a bad target, spec or name fails
fast (exit code 2) with one line. An entrypoint is a callable plus, for functions, a
:class:`Declaration` (args, dims, expectations) from ``--args``, the
``@jaxcheck.entrypoint`` decorator or ``[[tool.jaxcheck.entrypoints]]``; command-line
options override the declared ones field by field.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..arguments import example as _example
from ..config.declaration import Declaration, declared, declared_in
from ..config.flags import cli_declaration
from ..config.options import RunOptions
from ..target.locate import check_spellings, identity, load, required_parameters
from ..target.locate import did_you_mean as _did_you_mean
from ..util.errors import UsageError
from ..util.printable import listing

if TYPE_CHECKING:  # the spec language is imported only when a spec is given
    from ..arguments import spec as specmod


@dataclass
class Entrypoint:
    target: str
    fn: Callable[..., Any]
    declaration: Declaration | None = None
    source: str = "cli"  # "cli" | "decorator" | "pyproject"
    #: ``sys.path`` as the target's import left it: in force while it runs, not after.
    sys_path: list[str] | None = None
    #: ``[tool.jaxcheck] mode``: the project's mode for a target that declares none.
    project_mode: str | None = None

    @property
    def is_workload(self) -> bool:
        return self.declaration is None or (self.declaration.args is None
                                            and self.declaration.example is None)

    @property
    def declared_mode(self) -> str | None:
        """The mode it declares (its own, else the project's); None: the default."""
        own = self.declaration.mode if self.declaration is not None else None
        return own or self.project_mode


@dataclass
class _UserState:
    sys_path: list[str] | None = None


@contextlib.contextmanager
def user_state(sys_path: list[str] | None = None):
    """Around a target's import or run: what it does to the cwd and ``sys.path`` stays there.

    The cwd and ``sys.path`` are restored afterwards, so a target that changes directory
    breaks neither relative output paths nor the next target's import, and the target's
    directory (which may hold ``xml.py`` or ``json.py``) never shadows the standard
    library for jaxcheck itself. ``sys_path``: the path to run under (as the import left it).
    """
    cwd, path = os.getcwd(), list(sys.path)
    if sys_path is not None:
        sys.path[:] = sys_path
    state = _UserState()
    try:
        yield state
    finally:
        state.sys_path = list(sys.path)
        with contextlib.suppress(OSError):
            os.chdir(cwd)
        sys.path[:] = path


def parse_args_spec(text: str | None, where: str = "--args") -> specmod.CallSpec | None:
    if text is None:
        return None
    from ..arguments import spec as specmod

    try:
        return specmod.parse(text)
    except specmod.SpecError as e:
        shown = repr(text) if len(text) <= 200 else f"{text[:60]!r}… ({len(text)} characters)"
        raise UsageError(f"bad {where} spec {shown}: {e}") from None


def _merge(base: Declaration | None, cli: Declaration | None,
           options: RunOptions) -> Declaration | None:
    """Command-line options override the declared ones field by field."""
    if base is None:
        return cli
    if cli is None and not options.dims:
        return base
    # a spec and a factory are two ways to give the arguments: the command line's wins
    example = options.example if options.example is not None else (
        None if options.args is not None else base.example)
    return Declaration(
        args=options.args if options.args is not None else (
            None if options.example is not None else base.args),
        dims=dict(cli.dims) if cli and cli.dims else dict(base.dims),
        expect={**base.expect, **(cli.expect if cli else {})},
        max_compiles=(cli.max_compiles if cli and cli.max_compiles is not None
                      else base.max_compiles),
        allow_no_compile=base.allow_no_compile or bool(cli and cli.allow_no_compile),
        example=example,
        vary=tuple(options.vary) or base.vary,
        group=tuple(options.group) or base.group,
        mode=base.mode,
    )


def _a_function(module: Any) -> str:
    """The name to show in ``file.py:NAME``: ``main`` when the module has one."""
    names = [n for n, v in vars(module).items()
             if callable(v) and getattr(v, "__module__", None) == module.__name__]
    return "main" if "main" in names else "function"


def _attribute(module: Any, qualname: str) -> Any:
    obj = module
    for part in qualname.split("."):
        try:
            obj = getattr(obj, part, None)
        except Exception:  # a module __getattr__ of the user's that raises
            return None
        if obj is None:
            return None
    return obj if callable(obj) else None


def _check_fits(ep: Entrypoint, spec: specmod.CallSpec) -> None:
    """Arguments that cannot bind to the signature are the user's input error (exit 2)."""
    import inspect

    try:
        sig = inspect.signature(ep.fn)
    except (TypeError, ValueError):
        return
    params = sig.parameters
    takes_any = any(p.kind is p.VAR_KEYWORD for p in params.values())
    named = [n for n, p in params.items() if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]
    for name, _ in spec.kwargs:
        if name not in params and not takes_any:  # the typo first, not what it left out
            raise UsageError(f"args {str(spec)!r} do not fit {ep.target!r}{sig}: no "
                             f"parameter named {name!r}{_did_you_mean(name, named)}")
    try:
        sig.bind(*spec.args, **dict(spec.kwargs))
    except TypeError as e:
        raise UsageError(f"args {str(spec)!r} do not fit {ep.target!r}{sig}: {e}") from None


@contextlib.contextmanager
def program_argv(text: str, extra: Sequence[str] = ()):
    """``sys.argv`` for a target as for a program: ``[its file, *extra]``, then restored.

    An ``argparse`` in the target then parses ``extra`` (what followed `--`), never
    jaxcheck's own command line.
    """
    import os
    import sys

    module = text.rpartition(":")[0] or text
    if not (module.endswith(".py") or "/" in module or os.sep in module):
        module = getattr(sys.modules.get(module), "__file__", None) or module
    saved = sys.argv
    sys.argv = [module, *extra]
    try:
        yield
    finally:
        sys.argv = saved


def _check_names(entrypoints: Sequence[Entrypoint], options: RunOptions,
                 whole_run: bool = True) -> None:
    """Names in dims and expect that match nothing are typos: exit 2, not silence.

    A name from the command line applies to every target, so it must fit at least
    one function target of the run (checked when ``whole_run``: the entrypoints are
    all the run's targets, not one target run alone in a worker); a name declared
    for a target must fit that target.
    """
    cli_dims = set(options.dims)
    cli_paths = {(axis, key) for axis, value in options.expect.items()
                 if isinstance(value, dict) for key in value if key != "*"}
    all_dims: set[str] = set()
    all_paths: dict[str, list[str]] = {}
    examples = False
    for ep in entrypoints:
        decl = ep.declaration
        if decl is not None and decl.args is None and decl.example is not None:
            # names of a factory's dimensions are checked with the factory (_example.check);
            # its argument paths are known once it has run
            examples = True
            with user_state(ep.sys_path):
                factory = _example.load(decl.example, f"example of {ep.target!r}")
            all_dims |= set(_example.dimensions(factory))
            all_paths.setdefault(ep.target, [])
            continue
        if decl is None or decl.args is None:
            continue
        from ..signature.signature import positional_names
        from ..variations import plan  # only for function targets: a workload starts without

        where = "in pyproject.toml" if ep.source == "pyproject" else "in @jaxcheck.entrypoint"
        spec = parse_args_spec(decl.args, f"args of {ep.target}")
        named = spec.dim_names()
        paths = plan.paths(spec, positional_names(ep.fn, len(spec.args)))
        all_dims |= named
        all_paths[ep.target] = paths
        if options.args is not None:
            continue  # declared names were written for the declared args, not these
        for name in set(decl.dims) - named - cli_dims:
            raise UsageError(f"dims {name} {where}: the args of {ep.target!r} ({spec}) have "
                             f"no dimension {name!r}{_did_you_mean(name, sorted(named))}")
        for axis, value in decl.expect.items():
            for key in value if isinstance(value, dict) else ():
                if key != "*" and key not in paths and (axis, key) not in cli_paths:
                    raise UsageError(
                        f"expect {{ {axis} = {{ {key} = … }} }} {where}: {ep.target!r} has "
                        f"no argument path {key!r}{_did_you_mean(key, paths)}; its paths: "
                        f"{', '.join(paths)}")
    if not whole_run:
        # one target of several, each with its own declared args: a command-line name
        # may be meant for another target (the whole run was checked before it started)
        return
    if (cli_dims or cli_paths) and not all_paths:
        flag = f"--dim {next(iter(cli_dims))}=…" if cli_dims else "--expect AXIS:PATH=…"
        names = ", ".join(repr(ep.target) for ep in entrypoints)
        raise UsageError(f"{flag} applies to function targets with args; {names} "
                         f"{'is a workload' if len(entrypoints) == 1 else 'are workloads'} "
                         "(called with no arguments): give args with --args, or use "
                         "--max-compiles")
    for name in sorted(cli_dims - all_dims):
        raise UsageError(f"--dim {name}: no target's args have a dimension {name!r}"
                         f"{_did_you_mean(name, sorted(all_dims))}")
    known = sorted({p for paths in all_paths.values() for p in paths})
    for axis, key in sorted(cli_paths):
        if examples:
            break  # an example's paths are known once its factory has run
        if not any(key in paths for paths in all_paths.values()):
            raise UsageError(f"--expect {axis}:{key}: no argument path {key!r}"
                             f"{_did_you_mean(key, known)}; the paths: {listing(known)}")


def check_example_expect(report, options: RunOptions) -> None:
    """An ``expect`` path that names nothing is a typo, for example targets too: their
    argument paths are known only once their factories ran, so this is checked on the
    whole run's report (in this process, or in the parent of the workers). A path
    declared for a target must be one of that target's paths; one from the command line
    must be a path of some function target of the run. Raises :class:`UsageError`."""
    examples = [ep for ep in report.entrypoints
                if (ep.args or "").startswith("example ") and ep.variations]
    if not examples or not options.variations:
        return

    def paths(ep) -> set[str]:
        found = {v.path for v in ep.variations}
        return found | {p.split("[")[0].split(".")[0] for p in found}

    cli = {(axis, key) for axis, value in options.expect.items()
           if isinstance(value, dict) for key in value if key != "*"}
    for ep in examples:
        own = paths(ep)
        for axis, value in ep.expect.items():
            for key in value if isinstance(value, dict) else ():
                if key != "*" and key not in own and (axis, key) not in cli:
                    raise UsageError(
                        f"expect {axis}:{key} of {ep.target!r}: no argument path {key!r}"
                        f"{_did_you_mean(key, sorted(own))}; its paths: {_few(own)}")
    known = set().union(*(paths(ep) for ep in report.entrypoints if ep.variations))
    for axis, key in sorted(cli):
        if key not in known:
            raise UsageError(f"--expect {axis}:{key}: no argument path {key!r}"
                             f"{_did_you_mean(key, sorted(known))}; the paths: {_few(known)}")


def _few(paths: set[str], most: int = 8) -> str:
    shown = sorted(paths, key=lambda p: (len(p), p))  # the top-level ones first
    return ", ".join(shown[:most]) + (", …" if len(shown) > most else "")


def _config_entries(config, target) -> list:
    """The entries of ``[tool.jaxcheck]`` that name ``target`` however it is spelled
    (``mod:fn``, ``mod.py:fn``, ``./mod.py:fn``, ``pkg/mod.py:fn``): the same file and
    attribute; for a module target, every entry in that module."""
    file = getattr(target.module, "__file__", None)
    if config is None or not file:
        return []
    file = os.path.realpath(file)
    found = []
    for entry in config.entries:
        named = identity(entry.target, str(config.root))
        if named and named[0] == file and named[1] and (
                target.attr is None or named[1] == target.attr):
            found.append(entry)
    return found


def resolve(texts: Sequence[str], options: RunOptions, config=None,
            whole_run: bool = True) -> list[Entrypoint]:
    """Import every target before anything runs, so a bad one fails fast (exit 2).

    ``whole_run=False``: ``texts`` are part of a run whose targets were checked
    together already (a worker running one target).
    """
    if whole_run:
        check_spellings(texts)
    cli = cli_declaration(options)
    entrypoints: list[Entrypoint] = []
    for text in texts:
        with user_state() as state, program_argv(text, options.program_args):
            target = load(text)
        if target.obj is None:
            found = declared_in(target.module.__name__)
            entries = _config_entries(config, target) if not found else []
            for entry in entries:  # the module's entrypoints in [tool.jaxcheck]
                attr = entry.target.rpartition(":")[2]
                with user_state() as state, program_argv(text, options.program_args):
                    fn = load(f"{text}:{attr}").obj
                entrypoints.append(Entrypoint(f"{text}:{attr}", fn,
                                              _merge(entry.declaration, cli, options),
                                              "pyproject" if entry.declaration else "cli",
                                              state.sys_path))
            if entries:
                continue
            if not found:
                program = (f"; to run it as a program: jaxcheck run -- python {text}"
                           if text.endswith(".py") else "")
                raise UsageError(
                    f"target {text!r} names a module that declares no entrypoint: write "
                    f"{text}:{_a_function(target.module)}, or decorate functions with "
                    f"@jaxcheck.entrypoint(...){program}")
            for name, fn in found:
                # the module attribute, which may wrap the decorated function (jax.jit above)
                attr = _attribute(target.module, name)
                decl = declared(fn)
                entrypoints.append(Entrypoint(f"{text}:{name}", attr if attr is not None else fn,
                                              _merge(decl, cli, options), "decorator",
                                              state.sys_path))
            continue
        decl, source = declared(target.obj), "decorator"
        if decl is None and config is not None:
            entry = config.entry_for(text) or next(iter(_config_entries(config, target)), None)
            decl, source = (entry.declaration, "pyproject") if entry else (None, "cli")
        entrypoints.append(Entrypoint(text, target.obj, _merge(decl, cli, options),
                                      source if decl is not None else "cli", state.sys_path))
    for ep in entrypoints:  # before the name checks, which speak of workloads
        if ep.is_workload and required_parameters(ep.fn):
            params = ", ".join(required_parameters(ep.fn))
            raise UsageError(
                f"target {ep.target!r} is a function that needs arguments ({params}): "
                f"declare them with args = \"f32[8,128], float\" or an example factory "
                f"(example = \"mypkg.testing:make_example\", a function returning the "
                f"arguments as a tuple) in its [[tool.jaxcheck.entrypoints]] entry, "
                f"@jaxcheck.entrypoint(args=... or example=...), or --args/--example on the "
                f"`run` command line")
    _check_names(entrypoints, options, whole_run)
    for ep in entrypoints:
        check_entrypoint(ep)
        ep.project_mode = getattr(config, "mode", None)
    return entrypoints


def check_entrypoint(ep: Entrypoint) -> None:
    """A function target's arguments fit it: a spec binds and its dimensions have
    values; a factory exists and takes the dimensions given. Exit 2 otherwise."""
    if ep.is_workload:
        return
    if ep.declaration.example is not None:
        where = f"example of {ep.target!r}"
        with user_state(ep.sys_path):
            factory = _example.load(ep.declaration.example, where)
        _example.check(factory, dict(ep.declaration.dims), where)
        return
    spec = parse_args_spec(ep.declaration.args, f"args of {ep.target}")
    _check_fits(ep, spec)
    missing = sorted(spec.dim_names() - set(ep.declaration.dims))
    if missing:
        raise UsageError(
            f"args of {ep.target!r} name dimension(s) {', '.join(missing)} without "
            "values: " + " ".join(f"--dim {d}=N" for d in missing))
    from ..arguments import spec as specmod

    try:
        specmod.check_size(spec, dict(ep.declaration.dims))
    except specmod.SpecError as e:
        raise UsageError(f"args of {ep.target!r}: {e}") from None


def function_entrypoint(fn: Callable[..., Any], options: RunOptions) -> Entrypoint:
    """A function object given in code (``jaxcheck.run(train_step, example=...)``) as an
    entrypoint. ``options.example`` may be the arguments themselves (a tuple, or
    ``jaxcheck.Args``), a factory, or ``"module:function"``; what is given overrides
    the function's own ``@jaxcheck.entrypoint`` declaration field by field."""
    name = getattr(fn, "__qualname__", None) or getattr(fn, "__name__", None) or repr(fn)
    target = f"{getattr(fn, '__module__', None) or '__main__'}:{name}"
    example = options.example
    if isinstance(example, _example.Args) or type(example) is tuple:
        given = example

        def example(given=given):  # noqa: F811  (the arguments given, as a factory)
            return given

        example.__qualname__ = "example"
        options = options.replace(example=example)
    elif example is not None and not callable(example) and not isinstance(example, str):
        raise UsageError(f"jaxcheck.run({name}, example=...): got a {type(example).__name__}; "
                         "pass the arguments as a tuple, e.g. example=(state, batch), "
                         "jaxcheck.Args(...) for keyword arguments, or a factory function "
                         "that returns them")
    ep = Entrypoint(target, fn, _merge(declared(fn), cli_declaration(options), options), "api")
    if ep.is_workload and required_parameters(fn):
        raise UsageError(f"jaxcheck.run({name}): it takes arguments "
                         f"({', '.join(required_parameters(fn))}); give them with "
                         "example=(...), e.g. jaxcheck.run(train_step, example=(state, batch))")
    check_entrypoint(ep)
    return ep
