"""A variation that raised is a finding: `check` fails on it with its exception's last
line, `baseline` says which raised and how to declare it, and a declared one passes.

A function target whose dtype variation raises (as a linen ``BatchNorm`` called with
``train=True`` and no ``mutable`` raises for its variation); every JSON report is
checked against JAX's own compile log (``helpers.cli``).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from builders import make_project
from helpers import cli

MODEL = '''\
import jax
import jax.numpy as jnp


@jax.jit
def step(w, x):
    if x.dtype != jnp.float32:
        raise NotImplementedError(
            "step computes in float32.\\n"
            f"Got {x.dtype} for x: convert the batch with x.astype(jnp.float32) first.")
    return w - 0.1 * jnp.mean(x) * w
'''

HEAD = '[project]\nname = "scratch"\nversion = "0.1.0"\n\n[tool.jaxcheck]\n'
ENTRY = '[[tool.jaxcheck.entrypoints]]\ntarget = "mypkg.model:step"\nargs = "f32[4], f32[8]"\n'
LAST_LINE = "NotImplementedError: Got float16 for x: convert the batch with " \
            "x.astype(jnp.float32) first."
DECLARE = 'expect = { dtype = { "x" = "error" } }'


def jaxcheck(*args: str, root: Path):
    return cli(args[0], "--no-isolate", *args[1:], cwd=root, timeout=300)


def flat(text: str) -> str:
    """The terminal report as one line of words: panel borders and line breaks gone."""
    return " ".join(re.sub("[│╭╮╰╯]", " ", text).split())


def said(proc) -> str:
    return f"exit {proc.returncode}\n--- stdout\n{proc.stdout}\n--- stderr\n{proc.stderr}"


def test_a_raising_variation_fails_check_and_baseline_says_how_to_declare_it(tmp_path):
    root = tmp_path / "proj"
    make_project(root, MODEL, HEAD + ENTRY)

    base = jaxcheck("baseline", root=root)
    assert base.returncode == 0, said(base)
    lines = [ln for ln in base.stderr.splitlines() if "raised" in ln]
    assert "1 variation raised" in lines[0] and "check" in lines[0], said(base)
    assert "dtype x" in lines[1] and LAST_LINE in lines[1] and DECLARE in lines[1]
    assert "accepted" not in base.stderr  # an error is not among what the lock accepts

    # the lock records the cell, and does not make it pass
    proc = jaxcheck("check", "--format", "json", root=root)
    assert proc.returncode == 1, said(proc)
    doc = json.loads(proc.stdout)
    [v] = [v for v in doc["entrypoints"][0]["variations"]
           if (v["axis"], v["path"]) == ("dtype", "x")]
    assert (v["result"], v["expected"], v["detail"]) == ("error", False, LAST_LINE)
    assert doc["summary"]["variations_raised"] == 1

    rich = jaxcheck("check", root=root)
    assert rich.returncode == 1, said(rich)
    words = flat(rich.stdout)
    assert "variation dtype of x raised " + LAST_LINE in words
    assert "1 variation raised" in words and DECLARE in words
    assert "Traceback" not in rich.stdout + rich.stderr

    # declared: passes, and the summary still counts it
    (root / "pyproject.toml").write_text(HEAD + ENTRY + DECLARE + "\n")
    ok = jaxcheck("check", root=root)
    assert ok.returncode == 0, said(ok)
    assert "1 variation raised" in flat(ok.stdout)
    quiet = jaxcheck("baseline", root=root)
    assert quiet.returncode == 0 and "raised" not in quiet.stderr, said(quiet)
