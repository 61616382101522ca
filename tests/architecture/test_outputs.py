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

import pytest
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
