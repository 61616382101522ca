"""Worker processes and what they must never lose or leak, run as subprocesses.

Each test reproduces one failure: what a timed-out or crashed target compiled, a worker's
exit code taken for a usage error, the user's output inside the JSON document, a target
that changes directory or is named like a stdlib module, a forked child reporting twice,
signals and process groups, and progress lines.
"""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time

import pytest
from builders import write_module
from helpers import alive, cli, subprocess_env

TARGETS = """
import atexit, ctypes, os, subprocess, sys, time
import jax, jax.numpy as jnp

f = jax.jit(lambda x: x * 2)

def _started(name):
    open(name + ".started", "w").close()

def recompiles():
    f(jnp.ones(3)); f(jnp.ones(4))

def clean():
    f(jnp.ones(3)); f(jnp.ones(3))

def compiles_then_hangs():
    f(jnp.ones(3)); f(jnp.ones(4))
    _started("hang")
    time.sleep(600)

def compiles_then_segfaults():
    f(jnp.ones(3)); f(jnp.ones(4))
    ctypes.string_at(0)

def exits_2():
    f(jnp.ones(3))
    ctypes.CDLL(None)._exit(2)  # C's _exit: no Python code sees it coming

def spawns_then_hangs():
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
    with open("child.pid", "w") as out:
        out.write(str(child.pid))
    time.sleep(600)

def leaks_output():
    print("VIA-DUNDER-STDOUT", file=sys.__stdout__)
    ctypes.CDLL(None).printf(b"VIA-C-PRINTF\\n")
    atexit.register(lambda: print("VIA-ATEXIT", file=sys.__stdout__))
    recompiles()

def forks():
    f(jnp.ones(3))
    pid = os.fork()
    if pid == 0:
        sys.exit(0)  # the forked child must not become a second jaxcheck
    os.waitpid(pid, 0)
    f(jnp.ones(4))
"""


def _doc(out: str) -> dict:
    return json.loads(out)


def _by_target(doc):
    return {ep["target"]: ep for ep in doc["entrypoints"]}


@pytest.fixture
def targets(tmp_path):
    write_module(tmp_path, "targets.py", TARGETS)
    return tmp_path


def test_timeout_and_crash_keep_what_was_compiled_before(targets):
    code, out, err = cli("run", "targets.py:compiles_then_hangs",
                         "targets.py:compiles_then_segfaults", "targets.py:exits_2",
                         "targets.py:recompiles", "-j", "2", "--timeout", "4",
                         "--format", "json", cwd=targets)
    assert code == 3, err
    eps = _by_target(_doc(out))
    hung = eps["targets.py:compiles_then_hangs"]
    assert hung["error"]["type"] == "Timeout"
    crashed = eps["targets.py:compiles_then_segfaults"]
    assert crashed["error"]["type"] == "Crashed" and "SIGSEGV" in crashed["error"]["message"]
    for ep in (hung, crashed):  # the two compiles seen before the end are kept
        (fn,) = ep["functions"]
        assert fn["compiles"] == 2, ep
        assert [c["kind"] for c in fn["events"][1]["causes"]] == ["shape"]
    # exit code 2 that the worker did not report as a usage error: a crash of that target
    exits = eps["targets.py:exits_2"]
    assert exits["error"]["type"] == "Crashed" and "code 2" in exits["error"]["message"]
    assert eps["targets.py:recompiles"]["status"] == "fail"


@pytest.mark.parametrize("mode", [[], ["--isolate"]])
def test_json_document_is_pure_whatever_the_target_prints(targets, mode):
    code, out, err = cli("run", "targets.py:leaks_output", *mode, "--format", "json",
                         cwd=targets)
    assert code == 1, err
    doc = _doc(out)  # exactly one document: nothing before, inside or after it
    assert doc["summary"]["recompiles"] == 1
    for text in ("VIA-DUNDER-STDOUT", "VIA-C-PRINTF"):
        assert text in err
    if not mode:
        assert "VIA-ATEXIT" in err


