"""IPython and Jupyter: ``%load_ext jaxcheck``, then ``%jaxcheck on|off`` and ``%%jaxcheck``.

* ``%jaxcheck on [--max-compiles N] [--expect AXIS=POLICY]``: every following cell is
  watched (one capture and one incremental analysis for the whole session, so a
  function compiled in one cell and recompiled in another is a recompile), and after
  each cell that recompiled something a compact report says what, why, and the fix;
  a cell that recompiled nothing prints nothing. ``%jaxcheck off`` stops.
* ``%%jaxcheck [options]``: runs the cell as `jaxcheck run` runs a workload (JAX's
  caches cleared first, the same ``--max-compiles``, ``--expect``, ``--mode``, ``--html``,
  ``--junit-xml`` and ``--trace-events`` options, parsed as the command line parses them)
  and returns the :class:`Report`, which the notebook shows as the HTML report and
  terminal IPython as the rich one.

Options are split with :mod:`shlex` and parsed by :mod:`argparse`, never evaluated; a bad
one is a one-line error, as on the command line. They are the command line's own
(``config/flags``): the same names, and the same conversion into :class:`RunOptions`
with the same checks and words.
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import sys
from typing import Any

from ..config import flags
from ..model.report import CompileEvent, EntrypointReport, FunctionReport, Report
from ..util.errors import UsageError, error_line

USAGE = ("usage: %jaxcheck on [--max-compiles N] [--expect AXIS=POLICY ...] | "
         "%jaxcheck off | %%jaxcheck [--max-compiles N] [--expect AXIS=POLICY ...] "
         "[--mode execute|trace] [--probe] [--html PATH] [--junit-xml PATH] "
         "[--trace-events PATH]")

#: recompiles listed per function after a watched cell; the rest are counted.
SHOWN_PER_FUNCTION = 5


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # argparse would print usage and exit the kernel
        raise UsageError(f"{message}; {USAGE}")


#: the run options of ``%jaxcheck on`` and of ``%%jaxcheck``, and the files the cell
#: magic writes: the command line's options (``config/flags``).
LINE_FLAGS = (flags.MAX_COMPILES, flags.EXPECT)
CELL_FLAGS = (*LINE_FLAGS, flags.MODE, flags.PROBE)
FILE_FLAGS = (flags.HTML, flags.JUNIT_XML, flags.TRACE_EVENTS)


def _parser(cell: bool) -> _Parser:
    p = _Parser(prog="%%jaxcheck" if cell else "%jaxcheck on", add_help=False,
                allow_abbrev=False)
    for flag in (*CELL_FLAGS, *FILE_FLAGS) if cell else LINE_FLAGS:
        if flag.kind is bool:  # a switch (``--probe``): no value
            p.add_argument(*flag.names, help=flag.help, action="store_true", default=None)
            continue
        p.add_argument(*flag.names, metavar=flag.metavar, help=flag.help,
                       **({"action": "append"} if flag.repeat else {"type": flag.kind}))
    return p


def parse_options(line: str, cell: bool) -> argparse.Namespace:
    """The magic's options, and the :class:`RunOptions` they make (``.options``),
    checked as the command line checks them; a :class:`UsageError` otherwise."""
    try:
        words = shlex.split(line)
    except ValueError as e:
        raise UsageError(f"bad options {line!r}: {e}; {USAGE}") from None
    ns = _parser(cell).parse_args(words)
    given = {flag.dest: getattr(ns, flag.dest) for flag in (CELL_FLAGS if cell else LINE_FLAGS)}
    # a cell is a workload: nothing to vary
    ns.options = flags.run_options(variations=False, **{k: v for k, v in given.items()
                                                        if v is not None})
    return ns


# --- where a cell's code is ------------------------------------------------------------

_SITE = re.compile(r"(<ipython-input-\d+-[0-9a-f]+>|[^\s():]*ipykernel_\d+/\d+\.py):(\d+)")


def cell_sites(text: str, shell: Any) -> str:
    """``<ipython-input-4-…>:2`` (IPython) and ``/tmp/ipykernel_…/….py:2`` (a Jupyter
    kernel) as ``In[4]:2``, the name IPython gives the cell in tracebacks."""
    formatter = getattr(getattr(shell, "compile", None), "format_code_name", None)

    def named(m: re.Match) -> str:
        for filename in (m.group(1), os.path.abspath(m.group(1))):  # paths may be relative
            try:
                found = formatter(filename)
            except Exception:  # an IPython that words it otherwise: leave the path
                found = None
            if found and found[0] == "Cell":
                return f"{found[1]}:{m.group(2)}"
        return m.group(0)

    return _SITE.sub(named, text) if formatter is not None else text


def cell_number(shell: Any) -> int:
    """The running cell's number (``In[n]``): IPython counts on before it runs it."""
    running = getattr(getattr(shell, "displayhook", None), "exec_result", None)
    return getattr(running, "execution_count", None) or shell.execution_count


