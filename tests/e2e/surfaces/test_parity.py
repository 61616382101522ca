"""Parity: every way of running jaxcheck gives the same answer for one program.

One program (``tests/data/parity_prog.py``: ``step`` recompiles on a short last batch,
``scale`` on a weak-type and on a static-value change, ``once`` compiles once) goes
through every way jaxcheck runs code:

* ``jaxcheck run parity_prog.py:main`` (in process), ``--isolate`` and ``-j 2`` (the
  worker), ``jaxcheck run -- python parity_prog.py`` (one entry per process);
* the pytest ``jaxcheck`` fixture and ``@pytest.mark.jaxcheck(max_compiles=N)``, in a
  pytest process of its own that loads the plugin as a user's would;
* ``jaxcheck.guard``, armed before the first call: every compile is an incident, and with
  ``recompiles_only`` the incidents are exactly the unexpected recompiles of the others;
* each command-line run saved and read back by ``jaxcheck report PATH.json``; ``check``
  (isolated) and ``baseline`` over a project declaring the program, then ``check``
  against the lock; ``%%jaxcheck``, ``%jaxcheck on`` and a ``jaxcheck.watch`` block.

Beyond counts and causes, the verdict, the exit code and the failure text (the one
failure view, ``_report/failures``) must agree.

Each run happens once (module-scoped fixtures) and is reduced to one comparable answer:
per function, its compiles in order, each with ``recompile``, the causes as ``(kind,
path, before, after)``, ``expected`` and ``expected_by``. JAX's own log of compiles
(``JAX_LOG_COMPILES=1``) is the truth for the compile counts.

Every way of running goes through one pipeline (``docs/ARCHITECTURE.md``), so every
assertion here holds in every mode: a difference is a bug in one path.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from helpers import REPO, cli, subprocess_env

# one program run in eight ways, each a jaxcheck process: `make test-slow` (CI runs it)
pytestmark = pytest.mark.slow

PROGRAM = REPO / "tests" / "data" / "parity_prog.py"
FUNCTIONS = ("step", "scale", "once")



# --- reducing a report to its answer ----------------------------------------------


def cause_tuple(c: dict) -> tuple:
    return (c["kind"], c["path"], c["before"], c["after"])


def answer(functions: list[dict]) -> dict[str, list[tuple]]:
    """``"name (defined_at)"`` → one ``(recompile, causes, expected, expected_by)`` per compile."""
    return {f"{f['name']} ({f['defined_at']})": [
        (e["recompile"], tuple(cause_tuple(c) for c in e["causes"]), e["expected"],
         e["expected_by"]) for e in f["events"]] for f in functions}


def shape(functions: list[dict]) -> dict[str, list[tuple]]:
    """The answer without the verdict: what compiled, and why."""
    return {k: [(r, causes) for r, causes, _, _ in v] for k, v in answer(functions).items()}


def counts(functions: list[dict]) -> dict[str, int]:
    return {f["name"]: len(f["events"]) for f in functions}


def functions_of(document: dict) -> list[dict]:
    """Every function of a ``--format json`` document (one target, or one process)."""
    return [f for ep in document["entrypoints"] for f in ep["functions"]]


def events_of(functions: list[dict]) -> list[tuple[str, dict]]:
    return [(f["name"], e) for f in functions for e in f["events"]]


#: a compile event's timeline fields, as ``--format json`` names them
TIMINGS = ("started", "trace_seconds", "lower_seconds", "compile_seconds")


def untimed(functions: list[dict]) -> list[str]:
    """Each missing (or negative) time or phase of an event, as ``name: field=value``."""
    missing = []
    for name, e in events_of(functions):
        for key in TIMINGS:
            if not isinstance(e.get(key), int | float) or e[key] < 0:
                missing.append(f"{name}: {key}={e.get(key)!r}")
    return missing


#: what an HTML report is made of: its headings, its <summary> lines and the phases named
#: in its compile tables. Seconds and the target's own words are left out.
_HEADING = re.compile(r"<(h[1-3]|summary)\b[^>]*>(.*?)</\1>", re.S)
_SECONDS = re.compile(r"\d+\.\d+\s?s\b")


def html_sections(html: str) -> set[str]:
    """``"h3: Compile timeline"``, ``"summary: 6 compiles in time order"``, ``"phase: lower"``…"""
    sections = set()
    for tag, inner in _HEADING.findall(html):
        text = re.sub(r"<[^>]+>", " ", inner)
        text = " ".join(_SECONDS.sub("<s>", text).split())
        if re.match(r"(PASS|FAIL|ERROR)\b", text):  # a target's heading: its own name
            text = text.split()[0] + " <target>"
        # a program's stack has its own module frame above main(), shown as a stack; a
        # target's starts at main(), one frame, which the call site already says
        if text.startswith("call stack ("):
            continue
        sections.add(f"{tag}: {text}")
    for phase in set(re.findall(r"\b(trace|lower|compile) \d+\.\d+s", html)):
        sections.add(f"phase: {phase}")
    return sections


# --- the runs ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def workdir(tmp_path_factory) -> Path:
    """A directory holding the program, where every run starts (paths read the same)."""
    where = tmp_path_factory.mktemp("parity")
    shutil.copy(PROGRAM, where / "parity_prog.py")
    return where


def jaxcheck_json(workdir: Path, *args: str, html: str | None = None) -> tuple[int, dict]:
    extra = ["--html", str(workdir / html)] if html else []
    code, out, err = cli("run", "--format", "json", *extra, *args, cwd=workdir, timeout=300)
    assert code in (0, 1), f"exit {code}\n{err}"
    return code, json.loads(out)


def program_json(workdir: Path, *args: str, html: str | None = None) -> tuple[int, dict]:
    """``jaxcheck run [ARGS] -- python parity_prog.py``; every process it started is gone."""
    code, document = jaxcheck_json(workdir, *args, "--", sys.executable, "parity_prog.py",
                                   html=html)
    pids = [ep["pid"] for ep in document["entrypoints"] if ep.get("pid")]
    assert pids, "no process of the program reported"
    for pid in pids:
        assert not Path(f"/proc/{pid}").exists(), f"process {pid} of the program is left"
    return code, document


#: the ways a target runs, by their command-line options
TARGET_MODES = {"in-process": [], "isolate": ["--isolate"], "jobs-2": ["-j", "2"]}


@pytest.fixture(scope="module")
def cli_runs(workdir) -> dict[str, tuple[int, dict]]:
    """Each command-line mode once, with nothing declared, writing its HTML report too."""
    runs = {mode: jaxcheck_json(workdir, *opts, "parity_prog.py:main", html=f"{mode}.html")
            for mode, opts in TARGET_MODES.items()}
    runs["program"] = program_json(workdir, html="program.html")
    return runs


@pytest.fixture(scope="module")
def library_run(workdir) -> dict:
    """``jaxcheck.run("parity_prog.py:main")`` in this process, from the same directory;
    the public Report as a dict (its field names are those of ``--format json``)."""
    import dataclasses

    import jaxcheck

    here = os.getcwd()
    os.chdir(workdir)
    try:
        report = jaxcheck.run("parity_prog.py:main")
    finally:
        os.chdir(here)
    return dataclasses.asdict(report)


@pytest.fixture(scope="module")
def jax_truth(workdir) -> dict[str, int]:
    """JAX's own count of compiles per function: the program alone, JAX_LOG_COMPILES=1."""
    proc = subprocess.run([sys.executable, "parity_prog.py"], cwd=workdir, text=True,
                          capture_output=True, timeout=300,
                          env=subprocess_env(JAX_LOG_COMPILES="1"))
    assert proc.returncode == 0, proc.stderr
    # "Finished XLA compilation of jit(step) in 0.03 sec": the same words in 0.4.38 … 0.10
    return {name: len(re.findall(rf"Finished XLA compilation of jit\({name}\) ", proc.stderr))
            for name in FUNCTIONS}


