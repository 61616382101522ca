"""`jaxcheck run -- COMMAND`: real programs, real child processes, real JAX.

Each form of command runs once (they cost a JAX import per process); the
verdict options are then checked in-process on the snapshots of one real run.
JAX's own count of compiles (``JAX_LOG_COMPILES=1``, whose lines jaxcheck passes
through to the program's stderr) is the truth the report is checked against.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from builders import ARGPARSE_TRAIN, write_module
from helpers import cli, subprocess_env

from jaxcheck._src.run import program


def compiles_logged(stderr: str, name: str) -> int:
    """JAX's own count: its "Finished XLA compilation of jit(NAME)" lines (jax_log_compiles)."""
    return len(re.findall(rf"Finished XLA compilation of jit\({re.escape(name)}\) ", stderr))


def run_json(*command: str, cwd: Path, **env: str) -> tuple[int, dict, str]:
    code, out, err = cli("run", "--format", "json", "--", *command, cwd=cwd,
                         env=subprocess_env(**env))
    assert code != 2, err
    return code, json.loads(out), err  # stdout is the document and nothing else


def test_an_argparse_script_sees_its_own_arguments(tmp_path):
    write_module(tmp_path, "train.py", ARGPARSE_TRAIN)
    code, doc, err = run_json(sys.executable, "train.py", "--epochs", "2", "--batch", "16",
                              cwd=tmp_path, JAX_LOG_COMPILES="1")
    assert code == 1, err
    assert "epochs=2 batch=16" in err  # the program's stdout, kept out of the JSON
    assert doc["program"] == {"command": f"{sys.executable} train.py --epochs 2 --batch 16",
                              "exit_code": 0}
    [proc] = doc["entrypoints"]
    assert proc["kind"] == "process" and isinstance(proc["pid"], int)
    assert proc["target"].endswith("train.py --epochs 2 --batch 16")
    [fn] = proc["functions"]
    assert fn["name"] == "train_step" and fn["defined_at"] == "train.py:6"
    assert fn["compiles"] == compiles_logged(err, "train_step") == 2
    second = fn["events"][1]
    assert second["recompile"] and not second["expected"]
    assert [(c["kind"], c["path"], c["before"], c["after"]) for c in second["causes"]] == [
        ("shape", "x", "f32[16,4]", "f32[5,4]")]
    assert second["call_site"] == "train.py:20"


def test_python_dash_m_with_the_terminal_report_and_junit(tmp_path):
    (tmp_path / "pkg").mkdir()
    write_module(tmp_path / "pkg", "__init__.py", "")
    write_module(tmp_path / "pkg", "train.py", '''
        import argparse
        import os
        import jax
        import jax.numpy as jnp

        # after `import jax`, before any computation: jaxcheck must not have started
        # JAX's backend yet, or this is ignored
        os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=3"

        @jax.jit
        def step(x, scale):
            return x * scale

        if __name__ == "__main__":
            parser = argparse.ArgumentParser()
            parser.add_argument("--steps", type=int)
            for i in range(parser.parse_args().steps):
                step(jnp.ones(3), float(i) if i % 2 else i)  # int, then float
            print(f"devices={jax.device_count()}")
    ''')
    code, out, err = cli("run", "--junit-xml", "out.xml", "--", sys.executable, "-m",
                         "pkg.train", "--steps", "3", cwd=tmp_path,
                         env=subprocess_env(COLUMNS="200"))
    assert code == 1, out + err
    assert "devices=3" in out
    assert "-m pkg.train --steps 3" in out and "[process " in out
    assert "dtype at scale: i32[] (weak) → f32[] (weak)" in out
    assert "program exit 0 · exit 1" in out
    junit = (tmp_path / "out.xml").read_text()
    assert 'failures="1"' in junit and "shape" not in junit and "scale" in junit


