"""Ctrl-C and SIGTERM while targets run: a request to stop that cannot be lost.

Python's own handler raises ``KeyboardInterrupt`` wherever the main thread happens to
be, and there it can be lost: raised inside a garbage-collection callback (JAX
registers one) or a finalizer, it is printed as "Exception ignored in ..." and the run
goes on, ignoring a CI cancel. Here a signal first sets a flag. The exception is raised
at once only where it cannot be lost (not during a collection, which jaxcheck tracks
with callbacks of its own around everyone else's, nor in a ``__del__``); elsewhere the
run stops at the next :func:`checkpoint` (before each call jaxcheck makes, at each
jitted call that reaches JAX's Python path, in the loop that waits for workers), where
``KeyboardInterrupt`` is raised from jaxcheck's own frame, and again at each later one
if the target swallowed it. Either way it becomes the report of what finished. A target
that reaches no checkpoint (a loop inside garbage collection, one long XLA call) is
ended by the hard deadline: ``GRACE`` seconds after the first signal, or at once on a
second one, jaxcheck ends its own process tree (what :func:`on_hard_stop` registered,
every descendant process) and exits 130.
"""

from __future__ import annotations

import contextlib
import os
import signal
import threading
from collections.abc import Callable, Iterator

from . import env
from .errors import INTERRUPTED

#: the real ``_exit``: a run replaces ``os._exit`` while a target runs (to report a
#: target that calls it), and the hard stop must end the process all the same
_exit = os._exit

#: seconds between the first signal and the hard stop (``JAXCHECK_STOP_GRACE``).
GRACE = env.number("JAXCHECK_STOP_GRACE", 5.0, low=0.1, high=60.0)

_requested: str | None = None
_armed = 0
_cleanups: list[Callable[[], None]] = []
_watchdog: threading.Timer | None = None


def requested() -> str | None:
    """The name of the signal that asked the run to stop, or None."""
    return _requested


def checkpoint() -> None:
    """Raise ``KeyboardInterrupt`` here if a stop was requested (main thread only)."""
    if _requested is not None and threading.current_thread() is threading.main_thread():
        raise KeyboardInterrupt(_requested)


def on_hard_stop(cleanup: Callable[[], None]) -> Callable[[], None]:
    """Run ``cleanup`` (kill workers, remove a temporary directory) if the hard deadline
    ends the process; returns a function that unregisters it."""
    _cleanups.append(cleanup)

    def forget() -> None:
        with contextlib.suppress(ValueError):
            _cleanups.remove(cleanup)

    return forget


def _descendants(pid: int) -> list[int]:
    from .proctree import children

    found, todo = [], [pid]
    while todo:
        for child in children(todo.pop()):
            if child not in found:
                found.append(child)
                todo.append(child)
    return found


def hard_stop() -> None:
    """End this process and every process it started, now."""
    with contextlib.suppress(OSError):
        os.write(2, f"jaxcheck: interrupted: the run did not stop within {GRACE:g} s of "
                    f"{_requested or 'the signal'}; ending it and its processes\n".encode())
    for cleanup in list(_cleanups):
        with contextlib.suppress(Exception):
            cleanup()
    with contextlib.suppress(Exception):
        for pid in _descendants(os.getpid()):
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
    _exit(INTERRUPTED)


_collecting = False


def _gc_start(phase: str, info: dict) -> None:  # first of gc.callbacks
    global _collecting
    if phase == "start":
        _collecting = True


def _gc_stop(phase: str, info: dict) -> None:  # last of gc.callbacks
    global _collecting
    if phase == "stop":
        _collecting = False


def _safe_to_raise(frame: object) -> bool:
    """Whether an exception raised in ``frame`` reaches the run: not during a garbage
    collection (its callbacks and finalizers print and drop it), not in a ``__del__``.

    A callback the program appends after jaxcheck's (``gc.callbacks.append`` in the
    target) runs after ``_gc_stop`` has said the collection ended, so the interrupted
    frames are read too: one of them a registered callback's, or a ``__del__``, is
    inside the collection."""
    if _collecting:
        return False
    import gc

    callbacks = {getattr(cb, "__code__", None) for cb in gc.callbacks} - {None}
    for _ in range(64):
        code = getattr(frame, "f_code", None)
        if code is None:
            return True
        if code in callbacks or code.co_name == "__del__":
            return False
        frame = getattr(frame, "f_back", None)
    return True


def _handler(signum: int, frame: object) -> None:
    global _requested, _watchdog
    if _requested is not None:  # a second Ctrl-C: the user means it
        hard_stop()
    _requested = signal.Signals(signum).name
    _watchdog = threading.Timer(GRACE, hard_stop)
    _watchdog.daemon = True
    _watchdog.start()
    if _safe_to_raise(frame):
        raise KeyboardInterrupt(_requested)


@contextlib.contextmanager
def stop_on_signals() -> Iterator[None]:
    """SIGINT and SIGTERM become a stop request inside the block (the main thread only;
    elsewhere, or nested, the block runs as it is). On leaving, the deadline is called
    off and the request cleared."""
    global _armed, _requested, _watchdog
    if threading.current_thread() is not threading.main_thread() or _armed:
        yield
        return
    import gc

    previous = {s: signal.signal(s, _handler) for s in (signal.SIGINT, signal.SIGTERM)}
    gc.callbacks.insert(0, _gc_start)
    gc.callbacks.append(_gc_stop)
    _armed += 1
    try:
        yield
    finally:
        _armed -= 1
        for callback in (_gc_start, _gc_stop):
            with contextlib.suppress(ValueError):
                gc.callbacks.remove(callback)
        for s, handler in previous.items():
            signal.signal(s, handler)
        if _watchdog is not None:
            _watchdog.cancel()
        _watchdog, _requested = None, None