#: run by the guard mode: two guards armed before the first call, one taking every
#: compile as an incident, one only recompiles; their incidents' events as JSON.
GUARD_DRIVER = '''
import dataclasses, json, sys

import jaxcheck
import parity_prog

every, recompiles = [], []
with jaxcheck.guard(on_compile=every.append) as all_compiles, \\
        jaxcheck.guard(on_compile=recompiles.append, recompiles_only=True) as only_re:
    all_compiles.arm()
    only_re.arm()
    parity_prog.main()


def incidents(found):
    return [{"function": i.function, "defined_at": i.defined_at,
             "event": dataclasses.asdict(i.event)} for i in found]


with open(sys.argv[1], "w") as f:
    json.dump({"every": incidents(every), "recompiles": incidents(recompiles)}, f)
'''


def incidents_as_functions(incidents: list[dict]) -> list[dict]:
    """Incidents grouped by function, in the shape of a report's ``functions``."""
    by: dict[tuple, list] = {}
    for i in incidents:
        by.setdefault((i["function"], i["defined_at"]), []).append(i["event"])
    return [{"name": n, "defined_at": d, "events": es} for (n, d), es in by.items()]


@pytest.fixture(scope="module")
def guard_run(workdir) -> dict[str, list[dict]]:
    (workdir / "guard_driver.py").write_text(GUARD_DRIVER)
    out = workdir / "guard.json"
    proc = subprocess.run([sys.executable, "guard_driver.py", str(out)], cwd=workdir,
                          text=True, capture_output=True, timeout=300, env=subprocess_env())
    assert proc.returncode == 0, proc.stderr
    found = json.loads(out.read_text())
    return {k: incidents_as_functions(v) for k, v in found.items()}


