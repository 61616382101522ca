"""Limits of the process: a file-size limit while the lock is written, a directory only
root could write to (the test runs as nobody), and environment numbers that would
overflow. Each needs a process of its own.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from helpers import (
    error_line,
    fault_project,  # noqa: F401 (the fixture `project`)
    fault_targets,  # noqa: F401 (the fixture `targets`)
    invoke,
    ran,
    subprocess_env,
)

from jaxcheck._src.util import errors

# --- a file-size limit while the lock is written --------------------------------------


def test_baseline_under_a_file_size_limit_exits_5_and_keeps_the_old_lock(project):
    # end to end, in a process of its own: the limit is process-wide. No SIGXFSZ is
    # ignored here: jaxcheck must turn the limit into an error itself.
    root, target = project
    lock = root / "jaxcheck.lock"
    old = '{"version": 1, "entrypoints": {}}\n'
    lock.write_text(old)
    limit = len(old) + 10
    # the limit is set in a launcher that then execs jaxcheck: rlimits survive exec
    launcher = ("import os, resource, sys; "
                f"resource.setrlimit(resource.RLIMIT_FSIZE, ({limit}, resource.RLIM_INFINITY)); "
                "os.execv(sys.executable, [sys.executable, '-m', 'jaxcheck', 'baseline', "
                "'--no-isolate'])")
    proc = subprocess.run([sys.executable, "-c", launcher], cwd=root,
                          env=subprocess_env(PYTHONDONTWRITEBYTECODE="1"),
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == errors.IO, (proc.returncode, proc.stdout, proc.stderr)
    line = error_line(proc.stderr)
    assert "jaxcheck.lock" in line and "old lock is unchanged" in line
    assert lock.read_text() == old
    assert sorted(p.name for p in root.iterdir()) == sorted(
        ["jaxcheck.lock", "pyproject.toml", target.split(".")[0]])


# --- a directory only root could write to, the test run as nobody ---------------------


def _as_nobody(call, warm_up):
    """``call()`` in a forked child whose effective user is ``nobody`` (65534), so that a
    directory's permissions hold as for any user (root writes anywhere); its result comes
    back through a pipe. ``warm_up()`` runs first, as root, to import what ``call`` needs
    (the interpreter may live where ``nobody`` cannot read). As another user, ``call()``
    runs here."""
    if os.geteuid() != 0:
        return call()
    import json

    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        status = 1
        try:
            os.close(read)
            warm_up()
            os.setegid(65534)
            os.seteuid(65534)
            with os.fdopen(write, "w") as out:
                json.dump(call(), out)
            status = 0
        finally:
            os._exit(status)
    os.close(write)
    with os.fdopen(read) as got:
        text = got.read()
    _, status = os.waitpid(pid, 0)
    assert status == 0 and text, "the child running as nobody failed"
    return tuple(json.loads(text))


def test_a_read_only_output_directory_exits_2_before_running(targets, tmp_path):
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o555)
    try:
        code, out, err = _as_nobody(
            lambda: invoke("run", f"{targets}:workload", "--junit-xml", str(locked / "r.xml")),
            lambda: invoke("run", f"{targets}:workload", "--junit-xml", "/sys/r.xml"))
    finally:
        locked.chmod(0o755)
    assert code == errors.USAGE, (code, out, err)
    assert "--junit-xml" in error_line(err) and not ran(tmp_path)


# --- environment numbers fall back instead of overflowing -----------------------------


@pytest.mark.parametrize("value", ["inf", "1e308", *(pytest.param(v, marks=pytest.mark.slow)
                                                    for v in ("-1", "nan", "ten", ""))])
def test_hosts_wait_and_stall_from_a_bad_environment_fall_back(value):
    # JAXCHECK_HOSTS_WAIT=inf made every `run --` process exit 4 (OverflowError at import)
    env = subprocess_env(JAXCHECK_HOSTS_WAIT=value, JAXCHECK_HOSTS_STALL=value)
    proc = subprocess.run([sys.executable, "-c", "from jaxcheck._src.run import hosts; "
                           "print(hosts.WAIT_MS, hosts.STALL)"],
                          env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["60000", "3.0"]
