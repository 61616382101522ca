"""`run -- COMMAND`: a program's recompiles have the identities the lock holds, and a
program's report read back is judged against a lock as `check` judges a target.

The issue's story (see ``tests/e2e/check/test_recompile_identity.py``) as a program: the
identities come from the same function, whichever way the events were made, and a lock
built from the first program's report fails the second one (a new cause at the same
count) and says the old cause is gone. Both reports are checked against JAX's own
compile log (``helpers.cli``).
"""

from __future__ import annotations

import json
import sys

from builders import STORY_FIXED_LR, STORY_WEAK_STEP, story_model
from helpers import cli

from jaxcheck._src.model import wire
from jaxcheck._src.observe.finish import judge
from jaxcheck._src.util.errors import RECOMPILES
from jaxcheck._src.verdict import lock as lockfile


def program_report(root, lr_bug: bool, restore: bool):
    (root / "prog.py").write_text(story_model(lr_bug, restore)
                                  + "\n\nif __name__ == '__main__':\n    workload()\n")
    proc = cli("run", "--format", "json", "--", sys.executable, "prog.py", cwd=root)
    assert proc.returncode == RECOMPILES, (proc.stdout, proc.stderr)  # no lock: unexpected
    return wire.report_from_dict(json.loads(proc.stdout))


def test_a_program_with_a_new_cause_at_the_same_count_fails_against_its_lock(tmp_path):
    before = program_report(tmp_path, lr_bug=True, restore=False)
    locked = lockfile.parse(lockfile.dumps(lockfile.build(before)).encode())
    [(target, entry)] = locked["entrypoints"].items()
    assert list(entry["compiles"].values()) == [2]
    assert list(entry["recompiles"].values()) == [[STORY_FIXED_LR]]

    # the same program again: every recompile held by the lock
    same = program_report(tmp_path, lr_bug=True, restore=False)
    [ep] = same.entrypoints
    assert judge(ep, locked).status == "pass" and ep.regressions == []

    after = program_report(tmp_path, lr_bug=False, restore=True)
    [ep] = after.entrypoints
    assert ep.target == target
    judge(ep, locked)
    assert after.exit_code == RECOMPILES and ep.status == "fail"
    [regression] = ep.regressions
    assert "new cause" in regression and STORY_WEAK_STEP in regression
    assert any(STORY_FIXED_LR in text for text in ep.improvements), ep.improvements
