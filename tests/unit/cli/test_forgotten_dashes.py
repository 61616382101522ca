"""A forgotten ``--``: options after a target that belong to a program point to
``jaxcheck run -- COMMAND``; known options and other commands are left to the parser.
"""

from __future__ import annotations

import pytest

from jaxcheck._src.cli import app


def test_a_command_with_its_own_options_is_a_program_too():
    message = app.misplaced_program_args(["run", "-v", "python3", "-u", "train.py"])
    assert "jaxcheck run -v -- python3 -u train.py" in message


@pytest.mark.parametrize(("argv", "fixed"), [
    (["run", "train.py:main", "--epochs", "2"], "jaxcheck run train.py:main -- --epochs 2"),
    (["run", "-j", "2", "train.py:main", "--epochs=2"],
     "jaxcheck run -j 2 train.py:main -- --epochs=2"),
    (["run", "--format", "json", "train.py", "--epochs", "2"],
     "jaxcheck run -- python train.py --epochs 2"),
    (["run", "--args", "f32[8], float", "m.py:f", "--name", "a b"],
     "jaxcheck run --args 'f32[8], float' m.py:f -- --name 'a b'"),
])
def test_an_unknown_option_after_a_target_points_to_the_dashes(argv, fixed):
    message = app.misplaced_program_args(argv)
    assert message is not None and message.endswith(fixed), message
    assert "the program's own arguments go after `--`" in message


@pytest.mark.parametrize("argv", [
    ["run", "--bogus", "train.py:main"],          # no target before it: click's own error
    ["run", "train.py:main", "-v", "--max-compiles", "2", "--output-format", "json"],
    ["check", "train:main", "--epochs"],
    ["run", "train.py:main", "--help"],
])
def test_known_options_and_other_commands_are_left_to_the_parser(argv):
    assert app.misplaced_program_args(argv) is None