#: the pytest mode: a user's test file. The fixture's functions are written out as JSON
#: (dataclasses.asdict of jaxcheck's public FunctionReport); the marker's verdict is
#: the test's outcome and its failure message.
USER_TESTS = '''
import dataclasses, json, os

import pytest

import parity_prog


def dump(name, watch):
    with open(os.path.join(os.environ["PARITY_OUT"], name + ".json"), "w") as f:
        json.dump([dataclasses.asdict(fn) for fn in watch.functions], f)


def test_fixture_first(jaxcheck):
    parity_prog.main()
    dump("fixture_first", jaxcheck)


def test_warm_up_without_jaxcheck():
    parity_prog.main()


def test_fixture_after_warm_up(jaxcheck):
    parity_prog.main()
    dump("fixture_after_warm_up", jaxcheck)


@pytest.mark.jaxcheck(max_compiles=1)
def test_marker_1():
    parity_prog.main()


@pytest.mark.jaxcheck(max_compiles=2)
def test_marker_2():
    parity_prog.main()


@pytest.mark.jaxcheck(max_compiles=3)
def test_marker_3(jaxcheck):
    parity_prog.main()
    dump("marker_3", jaxcheck)
'''


@pytest.fixture(scope="module")
def pytest_run(workdir) -> dict:
    """The user's tests in a pytest process of their own (the plugin from its entry point)."""
    where = workdir / "pytest_user"
    where.mkdir()
    shutil.copy(PROGRAM, where / "parity_prog.py")
    (where / "test_user.py").write_text(USER_TESTS)
    env = subprocess_env(PARITY_OUT=str(where))
    env.pop("PYTEST_ADDOPTS", None)
    proc = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-rA",
                           "-p", "no:xdist", "test_user.py"], cwd=where, text=True,
                          capture_output=True, timeout=300, env=env)
    outcomes = {test: outcome for outcome, test in
                re.findall(r"^(PASSED|FAILED|ERROR) test_user\.py::(\w+)", proc.stdout, re.M)}
    runs = {p.stem: json.loads(p.read_text()) for p in where.glob("*.json")}
    return {"outcomes": outcomes, "stdout": proc.stdout, "functions": runs}


# --- one answer -----------------------------------------------------------------------


def test_the_program_compiles_as_jax_says(jax_truth):
    """The program does what this file relies on: JAX compiles step twice, scale three
    times, once once."""
    assert jax_truth == {"step": 2, "scale": 3, "once": 1}


@pytest.mark.parametrize("mode", [*TARGET_MODES, "program"])
def test_compile_counts_match_jax_in_every_command_line_mode(cli_runs, jax_truth, mode):
    assert counts(functions_of(cli_runs[mode][1])) == jax_truth


