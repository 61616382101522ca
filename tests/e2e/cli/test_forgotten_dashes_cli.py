"""A forgotten ``--`` on the real command line: exit 2 with the corrected command."""

from __future__ import annotations

from helpers import (
    cli,
    declared_project,  # noqa: F401 (the fixture `project`)
)

from jaxcheck._src.util import errors


def test_the_forgotten_dashes_exit_2_with_the_corrected_command(project):
    code, out, err = cli("run", "train.py:main", "--epochs", "2", cwd=project)
    assert code == errors.USAGE and out == ""
    assert err.strip().splitlines() == [
        "jaxcheck: error: unknown option --epochs after target 'train.py:main': the "
        "program's own arguments go after `--`: jaxcheck run train.py:main -- --epochs 2"]
