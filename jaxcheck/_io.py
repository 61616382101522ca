"""Keep the user's output apart from the report; replace a file in one step."""

from __future__ import annotations

import contextlib
import ctypes
import json
import os
import signal
import sys
import tempfile
from collections.abc import Iterator
from typing import Any, TextIO


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
    return os.fdopen(fd, "w", encoding="utf-8", closefd=True)


def replace_json(path: str | os.PathLike, data: Any, **dump: Any) -> None:
    """Replace ``path`` with ``data`` as JSON in one step: a reader sees the old document
    or the new one, never half of one. The temporary file sits beside ``path`` (a rename
    does not cross file systems) and is removed if the write fails."""
    directory, name = os.path.split(os.fspath(path))
    fd, tmp = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=directory or ".")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, **dump)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


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
