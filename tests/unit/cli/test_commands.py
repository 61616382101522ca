"""The commands in this process, as a newcomer first meets them: ``check`` without a lock
says how to make one, ``baseline`` says what it accepted, and ``run`` takes ``-k`` as
``check`` does.
"""

from __future__ import annotations

import json
import sys

import pytest
from builders import STEP_ON_THREE_LENGTHS, TEMPERATURE_SAMPLE
from helpers import (
    compiled,
    jax_compile_log,
    steps_project,  # noqa: F401 (the fixture `project`)
)

from jaxcheck import UsageError
from jaxcheck._src.config.options import RunOptions

# --- the CI gate speaks: baseline accepts, check without a lock -------------------------


@pytest.mark.slow
def test_baseline_says_what_it_accepted_and_check_says_the_lock_is_missing(project, capsys):
    from jaxcheck._src.cli.commands import baseline, check

    (project / "pyproject.toml").write_text(
        '[tool.jaxcheck]\n[[tool.jaxcheck.entrypoints]]\ntarget = "train:main"\n')
    options = RunOptions(isolate=False)
    with jax_compile_log() as log:
        assert check.check(options, "rich") == 1
    err = capsys.readouterr().err
    assert "no jaxcheck.lock in" in err and "run `jaxcheck baseline`" in err
    recompiles = compiled(log, "step") - 1
    assert recompiles == 2
    sys.modules.pop("train", None)
    assert baseline.baseline(options, "rich") == 0
    err = capsys.readouterr().err
    assert f"accepted {recompiles} unexpected recompiles into jaxcheck.lock" in err
    sys.modules.pop("train", None)
    assert check.check(options, "rich") == 0
    err = capsys.readouterr().err
    assert "no jaxcheck.lock" not in err
    (project / "train.py").write_text(STEP_ON_THREE_LENGTHS.replace("(3, 4, 5)", "(3, 3)"))
    sys.modules.pop("train", None)
    assert baseline.baseline(options, "rich") == 0
    assert "accepted" not in capsys.readouterr().err  # nothing to accept: nothing said


# --- run takes -k ---------------------------------------------------------------------


def test_run_takes_k_as_check_does(project, capsys):
    from jaxcheck._src.cli.commands import run

    (project / "samp.py").write_text(TEMPERATURE_SAMPLE)
    code = run.run_command(["train:main", "samp.py:sample"], RunOptions(args="f32[3], float"),
                           "json", keyword="samp and not train")
    document = json.loads(capsys.readouterr().out)
    assert [e["target"] for e in document["entrypoints"]] == ["samp.py:sample"]
    assert code == 1
    with pytest.raises(UsageError, match="-k 'nothing' selects none"):
        run.run_command(["train:main"], RunOptions(), "json", keyword="nothing")
