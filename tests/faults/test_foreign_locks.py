"""Locks from elsewhere: a lock written under another JAX, platform or jaxcheck says so in
one line (and to re-baseline) but still gates; entries naming FIFOs, devices or files
outside the project are stale, never opened or read (a FIFO would hang `check`, a device
read until memory runs out); entries of targets the project no longer declares are named
in one note (exit code unchanged) and dropped by `baseline`.

Every case runs the real typer app in this process on real JAX; JAX's compile log counts.
"""

from __future__ import annotations

import json
import os
import threading

import pytest
from helpers import (
    compiled,
    fault_project,  # noqa: F401 (the fixture `project`)
    invoke,
    jax_compile_log,
)

from jaxcheck._src.util import errors
from jaxcheck._src.verdict import lock as _lock


def _in_time(body, seconds: float = 60.0):
    """``body()`` in a thread, failing the test if it is not done in ``seconds`` (a read
    of a FIFO would block forever: the test must fail, not hang)."""
    box: dict = {}

    def run():
        try:
            box["value"] = body()
        except BaseException as e:  # noqa: BLE001 (raised again below)
            box["error"] = e

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"still running after {seconds} s (a blocking read?)"
    if "error" in box:
        raise box["error"]
    return box["value"]


def _baselined(root, target) -> dict:
    with jax_compile_log() as log:
        assert invoke("baseline", "--no-isolate")[0] == errors.OK
    assert compiled(log, "double") == 1
    return json.loads((root / "jaxcheck.lock").read_text())


# --- entries naming what is not a source file of the project --------------------------


def _special(root, tmp_path, kind: str) -> str:
    """A file id (``file::name``) naming ``kind``; what it names made in the project."""
    if kind == "fifo":
        os.mkfifo(root / "pipe.py")  # nothing ever writes to it: a read waits forever
        return "pipe.py::step"
    if kind == "device-link":
        (root / "zero.py").symlink_to("/dev/zero")  # a read never ends
        return "zero.py::step"
    if kind == "outside":
        (tmp_path / "secret.py").write_text("def step(): pass\n")
        return "../secret.py::step"
    if kind == "device-by-path":
        return "../" * (len(root.parts) + 2) + "dev/zero::step"
    if kind == "directory":
        (root / "folder.py").mkdir()
        return "folder.py::step"
    raise AssertionError(kind)


WHY = {"fifo": "names a FIFO", "device-link": "names a device",
       "outside": "outside the project", "device-by-path": "outside the project",
       "directory": "names a directory"}


@pytest.mark.parametrize("kind", sorted(WHY))
def test_a_lock_entry_naming_a_fifo_device_or_outside_file_is_stale_unread(
        project, tmp_path, kind):
    root, target = project
    fid = _special(root, tmp_path, kind)
    lock = {"version": 2, "entrypoints": {target: {"compiles": {fid: 1}}}}
    gone = _in_time(lambda: _lock.stale(lock, [target], root), 20)
    assert gone == [f"function {fid!r} of {target!r} ({WHY[kind]}, not a source file)"
                    if "names" in WHY[kind] else
                    f"function {fid!r} of {target!r} (names a path outside the project)"]


@pytest.mark.parametrize("kind", ["fifo", "device-link", "device-by-path"])
def test_check_and_baseline_with_such_an_entry_end_and_say_it(project, tmp_path, kind):
    import resource

    root, target = project
    data = _baselined(root, target)
    fid = _special(root, tmp_path, kind)
    data["entrypoints"][target]["compiles"][fid] = 1
    (root / "jaxcheck.lock").write_text(json.dumps(data))
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    code, out, err = _in_time(lambda: invoke("check", "--no-isolate"))
    assert code == errors.OK, (code, out, err)
    [note] = [ln for ln in err.splitlines() if "stale" in ln]
    assert repr(fid) in note and WHY[kind] in note and "jaxcheck baseline" in note
    code, out, err = _in_time(lambda: invoke("baseline", "--no-isolate"))
    assert code == errors.OK, (code, out, err)
    [dropped] = [ln for ln in err.splitlines() if "dropped" in ln]
    assert repr(fid) in dropped
    assert fid not in (root / "jaxcheck.lock").read_text()
    # a device read to its end would have taken the memory of the machine
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 500_000  # KB


def test_a_source_file_linked_into_the_project_still_counts(project, tmp_path):
    root, target = project
    (tmp_path / "shared.py").write_text("def step(x):\n    return x\n")
    (root / "linked.py").symlink_to(tmp_path / "shared.py")
    lock = {"version": 2, "entrypoints": {target: {"compiles": {"linked.py::step": 1,
                                                                "linked.py::gone": 1}}}}
    assert _lock.stale(lock, [target], root) == [
        f"function 'linked.py::gone' of {target!r} (no longer defined)"]


def test_the_check_cache_naming_a_fifo_is_ignored_not_read(project):
    """`check`'s own cache is a file anyone can edit too: a FIFO in it is a changed file."""
    from jaxcheck._src.verdict import incremental

    root, _ = project
    os.mkfifo(root / "pipe.py")
    cache = incremental.Cache(root / "c.json", {"t": {"key": "k", "files": {
        str(root / "pipe.py"): "0" * 64, "/dev/zero": "0" * 64}}})
    assert _in_time(lambda: cache.unchanged("t", "k"), 20) is False
    assert cache.digest("/dev/zero") is None and cache.digest(str(root / "pipe.py")) is None


