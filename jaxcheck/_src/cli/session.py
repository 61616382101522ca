"""Shared by the subcommands: run with the user's output kept apart and progress shown,
print each target's panel as it finishes, then the rest of the report."""

from __future__ import annotations

import contextlib
import errno
import os
import sys
import tempfile
from collections.abc import Callable, Iterable
from typing import Any

from ..config import options
from ..config.options import Hooks
from ..model.report import EntrypointReport, Report
from ..util.errors import IOFailure, UsageError
from ..util.paths import output_path
from ..util.printable import sanitize

FORMATS = ("rich", "json", "github")


class Session:
    """One command's run and output.

    Under ``json`` stdout is reserved for the one document from the start: whatever the
    targets print, by Python or C, now or at exit, goes to stderr. Otherwise each
    target's panel goes to stdout the moment it finishes, judged by ``_verdict`` against
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

    def produce(self, make_report: Callable[[Hooks], Report]) -> Report:
        """``make_report(hooks)`` run with progress shown, Ctrl-C and SIGTERM turned into
        a report of what finished, and the user's output kept off the JSON document."""
        from ..util import io
        from ..util.stop import stop_on_signals
        from . import progress

        if self.format == "json":
            self._document = io.reserve_stdout()
        # jaxcheck's own streams while the targets run: a target that closes sys.stdout,
        # sys.stderr, fd 1 or fd 2 cannot take the progress, panels or report with it
        own = io.OwnStreams()
        try:
            with own:
                if self.format != "json":
                    self._console = _console(inert(self.format, own.out))
                hooks = Hooks(progress=progress.Progress(on_finish=self._finished,
                                                          stream=inert(self.format, own.err)),
                              keep_on_interrupt=True,
                              own_process=options.OWN_PROCESS)
                with stop_on_signals(), hooks.progress:
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
            from ..verdict import verdict

            self._judged.add(id(ep))
            verdict.judge_against_lock(ep, self.lock)

    def _finished(self, reports: list[EntrypointReport]) -> None:
        for ep in reports:
            self._judge(ep)
            if self._console is None:
                continue
            from ..report import terminal as _render_rich

            try:
                _render_rich.render_entrypoint(sanitize(ep), self._console, self.verbose,
                                               self.root)
            except OSError:  # stdout closed: the final render reports it (exit 5)
                self._console = None
                continue
            self.shown.add(id(ep))

    def render(self, report: Report, junit_xml: str | None = None, html: str | None = None,
               trace_events: str | None = None) -> None:
        skip = {i for i, ep in enumerate(report.entrypoints) if id(ep) in self.shown}
        try:
            render(report, self.format, self.verbose, junit_xml, skip=skip,
                   document=self._document, html=html, trace_events=trace_events)
        finally:
            from ..util import io

            io.release_stdout()

    def exit_code(self, report: Report) -> int:
        """The verdict's exit code (``_verdict.exit_code``); an interrupted run says so."""
        if report.interrupted:
            print("jaxcheck: interrupted", file=sys.stderr)
        return report.exit_code


def github_enabled(output_format: str) -> bool:
    return output_format == "github" or os.environ.get("GITHUB_ACTIONS") == "true"


def inert(output_format: str, stream: Any) -> Any:
    """``stream``, which under GitHub lets through no line the runner would run as a
    workflow command: what jaxcheck prints there holds the user's strings."""
    if not github_enabled(output_format):
        return stream
    from ..report.github import Inert

    return Inert(stream)


def outputs(paths: dict[str, str | None], inputs: Iterable[str | os.PathLike] = ()
            ) -> dict[str, str | None]:
    """Every output file given (``{option: path}``), checked before anything runs: each
    a path of its own, none of them a file the run reads (``inputs``: the lock,
    pyproject.toml, target files), each one creatable now. Returns the absolute paths."""
    full = {option: output_path(path, option) for option, path in paths.items()}
    seen: dict[str, str] = {}
    for option, path in full.items():
        if path is None:
            continue
        key = os.path.realpath(path)
        if key in seen:
            raise UsageError(f"{seen[key]} and {option} name the same file {paths[option]!r}: "
                             "one would overwrite the other; give each output its own path")
        seen[key] = option
    for item in inputs:
        key = os.path.realpath(item)
        if key in seen:
            option = seen[key]
            raise UsageError(f"bad {option} {paths[option]!r}: this run reads that file "
                             f"({os.fspath(item)}), and writing the report there would "
                             "replace it; give another path")
    for option, path in full.items():
        if path is not None:
            _creatable(path, option, paths[option])
    return full


