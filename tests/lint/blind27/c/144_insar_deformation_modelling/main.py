import jax.numpy as jnp
import numpy as np

from geometry import Source
from insar import los_displacement

rng = np.random.default_rng(144)
g = jnp.linspace(-10, 10, 64)
px, py = jnp.meshgrid(g, g)
look = jnp.array([0.38, -0.09, 0.92])
prior = Source(jnp.float32(0.0), jnp.float32(0.0), jnp.float32(4.0))
best = los_displacement(prior, jnp.float32(1.0), px, py, look)
print("prior", round(float(best.max()), 4))
for trial in range(4):
    cand = tuple(jnp.float32(v) for v in (rng.uniform(-3, 3), rng.uniform(-3, 3), rng.uniform(2, 6)))
    los = los_displacement(cand, jnp.float32(1.0), px, py, look)
    print(trial, round(float(jnp.abs(los - best).mean()), 5))
