"""A program's own arguments: ``jaxcheck run ARGS -- COMMAND`` splits where the program
begins, and a workload target sees its own ``sys.argv``, never jaxcheck's.
"""

from __future__ import annotations

import sys

from builders import ARGPARSE_TRAIN, write_module

from jaxcheck._src.cli.app import split_program
from jaxcheck._src.run.runner import RunOptions, run_targets


def test_split_program():
    assert split_program(["run", "a.py:main"]) == (["run", "a.py:main"], None)
    assert split_program(["run", "--format", "json", "--", "python", "t.py", "--", "x"]) == (
        ["run", "--format", "json"], ["python", "t.py", "--", "x"])
    assert split_program(["run", "t.py:main", "--"]) == (["run", "t.py:main"], [])
    assert split_program(["check", "--"]) == (["check", "--"], None)


def test_a_workload_target_gets_its_own_argv(tmp_path, capsys, monkeypatch):
    path = write_module(tmp_path, "train.py", ARGPARSE_TRAIN)
    monkeypatch.setattr(sys, "argv", ["jaxcheck", "run", f"{path}:main", "--format", "json"])
    report = run_targets([f"{path}:main"], RunOptions())
    assert report.entrypoints[0].error is None  # argparse did not see jaxcheck's options
    assert "epochs=1 batch=16" in capsys.readouterr().out
    report = run_targets([f"{path}:main"], RunOptions(program_args=["--batch", "8"]))
    assert report.entrypoints[0].error is None
    assert "epochs=1 batch=8" in capsys.readouterr().out
    assert sys.argv[1] == "run"  # restored
