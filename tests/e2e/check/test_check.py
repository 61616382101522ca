"""`jaxcheck check` and `jaxcheck baseline`: the CI gate, end to end.

Every test builds a scratch project in a temporary directory (a pyproject.toml
with ``[tool.jaxcheck]`` and a package ``mypkg``) and runs the real command in
a subprocess, on real JAX on CPU, from the project root or a subdirectory.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import textwrap
import xml.etree.ElementTree as ET
from pathlib import Path

import prewarmed
import pytest
from builders import dir_without_project, line_of, make_project, write_package

# --- the scratch project ---------------------------------------------------------

JIT = "@jax.jit"
STATIC_LR = '@functools.partial(jax.jit, static_argnames="lr")'

MODEL = '''\
import functools

import jax
import jax.numpy as jnp

BATCHES = {batches!r}


{decorator}
def step(w, x, lr):
    return w - lr * jnp.mean(x) * w


def workload():
    w = jnp.ones((4,))
    for n in BATCHES:
        w = step(w, jnp.ones((n,)), 0.1)
    {extra}
    return w
'''

STEP_ENTRY = '''
[[tool.jaxcheck.entrypoints]]
target = "mypkg.model:step"
args = "f32[4], f32[8], float"
'''

WORKLOAD_ENTRY = '''
[[tool.jaxcheck.entrypoints]]
target = "mypkg.model:workload"
'''

PROJECT_HEAD = '''\
[project]
name = "scratch"
version = "0.1.0"
'''


def pyproject_text(body: str) -> str:
    return PROJECT_HEAD + "\n" + textwrap.dedent(body)


def write_pyproject(root: Path, body: str) -> None:
    (root / "pyproject.toml").write_text(pyproject_text(body))


def model_text(decorator: str = JIT, batches=(8, 8, 8), extra: str = "") -> str:
    return MODEL.format(decorator=decorator, batches=tuple(batches), extra=extra or "pass")


def write_model(root: Path, **model) -> str:
    source = model_text(**model)
    write_package(root, source)
    return source


def scratch_project(root: Path, entries: str = STEP_ENTRY + WORKLOAD_ENTRY, **model) -> Path:
    make_project(root, model_text(**model), pyproject_text("[tool.jaxcheck]\n" + entries))
    (root / "docs" / "deep").mkdir(parents=True, exist_ok=True)
    return root


def step_definition_lines(source: str) -> set[int]:
    """Where `step` is defined: its decorator line or its `def` line."""
    def_line = line_of(source, "def step(")
    return {def_line - 1, def_line}


# --- running the command ---------------------------------------------------------


def base_env(**extra: str) -> dict[str, str]:
    # a CI runner's own GitHub variables must not leak into the tests
    env = {k: v for k, v in os.environ.items() if not k.startswith("GITHUB_")}
    env.update(JAX_PLATFORMS="cpu", COLUMNS="200", NO_COLOR="1")
    env.pop("PYTHONPATH", None)
    env.update(extra)
    return env


def jaxcheck(*args: str, cwd: Path, isolate: bool = False, **env: str) -> prewarmed.Result:
    """``jaxcheck ARGS`` from ``cwd``. `check` and `baseline` run their targets in this
    command's process unless ``isolate``: what these tests judge (lock, ratchet, reports)
    is the same either way (test_isolation checks that), and a worker per run would
    import JAX once more. The tests of the default, isolated path say ``isolate=True``."""
    args = list(args)
    if args[0] in ("check", "baseline") and not isolate and "--no-isolate" not in args:
        args.insert(1, "--no-isolate")
    return prewarmed.run(args, cwd, base_env(**env), timeout=600)


def describe(proc: subprocess.CompletedProcess) -> str:
    return f"exit {proc.returncode}\n--- stdout\n{proc.stdout}\n--- stderr\n{proc.stderr}"


def report_of(proc: subprocess.CompletedProcess) -> dict:
    try:
        return json.loads(proc.stdout)
    except json.JSONDecodeError as e:
        pytest.fail(f"stdout is not one JSON document ({e})\n{describe(proc)}")


def entry(report: dict, target: str) -> dict:
    found = [ep for ep in report["entrypoints"] if ep["target"] == target]
    assert len(found) == 1, [ep["target"] for ep in report["entrypoints"]]
    return found[0]


def function(ep: dict, name: str) -> dict:
    found = [f for f in ep["functions"] if f["name"] == name]
    assert len(found) == 1, [f["name"] for f in ep["functions"]]
    return found[0]


ANNOTATION = re.compile(r"^::error (?P<props>[^:]*)::(?P<message>.*)$")


def annotations(text: str) -> list[dict[str, str]]:
    """Every ``::error props::message`` workflow command in ``text``, props unescaped."""
    out = []
    for line in text.splitlines():
        m = ANNOTATION.match(line)
        if not m:
            continue
        props = {}
        for part in m.group("props").split(","):
            key, _, value = part.partition("=")
            props[key] = value.replace("%3A", ":").replace("%2C", ",").replace("%25", "%")
        props["message"] = m.group("message")
        out.append(props)
    return out


def junit_cases(path: Path) -> tuple[ET.Element, list[ET.Element]]:
    suite = ET.parse(path).getroot()
    if suite.tag == "testsuites":
        suite = suite.find("testsuite")
    return suite, suite.findall("testcase")


# --- a clean project -------------------------------------------------------------


def test_check_passes_on_a_clean_project(tmp_path):
    root = scratch_project(tmp_path / "proj")
    proc = jaxcheck("check", cwd=root, isolate=True)
    assert proc.returncode == 0, describe(proc)
    assert "mypkg.model:step" in proc.stdout and "mypkg.model:workload" in proc.stdout
    assert "Traceback" not in proc.stdout + proc.stderr
    assert not (root / "jaxcheck.lock").exists(), "check must never write the lock"


def test_check_finds_pyproject_in_a_parent_and_json_parses(tmp_path):
    root = scratch_project(tmp_path / "proj")
    proc = jaxcheck("check", "--format", "json", cwd=root / "docs" / "deep")
    assert proc.returncode == 0, describe(proc)
    report = report_of(proc)
    assert report["schema"] == "jaxcheck.report/1"
    assert [ep["target"] for ep in report["entrypoints"]] == [
        "mypkg.model:step", "mypkg.model:workload"]
    step_ep = entry(report, "mypkg.model:step")
    workload_ep = entry(report, "mypkg.model:workload")
    assert step_ep["kind"] == "function" and workload_ep["kind"] == "workload"
    for ep in report["entrypoints"]:
        assert ep["status"] == "pass"
        assert ep["regressions"] == [] and ep["improvements"] == []
    # the workload calls step three times with one signature: one compile
    assert function(workload_ep, "step")["compiles"] == 1
    # by default, new values of every argument of a function entry must hit
    value_cells = {v["path"]: v["result"] for v in step_ep["variations"] if v["axis"] == "value"}
    assert value_cells == {"w": "hit", "x": "hit", "lr": "hit"}
    assert report["summary"]["unexpected"] == 0 and report["summary"]["errors"] == 0


def test_json_stdout_stays_one_document_when_targets_print(tmp_path):
    root = scratch_project(tmp_path / "proj", decorator=STATIC_LR,
                        extra='print("hello from the workload")')
    proc = jaxcheck("check", "--format", "json", cwd=root, GITHUB_ACTIONS="true")
    assert proc.returncode == 1, describe(proc)
    report = report_of(proc)
    assert entry(report, "mypkg.model:step")["status"] == "fail"
    assert "hello from the workload" in proc.stderr
    # under json the annotations cannot go to stdout; they must not be lost
    assert annotations(proc.stderr), describe(proc)


# --- jaxcheck.lock ---------------------------------------------------------------


def _walk(value, keys_out: list, strings_out: list, numbers_out: list, dicts_out: list):
    if isinstance(value, dict):
        dicts_out.append(list(value))
        for k, v in value.items():
            keys_out.append(k)
            strings_out.append(k)
            _walk(v, keys_out, strings_out, numbers_out, dicts_out)
    elif isinstance(value, list):
        for v in value:
            _walk(v, keys_out, strings_out, numbers_out, dicts_out)
    elif isinstance(value, str):
        strings_out.append(value)
    elif isinstance(value, int | float) and not isinstance(value, bool):
        numbers_out.append(value)


def assert_clean_lock(text: str, *roots: Path) -> dict:
    data = json.loads(text, object_pairs_hook=dict)
    keys, strings, numbers, dicts = [], [], [], []
    _walk(data, keys, strings, numbers, dicts)
    for order in dicts:
        assert order == sorted(order), f"keys not sorted: {order}"
    for s in strings:
        assert not os.path.isabs(s.split("::")[0]), f"absolute path in the lock: {s!r}"
        assert not re.search(r"\.py:\d+", s), f"line number in the lock: {s!r}"
        assert not re.search(r"0x[0-9a-fA-F]{6,}", s), f"object id in the lock: {s!r}"
    for n in numbers:
        assert isinstance(n, int), f"non-integer number (a timing?) in the lock: {n!r}"
    for root in roots:
        assert str(root) not in text and str(root.resolve()) not in text
    return data


def test_baseline_writes_a_deterministic_portable_lock(tmp_path):
    root = scratch_project(tmp_path / "proj")
    first = jaxcheck("baseline", cwd=root)
    assert first.returncode == 0, describe(first)
    lock = root / "jaxcheck.lock"
    text = lock.read_bytes()
    # from a subdirectory, the lock still goes next to pyproject.toml
    second = jaxcheck("baseline", cwd=root / "docs" / "deep")
    assert second.returncode == 0, describe(second)
    assert not (root / "docs" / "deep" / "jaxcheck.lock").exists()
    assert lock.read_bytes() == text, "two baselines of the same code differ"

    # the same project elsewhere gives the same bytes: nothing machine-specific
    other = tmp_path / "elsewhere" / "copy"
    shutil.copytree(root, other, ignore=shutil.ignore_patterns("jaxcheck.lock", "__pycache__"))
    third = jaxcheck("baseline", cwd=other)
    assert third.returncode == 0, describe(third)
    assert (other / "jaxcheck.lock").read_bytes() == text

    data = assert_clean_lock(text.decode("utf-8"), root, other, tmp_path)
    assert set(data["entrypoints"]) == {"mypkg.model:step", "mypkg.model:workload"}
    workload = data["entrypoints"]["mypkg.model:workload"]
    assert list(workload["compiles"].values()) == [1]
    (key,) = workload["compiles"]
    assert "step" in key and "model.py" in key
    step_cells = data["entrypoints"]["mypkg.model:step"]["variations"]
    assert {path: cells["value"] for path, cells in step_cells.items()} == {
        "w": "hit", "x": "hit", "lr": "hit"}


def test_lock_names_functions_outside_the_project_portably(tmp_path):
    """A jitted function from a library on sys.path must not pin the lock to one machine."""
    lib_source = "import jax\n\n\n@jax.jit\ndef double(x):\n    return 2 * x\n"
    root = scratch_project(tmp_path / "proj", entries=WORKLOAD_ENTRY,
                        extra="from extlib import double; double(w)")
    locks = []
    for where in ("site-a", "venv-b/lib"):
        lib = tmp_path / where / "extlib"
        lib.mkdir(parents=True)
        (lib / "__init__.py").write_text(lib_source)
        proc = jaxcheck("baseline", cwd=root, PYTHONPATH=str(lib.parent))
        assert proc.returncode == 0, describe(proc)
        locks.append((root / "jaxcheck.lock").read_text())
    data = json.loads(locks[0])
    assert len(data["entrypoints"]["mypkg.model:workload"]["compiles"]) == 2, locks[0]
    assert locks[0] == locks[1], (
        "the lock depends on where the library is installed:\n" + locks[0] + locks[1])
    assert_clean_lock(locks[0], tmp_path)


# --- a planted regression: `lr` made static ----------------------------------------


@pytest.fixture(scope="module")
def static_lr_run(tmp_path_factory):
    """Baseline a clean project, make `lr` static, run check as a GitHub job would."""
    root = scratch_project(tmp_path_factory.mktemp("regression") / "proj")
    base = jaxcheck("baseline", cwd=root)
    assert base.returncode == 0, describe(base)
    lock_before = (root / "jaxcheck.lock").read_bytes()
    source = write_model(root, decorator=STATIC_LR)
    summary = root / "step_summary.md"
    summary.write_text("earlier step output\n")
    sub = root / "docs" / "deep"
    proc = jaxcheck("check", "--junit-xml", "report.xml", cwd=sub,
                    GITHUB_ACTIONS="true", GITHUB_STEP_SUMMARY=str(summary))
    return dict(root=root, proc=proc, source=source, junit=sub / "report.xml",
                summary=summary, lock_before=lock_before)


def test_regression_fails_check_naming_function_and_argument(static_lr_run):
    proc = static_lr_run["proc"]
    assert proc.returncode == 1, describe(proc)
    assert "step" in proc.stdout and "lr" in proc.stdout
    assert "static_value" in proc.stdout
    assert "regression" in proc.stdout
    assert "Traceback" not in proc.stdout + proc.stderr
    # check never rewrites the lock, least of all on failure
    assert (static_lr_run["root"] / "jaxcheck.lock").read_bytes() == static_lr_run["lock_before"]


def test_regression_junit_has_one_failure_with_the_explanation(static_lr_run):
    junit = static_lr_run["junit"]
    assert junit.is_file(), "--junit-xml is relative to where check was started"
    suite, cases = junit_cases(junit)
    assert len(cases) == 2, "one testcase per entrypoint"
    failures = [(case, f) for case in cases for f in case.findall("failure")]
    assert len(failures) == 1, ET.tostring(suite, encoding="unicode")
    case, failure = failures[0]
    assert suite.get("failures") == "1" and suite.get("tests") == "2"
    assert "step" in case.get("name") + case.get("classname")
    text = (failure.get("message") or "") + "\n" + (failure.text or "")
    assert "`step`" in text or "step" in text
    assert "static_value" in text
    assert re.search(r"\blr: \S+ → \S+", text), text
    for other in cases:
        if other is not case:
            assert "workload" in other.get("name")
            assert other.find("failure") is None and other.find("error") is None


def test_regression_prints_github_annotations_at_the_function(static_lr_run):
    proc, source = static_lr_run["proc"], static_lr_run["source"]
    found = annotations(proc.stdout)
    located = [a for a in found if "file" in a]
    assert located, describe(proc)
    for a in located:
        assert a["file"] == "mypkg/model.py", a
        assert a["line"].isdigit()
    at_step = [a for a in located if int(a["line"]) in step_definition_lines(source)]
    assert at_step, (located, step_definition_lines(source))
    a = at_step[0]
    assert "step" in a["title"]
    assert "lr" in a["message"] and "static_value" in a["message"]
    assert "fix" in a["message"]


def test_regression_annotations_are_printed_once(static_lr_run):
    """GitHub reads workflow commands from the step's output: each must appear once."""
    proc = static_lr_run["proc"]
    lines = [line for line in (proc.stdout + proc.stderr).splitlines()
             if line.startswith("::error")]
    assert lines, describe(proc)
    duplicated = sorted({line for line in lines if lines.count(line) > 1})
    assert not duplicated, "annotations printed more than once:\n" + "\n".join(duplicated)