def test_entries_of_deleted_targets_are_one_note_and_the_exit_code_is_the_runs(project):
    root, target = project
    data = _baselined(root, target)
    for i in range(3):
        data["entrypoints"][f"deleted.module{i}:step"] = {"compiles": {"d.py::step": 1}}
    (root / "jaxcheck.lock").write_text(json.dumps(data))
    code, out, err = invoke("check", "--no-isolate")
    assert code == errors.OK, (code, out, err)
    [note] = [ln for ln in err.splitlines() if "stale" in ln]
    assert all(f"'deleted.module{i}:step'" in note for i in range(3))
    assert "no longer in [tool.jaxcheck]" in note and "`jaxcheck baseline` drops them" in note


# --- written under another JAX, platform or jaxcheck ----------------------------------


def _rewrite(root, **written_by) -> dict:
    path = root / "jaxcheck.lock"
    data = json.loads(path.read_text())
    data["written_by"].update(written_by)
    path.write_text(json.dumps(data))
    return data


def test_baseline_records_the_jax_platform_and_jaxcheck_it_ran_under(project):
    import jax

    from jaxcheck._src.util.version import __version__

    root, target = project
    data = _baselined(root, target)
    assert data["written_by"] == {"jaxcheck": __version__, "jax": jax.__version__,
                                  "platform": jax.default_backend()}
    code, out, err = invoke("check", "--no-isolate")
    assert code == errors.OK and "written under" not in err, err


@pytest.mark.parametrize("other", [{"jax": "0.4.1"}, {"platform": "gpu"},
                                   {"jax": "0.4.1", "platform": "tpu"}])
def test_a_lock_of_another_jax_or_platform_says_so_and_still_passes_what_holds(
        project, other):
    root, target = project
    _baselined(root, target)
    _rewrite(root, **other)
    code, out, err = invoke("check", "--no-isolate")
    assert code == errors.OK, (code, out, err)
    [note] = [ln for ln in err.splitlines() if "written under" in ln]
    for name, value in other.items():
        assert f"{name} {value}" in note
    assert "jaxcheck baseline" in note and "still gates" in note


def test_a_lock_of_another_jax_still_fails_a_regression_and_says_why_it_may_be(project):
    root, target = project
    _recompiling(root, target)
    data = _baselined_recompile(root)
    key = next(iter(data["entrypoints"]))
    [fid] = data["entrypoints"][key]["compiles"]
    data["entrypoints"][key]["compiles"][fid] = 1  # the lock allowed no recompile
    data["written_by"]["jax"] = "0.4.1"
    (root / "jaxcheck.lock").write_text(json.dumps(data))
    with jax_compile_log() as log:
        code, out, err = invoke("check", "--no-isolate")
    assert compiled(log, "double") == 2
    assert code == errors.RECOMPILES, (code, out, err)  # never a silent pass
    [note] = [ln for ln in err.splitlines() if "written under" in ln]
    assert "jax 0.4.1" in note and "regression" in note


def _recompiling(root, target) -> None:
    (root / "pyproject.toml").write_text(
        f'[[tool.jaxcheck.entrypoints]]\ntarget = "{target.replace(":workload", ":recompile")}"'
        "\n")


def test_a_lock_of_another_jaxcheck_gates_on_counts_not_on_its_words(project):
    """A cause the lock words otherwise is no regression; a count above it still is."""
    root, target = project
    _recompiling(root, target)
    data = _baselined_recompile(root)
    key = next(iter(data["entrypoints"]))
    [fid] = data["entrypoints"][key]["recompiles"]
    data["entrypoints"][key]["recompiles"][fid] = ["shape at x: as 0.0.1 worded it"]
    data["written_by"]["jaxcheck"] = "0.0.1"
    (root / "jaxcheck.lock").write_text(json.dumps(data))
    code, out, err = invoke("check", "--no-isolate")
    assert code == errors.OK, (code, out, err)
    [note] = [ln for ln in err.splitlines() if "written under" in ln]
    assert "jaxcheck 0.0.1" in note and "counts" in note
    data["entrypoints"][key]["compiles"][fid] = 1
    (root / "jaxcheck.lock").write_text(json.dumps(data))
    assert invoke("check", "--no-isolate")[0] == errors.RECOMPILES
    # the same lock in this jaxcheck's name: the cause it does not hold fails
    data["entrypoints"][key]["compiles"][fid] = 2
    del data["written_by"]
    (root / "jaxcheck.lock").write_text(json.dumps(data))
    code, out, err = invoke("check", "--no-isolate")
    assert code == errors.RECOMPILES and "new cause" in out, (code, out, err)


def _baselined_recompile(root) -> dict:
    with jax_compile_log() as log:
        assert invoke("baseline", "--no-isolate")[0] == errors.OK
    assert compiled(log, "double") == 2
    return json.loads((root / "jaxcheck.lock").read_text())


@pytest.mark.parametrize("bad", [5, {"jax": 1}, {"compiler": "x"}, []])
def test_a_bad_written_by_is_a_bad_lock(project, bad):
    root, target = project
    data = _baselined(root, target)
    data["written_by"] = bad
    (root / "jaxcheck.lock").write_text(json.dumps(data))
    code, out, err = invoke("check", "--no-isolate")
    assert code == errors.USAGE and "written_by" in err, (code, err)