def test_the_target_modes_give_one_answer(cli_runs):
    reference = answer(functions_of(cli_runs["in-process"][1]))
    assert reference, "nothing compiled in process"
    for mode in ("isolate", "jobs-2"):
        assert answer(functions_of(cli_runs[mode][1])) == reference, mode
        assert cli_runs[mode][0] == cli_runs["in-process"][0], mode


def test_the_library_api_gives_the_answer_of_the_command_line(cli_runs, library_run,
                                                               jax_truth):
    functions = functions_of(library_run)
    assert counts(functions) == jax_truth
    assert answer(functions) == answer(functions_of(cli_runs["in-process"][1]))
    assert untimed(functions) == []


def test_run_dash_dash_gives_the_answer_of_the_target(cli_runs):
    reference = answer(functions_of(cli_runs["in-process"][1]))
    assert answer(functions_of(cli_runs["program"][1])) == reference
    assert cli_runs["program"][0] == cli_runs["in-process"][0] == 1


def test_the_causes_are_the_programs(cli_runs):
    """What parity_prog.py changes, in jaxcheck's words (in process)."""
    causes = {}
    for name, e in events_of(functions_of(cli_runs["in-process"][1])):
        causes.setdefault(name, []).append([cause_tuple(c)[:2] for c in e["causes"]])
    assert causes == {"step": [[("new_function", None)], [("shape", "x")]],
                      "scale": [[("new_function", None)], [("weak_type", "k")],
                                [("static_value", "mode")]],
                      "once": [[("new_function", None)]]}


def test_the_fixture_gives_the_answer_of_the_target(cli_runs, pytest_run, jax_truth):
    fixture = pytest_run["functions"]["fixture_first"]
    assert pytest_run["outcomes"]["test_fixture_first"] == "PASSED", pytest_run["stdout"]
    assert counts(fixture) == jax_truth
    assert answer(fixture) == answer(functions_of(cli_runs["in-process"][1]))


def test_a_marked_test_sees_the_compiles_of_the_target(cli_runs, pytest_run, jax_truth):
    """The marker clears JAX's caches: after a warm-up, its test compiles everything again
    (seen through the fixture of the marked test)."""
    marked = pytest_run["functions"]["marker_3"]
    assert counts(marked) == jax_truth
    assert shape(marked) == shape(functions_of(cli_runs["in-process"][1]))


def test_the_fixture_does_not_depend_on_test_order(pytest_run, jax_truth):
    assert pytest_run["outcomes"]["test_fixture_after_warm_up"] == "PASSED"
    after = pytest_run["functions"]["fixture_after_warm_up"]
    assert counts(after) == jax_truth
    assert answer(after) == answer(pytest_run["functions"]["fixture_first"])


def test_the_guard_sees_every_compile_with_its_causes(cli_runs, guard_run, jax_truth):
    """Armed before the first call, every compile is an incident: the same functions,
    counts and causes as every other mode."""
    every = guard_run["every"]
    assert counts(every) == jax_truth
    assert shape(every) == shape(functions_of(cli_runs["in-process"][1]))


def test_the_guards_recompile_incidents_are_the_unexpected_recompiles(cli_runs, guard_run):
    def unexpected(functions):
        return sorted((f["name"], tuple(cause_tuple(c) for c in e["causes"]))
                      for f in functions for e in f["events"] if not e["expected"])

    reference = unexpected(functions_of(cli_runs["in-process"][1]))
    assert len(reference) == 3
    assert unexpected(guard_run["recompiles"]) == reference
    assert all(e["recompile"] for _, e in events_of(guard_run["recompiles"]))


def test_an_incident_never_says_why_it_was_expected(guard_run):
    for name, e in events_of(guard_run["every"]):
        assert e["expected"] is False
        assert e["expected_by"] is None, (name, e["expected_by"])


@pytest.mark.parametrize("mode", [*TARGET_MODES, "program"])
def test_expected_and_expected_by_agree(cli_runs, mode):
    """``expected_by`` names why an event was expected, and is None when it was not."""
    for name, e in events_of(functions_of(cli_runs[mode][1])):
        assert e["expected"] == (e["expected_by"] is not None), (name, e)
        assert (e["expected_by"] == "first compile") == (not e["recompile"]), (name, e)


