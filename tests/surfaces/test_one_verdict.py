"""One verdict and one failure view for every way of running (issue: each copy drifted).

Each test here is a case where two ways of running, two renderers or two readers used to
disagree. Where JAX is involved, what it really did is read from its own log or cache,
never from jaxcheck's output.
"""

from __future__ import annotations

import json
import logging
import re

import jax
import jax.numpy as jnp
import pytest
from builders import (
    hit_where_a_recompile_was_expected,
    make_entrypoint,
    make_report,
    shape_recompile,
)
from helpers import persistent_cache  # noqa: F401 (the fixture `cache`)

import jaxcheck
from jaxcheck._src.model import wire
from jaxcheck._src.model.report import (
    CompileEvent,
    ErrorInfo,
)
from jaxcheck._src.report import failures
from jaxcheck._src.report import github as _github
from jaxcheck._src.report import jsonreport as _render_json
from jaxcheck._src.report import terminal as _rich
from jaxcheck._src.util import errors as _errors
from jaxcheck._src.verdict import lock as _lock
from jaxcheck._src.verdict import verdict

# --- the saved report keeps what the verdict and the view read ----------------------


def test_an_interrupted_run_read_back_exits_130_with_its_root(tmp_path, capsys):
    from jaxcheck._src.cli.commands.report import report_command

    saved = tmp_path / "saved.json"
    report = make_report(shape_recompile(), interrupted=True, root=str(tmp_path),
                         jax_version=jax.__version__)
    assert report.exit_code == _errors.INTERRUPTED
    saved.write_text(_render_json.render(report), encoding="utf-8")
    doc = json.loads(saved.read_text())
    assert doc["interrupted"] is True and doc["root"] == str(tmp_path)
    back = _render_json.report_from(doc)
    assert back.interrupted and back.root == str(tmp_path)
    capsys.readouterr()
    assert report_command(str(saved), "json") == _errors.INTERRUPTED


def test_the_public_document_holds_every_field_the_verdict_reads():
    report = make_report(shape_recompile(), interrupted=True, root="/somewhere",
                         jax_version=jax.__version__)
    public = wire.report_from_dict(_render_json.to_dict(report))
    assert verdict.outcome(public) == verdict.outcome(report)


# --- every failure has one wording and reaches every renderer ------------------------


def test_a_variation_expected_to_recompile_that_hit_is_annotated_on_github():
    report = make_report(hit_where_a_recompile_was_expected(), jax_version=jax.__version__)
    assert report.exit_code == _errors.RECOMPILES
    lines = list(_github.annotations(report))
    assert any("dtype" in line and " x" in line and "hit" in line for line in lines), lines


@pytest.mark.parametrize("kind", ["Timeout", "Crashed", "ValueError"])
def test_a_target_error_reads_the_same_in_the_terminal_and_in_text(kind):
    ep = make_entrypoint("m:f", error=ErrorInfo(kind, "after 5 s"))
    report = make_report(ep, jax_version=jax.__version__)
    failure, = failures.failures(report)
    plain = failures.entrypoint_text(ep)
    terminal = _rich.to_text(report, width=200)
    assert failure.text in plain and failure.text in terminal, (failure.text, plain, terminal)
    assert failure.tone == "error"


def test_every_renderer_lists_the_same_failures():
    from jaxcheck._src.report import htmlreport, junitxml

    ep = hit_where_a_recompile_was_expected()
    bad = shape_recompile("m:g")
    raised = make_entrypoint("m:h", error=ErrorInfo("ValueError", "boom"))
    report = make_report(ep, bad, raised, jax_version=jax.__version__)
    told = failures.failures(report)
    assert [f.kind for f in told] == ["variation", "recompile", "error"]
    for rendered in (_rich.to_text(report, width=300), junitxml.render(report),
                     "\n".join(_github.annotations(report)), htmlreport.render(report)):
        for f in told:
            if f.kind == "recompile" and "<html" in rendered:  # the page lays causes out
                assert f.function in rendered and "unexpected" in rendered
                continue
            assert f.text in rendered, (f.text, rendered)


# --- the lock ------------------------------------------------------------------------


def test_a_newer_lock_with_a_new_key_says_upgrade_not_invalid():
    raw = json.dumps({"version": _lock.LOCK_VERSION + 1, "entrypoints": {},
                      "environment": {"jax": "9.9"}}).encode()
    with pytest.raises(_lock.NewerLock) as info:
        _lock.parse(raw)
    assert "newer jaxcheck" in str(info.value) and "upgrade" in str(info.value)
    assert "unknown key" not in str(info.value)


def test_a_newer_lock_with_new_entry_keys_says_upgrade():
    raw = json.dumps({"version": _lock.LOCK_VERSION + 1,
                      "entrypoints": {"m:f": {"compiles": {}, "memory": {}}}}).encode()
    with pytest.raises(_lock.NewerLock):
        _lock.parse(raw)


