"""Bounded output: error lines, terminal reports, JSON and HTML stay bounded however large
the input. A static argument whose repr is a megabyte (JAX's explanation quotes it), one
recompile changing hundreds of leaves the same way, a project of 6,000 entrypoints, a
100,000-character message: each is cut or summed up, saying what it left out. The runs
are real JAX, counted by JAX's own compile log.
"""

from __future__ import annotations

import io
import json

from helpers import compiled, error_line, invoke, jax_compile_log
from rich.console import Console

import jaxcheck
from jaxcheck._src.model.report import Cause
from jaxcheck._src.report import failures, htmlreport, junitxml, terminal, text, view
from jaxcheck._src.report import jsonreport as json_report
from jaxcheck._src.util import errors

BIG_STATIC = '''
import functools

import jax
import jax.numpy as jnp


class Big:
    def __init__(self, n):
        self.n = n

    def __hash__(self):
        return hash(self.n)

    def __eq__(self, other):
        return isinstance(other, Big) and self.n == other.n

    def __repr__(self):
        return f"Big({self.n})" + "x" * 1_000_000


@functools.partial(jax.jit, static_argnums=1)
def big_static(x, cfg):
    return x * 2


def main():
    for i in range(3):
        big_static(jnp.ones(3), Big(i))
'''

MANY_LEAVES = '''
import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def many_leaves(params):
    return sum(jnp.sum(v) for v in jax.tree_util.tree_leaves(params))


def main():
    params = {f"w{i}": np.zeros(2, np.float32) for i in range(120)}
    many_leaves(params)
    # every leaf another dtype, and a few another shape too
    many_leaves({k: (v.astype(np.int32) if i >= 3 else np.zeros(3, np.float32))
                 for i, (k, v) in enumerate(params.items())})
'''


def _outputs(report) -> dict[str, str]:
    out = io.StringIO()
    terminal.render(report, Console(file=out, width=100, color_system=None), verbose=True)
    return {
        "terminal": out.getvalue(),
        "text": "\n".join(failures.entrypoint_text(ep, verbose=True)
                          for ep in report.entrypoints) + text.summary_text(report),
        "json": json_report.render(report),
        "html": htmlreport.render(report),
        "junit": junitxml.render(report),
    }


def _run(tmp_path, monkeypatch, source: str, name: str):
    monkeypatch.chdir(tmp_path)
    (tmp_path / f"{name}.py").write_text(source)
    with jax_compile_log() as log:
        report = jaxcheck.run(f"{tmp_path / name}.py:main")
    return report, log


def test_megabyte_reprs_are_cut_in_every_output(tmp_path, monkeypatch):
    report, log = _run(tmp_path, monkeypatch, BIG_STATIC, "bigstatic")
    assert compiled(log, "big_static") == 3
    outputs = _outputs(report)
    for name, out in outputs.items():
        assert len(out) < 100_000, (name, len(out))
        assert "x" * 2_000 not in out, name
    events = json.loads(outputs["json"])["entrypoints"][0]["functions"][0]["events"]
    assert len(events) == 3
    explained = [e["explanation"] for e in events if e.get("explanation")]
    assert all(len(e) < 30_000 for e in explained)
    # where JAX's own words quote the value (newer releases do), they are cut, saying so
    for e in explained:
        assert "x" * 600 not in e and ("Big(" not in e or "characters left out" in e), e


def test_hundreds_of_leaves_changed_alike_are_one_row(tmp_path, monkeypatch):
    report, log = _run(tmp_path, monkeypatch, MANY_LEAVES, "manyleaves")
    assert compiled(log, "many_leaves") == 2
    outputs = _outputs(report)
    assert "dtype at 117 paths (params['w10'], params['w100'], params['w101'], …)" \
        in outputs["terminal"], outputs["terminal"]
    assert outputs["terminal"].count("\n") < 40
    for name in ("terminal", "text", "html", "junit"):
        assert outputs[name].count("params['w") < 20, name
    # the JSON document is data: every cause, each bounded
    causes = json.loads(outputs["json"])["entrypoints"][0]["functions"][0]["events"][1]
    assert len(causes["causes"]) >= 120


def test_thirty_thousand_causes_are_a_few_rows():
    causes = [Cause("dtype", f"params['w{i}']", "f32[2]", "i32[2]") for i in range(30_000)]
    causes += [Cause("shape", f"batch[{i}]", f"f32[{i}]", f"f32[{i + 1}]") for i in range(20)]
    rows = view.cause_rows(causes)
    assert len(rows) == view.MAX_CAUSE_ROWS + 1
    assert rows[0][1] == "dtype at 30,000 paths (params['w0'], params['w1'], params['w2'], " \
                         "…): f32[2] → i32[2]"
    assert rows[-1] == (None, "… and 13 more changes (--format json lists every one)")
    assert len(text.causes_text(causes)) < 1_000


def test_an_error_line_of_6000_entrypoints_is_summarised(tmp_path, monkeypatch):
    (tmp_path / "train.py").write_text("def fn(): pass\n")
    (tmp_path / "pyproject.toml").write_text("".join(
        f'[[tool.jaxcheck.entrypoints]]\ntarget = "train.py:fn_{i}"\n' for i in range(6000)))
    monkeypatch.chdir(tmp_path)
    code, out, err = invoke("check", "nothing_of_these")
    assert code == errors.USAGE, (code, out, err)
    line = error_line(err)
    assert "train.py:fn_9 … and 5,990 more" in line and len(line) < 1_000


def test_an_error_line_keeps_its_start_and_end():
    line = errors.error_line("start " + "y" * 100_000 + " end: do this")
    assert len(line) == len(errors.PREFIX) + errors.MAX_LINE
    assert "jaxcheck: error: start yyy" in line and line.endswith("end: do this")
    assert "(99,019 characters left out)" in line