def test_regression_appends_exactly_one_summary(static_lr_run):
    text = static_lr_run["summary"].read_text()
    headings = [line for line in text.splitlines() if line.startswith("## ")]
    assert len(headings) == 1, f"one check run appended {len(headings)} summaries:\n{text}"
    rows = [line for line in text.splitlines() if line.startswith("| `mypkg.model:")]
    assert len(rows) == 2, text  # one row per entrypoint


def test_regression_appends_a_markdown_summary(static_lr_run):
    text = static_lr_run["summary"].read_text()
    assert text.startswith("earlier step output\n"), "the summary must be appended to"
    lines = text.splitlines()
    table = [line for line in lines if line.startswith("|")]
    assert len(table) >= 4, text  # header, separator, one row per entrypoint
    assert re.fullmatch(r"\|( *:?-{3,}:? *\|)+", table[1]), table[1]
    columns = table[0].count("|")
    assert all(row.count("|") == columns for row in table), table
    rows = {target: row for row in table[2:]
            for target in ("mypkg.model:step", "mypkg.model:workload") if target in row}
    assert "fail" in rows["mypkg.model:step"] and "pass" in rows["mypkg.model:workload"]
    assert "lr" in text and "step" in text


def test_static_lr_fails_check_without_a_lock(tmp_path):
    """Without a lock, the default expectation (new values must hit) catches it."""
    root = scratch_project(tmp_path / "proj", decorator=STATIC_LR)
    proc = jaxcheck("check", "--format", "json", cwd=root)
    assert proc.returncode == 1, describe(proc)
    report = report_of(proc)
    step_ep = entry(report, "mypkg.model:step")
    assert step_ep["status"] == "fail"
    assert step_ep["regressions"] == []
    (value_lr,) = [v for v in step_ep["variations"]
                   if v["axis"] == "value" and v["path"] == "lr"]
    assert value_lr["result"] == "recompile" and value_lr["expected"] is False
    assert [(c["kind"], c["path"]) for c in value_lr["causes"]] == [("static_value", "lr")]
    # the workload always passes lr=0.1: one compile, still passing
    assert entry(report, "mypkg.model:workload")["status"] == "pass"


