"""One real notebook, run by a Jupyter kernel (nbclient, ipykernel): what a user sees in
each cell's output; then the executed notebook, exported with nbconvert, in Chromium."""

import json
import os
from pathlib import Path

import pytest
from builders import NOTEBOOK_CELLS
from helpers import subprocess_env

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")
pytest.importorskip("ipykernel")

# a Jupyter kernel and Chromium: `make test-slow` (CI runs it)
pytestmark = [pytest.mark.notebook, pytest.mark.slow]


def _text(cell, name: str) -> str:
    return "".join(o.get("text", "") for o in cell.outputs
                   if o.output_type == "stream" and o.name == name)


@pytest.fixture(scope="module")
def executed(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("notebook")
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(source) for source in NOTEBOOK_CELLS]
    env = subprocess_env(PYTHONWARNINGS="default")
    saved = dict(os.environ)
    os.environ.update(env)  # the kernel inherits them: JAX on the CPU
    try:
        client = nbclient.NotebookClient(nb, timeout=120, kernel_name="python3",
                                         resources={"metadata": {"path": str(tmp)}})
        client.execute()
    finally:
        os.environ.clear()
        os.environ.update(saved)
    path = tmp / "executed.ipynb"
    nbformat.write(nb, str(path))
    return nb, path  # how long the kernel took: bench/limits.py


def test_a_watched_notebook_shows_each_cells_recompiles(executed):
    nb, _ = executed
    cells = nb.cells
    assert _text(cells[7], "stdout") == "executables 2\n", "JAX compiled sgd twice"
    assert _text(cells[3], "stdout") == "" and _text(cells[5], "stdout") == ""
    assert all(_text(cells[i], "stderr") == "" for i in range(8)), "no JAX log lines"
    shown = _text(cells[4], "stdout").splitlines()
    assert shown[0] == "jaxcheck: this cell recompiled 1 function 1 time (1 unexpected)"
    assert shown[1].startswith("`sgd` (In[2]:")
    assert shown[2] == "  #2 at In[5]:1: weak_type at lr: f32[] (weak) → f32[] · unexpected"
    assert "fix:" in shown[3]


def test_the_cell_magic_shows_the_html_report(executed):
    nb, _ = executed
    cells = nb.cells
    assert _text(cells[9], "stdout") == "executables 2\n", "caches cleared: sizes 2 and 3"
    (result,) = [o for o in cells[8].outputs if o.output_type == "execute_result"]
    page = result.data["text/html"]
    assert page.startswith('<div class="jaxcheck-report">')
    assert ">FAIL<" in page and "`sgd` (In[2]:2) compiles 2 times, over max_compiles = 1" \
        in page
    assert "FAIL" in result.data["text/plain"]


def test_the_guard_warns_once_per_incident(executed):
    nb, _ = executed
    warned = [_text(nb.cells[i], "stderr").count("RecompileWarning") for i in (11, 12, 13)]
    assert warned == [1, 0, 1]
    assert "shape at w: f32[5] → f32[7]" in _text(nb.cells[11], "stderr")


def test_the_exported_notebook_renders_in_chromium(executed, tmp_path):
    from helpers import browse, console_messages, distinct_pixels

    nbconvert = pytest.importorskip("nbconvert")
    nb, _ = executed
    body, _ = nbconvert.HTMLExporter().from_notebook_node(nb)
    page = tmp_path / "notebook.html"
    page.write_text(body)
    shot = Path(os.environ.get("JAXCHECK_NOTEBOOK_SHOT") or tmp_path / "shot.png")
    proc = browse(page, tmp_path, "--window-size=1200,2400", f"--screenshot={shot}")
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert shot.stat().st_size > 20_000 and distinct_pixels(shot.read_bytes()) > 50
    dom = browse(page, tmp_path, "--dump-dom")
    assert dom.returncode == 0
    assert [line for line in console_messages(dom.stderr) if "jaxcheck" in line] == []
    assert 'class="jaxcheck-report"' in dom.stdout and "this cell recompiled" in dom.stdout


def test_the_notebook_file_holds_the_outputs(executed):
    _, path = executed
    saved = json.loads(path.read_text())
    assert any("jaxcheck-report" in "".join(o.get("data", {}).get("text/html", ""))
               for c in saved["cells"] for o in c.get("outputs", []))
