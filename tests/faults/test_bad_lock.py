"""jaxcheck.lock under fault: validated before anything runs (one line, exit 2), written
atomically (the old lock kept when a write fails), updated under a lock of its own (two
writers merge; a lock held too long is one line, exit 5), and 200,000 stale entries kept
small.

Every case runs the real typer app in this process (typer's CliRunner) on real JAX.
Exit codes: 2 bad input, 5 a file that cannot be read or written.
"""

from __future__ import annotations

import json
import os
import resource
import signal
import threading

import pytest
from builders import make_entrypoint, make_function, make_report, stale_lock_project
from helpers import (
    error_line,
    fault_project,  # noqa: F401 (the fixture `project`)
    invoke,
    ran,
)

from jaxcheck._src.util import errors
from jaxcheck._src.util import errors as _errors
from jaxcheck._src.verdict import lock as _lock

# --- jaxcheck.lock: validated before anything runs -------------------------------------

BAD_LOCKS = {
    "not-json": (b"{not json", ["not JSON"]),
    "not-utf8": (b'{"version": 1, "entrypoints": {"caf\xe9": {}}}', ["UTF-8"]),
    "deeply-nested": (b"[" * 100_000, ["nested too deeply"]),
    "a-list": (b"[]", ["object"]),
    "version-true": (b'{"version": true, "entrypoints": {}}', ["version", "True"]),
    "version-0": (b'{"version": 0, "entrypoints": {}}', ["version", "0"]),
    "no-entrypoints": (b'{"version": 1}', ["entrypoints"]),
    "unknown-key": (b'{"version": 1, "entrypoints": {}, "extra": 1}', ["extra"]),
    "entry-not-object": (b'{"version": 1, "entrypoints": {"t": 5}}', ['entrypoints["t"]']),
    "entry-a-list": (b'{"version": 1, "entrypoints": {"t": []}}', ['entrypoints["t"]']),
    "compiles-not-object": (b'{"version": 1, "entrypoints": {"t": {"compiles": 3}}}',
                            ["compiles"]),
    "count-a-string": (b'{"version": 1, "entrypoints": {"t": {"compiles": {"f": "2"}}}}',
                       ['compiles["f"]', "'2'"]),
    "count-a-float": (b'{"version": 1, "entrypoints": {"t": {"compiles": {"f": 1.0}}}}',
                      ['compiles["f"]']),
    "count-a-bool": (b'{"version": 1, "entrypoints": {"t": {"compiles": {"f": true}}}}',
                     ['compiles["f"]']),
    "count-negative": (b'{"version": 1, "entrypoints": {"t": {"compiles": {"f": -1}}}}',
                       ['compiles["f"]', "-1"]),
    "count-nan": (b'{"version": 1, "entrypoints": {"t": {"compiles": {"f": NaN}}}}',
                  ['compiles["f"]', "nan"]),
    "count-too-long": (b'{"version": 1, "entrypoints": {"t": {"compiles": {"f": '
                       + b"9" * 5000 + b"}}}}", ["not JSON"]),
    "bad-cell": (b'{"version": 1, "entrypoints": {"t": {"variations": '
                 b'{"x": {"value": "maybe"}}}}}', ["maybe", "hit"]),
    "cell-not-a-string": (b'{"version": 1, "entrypoints": {"t": {"variations": '
                          b'{"x": {"value": 1}}}}}', ['["value"]']),
    "unknown-axis": (b'{"version": 1, "entrypoints": {"t": {"variations": '
                     b'{"x": {"colour": "hit"}}}}}', ["colour"]),
    "row-not-object": (b'{"version": 1, "entrypoints": {"t": {"variations": {"x": "hit"}}}}',
                       ['variations["x"]']),
    # identities are version 2's: a version 1 lock that has them is not one jaxcheck wrote
    "identities-in-v1": (b'{"version": 1, "entrypoints": {"t": {"recompiles": {}}}}',
                         ["recompiles"]),
    "identities-not-a-list": (b'{"version": 2, "entrypoints": {"t": {"recompiles": '
                              b'{"f": "shape at x: dim 0 changes"}}}}', ['recompiles["f"]']),
    "identity-not-a-string": (b'{"version": 2, "entrypoints": {"t": {"recompiles": '
                              b'{"f": [1]}}}}', ['recompiles["f"]', "list of strings"]),
}


@pytest.mark.parametrize("case", sorted(BAD_LOCKS))
def test_a_bad_lock_exits_2_before_any_target_runs(project, tmp_path, case):
    root, _ = project
    data, words = BAD_LOCKS[case]
    (root / "jaxcheck.lock").write_bytes(data)
    code, out, err = invoke("check", "--no-isolate")
    assert code == errors.USAGE, (code, out, err)
    line = error_line(err)
    assert "jaxcheck.lock" in line and "jaxcheck baseline" in line
    for word in words:
        assert word in line, f"{word!r} not in {line!r}"
    assert not ran(tmp_path), "the lock must be checked before the targets run"


