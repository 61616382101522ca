import numpy as np
import jax
import jax.numpy as jnp

from plant import plant_kw
from surrogate import build_surrogate

k1, k2 = jax.random.split(jax.random.PRNGKey(4))
weights = {"w1": jax.random.normal(k1, (3, 16)) * 0.2, "w2": jax.random.normal(k2, (16, 1)) * 0.2}
candidates = jnp.linspace(5.5, 9.0, 8)

rng = np.random.default_rng(0)
for hour in range(6):
    load, wb = float(rng.uniform(0.4, 1.0)), float(rng.uniform(15, 25))
    model = build_surrogate(weights)
    kw = plant_kw(model, candidates, jnp.float32(load), jnp.float32(wb))
    print(hour, float(candidates[jnp.argmin(kw)]))
