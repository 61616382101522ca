"""Streams that break under a run: a closed stdout pipe, a full disk, a target that closes
jaxcheck's own output streams, an exception text with lone surrogates. The report, the
JUnit file and the exit code survive; one line says what failed.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid

import pytest
from builders import make_entrypoint, make_report
from helpers import (
    cli,
    error_line,
    fault_targets,  # noqa: F401 (the fixture `targets`)
    subprocess_env,
)

from jaxcheck._src.report import outputs
from jaxcheck._src.util import errors
from jaxcheck._src.util import errors as _errors

# --- stdout that cannot be written ----------------------------------------------------


def test_a_closed_stdout_pipe_exits_5_not_1(targets):
    # end to end: a pipe closed by its reader (`jaxcheck run ... | head -c 10`); rich
    # would exit 1 there, the code for "unexpected recompiles"
    proc = subprocess.Popen([sys.executable, "-m", "jaxcheck", "run", f"{targets}:workload",
                             f"{targets}:workload", f"{targets}:workload"],
                            env=subprocess_env(COLUMNS="80"), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    proc.stdout.close()  # the reader is gone before the report is written
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=300) == errors.IO, err
    assert "stdout" in error_line(err)


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_full_disk_on_stdout_exits_5(targets):
    with open("/dev/full", "w") as full:
        proc = subprocess.run([sys.executable, "-m", "jaxcheck", "run", f"{targets}:workload",
                               "--format", "json"], env=subprocess_env(), stdout=full,
                              stderr=subprocess.PIPE, text=True, timeout=300)
    assert proc.returncode == errors.IO, proc.stderr
    assert "No space left" in error_line(proc.stderr)


# --- a target that closes jaxcheck's output streams -----------------------------------

CLOSERS = '''
import os
import sys

import jax
import jax.numpy as jnp


@jax.jit
def double(x):
    return x * 2


def once():
    double(jnp.ones(3))


def twice():  # a recompile: unexpected, exit 1
    double(jnp.ones(3))
    double(jnp.ones(4))


def _close(what):
    if what in ("stdout", "all"):
        sys.stdout.close()
    if what in ("stderr", "all"):
        sys.stderr.close()
    if what in ("fd1", "all"):
        os.close(1)
    if what in ("fd2", "all"):
        os.close(2)
''' + "".join(f'''

def {work}_{what}():
    {work}()
    _close({what!r})
''' for work in ("once", "twice") for what in ("stdout", "stderr", "fd1", "fd2", "all"))

FAST_CLOSERS = {("twice", "all", "json"), ("once", "fd2", "rich")}


def _closer_cases():
    for work in ("once", "twice"):
        for what in ("stdout", "stderr", "fd1", "fd2", "all"):
            for fmt in ("rich", "json"):
                marks = () if (work, what, fmt) in FAST_CLOSERS else (pytest.mark.slow,)
                yield pytest.param(work, what, fmt, marks=marks, id=f"{work}-{what}-{fmt}")


@pytest.mark.parametrize(("work", "what", "fmt"), list(_closer_cases()))
def test_a_target_closing_the_output_streams_keeps_report_junit_and_exit_code(
        tmp_path, work, what, fmt):
    import importlib.util
    import xml.etree.ElementTree as ET

    from helpers import compiled, jax_compile_log

    name = f"closers_{uuid.uuid4().hex[:8]}"
    path = tmp_path / f"{name}.py"
    path.write_text(CLOSERS)
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    with jax_compile_log() as lines:
        getattr(module, work)()
    jax_compiles = compiled(lines, "double")  # JAX's witness: 1 for once, 2 for twice
    expected_code = _errors.OK if jax_compiles == 1 else _errors.RECOMPILES
    junit = tmp_path / "out.xml"
    code, out, err = cli("run", f"{path}:{work}_{what}", "--format", fmt,
                         "--junit-xml", str(junit), cwd=tmp_path)
    assert code == expected_code, (code, out, err)
    assert "Traceback" not in err and "lost sys." not in err
    cases = ET.parse(junit).getroot().iter("testcase")
    failures = sum(1 for case in cases for _ in case.iter("failure"))
    assert failures == (expected_code != _errors.OK)
    if fmt == "json":
        doc = json.loads(out)
        counted = sum(f["compiles"] for ep in doc["entrypoints"] for f in ep["functions"]
                      if f["name"] == "double")
        assert counted == jax_compiles
        assert [ep["status"] for ep in doc["entrypoints"]] == [
            "pass" if expected_code == _errors.OK else "fail"]
    else:
        assert f"{what}" in out and ("PASS" in out or "FAIL" in out or "pass" in out), out


# --- a target's exception with lone surrogates ----------------------------------------

SURROGATES = '''
import jax
import jax.numpy as jnp


@jax.jit
def double(x):
    return x * 2


def bad():
    double(jnp.ones(3))
    raise ValueError("lone \\udc80 and \\ud800, [bold]markup[/bold], a bell \\x07")
'''


@pytest.mark.parametrize("fmt", ["json", pytest.param("rich", marks=pytest.mark.slow)])
def test_an_exception_with_lone_surrogates_still_writes_every_file(tmp_path, fmt):
    import xml.etree.ElementTree as ET

    path = tmp_path / f"surr_{uuid.uuid4().hex[:8]}.py"
    path.write_text(SURROGATES)
    junit, html, trace = tmp_path / "j.xml", tmp_path / "r.html", tmp_path / "t.json"
    code, out, err = cli("run", f"{path}:bad", "--format", fmt, "--junit-xml", str(junit),
                         "--html", str(html), "--trace-events", str(trace), cwd=tmp_path)
    assert code == _errors.TARGET_ERROR, (code, err)
    assert "internal error" not in err and "Traceback" not in err
    failure = ET.parse(junit).getroot().find(".//error")
    assert "ValueError" in (failure.get("type", "") + failure.get("message", ""))
    json.loads(trace.read_text())
    assert "ValueError" in html.read_text(encoding="utf-8")
    if fmt == "json":
        message = json.loads(out)["entrypoints"][0]["error"]["message"]
        assert "\udc80" in message and "\ud800" in message  # kept as the target raised it


# --- stdout that cannot be written, under every output format -------------------------


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
@pytest.mark.parametrize("output_format", outputs.SAVED_FORMATS)
def test_stdout_that_cannot_be_written_is_exit_5_under_every_format(tmp_path, output_format):
    """Every document on stdout goes through one writer: a full disk (or a closed pipe)
    is an I/O error, exit 5, under JUnit XML as under JSON and the terminal report."""
    from jaxcheck._src.util import errors

    saved = tmp_path / "r.json"
    report = make_report(make_entrypoint())
    saved.write_text(outputs.JSON.module().render(report), encoding="utf-8")
    env = subprocess_env()
    env.pop("GITHUB_ACTIONS", None)
    with open("/dev/full", "w") as full:
        proc = subprocess.run([sys.executable, "-m", "jaxcheck", "report", str(saved),
                               "--format", output_format], stdout=full, stderr=subprocess.PIPE,
                              text=True, env=env, timeout=120, check=False)
    assert proc.returncode == errors.IO, proc.stderr
    assert proc.stderr.strip() == (f"{errors.PREFIX}cannot write the report to stdout: "
                                   "No space left on device")