# --- %jaxcheck on / off ------------------------------------------------------------------


class CellWatch:
    """One capture from ``%jaxcheck on`` to ``off``; after each cell, its recompiles."""

    def __init__(self, shell: Any, options: Any, out: Any = None) -> None:
        from ..observe.observer import Observer

        self.shell, self.options = shell, options
        self.out = out
        self.told: set[str] = set()  # the finishing stage's notes already printed
        self.observer = Observer().start()
        shell.events.register("post_run_cell", self.post_run_cell)

    def stop(self) -> None:
        self.shell.events.unregister("post_run_cell", self.post_run_cell)
        try:
            self.observer.follow(full=True)
        finally:
            self.observer.stop()

    def judged(self) -> EntrypointReport:
        """Everything compiled since ``on``, judged as a workload with the options."""
        from ..observe.finish import judge

        return judge(EntrypointReport("notebook", "workload",
                                      functions=list(self.observer.functions),
                                      max_compiles=self.options.max_compiles,
                                      expect=dict(self.options.expect)))

    def cell_report(self) -> str | None:
        """What the cell just run recompiled, in a few lines; None when nothing."""
        from ..observe.finish import new_events, untold

        new = self.observer.follow()
        # the finishing stage every way of running takes: this cell's compiles told
        # (a call jaxcheck could not classify) and their cache misses explained (once
        # each), then the whole session is judged
        ep = self.observer.finish(new_events(new, "notebook"), judged=False)
        notes = [f"jaxcheck: note: {n}" for n in untold(ep, self.told)]
        recompiled = [(fn, e) for fn, e in new if e.recompile]
        if not recompiled:
            return "\n".join(notes) or None
        self.judged()  # sets expected / expected_by on the new events
        return "\n".join([*notes, cell_sites(compact(recompiled), self.shell)])

    def post_run_cell(self, result: Any = None) -> None:
        try:
            text = self.cell_report()
        except Exception as e:  # a bug of jaxcheck's: one line, never the user's cell
            from ..util.errors import internal_line

            print(internal_line(e), file=sys.stderr, flush=True)
            return
        if text:
            print(text, file=self.out or sys.stdout, flush=True)


def compact(recompiled: list[tuple[FunctionReport, CompileEvent]]) -> str:
    """``jaxcheck: this cell recompiled …``, then per function its new unexpected
    recompiles (cause and fix in the terminal report's words), the first few of each:
    a cell whose recompiles were all expected says so in that one line, as a passing
    target does on the command line."""
    from ..report.failures import event_failure
    from ..report.text import where
    from ..report.view import mark, plural, shows_fix

    by_fn: dict[int, tuple[FunctionReport, list[CompileEvent]]] = {}
    for fn, e in recompiled:
        by_fn.setdefault(id(fn), (fn, []))[1].append(e)
    bad = sum(1 for _, e in recompiled if not e.expected)
    lines = [f"jaxcheck: this cell recompiled {plural(len(by_fn), 'function')} "
             f"{plural(len(recompiled), 'time')} ({bad} unexpected)"]
    for fn, events in by_fn.values():
        events = [e for e in events if not e.expected]
        if not events:
            continue
        lines.append(f"`{fn.name}` ({fn.defined_at}), {plural(fn.compiles, 'compile')} "
                     "so far:")
        index = {id(e): i for i, e in enumerate(fn.events, 1)}
        for e in events[:SHOWN_PER_FUNCTION]:  # the one failure view's words for each
            failure = event_failure(fn, e)
            under = f" [{e.transform}]" if e.transform else ""
            lines.append(f"  #{index[id(e)]} at {where(e)}{under}: {failure.text} · "
                         f"{mark(e)}")
            if shows_fix(e):
                lines.append(f"     fix: {failure.fix}")
        if len(events) > SHOWN_PER_FUNCTION:
            lines.append(f"  … and {len(events) - SHOWN_PER_FUNCTION} more")
    return "\n".join(lines)


# --- %%jaxcheck ----------------------------------------------------------------------------


