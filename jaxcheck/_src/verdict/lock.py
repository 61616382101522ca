"""``jaxcheck.lock``: the ratchet that `jaxcheck check` compares against.

The lock records, per entrypoint, the compile count of each user function, the
identity of each of its recompiles (``verdict/identity.py``: cause kind, argument
path, class of change) and the variation matrix. It is deterministic and
diff-friendly: sorted keys, one value per line, no timings, absolute paths, line
numbers or object ids (a function is named by its file relative to the project and
its qualified name).

`check` fails when a count rises, a recompile has an identity the lock does not hold
(even at the same count), or a ``hit`` becomes a ``recompile``; what the lock already
records is accepted, so a known recompile does not fail the build until it gets worse
(the comparison is part of the verdict, in ``verdict/verdict.py``). Improvements are
reported; re-run `baseline` to ratchet.

It also records where it was written (``written_by``: jaxcheck, JAX, platform), so that
`check` elsewhere says so in one line instead of passing or failing on it in silence.

Version 1 (counts and matrix, no identities) still reads: `check` then gates on the
counts alone and says, in one line, to re-baseline.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import stat
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..config.declaration import AXES
from ..model.kinds import PROBE, RESULT_ORDER
from ..util.errors import IOFailure, UsageError
from ..util.io import KEEP, replace_file
from ..util.printable import one_line
from ..util.pyproject import LOCK_NAME
from .identity import event_identities

if TYPE_CHECKING:  # read, never built here: `verdict/verdict.py` imports this module
    from ..model.report import EntrypointReport, FunctionReport, Report

LOCK_VERSION = 2
#: older versions still read (`check` says to re-baseline them), each with its keys
READ_VERSIONS = {1: {"compiles", "variations"},
                 2: {"compiles", "recompiles", "variations"}}


#: a probed function's entry (``--probe``) is recorded under its target with this after
#: it: never the entry of a declared target of the same function.
PROBE_SUFFIX = " [probe]"


def key(ep: EntrypointReport) -> str:
    """The lock's name for the entry of ``ep``: its target (a probed function's with
    :data:`PROBE_SUFFIX`)."""
    return ep.target + PROBE_SUFFIX if ep.kind == PROBE else ep.target


def function_id(fn: FunctionReport) -> str:
    file = fn.defined_at.rsplit(":", 1)[0]
    if os.path.isabs(file):
        # outside the project: name it from the import root it was found under
        roots = [p for p in sys.path if p and file.startswith(os.path.join(p, ""))]
        file = os.path.relpath(file, max(roots, key=len)) if roots else os.path.basename(file)
    return f"{file}::{fn.name}"


def entry_data(ep: EntrypointReport) -> dict[str, Any]:
    compiles: dict[str, int] = {}
    recompiles: dict[str, set[str]] = {}
    for fn in ep.functions:
        key = function_id(fn)
        # variation calls are in the matrix; counts are of the base calls (or workload)
        base = [e for e in fn.events if e.variation is None]
        if base:
            compiles[key] = compiles.get(key, 0) + len(base)
        held = {i for e in base for i in event_identities(e)}
        if held:
            recompiles.setdefault(key, set()).update(held)
    matrix: dict[str, dict[str, str]] = {}
    for v in ep.variations:
        cell = matrix.setdefault(v.path, {})
        # several variations per cell (one per dimension): keep the worst
        if RESULT_ORDER.index(v.result) >= RESULT_ORDER.index(cell.get(v.axis, "skipped")):
            cell[v.axis] = v.result
    return {"compiles": compiles, "variations": matrix,
            "recompiles": {k: sorted(v) for k, v in recompiles.items()}}


def build(report: Report) -> dict[str, Any]:
    entries = {key(ep): entry_data(ep) for ep in report.entrypoints if ep.error is None}
    return {"version": LOCK_VERSION, "written_by": written_by(report),
            "entrypoints": entries}


# --- where a lock was written -------------------------------------------------------

#: what a lock records of the run that wrote it: its counts are of that JAX on that
#: platform, and each recompile's identity is in that jaxcheck's words
WRITTEN_BY = ("jaxcheck", "jax", "platform")


def written_by(report: Report) -> dict[str, str]:
    return dict(zip(WRITTEN_BY, (report.jaxcheck_version, report.jax_version,
                                 report.backend), strict=True))


def _version() -> str:
    from ..util.version import __version__

    return __version__


def judgeable(lock: dict[str, Any]) -> dict[str, Any]:
    """``lock`` as this jaxcheck can judge it: one another jaxcheck wrote keeps its counts
    and matrix, but not its identities, which are that release's words for each cause (a
    rewording is no regression); `check` then gates on counts alone, as on a version 1
    lock, and :func:`foreign` says so."""
    was = lock.get("written_by", {}).get("jaxcheck")
    if was is None or was == _version():
        return lock
    entries = {t: {k: v for k, v in e.items() if k != "recompiles"}
               for t, e in lock["entrypoints"].items()}
    return {**lock, "entrypoints": entries}


def foreign(lock: dict[str, Any], report: Report, name: str = LOCK_NAME) -> str | None:
    """The one line `check` says of a lock written under another jaxcheck, JAX or
    platform than ``report``'s run (None: the same, or not recorded). The lock still
    gates: a difference is never a failure by itself, nor a reason to pass."""
    was = lock.get("written_by") or {}
    now = written_by(report)
    differ = [k for k in WRITTEN_BY if was.get(k) and now[k] not in ("", "unknown", was[k])]
    if not differ:
        return None
    then = ", ".join(f"{k} {was[k]}" for k in differ)
    here = ", ".join(f"{k} {now[k]}" for k in differ)
    jax_said = [k for k in differ if k != "jaxcheck"]
    why = []
    if jax_said:
        why.append(f"a count that {' or '.join(jax_said)} changed reads as a regression "
                   "or an improvement")
    if "jaxcheck" in differ:
        why.append("its causes are in another jaxcheck's words, so it gates on counts and "
                   "the matrix alone")
    return (f"{name} was written under {then} (this run: {here}): it still gates, but "
            f"{'; '.join(why)}; run `jaxcheck baseline` here and commit the lock to judge "
            "this environment exactly")


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def _encode(data: dict[str, Any]) -> bytes:
    try:
        return dumps(data).encode("utf-8")
    except UnicodeEncodeError:  # a name with lone surrogates (an undecodable file name)
        return (json.dumps(data, indent=2, sort_keys=True) + "\n").encode("ascii")


# --- where the lock lives ---------------------------------------------------------


def check_path(path: Path) -> None:
    """The lock must be a regular file (or not exist yet) in an existing directory.

    Checked before any target runs. A symbolic link is refused rather than followed:
    writing through it would overwrite whatever it points to, and replacing it would
    silently turn it into a file.
    """
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        if not path.parent.is_dir():
            raise UsageError(f"cannot keep {path}: {path.parent} is not a directory") from None
        return
    except OSError as e:
        raise IOFailure(f"cannot read {path}: {e.strerror or e}") from None
    if stat.S_ISLNK(st.st_mode):
        raise UsageError(f"{path} is a symbolic link; jaxcheck neither reads nor writes a "
                         "lock through a link: replace it with the file itself")
    if stat.S_ISDIR(st.st_mode):
        raise UsageError(f"{path} is a directory, not a lock file: remove or rename it, "
                         "then run `jaxcheck baseline`")
    if not stat.S_ISREG(st.st_mode):
        raise UsageError(f"{path} is not a regular file: remove it, then run "
                         "`jaxcheck baseline`")


@contextlib.contextmanager
def _file_size_limit_as_error() -> Iterator[None]:
    """Under a file-size limit (ulimit -f), make a too-large write fail with EFBIG
    instead of SIGXFSZ killing the process before it can keep the old lock."""
    sig = getattr(signal, "SIGXFSZ", None)
    if sig is None or threading.current_thread() is not threading.main_thread():
        yield
        return
    before = signal.signal(sig, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(sig, before)


def write(path: Path, report: Report, keep: dict[str, Any] | None = None) -> dict[str, Any]:
    """Write the lock for ``report`` atomically: all of it, or the old lock unchanged.

    ``keep``: entries of the old lock for targets that did not run (a subset
    re-baselined), written unchanged beside the new ones.

    The text replaces the lock in one step (:func:`~jaxcheck._src.util.io.replace_file`,
    flushed to disk first, the old lock's permissions kept); readers see the old file
    or the new one, never a part.
    Raises :class:`IOFailure` (exit 5) when the file system refuses.
    """
    check_path(path)
    data = build(report)
    data["entrypoints"] = {**(keep or {}), **data["entrypoints"]}
    payload = _encode(data)
    try:
        with _file_size_limit_as_error():
            # the old lock's permissions kept, flushed to disk before the rename
            replace_file(path, payload, mode=KEEP, durable=True)
    except OSError as e:
        kept = "the old lock is unchanged" if path.is_file() else "no lock was written"
        raise IOFailure(f"cannot write {path}: {e.strerror or e}; {kept}") from None
    return data


# --- one writer at a time ----------------------------------------------------------

#: seconds `baseline` waits for another jaxcheck to finish updating the lock
LOCK_WAIT = 60.0
#: test-only: seconds a writer holds the update lock after reading the old lock, so that
#: a test can run two updates at once deterministically (never set it otherwise)
HOLD_VAR = "JAXCHECK_TEST_LOCK_HOLD"


def _sidecar(path: Path) -> Path:
    return path.parent / f".{path.name}.lock"


@contextlib.contextmanager
def _exclusive(path: Path, wait: float) -> Iterator[None]:
    """Hold an advisory lock (``flock``) on the sidecar file ``.jaxcheck.lock.lock`` for
    the block: two `baseline` runs (two CI jobs, a hook and a terminal) update the lock
    one after the other, each merging into what the other wrote. Waits ``wait`` seconds
    at most, then an :class:`IOFailure` naming the file.

    The holder removes the sidecar before it lets go, so nothing stays in the project;
    a waiter that then gets the lock of the removed file sees that the name now leads
    elsewhere (or nowhere) and starts again on the file that is there.
    """
    import fcntl
    import time

    sidecar = _sidecar(path)
    deadline = time.monotonic() + wait
    while True:
        try:
            fd = os.open(sidecar, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC
                         | getattr(os, "O_NONBLOCK", 0), 0o600)
        except OSError as e:
            raise IOFailure(f"cannot lock {sidecar} to update {path.name}: "
                            f"{e.strerror or e}") from None
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            try:
                same = os.path.samestat(os.fstat(fd), os.lstat(sidecar))
            except FileNotFoundError:
                same = False
            if same:
                break
        except BlockingIOError:
            if time.monotonic() >= deadline:
                os.close(fd)
                raise IOFailure(
                    f"another jaxcheck has been updating {path} for {wait:g} s (it holds "
                    f"{sidecar.name}); wait for it to finish, then run this again") from None
            time.sleep(0.05)
        except OSError as e:
            os.close(fd)
            raise IOFailure(f"cannot lock {sidecar}: {e.strerror or e}") from None
        os.close(fd)
    try:
        yield
    finally:
        with contextlib.suppress(OSError):
            os.unlink(sidecar)  # still holding the lock: see above
        os.close(fd)  # lets the lock go


def update(path: Path, report: Report, keep: Callable[[str], bool] | None = None,
           wait: float = LOCK_WAIT) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """Write the lock for ``report`` as one locked read-modify-write.

    ``keep(target)``: whether an entry of the lock as it is *now* (read under the lock,
    not when the run started) stays beside the new ones: a subset re-baselined keeps
    every other entry, including those another `baseline` wrote meanwhile. Returns the
    lock written and the one it replaced (None: none, or a corrupt one).
    """
    from ..util import env

    with _exclusive(path, wait):
        try:
            old = read(path)
        except NewerLock:
            raise
        except (UsageError, IOFailure):
            old = None  # a corrupt lock is simply replaced
        hold = env.number(HOLD_VAR, 0.0, low=0.0, high=60.0)
        if hold:
            import time

            time.sleep(hold)
        # entries kept from another jaxcheck's lock keep their counts, not its words
        kept = {k: v for k, v in judgeable(old or {"entrypoints": {}})["entrypoints"].items()
                if keep is not None and keep(k)}
        return write(path, report, keep=kept), old


# --- reading and validating ---------------------------------------------------------


def read(path: Path) -> dict[str, Any] | None:
    """The validated lock at ``path``, or None when there is none.

    Every problem is one :class:`UsageError` (exit 2) naming what is wrong, raised
    before any target runs; an I/O error is an :class:`IOFailure` (exit 5).
    """
    check_path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as e:
        raise IOFailure(f"cannot read {path}: {e.strerror or e}") from None
    return parse(raw, str(path))


class _Bad(Exception):
    pass


class _Newer(Exception):
    pass


class NewerLock(UsageError):
    """A lock of a later format than this jaxcheck reads: not corrupt, never to be
    deleted or overwritten; exit 2 with the advice to upgrade."""


def _short(value: Any) -> str:
    return one_line(repr(value), limit=60)


def _key(key: str) -> str:
    return "[" + json.dumps(key, ensure_ascii=False) + "]"


def _table(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise _Bad(f"{where} must be an object, got {_short(value)}")
    return value


def _only(table: dict[str, Any], keys: set[str], where: str) -> None:
    unknown = sorted(set(table) - keys)
    if unknown:
        raise _Bad(f"{where} has unknown key(s) {', '.join(map(_short, unknown))} "
                   f"(known: {', '.join(sorted(keys))})")


def _validate(doc: Any) -> None:
    top = _table(doc, "the document")
    # the version first: a newer format may add keys, and is to be upgraded to, not fixed
    version = top.get("version")
    if type(version) is int and version > LOCK_VERSION:
        raise _Newer(version)
    _only(top, {"version", "entrypoints", "written_by"}, "the document")
    if type(version) is not int or version not in READ_VERSIONS:
        raise _Bad(f"version must be {LOCK_VERSION}, got {_short(version)}")
    if "written_by" in top:
        written = _table(top["written_by"], "written_by")
        _only(written, set(WRITTEN_BY), "written_by")
        for name, value in written.items():
            if not isinstance(value, str):
                raise _Bad(f"written_by{_key(name)} must be a string, got {_short(value)}")
    for target, entry in _table(top.get("entrypoints"), "entrypoints").items():
        where = "entrypoints" + _key(target)
        _table(entry, where)
        _only(entry, READ_VERSIONS[version], where)
        for fid, count in _table(entry.get("compiles", {}), where + ".compiles").items():
            if type(count) is not int or count < 0:
                raise _Bad(f"{where}.compiles{_key(fid)} must be a non-negative integer, "
                           f"got {_short(count)}")
        for fid, held in _table(entry.get("recompiles", {}), where + ".recompiles").items():
            if not isinstance(held, list) or not all(isinstance(i, str) for i in held):
                raise _Bad(f"{where}.recompiles{_key(fid)} must be a list of strings "
                           f"(one per cause), got {_short(held)}")
        matrix = _table(entry.get("variations", {}), where + ".variations")
        for arg, cells in matrix.items():
            at = f"{where}.variations{_key(arg)}"
            for axis, cell in _table(cells, at).items():
                if axis not in AXES:
                    raise _Bad(f"{at} has unknown axis {_short(axis)} "
                               f"(known: {', '.join(AXES)})")
                if not isinstance(cell, str) or cell not in RESULT_ORDER:
                    raise _Bad(f"{at}{_key(axis)} must be one of "
                               f"{', '.join(RESULT_ORDER)}, got {_short(cell)}")


def parse(raw: bytes, where: str = LOCK_NAME) -> dict[str, Any]:
    """Decode and validate a lock's bytes; any problem is one :class:`UsageError`."""
    try:
        from ..util import jsonread

        try:
            # a lock is 5 levels deep; _validate checks every number and names its field
            doc = jsonread.loads(raw, max_depth=8, numbers=False)
        except jsonread.BadJSON as e:
            raise _Bad(one_line(str(e).removeprefix("is "), limit=160)) from None
        _validate(doc)
    except _Bad as e:
        raise UsageError(f"{where}: not a valid jaxcheck lock: {e}; fix it, or delete it and "
                         "run `jaxcheck baseline` to write it anew") from None
    except _Newer as e:
        from ..util.version import __version__

        raise NewerLock(f"{where} was written by a newer jaxcheck (lock version {e}; "
                         f"jaxcheck {__version__} reads version {LOCK_VERSION}): upgrade "
                         "jaxcheck, from where you installed it, to check against it") from None
    return doc


def outdated(lock: dict[str, Any], name: str = LOCK_NAME) -> str | None:
    """The one line `check` says of a lock of an older version (None: current): it is
    judged by what it holds (counts and matrix), and `baseline` writes it anew."""
    version = lock.get("version")
    if version == LOCK_VERSION:
        return None
    return (f"{name} is of lock version {version}: it holds compile counts but not the "
            "cause of each recompile, so `check` gates on counts alone; run `jaxcheck "
            "baseline` to record the causes too")


# --- stale entries ------------------------------------------------------------------


#: stale entries named one by one in `check`'s note; past these, a count
STALE_SHOWN = 5


def stale(lock: dict[str, Any], targets: list[str], root: Path) -> list[str]:
    """What ``lock`` records that no longer exists, in words: entries of targets that
    ``[tool.jaxcheck]`` no longer lists, and functions whose file (relative to ``root``)
    is gone or no longer defines them. `check` notes them; `baseline` drops them.

    At most ``STALE_SHOWN`` are named, then one "and N more": a lock of 200,000 stale
    entries costs one read of each file it names, not one per entry, and one line."""
    listed = set(targets)
    # a probed function's entry is known only by running with --probe: never stale here
    found = [f"target {t!r} (no longer in [tool.jaxcheck])"
             for t in lock["entrypoints"] if t not in listed and not t.endswith(PROBE_SUFFIX)]
    sources: dict[str, _Source] = {}
    for target, entry in lock["entrypoints"].items():
        if target in listed:
            for fid in entry.get("compiles", {}):
                why = _gone(fid, root, sources)
                if why is not None:
                    found.append(f"function {fid!r} of {target!r} ({why})")
    if len(found) > STALE_SHOWN:
        found = [*found[:STALE_SHOWN], f"and {len(found) - STALE_SHOWN:,} more"]
    return found


#: the largest source file read to see whether it still defines a function: a larger
#: one (generated code) is taken to define it, unread
MAX_SOURCE = 16 * 1024 * 1024

#: what a file a lock names holds: ``(text, None)``, or ``(None, why it is gone)``, or
#: ``(None, None)``: it could not be judged (unreadable, too large), so taken to exist
_Source = tuple[str | None, str | None]


def _gone(fid: str, root: Path, sources: dict[str, _Source]) -> str | None:
    """Why ``file::qualname`` no longer exists, or None when it may: the file is there
    and names the function (``def name`` or ``name =``); unknown forms count as existing.
    ``sources``: the files read so far, each read once."""
    file, sep, qualname = fid.partition("::")
    name = qualname.rsplit(".", 1)[-1]
    if not sep or not name.isidentifier() or os.path.isabs(file):
        return None
    if file not in sources:
        sources[file] = _source(root, file)
    text, why = sources[file]
    if text is None:
        return why
    if name not in text:  # the common case of a stale entry, without a regular expression
        return "no longer defined"
    if re.search(rf"\bdef\s+{name}\b|\b{name}\s*[:=]", text) is None:
        return "no longer defined"
    return None


def _source(root: Path, file: str) -> _Source:
    """The text of the project's ``file`` as a lock names it. Only a regular file inside
    the project is opened, and read up to :data:`MAX_SOURCE`: a hand-edited lock can name
    a FIFO (a read would wait forever), a device (``/dev/zero`` never ends) or ``../..``
    anything, and none of those defines a function of the project."""
    if ".." in Path(file).parts:
        return None, "names a path outside the project"
    path = root / file
    try:
        st = os.stat(path)  # a link is followed: a source file may be linked in
    except FileNotFoundError:
        return None, "no longer defined"
    except OSError:
        return None, None
    if not stat.S_ISREG(st.st_mode):
        return None, f"names {_kind(st.st_mode)}, not a source file"
    if st.st_size > MAX_SOURCE:
        return None, None
    try:
        # without blocking: the name may have become a FIFO since the stat
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        return None, None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            return None, f"names {_kind(mode)}, not a source file"
        data = os.read(fd, MAX_SOURCE)
    except OSError:
        return None, None
    finally:
        os.close(fd)
    return data.decode("utf-8", errors="replace"), None


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "a socket" if stat.S_ISSOCK(mode) else "a special file"
