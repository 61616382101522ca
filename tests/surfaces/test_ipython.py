"""`%load_ext jaxcheck` in IPython, in process: `%jaxcheck on|off`, `%%jaxcheck`, the
report's notebook and terminal forms, and the guard in a notebook."""

import re
import sys
import warnings

import pytest
from helpers import compiled, jax_compile_log

import jaxcheck
from jaxcheck._src.capture import installation
from jaxcheck._src.util import errors

IPython = pytest.importorskip("IPython")

DEFINE = """
import jax, jax.numpy as jnp
@jax.jit
def {name}(w, g, lr):
    return w - lr * g
"""


@pytest.fixture(scope="module")
def shell():
    from IPython.core.interactiveshell import InteractiveShell

    sh = InteractiveShell.instance()
    sh.run_cell("%load_ext jaxcheck", store_history=True)
    yield sh
    sh.run_cell("%unload_ext jaxcheck")


@pytest.fixture
def run(shell, capsys):
    """Run one cell; (its result, what it printed on stdout, on stderr)."""
    def cell(source: str):
        capsys.readouterr()
        result = shell.run_cell(source, store_history=True)
        out = capsys.readouterr()
        return result, out.out, out.err

    yield cell
    shell.run_cell("%jaxcheck off")  # never leave a capture installed


def active() -> bool:
    return installation.INSTALLATION.active


def compiles_of(run, name: str, source: str) -> tuple[int, str]:
    """(executables JAX compiled for ``name`` in the cell ``source``, what it printed).

    JAX's own count, from its cache: while jaxcheck watches, JAX's compile-log flag is
    jaxcheck's, so the log cannot be the witness."""
    before = run(f"{name}._cache_size()")[0].result
    _, out, _ = run(source)
    return run(f"{name}._cache_size()")[0].result - before, out


def test_a_watched_cell_shows_its_recompiles_and_a_quiet_cell_nothing(run):
    run(DEFINE.format(name="sgd_watched"))
    _, out, _ = run("%jaxcheck on")
    assert "watching every cell" in out and active()
    n, out = compiles_of(run, "sgd_watched", "w = sgd_watched(jnp.ones(4), jnp.ones(4), 0.1)")
    assert n == 1 and out == "", "a first compile is quiet"
    n, out = compiles_of(run, "sgd_watched", "w = sgd_watched(w, jnp.ones(4), jnp.float32(1))")
    assert n == 1, "JAX compiled it again in this cell"
    lines = out.splitlines()
    assert lines[0] == "jaxcheck: this cell recompiled 1 function 1 time (1 unexpected)"
    assert lines[1].startswith("`sgd_watched` (In[") and "2 compiles so far" in lines[1]
    count = run("0")[0].execution_count - 2  # the cell before `_cache_size()`
    assert lines[2] == (f"  #2 at In[{count}]:1: weak_type at lr: f32[] (weak) → f32[] · "
                        "unexpected")
    assert lines[3].lstrip().startswith("fix: normalise `lr`")
    n, out = compiles_of(run, "sgd_watched", "w = sgd_watched(w, jnp.ones(4), jnp.float32(2))")
    assert n == 0 and out == ""
    _, out, _ = run("%jaxcheck off")
    assert out.strip() == "jaxcheck: stopped watching" and not active()
    with jax_compile_log() as after:
        _, out, _ = run("w = sgd_watched(jnp.ones(5), jnp.ones(5), 0.1)")
    assert compiled(after, "sgd_watched") == 1 and out == "", "off: nothing watched"


def test_watch_options_judge_the_cells(run):
    run(DEFINE.format(name="sgd_shapes"))
    run("%jaxcheck on --expect shape=any")
    run("sgd_shapes(jnp.ones(2), jnp.ones(2), 0.1)")
    n, out = compiles_of(run, "sgd_shapes",
                         "for n in range(3, 10):\n    sgd_shapes(jnp.ones(n), jnp.ones(n), 0.1)")
    assert n == 7
    # all expected: one line, as a passing target on the command line
    assert out.splitlines() == [
        "jaxcheck: this cell recompiled 1 function 7 times (0 unexpected)"]
    run("%jaxcheck off")
    run("%jaxcheck on")  # nothing expected now: the first few are listed, the rest counted
    n, out = compiles_of(run, "sgd_shapes",
                         "for n in range(10, 18):\n    sgd_shapes(jnp.ones(n), jnp.ones(n), 0.1)")
    lines = out.splitlines()
    assert n == 8 and lines[0] == "jaxcheck: this cell recompiled 1 function 7 times (7 unexpected)"
    shown = [line for line in lines if line.startswith("  #")]
    assert len(shown) == 5 and all(line.endswith(" · unexpected") for line in shown)
    assert lines[-1] == "  … and 2 more"


