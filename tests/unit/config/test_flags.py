"""The options of a run are declared once (``config/flags``): the command line and the
notebook's magics take them under the same names and help, and the same values make the
same :class:`RunOptions`, or the same one-line error, on both. No JAX is run."""

import shlex

import pytest
from typer.testing import CliRunner

from jaxcheck._src.cli import app
from jaxcheck._src.cli.commands import run as run_command
from jaxcheck._src.config import flags
from jaxcheck._src.embed import notebook
from jaxcheck._src.util.errors import UsageError, error_line


def test_the_magics_options_are_the_command_lines_own():
    """Every option of ``%%jaxcheck`` is an option of ``jaxcheck run``: the same spellings,
    placeholder and help in both parsers."""
    command = app.click_command("run").commands["run"]
    cli = {opt: p for p in command.params for opt in p.opts}
    magic = {a.option_strings[0]: a for a in notebook._parser(cell=True)._actions}
    declared = (*notebook.CELL_FLAGS, *notebook.FILE_FLAGS)
    assert sorted(magic) == sorted(flag.names[0] for flag in declared)
    for flag in declared:
        param, action = cli[flag.names[0]], magic[flag.names[0]]
        assert param.opts == list(flag.names) == action.option_strings
        assert param.metavar == flag.metavar == action.metavar
        assert param.help == flag.help == action.help
    line = {a.option_strings[0] for a in notebook._parser(cell=False)._actions}
    assert line == {flag.names[0] for flag in notebook.LINE_FLAGS}


def _from_command_line(words, monkeypatch):
    """The RunOptions `jaxcheck run t.py:main WORDS` makes, or its error line."""
    made = []

    def record(targets, options, *rest):
        made.append(options)
        return 0

    monkeypatch.setattr(run_command, "run_command", record)
    result = CliRunner().invoke(app.app, ["run", "t.py:main", *words])
    if made:
        assert result.exit_code == 0, result.output
        return made[0].replace(program_args=())
    assert result.exit_code == 2, result.output
    return result.stderr.strip()


def _from_the_magic(words):
    try:
        return notebook.parse_options(shlex.join(words), cell=True).options
    except UsageError as e:
        return error_line(str(e))


@pytest.mark.parametrize("words", [
    [],
    ["--max-compiles", "2", "--mode", "trace"],
    ["--expect", "shape=any", "--expect", "dtype:x=hit", "--expect", "dtype:y=any"],
    ["--max-compiles", "-1"],
    ["--expect", "nonsense"],
    ["--expect", "shape=maybe"],
    ["--expect", "colour=any"],
    ["--mode", "fast"],
])
def test_the_same_values_make_the_same_options_or_the_same_error(words, monkeypatch):
    cli, magic = _from_command_line(words, monkeypatch), _from_the_magic(words)
    if isinstance(cli, str):
        assert magic == cli
        assert cli.startswith("jaxcheck: error: ") and "\n" not in cli
    else:
        assert magic == cli.replace(variations=False)  # a cell is a workload: no variations


def test_a_flag_names_its_value_as_the_parsers_do():
    assert flags.MAX_COMPILES.dest == "max_compiles"
    assert flags.JOBS.dest == "jobs"
    assert flags.VARIATIONS.dest == "variations"
    assert flags.TRACE_EVENTS.dest == "trace_events"
