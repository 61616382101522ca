"""Example factories that misbehave, met in this process: each is one clear answer with
its documented exit code, never a silent pass, a traceback or an unbounded run.

A factory that ends the process (``os._exit``) is the target's crash (3); one that raises
``SystemExit`` the target's error (3), not jaxcheck exiting; ``KeyboardInterrupt`` the
interrupted exit (130); a generator, a dict or None a usage error (2); 100,000 leaves to
vary one by one a usage error in seconds (2); a leaf that cannot be copied is named in a
note, never the target's failure; what a target does to its arguments never reaches
the next call. Forks, hangs and isolated workers start processes:
``tests/e2e/faults/test_factory_processes.py``.
"""

from __future__ import annotations

import functools
import json
import os
import time
import uuid

import jax
import jax.numpy as jnp
import pytest
from helpers import compiled, error_line, invoke, jax_compile_log, variations_witnessed

import jaxcheck
from jaxcheck._src.util import errors
from jaxcheck._src.variations import pytree


@jax.jit
def double(x):
    return x * 2


def _module(tmp_path, source: str) -> str:
    """A module of ``source`` after a jitted ``step(x)``; its name (fresh each time)."""
    name = f"fac_{uuid.uuid4().hex[:8]}"
    (tmp_path / f"{name}.py").write_text(
        "import os, sys\nimport jax, jax.numpy as jnp, numpy as np\n\n"
        "@jax.jit\ndef step(x):\n    return x * 2\n\n"
        "@jax.jit\ndef first(xs):\n    return xs[0] * 2\n\n" + source)
    return name


# --- ending the process, SystemExit, KeyboardInterrupt ----------------------------------


@pytest.mark.parametrize("code", [0, 7])
def test_os_exit_in_a_factory_is_the_targets_crash_never_a_pass(code):
    def ends_the_process():
        os._exit(code)

    report = jaxcheck.run(double, example=ends_the_process)
    (ep,) = report.entrypoints
    assert ep.error is not None and ep.error.type == "Crashed", ep.error
    assert f"os._exit({code})" in ep.error.message and "ends_the_process" in ep.error.message
    assert report.exit_code == errors.TARGET_ERROR
    assert os._exit.__module__ == "posix"  # put back


@pytest.mark.parametrize("code", [0, None, "bye"])
def test_system_exit_in_a_factory_is_a_target_error_not_jaxcheck_exiting(code):
    def exits():
        raise SystemExit(code)

    report = jaxcheck.run(double, example=exits)
    (ep,) = report.entrypoints
    assert ep.error is not None and ep.error.type == "SystemExit"
    assert report.exit_code == errors.TARGET_ERROR


