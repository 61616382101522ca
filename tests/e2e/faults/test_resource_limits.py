"""Limits of the process: a file-size limit while the lock is written, a directory only
root could write to (the test runs as nobody), and environment numbers that would
overflow. Each needs a process of its own.
"""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest
from helpers import (
    as_nobody,
    error_line,
    fault_project,  # noqa: F401 (the fixture `project`)
    fault_targets,  # noqa: F401 (the fixture `targets`)
    invoke,
    ran,
    shared_folder,  # noqa: F401 (the fixture `shared`)
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
# Whoever runs the suite and wherever the checkout sits (a container's /root, which only
# root may enter), what nobody reads or writes lives in a folder every user may enter, and
# nobody's current directory is that folder, never the checkout.


def test_a_read_only_output_directory_exits_2_before_running(targets, shared, tmp_path):
    target = shared / targets.name
    shutil.copy(targets, target)
    locked = shared / "locked"
    locked.mkdir(mode=0o555)
    code, out, err = as_nobody(
        lambda: invoke("run", f"{target}:workload", "--junit-xml", str(locked / "r.xml")),
        lambda: invoke("run", f"{target}:workload", "--junit-xml", "/sys/r.xml"),
        cwd=shared)
    assert code == errors.USAGE, (code, out, err)
    assert "--junit-xml" in error_line(err) and not ran(tmp_path)


def test_a_project_file_that_cannot_be_read_exits_5_with_one_line(targets, shared, tmp_path):
    # a checkout in a folder nobody may enter, jaxcheck run from inside it: whether
    # pyproject.toml is there cannot be known (it was "internal error: PermissionError")
    private = shared / "private"
    private.mkdir()
    (private / "pyproject.toml").write_text('[tool.jaxcheck]\nentrypoints = []\n')
    target = shared / targets.name
    shutil.copy(targets, target)
    private.chmod(0o000)  # root may still enter it; nobody (or another user) may not
    code, out, err = as_nobody(
        lambda: invoke("run", f"{target}:workload"),
        lambda: invoke("run", f"{target}:workload", "--junit-xml", "/sys/r.xml"),
        cwd=private)
    assert code == errors.IO, (code, out, err)
    line = error_line(err)
    assert "pyproject.toml" in line and "internal error" not in line, line
    assert not ran(tmp_path)


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
