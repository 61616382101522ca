import jax
import jax.numpy as jnp
import numpy as np

BASE_MILL_RATE = 21.5
GROWTH = 0.03

@jax.jit
def levy_path(assessed, mill_rate, growth):
    t = jnp.arange(8, dtype=jnp.float32)
    return assessed.sum() * (1.0 + growth) ** t * mill_rate / 1000.0

rng = np.random.default_rng(0)
assessed = jnp.asarray(rng.uniform(2e5, 9e5, 1000), dtype=jnp.float32)
baseline = levy_path(assessed, jnp.asarray(BASE_MILL_RATE, dtype=jnp.float32), GROWTH)
print("baseline", round(float(baseline[-1]) / 1e6, 2))
for r in np.array([19.0, 23.0, 25.5], dtype=np.float32):
    print(r, round(float(levy_path(assessed, r, GROWTH)[-1]) / 1e6, 2))