def test_the_summary_after_sigterm_in_baseline_says_the_real_exit_code(project, tmp_path):
    root, target = project
    (root / "pyproject.toml").write_text(
        f'[[tool.jaxcheck.entrypoints]]\ntarget = "{target.split(":")[0]}:terminated"\n')
    code, out, err = invoke("baseline", "--no-isolate")
    assert code == errors.INTERRUPTED, (code, out, err)
    assert "exit 130" in out and "exit 3" not in out
    assert "jaxcheck.lock not written" in err
    assert not (root / "jaxcheck.lock").exists()


@pytest.mark.parametrize("command", ["check", "baseline"])
def test_a_lock_from_a_newer_jaxcheck_says_upgrade_never_delete(project, tmp_path, command):
    root, _ = project
    lock = root / "jaxcheck.lock"
    lock.write_bytes(b'{"version": 3, "entrypoints": {"t": {"new": "field"}}}')
    code, out, err = invoke(command, "--no-isolate")
    assert code == errors.USAGE, (code, out, err)
    line = error_line(err)
    assert "newer jaxcheck" in line and "version 3" in line and "upgrade" in line
    assert "delete" not in line and "baseline" not in line
    assert not ran(tmp_path)
    assert lock.read_bytes() == b'{"version": 3, "entrypoints": {"t": {"new": "field"}}}'


@pytest.mark.parametrize("command", ["check", "baseline", "run"])
def test_a_target_listed_twice_is_a_usage_error_naming_both_entries(project, tmp_path,
                                                                     command):
    root, target = project
    (root / "pyproject.toml").write_text(
        f'[[tool.jaxcheck.entrypoints]]\ntarget = "{target}"\n'
        f'[[tool.jaxcheck.entrypoints]]\ntarget = "{target.split(":")[0]}:recompile"\n'
        f'[[tool.jaxcheck.entrypoints]]\ntarget = "{target}"\nmax_compiles = 2\n')
    code, out, err = invoke(command, *(["--no-isolate"] if command != "run" else []))
    assert code == errors.USAGE, (code, out, err)
    line = error_line(err)
    assert "#1 and #3" in line and target in line
    assert not ran(tmp_path) and not (root / "jaxcheck.lock").exists()


def test_stale_lock_entries_are_noted_by_check_and_dropped_by_baseline(project, tmp_path):
    root, target = project
    module = target.split(":")[0]
    lock = root / "jaxcheck.lock"
    assert invoke("baseline", "--no-isolate")[0] == errors.OK
    data = json.loads(lock.read_text())
    [fid] = data["entrypoints"][target]["compiles"]  # the function `double`
    data["entrypoints"][target]["compiles"]["gone.py::old_step"] = 1
    data["entrypoints"]["pkg_removed.model:train"] = {"compiles": {"x.py::f": 1}}
    lock.write_text(json.dumps(data))
    code, out, err = invoke("check", "--no-isolate")
    assert code == errors.OK, (code, out, err)
    [note] = [ln for ln in err.splitlines() if "stale" in ln]
    assert "'pkg_removed.model:train'" in note and "'gone.py::old_step'" in note
    assert repr(fid) not in note and module in note
    code, out, err = invoke("baseline", "--no-isolate")
    assert code == errors.OK, (code, out, err)
    [dropped] = [ln for ln in err.splitlines() if "dropped" in ln]
    assert "'pkg_removed.model:train'" in dropped and "'gone.py::old_step'" in dropped
    assert json.loads(lock.read_text())["entrypoints"] == {
        target: {"compiles": {fid: 1}, "recompiles": {}, "variations": {}}}


@pytest.mark.parametrize("command", ["check", "baseline"])
def test_a_lock_that_is_a_directory_exits_2(project, tmp_path, command):
    # check used to treat it as "no lock" and pass without the ratchet
    root, _ = project
    (root / "jaxcheck.lock").mkdir()
    code, out, err = invoke(command, "--no-isolate")
    assert code == errors.USAGE, (code, out, err)
    assert "directory" in error_line(err)
    assert not ran(tmp_path)


@pytest.mark.parametrize("command", ["check", "baseline"])
def test_a_symlinked_lock_is_refused_and_its_target_untouched(project, tmp_path, command):
    root, _ = project
    elsewhere = tmp_path / "precious.json"
    elsewhere.write_text("precious\n")
    (root / "jaxcheck.lock").symlink_to(elsewhere)
    code, out, err = invoke(command, "--no-isolate")
    assert code == errors.USAGE, (code, out, err)
    assert "symbolic link" in error_line(err)
    assert elsewhere.read_text() == "precious\n"
    assert (root / "jaxcheck.lock").is_symlink()
    assert not ran(tmp_path)