def test_on_twice_keeps_one_capture_and_off_twice_says_so(run):
    run("%jaxcheck on")
    run("%jaxcheck on --max-compiles 3")
    assert installation.INSTALLATION._users == 1
    run("%jaxcheck off")
    _, out, _ = run("%jaxcheck off")
    assert "not watching" in out and not active()


def test_the_cell_magic_runs_the_cell_as_a_workload(run, tmp_path):
    run(DEFINE.format(name="sgd_cell"))
    page = tmp_path / "cell.html"
    with jax_compile_log() as log:
        result, out, err = run(f"%%jaxcheck --html {page}\n"
                               "for n in (2, 3, 3):\n    sgd_cell(jnp.ones(n), jnp.ones(n), 0.1)")
    assert compiled(log, "sgd_cell") == 2, "caches cleared first, as `jaxcheck run` does"
    report = result.result
    assert isinstance(report, jaxcheck.Report) and err == ""
    fn = report.entrypoints[0].functions[0]
    assert fn.compiles == 2 and report.unexpected == 1 and report.exit_code == 1
    assert fn.defined_at.startswith("In[") and fn.events[1].call_site == (
        f"In[{result.execution_count}]:2")
    assert "FAIL" in out and "shape at w: f32[2] → f32[3]" in out  # Out[n]: the rich report
    assert "sgd_cell" in page.read_text() and page.read_text().startswith("<!doctype html>")
    assert f"HTML report: {page}" in out
    result, _, _ = run("%%jaxcheck --max-compiles 2\n"
                       "for n in (2, 3):\n    sgd_cell(jnp.ones(n), jnp.ones(n), 0.1)")
    assert result.result.exit_code == 0
    assert result.result.entrypoints[0].functions[0].events[1].expected_by == "budget"


def test_the_cell_magic_probes_the_functions_the_cell_called(run):
    run(DEFINE.format(name="sgd_probed"))
    with jax_compile_log() as log:
        result, out, err = run("%%jaxcheck --probe\nsgd_probed(jnp.ones(2), jnp.ones(2), 0.1)")
    assert compiled(log, "sgd_probed") == 1, "the probe traces, it compiles nothing"
    report = result.result
    cell, probed = report.entrypoints
    assert (cell.kind, probed.kind, report.compiles, report.exit_code) == (
        "workload", "probe", 1, 0)
    assert probed.target == f"In[{result.execution_count - 1}]:sgd_probed"
    found = {(v.axis, v.path): v.result for v in probed.variations if v.axis == "weak_type"}
    assert found[("weak_type", "lr")] == "recompile"  # a Python float, then an array
    assert "[probe]" in out and err == ""


def test_a_cell_that_raises_shows_the_report_then_the_exception(run):
    run(DEFINE.format(name="sgd_raises"))
    result, out, _ = run("%%jaxcheck\nsgd_raises(jnp.ones(2), jnp.ones(2), 0.1)\n"
                         "raise KeyError('boom')")
    assert isinstance(result.error_in_exec, KeyError)
    assert "ERROR" in out and "cell In[" in out and "raised KeyError: 'boom'" in out
    shown = out[out.index("Traceback"):]  # after the report: the cell's frames only
    assert out.index("ERROR") < out.index("Traceback")
    assert re.search(rf"In\[{result.execution_count}\].*, line .*3", shown), shown
    assert "_runner.py" not in shown and "_ipython.py" not in shown