def test_lock_accepts_a_recorded_recompile_and_reports_its_fix(tmp_path):
    root = scratch_project(tmp_path / "proj", decorator=STATIC_LR)
    base = jaxcheck("baseline", cwd=root)
    assert base.returncode == 0, describe(base)
    lock = json.loads((root / "jaxcheck.lock").read_text())
    assert lock["entrypoints"]["mypkg.model:step"]["variations"]["lr"]["value"] == "recompile"

    accepted = jaxcheck("check", "--format", "json", cwd=root)
    assert accepted.returncode == 0, describe(accepted)
    assert entry(report_of(accepted), "mypkg.model:step")["regressions"] == []

    write_model(root, decorator=JIT)  # the fix
    fixed = jaxcheck("check", "--format", "json", cwd=root)
    assert fixed.returncode == 0, describe(fixed)
    step_ep = entry(report_of(fixed), "mypkg.model:step")
    assert step_ep["regressions"] == []
    assert any("lr" in text and "value" in text for text in step_ep["improvements"]), step_ep


# --- the ratchet on a workload -----------------------------------------------------


def test_workload_recompile_is_ratcheted_by_the_lock(tmp_path):
    root = scratch_project(tmp_path / "proj", entries=WORKLOAD_ENTRY, batches=(8, 8, 5))
    source = (root / "mypkg" / "model.py").read_text()
    call_line = line_of(source, "w = step(")

    # 1. no lock: the recompile for the short last batch is unexpected
    proc = jaxcheck("check", "--format", "github", cwd=root)
    assert proc.returncode == 1, describe(proc)
    found = [a for a in annotations(proc.stdout) if "file" in a]
    assert len(found) == 1, describe(proc)
    assert (found[0]["file"], found[0]["line"]) == ("mypkg/model.py", str(call_line))
    assert "x" in found[0]["message"] and "f32[8] → f32[5]" in found[0]["message"]
    assert "shape" in found[0]["title"]

    # 2. baseline records two compiles of step and check accepts them
    base = jaxcheck("baseline", cwd=root)
    assert base.returncode == 0, describe(base)
    lock = json.loads((root / "jaxcheck.lock").read_text())
    assert list(lock["entrypoints"]["mypkg.model:workload"]["compiles"].values()) == [2]
    proc = jaxcheck("check", cwd=root, GITHUB_ACTIONS="true")
    assert proc.returncode == 0, describe(proc)
    assert annotations(proc.stdout) == []

    # 3. one more batch size: the count rises past the lock
    write_model(root, batches=(8, 5, 3))
    proc = jaxcheck("check", "--format", "json", cwd=root)
    assert proc.returncode == 1, describe(proc)
    ep = entry(report_of(proc), "mypkg.model:workload")
    assert ep["status"] == "fail"
    assert len(ep["regressions"]) == 1, ep["regressions"]
    assert "step" in ep["regressions"][0]
    assert "3" in ep["regressions"][0] and "2" in ep["regressions"][0]
    events = function(ep, "step")["events"]
    assert [e["expected"] for e in events] == [True, True, False]
    (cause,) = events[2]["causes"]
    assert (cause["kind"], cause["path"], cause["after"]) == ("shape", "x", "f32[3]")
    assert cause["before"] in ("f32[8]", "f32[5]")  # either earlier shape is as close

    # 4. no recompile at all: an improvement, reported, and the build passes
    write_model(root, batches=(8, 8, 8))
    proc = jaxcheck("check", "--format", "json", cwd=root)
    assert proc.returncode == 0, describe(proc)
    ep = entry(report_of(proc), "mypkg.model:workload")
    assert ep["regressions"] == []
    # the count down, and the recompile the lock held gone, each said once
    assert len(ep["improvements"]) == 2, ep["improvements"]
    assert "step" in ep["improvements"][0] and "down from 2" in ep["improvements"][0]
    assert ep["improvements"][1] == "`step` no longer recompiles for shape at x: dim 0 changes"
    rich = jaxcheck("check", cwd=root)
    assert rich.returncode == 0, describe(rich)
    assert "improved" in rich.stdout and "baseline" in rich.stdout


