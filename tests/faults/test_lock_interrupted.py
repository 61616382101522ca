"""An interrupt at any step of writing the lock: the old lock stays byte for byte, and
neither the temporary file nor the sidecar lock is left in the project.

A signal's ``KeyboardInterrupt`` (`baseline` updates the lock with the stop handlers
armed: ``util/stop.py``) is raised here at each step of the one atomic writer
(``util/io.replace_file``): the data written, flushed to disk, renamed into place. The
same run in a real process, signalled: ``tests/e2e/faults/test_signals_midwork.py``.
"""

from __future__ import annotations

import os

import pytest
from builders import make_entrypoint, make_report

from jaxcheck._src.verdict import lock as _lock

OLD = b'{"version": 1, "entrypoints": {}}\n'


@pytest.mark.parametrize("step", ["fchmod", "fsync", "replace"])
def test_an_interrupt_at_each_step_of_the_lock_write_keeps_the_old_lock(tmp_path, monkeypatch,
                                                                         step):
    path = tmp_path / "jaxcheck.lock"
    path.write_bytes(OLD)

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt("SIGTERM")

    monkeypatch.setattr(os, step, interrupted)
    with pytest.raises(KeyboardInterrupt):
        _lock.update(path, make_report(make_entrypoint("m:f")), wait=1)
    monkeypatch.undo()
    assert path.read_bytes() == OLD
    assert sorted(p.name for p in tmp_path.iterdir()) == ["jaxcheck.lock"]


def test_without_the_interrupt_the_same_write_replaces_the_lock(tmp_path):
    path = tmp_path / "jaxcheck.lock"
    path.write_bytes(OLD)
    _lock.update(path, make_report(make_entrypoint("m:f")), wait=1)
    assert path.read_bytes() != OLD and "m:f" in path.read_text()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["jaxcheck.lock"]
