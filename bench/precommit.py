"""Wall time of a warm pre-commit run of hook `jaxcheck` on a project with two small entrypoints.

    python bench/precommit.py [--repeat 5]

The project (a function target with declared args, and a workload) lives in a
scratch git repository whose .pre-commit-config.yaml pins a clone of this
repository at its HEAD commit, as a user's `rev:` would; the hook runs
`jaxcheck check` with the Python running this script (the project's environment,
as the hook finds it). One run warms pre-commit up (it clones the hook
repository once); the median of the next runs is printed, beside a bare
`jaxcheck check` in the same project for comparison.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

MODEL = '''\
import jax
import jax.numpy as jnp


@jax.jit
def step(w, x, lr):
    return w - lr * jnp.mean(x) * w


def workload():
    w = jnp.ones((4,))
    for n in (8, 8, 8):
        w = step(w, jnp.ones((n,)), 0.1)
    return w
'''

PYPROJECT = '''\
[project]
name = "bench-project"
version = "0.1.0"

[[tool.jaxcheck.entrypoints]]
target = "mypkg.model:step"
args = "f32[4], f32[8], float"

[[tool.jaxcheck.entrypoints]]
target = "mypkg.model:workload"
'''


def timed(cmd: list[str], cwd: Path, env: dict[str, str]) -> float:
    start = time.perf_counter()
    proc = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed ({proc.returncode}):\n{proc.stdout}\n{proc.stderr}")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        project = Path(tmp) / "project"
        (project / "mypkg").mkdir(parents=True)
        (project / "mypkg" / "__init__.py").write_text("")
        (project / "mypkg" / "model.py").write_text(MODEL)
        (project / "pyproject.toml").write_text(PYPROJECT)
        env = {**os.environ, "PRE_COMMIT_HOME": str(Path(tmp) / "home"),
               "JAXCHECK_PYTHON": sys.executable, "JAX_PLATFORMS": "cpu"}
        clone = Path(tmp) / "jaxcheck"
        subprocess.run(["git", "clone", "-q", str(REPO), str(clone)], check=True)
        rev = subprocess.run(["git", "rev-parse", "HEAD"], cwd=clone, check=True,
                             capture_output=True, text=True).stdout.strip()
        (project / ".pre-commit-config.yaml").write_text(
            f"repos:\n-   repo: {clone}\n    rev: {rev}\n    hooks:\n    -   id: jaxcheck\n")
        for git in (["init", "-q"], ["add", "-A"]):
            subprocess.run(["git", *git], cwd=project, check=True)
        hook = [sys.executable, "-m", "pre_commit", "run", "jaxcheck", "--all-files"]
        check = [sys.executable, "-m", "jaxcheck", "check"]
        timed(hook, project, env)  # warm-up
        hooks = [timed(hook, project, env) for _ in range(args.repeat)]
        checks = [timed(check, project, env) for _ in range(args.repeat)]
    print(f"warm pre-commit run, hook jaxcheck, 2 entrypoints: "
          f"{statistics.median(hooks):.1f} s (median of {args.repeat}; "
          f"{min(hooks):.1f}-{max(hooks):.1f})")
    print(f"jaxcheck check alone:                            "
          f"{statistics.median(checks):.1f} s")


if __name__ == "__main__":
    main()