# --- targets that raise or cannot be imported ---------------------------------------


def test_a_raising_target_exits_3_and_baseline_refuses(tmp_path):
    # step also has an unexpected recompile: a raised target (3) wins over it (1)
    root = scratch_project(tmp_path / "proj", decorator=STATIC_LR,
                        extra='raise RuntimeError("boom in workload")')
    proc = jaxcheck("check", "--junit-xml", "report.xml", cwd=root, isolate=True,
                    GITHUB_ACTIONS="true")
    assert proc.returncode == 3, describe(proc)
    assert "RuntimeError" in proc.stdout and "boom in workload" in proc.stdout
    suite, cases = junit_cases(root / "report.xml")
    assert (suite.get("errors"), suite.get("failures")) == ("1", "1")
    errors = [case for case in cases if case.find("error") is not None]
    assert [case.get("name") for case in errors] == ["workload"]
    assert "boom in workload" in ET.tostring(errors[0], encoding="unicode")
    raised = [a for a in annotations(proc.stdout) if "boom in workload" in a["message"]]
    assert len(raised) == 1 and "mypkg.model:workload" in raised[0]["message"], describe(proc)

    refused = jaxcheck("baseline", cwd=root, isolate=True)
    assert refused.returncode == 3, describe(refused)
    assert not (root / "jaxcheck.lock").exists()
    assert "not written" in refused.stderr

    # an existing lock is left exactly as it was
    (root / "jaxcheck.lock").write_text('{"entrypoints": {}, "version": 1}\n')
    refused = jaxcheck("baseline", cwd=root, isolate=True)
    assert refused.returncode == 3, describe(refused)
    assert (root / "jaxcheck.lock").read_text() == '{"entrypoints": {}, "version": 1}\n'


