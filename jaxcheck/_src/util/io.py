"""Keep the user's output apart from the report; write an output file; replace a file in
one step (:func:`replace_file`, the one atomic writer)."""

from __future__ import annotations

import contextlib
import ctypes
import json
import os
import signal
import stat
import sys
import tempfile
from collections.abc import Callable, Iterator
from typing import Any, TextIO, TypeVar

T = TypeVar("T")


def temporary(make: Callable[[], T]) -> T:
    """``make()``, which makes a temporary file or directory; a failure (``TMPDIR`` gone,
    full or not writable, and no fallback Python would take) is one
    :class:`~jaxcheck._src.util.errors.IOFailure` line naming the directory and the fix,
    exit 5, never an internal error."""
    from .errors import IOFailure

    try:
        return make()
    except OSError as e:
        where = os.path.dirname(e.filename) if isinstance(e.filename, str) else (
            os.environ.get("TMPDIR") or "the temporary directory")
        raise IOFailure(f"cannot make a temporary file in {where}: {e.strerror or e}; free "
                        "space there, or set TMPDIR to a writable directory with room"
                        ) from None


def flush_all() -> None:
    """Flush every stdio buffer of this process: Python's (``sys.stdout`` and
    ``sys.__stdout__`` may differ) and C's (``printf`` buffers fully on a pipe)."""
    for stream in {id(s): s for s in (sys.stdout, sys.stderr, sys.__stdout__,
                                      sys.__stderr__) if s is not None}.values():
        with contextlib.suppress(Exception):
            stream.flush()
    with contextlib.suppress(Exception):
        ctypes.CDLL(None).fflush(None)


_embedded: TextIO | None = None


def release_stdout() -> None:
    """Give back a ``sys.stdout`` that :func:`reserve_stdout` replaced in Python only (an
    embedding such as a test runner owns it, and may close what it wraps when the last
    reference goes); the fd-level reservation of the command line stays."""
    global _embedded
    if _embedded is not None:
        sys.stdout, _embedded = _embedded, None


def reserve_stdout() -> TextIO:
    """Keep stdout for one document, for the rest of this process.

    Returns a stream on the real stdout; from now on fd 1 and ``sys.stdout`` lead to
    stderr, so whatever the user's code prints later (``atexit`` handlers, C buffers
    flushed at exit) cannot follow the document. For the command line only.
    """
    flush_all()
    document = sys.stdout
    try:
        if document.fileno() != 1:  # stdout replaced in Python (embedded): leave fds alone
            raise OSError
        fd = os.dup(1)
        os.dup2(2, 1)
    except (OSError, ValueError, AttributeError):
        global _embedded
        _embedded = document
        sys.stdout = sys.stderr
        return document
    sys.stdout = sys.stderr
    # a lone surrogate (an undecodable name) is written as its JSON escape, \\udc80
    return os.fdopen(fd, "w", encoding="utf-8", errors="backslashreplace", closefd=True)


def write_text(path: str | os.PathLike, text: str) -> None:
    """The one writer of jaxcheck's output files (``--junit-xml``, ``--html``,
    ``--trace-events``): UTF-8, and a lone surrogate from the user's strings (an
    exception message, an undecodable file name) written as its escape ``\\udc80``
    rather than failing the write. Raises only :class:`OSError`, which the caller turns
    into one line and exit 5.

    Written in place, not replaced (:func:`replace_file`): the path is the user's to
    name, and what is there is theirs: a link (``latest.xml`` to the build's own file)
    is written through, ``/dev/stdout`` or a pipe works, and a link to nowhere fails
    as it would for any program."""
    data = text.encode("utf-8", errors="backslashreplace")
    with open(path, "wb") as f:
        f.write(data)


def replace_json(path: str | os.PathLike, data: Any, **dump: Any) -> None:
    """Replace ``path`` with ``data`` as JSON in one step (:func:`replace_file`): a
    reader sees the old document or the new one, never half of one."""
    replace_file(path, json.dumps(data, **dump))


#: :func:`replace_file`'s ``mode`` that keeps the permissions of the file replaced.
KEEP = "keep"