@pytest.mark.slow  # a shell script's whole process tree: `make test-slow`
def test_every_python_process_of_a_shell_script_and_its_workers(tmp_path):
    write_module(tmp_path, "worker.py", '''
        import sys
        import jax
        import jax.numpy as jnp

        @jax.jit
        def work(x):
            return x.sum()

        n = int(sys.argv[1])
        work(jnp.ones(n))
        work(jnp.ones(n + 1))
    ''')
    write_module(tmp_path, "driver.py", '''
        import subprocess, sys
        for n in (4, 6):
            subprocess.run([sys.executable, "worker.py", str(n)], check=True)
        # an interpreter that cannot import jaxcheck, but uses jax
        subprocess.run([sys.executable, "-c",
                        "import sys; sys.modules['jaxcheck'] = None; import jax"], check=True)
        subprocess.run([sys.executable, "-c", "print('no jax here')"], check=True)
    ''')
    (tmp_path / "run.sh").write_text("set -e\npython driver.py\n")
    # the user's own sitecustomize still runs, in every Python process
    (tmp_path / "site").mkdir()
    write_module(tmp_path / "site", "sitecustomize.py", '''
        import sys
        sys.stderr.write("user sitecustomize\\n")
    ''')
    bindir = str(Path(sys.executable).parent)
    env = subprocess_env(JAX_LOG_COMPILES="1", PYTHONPATH=str(tmp_path / "site"))
    env["PATH"] = bindir + ":" + env["PATH"]
    code, out, err = cli("run", "--format", "json", "--", "bash", "run.sh", cwd=tmp_path,
                         env=env)
    doc = json.loads(out)
    assert err.count("user sitecustomize") == 6, err  # jaxcheck, driver, 2 workers, 2 more
    assert "no jax here" in err
    assert code == 3, err  # a process that used jax unwatched is an error, not a pass
    assert doc["program"]["exit_code"] == 0
    first, second, unwatched = doc["entrypoints"]
    assert first["target"].endswith("worker.py 4") and second["target"].endswith("worker.py 6")
    assert len({first["pid"], second["pid"], unwatched["pid"]}) == 3
    for worker in (first, second):
        [fn] = worker["functions"]
        assert fn["name"] == "work" and fn["compiles"] == 2 and worker["status"] == "fail"
    assert compiles_logged(err, "work") == 4
    assert unwatched["status"] == "error" and unwatched["error"]["type"] == "NotCaptured"
    assert "cannot import jaxcheck" in unwatched["error"]["message"]
    assert doc["summary"]["unexpected"] == 2 and doc["summary"]["errors"] == 1


EXITS = '''
import os, signal, sys, time
import jax
import jax.numpy as jnp

f = jax.jit(lambda x: x + 1)
f(jnp.ones(2))
f(jnp.ones(3))
if sys.argv[1] == "kill":
    time.sleep(1.5)  # long enough for a snapshot
    os.kill(os.getpid(), signal.SIGKILL)
sys.exit(4)
'''


@pytest.fixture(scope="module")
def exits(tmp_path_factory):
    where = tmp_path_factory.mktemp("exits")
    write_module(where, "exits.py", EXITS)
    return where


def test_a_program_that_exits_non_zero_after_recompiling(exits):
    code, doc, err = run_json(sys.executable, "exits.py", "exit", cwd=exits,
                              JAX_LOG_COMPILES="1")
    assert code == 3, err
    assert doc["program"]["exit_code"] == 4
    [proc] = doc["entrypoints"]
    assert proc["error"] == {"type": "ExitCode", "message": "the program exited with code 4"}
    [fn] = proc["functions"]  # the partial report: what it compiled before
    assert fn["compiles"] == compiles_logged(err, "<lambda>") == 2
    assert fn["events"][1]["causes"][0]["kind"] == "shape"


def test_a_killed_process_leaves_its_last_snapshot(exits, monkeypatch):
    monkeypatch.chdir(exits)
    finished = program.execute([sys.executable, "exits.py", "kill"])
    assert finished.returncode == -signal.SIGKILL
    report = program.merge(finished)
    [proc] = report.entrypoints
    assert proc.error.type == "Killed" and "SIGKILL" in proc.error.message
    assert any("without a normal exit" in note for note in proc.notes)
    assert [f.compiles for f in proc.functions] == [2]
    assert report.exit_code == 3

    # a process that ends without its final snapshot is an error even if the program
    # exits 0: what it compiled after the last snapshot is not known
    finished.returncode = 0
    [proc] = program.merge(finished).entrypoints
    assert proc.error.type == "Unfinished" and program.merge(finished).exit_code == 3

    # the verdict options, on the same real snapshots, as if the process had ended well
    finished.snapshots[0]["final"] = True
    assert program.merge(finished).exit_code == 1
    assert program.merge(finished, max_compiles=2).exit_code == 0
    assert program.merge(finished, max_compiles=1).exit_code == 1
    assert program.merge(finished, expect={"shape": "any"}).exit_code == 0
    assert program.merge(finished, expect={"shape": {"x": "any"}}).exit_code == 0
    assert program.merge(finished, expect={"shape": {"y": "any"}}).exit_code == 1
    assert program.merge(finished, expect={"dtype": "any"}).exit_code == 1
    # compiles that could not be proven seen are an error, never a pass
    finished.snapshots[0]["problem"] = "UnsupportedJax: the probe's XLA compile was not seen"
    [proc] = program.merge(finished, max_compiles=2).entrypoints
    assert proc.status == "error" and proc.error.type == "NotCaptured"


