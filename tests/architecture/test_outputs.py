"""One registry of outputs (``report/outputs.py``): every output option of every surface
is one of its entries, and no other module reaches a renderer.

The dispatch to renderers used to be written in four places (the command line's render,
its file writer, `report --format junit`, the notebook's files), each with its own
order and its own idea of which report a renderer takes. Read from the source with
``ast``, as ``test_layers.py`` reads imports: nothing but the registry imports a renderer
module, and nothing names one to ``importlib``.
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys

import pytest
from helpers import subprocess_env
from test_layers import MODULES, imports_of

from jaxcheck._src.cli import app
from jaxcheck._src.embed import notebook
from jaxcheck._src.report import outputs

REGISTRY = "jaxcheck._src.report.outputs"
RENDERERS = {f"jaxcheck._src.report.{o.renderer}" for o in outputs.OUTPUTS}
FILE_OPTIONS = {o.option for o in outputs.OUTPUTS if o.option}


def test_every_renderer_of_the_registry_exists_and_each_file_option_is_one_entry():
    assert all(name in MODULES for name in RENDERERS)
    assert len(FILE_OPTIONS) == len([o for o in outputs.OUTPUTS if o.option])
    assert FILE_OPTIONS == {"--junit-xml", "--html", "--trace-events"}
    for option in FILE_OPTIONS:
        assert outputs.for_option(option).option == option
        assert outputs.for_option(option).named  # named once written
    for output_format in outputs.SAVED_FORMATS:
        assert outputs.for_format(output_format) in outputs.OUTPUTS
    assert set(outputs.FORMATS) < set(outputs.SAVED_FORMATS)


@pytest.mark.parametrize("command", ["run", "check", "baseline", "report"])
def test_every_output_option_of_the_command_line_is_a_registry_entry(command):
    """``--format`` offers exactly the registry's formats, and every option that names a
    file (``PATH``) is an entry's; `run` and `check` and `report` offer them all."""
    params = app.click_command(command).commands[command].params
    formats = [p for p in params if "--format" in p.opts]
    assert len(formats) == 1
    wanted = outputs.SAVED_FORMATS if command == "report" else outputs.FORMATS
    assert formats[0].metavar.split("|") == list(wanted)
    paths = {p.opts[0] for p in params if p.metavar == "PATH"}
    for option in paths:
        assert outputs.for_option(option) in outputs.OUTPUTS
    assert paths == (set() if command == "baseline" else FILE_OPTIONS)


def test_every_output_option_of_the_cell_magic_is_a_registry_entry():
    parser = notebook._parser(cell=True)
    paths = {a.option_strings[0] for a in parser._actions if a.metavar == "PATH"}
    assert paths == FILE_OPTIONS
    for option in paths:
        assert option in notebook.USAGE


def _names_a_renderer(node: ast.AST) -> bool:
    """An ``importlib.import_module(...)`` or ``__import__(...)`` whose argument could
    name a renderer: anything that mentions the report package."""
    if not isinstance(node, ast.Call):
        return False
    name = ast.unparse(node.func)
    if not (name.endswith("import_module") or name == "__import__"):
        return False
    return any("report" in ast.unparse(arg) for arg in node.args)


@pytest.mark.parametrize("module", sorted(set(MODULES) - {REGISTRY}))
def test_no_module_but_the_registry_reaches_a_renderer(module):
    """Every surface writes through the registry: an import of a renderer anywhere else
    (the terminal for a panel, JUnit for a notebook's file) is a second dispatch."""
    reached = sorted(set(imports_of(module)) & RENDERERS)
    assert reached == [], f"{module} imports {reached}: go through {REGISTRY}"
    tree = ast.parse(MODULES[module].read_text(encoding="utf-8"))
    named = [ast.unparse(n) for n in ast.walk(tree) if _names_a_renderer(n)]
    assert named == [], f"{module} names a renderer to importlib: {named}"


def test_the_check_sees_a_renderer_reached_by_import_or_by_name():
    source = ("from ..report import junitxml\n"
              "import importlib\n"
              "importlib.import_module(f'...report.{name}', __name__)\n")
    assert set(imports_of("jaxcheck._src.embed.notebook", source, False)) & RENDERERS == {
        "jaxcheck._src.report.junitxml"}
    assert [n for n in ast.walk(ast.parse(source)) if _names_a_renderer(n)]


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


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
@pytest.mark.parametrize("output_format", outputs.SAVED_FORMATS)
def test_stdout_that_cannot_be_written_is_exit_5_under_every_format(tmp_path, output_format):
    """Every document on stdout goes through one writer: a full disk (or a closed pipe)
    is an I/O error, exit 5, under JUnit XML as under JSON and the terminal report."""
    from jaxcheck._src.model.report import EntrypointReport, Report
    from jaxcheck._src.util import errors

    saved = tmp_path / "r.json"
    report = Report("0", "0", "cpu", "execute", [EntrypointReport("m:f", "workload")])
    saved.write_text(outputs.JSON.module().render(report), encoding="utf-8")
    env = subprocess_env()
    env.pop("GITHUB_ACTIONS", None)
    with open("/dev/full", "w") as full:
        proc = subprocess.run([sys.executable, "-m", "jaxcheck", "report", str(saved),
                               "--format", output_format], stdout=full, stderr=subprocess.PIPE,
                              text=True, env=env, timeout=120, check=False)
    assert proc.returncode == errors.IO, proc.stderr
    assert proc.stderr.strip() == (f"{errors.PREFIX}cannot write the report to stdout: "
                                   "No space left on device")