# --- timings ------------------------------------------------------------------------------


@pytest.mark.parametrize("mode", [
    *TARGET_MODES,
    pytest.param("program"),
])
def test_every_compile_has_its_timings(cli_runs, mode):
    functions = functions_of(cli_runs[mode][1])
    assert functions
    assert untimed(functions) == []


def test_every_incident_has_its_timings(guard_run):
    assert guard_run["every"]
    assert untimed(guard_run["every"]) == []


def test_every_compile_seen_by_the_fixture_has_its_timings(pytest_run):
    fixture = pytest_run["functions"]["fixture_first"]
    assert fixture
    assert untimed(fixture) == []


# --- HTML -------------------------------------------------------------------------------


def test_the_html_of_the_target_modes_has_the_same_sections(cli_runs, workdir):
    reference = html_sections((workdir / "in-process.html").read_text())
    assert "h3: Compile timeline" in reference
    assert {"phase: trace", "phase: lower", "phase: compile"} <= reference
    for mode in ("isolate", "jobs-2"):
        assert html_sections((workdir / f"{mode}.html").read_text()) == reference, mode


def test_the_html_of_run_dash_dash_has_the_same_sections(cli_runs, workdir):
    reference = html_sections((workdir / "in-process.html").read_text())
    assert html_sections((workdir / "program.html").read_text()) == reference


# --- declared budgets and expectations -------------------------------------------------


@pytest.fixture(scope="module")
def budget_runs(workdir) -> dict[str, tuple[int, dict]]:
    """``--max-compiles 2``: per function, step (2 compiles) is within, scale (3) is over."""
    return {"in-process": jaxcheck_json(workdir, "--max-compiles", "2", "parity_prog.py:main"),
            "jobs-2": jaxcheck_json(workdir, "-j", "2", "--max-compiles", "2",
                                    "parity_prog.py:main"),
            "program": program_json(workdir, "--max-compiles", "2")}


def budget_verdict(functions: list[dict]) -> dict[str, list]:
    return {f["name"]: [(e["expected"], e["expected_by"]) for e in f["events"] if e["recompile"]]
            for f in functions}


#: the agreed meaning of max_compiles everywhere: a budget per function
PER_FUNCTION_BUDGET_2 = {"step": [(True, "budget")], "scale": [(False, None), (False, None)],
                         "once": []}


def test_the_marker_counts_compiles_per_function(pytest_run):
    """max_compiles=N: a test fails for each function compiled more than N times."""
    outcomes, text = pytest_run["outcomes"], pytest_run["stdout"]
    assert outcomes["test_marker_1"] == "FAILED"
    assert outcomes["test_marker_2"] == "FAILED"
    assert outcomes["test_marker_3"] == "PASSED"
    section = text.split("test_marker_2", 1)[1].split("test_marker_3", 1)[0]
    assert "`scale`" in section and "`step`" not in section, section


def test_the_marker_explains_the_causes_of_the_target(cli_runs, pytest_run):
    """Each recompile the target reports appears in the marker's failure message,
    ``kind at path: before → after``."""
    section = pytest_run["stdout"].split("test_marker_1", 1)[1].split("test_marker_2", 1)[0]
    for name, e in events_of(functions_of(cli_runs["in-process"][1])):
        for c in e["causes"] if e["recompile"] else []:
            assert f"{c['kind']} at {c['path']}: {c['before']} → {c['after']}" in section, \
                (name, c, section)


@pytest.mark.parametrize("mode", [
    pytest.param("in-process"),
    pytest.param("jobs-2"),
    pytest.param("program"),
])
def test_max_compiles_is_a_budget_per_function(budget_runs, mode):
    code, document = budget_runs[mode]
    assert budget_verdict(functions_of(document)) == PER_FUNCTION_BUDGET_2
    assert code == 1


def test_max_compiles_gives_one_answer_in_process_and_in_a_worker(budget_runs):
    assert answer(functions_of(budget_runs["jobs-2"][1])) == \
        answer(functions_of(budget_runs["in-process"][1]))
    assert budget_runs["jobs-2"][0] == budget_runs["in-process"][0]