@pytest.mark.parametrize("line, says", [
    ("%%jaxcheck --bogus", "unrecognized arguments: --bogus"),
    ("%%jaxcheck --max-compiles x", "argument --max-compiles: invalid int value: 'x'"),
    ("%%jaxcheck --max-compiles -1", "max_compiles"),
    ("%%jaxcheck --expect nonsense", "bad --expect 'nonsense'"),
    ("%%jaxcheck --expect shape=maybe", "maybe"),
    ("%%jaxcheck --mode fast", "bad --mode 'fast'"),
    ("%%jaxcheck --html 'unclosed", "bad options"),
    ("%%jaxcheck --html /nowhere/page.html", "no directory '/nowhere'; create it first"),
    ("%%jaxcheck --junit-xml /", "bad --junit-xml '/': it is a directory"),
    ("%jaxcheck sideways", "unknown %jaxcheck 'sideways'"),
    ("%jaxcheck on --mode trace", "unrecognized arguments: --mode trace"),
    ("%jaxcheck off now", "unknown %jaxcheck 'off now'"),
])
def test_a_bad_option_is_one_line_and_runs_nothing(run, line, says):
    source = line + ("\nran = True" if line.startswith("%%") else "")
    run("ran = False")
    result, out, err = run(source)
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith(errors.PREFIX), err
    assert says in lines[0]
    assert result.result is None and out == "" and not active()
    assert run("ran")[0].result is False, "the cell did not run"


def test_a_report_is_html_in_a_notebook_and_rich_text_in_a_terminal(shell):
    report = jaxcheck.run("examples/weak_type.py:main")
    data, _ = shell.display_formatter.format(report)
    page = data["text/html"]
    assert page.startswith('<div class="jaxcheck-report"><style>')
    assert "<html" not in page and "<body" not in page, "an element, not a page"
    style = page[page.index("<style>") + 7:page.index("</style>")]
    rules = [r for r in style.splitlines() if r.strip()]
    assert rules and all(r.startswith(".jaxcheck-report") for r in rules), rules[:3]
    assert "weak_type" in page and "sgd" in page
    second = shell.display_formatter.format(report)[0]["text/html"]
    ids = [set(re.findall(r'id="([^"]+)"', p)) for p in (page, second)]
    assert ids[0] and not ids[0] & ids[1], "two reports in one notebook: distinct anchors"
    assert set(re.findall(r'href="#([^"]+)"', page)) <= ids[0]
    text = data["text/plain"]
    assert "FAIL" in text and "weak_type at lr" in text and "\x1b[" not in text


def test_unload_stops_watching(shell):
    shell.run_cell("%jaxcheck on")
    assert active()
    shell.run_cell("%unload_ext jaxcheck")
    assert not active()
    shell.run_cell("%load_ext jaxcheck")


def show_on_stderr(message, category, filename, lineno, file=None, line=None):
    """Python's own way of showing a warning (pytest's records them instead)."""
    sys.stderr.write(warnings.formatwarning(message, category, filename, lineno, line))


def test_the_guard_warns_once_per_incident_in_a_notebook(run):
    run(DEFINE.format(name="sgd_guarded"))
    run("import jaxcheck\ng = jaxcheck.guard('warn')\ng.start()\n"
        "sgd_guarded(jnp.ones(2), jnp.ones(2), 0.1)\ng.arm()")
    try:
        with warnings.catch_warnings():
            # shown as IPython shows them (on stderr), not recorded by pytest
            warnings.simplefilter("default")
            warnings.showwarning = show_on_stderr
            incidents = []
            for n in (3, 4, 3):  # JAX's own count of executables (its log flag is
                before = run("sgd_guarded._cache_size()")[0].result  # the guard's now)
                _, out, err = run(f"sgd_guarded(jnp.ones({n}), jnp.ones({n}), 0.1)")
                compiles = run("sgd_guarded._cache_size()")[0].result - before
                incidents.append((compiles, err.count("RecompileWarning")))
    finally:
        run("g.stop()")
    # JAX compiled sizes 3 and 4 once each; each compile warned once, the hit not at all
    assert incidents == [(1, 1), (1, 1), (0, 0)]
    assert not active()


def test_the_cell_magic_writes_junit_and_trace_events_and_says_what_failed(run, tmp_path):
    run(DEFINE.format(name="sgd_files"))
    junit, trace = tmp_path / "cell.xml", tmp_path / "trace.json"
    result, out, err = run(f"%%jaxcheck --junit-xml {junit} --trace-events {trace}\n"
                           "sgd_files(jnp.ones(2), jnp.ones(2), 0.1)")
    assert result.result.exit_code == 0 and err == ""
    assert f"JUnit XML: {junit}" in out and f"Trace events: {trace}" in out
    assert "<testsuite" in junit.read_text() and "traceEvents" in trace.read_text()
    result, out, err = run("%%jaxcheck --html /dev/full\nsgd_files(jnp.ones(3), jnp.ones(3), 0.1)")
    assert isinstance(result.result, jaxcheck.Report), "the report, though the file failed"
    assert err.strip().startswith(errors.PREFIX + "cannot write --html /dev/full")