def replace_file(path: str | os.PathLike, data: str | bytes, *,
                 mode: int | str | None = None, mode_required: bool = True,
                 durable: bool = False) -> None:
    """The one way jaxcheck replaces a file: in one step, so that a reader (another
    jaxcheck, an editor, a CI job) sees the old file or the new one, never a part.

    ``data`` (text is written as UTF-8) goes to a temporary file beside ``path``
    (``.NAME.XXXX.tmp``: a rename does not cross file systems), which is then renamed
    over ``path``; a link at ``path`` is replaced, never written through. On any
    failure the temporary file is removed and the error raised as it came (an
    :class:`OSError` from the file system): the caller words it.

    ``mode``, the new file's permissions: None leaves the temporary file's own (0600:
    a file for jaxcheck alone, such as a snapshot); :data:`KEEP` takes those of the file
    replaced, and for a new file those ``open`` would give it (0666 less the umask),
    so that a user's lock or source file keeps who may read it; a number is taken as
    it is (the cache index: readable as JAX's own cache files are).
    ``mode_required=False``: a file system that refuses the mode (some network
    mounts) still gets the file, with the temporary file's mode.

    ``durable``: the data is flushed to disk before the rename and the rename itself
    made durable (the directory synced, where it can be): for a file whose loss a
    crash must not cause (the lock). Without it the rename alone is atomic.
    """
    directory, name = os.path.split(os.fspath(path))
    directory = directory or "."
    if mode == KEEP:
        try:
            mode = stat.S_IMODE(os.stat(path).st_mode)
        except OSError:
            mode = 0o666 & ~umask()
    payload = data.encode("utf-8") if isinstance(data, str) else data
    fd, tmp = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=directory)
    try:
        with os.fdopen(fd, "wb") as f:
            if mode is not None:
                try:
                    os.fchmod(f.fileno(), mode)
                except OSError:
                    if mode_required:
                        raise
            f.write(payload)
            if durable:
                f.flush()
                os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    if durable:
        with contextlib.suppress(OSError):  # make the rename itself durable
            dir_fd = os.open(directory, os.O_RDONLY)
            try:
                os.fsync(dir_fd)
            finally:
                os.close(dir_fd)


def umask() -> int:
    """This process's umask, read without setting it where the system lets it be read
    (setting it to learn it races with other threads creating files)."""
    try:
        with open("/proc/self/status") as f:
            return int(next(line for line in f if line.startswith("Umask:")).split()[1], 8)
    except (OSError, StopIteration, ValueError, IndexError):
        mask = os.umask(0o022)
        os.umask(mask)
        return mask


@contextlib.contextmanager
def signal_handled(signum: int, handler: Any) -> Iterator[None]:
    """``handler`` for ``signum`` inside the block, the previous one restored after; a
    no-op outside the main thread, where Python cannot set handlers."""
    try:
        previous = signal.signal(signum, handler)
    except ValueError:  # not the main thread
        yield
        return
    try:
        yield
    finally:
        signal.signal(signum, previous)


class OwnStreams:
    """jaxcheck's stdout and stderr, which the user's code running in this process cannot
    take away.

    On entry the descriptors behind ``sys.stdout`` and ``sys.stderr`` (fd 1 and fd 2,
    or the reserved stdout of ``--format json``) are duplicated, and ``out`` and ``err``
    are streams on the duplicates: progress and panels go there while targets run. On
    exit fd 1 and fd 2 are put back from the duplicates and ``sys.stdout``/``sys.stderr``
    are the objects they were (new ones on the same descriptors when a target closed
    them), so a target that closed ``sys.stdout``, ``sys.stderr``, fd 1 or fd 2 still
    gets its report, its JUnit file and its true exit code. A stream that is not a real
    descriptor (a test runner's capture) is used as it is.
    """

    def __init__(self) -> None:
        self.out: TextIO = sys.stdout
        self.err: TextIO = sys.stderr
        self._saved: dict[int, int] = {}  # fd -> its duplicate
        self._objects: tuple[TextIO, TextIO] = (sys.stdout, sys.stderr)
        self._own: list[TextIO] = []

    def _dup(self, stream: TextIO) -> TextIO:
        try:
            fd = stream.fileno()
        except (OSError, ValueError, AttributeError):
            return stream
        if fd not in (1, 2):
            return stream
        try:
            if fd not in self._saved:
                self._saved[fd] = os.dup(fd)  # not inherited by the user's children
            mine = os.fdopen(os.dup(self._saved[fd]), "w", encoding=_encoding(stream),
                             errors="backslashreplace", buffering=1)
        except OSError:
            return stream
        self._own.append(mine)
        return mine

    def __enter__(self) -> OwnStreams:
        flush_all()
        self._objects = (sys.stdout, sys.stderr)
        self.out, self.err = self._dup(sys.stdout), self._dup(sys.stderr)
        return self

    def __exit__(self, *exc: Any) -> None:
        flush_all()
        for fd, copy in self._saved.items():
            with contextlib.suppress(OSError):
                os.dup2(copy, fd)  # back, whatever the target closed or redirected
            with contextlib.suppress(OSError):
                os.close(copy)
        self._saved.clear()
        for stream in self._own:
            with contextlib.suppress(Exception):
                stream.close()
        self._own.clear()
        stdout, stderr = self._objects
        sys.stdout, sys.stderr = _usable(stdout), _usable(stderr)
        for name in ("__stdout__", "__stderr__"):
            stream = getattr(sys, name)
            if stream is not None and stream.closed:
                setattr(sys, name, _usable(stream))


def _encoding(stream: Any) -> str:
    return getattr(stream, "encoding", None) or "utf-8"


def _usable(stream: TextIO) -> TextIO:
    """``stream``, or a new stream on its descriptor when the user's code closed it."""
    if not getattr(stream, "closed", False):
        return stream
    fd = {"<stdout>": 1, "<stderr>": 2}.get(getattr(stream, "name", ""), 2)
    return os.fdopen(os.dup(fd), "w", encoding=_encoding(stream),
                     errors=getattr(stream, "errors", None) or "strict",
                     buffering=1 if fd == 2 or getattr(stream, "line_buffering", False) else -1)