def test_an_entrypoint_missing_from_the_lock_gets_the_default_expectations(tmp_path):
    root = scratch_project(tmp_path / "proj", entries=WORKLOAD_ENTRY)
    base = jaxcheck("baseline", cwd=root)
    assert base.returncode == 0, describe(base)
    (root / "mypkg" / "more.py").write_text(textwrap.dedent('''\
        import jax.numpy as jnp

        from mypkg.model import step


        def ragged():
            step(jnp.ones((4,)), jnp.ones((8,)), 0.1)
            step(jnp.ones((4,)), jnp.ones((3,)), 0.1)
    '''))
    write_pyproject(root, "[tool.jaxcheck]\n" + WORKLOAD_ENTRY + '''
[[tool.jaxcheck.entrypoints]]
target = "mypkg.more:ragged"
''')
    proc = jaxcheck("check", "--format", "json", cwd=root)
    assert proc.returncode == 1, describe(proc)
    report = report_of(proc)
    assert entry(report, "mypkg.model:workload")["status"] == "pass"
    ragged = entry(report, "mypkg.more:ragged")
    assert ragged["status"] == "fail"
    assert any("jaxcheck baseline" in note for note in ragged["notes"]), ragged["notes"]


@pytest.mark.parametrize("command", ["check", "baseline"])
@pytest.mark.parametrize("broken, target", [
    ("import mypkg.does_not_exist_anywhere\n", "mypkg.broken:workload"),
    ("from jax import no_such_name_in_jax\n", "mypkg.broken:workload"),
    ("def workload(:\n", "mypkg.broken:workload"),
    ("def other():\n    pass\n", "mypkg.broken:workload"),
], ids=["module-not-found", "import-error", "syntax-error", "missing-attribute"])
def test_an_unimportable_target_exits_2_naming_it(tmp_path, command, broken, target):
    root = scratch_project(tmp_path / "proj", entries=WORKLOAD_ENTRY + f'''
[[tool.jaxcheck.entrypoints]]
target = "{target}"
''')
    (root / "mypkg" / "broken.py").write_text(broken)
    proc = jaxcheck(command, cwd=root)
    assert proc.returncode == 2, describe(proc)
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, describe(proc)
    assert lines[0].startswith("jaxcheck: error:")
    assert target in lines[0]
    assert "Traceback" not in proc.stdout + proc.stderr
    assert not (root / "jaxcheck.lock").exists()


