"""``--html`` and ``--trace-events`` written by ``run`` and ``check``: the page and the
trace link each other.
"""

import json
import os

from builders import write_module
from helpers import cli


def test_cli_writes_html_and_trace_events_and_links_them(tmp_path):
    write_module(tmp_path, "work.py", """
        import jax, jax.numpy as jnp
        f = jax.jit(lambda x: x + 1)
        def main():
            f(jnp.ones(3)); f(jnp.ones(4))
    """)
    code, out, err = cli("run", "work.py:main", "--html", "out/r.html", "--trace-events",
                         "t.json", cwd=tmp_path)
    assert code == 2 and "bad --html 'out/r.html': no directory" in err, err
    assert err.count("\n") == 1
    os.mkdir(tmp_path / "out")
    code, out, err = cli("run", "work.py:main", "--html", "out/r.html", "--trace-events",
                         "t.json", "--format", "json", cwd=tmp_path)
    assert code == 1, err
    json.loads(out)  # stdout is the JSON document alone
    html_path = tmp_path / "out" / "r.html"
    assert f"HTML report: {html_path}" in err
    assert "<svg" in html_path.read_text()
    assert json.loads((tmp_path / "t.json").read_text())["traceEvents"]


def test_check_writes_html(tmp_path):
    write_module(tmp_path, "work.py", """
        import jax, jax.numpy as jnp
        f = jax.jit(lambda x: x + 1)
        def main():
            f(jnp.ones(3)); f(jnp.ones(4))
    """)
    (tmp_path / "pyproject.toml").write_text(
        '[tool.jaxcheck]\n[[tool.jaxcheck.entrypoints]]\ntarget = "work:main"\n')
    code, out, err = cli("check", "--no-isolate", "--html", "r.html", cwd=tmp_path)
    assert code == 1, err
    assert f"HTML report: {tmp_path / 'r.html'}" in out.replace("\n", "")
    assert "work:main" in (tmp_path / "r.html").read_text()