@pytest.fixture(scope="module")
def generous_budget_runs(workdir) -> dict[str, tuple[int, dict]]:
    """``--max-compiles 6``: within budget however it is counted."""
    return {"in-process": jaxcheck_json(workdir, "--max-compiles", "6", "parity_prog.py:main"),
            "program": program_json(workdir, "--max-compiles", "6")}


@pytest.mark.parametrize("mode", [
    "in-process",
    pytest.param("program"),
])
def test_recompiles_within_the_budget_are_expected_by_budget(generous_budget_runs, mode):
    code, document = generous_budget_runs[mode]
    assert code == 0
    recompiles = [e for _, e in events_of(functions_of(document)) if e["recompile"]]
    assert len(recompiles) == 3
    assert {(e["expected"], e["expected_by"]) for e in recompiles} == {(True, "budget")}


@pytest.fixture(scope="module")
def expect_runs(workdir) -> dict[str, tuple[int, dict]]:
    return {"in-process": jaxcheck_json(workdir, "--expect", "shape=any",
                                        "parity_prog.py:main"),
            "program": program_json(workdir, "--expect", "shape=any")}


def test_expect_gives_one_answer_in_process_and_under_run_dash_dash(expect_runs):
    assert answer(functions_of(expect_runs["program"][1])) == \
        answer(functions_of(expect_runs["in-process"][1]))
    assert expect_runs["program"][0] == expect_runs["in-process"][0]


def test_a_recompile_accepted_by_expect_says_why(expect_runs):
    for mode, (_, document) in expect_runs.items():
        for name, e in events_of(functions_of(document)):
            assert e["expected"] == (e["expected_by"] is not None), (mode, name, e)


# --- several targets with named dimensions --------------------------------------------


HELPER = '''
import jax

import jaxcheck


@jaxcheck.entrypoint(args="f32[B]")
@jax.jit
def h(x):
    return x * 2.0
'''

CLEAN = '''
import jax
import jax.numpy as jnp


@jax.jit
def f(x):
    return x + 1.0


def main():
    f(jnp.ones(3))
    f(jnp.ones(3))
'''


@pytest.fixture(scope="module")
def dims_runs(tmp_path_factory) -> dict[str, tuple[int, str, str]]:
    """``jaxcheck run a.py:main b.py:h --dim B=1,8``: a workload beside a function with
    a named dimension, in process and in workers."""
    where = tmp_path_factory.mktemp("dims")
    (where / "a.py").write_text(textwrap.dedent(CLEAN))
    (where / "b.py").write_text(textwrap.dedent(HELPER))
    targets = ["a.py:main", "b.py:h", "--dim", "B=1,8", "--format", "json"]
    return {mode: tuple(cli("run", *opts, *targets, cwd=where, timeout=300))
            for mode, opts in TARGET_MODES.items()}


def test_a_workload_beside_a_dimensioned_function_passes_in_process(dims_runs):
    code, out, err = dims_runs["in-process"]
    assert code == 0, err
    document = json.loads(out)
    assert [ep["status"] for ep in document["entrypoints"]] == ["pass", "pass"]


@pytest.mark.parametrize("mode", [
    pytest.param("isolate"),
    pytest.param("jobs-2"),
])
def test_a_workload_beside_a_dimensioned_function_passes_in_workers(dims_runs, mode):
    code, out, err = dims_runs[mode]
    assert code == dims_runs["in-process"][0], err
    assert answer(functions_of(json.loads(out))) == \
        answer(functions_of(json.loads(dims_runs["in-process"][1])))


def test_nothing_is_left_running(tmp_path_factory, cli_runs, guard_run, pytest_run,
                                 budget_runs, generous_budget_runs, expect_runs, dims_runs):
    """No process that any run of this file started (they all start in its temporary
    directories) runs still."""
    base = str(tmp_path_factory.getbasetemp())
    left = []
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            cwd, command = os.readlink(proc / "cwd"), (proc / "cmdline").read_bytes()
        except OSError:  # gone already, or not ours to read
            continue
        if cwd.startswith(base + os.sep):
            left.append(f"{proc.name} {command[:200]!r}")
    assert left == []