def test_an_unimportable_target_in_process_exits_2_with_one_line(tmp_path):
    root = scratch_project(tmp_path / "proj", entries=WORKLOAD_ENTRY + '''
[[tool.jaxcheck.entrypoints]]
target = "mypkg.broken:workload"
''')
    (root / "mypkg" / "broken.py").write_text("import mypkg.does_not_exist_anywhere\n")
    proc = jaxcheck("check", "--no-isolate", cwd=root)
    assert proc.returncode == 2, describe(proc)
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("jaxcheck: error:"), describe(proc)
    assert "mypkg.broken:workload" in lines[0]


# --- configuration errors ----------------------------------------------------------

ENTRY_OK = '[[tool.jaxcheck.entrypoints]]\ntarget = "mypkg.model:workload"\n'

BAD_CONFIGS = {
    # id: (pyproject text or None for none at all, words the first line must contain,
    #      what the message must tell the user to write)
    "no-pyproject": (None, ["pyproject.toml"], "[[tool.jaxcheck.entrypoints]]"),
    "no-tool-table": ("", ["[tool.jaxcheck]"], "[[tool.jaxcheck.entrypoints]]"),
    "other-tool-only": ("[tool.ruff]\nline-length = 100\n", ["[tool.jaxcheck]"],
                        "[[tool.jaxcheck.entrypoints]]"),
    "empty-table": ("[tool.jaxcheck]\n", ["no entrypoints"], "[[tool.jaxcheck.entrypoints]]"),
    "empty-list": ("[tool.jaxcheck]\nentrypoints = []\n", ["no entrypoints"],
                   "[[tool.jaxcheck.entrypoints]]"),
    "malformed-toml": ("[tool.jaxcheck\n" + ENTRY_OK, ["TOML"], "line"),
    "unknown-top-key": ("[tool.jaxcheck]\nentrypoint = []\n" + ENTRY_OK,
                        ["unknown", "entrypoint"], "entrypoints"),
    "unknown-entry-key": (ENTRY_OK + 'arg = "f32[3]"\n', ["unknown", "arg"], "args"),
    "entry-without-target": ('[[tool.jaxcheck.entrypoints]]\nargs = "f32[3]"\n',
                             ["target"], "module:function"),
    "entrypoints-not-tables": ('[tool.jaxcheck]\nentrypoints = ["mypkg.model:workload"]\n',
                               ["entrypoints"], "[[tool.jaxcheck.entrypoints]]"),
    "bad-expect-policy": (ENTRY_OK.replace("workload", "step")
                          + 'args = "f32[4], f32[8], float"\nexpect = { value = "never" }\n',
                          ["value", "never"], "hit"),
    "bad-max-compiles": (ENTRY_OK + "max_compiles = 0\n", ["max_compiles"], "positive"),
    "bad-jobs": ("[tool.jaxcheck]\njobs = 0\n" + ENTRY_OK, ["jobs"], "positive"),
    "bad-timeout": ('[tool.jaxcheck]\ntimeout = "soon"\n' + ENTRY_OK, ["timeout"], "positive"),
    "bad-seed": ("[tool.jaxcheck]\nseed = 1.5\n" + ENTRY_OK, ["seed"], "integer"),
    "bad-mode": ('[tool.jaxcheck]\nmode = "fast"\n' + ENTRY_OK, ["mode", "fast"], "trace"),
    # `check` has no --args option: the advice must be the pyproject key
    "workload-needs-args": (ENTRY_OK.replace("workload", "step"), ["mypkg.model:step"],
                            "args = "),
}


