"""Keep the user's output apart from the report."""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator


@contextlib.contextmanager
def user_output_to_stderr() -> Iterator[None]:
    """Send everything written to stdout, by Python or by C code, to stderr.

    Used around imports and target runs under ``--format json`` so that stdout
    carries exactly the one document jaxcheck writes after the run.
    """
    with contextlib.suppress(Exception):
        sys.stdout.flush()
    try:
        saved_fd = os.dup(1)
    except OSError:  # no real stdout (embedded); Python-level redirect only
        saved_fd = None
    saved_sys_stdout = sys.stdout
    if saved_fd is not None:
        os.dup2(2, 1)
    sys.stdout = sys.stderr
    try:
        yield
    finally:
        with contextlib.suppress(Exception):
            sys.stdout.flush()
        sys.stdout = saved_sys_stdout
        if saved_fd is not None:
            os.dup2(saved_fd, 1)
            os.close(saved_fd)
