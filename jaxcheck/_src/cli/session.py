"""Shared by the subcommands: run with the user's output kept apart and progress shown,
print each target's panel as it finishes, then the rest of the report."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from ..config import options
from ..config.options import Hooks
from ..model.report import EntrypointReport, Report
from ..report import outputs


class Session:
    """One command's run and output.

    Under ``json`` stdout is reserved for the one document from the start: whatever the
    targets print, by Python or C, now or at exit, goes to stderr. Otherwise each
    target's panel goes to stdout the moment it finishes, judged (``observe.finish.judge``) against
    ``lock`` (the parsed ``jaxcheck.lock`` of ``check``, data) when there is one.
    ``root``: the project root, when the targets run from there (paths in the panels
    are shown from the current directory).
    """

    def __init__(self, output_format: str, verbose: bool = False,
                 lock: dict[str, Any] | None = None) -> None:
        self.format = output_format
        self.verbose = verbose
        self.lock = lock
        self.root: str | None = None
        self.shown: set[int] = set()
        self._judged: set[int] = set()
        self._document: Any = None
        self._console: Any = None
        #: the process that reports: a process the user's code forked never prints a
        #: panel or a second document, whatever path brought it back here
        self.pid = os.getpid()

    def produce(self, make_report: Callable[[Hooks], Report]) -> Report:
        """``make_report(hooks)`` run with progress shown, Ctrl-C and SIGTERM turned into
        a report of what finished, and the user's output kept off the JSON document."""
        from ..util import exits, hostenv, io
        from ..util.stop import stop_on_signals
        from . import progress

        problem = hostenv.xla_flags_problem()  # XLA would end the run: said before it
        if problem is not None:
            raise hostenv.EnvironmentProblem(problem)
        if outputs.holds_stdout(self.format):
            self._document = io.reserve_stdout()
        # jaxcheck's own streams while the targets run: a target that closes sys.stdout,
        # sys.stderr, fd 1 or fd 2 cannot take the progress, panels or report with it
        own = io.OwnStreams()
        try:
            with own:
                self._console = outputs.console(self.format, own.out)
                err = outputs.inert(self.format, own.err)
                # off a terminal, a line per target on stderr only where stdout is a
                # document: otherwise each target's own line is printed as it finishes
                shown = progress.Progress(on_finish=self._finished, stream=err,
                                          echo=outputs.holds_stdout(self.format))
                hooks = Hooks(progress=shown,
                              keep_on_interrupt=True,
                              own_process=options.OWN_PROCESS)
                # os._exit where no call-level trap holds it (a module's import): exit
                # 3 and one line, never the silent pass of an empty report
                with stop_on_signals(), hooks.progress, exits.no_silent_exit():
                    report = make_report(hooks)
        except BaseException:
            io.release_stdout()
            raise
        finally:
            self._console = None  # its stream is closed: a panel not shown yet comes later
        for ep in report.entrypoints:
            self._judge(ep)
        return report

    def _judge(self, ep: EntrypointReport) -> None:
        if self.lock is not None and id(ep) not in self._judged:
            from ..observe.finish import judge

            self._judged.add(id(ep))
            judge(ep, self.lock)

    def _finished(self, reports: list[EntrypointReport]) -> None:
        if os.getpid() != self.pid:
            return
        for ep in reports:
            self._judge(ep)
            if self._console is None:
                continue
            try:
                outputs.panel(ep, self._console, self.verbose, self.root)
            except OSError:  # stdout closed: the final render reports it (exit 5)
                self._console = None
                continue
            self.shown.add(id(ep))

    def render(self, report: Report, files: Mapping[str, str | None] | None = None) -> None:
        """The rest of the report (the panels not shown yet, the summary) and the files
        ``files`` asks for (``{option: path}``, from :func:`outputs.checked`)."""
        if os.getpid() != self.pid:
            return
        skip = {i for i, ep in enumerate(report.entrypoints) if id(ep) in self.shown}
        try:
            outputs.emit(report, self.format, files, self.verbose, skip=skip,
                         document=self._document)
        finally:
            from ..util import io

            io.release_stdout()

    def exit_code(self, report: Report) -> int:
        """The verdict's exit code (``Report.exit_code``); an interrupted run says so."""
        if report.interrupted:
            print("jaxcheck: interrupted", file=sys.stderr)
        return report.exit_code


def inputs_of(targets: Iterable[str] = (), command: Iterable[str] = ()) -> list[str]:
    """The files a run reads that an output must not replace: the project's pyproject.toml
    and jaxcheck.lock, the files of ``targets`` (found without importing anything), and
    the files a program's ``command`` names."""
    from ..config import table as config

    found = config.find_pyproject()
    files = []
    if found:
        from ..util.pyproject import LOCK_NAME

        files = [str(found), str(found.parent / LOCK_NAME)]
    roots = [os.getcwd(), *([str(found.parent)] if found else []), *sys.path]
    for target in targets:
        module = target.rpartition(":")[0] or target
        if module.endswith(".py") or "/" in module or os.sep in module:
            files.append(module)
            continue
        rel = module.replace(".", os.sep)
        files += [os.path.join(root or ".", rel + tail) for root in roots
                  for tail in (".py", os.sep + "__init__.py")]
    files += [arg for arg in command if os.path.isfile(arg)]
    return files