@pytest.mark.parametrize("mode", [[], ["--isolate"]])
def test_a_forked_child_of_the_target_does_not_report(targets, mode):
    code, out, err = cli("run", "targets.py:forks", *mode, "--format", "json", cwd=targets)
    assert code == 1, err
    doc = _doc(out)  # a second report would make this two documents
    assert doc["summary"]["compiles"] == 2


CHDIR = """
import os
import jax, jax.numpy as jnp
os.makedirs("elsewhere", exist_ok=True)
os.chdir("elsewhere")  # at import

def main():
    os.chdir(os.path.join(os.path.dirname(__file__), "elsewhere"))  # and while running
    jax.jit(lambda x: x + 1)(jnp.ones(2))
"""


def test_a_target_changing_directory_breaks_neither_paths_nor_the_next_import(tmp_path):
    write_module(tmp_path, "wanders.py", CHDIR)
    write_module(tmp_path, "second.py", "import jax\ndef main():\n    jax.jit(abs)(1.0)\n")
    code, out, err = cli("run", "wanders.py:main", "second.py:main", "--junit-xml",
                         "report.xml", "--format", "json", cwd=tmp_path)
    assert code == 0, err
    assert (tmp_path / "report.xml").is_file()
    assert not (tmp_path / "elsewhere" / "report.xml").exists()


def test_targets_named_like_stdlib_modules_do_not_shadow_them(tmp_path):
    """Both names in one run: `xml` is what the JUnit report imports, `json` what the
    JSON document does; either shadowed breaks the run or its report."""
    for name in ("xml", "json"):
        write_module(tmp_path, f"{name}.py", "import jax\ndef main():\n    jax.jit(abs)(1.0)\n")
    code, out, err = cli("run", "xml.py:main", "json.py:main", "--junit-xml", "out.xml",
                         "--format", "json", cwd=tmp_path)
    assert code == 0, err
    doc = _doc(out)
    assert [ep["target"] for ep in doc["entrypoints"]] == ["xml.py:main", "json.py:main"]
    assert [ep["functions"][0]["compiles"] for ep in doc["entrypoints"]] == [1, 1]
    assert (tmp_path / "out.xml").read_text().startswith("<?xml")


@pytest.mark.slow  # waits out a timeout with children running: `make test-slow`
def test_timeout_kills_the_targets_own_children_whatever_jaxcheck_worker_says(targets):
    # JAXCHECK_WORKER in the user's environment must not turn the timeout off
    code, out, err = cli("run", "targets.py:spawns_then_hangs", "--timeout", "3",
                         "--format", "json", cwd=targets,
                         env=subprocess_env(JAXCHECK_WORKER="1"))
    assert code == 3, err
    assert _doc(out)["entrypoints"][0]["error"]["type"] == "Timeout"
    pid = int((targets / "child.pid").read_text())
    deadline = time.time() + 5
    while alive(pid) and time.time() < deadline:
        time.sleep(0.1)
    assert not alive(pid), "the target's child process outlived the timeout"


def test_a_target_starting_with_a_dash_is_not_an_option(targets):
    write_module(targets, "-dash.py", "import jax\ndef main():\n    jax.jit(abs)(1.0)\n")
    # `--` starts a program, so a file name with a leading dash is given as a path
    code, out, err = cli("run", "--isolate", "--format", "json", "./-dash.py:main",
                         cwd=targets)
    assert code == 0, err
    assert _doc(out)["entrypoints"][0]["target"] == "./-dash.py:main"


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_stops_the_workers_and_reports_what_finished(targets, sig):
    proc = subprocess.Popen(
        [sys.executable, "-m", "jaxcheck", "run", "targets.py:clean",
         "targets.py:compiles_then_hangs", "targets.py:spawns_then_hangs",
         "targets.py:recompiles", "-j", "2", "--format", "json"],
        cwd=targets, env=subprocess_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True)
    deadline = time.time() + 60
    while not ((targets / "hang.started").exists() and (targets / "child.pid").exists()):
        assert time.time() < deadline and proc.poll() is None, proc.communicate()
        time.sleep(0.1)
    proc.send_signal(sig)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert err.count("interrupted") == 1, err
    eps = _by_target(_doc(out))
    assert eps["targets.py:clean"]["status"] == "pass"  # finished before: kept
    assert "targets.py:recompiles" not in eps  # pending: cancelled, never started
    assert eps["targets.py:compiles_then_hangs"]["functions"][0]["compiles"] == 2
    pid = int((targets / "child.pid").read_text())
    deadline = time.time() + 10  # the process group is signalled: it ends at once
    while alive(pid) and time.time() < deadline:
        time.sleep(0.05)
    assert not alive(pid), "a worker's child process outlived the interrupt"


