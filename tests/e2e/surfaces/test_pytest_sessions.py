"""The pytest plugin: ``@pytest.mark.jaxcheck`` and the ``jaxcheck`` fixture.

Each scenario runs in a fresh pytest subprocess (``pytester.runpytest_subprocess``, or
one session shared by the scenarios that can share it) so that it gets a fresh JAX and
loads the plugin as a user would: through the ``pytest11`` entry point, not through ``-p``.
"""

from __future__ import annotations

import re
import textwrap

import pytest
from builders import line_of

pytest_plugins = ["pytester"]

HEADER = '''\
import sys

import jax
import jax.numpy as jnp
import pytest


@jax.jit
def f(x):
    return x * 2


@jax.jit
def g(x):
    return x + 1
'''


@pytest.fixture
def run(pytester, monkeypatch):
    """Write ``test_user.py`` (HEADER + body) and run pytest on it in a subprocess."""
    monkeypatch.setenv("JAX_PLATFORMS", "cpu")
    monkeypatch.delenv("PYTEST_ADDOPTS", raising=False)

    def go(body: str, *args: str, header: str = HEADER):
        source = source_of(body, header)
        pytester.makepyfile(test_user=source)
        result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-rA", *args,
                                               timeout=300)
        result.source = source
        return result

    return go


def source_of(body: str, header: str = HEADER) -> str:
    return header + "\n\n" + textwrap.dedent(body)


def outcomes(result) -> dict[str, str]:
    """test name -> PASSED/FAILED/ERROR, from the -rA short summary."""
    found = {}
    for line in result.outlines:
        m = re.match(r"^(PASSED|FAILED|ERROR) test_user\.py::(\w+)", line)
        if m:
            found.setdefault(m.group(2), m.group(1))
    return found


# --- the marker and the fixture, in one session -------------------------------------
# Each marked test and each test with the fixture starts from cleared JAX caches (the
# plugin's promise, which `test_b`..`test_d` check), so the scenarios share one pytest
# process; each is judged by its own outcome and its own failure section.

SESSION = '''
    def test_watch(jaxcheck):
        assert jaxcheck.compiles() == 0 and jaxcheck.functions == []
        f(jnp.ones(3))
        assert jaxcheck.compiles("f") == 1
        f(jnp.ones(3))
        assert jaxcheck.compiles("f") == 1
        f(jnp.ones(4))  # the fixture's recompile
        assert jaxcheck.compiles("f") == 2
        assert jaxcheck.compiles("g") == 0
        assert [fn.name for fn in jaxcheck.functions] == ["f"]
        assert len(jaxcheck.events) == 2
        (rc,) = jaxcheck.recompiles
        assert [(c.kind, c.path, c.before, c.after) for c in rc.causes] == [
            ("shape", "x", "f32[3]", "f32[4]")]
        assert rc.call_site.endswith("test_user.py:CALL_LINE"), rc.call_site
        assert "f32[3] → f32[4]" in jaxcheck.explain()

    def test_fixture_alone_never_fails_a_test(jaxcheck):
        g(jnp.ones(3))
        g(jnp.ones(4))
        assert jaxcheck.compiles("g") == 2

    @pytest.mark.jaxcheck(max_compiles=1)
    def test_recompiles():
        f(jnp.ones(3))
        f(jnp.ones(3))
        f(jnp.ones(4))  # the recompile

    @pytest.mark.jaxcheck(max_compiles=2)
    def test_two_shapes_allowed():
        f(jnp.ones(3))
        f(jnp.ones(4))

    @pytest.mark.jaxcheck(max_compiles=1)
    def test_one_signature():
        for _ in range(5):
            f(jnp.ones(5))
        g(jnp.ones(5))  # another function compiling once is fine too

    @pytest.mark.jaxcheck(2)
    def test_positional_limit():
        f(jnp.ones(6))
        f(jnp.ones(7))

    @pytest.mark.jaxcheck
    def test_default_limit_is_one():
        f(jnp.ones(8))
        f(jnp.ones(9))

    @pytest.mark.jaxcheck(max_compiles=0)
    def test_zero_allows_no_compile():
        f(jnp.ones(10))

    @pytest.mark.jaxcheck(max_compiles=1)
    class TestClassMarker:
        def test_inherits_the_marker(self):
            g(jnp.ones(11))
            g(jnp.ones(12))

    @pytest.mark.jaxcheck(max_compiles=1, name="g")
    def test_only_g_counts():
        f(jnp.ones(3))
        f(jnp.ones(4))
        g(jnp.ones(3))

    @pytest.mark.jaxcheck(max_compiles=1, name="f")
    def test_f_counts():
        f(jnp.ones(5))
        f(jnp.ones(6))
        g(jnp.ones(5))
        g(jnp.ones(6))

    @pytest.mark.jaxcheck(max_compiles=1)
    def test_raises():
        f(jnp.ones(3))
        f(jnp.ones(4))
        raise ValueError("the test's own failure")

    @pytest.mark.jaxcheck(max_compiles=2)
    def test_both(jaxcheck):
        f(jnp.ones(3))
        f(jnp.ones(4))
        assert jaxcheck.compiles("f") == 2

    @pytest.mark.jaxcheck(max_compiles=1)
    def test_both_over(jaxcheck):
        f(jnp.ones(5))
        f(jnp.ones(6))
        assert jaxcheck.compiles("f") == 2

    def test_a_warms_the_cache():
        f(jnp.ones(3))
        f(jnp.ones(4))

    @pytest.fixture
    def warm():
        f(jnp.ones(3))  # compiled during set-up

    @pytest.mark.jaxcheck(max_compiles=1)
    def test_b_two_shapes_after_a_warm_cache():
        f(jnp.ones(3))
        f(jnp.ones(4))

    @pytest.mark.jaxcheck(max_compiles=1)
    def test_c_two_shapes_after_a_warming_fixture(warm):
        f(jnp.ones(3))
        f(jnp.ones(4))

    @pytest.mark.jaxcheck(max_compiles=1)
    def test_d_one_shape_after_a_warming_fixture(warm):
        f(jnp.ones(3))
        f(jnp.ones(3))

    @pytest.mark.jaxcheck(max_compiles=1, name="ff")
    def test_e_misspelt_name():
        f(jnp.ones(3))
'''


