"""The command line's fixed start-up cost: what a run imports and builds before the user's
code runs. Pinned by what is imported or built, never by a time limit (bench/bench.py
measures the time).
"""

import importlib.util
import io
import sys

import pytest
import typer
from builders import write_module

from jaxcheck._src.cli import app, typerfast
from jaxcheck._src.cli.progress import Progress

#: command lines whose values typer coerces: plain ones, and ones typer rejects
ARGVS = [
    ["run", "m.py:f"],
    ["run", "m.py:f", "m.py:g", "--format", "json", "--mode", "trace"],
    ["run", "m.py:f", "--seed", "-3", "--jobs", "2", "--timeout", "2.5", "--max-compiles", "0"],
    ["run", "m.py:f", "--timeout", "7", "--dim", "B=1,8", "--dim", "T=4",
     "--expect", "weak_type=hit", "--vary", "a,b", "--group", "params", "-k", "x and y"],
    ["run", "m.py:f", "--args", "f32[8], act='relu'", "--no-variations", "--isolate", "-v"],
    ["run", "m.py:f", "--junit-xml", "j.xml", "--html", "h.html", "--trace-events", "t.json"],
    ["run", "m.py:f", "--timeout", "1e3", "--seed", "007", "--jobs", " 2"],  # typer's own
    ["run", "m.py:f", "--seed", "abc"],
    ["run", "m.py:f", "--seed", "1.5"],
    ["run", "m.py:f", "--timeout", "x"],
    ["run", "m.py:f", "--timeout", "inf"],
    ["run", "m.py:f", "-j", "two"],
    ["check", "--seed", "4", "-j", "3", "--no-isolate", "-k", "train"],
    ["baseline", "a:b", "--mode", "trace", "--example", "f:g"],
    ["report", "r.json", "--format", "junit"],
    ["init", "--dry-run"],
]


def _parsed(command, argv):
    """What each command of ``argv`` receives (its parameters' values), or typer's error."""
    name, *rest = argv
    try:
        ctx = command.commands[name].make_context(name, list(rest))
    except typer.BadParameter as e:  # raised by the coercion itself
        return ("error", e.format_message())
    except Exception as e:  # noqa: BLE001 - any other error of the parser, compared as is
        return ("error", type(e).__name__, str(e))
    return {k: (type(v).__name__, v) for k, v in ctx.params.items()}


@pytest.mark.parametrize("argv", ARGVS, ids=" ".join)
def test_each_command_receives_what_typers_own_coercion_gives(argv):
    """The light coercion returns typer's own values, types included, and typer's own
    error for anything else: checked against a command built by typer alone."""
    own = typer.main.get_command(app.app)
    light = typerfast.lighten(typer.main.get_command(app.app))
    assert _parsed(light, argv) == _parsed(own, argv)


@pytest.mark.parametrize("argv", ARGVS, ids=" ".join)
def test_the_group_built_for_one_command_answers_as_the_whole_group(argv):
    """The command line builds only the subcommand it names: the values it receives, its
    errors and its ``--help`` are the whole group's."""
    whole, one = app.click_command(), app.click_command(argv[0])
    assert list(one.commands) == [argv[0]] and len(whole.commands) > 1
    assert _parsed(one, argv) == _parsed(whole, argv)
    assert _outcome(one, [*argv, "--bogus"]) == _outcome(whole, [*argv, "--bogus"])
    assert _outcome(one, [argv[0], "--help"]) == _outcome(whole, [argv[0], "--help"])


def _outcome(command, argv):
    """(exit code, what was printed) of the click command run standalone on ``argv``."""
    out = io.StringIO()
    saved = sys.stdout, sys.stderr
    sys.stdout = sys.stderr = out
    try:
        command.main(args=list(argv), prog_name="jaxcheck", standalone_mode=True)
        code = 0
    except SystemExit as e:
        code = e.code
    except Exception as e:  # noqa: BLE001 - a command that started to run: compared as is
        code = type(e).__name__
    finally:
        sys.stdout, sys.stderr = saved
    return code, out.getvalue()


def test_a_misspelt_or_missing_command_gets_the_whole_group():
    assert app.click_command("rnu") is app.click_command(None)
    assert app.click_command("--help") is app.click_command(None)
    assert len(app.click_command(None).commands) == len(app.app.registered_commands)


