import jax
import jax.numpy as jnp
import numpy as np
from config import LevyConfig

@jax.jit
def project_levy(assessed, mill_rate, growth):
    t = jnp.arange(8, dtype=jnp.float32)
    return assessed.sum() * (1.0 + growth) ** t * mill_rate / 1000.0

cfg = LevyConfig()
rng = np.random.default_rng(0)
assessed = jnp.asarray(rng.uniform(2e5, 9e5, 1000), dtype=jnp.float32)
baseline = project_levy(assessed, jnp.asarray(cfg.mill_rate), cfg.growth)
print("baseline", round(float(baseline[-1]) / 1e6, 2))
scenario_rates = np.array([19.0, 23.0, 25.5], dtype=np.float32)
for r in scenario_rates:
    print(r, round(float(project_levy(assessed, r, cfg.growth)[-1]) / 1e6, 2))
