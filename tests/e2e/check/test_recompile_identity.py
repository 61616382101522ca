"""The lock knows each recompile: a new cause fails `check` even when the count is flat.

The issue's story on a small training loop: after `baseline`, one change fixes a
learning rate passed first as a Python float, then as an ``np.float64`` (one recompile
fewer) and adds a checkpoint round trip that hands ``state.step`` back as a Python int,
weakly typed (one recompile more, of a cause never seen). The count is the same; `check`
must fail, naming the new cause, and say the old one is gone. Run as a workload in
execute mode and as a function target in trace mode; every JSON report is checked
against JAX's own compile log (``helpers.cli``).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from builders import STORY_FIXED_LR as FIXED_LR
from builders import STORY_WEAK_STEP as WEAK_STEP
from builders import make_project, write_package
from builders import story_model as model
from helpers import cli

ENTRIES = {
    "workload": '[[tool.jaxcheck.entrypoints]]\ntarget = "mypkg.model:workload"\n',
    # a function target: its variations run `train` again; its base call is the story
    "function": ('[[tool.jaxcheck.entrypoints]]\ntarget = "mypkg.model:train"\n'
                 'args = "f32[4,1], f32[8,4]"\nexpect = { value = "any" }\n'),
}



def project(root: Path, kind: str, traced: bool = False) -> Path:
    head = '[project]\nname = "scratch"\nversion = "0.1.0"\n\n[tool.jaxcheck]\n'
    make_project(root, model(True, False, traced), head + ENTRIES[kind])
    return root


def jaxcheck(*args: str, root: Path, mode: str):
    return cli(*args[:1], "--no-isolate", "--mode", mode, *args[1:], cwd=root, timeout=300)


def said(proc) -> str:
    return f"exit {proc.returncode}\n--- stdout\n{proc.stdout}\n--- stderr\n{proc.stderr}"


def the_entry(proc) -> dict:
    [ep] = json.loads(proc.stdout)["entrypoints"]
    return ep


def step_events(ep: dict) -> list[dict]:
    [fn] = [f for f in ep["functions"] if f["name"] == "train_step"]
    return [e for e in fn["events"] if e.get("variation") is None]


@pytest.mark.parametrize(("kind", "mode"), [("workload", "execute"), ("function", "trace")])
def test_a_new_cause_at_the_same_count_fails_and_the_old_one_says_improved(
        tmp_path, kind, mode):
    traced = mode == "trace"
    root = project(tmp_path / "proj", kind, traced)
    base = jaxcheck("baseline", root=root, mode=mode)
    assert base.returncode == 0, said(base)
    lock = json.loads((root / "jaxcheck.lock").read_text())
    [entry] = lock["entrypoints"].values()
    assert lock["version"] == 2
    assert list(entry["compiles"].values()) == [2]
    assert list(entry["recompiles"].values()) == [[FIXED_LR]]

    # the same cause again: passes, quietly accepted by the lock
    again = jaxcheck("check", "--format", "json", root=root, mode=mode)
    assert again.returncode == 0, said(again)
    assert the_entry(again)["regressions"] == []

    # the story: the float fixed, the weak step added; two compiles, as locked
    write_package(root, model(False, True, traced))
    proc = jaxcheck("check", "--format", "json", root=root, mode=mode)
    assert proc.returncode == 1, said(proc)
    ep = the_entry(proc)
    assert len(step_events(ep)) == 2  # the count is flat (JAX's log agrees: helpers.cli)
    [regression] = ep["regressions"]
    assert "new cause" in regression and WEAK_STEP in regression, regression
    assert any(FIXED_LR in text for text in ep["improvements"]), ep["improvements"]
    [unexpected] = [e for e in step_events(ep) if not e["expected"]]
    assert [c["path"] for c in unexpected["causes"]] == ["state.step"]

    # named as new on the terminal and in GitHub's annotations too
    junit = root / "jaxcheck.xml"
    rich = jaxcheck("check", "--junit-xml", str(junit), root=root, mode=mode)
    assert rich.returncode == 1 and "new cause" in rich.stdout, said(rich)
    assert WEAK_STEP in " ".join(rich.stdout.split()) and "improved" in rich.stdout
    assert WEAK_STEP in junit.read_text(encoding="utf-8")
    github = jaxcheck("check", "--format", "github", root=root, mode=mode)
    assert github.returncode == 1 and "new cause" in github.stdout, said(github)

    # baseline ratchets the identities as it does the counts
    again = jaxcheck("baseline", root=root, mode=mode)
    assert again.returncode == 0, said(again)
    [entry] = json.loads((root / "jaxcheck.lock").read_text())["entrypoints"].values()
    assert list(entry["recompiles"].values()) == [[WEAK_STEP]]
    assert jaxcheck("check", root=root, mode=mode).returncode == 0


def test_a_lock_of_version_1_still_reads_says_to_rebaseline_and_gates_on_counts(tmp_path):
    root = project(tmp_path / "proj", "workload")
    assert jaxcheck("baseline", root=root, mode="execute").returncode == 0
    path = root / "jaxcheck.lock"
    old = json.loads(path.read_text())
    old["version"] = 1
    for entry in old["entrypoints"].values():
        del entry["recompiles"]
    path.write_text(json.dumps(old, indent=2))
    write_package(root, model(False, True))
    proc = jaxcheck("check", "--format", "json", root=root, mode="execute")
    assert proc.returncode == 0, said(proc)  # as before: the count did not rise
    [note] = [ln for ln in proc.stderr.splitlines() if "lock version 1" in ln]
    assert "jaxcheck baseline" in note
    assert the_entry(proc)["regressions"] == []
    assert json.loads(path.read_text()) == old, "check never writes the lock"
