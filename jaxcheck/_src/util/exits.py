"""What the user's code may do to the process it runs in: end it, or fork it.

jaxcheck runs the user's code in its own process (a target, an example factory, the
import of a module). Two things that code may do would otherwise leave a wrong answer:

* **end the process** with ``os._exit(n)``: no report, and the code's own exit status,
  so ``os._exit(0)`` reads as a pass. Around each call jaxcheck makes,
  :func:`trap_os_exit` turns it into :class:`Exited` (the call's error, with a report);
  around the whole run, :func:`no_silent_exit` ends the process with exit 3 and one line
  instead, wherever else it happens (while a module is imported, say).
* **end it after the verdict**, from an exit handler the code registered
  (``atexit.register(lambda: os._exit(0))``): the process would end with the handler's
  code, not the verdict's, so a failing run would read as a pass. :func:`keep_exit_code`
  holds the verdict's code from the verdict to the process's end; a thread the code left
  running that calls it before the verdict is held (:func:`park`), in the isolated
  worker's child too (:func:`hold_threads`), until the verdict's code ends the process.
* **fork**: the child comes back into jaxcheck and would go on as a second jaxcheck,
  printing a second report and a second verdict. :func:`returned` ends a child that
  comes back, as Python would end it.

Standard library only: every layer that calls the user's code uses it.
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
import traceback
from collections.abc import Iterator
from typing import Any

from .errors import TARGET_ERROR
from .printable import one_line


class Exited(BaseException):
    """The user's code called ``os._exit``: the process would have ended here, with no
    report. A ``BaseException``, so that the user's ``except Exception`` cannot keep it."""

    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


@contextlib.contextmanager
def trap_os_exit() -> Iterator[None]:
    """``os._exit(n)`` inside the block raises :class:`Exited` in this process.

    A process forked inside the block (multiprocessing ends each child with
    ``os._exit``) still exits for real."""
    real, pid = os._exit, os.getpid()

    def _exit(code: int) -> None:
        if os.getpid() != pid:
            real(code)
        if threading.current_thread() is not threading.main_thread():
            park(code)  # not the call's own thread: the call goes on to its answer
        raise Exited(code)

    os._exit = _exit
    try:
        yield
    finally:
        if os._exit is _exit:
            os._exit = real


def returned(pid: int, error: BaseException | None = None) -> None:
    """Back in jaxcheck after the user's code ran: when this is not process ``pid`` (the
    code forked and this is the child, returning or raising ``error``), end it here."""
    if os.getpid() != pid:
        exit_forked_child(error)


def exit_forked_child(error: BaseException | None) -> None:
    """A process the user's code forked came back into jaxcheck: end it as Python would.

    Only the process that started jaxcheck reports; a forked child (``os.fork`` in a
    target or a factory, returning or calling ``sys.exit``) exits here with its own exit
    code, and never prints a report or a verdict."""
    code: Any = 0
    if isinstance(error, SystemExit):
        code = error.code
    elif error is not None:
        traceback.print_exception(error)
        code = 1
    if code is not None and not isinstance(code, int):
        print(code, file=sys.stderr)
        code = 1
    from . import io

    io.flush_all()
    os._exit(code or 0)


@contextlib.contextmanager
def no_silent_exit(where: str = "jaxcheck's run") -> Iterator[None]:
    """Inside the block, ``os._exit`` called in this process by code that no call-level
    trap holds (a module's import, a thread) ends it with exit 3 and one line, never
    with the code given: the run has no verdict, so it must not read as a pass (0) or as
    a finding (1). A forked child still exits with its own code."""
    real, pid = os._exit, os.getpid()

    def _exit(code: int) -> None:
        if os.getpid() == pid and threading.current_thread() is not threading.main_thread():
            park(code)  # a thread the code left running: the verdict still comes
        if os.getpid() == pid:
            line = one_line(f"jaxcheck: error: the code under test called os._exit({code}) "
                            f"during {where}, outside any target: the process ended "
                            "without a verdict; remove the call (raise an exception, or "
                            "return, instead)", limit=500)
            with contextlib.suppress(Exception):
                from . import io

                io.flush_all()
            with contextlib.suppress(OSError):
                os.write(2, (line + "\n").encode(errors="backslashreplace"))
            real(TARGET_ERROR)
        real(code)

    os._exit = _exit
    try:
        yield
    finally:
        if os._exit is _exit:
            os._exit = real


def hold_threads() -> None:
    """From now on, ``os._exit`` called by a thread other than the main one (a thread the
    user's code left running) in this process is held (:func:`park`); the main thread's
    exits stay real. For the isolated worker's child, whose main thread ends it with the
    run's own code once the answer is sent: a thread of the target must not end it
    first, with its own code and no answer."""
    real, pid = os._exit, os.getpid()

    def _exit(code: int) -> None:
        if os.getpid() == pid and threading.current_thread() is not threading.main_thread():
            park(code)
        real(code)

    os._exit = _exit


#: threads held in :func:`park`: they called ``os._exit`` and wait for the process's end
PARKED: set[int] = set()


def park(code: int) -> None:
    """A thread the user's code left running called ``os._exit(code)`` while jaxcheck
    still works toward its verdict: the process must not end with the thread's code (a
    pass, for ``os._exit(0)``), nor lose the verdict. Say so in one line and hold the
    thread for good; the verdict's code ends the process (:func:`keep_exit_code`)."""
    PARKED.add(threading.get_ident())
    with contextlib.suppress(OSError):
        os.write(2, (f"jaxcheck: note: a thread of the code under test called "
                     f"os._exit({code}) before the verdict; jaxcheck held it and exits "
                     "with the verdict's code\n").encode())
    threading.Event().wait()


def keep_exit_code(code: object) -> None:
    """The process is about to exit with ``code`` (the verdict's, as ``SystemExit``
    carries it): from now on, ``os._exit`` called in this process (by a thread the user's
    code left running, or an exit handler it registered) ends it with ``code`` instead
    of its own, and says so in one line."""
    final = code if isinstance(code, int) else (0 if code is None else 1)
    real, pid = os._exit, os.getpid()

    def _exit(given: int) -> None:
        if os.getpid() != pid:
            real(given)
        if given != final:
            with contextlib.suppress(Exception):
                from . import io

                io.flush_all()
            with contextlib.suppress(OSError):
                os.write(2, (f"jaxcheck: note: the code under test called os._exit({given}) "
                             f"after the verdict; jaxcheck exits with the verdict's code "
                             f"{final}\n").encode())
        real(final)

    os._exit = _exit