def test_system_exit_zero_in_a_factory_exits_3_on_the_command_line(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    name = _module(tmp_path, "def make():\n    sys.exit(0)\n")
    code, out, err = invoke("run", f"{name}.py:step", "--example", f"{name}:make",
                            "--format", "json")
    assert code == errors.TARGET_ERROR, err
    (ep,) = json.loads(out)["entrypoints"]
    assert ep["error"]["type"] == "SystemExit"


def test_keyboard_interrupt_in_a_factory_is_the_interrupted_exit(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    name = _module(tmp_path, "def make():\n    raise KeyboardInterrupt\n")
    code, out, err = invoke("run", f"{name}.py:step", "--example", f"{name}:make",
                            "--format", "json")
    assert code == errors.INTERRUPTED, err
    assert json.loads(out)["interrupted"] is True
    assert "Traceback" not in err and err.strip().splitlines()[-1] == "jaxcheck: interrupted"


# --- what a factory returns -------------------------------------------------------------


@pytest.mark.parametrize("body, what", [
    ("    yield jnp.ones(3)\n", "a generator"),
    ("    return {'x': jnp.ones(3)}\n", "a dict"),
    ("    return None\n", "None"),
    ("    pass\n", "None"),
])
def test_a_factory_returning_no_argument_tuple_is_one_usage_line(tmp_path, monkeypatch,
                                                                  body, what):
    monkeypatch.chdir(tmp_path)
    name = _module(tmp_path, f"def make():\n{body}")
    code, out, err = invoke("run", f"{name}.py:step", "--example", f"{name}:make")
    assert code == errors.USAGE, err
    line = error_line(err)
    assert f"make returned {what};" in line and "jaxcheck.Args" in line


def test_100000_leaves_are_one_usage_line_in_bounded_time_and_memory(tmp_path, monkeypatch):
    """Before: over five minutes and 3 GB planning 500,000 variations, unfinished."""
    import resource

    monkeypatch.chdir(tmp_path)
    name = _module(tmp_path, "def make():\n"
                             "    return ([np.zeros((), np.float32)] * 100_000,)\n")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB, the process's high mark
    started = time.monotonic()
    code, out, err = invoke("run", f"{name}.py:first", "--example", f"{name}:make")
    took = time.monotonic() - started
    grown = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - peak
    assert code == errors.USAGE, err
    line = error_line(err)
    assert "100,000 leaves to vary one by one" in line and 'group = ["xs"]' in line, line
    assert "--vary" in line and len(line) < 400
    assert took < 30, took
    assert grown < 500 * 1024, grown  # the plan of one variation per leaf is never made


def test_leaves_over_the_limit_pass_once_grouped(tmp_path, monkeypatch):
    n = pytree.MAX_ALONE + 1
    monkeypatch.chdir(tmp_path)
    name = _module(tmp_path, f"def make():\n    return ([np.zeros((), np.float32)] * {n},)\n")
    code, _, err = invoke("run", f"{name}.py:first", "--example", f"{name}:make")
    assert code == errors.USAGE and f"{n:,} leaves" in error_line(err)
    with jax_compile_log() as log:
        report = jaxcheck.run(f"{name}.py:first", example=f"{name}:make", group=["xs"],
                              mode="execute")
    (ep,) = report.entrypoints
    assert ep.error is None and report.exit_code == 0
    # base, then the group's new data (a hit) and other width (a recompile)
    assert compiled(log, "first") == 1 + sum(v.result == "recompile" for v in ep.variations)


# --- what a call does to its arguments ---------------------------------------------------


class Counts:
    """A hand-written config whose value is how often it was used: equal configs hash
    alike, so JAX (which keeps it static) compiles once per count."""

    def __init__(self) -> None:
        self.calls = 0

    def __hash__(self) -> int:
        return hash(self.calls)

    def __eq__(self, other: object) -> bool:
        return type(other) is Counts and other.calls == self.calls


@functools.partial(jax.jit, static_argnums=1)
def _scaled(x, cfg):
    return x * cfg.calls


def counting_step(x, cfg):
    cfg.calls += 1  # changes the config it is given: a call's own business
    return _scaled(x, cfg)


def test_each_call_sees_the_factorys_arguments_afresh():
    """Before, the base call's ``cfg.calls += 1`` reached every variation: `new data of x`
    compiled again (calls 2, then 3, ...) and read as an unexpected recompile (exit 1)."""
    made = []

    def make():
        made.append(1)
        return (jnp.ones(3), Counts())

    ep, by = variations_witnessed(counting_step, "_scaled", make)
    assert by["value", "x"].result == "hit"
    assert by["value", "cfg"].result == "hit"  # an equal new Counts: calls 0 again
    assert not ep.unexpected and ep.status == "pass"
    assert len(made) == 1  # the factory is called once per dims value, never again


def test_the_factory_is_called_once_per_dims_value_however_it_counts():
    calls = []

    def make(B=2):
        calls.append(B)
        return (jnp.ones((B, len(calls))),)  # global state: the shape depends on the count

    report = jaxcheck.run(double, example=make, dims={"B": [1, 2, 4]}, mode="execute")
    (ep,) = report.entrypoints
    assert calls == [1, 2, 4] and ep.error is None


def _with_handle(x, f):
    return double(x)


def test_a_leaf_that_cannot_be_copied_is_named_in_a_note_not_the_targets_failure(tmp_path):
    """Before: the variation of the closed file raised `cannot pickle` while it was built,
    reported as the target raising (exit 1)."""
    with open(tmp_path / "f.txt", "w") as handle:
        pass

    report = jaxcheck.run(_with_handle, example=(jnp.ones(3), handle))
    (ep,) = report.entrypoints
    assert ep.error is None and report.exit_code == 0, ep.variations
    (v,) = [v for v in ep.variations if v.path == "f"]
    assert v.result == "skipped" and v.withheld and "cannot be built here" in v.detail
    (note,) = [n for n in ep.notes if "cannot be copied" in n]
    assert note.startswith("f (a TextIOWrapper") and "every call of the target shares it" in note


def test_a_lambda_among_the_arguments_is_passed_as_it_is():
    with jax_compile_log() as log:
        report = jaxcheck.run(_with_handle, example=(jnp.ones(3), lambda: 1), mode="execute")
    (ep,) = report.entrypoints
    assert ep.error is None and report.exit_code == 0
    assert not [n for n in ep.notes if "cannot be copied" in n]
    assert compiled(log, "double") == 1 + sum(v.result == "recompile" for v in ep.variations)


# --- what a factory prints ---------------------------------------------------------------


def test_what_a_factory_prints_never_enters_the_json_document(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    name = _module(tmp_path, "def make():\n    print('{\"not\": \"the report\"}')\n"
                             "    return (jnp.ones(3),)\n")
    code, out, err = invoke("run", f"{name}.py:step", "--example", f"{name}:make",
                            "--format", "json")
    assert code == errors.OK, err
    assert json.loads(out)["entrypoints"][0]["error"] is None
    assert '{"not": "the report"}' in err and "the report" not in out
