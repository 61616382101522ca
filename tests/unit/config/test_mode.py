"""Which mode a target runs in: ``--mode``, then its own ``mode``, then ``[tool.jaxcheck]
mode``, then trace for function targets and execute for workloads. Bad values are one
line in the configuration's own words. No JAX is run."""

from __future__ import annotations

import pytest

from jaxcheck import UsageError
from jaxcheck._src.config import flags
from jaxcheck._src.config import table as config
from jaxcheck._src.config.declaration import DeclarationError, declaration, entrypoint
from jaxcheck._src.config.options import RunOptions
from jaxcheck._src.model.report import EntrypointReport


@pytest.mark.parametrize(("given", "declared", "workload", "mode"), [
    (None, None, False, "trace"),        # a function target: traced by default
    (None, None, True, "execute"),       # a workload: executed by default
    (None, "execute", False, "execute"),  # declared (entry, decorator or project) wins
    (None, "trace", True, "trace"),
    ("execute", "trace", False, "execute"),  # --mode wins over everything
    ("trace", "execute", True, "trace"),
])
def test_precedence(given, declared, workload, mode):
    assert RunOptions(mode=given).mode_for(declared, workload) == mode


def test_the_run_says_trace_only_when_every_target_traced():
    def eps(*modes):
        return [EntrypointReport(target=f"m:f{i}", kind="function", mode=m)
                for i, m in enumerate(modes)]

    options = RunOptions()
    assert options.report_mode(eps("trace", "trace")) == "trace"
    assert options.report_mode(eps("trace", "execute")) == "execute"
    assert options.report_mode([]) == "execute"
    assert RunOptions(mode="trace").report_mode([]) == "trace"


def test_the_option_is_not_given_by_default():
    assert flags.run_options().mode is None
    assert flags.run_options(mode="execute").mode == "execute"
    with pytest.raises(UsageError, match=r'bad --mode \'fast\': give "trace" or "execute"'):
        flags.run_options(mode="fast")


def _write(tmp_path, text):
    path = tmp_path / "pyproject.toml"
    path.write_text(text)
    return path


def test_pyproject_mode_top_level_and_per_entry(tmp_path):
    path = _write(tmp_path, '[tool.jaxcheck]\nmode = "execute"\n'
                            '[[tool.jaxcheck.entrypoints]]\ntarget = "m:a"\n'
                            '[[tool.jaxcheck.entrypoints]]\ntarget = "m:b"\nmode = "trace"\n')
    loaded = config.load(path)
    assert loaded.mode == "execute"
    assert loaded.entry_for("m:a").declaration is None
    assert loaded.entry_for("m:b").declaration.mode == "trace"


@pytest.mark.parametrize(("text", "message"), [
    ('[tool.jaxcheck]\nmode = "fast"\n[[tool.jaxcheck.entrypoints]]\ntarget = "m:a"\n',
     r'bad \[tool.jaxcheck\] mode = \'fast\': give "trace" or "execute"'),
    ('[tool.jaxcheck]\nmode = 1\n[[tool.jaxcheck.entrypoints]]\ntarget = "m:a"\n',
     r'bad \[tool.jaxcheck\] mode = 1: give "trace" or "execute"'),
    ('[tool.jaxcheck]\n[[tool.jaxcheck.entrypoints]]\ntarget = "m:a"\nmode = "Trace"\n',
     r'#1 \(m:a\): mode must be "trace" or "execute", got mode = \'Trace\''),
])
def test_a_bad_mode_is_one_line_saying_what_to_write(tmp_path, text, message):
    with pytest.raises(UsageError, match=message):
        config.load(_write(tmp_path, text))


def test_the_decorator_declares_a_mode():
    @entrypoint(args="f32[2]", mode="execute")
    def step(x):
        return x

    assert step.__jaxcheck_entrypoint__.mode == "execute"
    with pytest.raises(DeclarationError, match="mode must be"):
        declaration(args="f32[2]", mode="compile")