# --- the saved report, check and baseline, the notebook, watch ---------------------------
#
# The same program again through the remaining ways of running: the saved JSON report
# rendered again (`jaxcheck report PATH.json`), `check` and `baseline` over a project that
# declares it, `%%jaxcheck` and `%jaxcheck on` in IPython, and a `jaxcheck.watch` block.
# Each gives the same counts, causes, verdict, exit code and failure text.


def failure_texts(document: dict, kinds=("recompile",)) -> list[tuple]:
    """The one failure view of a document: ``(kind, function, text, fix)`` per failure,
    sorted (functions are listed by the seconds they cost, which differ between runs)."""
    from jaxcheck._src.report import failures
    from jaxcheck._src.report import jsonreport as _render_json

    return sorted((f.kind, f.function or "", f.text, f.fix or "")
                  for f in failures.failures(_render_json.report_from(document))
                  if f.kind in kinds)


def as_document(functions: list[dict], target: str = "t") -> dict:
    """Functions (``dataclasses.asdict`` of the public types) as a report document."""
    return {"schema": "jaxcheck.report/1", "jaxcheck_version": "0", "jax_version": "0",
            "backend": "cpu", "mode": "execute",
            "entrypoints": [{"target": target, "kind": "workload", "functions": functions}]}


@pytest.fixture(scope="module")
def saved_runs(workdir, cli_runs) -> dict[str, tuple[int, dict, int]]:
    """Each command-line run saved and read back by `jaxcheck report` (as JSON, and
    rendered for the terminal): (exit code of the JSON read-back, its document, exit code
    of the terminal read-back)."""
    out = {}
    for mode, (_, document) in cli_runs.items():
        saved = workdir / f"saved-{mode}.json"
        saved.write_text(json.dumps(document))
        code, text, err = cli("report", str(saved), "--format", "json", cwd=workdir)
        shown = cli("report", str(saved), cwd=workdir)
        out[mode] = (code, json.loads(text) if text.strip() else {"err": err},
                     shown.returncode)
    return out


@pytest.mark.parametrize("mode", [*TARGET_MODES, "program"])
def test_a_saved_report_read_back_gives_the_same_answer(cli_runs, saved_runs, mode):
    code, document = cli_runs[mode]
    back_code, back, shown_code = saved_runs[mode]
    assert back == document  # nothing the verdict or the view reads is lost
    assert back_code == shown_code == code
    assert failure_texts(back, kinds=("recompile", "error", "finding", "variation",
                                      "budget", "regression", "divergence")) == \
        failure_texts(document, kinds=("recompile", "error", "finding", "variation",
                                       "budget", "regression", "divergence"))


PYPROJECT = '''\
[project]
name = "parity"
version = "0"

[tool.jaxcheck]

[[tool.jaxcheck.entrypoints]]
target = "parity_prog.py:main"
'''


@pytest.fixture(scope="module")
def project_runs(tmp_path_factory) -> dict[str, tuple[int, dict]]:
    """`check` (isolated, the default) before any lock, `baseline`, then `check` again."""
    where = tmp_path_factory.mktemp("parity_project")
    shutil.copy(PROGRAM, where / "parity_prog.py")
    (where / "pyproject.toml").write_text(PYPROJECT)
    runs = {}
    code, out, err = cli("check", "--format", "json", cwd=where, timeout=300)
    runs["check"] = (code, json.loads(out) if out.strip() else {"err": err})
    code, out, err = cli("baseline", "--no-isolate", "--format", "json", cwd=where,
                         timeout=300)
    runs["baseline"] = (code, json.loads(out) if out.strip() else {"err": err})
    code, out, err = cli("check", "--format", "json", cwd=where, timeout=300)
    runs["locked"] = (code, json.loads(out) if out.strip() else {"err": err})
    return runs


def test_check_and_baseline_give_the_answer_of_run(cli_runs, project_runs, jax_truth):
    code, reference = cli_runs["in-process"]
    for name in ("check", "baseline"):
        got_code, document = project_runs[name]
        assert counts(functions_of(document)) == jax_truth, name
        assert answer(functions_of(document)) == answer(functions_of(reference)), name
        assert failure_texts(document) == failure_texts(reference), name
    assert project_runs["check"][0] == code == 1
    assert project_runs["baseline"][0] == 0  # it records; the verdict is the lock's