def test_a_lock_of_this_version_with_an_unknown_key_is_still_invalid():
    raw = json.dumps({"version": _lock.LOCK_VERSION, "entrypoints": {},
                      "environment": {}}).encode()
    with pytest.raises(_errors.UsageError, match="unknown key"):
        _lock.parse(raw)


def test_a_declared_but_unselected_target_is_not_stale(tmp_path):
    lock = {"version": _lock.LOCK_VERSION,
            "entrypoints": {"train:smoke": {"compiles": {}},
                            "train:evaluate": {"compiles": {}},
                            "train:gone": {"compiles": {}}}}
    declared = ["train:smoke", "train:evaluate"]
    gone = _lock.stale(lock, declared, tmp_path)
    assert gone == ["target 'train:gone' (no longer in [tool.jaxcheck])"]


# --- one pyproject.toml reader --------------------------------------------------------


@pytest.mark.parametrize("content", [
    "not toml = = =",
    b"[tool.jaxcheck]\nx = '\xff'\n",
    "[tool.jaxcheck]\n" + "a = " + "[" * 2000 + "]" * 2000 + "\n",
    None,  # a file that cannot be read
])
def test_run_and_lint_read_a_bad_pyproject_alike(tmp_path, content):
    from jaxcheck._src.config import table as config
    from jaxcheck._src.lint import config as lint_config

    path = tmp_path / "pyproject.toml"
    if content is None:
        path.symlink_to("/proc/self/mem")  # a regular file whose read fails (EIO)
    else:
        path.write_bytes(content if isinstance(content, bytes) else content.encode())
    errors = []
    for read in (lambda: config.load(path), lambda: lint_config.load(tmp_path)):
        with pytest.raises((_errors.UsageError, _errors.IOFailure)) as info:
            read()
        errors.append(info.value)
    run, lint = errors
    assert type(run) is type(lint) and str(run) == str(lint)


# --- the persistent cache's explanations reach every way of running ------------------


def _cache_misses(lines: list[str], name: str) -> int:
    return sum(bool(re.match(rf"PERSISTENT COMPILATION CACHE MISS for 'jit_{name}\b", x))
               for x in lines)


class _Collect(logging.Handler):
    def __init__(self):
        super().__init__(logging.DEBUG)
        self.lines: list[str] = []

    def emit(self, record):
        self.lines.append(record.getMessage())


def _second_shape_explained(events: list[CompileEvent]) -> None:
    _, second = (e.persistent_cache for e in events)
    assert second["arguments"][0]["after"] == "f32[5]", second
    assert "shape at x: f32[3] → f32[5]" in second["miss_reason"]


def _sine(x):
    return jnp.sin(x) * 3.0


def test_watch_explains_persistent_cache_misses(cache):
    f = jax.jit(_sine)
    handler = _Collect()
    logging.getLogger("jax").addHandler(handler)
    jax.config.update("jax_log_compiles", True)
    try:
        with jaxcheck.watch(clear_caches=True) as w:
            f(jnp.ones(3))
            f(jnp.ones(5))
    finally:
        logging.getLogger("jax").removeHandler(handler)
    assert _cache_misses(handler.lines, "_sine") == 2  # JAX: both compiles missed
    _second_shape_explained(w.function("_sine").events)


def test_the_guard_explains_persistent_cache_misses(cache):
    f = jax.jit(_sine)
    jax.clear_caches()
    seen = []
    with jaxcheck.guard(on_compile=seen.append) as g:
        f(jnp.ones(3))
        g.arm()
        f(jnp.ones(5))
    incident, = seen
    assert incident.event.persistent_cache["arguments"][0]["after"] == "f32[5]"
    assert "persistent cache miss" in incident.message()


def test_the_notebook_watch_explains_persistent_cache_misses(cache):
    IPython = pytest.importorskip("IPython")  # noqa: N806
    from IPython.core.interactiveshell import InteractiveShell

    from jaxcheck._src.config.options import RunOptions
    from jaxcheck._src.embed.notebook import CellWatch

    del IPython
    f = jax.jit(_sine)
    jax.clear_caches()
    watch = CellWatch(InteractiveShell.instance(), RunOptions())
    try:
        f(jnp.ones(3))
        f(jnp.ones(5))
        text = watch.cell_report()
    finally:
        watch.stop()
    fn, = watch.observer.functions
    _second_shape_explained(fn.events)
    assert "persistent cache miss" in text


# --- renderers only lay out ----------------------------------------------------------

_SURFACES = ["report/terminal.py", "report/text.py", "report/github.py", "report/junitxml.py",
             "report/htmlreport.py", "report/jsonreport.py", "report/traceevents.py",
             "report/outputs.py",
             "embed/guard.py", "embed/watch.py", "embed/notebook.py", "embed/pytest_plugin.py"]