def _creatable(path: str, option: str, given: str | None) -> None:
    """Whether ``path`` can be written: probed now, so that a run of many minutes does not
    end with nowhere to put its result (exit 2 here, instead of exit 5 after it)."""
    try:
        if os.path.lexists(path):
            if os.path.exists(path) and not os.access(path, os.W_OK):
                raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))
            return  # a dangling link: only the write can tell
        fd, probe = tempfile.mkstemp(prefix=".jaxcheck-probe-", dir=os.path.dirname(path))
        os.close(fd)
        os.unlink(probe)
    except OSError as e:
        raise UsageError(f"bad {option} {given!r}: cannot create a file there "
                         f"({e.strerror or e}); give a writable path") from None


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


def _console(file: Any = None):
    from rich.console import Console

    class _Console(Console):
        def on_broken_pipe(self) -> None:
            # rich would exit 1, which says "unexpected recompiles": report an I/O error
            self.quiet = True
            raise BrokenPipeError(errno.EPIPE, os.strerror(errno.EPIPE))

    return _Console(file=file)


def _drop_stdout(stream: Any = None) -> None:
    """Point a stdout that cannot be written at /dev/null, so that what is still buffered
    does not fail again (with a traceback) when Python exits."""
    with contextlib.suppress(OSError, ValueError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, (stream or sys.stdout).fileno())
        os.close(devnull)


def write_files(report: Report, html: str | None, trace_events: str | None
                ) -> tuple[list[str], list[str]]:
    """Write the --html and --trace-events files: (lines naming them, failures)."""
    import importlib

    written, failed = [], []
    for path, option, name, line in (
            (html, "--html", "htmlreport", "HTML report: {}"),
            (trace_events, "--trace-events", "traceevents",
             "Trace events: {} (open in https://ui.perfetto.dev)")):
        if not path:
            continue  # its renderer is not even imported
        module = importlib.import_module(f"...report.{name}", __name__)
        try:
            module.write(path, report)
            written.append(line.format(path))
        except OSError as e:
            failed.append(f"cannot write {option} {path}: {e.strerror or e}")
    return written, failed


def render(report: Report, output_format: str, verbose: bool = False,
           junit_xml: str | None = None, skip: set[int] | None = None,
           document: Any = None, html: str | None = None,
           trace_events: str | None = None) -> None:
    """The report on stdout (``document``: where the JSON goes; ``skip``: indices of
    panels printed already), then the files; a file that cannot be written is reported
    after the report (:class:`IOFailure`, exit 5), never instead of it."""
    # People read the rich report, JUnit and GitHub: they get the user's strings made
    # printable. JSON escapes control characters itself and keeps the strings as they are.
    shown = sanitize(report)
    written, failed = write_files(report, html, trace_events)
    try:
        if output_format == "json":
            from ..report import jsonreport as _render_json

            out = document or sys.stdout
            text = _render_json.render(report)
            if github_enabled(output_format):  # the same document, no ##[ for the runner
                text = text.replace("##[", "#\\u0023[")  # (only a string can hold a #)
            out.write(text + "\n")
            out.flush()
            for line in written:  # stdout holds the JSON document alone
                print(line, file=inert(output_format, sys.stderr))
        else:
            from ..report import terminal as _render_rich

            console = _console(inert(output_format, sys.stdout))
            _render_rich.render(shown, console, verbose=verbose, skip=skip or set())
            for line in written:
                console.print(line, highlight=False, soft_wrap=True, markup=False)
        if github_enabled(output_format):
            from ..report import github as _render_github

            # annotations go to stdout, where the runner reads workflow commands;
            # under json they would break the document, so they go to stderr there
            stream = sys.stderr if output_format == "json" else sys.stdout
            _render_github.emit(shown, stream.write, failed)
        sys.stdout.flush()
    except OSError as e:  # a closed pipe (`| head`), a full disk
        failed.insert(0, f"cannot write the report to stdout: {e.strerror or e}")
        _drop_stdout(document)
    if junit_xml:
        from ..report import junitxml as _render_junit

        try:
            _render_junit.write(junit_xml, shown)
        except OSError as e:
            failed.append(f"cannot write --junit-xml {junit_xml}: {e.strerror or e}")
    if failed:
        raise IOFailure("; ".join(failed))