@pytest.mark.parametrize("command", ["check", "baseline"])
@pytest.mark.parametrize("case", list(BAD_CONFIGS))
def test_bad_configuration_exits_2_with_one_clear_line(tmp_path, case, command):
    text, words, advice = BAD_CONFIGS[case]
    # no pyproject.toml at all: the directory must have none above it either
    root = (tmp_path if text is not None else dir_without_project(tmp_path)) / "proj"
    root.mkdir()
    write_model(root)
    if text is not None:
        (root / "pyproject.toml").write_text(PROJECT_HEAD + "\n" + text)
    proc = jaxcheck(command, cwd=root)
    assert proc.returncode == 2, describe(proc)
    assert "Traceback" not in proc.stdout + proc.stderr
    assert proc.stdout.strip() == "", describe(proc)
    lines = proc.stderr.strip().splitlines()
    assert lines, describe(proc)
    first = lines[0]
    assert first.startswith("jaxcheck: error: "), describe(proc)
    for word in words:
        assert word in first, f"first line does not name {word!r}: {first!r}"
    assert advice in proc.stderr, f"the message does not say what to write ({advice!r})"
    if len(lines) > 1:
        # more lines are only acceptable as an example of what to write
        assert "[[tool.jaxcheck.entrypoints]]" in "\n".join(lines[1:]), describe(proc)
    assert not (root / "jaxcheck.lock").exists()