XLA_FLAGS_TARGET = """
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=3"
import jax

def main():
    assert jax.device_count() == 3, jax.devices()
"""

SIBLING = """
import jax

def main():
    assert jax.device_count() == 2, jax.devices()
"""


def test_isolated_targets_set_their_own_xla_flags_at_module_top(tmp_path):
    """The pre-started worker imported JAX without starting a backend."""
    write_module(tmp_path, "three.py", XLA_FLAGS_TARGET)
    write_module(tmp_path, "two.py", SIBLING)
    code, out, err = cli("run", "three.py:main", "two.py:main", "--isolate", "--format",
                         "json", cwd=tmp_path)
    assert code == 0, (err, out)


@pytest.mark.parametrize("mode", [[], ["-j", "2"]])
def test_progress_on_a_non_terminal_is_one_line_per_finished_target(targets, mode):
    code, out, err = cli("run", "targets.py:clean", "targets.py:recompiles", *mode,
                         "--format", "json", cwd=targets)
    assert code == 1, err
    assert out.startswith("{")  # the document alone on stdout; progress on stderr
    lines = [ln for ln in err.splitlines() if ln.startswith("jaxcheck: [")]
    assert len(lines) == 2, err
    assert {ln.split("]")[0] for ln in lines} == {"jaxcheck: [1/2", "jaxcheck: [2/2"}
    assert any("PASS targets.py:clean" in ln for ln in lines)
    assert any("FAIL targets.py:recompiles" in ln for ln in lines)


def test_each_panel_is_printed_as_soon_as_its_target_finishes(targets):
    proc = subprocess.Popen(
        [sys.executable, "-m", "jaxcheck", "run", "targets.py:clean",
         "targets.py:compiles_then_hangs", "--isolate"],
        cwd=targets, env=subprocess_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True)
    seen = ""
    try:
        while "targets.py:clean" not in seen:
            line = proc.stdout.readline()
            assert line, proc.communicate()
            seen += line
        assert proc.poll() is None  # the second target still runs
    finally:
        proc.send_signal(signal.SIGINT)
        proc.communicate(timeout=60)
    assert proc.returncode == 130


def test_ctrl_c_in_process_reports_what_finished(targets):
    proc = subprocess.Popen(
        [sys.executable, "-m", "jaxcheck", "run", "targets.py:clean",
         "targets.py:compiles_then_hangs", "targets.py:recompiles", "--format", "json"],
        cwd=targets, env=subprocess_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True)
    deadline = time.time() + 60
    while not (targets / "hang.started").exists():
        assert time.time() < deadline and proc.poll() is None, proc.communicate()
        time.sleep(0.1)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert err.count("interrupted") == 1, err
    assert [ep["target"] for ep in _doc(out)["entrypoints"]] == ["targets.py:clean"]


def test_check_shows_progress_and_panels_per_target(targets):
    (targets / "pyproject.toml").write_text(
        '[tool.jaxcheck]\n[[tool.jaxcheck.entrypoints]]\ntarget = "targets.py:clean"\n'
        '[[tool.jaxcheck.entrypoints]]\ntarget = "targets.py:recompiles"\n')
    code, out, err = cli("check", cwd=targets)
    assert code == 1, err
    # the panels on stdout, each as it finished, are the progress: no second line each
    assert "jaxcheck: [" not in err, err
    assert out.index("targets.py:clean") < out.index("targets.py:recompiles")
    assert out.count("targets.py:recompiles") == 1  # printed once, as it finished
