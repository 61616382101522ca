"""A ``multiprocessing`` child spawned by a target is labelled by what it runs, its
command line kept.
"""

from __future__ import annotations

import json
import sys

import pytest
from builders import write_module
from helpers import (
    cli,
    subprocess_env,
)

# real diffrax and numpyro programs: `make test-slow` (CI runs it)
pytestmark = pytest.mark.slow


# --- multiprocessing: a child is labelled by what it runs --------------------------------


def test_a_spawned_child_is_labelled_by_its_target_with_its_command_line_kept(tmp_path):
    write_module(tmp_path, "spawner.py", '''
        import multiprocessing as mp

        def train(n):
            import jax, jax.numpy as jnp
            f = jax.jit(lambda x: x * 2)
            f(jnp.ones(n))

        if __name__ == "__main__":
            p = mp.get_context("spawn").Process(target=train, args=(3,), name="trainer-0")
            p.start()
            p.join()
    ''')
    code, out, err = cli("run", "--format", "json", "--", sys.executable, "spawner.py",
                         cwd=tmp_path, env=subprocess_env())
    assert code == 0, err
    [child] = json.loads(out)["entrypoints"]
    assert child["target"] == "train in trainer-0 (multiprocessing spawn)"
    assert "--multiprocessing-fork" in child["command"]
    assert any("spawn_main" in part for part in child["command"])