_TONES = {"ok", "bad", "warn", "error"}  # "dim" is context, a style name in rich too
_EXIT_NAMES = {"OK", "RECOMPILES", "TARGET_ERROR", "INTERRUPTED"}


def _decisions(source: str) -> list[str]:
    """Where a module decides a tone or an exit code instead of reading it: a tone word
    used as a value (not a key of a tone → style table, not compared with a result or
    kind), a comparison with an exit code, an exit-code constant, or a failure's
    wording (``raised``/``failed``) of its own."""
    import ast

    tree = ast.parse(source)
    parents = {id(c): n for n in ast.walk(tree) for c in ast.iter_child_nodes(n)}
    found = []
    for node in ast.walk(tree):
        parent = parents.get(id(node))
        if isinstance(node, ast.Constant) and node.value in _TONES:
            if isinstance(parent, ast.Dict) and any(k is node for k in parent.keys):
                continue  # a tone → style table: layout
            if isinstance(parent, ast.Compare | ast.Tuple | ast.Subscript):
                continue  # comparing data (a variation's result), or reading a table
            if isinstance(parent, ast.Call) and "SubElement" in ast.unparse(parent.func):
                continue  # JUnit's <error> element
            found.append(f"line {node.lineno}: tone {node.value!r} as a value")
        elif isinstance(node, ast.Compare) and any(
                isinstance(x, ast.Attribute) and x.attr == "exit_code"
                for x in (node.left, *node.comparators)):
            found.append(f"line {node.lineno}: compares an exit code")
        elif isinstance(node, ast.Name | ast.Attribute) and \
                getattr(node, "id", getattr(node, "attr", None)) in _EXIT_NAMES:
            found.append(f"line {node.lineno}: exit code constant")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and \
                re.search(r"\b(raised|failed):? ", node.value) and \
                not isinstance(parent, ast.Expr):
            found.append(f"line {node.lineno}: words a failure: {node.value!r}")
    return found


@pytest.mark.parametrize("module", _SURFACES)
def test_no_surface_decides_a_tone_or_an_exit_code(module):
    from pathlib import Path

    path = Path(jaxcheck.__file__).parent / "_src" / module
    assert _decisions(path.read_text(encoding="utf-8")) == []


def test_the_decision_check_sees_a_renderer_that_decides():
    source = ('cls = "pass" if report.exit_code == 0 else "error"\n'
              'tone = "bad"\n'
              'text = f"target raised: {x}"\n'
              'from jaxcheck._src.util.errors import RECOMPILES\n')
    assert len(_decisions(source)) == 4, _decisions(source)


# --- one observer, one finishing stage, one call of the verdict ----------------------------

_JUDGING = {"judge_entrypoint", "judge_against_lock", "judge_report", "annotate"}


def _calls_of(path, names: set[str]) -> list[str]:
    import ast

    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [f"{path.name}:{node.lineno}: {node.func.attr}" for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr in names]


def test_the_verdict_and_the_cache_explanations_have_one_call_site():
    """Every way of running is judged through ``observe.finish`` (``judge``, ``finish``):
    no other module of the package calls the verdict's judging functions or explains the
    persistent cache's misses itself, so a fix there reaches every surface."""
    from pathlib import Path

    src = Path(jaxcheck.__file__).parent / "_src"
    found = {}
    for path in sorted(src.rglob("*.py")):
        if path.parent.name == "verdict" or path == src / "observe" / "finish.py":
            continue
        calls = _calls_of(path, _JUDGING)
        if calls:
            found[str(path.relative_to(src))] = calls
    assert found == {}
    assert _calls_of(src / "observe" / "finish.py", _JUDGING)  # the check sees a call


def test_no_surface_builds_its_own_capture_or_analysis():
    """A capture and its analysis are made in one place, the observer: a surface that
    built its own would bypass the finishing stage (``observe/observer.py``)."""
    import ast
    from pathlib import Path

    src = Path(jaxcheck.__file__).parent / "_src"
    found = []
    for path in sorted(src.rglob("*.py")):
        if path.parent.name in ("capture", "analysis") or path.name == "observer.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                name = node.func.id if isinstance(node.func, ast.Name) else \
                    node.func.attr if isinstance(node.func, ast.Attribute) else None
                if name == "Analysis":
                    found.append(f"{path.relative_to(src)}:{node.lineno}")
                elif name == "Capture" and not _a_probe(node, tree):
                    found.append(f"{path.relative_to(src)}:{node.lineno}")
    assert found == []


def _a_probe(node, tree) -> bool:
    """``with Capture(): pass``: the start-up probe's compile half, watching nothing."""
    import ast

    for w in ast.walk(tree):
        if isinstance(w, ast.With) and any(item.context_expr is node for item in w.items):
            return all(isinstance(b, ast.Pass) for b in w.body)
    return False