def test_ordinary_values_build_none_of_typers_adapters(monkeypatch):
    """typer 0.2x builds a pydantic adapter per parameter (pydantic imported, ~0.1 s of
    CPU at start-up): for jaxcheck's ordinary command lines none is built."""
    if importlib.util.find_spec("typer._coercion") is None:  # an older typer: no pydantic
        command = typer.main.get_command(app.app)
        assert typerfast.lighten(command) is command
        return
    from typer import _coercion

    built = []
    real = _coercion.build_runtime_param
    monkeypatch.setattr(_coercion, "build_runtime_param",
                        lambda desc: built.append(desc.annotation) or real(desc))
    light = typerfast.lighten(typer.main.get_command(app.app))
    for argv in ARGVS[:6] + ARGVS[-4:]:
        assert not isinstance(_parsed(light, argv), tuple), argv
    assert built == []
    # a value typer rejects still goes through typer's own coercion, for its own message
    assert _parsed(light, ["run", "m.py:f", "--seed", "abc"])[0] == "error"
    assert built == [int]


@pytest.mark.parametrize("env", [{}, {"FORCE_COLOR": "1"}, {"FORCE_COLOR": ""},
                                 {"TTY_COMPATIBLE": "1"}, {"TTY_COMPATIBLE": "0"}])
def test_progress_knows_a_non_terminal_without_rich_and_agrees_with_rich(monkeypatch, env):
    """Progress asks rich only when the stream might be a terminal: off one (CI logs,
    pipes, the JSON run's stderr) it never makes a rich Console, and it answers as
    rich's ``Console.is_terminal`` does in every case rich reads from the environment."""
    from rich.console import Console

    for name in ("FORCE_COLOR", "TTY_COMPATIBLE"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    stream = io.StringIO()
    progress = Progress(stream=stream)
    assert progress._terminal() == Console(file=io.StringIO()).is_terminal
    if not env:
        assert progress._console is None  # rich was not asked


@pytest.mark.parametrize("argv,wanted", [
    (["run", "m.py:f"], False), (["run", "m.py:f", "--format", "json"], False),
    (["run", "m.py:f", "--isolate"], True), (["run", "m.py:f", "-j", "2"], True),
    (["run", "m.py:f", "--jobs=2"], True), (["run", "m.py:f", "--timeout", "3"], True),
    (["run", "--isolate", "--help"], False), (["check"], True),
    (["check", "--no-isolate"], False), (["baseline"], True), (["report", "r.json"], False),
    (["lint"], False), ([], False)])
def test_the_isolation_worker_is_started_only_when_asked_for(argv, wanted):
    assert app.wants_worker(argv) is wanted


def test_the_public_names_imported_on_first_use_are_the_modules_own():
    """``jaxcheck.guard``, ``jaxcheck.watch`` and the rest load their module on first use
    and are then the very objects it defines (``from jaxcheck import *`` included)."""
    import jaxcheck
    from jaxcheck._src.embed import guard, watch

    namespace: dict = {}
    exec("from jaxcheck import *", namespace)
    for name, (module, attr) in jaxcheck._ON_FIRST_USE.items():
        expected = getattr({"embed.guard": guard, "embed.watch": watch}[module], attr)
        assert getattr(jaxcheck, name) is expected is namespace[name]
        assert name in jaxcheck.__all__ and name in dir(jaxcheck)
    with pytest.raises(AttributeError, match="no attribute 'nope'"):
        jaxcheck.nope  # noqa: B018


def test_only_the_command_line_freezes_the_collector(tmp_path, monkeypatch):
    """The library, and the command line run inside another program (typer's
    ``CliRunner`` here), run targets in their caller's process and leave its collector
    alone; only the ``jaxcheck`` command's own process freezes (the test above)."""
    import gc

    from typer.testing import CliRunner

    from jaxcheck._src.config.options import Hooks, RunOptions
    from jaxcheck._src.run.runner import run_targets

    write_module(tmp_path, "lib_target.py", """
        import jax
        import jax.numpy as jnp

        def main():
            jax.jit(lambda x: x + 1)(jnp.ones(2))
        """)
    monkeypatch.syspath_prepend(str(tmp_path))
    before = gc.get_freeze_count()
    report = run_targets(["lib_target:main"], RunOptions(), hooks=Hooks())
    assert report.entrypoints[0].compiles == 1
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(app.app, ["run", "lib_target.py:main", "--format", "json"])
    assert result.exit_code == 0, result.output
    assert gc.get_freeze_count() == before == 0