def test_usage_errors_of_a_program_run(tmp_path):
    (tmp_path / "plain.py").write_text("print('never run')\n")  # no exec bit
    (tmp_path / "bare.py").write_text("print('never run')\n")
    (tmp_path / "bare.py").chmod(0o755)  # executable, but no #! line (was exit 4)
    for args, message in [
        (["--", "./plain.py"], "not executable (no exec bit); run it with Python: "
                               "jaxcheck run -- python ./plain.py"),
        (["--", "./bare.py", "--lr", "1"], "no #! line naming its interpreter; run it with "
                                           "Python: jaxcheck run -- python ./bare.py --lr 1"),
        (["--mode", "trace", "--", "python", "x.py"], "--mode trace cannot run a program"),
        (["--"], "nothing to run after `--`"),
        (["--", "no-such-command-here"], "cannot run 'no-such-command-here'"),
        (["--args", "f32[3]", "--", "python", "x.py"], "--args and --dim"),
        (["--expect", "colour=any", "--", "python", "x.py"], "unknown expect axis"),
    ]:
        code, out, err = cli("run", *args, cwd=tmp_path)
        assert code == 2, (args, err)
        assert err.startswith("jaxcheck: error: ") and message in err, err
        assert len(err.strip().splitlines()) == 1 and out == ""


def test_a_python_file_named_without_python_runs_with_this_interpreter(tmp_path):
    # `jaxcheck run -- train.py` was "No such file or directory" (exit 2)
    (tmp_path / "hello.py").write_text("import sys\nprint('hello', sys.argv[1:])\n")
    code, out, err = cli("run", "--", "hello.py", "--steps", "2", cwd=tmp_path)
    assert code == 0, err
    assert "hello ['--steps', '2']" in out + err
    assert "cannot run" not in err


def test_the_start_up_hook_does_not_import_jax(tmp_path):
    """A Python process of the program that never imports jax stays free of it."""
    (tmp_path / "processes").mkdir()
    startup = program.startup_dir(tmp_path)
    env = program.environment(tmp_path / "processes", startup, subprocess_env())
    proc = subprocess.run([sys.executable, "-c", "import sys; print('jax' in sys.modules, "
                           "'jaxcheck' in sys.modules)"],
                          env=env, capture_output=True, text=True, timeout=60)
    assert proc.stdout.strip() == "False False", proc.stderr
    assert list((tmp_path / "processes").iterdir()) == []


def test_a_process_that_leaves_through_os_exit_right_after_a_recompile_is_never_a_pass(
        tmp_path):
    """Its snapshots are throttled, so what it compiled last may not be in the report:
    the run is an error (exit 3), never exit 0, whatever the program's own exit code."""
    write_module(tmp_path, "quits.py", '''
        import os
        import jax, jax.numpy as jnp
        f = jax.jit(lambda x: x * 2)
        f(jnp.ones(2)); f(jnp.ones(3))
        os._exit(0)
    ''')
    code, doc, err = run_json(sys.executable, "quits.py", cwd=tmp_path, JAX_LOG_COMPILES="1")
    assert err.count("Compiling") >= 2, err  # JAX's own word: it did compile twice
    assert code == 3, err
    assert doc["program"]["exit_code"] == 0
    [proc] = doc["entrypoints"]
    assert proc["error"]["type"] == "Unfinished"


def test_a_program_whose_python_has_no_jax_is_told_which_python_to_run(tmp_path):
    # `python` on the PATH that is not jaxcheck's interpreter and has no jax (a shell
    # without the environment activated): the note names it and the command that works
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    python = bin_dir / "python"
    python.write_text(f"#!/bin/sh\nexec {sys.executable} -I -S \"$@\"\n")  # no site-packages
    python.chmod(0o755)
    write_module(tmp_path, "prog.py", "import jax\n")
    path = f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}"
    code, doc, err = run_json("python", "prog.py", cwd=tmp_path, PATH=path)
    assert code == 3 and "No module named 'jax'" in err
    [proc] = doc["entrypoints"]
    assert proc["error"]["type"] == "ExitCode"
    assert proc["notes"] == [
        f"`python` is {python}, a Python without jax (jaxcheck runs in {sys.executable}): "
        f"run `jaxcheck run -- {sys.executable} prog.py`, or activate the environment jax "
        "is installed in"]
    # jaxcheck's own Python, failing before it imports jax: the general note, kept
    code, doc, err = run_json(sys.executable, "-c", "raise SystemExit(1)", cwd=tmp_path)
    assert code == 3
    [proc] = doc["entrypoints"]
    assert [n.split(" (")[0] for n in proc["notes"]] == [program.NO_JAX]