def test_check_against_the_lock_accepts_what_baseline_recorded(cli_runs, project_runs):
    code, document = project_runs["locked"]
    assert code == 0
    reference = functions_of(cli_runs["in-process"][1])
    assert shape(functions_of(document)) == shape(reference)
    was_unexpected = {(n, i) for n, es in answer(reference).items()
                      for i, (_, _, expected, _) in enumerate(es) if not expected}
    for name, events in answer(functions_of(document)).items():
        for i, (_, _, expected, by) in enumerate(events):
            assert expected, (name, i)
            assert (by == "lock") == ((name, i) in was_unexpected), (name, i, by)
    assert failure_texts(document) == []


#: a notebook and a `watch` block: IPython's own shell, in a process of its own
NOTEBOOK_DRIVER = '''
import dataclasses, json, sys

import jax
from IPython.core.interactiveshell import InteractiveShell

import jaxcheck
from jaxcheck._src.embed import notebook
from jaxcheck._src.report.jsonreport import to_dict

out = {}
with jaxcheck.watch(clear_caches=True) as w:
    import parity_prog
    parity_prog.main()
out["watch"] = [dataclasses.asdict(f) for f in w.functions]

shell = InteractiveShell.instance()
shell.run_cell("%load_ext jaxcheck")
result = shell.run_cell("%%jaxcheck\\nimport parity_prog\\nparity_prog.main()\\n")
out["cell"] = to_dict(result.result)
out["cell_exit"] = result.result.exit_code

jax.clear_caches()
shell.run_cell("%jaxcheck on")
shell.run_cell("import parity_prog\\nparity_prog.main()\\n")
watching = notebook._watching[id(shell)]
out["on"] = [dataclasses.asdict(f) for f in watching.observer.functions]
out["on_judged"] = [dataclasses.asdict(f) for f in watching.judged().functions]
shell.run_cell("%jaxcheck off")

with open(sys.argv[1], "w") as f:
    json.dump(out, f)
'''


@pytest.fixture(scope="module")
def notebook_run(workdir) -> dict:
    pytest.importorskip("IPython")
    (workdir / "notebook_driver.py").write_text(NOTEBOOK_DRIVER)
    out = workdir / "notebook.json"
    proc = subprocess.run([sys.executable, "notebook_driver.py", str(out)], cwd=workdir,
                          text=True, capture_output=True, timeout=300, env=subprocess_env())
    assert proc.returncode == 0, proc.stderr
    return json.loads(out.read_text())


def test_the_cell_magic_gives_the_answer_of_run(cli_runs, notebook_run, jax_truth):
    code, reference = cli_runs["in-process"]
    cell = notebook_run["cell"]
    assert counts(functions_of(cell)) == jax_truth
    assert answer(functions_of(cell)) == answer(functions_of(reference))
    assert notebook_run["cell_exit"] == code
    assert failure_texts(cell) == failure_texts(reference)


@pytest.mark.parametrize("way", ["watch", "on_judged"])
def test_watch_and_the_line_magic_give_the_answer_of_run(cli_runs, notebook_run, jax_truth,
                                                         way):
    functions = notebook_run[way]
    reference = functions_of(cli_runs["in-process"][1])
    assert counts(functions) == jax_truth
    assert answer(functions) == answer(reference)
    assert failure_texts(as_document(functions)) == failure_texts(cli_runs["in-process"][1])
    assert shape(notebook_run["on"]) == shape(reference)


def test_the_guards_incidents_read_as_the_reports_failures(cli_runs, guard_run):
    """The guard's exception text is the failure view's: each unexpected recompile of
    the run has an incident worded with the same causes."""
    from jaxcheck._src.model.report import Cause

    words = sorted(" ".join(Cause(**c).describe() for c in e["causes"])
                   for f in guard_run["recompiles"] for e in f["events"])
    reference = sorted(" ".join(Cause(**{k: c.get(k) for k in ("kind", "path", "before",
                                                                 "after")}).describe()
                                for c in e["causes"])
                       for _, e in events_of(functions_of(cli_runs["in-process"][1]))
                       if not e["expected"])
    assert words == reference
