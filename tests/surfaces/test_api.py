"""The public API: what ``import jaxcheck`` offers, and how ``jaxcheck.run`` is called."""

import dataclasses
import inspect
import textwrap

import pytest

import jaxcheck


def test_every_public_name_is_exported_and_documented():
    for name in jaxcheck.__all__:
        obj = getattr(jaxcheck, name)
        if name not in ("__version__", "CAUSE_KINDS"):
            assert inspect.getdoc(obj), f"jaxcheck.{name} has no docstring"


def test_usage_error_is_public_and_is_the_one_the_cli_maps_to_exit_2():
    from jaxcheck._src.util import errors

    assert jaxcheck.UsageError is errors.UsageError
    with pytest.raises(jaxcheck.UsageError, match="bad target"):
        jaxcheck.run([":f"])


def test_run_options_are_keyword_only():
    params = inspect.signature(jaxcheck.run).parameters
    assert [p.name for p in params.values() if p.kind is p.POSITIONAL_OR_KEYWORD] == ["targets"]
    with pytest.raises(TypeError):
        jaxcheck.run(["m:f"], "f32[3]")  # type: ignore[misc]


def test_run_takes_one_target_as_a_string(tmp_path):
    path = tmp_path / "one_target.py"
    path.write_text(textwrap.dedent("""
        import jax, jax.numpy as jnp

        def main():
            jax.jit(lambda x: x + 1)(jnp.ones(2))
    """), encoding="utf-8")
    report = jaxcheck.run(f"{path}:main")
    assert [ep.target for ep in report.entrypoints] == [f"{path}:main"]
    assert report.compiles == 1 and report.exit_code == 0


def test_watch_keeps_its_state_out_of_the_constructor_and_repr():
    fields = {f.name: f for f in dataclasses.fields(jaxcheck.Watch)}
    assert all(name.startswith("_") for name in fields)
    assert not any(f.init or f.repr for f in fields.values())
    assert repr(jaxcheck.Watch()) == "Watch()"


def test_version_reads_without_the_runner():
    from jaxcheck._src.util.version import __version__

    assert jaxcheck.__version__ == __version__