def failure_of(text: str, test: str) -> str:
    """The failure section pytest printed for ``test`` (its ``___ test ___`` header up to
    the next header)."""
    found = re.search(rf"^_+ {re.escape(test)} _+$", text, re.M)
    assert found, f"no failure section for {test}:\n{text}"
    rest = text[found.end():]
    end = re.search(r"^(_+ \S+ _+|=+ .* =+)$", rest, re.M)
    return rest[:end.start()] if end else rest


@pytest.fixture(scope="module")
def session(tmp_path_factory):
    """One pytest session of SESSION in a subprocess, as ``run`` starts one (pytester's
    fixtures are per test; this session serves the module): (its source, its stdout)."""
    import os
    import subprocess
    import sys

    root = tmp_path_factory.mktemp("session")
    source = source_of(SESSION)
    source = source.replace("CALL_LINE", str(line_of(source, "# the fixture's recompile")))
    (root / "test_user.py").write_text(source, encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    env["JAX_PLATFORMS"] = "cpu"
    done = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-rA",
                           "test_user.py"], cwd=root, env=env, capture_output=True,
                          text=True, timeout=300)
    return source, done.stdout


def session_outcomes(stdout: str) -> dict[str, str]:
    found = {}
    for line in stdout.splitlines():
        m = re.match(r"^(PASSED|FAILED|ERROR) test_user\.py::(\w+)", line)
        if m:
            found.setdefault(m.group(2), m.group(1))
    return found


def test_the_session_s_outcomes_are_each_test_s_own(session):
    """Within the limit, over it, the default limit of one, zero, a class's marker, a
    name narrowing the count, the fixture alone and with the marker; and the verdict
    does not depend on the tests before (JAX's caches are cleared as each marked test
    starts: two shapes fail the limit of one whether or not an earlier test or a fixture
    already compiled one of them)."""
    _, text = session
    assert session_outcomes(text) == {
        "test_watch": "PASSED",
        "test_fixture_alone_never_fails_a_test": "PASSED",
        "test_recompiles": "FAILED",
        "test_two_shapes_allowed": "PASSED",
        "test_one_signature": "PASSED",
        "test_positional_limit": "PASSED",
        "test_default_limit_is_one": "FAILED",
        "test_zero_allows_no_compile": "FAILED",
        "TestClassMarker": "FAILED",
        "test_only_g_counts": "PASSED",
        "test_f_counts": "FAILED",
        "test_raises": "FAILED",
        "test_both": "PASSED",
        "test_both_over": "FAILED",
        "test_a_warms_the_cache": "PASSED",
        "test_b_two_shapes_after_a_warm_cache": "FAILED",
        "test_c_two_shapes_after_a_warming_fixture": "FAILED",
        "test_d_one_shape_after_a_warming_fixture": "PASSED",
        "test_e_misspelt_name": "FAILED",
    }, text


def test_marker_fails_a_recompiling_test_and_explains_why(session):
    source, text = session
    failure = failure_of(text, "test_recompiles")
    call_line = line_of(source, "# the recompile")
    def_line = line_of(source, "def f(")
    assert "max_compiles=1" in failure
    # the function, where it is defined, and that it compiled twice
    assert re.search(rf"`f` \(test_user\.py:({def_line - 1}|{def_line})\) compiles 2 times, "
                     "over max_compiles = 1", failure)
    # the call site, the cause, the argument path and before -> after
    assert f"test_user.py:{call_line}: shape at x: f32[3] → f32[4]" in failure
    assert re.search(r"fix: .*`x`", failure)
    # the message is the explanation, not a traceback through the plugin
    assert "_pytest_plugin.py" not in failure


