"""The pre-commit hook on the bundled equinox example, and a default run against trace mode.

    python bench/incremental.py [--repeat 5]

A scratch git repository holds ``examples/models/equinox_train.py`` as ``train.py``, its
step declared in ``[tool.jaxcheck]`` and baselined (the lock accepts the example's known
recompile, so the check passes), an unrelated ``notes.py``, and a local pre-commit hook
that runs ``jaxcheck check`` as the README writes it. Each round, in turn:

* the hook after an unrelated change (``notes.py`` edited): the step is skipped;
* the hook after a change to the step's module (``train.py`` edited): the step runs again,
  in its default mode (trace);
* ``jaxcheck run train.py:train_step --mode trace``: the yardstick of the change above;
* ``jaxcheck run train.py:train_step`` (the default mode): against the one above.

Edits are made before the clock starts. Rounds interleave the four, so that a drift of
the machine's speed moves all of them; the ratio of the default run to the trace-mode run
is taken round by round. Medians are printed, with min and max.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
EXAMPLE = REPO / "examples" / "models" / "equinox_train.py"

PYPROJECT = '''\
[project]
name = "bench-project"
version = "0.1.0"

[[tool.jaxcheck.entrypoints]]
target = "train:train_step"
'''

HOOK = '''\
repos:
  - repo: local
    hooks:
      - id: jaxcheck
        name: jaxcheck
        entry: jaxcheck check
        language: system
        pass_filenames: false
        files: '(\\.py|pyproject\\.toml|jaxcheck\\.lock)$'
        verbose: true  # its output shown: the bench checks what was skipped
'''


def timed(cmd: list[str], cwd: Path, env: dict[str, str], codes=(0,)) -> tuple[float, str]:
    start = time.perf_counter()
    proc = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if proc.returncode not in codes:
        sys.exit(f"{' '.join(cmd)} failed ({proc.returncode}):\n{proc.stdout}\n{proc.stderr}")
    return elapsed, proc.stdout + proc.stderr


def spread(values: list[float], unit: str = " s") -> str:
    return (f"{statistics.median(values):.2f}{unit} (min {min(values):.2f}, "
            f"max {max(values):.2f})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    bin_dir = str(Path(sys.executable).parent)
    with tempfile.TemporaryDirectory() as tmp:
        project = Path(tmp) / "project"
        project.mkdir()
        train = project / "train.py"
        train.write_text(EXAMPLE.read_text())
        notes = project / "notes.py"
        notes.write_text("NOTES = 0\n")
        (project / "pyproject.toml").write_text(PYPROJECT)
        (project / ".pre-commit-config.yaml").write_text(HOOK)
        env = {**os.environ, "PRE_COMMIT_HOME": str(Path(tmp) / "home"),
               "PATH": bin_dir + os.pathsep + os.environ.get("PATH", ""),
               "JAX_PLATFORMS": "cpu"}
        for git in (["init", "-q"], ["add", "-A"]):
            subprocess.run(["git", *git], cwd=project, check=True)
        jaxcheck = [sys.executable, "-m", "jaxcheck"]
        hook = [sys.executable, "-m", "pre_commit", "run", "jaxcheck", "--all-files"]
        step_run = [*jaxcheck, "run", "train.py:train_step"]
        timed([*jaxcheck, "baseline"], project, env)
        timed(hook, project, env)  # warm-up: pre-commit's own set-up, the first record
        unrelated, changed, traced, default = [], [], [], []
        for i in range(args.repeat):
            notes.write_text(f"NOTES = {i + 1}\n")
            seconds, out = timed(hook, project, env)
            if "skipped, unchanged" not in out:
                sys.exit(f"the hook did not skip after an unrelated change:\n{out}")
            unrelated.append(seconds)
            train.write_text(EXAMPLE.read_text() + f"\n# edited {i + 1}\n")
            seconds, out = timed(hook, project, env)
            if "skipped, unchanged" in out:
                sys.exit(f"the hook skipped after a change to the step:\n{out}")
            changed.append(seconds)
            # the example's known recompile (its learning rate) fails a bare run: exit 1
            traced.append(timed([*step_run, "--mode", "trace"], project, env, (1,))[0])
            default.append(timed(step_run, project, env, (1,))[0])
    ratios = [d / t for d, t in zip(default, traced, strict=True)]
    excess = [c - t for c, t in zip(changed, traced, strict=True)]
    print(f"machine: {os.cpu_count()} cores, {platform.machine()}, Python "
          f"{platform.python_version()}; {args.repeat} interleaved rounds, medians")
    print(f"pre-commit hook after an unrelated change (skipped): {spread(unrelated)}  goal <= 5 s")
    print(f"pre-commit hook after a change to the step:          {spread(changed)}")
    print(f"jaxcheck run --mode trace (the step):                {spread(traced)}")
    print(f"  hook after the change - trace-mode run:            {spread(excess)}  goal <= 2 s")
    print(f"jaxcheck run (default mode):                         {spread(default)}")
    print(f"  default / --mode trace, round by round:            {spread(ratios, 'x')}"
          "  goal <= 1.2x")


if __name__ == "__main__":
    main()