def run_cell(shell: Any, line: str, cell: str) -> Report:
    """The cell run as a workload target under ``line``'s options; its :class:`Report`.
    An exception from the cell is re-raised after the report is shown."""
    __tracebackhide__ = True  # IPython shows the cell's frames, not these
    import jax

    from ..config.declaration import Declaration
    from ..report import outputs
    from ..run.resolve import Entrypoint
    from ..run.runner import backend_name, run_workload
    from ..util.version import __version__

    ns = parse_options(line, cell=True)
    options = ns.options
    # checked before the cell runs, as `run` checks them
    files = {option: outputs.output_path(path, option) for option, path in (
        ("--html", ns.html), ("--junit-xml", ns.junit_xml),
        ("--trace-events", ns.trace_events))}
    number = cell_number(shell)
    source = shell.transform_cell(cell)
    name = shell.compile.cache(source, number)  # In[number], in tracebacks too
    code = compile(source, name, "exec")
    raised: list[BaseException] = []

    def workload() -> None:
        try:
            exec(code, shell.user_ns)  # the user's own cell, as IPython would run it
        except BaseException as e:
            raised.append(e)
            raise

    target = f"cell In[{number}]"
    declaration = Declaration(expect=options.expect, max_compiles=options.max_compiles)
    probes: list[EntrypointReport] = []  # --probe: each jitted function the cell called
    ep = run_workload(Entrypoint(target, workload, declaration), options, probes=probes)
    for entry in (ep, *probes):
        _in_cells(entry, shell)
    report = Report(__version__, jax.__version__, backend_name(),
                    options.report_mode([ep, *probes]), [ep, *probes])
    _write_files(report, files)
    if raised:
        from IPython.display import display

        display(report)
        error = raised[0]
        tb = error.__traceback__  # from the cell's own frame: jaxcheck's are not the story
        while tb is not None and tb.tb_frame.f_code.co_filename != name:
            tb = tb.tb_next
        raise error.with_traceback(tb or error.__traceback__)
    return report


def _in_cells(ep: EntrypointReport, shell: Any) -> None:
    """``ep``'s sites named as IPython names a cell's code (``In[4]:2``)."""
    for fn in ep.functions:
        fn.defined_at = cell_sites(fn.defined_at, shell)
        for e in fn.events:
            e.call_site = e.call_site and cell_sites(e.call_site, shell)
    # notes may name a cell's code by its file too (an overrun's words come from its
    # function's ``defined_at``, rewritten above)
    ep.notes = [cell_sites(note, shell) for note in ep.notes]
    if ep.kind == "probe":  # ``file.py:function``: the file is a cell's
        ep.args = ep.args and cell_sites(ep.args, shell)
        where, _, name = ep.target.rpartition(":")
        cell = cell_sites(f"{where}:0", shell)
        if cell != f"{where}:0":
            ep.target = f"{cell.rsplit(':', 1)[0]}:{name}"


def _write_files(report: Report, files: dict[str, str | None]) -> None:
    """The files asked for (``{option: path}``), each named once written; one error line
    for those that could not be (the report is shown all the same)."""
    from ..report.outputs import write_files

    written, failed = write_files(report, files)
    for text in written:
        print(text)
    if failed:
        print(error_line("; ".join(failed)), file=sys.stderr)


# --- the extension -----------------------------------------------------------------------

_watching: dict[int, CellWatch] = {}


def _line(shell: Any, line: str) -> None:
    word, _, rest = line.strip().partition(" ")
    key = id(shell)
    if word == "on":
        options = parse_options(rest, cell=False).options
        if key in _watching:
            _watching.pop(key).stop()
        _watching[key] = CellWatch(shell, options)
        print("jaxcheck: watching every cell; a cell's recompiles are shown after it")
    elif word == "off" and not rest.strip():
        watch = _watching.pop(key, None)
        if watch is None:
            print("jaxcheck: not watching (turn it on with %jaxcheck on)")
        else:
            watch.stop()
            print("jaxcheck: stopped watching")
    else:
        raise UsageError(f"unknown %jaxcheck {line.strip()!r}; {USAGE}")


def magic(shell: Any, line: str, cell: str | None = None) -> Report | None:
    """``%jaxcheck`` and ``%%jaxcheck``: a bad option is one line on stderr, no traceback."""
    __tracebackhide__ = True
    try:
        if cell is None:
            return _line(shell, line)
        return run_cell(shell, line, cell)
    except UsageError as e:
        print(error_line(str(e)), file=sys.stderr)
        return None


def load_ipython_extension(ipython: Any) -> None:
    """``%load_ext jaxcheck``: registers the ``%jaxcheck`` line and cell magic."""

    def jaxcheck(line: str, cell: str | None = None) -> Report | None:
        __tracebackhide__ = True
        return magic(ipython, line, cell)

    jaxcheck.__doc__ = __doc__
    ipython.register_magic_function(jaxcheck, "line_cell", "jaxcheck")


def unload_ipython_extension(ipython: Any) -> None:
    """``%unload_ext jaxcheck``: stops watching, restoring everything JAX had."""
    watch = _watching.pop(id(ipython), None)
    if watch is not None:
        watch.stop()
