"""``check`` and ``baseline`` on a subset of the project (``-k``, targets): the other
entries of the lock are kept.
"""

from __future__ import annotations

import json
import textwrap

from builders import DECLARED_TRAIN
from helpers import (
    cli,
    declared_project,  # noqa: F401 (the fixture `project`)
    )

from jaxcheck._src.util import errors
from jaxcheck._src.verdict import lock


def test_check_a_subset_and_rebaseline_it_keeping_the_other_entries(project):
    code, _, err = cli("baseline", "--no-isolate", cwd=project)
    assert code == 0, err
    lock_path = project / lock.LOCK_NAME
    before = json.loads(lock_path.read_text())
    assert set(before["entrypoints"]) == {"train:evaluate", "train:smoke", "train:main"}
    # `main` recompiles on its short batch; the lock accepts it: check passes on it alone
    code, out, err = cli("check", "train:main", "--no-isolate", cwd=project)
    assert code == 0, out + err
    assert "1 target" in out
    # the smoke test now compiles twice: re-baseline it alone, the others stay as they were
    (project / "train.py").write_text(textwrap.dedent(DECLARED_TRAIN).replace("(8, 8)", "(8, 4)"))
    code, out, err = cli("check", "-k", "smoke", "--no-isolate", cwd=project)
    assert code == errors.RECOMPILES, out + err
    code, _, err = cli("baseline", "-k", "smoke", "--no-isolate", cwd=project)
    assert code == 0, err
    assert "(1 entrypoint, 2 kept as they were)" in err
    after = json.loads(lock_path.read_text())
    assert after["entrypoints"]["train:evaluate"] == before["entrypoints"]["train:evaluate"]
    assert after["entrypoints"]["train:main"] == before["entrypoints"]["train:main"]
    assert after["entrypoints"]["train:smoke"] != before["entrypoints"]["train:smoke"]
    code, _, err = cli("check", "train:smok", cwd=project)
    assert code == errors.USAGE and "did you mean 'train:smoke'" in err
