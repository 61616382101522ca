"""`jaxcheck check` skips what is unchanged since it passed, end to end: the files a target
imports are recorded in the process that ran it (a worker's child by default, this one
with ``--no-isolate``), transitively; never a skip when unsure."""

from __future__ import annotations

import textwrap

from builders import make_project
from helpers import cli

MODEL = textwrap.dedent("""
    import jax

    from mypkg.layers import apply


    @jax.jit
    def step(x):
        return apply(x)


    def workload():
        import jax.numpy as jnp

        step(jnp.ones(3))
""")
LAYERS = "from mypkg.helper import scale\n\n\ndef apply(x):\n    return scale(x) + 1\n"
HELPER = "def scale(x):\n    return x * 2\n"
PYPROJECT = textwrap.dedent("""
    [tool.jaxcheck]
    [[tool.jaxcheck.entrypoints]]
    target = "mypkg.model:step"
    args = "f32[3]"
    [[tool.jaxcheck.entrypoints]]
    target = "mypkg.model:workload"
""")
SKIPPED = "skipped, unchanged since it passed"


def _project(tmp_path):
    root = make_project(tmp_path / "proj", MODEL, PYPROJECT)
    (root / "mypkg" / "layers.py").write_text(LAYERS)
    (root / "mypkg" / "helper.py").write_text(HELPER)
    (root / "unrelated.py").write_text("X = 1\n")
    return root


def _skipped(err: str) -> list[str]:
    return sorted(line.split(": ")[1] for line in err.splitlines() if SKIPPED in line)


def test_skips_reruns_and_failures_in_one_project_history(tmp_path):
    """One project through the changes that matter, in order (a full check in a worker's
    child first: what it recorded decides every later skip; the reruns after it run in
    this process, ``--no-isolate``, since what they test is whether they run at all)."""
    root = _project(tmp_path)
    code, out, err = cli("check", cwd=root)
    assert code == 0 and _skipped(err) == [] and "2 targets" in out
    code, out, err = cli("check", cwd=root)
    assert code == 0 and out == ""
    assert _skipped(err) == ["mypkg.model:step", "mypkg.model:workload"]
    (root / "unrelated.py").write_text("X = 2\n")
    assert _skipped(cli("check", cwd=root).stderr) == ["mypkg.model:step",
                                                       "mypkg.model:workload"]
    # helper.py is imported by layers.py, imported by model.py: both targets read it
    (root / "mypkg" / "helper.py").write_text(HELPER.replace("* 2", "* 3"))
    code, out, err = cli("check", "--no-isolate", cwd=root)  # recorded in this process
    assert code == 0 and _skipped(err) == [] and "2 targets" in out
    assert _skipped(cli("check", cwd=root).stderr) == ["mypkg.model:step",
                                                       "mypkg.model:workload"]
    code, out, err = cli("check", "--all", "--no-isolate", cwd=root)
    assert code == 0 and _skipped(err) == [] and "2 targets" in out

    # a full report runs everything; so does a changed environment
    code, out, err = cli("check", "--format", "json", "--no-isolate", cwd=root)
    assert code == 0 and _skipped(err) == [] and '"entrypoints"' in out
    env_changed = cli("check", "--no-isolate", cwd=root,
                      env={**_env(), "JAX_DEBUG_NANS": "0"})
    assert env_changed.returncode == 0 and _skipped(env_changed.stderr) == []

    # a failing target is never skipped: a static argument now, whose value variation
    # recompiles (unexpected)
    (root / "mypkg" / "model.py").write_text(MODEL.replace(
        "@jax.jit\ndef step(x):", "@functools.partial(jax.jit, static_argnums=1)\n"
        "def step(x, n=1):").replace("import jax\n", "import functools\n\nimport jax\n", 1))
    (root / "pyproject.toml").write_text(PYPROJECT.replace('"f32[3]"', '"f32[3], n=int"'))
    for _ in range(2):
        code, out, err = cli("check", "--no-isolate", cwd=root)
        assert code == 1 and "mypkg.model:step" not in _skipped(err)


def _env():
    from helpers import subprocess_env

    return subprocess_env()
