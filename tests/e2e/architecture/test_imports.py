"""What a command imports, seen from a fresh interpreter: help, the spec language, a JSON
run, the outputs not asked for and a saved report rendered again never import what they
do not need (JAX, numpy, the terminal renderer, pydantic, the isolation worker).

Pinned by what is imported (``python -X importtime`` or ``sys.modules``), never by a time
limit: ``bench/bench.py`` measures the time.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from builders import write_module
from helpers import (
    saved_report,  # noqa: F401 (the fixture `saved`)
    subprocess_env,
)

# --- help -----------------------------------------------------------------------------


def _imported_modules(importtime_stderr: str) -> set[str]:
    names = set()
    for line in importtime_stderr.splitlines():
        if line.startswith("import time:") and "|" in line:
            names.add(line.rsplit("|", 1)[1].strip())
    return names


def _no_jax(modules: set[str]) -> None:
    assert modules, "no -X importtime output"
    heavy = sorted(m for m in modules if m == "jax" or m.startswith(("jax.", "jaxlib")))
    assert heavy == []


@pytest.mark.parametrize("args", [["--help"], ["run", "--help"]])
def test_python_m_help_does_not_import_jax(args):
    proc = subprocess.run([sys.executable, "-X", "importtime", "-m", "jaxcheck", *args],
                          capture_output=True, text=True, env=subprocess_env())
    assert proc.returncode == 0, proc.stderr
    assert "run" in proc.stdout
    modules = _imported_modules(proc.stderr)
    assert "jaxcheck._src.cli.app" in modules
    _no_jax(modules)


def test_console_script_help_does_not_import_jax():
    script = Path(sys.executable).with_name("jaxcheck")
    if not script.exists():
        pytest.skip(f"no console script next to {sys.executable}")
    proc = subprocess.run([str(script), "--help"], capture_output=True, text=True,
                          env=subprocess_env(PYTHONPROFILEIMPORTTIME="1"))
    assert proc.returncode == 0, proc.stderr
    assert "run" in proc.stdout
    _no_jax(_imported_modules(proc.stderr))


def test_typer_app_help_in_process_does_not_import_jax():
    code = (
        "import sys\n"
        "from jaxcheck._src.cli.app import app\n"
        "for argv in (['--help'], ['run', '--help']):\n"
        "    try:\n"
        "        app(argv, prog_name='jaxcheck')\n"
        "    except SystemExit as e:\n"
        "        assert e.code == 0, e.code\n"
        "print('JAX-LOADED' if any(m == 'jax' or m.startswith('jax.') for m in sys.modules)"
        " else 'NO-JAX')\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=subprocess_env(), cwd=os.getcwd())
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip().splitlines()[-1] == "NO-JAX"


# --- the outputs asked for, and a saved report rendered again -------------------------


_ONLY_WHAT_IS_ASKED = """
import io, json, sys
from jaxcheck._src.model.report import EntrypointReport, Report
from jaxcheck._src.report import outputs

report = Report("0", "0", "cpu", "execute", [EntrypointReport("m:f", "workload")])
document = io.StringIO()
outputs.emit(report, "json", {{"--junit-xml": {junit!r}}}, document=document)
assert document.getvalue().startswith("{{")
print(json.dumps(sorted(m for m in sys.modules
                        if m.startswith(("jaxcheck._src.report.", "rich")))))
"""


def test_only_the_outputs_asked_for_are_imported(tmp_path):
    """A JSON document and a JUnit file import their two renderers and the words they
    lay out, never the terminal, the HTML page, the trace events or rich."""
    junit = tmp_path / "j.xml"
    env = subprocess_env()
    env.pop("GITHUB_ACTIONS", None)  # GitHub's annotations are not asked for here
    proc = subprocess.run([sys.executable, "-c", _ONLY_WHAT_IS_ASKED.format(junit=str(junit))],
                          capture_output=True, text=True, env=env, timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr
    imported = set(json.loads(proc.stdout.strip().splitlines()[-1]))
    assert {"jaxcheck._src.report.jsonreport", "jaxcheck._src.report.junitxml"} <= imported
    assert not imported & {"jaxcheck._src.report.terminal", "jaxcheck._src.report.htmlreport",
                           "jaxcheck._src.report.traceevents", "jaxcheck._src.report.github",
                           "rich", "rich.console"}
    assert junit.read_text(encoding="utf-8").startswith("<?xml")


def test_rendering_a_report_never_imports_jax(saved, tmp_path):
    _, path = saved
    out = tmp_path / "page.html"
    code = ("import sys\nfrom jaxcheck._src.cli.app import main\n"
            f"sys.argv = ['jaxcheck', 'report', {str(path)!r}, '--html', {str(out)!r}]\n"
            "try:\n    main()\nexcept SystemExit as e:\n    code = e.code\n"
            "print(code, sorted(m for m in sys.modules if m == 'jax' or m.startswith('jax.')))")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=subprocess_env(), timeout=60, check=False)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip().splitlines()[-1] == "1 []"
    assert out.read_text().startswith("<!doctype html>")


# --- the spec language and a JSON run -------------------------------------------------


def test_spec_module_imports_neither_jax_nor_numpy():
    code = ("import sys, jaxcheck._src.arguments.spec as s; s.parse('f32[3], float');"
            "print('jax' in sys.modules, 'numpy' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.split() == ["False", "False"]


@pytest.mark.slow
def test_a_json_run_imports_no_terminal_renderer_no_pydantic_no_worker(tmp_path):
    """``run --format json`` off a terminal: rich's console and the terminal renderer,
    typer's pydantic adapters, the isolation worker, the file renderers not asked for,
    and the guard and watch of the public API stay unimported (read from
    ``python -X importtime``), and the run reports its one trace."""
    write_module(tmp_path, "m.py", """
        import jax
        import jax.numpy as jnp

        @jax.jit
        def f(x):
            return x + 1

        def main():
            return f(jnp.ones(3))
        """)
    proc = subprocess.run([sys.executable, "-X", "importtime", "-m", "jaxcheck", "run",
                           "m.py:main", "--format", "json", "--mode", "trace"],
                          cwd=tmp_path, capture_output=True, text=True,
                          env=subprocess_env(JAX_LOG_COMPILES="1"), timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert '"compiles": 1' in proc.stdout
    imported = _imported_outside(proc.stderr, "typer")
    assert "jax" in imported and "jaxcheck._src.run.runner" in imported
    unwanted = {"rich.console", "rich.live", "pydantic", "typer._adapters",
                "jaxcheck._src.run.worker", "jaxcheck._src.report.terminal",
                "jaxcheck._src.report.htmlreport", "jaxcheck._src.report.traceevents",
                "jaxcheck._src.report.view", "jaxcheck._src.embed.guard",
                "jaxcheck._src.embed.watch"}
    assert sorted(imported & unwanted) == []


def _imported_outside(importtime: str, package: str) -> set[str]:
    """The modules ``-X importtime`` lists, but those ``import package`` itself brought
    (typer before 0.2x imports rich's console when rich is installed: not jaxcheck's)."""
    rows = []
    for line in importtime.splitlines():
        if line.startswith("import time:") and "|" in line:
            name = line.rsplit("|", 1)[1]
            rows.append((len(name) - len(name.lstrip()), name.strip()))
    own: set[str] = set()
    for i, (depth, name) in enumerate(rows):
        if name == package:  # its imports are the deeper rows just before it
            j = i - 1
            while j >= 0 and rows[j][0] > depth:
                own.add(rows[j][1])
                j -= 1
    return {name for _, name in rows} - own