def test_unreadable_lock_exits_2(tmp_path):
    root = scratch_project(tmp_path / "proj", entries=WORKLOAD_ENTRY)
    (root / "jaxcheck.lock").write_text("{not json")
    proc = jaxcheck("check", cwd=root)
    assert proc.returncode == 2, describe(proc)
    first = proc.stderr.strip().splitlines()[0]
    assert first.startswith("jaxcheck: error:") and "jaxcheck.lock" in first
    assert "jaxcheck baseline" in first
    assert "Traceback" not in proc.stdout + proc.stderr


def test_settings_from_pyproject_apply(tmp_path):
    # jobs and timeout from [tool.jaxcheck]: a hung workload is stopped by the
    # configured timeout and reported as an error (exit 3), the other one runs.
    root = scratch_project(tmp_path / "proj", "jobs = 2\ntimeout = 4\nseed = 3\n" + ENTRY_OK
                        + '[[tool.jaxcheck.entrypoints]]\ntarget = "mypkg.hang:workload"\n')
    (root / "mypkg" / "hang.py").write_text("import time\n\ndef workload():\n"
                                            "    time.sleep(120)\n")
    proc = jaxcheck("check", "--format", "json", cwd=root, isolate=True)
    assert proc.returncode == 3, describe(proc)
    doc = json.loads(proc.stdout)
    statuses = {e["target"]: e["status"] for e in doc["entrypoints"]}
    assert statuses["mypkg.hang:workload"] == "error"
    hung = next(e for e in doc["entrypoints"] if e["target"] == "mypkg.hang:workload")
    assert hung["error"]["type"] == "Timeout" and "4 s" in hung["error"]["message"]


def test_annotation_paths_are_relative_to_the_repository(tmp_path):
    # pyproject.toml in a subfolder of the repository: GitHub places annotations by
    # paths from the workspace root, not from the project.
    repo = tmp_path / "repo"
    root = scratch_project(repo / "services" / "model", decorator=STATIC_LR)
    proc = jaxcheck("check", cwd=root, GITHUB_ACTIONS="true", GITHUB_WORKSPACE=str(repo))
    assert proc.returncode == 1, describe(proc)
    files = {a["file"] for a in annotations(proc.stdout) if "file" in a}
    assert files == {"services/model/mypkg/model.py"}, describe(proc)


@pytest.mark.slow
def test_a_subset_check_calls_no_declared_target_stale(tmp_path):
    """`check mypkg.model:step` with a lock of both declared targets: the other one is
    declared, only not selected; a target the project no longer declares is stale."""
    root = scratch_project(tmp_path)
    assert jaxcheck("baseline", cwd=root).returncode == 0
    lock = json.loads((root / "jaxcheck.lock").read_text())
    lock["entrypoints"]["mypkg.model:gone"] = {"compiles": {}, "variations": {}}
    (root / "jaxcheck.lock").write_text(json.dumps(lock))
    code, _, err = jaxcheck("check", "mypkg.model:step", cwd=root)
    assert code == 0, err
    assert "mypkg.model:gone" in err
    assert "mypkg.model:workload" not in err, err
