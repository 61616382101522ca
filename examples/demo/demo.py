"""`make demo`: jaxcheck in four short steps, each a real command on a bundled example.

1. the classic bug: the short last batch of an epoch recompiles the train step;
2. a storm of recompiles (a learning-rate schedule passed as a static argument),
   shown as one group;
3. the CI gate: `jaxcheck baseline` records a scratch project's compiles in a lock,
   a change adds a recompile, and `jaxcheck check` fails on it;
4. in production: `jaxcheck.guard` raises inside the call that recompiled after warm-up.

Steps 1-3 find recompiles on purpose (jaxcheck exits 1 there); the demo exits 0 when
every step did what it shows, and with the step's own exit code when one did not.

    python examples/demo/demo.py
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import textwrap

EXAMPLES = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(EXAMPLES)

MODEL = """\
import jax
import jax.numpy as jnp

BATCHES = {batches!r}


@jax.jit
def step(w, x):
    return w - 0.1 * jnp.mean(x @ w) * w


def train():
    w = jnp.ones((4, 4))
    for n in BATCHES:
        w = step(w, jnp.ones((n, 4)))
"""

PYPROJECT = """\
[[tool.jaxcheck.entrypoints]]
target = "model:train"
"""


def _jaxcheck() -> list[str]:
    script = os.path.join(os.path.dirname(sys.executable), "jaxcheck")
    return [script] if os.path.exists(script) else [sys.executable, "-m", "jaxcheck"]


def step(number: int, title: str) -> None:
    print(f"== {number}/4  {title}")


def show(shown: str, argv: list[str], cwd: str, expect: int, report: bool = True) -> None:
    """Run ``argv``, print it as ``$ shown`` and its output; stop the demo on a surprise.

    ``report=False`` leaves the report (stdout) out and keeps what the command says on
    stderr (the lock it wrote)."""
    print(f"$ {shown}")
    env = dict(os.environ, COLUMNS="80", TERM="dumb")
    proc = subprocess.run(argv, cwd=cwd, capture_output=True, text=True, env=env)
    # progress lines are for a terminal; the demo shows the report
    err = [ln for ln in proc.stderr.splitlines() if not ln.startswith("jaxcheck: [")]
    if report:
        sys.stdout.write(proc.stdout)
    for line in err:
        print(line)
    if proc.returncode != expect:
        print(f"demo: `{shown}` exited {proc.returncode}, expected {expect}", file=sys.stderr)
        raise SystemExit(proc.returncode or 1)


def main() -> None:
    jaxcheck = _jaxcheck()
    step(1, "the classic bug: the short last batch recompiles the train step")
    show("jaxcheck run examples/train_loop.py:main",
         [*jaxcheck, "run", "examples/train_loop.py:main"], ROOT, expect=1)

    step(2, "a storm: a learning-rate schedule as a static argument, one group")
    show("jaxcheck run examples/lr_schedule.py:main",
         [*jaxcheck, "run", "examples/lr_schedule.py:main"], ROOT, expect=1)

    step(3, "the CI gate: a lock records the compiles, a change adds one, check fails")
    project = tempfile.mkdtemp(prefix="jaxcheck-demo-")
    try:
        with open(os.path.join(project, "pyproject.toml"), "w") as f:
            f.write(PYPROJECT)
        model = os.path.join(project, "model.py")
        with open(model, "w") as f:
            f.write(MODEL.format(batches=(8, 8)))
        show("jaxcheck baseline        # model.py trains on batches (8, 8)",
             [*jaxcheck, "baseline"], project, expect=0, report=False)
        with open(model, "w") as f:
            f.write(MODEL.format(batches=(8, 8, 3)))
        show("jaxcheck check           # after a change: batches (8, 8, 3)",
             [*jaxcheck, "check"], project, expect=1)
    finally:
        shutil.rmtree(project, ignore_errors=True)

    step(4, "in production: jaxcheck.guard stops a recompile after warm-up")
    show("python examples/guard.py", [sys.executable, "examples/guard.py"], ROOT, expect=0)

    print(textwrap.dedent("""
        demo: done (steps 1-3 exit 1 on purpose: recompiles found; step 4 caught one).
        Next, your own program: .venv/bin/jaxcheck run -- python train.py (README)"""))


if __name__ == "__main__":
    main()
