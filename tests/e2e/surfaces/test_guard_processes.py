"""The guard in a process of its own: the bundled example runs, and a persistent cache's
steady state stays quiet while a new shape read from it is an incident.
"""

import json
import subprocess
import sys

from helpers import REPO, subprocess_env

# --- no false positives --------------------------------------------------------------


PERSISTENT = """
import json, logging, sys
import jax, jax.numpy as jnp
import jaxcheck
jax.config.update("jax_compilation_cache_dir", sys.argv[1])
jax.config.update("jax_persistent_cache_min_compile_time_secs", 0)
jax.config.update("jax_persistent_cache_min_entry_size_bytes", 0)
jax.config.update("jax_log_compiles", True)
lines = []
class Collect(logging.Handler):
    def emit(self, record): lines.append(record.getMessage())
logging.getLogger("jax").addHandler(Collect(logging.WARNING))
f = jax.jit(lambda x: jnp.sin(x) * 3)
f(jnp.ones(3)); f(jnp.ones(5))          # an earlier run: written to the cache
jax.clear_caches()
lines.clear()
seen = []
with jaxcheck.guard(on_compile=seen.append) as g:
    f(jnp.ones(3))                      # warm-up, from the persistent cache
    g.arm()
    for _ in range(3):
        f(jnp.ones(3))                  # steady state
    steady = len(seen)
    f(jnp.ones(5))                      # a new shape, from the persistent cache
print(json.dumps({"steady": steady, "incidents": len(seen),
                  "cache_hit": [i.event.cache_hit for i in seen],
                  "jax_compiling": sum(l.startswith("Compiling jit(<lambda>)") or
                                       l.startswith("Compiling jit__lambda") for l in lines),
                  "jax_cache_hits": sum("Persistent compilation cache hit" in l
                                        and "lambda" in l for l in lines)}))
"""


def test_persistent_cache_steady_state_is_quiet_and_a_new_shape_from_it_is_an_incident(
        tmp_path):
    script = tmp_path / "persistent.py"
    script.write_text(PERSISTENT)
    proc = subprocess.run([sys.executable, str(script), str(tmp_path / "cache")],
                          capture_output=True, text=True, env=subprocess_env(), timeout=120)
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    # JAX's view: both calls after the cache clear say "Compiling" and hit the cache
    assert result["jax_compiling"] == 2 and result["jax_cache_hits"] == 2, result
    assert result["steady"] == 0
    assert result["incidents"] == 1 and result["cache_hit"] == [True]


# --- restore, start/stop, environment -------------------------------------------------


def test_example_runs(tmp_path):
    proc = subprocess.run([sys.executable, "examples/guard.py"], cwd=REPO,
                          capture_output=True, text=True, env=subprocess_env(), timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "RecompileError" in proc.stdout and "shape at x" in proc.stdout, proc.stdout