def test_marker_name_narrows_to_one_function(session):
    failure = failure_of(session[1], "test_f_counts")
    assert "`f`" in failure and "f32[5] → f32[6]" in failure
    assert "`g`" not in failure, "name='f' must leave g out of the message"


def test_marker_verdict_names_the_shapes_and_the_closest_name(session):
    text = session[1]
    assert "f32[3] → f32[4]" in failure_of(text, "test_b_two_shapes_after_a_warm_cache")
    misspelt = failure_of(text, "test_e_misspelt_name")
    assert "name='ff'" in misspelt and "(did you mean 'f'?)" in misspelt


def test_marker_keeps_the_test_s_own_error(session):
    assert "ValueError: the test's own failure" in failure_of(session[1], "test_raises")


# one value in a real session; every bad value's wording is checked in-process above
@pytest.mark.parametrize("bad", ["1.5", pytest.param("-1", marks=pytest.mark.slow),
                                 pytest.param("'2'", marks=pytest.mark.slow),
                                 pytest.param("True", marks=pytest.mark.slow)])
def test_bad_max_compiles_is_a_usage_error_and_never_passes(run, bad):
    """The plugin raises pytest.UsageError: pytest must stop with its usage-error exit code
    and a one-line message, not report a failed test with a traceback into the plugin."""
    result = run(f'''
        @pytest.mark.jaxcheck(max_compiles={bad})
        def test_marked():
            f(jnp.ones(3))
    ''')
    text = result.stdout.str() + result.stderr.str()
    assert result.ret == pytest.ExitCode.USAGE_ERROR, text
    assert outcomes(result).get("test_marked") != "PASSED"
    assert "max_compiles must be a non-negative integer" in text
    assert f"got {bad}" in text
    assert "_pytest_plugin.py" not in text


def test_a_misspelt_marker_keyword_stops_the_session(run):
    result = run('''
        @pytest.mark.jaxcheck(max_compiles=1, nmae="f")
        def test_marked():
            f(jnp.ones(3))
    ''')
    text = result.stdout.str() + result.stderr.str()
    assert result.ret == pytest.ExitCode.USAGE_ERROR, text
    assert outcomes(result).get("test_marked") != "PASSED"
    assert "test_marked" in text and "did you mean name=?" in text


# --- registration --------------------------------------------------------------------


def test_plugin_is_registered_and_lazy(run):
    """Auto-loaded (the marker is known under --strict-markers); JAX is not imported for
    tests that use neither the marker nor the fixture."""
    result = run('''
        def test_no_jax_needed():
            assert not any(m == "jax" or m.startswith("jax.") for m in sys.modules)

        @pytest.mark.jaxcheck(max_compiles=1)
        def test_marked_jax_free():
            pass
    ''', "--strict-markers", header="import sys\n\nimport pytest\n")
    assert outcomes(result) == {"test_no_jax_needed": "PASSED",
                                "test_marked_jax_free": "PASSED"}, result.stdout.str()
    markers = run("", "--markers", header="")
    assert re.search(r"@pytest\.mark\.jaxcheck\(max_compiles", markers.stdout.str())


# --- a failing assert on a report -----------------------------------------------------------


def _readme_test_example() -> tuple[str, list[str]]:
    """The README's test file (``# test_scale.py``) and the output it shows."""
    from helpers import REPO

    text = (REPO / "README.md").read_text()
    match = re.search(r"```python\n(# test_scale\.py\n.*?)```\n\n```\n(.*?)```", text, re.S)
    assert match, "the README shows no test_scale.py and its output"
    return match.group(1), match.group(2).splitlines()


def _shown(line: str) -> str:
    """A line as compared: a section rule's title without its dashes (their count is the
    terminal's width), trailing space gone."""
    rule = re.fullmatch(r"-+ (.*?) -+", line.strip())
    return rule.group(1) if rule else line.rstrip()


def test_the_readme_test_example_prints_the_diagnosis_it_shows(pytester, monkeypatch):
    # `assert not report.unexpected` failed with `where 1 = Report(...)`: 11.8 KB of
    # nested dataclasses, and no function, cause or fix
    monkeypatch.setenv("JAX_PLATFORMS", "cpu")
    monkeypatch.delenv("PYTEST_ADDOPTS", raising=False)
    source, shown = _readme_test_example()
    pytester.makepyfile(test_scale=source)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", timeout=300)
    result.assert_outcomes(failed=1)
    out = [_shown(line) for line in result.outlines]
    for line in filter(None, map(_shown, shown)):  # each line the README shows, in order
        if line.endswith(" …"):
            found = [i for i, o in enumerate(out) if o.startswith(line[:-2])]
        else:
            found = [i for i, o in enumerate(out) if o == line]
        assert found, f"the README shows {line!r}; pytest printed:\n{result.stdout.str()}"
        out = out[found[0] + 1:]
    # the whole failure, not kilobytes of a report's fields
    assert len(result.stdout.str()) < 4000, result.stdout.str()