def test_baseline_replaces_the_lock_by_rename_and_keeps_its_mode(project):
    root, target = project
    lock = root / "jaxcheck.lock"
    lock.write_text('{"version": 1, "entrypoints": {}}\n')
    lock.chmod(0o640)
    before = os.stat(lock).st_ino
    code, out, err = invoke("baseline", "--no-isolate")
    assert code == 0, (code, out, err)
    # a new file renamed over the old one: a reader sees one or the other, never a part
    assert os.stat(lock).st_ino != before
    assert (os.stat(lock).st_mode & 0o777) == 0o640
    assert list(json.loads(lock.read_text())["entrypoints"]) == [target]
    assert sorted(p.name for p in root.iterdir() if p.name.startswith(".")) == []


def _file_size_limit(limit: int):
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, resource.RLIM_INFINITY))


def test_a_failed_lock_write_keeps_the_old_lock_in_process(tmp_path):

    lock = tmp_path / "jaxcheck.lock"
    old = '{"version": 1, "entrypoints": {}}\n'
    lock.write_text(old)
    report = make_report(*[make_entrypoint(f"mod:fn{i}") for i in range(50)])
    saved_limit = resource.getrlimit(resource.RLIMIT_FSIZE)
    saved_handler = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    try:
        _file_size_limit(len(old) + 10)  # room for the old lock, not for the new one
        with pytest.raises(errors.IOFailure, match="old lock is unchanged"):
            _lock.write(lock, report)
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, saved_limit)
        signal.signal(signal.SIGXFSZ, saved_handler)
    assert lock.read_text() == old
    assert [p.name for p in tmp_path.iterdir()] == ["jaxcheck.lock"], "a temporary file is left"


# --- written atomically: nothing left behind ------------------------------------------


def test_an_atomic_lock_write_leaves_nothing_behind_on_success(tmp_path):

    lock = tmp_path / "jaxcheck.lock"
    report = make_report(make_entrypoint("mod:fn"))
    data = _lock.write(lock, report)
    assert _lock.read(lock) == data
    assert [p.name for p in tmp_path.iterdir()] == ["jaxcheck.lock"]


# --- updated under a lock: two writers merge, a lock held too long is exit 5 ----------


def test_locked_updates_in_two_threads_merge_into_each_other(tmp_path, monkeypatch):
    path = tmp_path / _lock.LOCK_NAME
    monkeypatch.setenv(_lock.HOLD_VAR, "0.3")
    errors: list[BaseException] = []

    def update(target: str, n: int) -> None:
        try:
            _lock.update(path, make_report(make_entrypoint(target, functions=[make_function(n)])),
                         keep=lambda t: t != target)
        except BaseException as e:  # noqa: BLE001 (reported by the assertion below)
            errors.append(e)

    threads = [threading.Thread(target=update, args=(t, n)) for t, n in (("a", 1), ("b", 2))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    lock = _lock.read(path)
    assert {t: e["compiles"] for t, e in lock["entrypoints"].items()} == {
        "a": {"m.py::f": 1}, "b": {"m.py::f": 2}}
    assert [p.name for p in tmp_path.iterdir()] == [_lock.LOCK_NAME], "a lock file is left"


def test_a_lock_held_too_long_is_one_line_exit_5(tmp_path):
    import fcntl

    path = tmp_path / _lock.LOCK_NAME
    with open(tmp_path / f".{_lock.LOCK_NAME}.lock", "w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        with pytest.raises(_errors.IOFailure, match="another jaxcheck has been updating"):
            _lock.update(path, make_report(make_entrypoint("a", functions=[make_function(1)])),
                         wait=0.2)
    assert not path.exists()


# --- a lock of 200,000 stale entries --------------------------------------------------


@pytest.mark.slow  # some 5 s: the parse of a 15 MB lock
def test_check_with_200000_stale_lock_entries_stays_small(tmp_path, monkeypatch):
    """Its CPU time (some 25 s before; a few now) is a figure of bench/limits.py."""
    import resource

    from helpers import compiled, jax_compile_log
    from typer.testing import CliRunner

    from jaxcheck._src.cli.app import app

    root = tmp_path / "proj"
    stale_lock_project(root)
    monkeypatch.chdir(root)
    monkeypatch.syspath_prepend(str(root))
    with jax_compile_log() as log:
        result = CliRunner().invoke(app, ["check", "--no-isolate", "--format", "json"],
                                    env={"GITHUB_ACTIONS": None}, catch_exceptions=False)
    assert result.exit_code == _errors.OK, result.stderr
    doc = json.loads(result.stdout)
    (ep,) = doc["entrypoints"]
    (fn,) = ep["functions"]
    assert fn["compiles"] == compiled(log, "f_one") == 2  # JAX's count, as the lock has it
    assert len(ep["improvements"]) <= 11 and "99,990 more" in ep["improvements"][-1]
    note = [ln for ln in result.stderr.splitlines() if "stale entries" in ln]
    assert len(note) == 1 and len(note[0]) < 1000 and "199,995 more" in note[0]
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss < 2_000_000  # KB
